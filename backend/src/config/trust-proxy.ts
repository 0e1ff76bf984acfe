import { BlockList, isIP } from 'node:net';

/**
 * Which peers may tell the app the client's address (X-Forwarded-For): the number of proxies in
 * front of it, or their addresses and CIDR ranges. 0 trusts none, so a client cannot pick the
 * address its rate limits are counted under.
 */
export type TrustProxy = number | string[];

function isAddressOrRange(entry: string): boolean {
  const [address, prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  return prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128));
}

/** The TRUST_PROXY setting, or the first entry that is neither a hop count nor an address or range. */
export function parseTrustProxy(value: string | undefined): { trustProxy: TrustProxy } | { invalid: string } {
  const text = value?.trim() ?? '';
  if (text === '') return { trustProxy: 0 };
  if (/^\d+$/.test(text)) return { trustProxy: Number(text) };
  const entries = text.split(',').map((entry) => entry.trim());
  const invalid = entries.find((entry) => !isAddressOrRange(entry));
  return invalid === undefined ? { trustProxy: entries } : { invalid };
}

/**
 * Fastify's trustProxy as a function: it is called with each address from the socket's peer (hop 0)
 * back along X-Forwarded-For, and the client is the first one it does not trust. (Fastify's own
 * numeric option trusts nothing, so a hop count is spelled out here.)
 */
export function proxyTrust(setting: TrustProxy): (address: string, hop: number) => boolean {
  if (typeof setting === 'number') return (_address, hop) => hop < setting;
  const proxies = new BlockList();
  for (const entry of setting) {
    const [address, prefix] = entry.split('/');
    const family = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (prefix === undefined) proxies.addAddress(address, family);
    else proxies.addSubnet(address, Number(prefix), family);
  }
  return (address) => {
    const family = isIP(address);
    return family !== 0 && proxies.check(address, family === 6 ? 'ipv6' : 'ipv4');
  };
}
