import { isIPv4, isIPv6 } from 'node:net';

/*
 * Which IP addresses an outside fetch (a podcast feed, an enclosure) may connect to. Anything that
 * is not plainly on the public internet is refused: loopback, private, shared (carrier-grade NAT),
 * link-local (169.254.169.254 is the cloud metadata service), unique-local, multicast, unspecified,
 * reserved and documentation ranges, and IPv6 forms that carry an IPv4 address (mapped, NAT64,
 * 6to4), judged by the IPv4 address they carry. Written out here rather than taken from a library
 * so that every range is visible and tested (test/unit/safe-fetch-addresses.test.ts).
 */

export interface IpAddress {
  version: 4 | 6;
  /** 4 or 16 bytes, network order. */
  bytes: Uint8Array;
}

export interface Cidr {
  version: 4 | 6;
  bytes: Uint8Array;
  prefix: number;
}

/** Parses an IPv4 or IPv6 address in its usual text form (no zone id, no brackets); null otherwise. */
export function parseIp(text: string): IpAddress | null {
  if (isIPv4(text)) return { version: 4, bytes: Uint8Array.from(text.split('.').map(Number)) };
  if (!isIPv6(text) || text.includes('%')) return null;
  let head = text;
  const tailBytes: number[] = [];
  // A trailing dotted quad (::ffff:10.0.0.1) is the last 32 bits; isIPv6 has checked its form.
  const lastColon = text.lastIndexOf(':');
  const last = text.slice(lastColon + 1);
  if (last.includes('.')) {
    tailBytes.push(...last.split('.').map(Number));
    head = text.slice(0, lastColon + 1);
  }
  const groupsWanted = tailBytes.length ? 6 : 8;
  const [left = '', right] = head.split('::') as [string, string | undefined];
  const parts = (s: string) => s.split(':').filter((g) => g !== '');
  const leftGroups = parts(left);
  const rightGroups = right === undefined ? [] : parts(right);
  const missing = groupsWanted - leftGroups.length - rightGroups.length;
  if (missing < 0 || (right === undefined && missing !== 0)) return null;
  const groups = [...leftGroups, ...Array<string>(missing).fill('0'), ...rightGroups];
  const bytes = new Uint8Array(16);
  groups.forEach((g, i) => {
    const v = parseInt(g, 16);
    bytes[i * 2] = v >> 8;
    bytes[i * 2 + 1] = v & 0xff;
  });
  tailBytes.forEach((b, i) => (bytes[12 + i] = b));
  return { version: 6, bytes };
}

/** Parses `10.0.0.0/8`, `fc00::/7` or a bare address (a single-address range). */
export function parseCidr(text: string): Cidr | null {
  const [addr = '', prefixText, extra] = text.trim().split('/');
  if (extra !== undefined) return null;
  const ip = parseIp(addr);
  if (!ip) return null;
  const max = ip.version === 4 ? 32 : 128;
  if (prefixText !== undefined && !/^\d{1,3}$/.test(prefixText)) return null;
  const prefix = prefixText === undefined ? max : Number(prefixText);
  if (prefix > max) return null;
  return { version: ip.version, bytes: ip.bytes, prefix };
}

/** Whether `ip` lies in `range` (same version only). */
export function inCidr(ip: IpAddress, range: Cidr): boolean {
  if (ip.version !== range.version) return false;
  let bits = range.prefix;
  for (let i = 0; bits > 0; i++, bits -= 8) {
    const mask = bits >= 8 ? 0xff : (0xff << (8 - bits)) & 0xff;
    if ((ip.bytes[i]! & mask) !== (range.bytes[i]! & mask)) return false;
  }
  return true;
}

const ranges = (list: [string, string][]) => list.map(([cidr, kind]) => ({ range: parseCidr(cidr)!, kind }));

/** IPv4 ranges that are not the public internet, with what each is. */
const IPV4_NOT_PUBLIC = ranges([
  ['0.0.0.0/8', 'unspecified'],
  ['10.0.0.0/8', 'private'],
  ['100.64.0.0/10', 'shared (carrier-grade NAT)'],
  ['127.0.0.0/8', 'loopback'],
  ['169.254.0.0/16', 'link-local'],
  ['172.16.0.0/12', 'private'],
  ['192.0.0.0/24', 'reserved'],
  ['192.0.2.0/24', 'documentation'],
  ['192.88.99.0/24', 'reserved'],
  ['192.168.0.0/16', 'private'],
  ['198.18.0.0/15', 'benchmarking'],
  ['198.51.100.0/24', 'documentation'],
  ['203.0.113.0/24', 'documentation'],
  ['224.0.0.0/4', 'multicast'],
  ['240.0.0.0/4', 'reserved'],
]);

/** IPv6 ranges that are not the public internet (those carrying IPv4 are handled before these). */
const IPV6_NOT_PUBLIC = ranges([
  ['::/128', 'unspecified'],
  ['::1/128', 'loopback'],
  // IPv4-compatible addresses (deprecated) and everything else in ::/96.
  ['::/96', 'reserved'],
  ['100::/64', 'reserved'],
  ['2001::/23', 'reserved'],
  ['2001:db8::/32', 'documentation'],
  ['fc00::/7', 'unique-local'],
  ['fe80::/10', 'link-local'],
  ['fec0::/10', 'site-local'],
  ['ff00::/8', 'multicast'],
]);

/** IPv6 ranges whose addresses carry an IPv4 address, and where it sits. */
const IPV6_CARRYING_IPV4 = [
  { range: parseCidr('::ffff:0:0/96')!, at: 12 }, // IPv4-mapped
  { range: parseCidr('64:ff9b::/96')!, at: 12 }, // NAT64
  { range: parseCidr('64:ff9b:1::/48')!, at: 12 }, // local-use NAT64
  { range: parseCidr('2002::/16')!, at: 2 }, // 6to4
];

/** The IPv4 address an IPv6 address carries (mapped, NAT64, 6to4), if any. */
export function embeddedIpv4(ip: IpAddress): IpAddress | null {
  if (ip.version !== 6) return null;
  const carrier = IPV6_CARRYING_IPV4.find((c) => inCidr(ip, c.range));
  return carrier ? { version: 4, bytes: ip.bytes.slice(carrier.at, carrier.at + 4) } : null;
}

/**
 * What kind of non-public address this is ("loopback", "private", ...), or null for a public one.
 * An IPv6 address carrying an IPv4 one is judged by that IPv4 address.
 */
export function nonPublicKind(ip: IpAddress): string | null {
  const inner = embeddedIpv4(ip);
  if (inner) return nonPublicKind(inner);
  const list = ip.version === 4 ? IPV4_NOT_PUBLIC : IPV6_NOT_PUBLIC;
  return list.find((r) => inCidr(ip, r.range))?.kind ?? null;
}

/** Parses a comma-separated list of addresses and CIDRs; throws naming the first that is not one. */
export function parseCidrList(text: string | undefined): Cidr[] {
  const items = (text ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  return items.map((item) => {
    const cidr = parseCidr(item);
    if (!cidr) throw new Error(`"${item}" is not an IP address or CIDR range`);
    return cidr;
  });
}

/**
 * Why connecting to `address` is refused, or null when it may be fetched: a public address, or a
 * non-public one inside `allowed` (a deployment's own networks, the tests' loopback). An
 * IPv4-mapped address is compared with the list as the IPv4 address it is.
 */
export function addressRefusal(address: string, allowed: readonly Cidr[]): string | null {
  const ip = parseIp(address);
  if (!ip) return `"${address}" is not an IP address`;
  const kind = nonPublicKind(ip);
  if (kind === null) return null;
  const mapped = ip.version === 6 && inCidr(ip, IPV6_CARRYING_IPV4[0]!.range) ? embeddedIpv4(ip) : null;
  if (allowed.some((range) => inCidr(ip, range) || (mapped !== null && inCidr(mapped, range)))) return null;
  return `${address} is a ${kind} address`;
}
