// The client's address behind proxies, as RemoteIpValve picks it: what the guess limit keys on.
import { describe, expect, it } from 'vitest';
import { clientAddress, NO_TRUSTED_PROXIES, parseTrustedProxies } from './forwarded-for';

const proxies = parseTrustedProxies(['127.0.0.1', '10.0.0.0/8', 'fd00::/8']);

describe('the client address behind proxies', () => {
  it('is the socket peer when the peer is not a trusted proxy, whatever X-Forwarded-For says', () => {
    expect(clientAddress('198.51.100.7', '203.0.113.1, 10.0.0.1', proxies)).toBe('198.51.100.7');
    expect(clientAddress('127.0.0.1', '203.0.113.1', NO_TRUSTED_PROXIES)).toBe('127.0.0.1');
    expect(clientAddress('::ffff:127.0.0.1', undefined, NO_TRUSTED_PROXIES)).toBe('127.0.0.1');
  });

  it('is the right-most hop that is not a trusted proxy when a trusted proxy forwards', () => {
    expect(clientAddress('127.0.0.1', '203.0.113.1, 198.51.100.7, 10.1.2.3', proxies)).toBe('198.51.100.7');
    expect(clientAddress('::ffff:127.0.0.1', 'not-an-address, 2001:db8::5, fd00::1', proxies)).toBe('2001:db8::5');
    // No header: the proxy itself; every hop a trusted proxy: the left-most, as RemoteIpValve takes it.
    expect(clientAddress('10.0.0.9', undefined, proxies)).toBe('10.0.0.9');
    expect(clientAddress('10.0.0.9', '10.0.0.2, 127.0.0.1', proxies)).toBe('10.0.0.2');
  });

  it('refuses an entry that is neither an address nor a CIDR block, naming it', () => {
    for (const wrong of ['localhost', '10.0.0.0/33', '10.0.0.0/8/1', '::1/129', '10.0.0.0/x'])
      expect(() => parseTrustedProxies([wrong]), wrong).toThrow(`"${wrong}"`);
  });
});
