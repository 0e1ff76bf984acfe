import ipaddr from 'ipaddr.js';

/** Host names that are this machine or its network whatever DNS says. */
const LOCAL_NAMES = /(^|\.)(localhost|local|internal|home\.arpa|localdomain)$/i;

/**
 * Literal addresses outside the public internet: loopback, private, link-local, carrier-grade
 * NAT, unspecified, multicast and reserved ranges, IPv4 in any spelling (the URL parser turns
 * 0x7f.1 and 2130706433 into 127.0.0.1) and IPv4 mapped or embedded in IPv6 (`isPublic`). Names are judged as
 * written, never resolved: the server fetches none of these addresses, visitors' browsers do.
 */
export function isPrivateHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').replace(/\.$/, '');
  if (LOCAL_NAMES.test(host)) return true;
  if (!ipaddr.isValid(host)) return false;
  return !isPublic(ipaddr.parse(host));
}

/**
 * Whether a resolved address (what DNS answered, never a name) is on the public internet: not
 * loopback, private, link-local, unique-local, carrier-grade NAT, unspecified, multicast,
 * reserved, nor one of those mapped into IPv6. The server's own fetches (webhooks) check every
 * address a name resolves to with it.
 */
export function isPublicAddress(ip: string): boolean {
  return ipaddr.isValid(ip) && isPublic(ipaddr.parse(ip));
}

/**
 * Public unicast only. An IPv4-mapped address (::ffff:a.b.c.d) is judged by the IPv4 address it
 * is. The IPv6 forms that carry an IPv4 address to a translator or tunnel (NAT64 64:ff9b::/96 and
 * /48, 6to4 2002::/16, Teredo, IPv4-translated) are ranges ipaddr.js does not call unicast, so they
 * are refused whatever they carry. The deprecated IPv4-compatible form (::a.b.c.d, which the URL
 * parser writes as ::7f00:1) is a range ipaddr.js has no name for: it is refused by its prefix,
 * as a stack that still honours it reaches the IPv4 address.
 */
function isPublic(address: ipaddr.IPv4 | ipaddr.IPv6): boolean {
  if (address.kind() === 'ipv4') return address.range() === 'unicast';
  const v6 = address as ipaddr.IPv6;
  if (v6.isIPv4MappedAddress()) return isPublic(v6.toIPv4Address());
  if (v6.parts.slice(0, 6).every((part) => part === 0)) return false;
  return v6.range() === 'unicast';
}
