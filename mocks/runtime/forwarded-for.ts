// The client's address behind proxies, as Tomcat's RemoteIpValve picks it (docs/backend.md#client-addresses):
// X-Forwarded-For counts only when the socket peer is a trusted proxy, and then the right-most hop
// that is not a trusted proxy is the client. Whatever a client writes to the left of that is ignored.
import { BlockList, isIP } from 'node:net';

export interface TrustedProxies {
  contains: (address: string) => boolean;
}

/** `::ffff:127.0.0.1` (an IPv4 peer on a dual-stack socket) is 127.0.0.1. */
const plain = (address: string) => {
  const trimmed = address.trim();
  return /^::ffff:\d+\.\d+\.\d+\.\d+$/i.test(trimmed) ? trimmed.slice(7) : trimmed;
};

/** Addresses and CIDR blocks (`10.0.0.0/8`, `::1`); throws naming the first entry that is neither. */
export function parseTrustedProxies(entries: readonly string[]): TrustedProxies {
  const list = new BlockList();
  for (const entry of entries.map((each) => each.trim()).filter(Boolean)) {
    const [address = '', bits, ...rest] = entry.split('/');
    const family = isIP(address);
    const prefix = Number(bits);
    const validPrefix = bits === undefined || (/^\d+$/.test(bits) && prefix <= (family === 6 ? 128 : 32));
    if (family === 0 || rest.length > 0 || !validPrefix)
      throw new Error(`"${entry}" is not an IP address or a CIDR block such as 10.0.0.0/8.`);
    const type = family === 6 ? 'ipv6' : 'ipv4';
    if (bits === undefined) list.addAddress(address, type);
    else list.addSubnet(address, prefix, type);
  }
  return {
    contains: (address) => {
      const family = isIP(address);
      return family !== 0 && list.check(address, family === 6 ? 'ipv6' : 'ipv4');
    },
  };
}

export const NO_TRUSTED_PROXIES: TrustedProxies = { contains: () => false };

/** The client: the peer itself unless it is a trusted proxy; then the right-most untrusted X-Forwarded-For hop. */
export function clientAddress(peer: string, forwardedFor: string | undefined, trusted: TrustedProxies): string {
  let client = plain(peer);
  if (!trusted.contains(client) || !forwardedFor) return client;
  const hops = forwardedFor.split(',').map(plain).filter(Boolean);
  while (hops.length > 0) {
    client = hops.pop() ?? client;
    if (!trusted.contains(client)) return client;
  }
  // Every hop a trusted proxy: the left-most is the client, as RemoteIpValve takes it.
  return client;
}
