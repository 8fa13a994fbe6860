#!/usr/bin/env bash
# Renders deploy/nginx.conf into RUN_DIR/nginx.conf for this machine:
#   LISTEN_PORT=8080 DIST_DIR=/srv/app RUN_DIR=/tmp/nginx API_ORIGIN=https://api.example deploy/render-nginx-conf.sh
# Prints the path of the rendered file.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
: "${LISTEN_PORT:?set LISTEN_PORT}" "${DIST_DIR:?set DIST_DIR}" "${RUN_DIR:?set RUN_DIR}" "${API_ORIGIN:?set API_ORIGIN}"
mkdir -p "$RUN_DIR"
rm -f "$RUN_DIR"/brotli*.conf
if compgen -G "/etc/nginx/modules-enabled/*brotli*" >/dev/null; then
  cp "$here/brotli.conf" "$RUN_DIR/brotli.conf"
fi
export LISTEN_PORT DIST_DIR RUN_DIR API_ORIGIN
envsubst '${LISTEN_PORT} ${DIST_DIR} ${RUN_DIR} ${API_ORIGIN}' < "$here/nginx.conf" > "$RUN_DIR/nginx.conf"
echo "$RUN_DIR/nginx.conf"
