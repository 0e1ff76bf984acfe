import { describe, expect, it } from '@jest/globals';
import { proxyTrust } from './trust-proxy.js';

describe('proxyTrust', () => {
  it('trusts no one by default', () => {
    const trust = proxyTrust(0);
    expect(trust('127.0.0.1', 0)).toBe(false);
  });

  it('trusts the first hops of a hop count, whatever their address', () => {
    const trust = proxyTrust(2);
    expect([trust('10.0.0.1', 0), trust('anything', 1), trust('10.0.0.1', 2)]).toEqual([true, true, false]);
  });

  it('trusts the named addresses and ranges only, in both address families', () => {
    const trust = proxyTrust(['10.0.0.0/8', '192.168.1.5', 'fd00::/8']);
    expect(['10.200.0.1', '::ffff:10.200.0.1', '192.168.1.5', 'fd12::1'].map((address) => trust(address, 0))).toEqual([true, true, true, true]);
    expect(['11.0.0.1', '192.168.1.6', 'fe80::1', 'not an address', ''].map((address) => trust(address, 0))).toEqual([false, false, false, false, false]);
  });
});
