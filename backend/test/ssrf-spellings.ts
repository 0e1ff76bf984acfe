/**
 * Addresses outside the public internet in every spelling an attacker might try, for each feature
 * that fetches an address someone else chose (webhooks, site audits): each must be refused
 * without the feature's allow-private setting.
 */
export const SSRF_SPELLINGS: [string, string][] = [
  ['loopback', 'https://127.0.0.1/hook'],
  ['loopback in another spelling', 'https://2130706433/hook'],
  ['IPv6 loopback', 'https://[::1]/hook'],
  ['the cloud metadata address', 'https://169.254.169.254/latest/meta-data'],
  ['a private network', 'https://10.1.2.3/hook'],
  ['carrier-grade NAT', 'https://100.64.0.1/hook'],
  ['IPv6 unique-local', 'https://[fd00::1]/hook'],
  ['IPv6 link-local', 'https://[fe80::1]/hook'],
  ['IPv4-mapped loopback', 'https://[::ffff:127.0.0.1]/hook'],
  ['IPv4-compatible loopback', 'https://[::127.0.0.1]/hook'],
  ['IPv4-compatible private address', 'https://[::10.0.0.1]/hook'],
  ['IPv4-compatible public address (a deprecated form)', 'https://[::93.184.215.14]/hook'],
  ['NAT64 of loopback', 'https://[64:ff9b::127.0.0.1]/hook'],
  ['NAT64 of the metadata address', 'https://[64:ff9b::169.254.169.254]/hook'],
  ['local-use NAT64 prefix', 'https://[64:ff9b:1::a00:1]/hook'],
  ['6to4 of loopback', 'https://[2002:7f00:1::1]/hook'],
  ['6to4 of a private address', 'https://[2002:a00:1::1]/hook'],
  ['Teredo', 'https://[2001:0:4136:e378:8000:63bf:3fff:fdd2]/hook'],
  ['IPv4-translated', 'https://[::ffff:0:7f00:1]/hook'],
  ['multicast', 'https://224.0.0.1/hook'],
  ['localhost', 'https://localhost/hook'],
];

/** Addresses a name may resolve to that carry a private IPv4 address inside IPv6. */
export const EMBEDDED_IPV4 = ['::7f00:1', '::a00:1', '64:ff9b::7f00:1', '2002:7f00:1::1', '2001:0:4136:e378:8000:63bf:3fff:fdd2'];
