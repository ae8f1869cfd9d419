import { BlockList, isIPv4, isIPv6 } from 'node:net';

/** IPv4 ranges that are not the public internet (IANA special-purpose registry): loopback, private, CGNAT, link-local and metadata, documentation, multicast, reserved. */
const SPECIAL_IPV4: Array<[string, number]> = [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
];

/** Inside global unicast (2000::/3), the parts that are not ordinary hosts: protocol assignments and Teredo, documentation, 6to4 (an IPv4 address in disguise). */
const SPECIAL_IPV6: Array<[string, number]> = [
  ['2001::', 23],
  ['2001:db8::', 32],
  ['2002::', 16],
  ['3fff::', 20],
];

const special = new BlockList();
for (const [network, prefix] of SPECIAL_IPV4) special.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of SPECIAL_IPV6) special.addSubnet(network, prefix, 'ipv6');
const globalUnicast = new BlockList();
globalUnicast.addSubnet('2000::', 3, 'ipv6');

/** The 16 bytes of an IPv6 address in any text form (`::`, a trailing dotted quad). */
function ipv6Bytes(address: string): Buffer {
  const [head = '', tail] = address.split('::') as [string, string | undefined];
  const groups = (part: string) => (part ? part.split(':') : []).flatMap((group) => {
    if (!group.includes('.')) return [parseInt(group, 16)];
    const [a, b, c, d] = group.split('.').map(Number) as [number, number, number, number];
    return [(a << 8) | b, (c << 8) | d];
  });
  const front = groups(head);
  const back = tail === undefined ? [] : groups(tail);
  const all = [...front, ...Array<number>(8 - front.length - back.length).fill(0), ...back];
  const bytes = Buffer.alloc(16);
  all.forEach((group, index) => bytes.writeUInt16BE(group, index * 2));
  return bytes;
}

const IPV4_MAPPED = Buffer.from([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0xff, 0xff]);

/**
 * Whether an IP address (as a URL or a resolver spells it, brackets allowed) is an ordinary host on the
 * public internet. Anything else is refused: loopback, private, CGNAT, link-local (cloud metadata among
 * them), unique-local, unspecified, multicast, reserved, and IPv4-mapped IPv6 of any of those.
 */
export function isPublicAddress(address: string): boolean {
  const bare = address.startsWith('[') && address.endsWith(']') ? address.slice(1, -1) : address;
  if (isIPv4(bare)) return !special.check(bare, 'ipv4');
  if (!isIPv6(bare) || bare.includes('%')) return false;
  const bytes = ipv6Bytes(bare);
  if (bytes.subarray(0, 12).equals(IPV4_MAPPED)) return isPublicAddress(bytes.subarray(12).join('.'));
  return globalUnicast.check(bare, 'ipv6') && !special.check(bare, 'ipv6');
}
