import ipaddr from 'ipaddr.js';

/** Host names that are this machine or its network whatever DNS says. */
const LOCAL_NAMES = /(^|\.)(localhost|local|internal|home\.arpa|localdomain)$/i;

/**
 * Literal addresses outside the public internet: loopback, private, link-local, carrier-grade
 * NAT, unspecified, multicast and reserved ranges, IPv4 in any spelling (the URL parser turns
 * 0x7f.1 and 2130706433 into 127.0.0.1) and IPv4 mapped or embedded in IPv6. Names are judged as
 * written, never resolved: the server fetches none of these addresses, visitors' browsers do.
 */
export function isPrivateHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').replace(/\.$/, '');
  if (LOCAL_NAMES.test(host)) return true;
  if (!ipaddr.isValid(host)) return false;
  let address = ipaddr.parse(host);
  if (address.kind() === 'ipv6' && (address as ipaddr.IPv6).isIPv4MappedAddress()) address = (address as ipaddr.IPv6).toIPv4Address();
  return address.range() !== 'unicast';
}

/**
 * Whether a resolved address (what DNS answered, never a name) is on the public internet: not
 * loopback, private, link-local, unique-local, carrier-grade NAT, unspecified, multicast,
 * reserved, nor one of those mapped into IPv6. The server's own fetches (webhooks) check every
 * address a name resolves to with it.
 */
export function isPublicAddress(ip: string): boolean {
  if (!ipaddr.isValid(ip)) return false;
  let address = ipaddr.parse(ip);
  if (address.kind() === 'ipv6' && (address as ipaddr.IPv6).isIPv4MappedAddress()) address = (address as ipaddr.IPv6).toIPv4Address();
  return address.range() === 'unicast';
}
