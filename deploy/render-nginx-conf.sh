#!/usr/bin/env bash
# Renders deploy/nginx.conf for this server into RUN_DIR, with RUN_DIR/runtime-config.js: one backend
# address (API_BASE_URL) feeds what the app calls, the proxy and the Content-Security-Policy.
#   LISTEN_PORT=8080 DIST_DIR=/srv/app RUN_DIR=/run/invoicing API_BASE_URL=https://api.example deploy/render-nginx-conf.sh
# Optional: API_MODE, same-origin (default: nginx forwards the contract's paths to API_BASE_URL and
# the page calls its own origin, deploy/api-proxy.conf) or cross-origin (the page calls API_BASE_URL
# itself; the service must allow the app's origin by CORS). RESOLVER, the DNS server nginx asks for
# the service's address in same-origin mode (default: the name servers of /etc/resolv.conf, or of
# RESOLV_CONF).
# HSTS_MAX_AGE, seconds of Strict-Transport-Security on HTTPS requests (default 31536000; 0 tells
# browsers to forget an earlier policy). Prints the path of the rendered file; fails, naming the
# variable, on a missing or malformed value. docs/deploying.md, decision 342.
set -euo pipefail
export LC_ALL=C
here="$(cd "$(dirname "$0")" && pwd)"

fail() {
  echo "render-nginx-conf: $*" >&2
  exit 1
}

# The rules and messages of src/config/api-base-url.ts (deploy/render-nginx-conf.test.ts checks they
# agree). Sets api_base_url (trimmed), api_origin (scheme://host[:port], as a browser writes it) and
# api_path (the base path without its trailing slash).
read_api_base_url() {
  local name="API_BASE_URL" value="${API_BASE_URL:-}"
  value="${value#"${value%%[![:space:]]*}"}"
  value="${value%"${value##*[![:space:]]}"}"
  [[ -n "$value" ]] || fail "$name is not set. Set it to the backend address, for example http://localhost:8080."
  local absolute="$name must be an absolute http(s) URL such as https://api.example.com, got \"$value\"."
  [[ "$value" =~ ^([A-Za-z][A-Za-z0-9+.-]*): ]] || fail "$absolute"
  local scheme="${BASH_REMATCH[1],,}"
  [[ "$scheme" == http || "$scheme" == https ]] || fail "$name must use http or https, got \"$value\"."
  [[ "${value:${#scheme}+1:2}" == "//" ]] || fail "$absolute"
  [[ "$value" != *[?#]* ]] || fail "$name must not contain a query or fragment, got \"$value\"."
  [[ "$value" != *@* ]] || fail "$name must not contain a user name or password, got \"$value\"."
  local octet='(25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])'
  local host="(([A-Za-z0-9-]+\\.)*[A-Za-z][A-Za-z0-9-]*|$octet(\\.$octet){3})"
  local shape="^[A-Za-z]+://($host)(:([0-9]{1,5}))?(/[A-Za-z0-9._~%/-]*)?$"
  local rest="${value#*://}" port=""
  rest="${rest%%/*}"
  [[ "$rest" == *:* ]] && port="${rest#*:}"
  if ! [[ "$value" =~ $shape ]] || { [[ -n "$port" ]] && ((10#$port > 65535)); }; then
    fail "$name must be a host name or IPv4 address with an optional port and path (letters, digits and . _ ~ % / -), got \"$value\"."
  fi
  api_base_url="$value"
  api_path="${value#*://}"
  if [[ "$api_path" == */* ]]; then api_path="/${api_path#*/}"; else api_path=""; fi
  api_path="${api_path%/}"
  api_origin="$scheme://${rest%%:*}"
  api_origin="${api_origin,,}"
  if [[ -n "$port" ]]; then
    port="$((10#$port))"
    [[ "$scheme:$port" == http:80 || "$scheme:$port" == https:443 ]] || api_origin="$api_origin:$port"
  fi
}

: "${LISTEN_PORT:?set LISTEN_PORT}" "${DIST_DIR:?set DIST_DIR}" "${RUN_DIR:?set RUN_DIR}"
if [[ -z "${API_BASE_URL:-}" && -n "${API_ORIGIN:-}" ]]; then
  fail "API_ORIGIN is replaced by API_BASE_URL, the backend's address, which sets both the app's calls and the CSP: set API_BASE_URL=$API_ORIGIN"
fi
read_api_base_url
API_MODE="${API_MODE:-same-origin}"
[[ "$API_MODE" == same-origin || "$API_MODE" == cross-origin ]] ||
  fail "API_MODE must be same-origin (the default: this server forwards the API) or cross-origin (the page calls API_BASE_URL itself), got \"$API_MODE\"."
HSTS_MAX_AGE="${HSTS_MAX_AGE:-31536000}"
[[ "$HSTS_MAX_AGE" =~ ^[0-9]{1,10}$ ]] || fail "HSTS_MAX_AGE must be a whole number of seconds (0 turns the policy off), got \"$HSTS_MAX_AGE\"."

# The hashes of the landing page's inline stylesheets, written by the build beside index.html
# (scripts/vite-landing-preload.ts, decision 280), go into the CSP's style-src. A build without the
# file gets none.
STYLE_SRC_HASHES=""
hashes_file="$DIST_DIR/style-src-hashes.txt"
if [[ -f "$hashes_file" ]]; then
  hashes="$(<"$hashes_file")"
  hash_pattern="^'sha256-[A-Za-z0-9+/]{43}='( 'sha256-[A-Za-z0-9+/]{43}=')*$"
  [[ -z "$hashes" || "$hashes" =~ $hash_pattern ]] || fail "$hashes_file must hold 'sha256-...' sources separated by spaces, got \"$hashes\"."
  [[ -z "$hashes" ]] || STYLE_SRC_HASHES=" $hashes"
fi

mkdir -p "$RUN_DIR"
rm -f "$RUN_DIR"/brotli*.conf
if compgen -G "/etc/nginx/modules-enabled/*brotli*" >/dev/null; then
  cp "$here/brotli.conf" "$RUN_DIR/brotli.conf"
fi
rm -f "$RUN_DIR"/api-proxy*.conf
if [[ "$API_MODE" == same-origin ]]; then
  # The page calls its own origin ('/', src/config/api-base-url.ts); nginx forwards to the service.
  page_api_base_url=/
  API_CONNECT_SRC="" API_PRECONNECT=""
  # nginx's resolver reads no /etc/hosts: it asks these DNS servers when a request needs the address.
  if [[ -z "${RESOLVER:-}" ]]; then
    RESOLVER="$(awk '$1 == "nameserver" && $2 !~ /%/ { print ($2 ~ /:/ ? "[" $2 "]" : $2) }' "${RESOLV_CONF:-/etc/resolv.conf}" 2>/dev/null | paste -sd ' ' || true)"
  fi
  resolver_shape='^[][0-9A-Fa-f.:]+( [][0-9A-Fa-f.:]+)*$'
  [[ "$RESOLVER" =~ $resolver_shape ]] ||
    fail "RESOLVER must list DNS server addresses separated by spaces (${RESOLV_CONF:-/etc/resolv.conf} names none), got \"$RESOLVER\"."
  export RESOLVER API_UPSTREAM="$api_origin$api_path"
  envsubst '${RESOLVER} ${API_UPSTREAM}' <"$here/api-proxy.conf" >"$RUN_DIR/api-proxy.conf"
else
  page_api_base_url="$api_base_url"
  API_CONNECT_SRC=" $api_origin"
  API_PRECONNECT="<$api_origin>; rel=preconnect; crossorigin=\\\"use-credentials\\\""
fi
# The value passed the rules above: no quote, backslash or angle bracket can reach this script.
cat >"$RUN_DIR/runtime-config.js" <<EOF
// Written by deploy/render-nginx-conf.sh when the server started, from API_BASE_URL ($API_MODE).
window.INVOICING_RUNTIME_CONFIG = Object.freeze({ apiBaseUrl: '$page_api_base_url' });
EOF
export LISTEN_PORT DIST_DIR RUN_DIR HSTS_MAX_AGE STYLE_SRC_HASHES API_CONNECT_SRC API_PRECONNECT
envsubst '${LISTEN_PORT} ${DIST_DIR} ${RUN_DIR} ${API_CONNECT_SRC} ${API_PRECONNECT} ${HSTS_MAX_AGE} ${STYLE_SRC_HASHES}' <"$here/nginx.conf" >"$RUN_DIR/nginx.conf"
echo "$RUN_DIR/nginx.conf"
