import { BlockList, isIP } from "node:net";

/*
 * Whether an IP address is a public unicast address of the Internet, the only kind Alizé contacts at an address
 * someone else chose (a browser's push service). Refused: this machine, private and carrier-grade NAT
 * networks, link-local (cloud metadata at 169.254.169.254), unique-local, multicast, documentation, benchmarking
 * and reserved ranges (IANA special-purpose registries for IPv4 and IPv6). IPv4-mapped IPv6 addresses
 * (::ffff:127.0.0.1) are checked as the IPv4 address they carry; NAT64 and 6to4 ones, which embed one too,
 * are refused outright. In IPv6 only global unicast (2000::/3) is accepted.
 */
const NON_PUBLIC = new BlockList();
for (const [network, prefix] of [
  ["0.0.0.0", 8], // "this network"
  ["10.0.0.0", 8], // private
  ["100.64.0.0", 10], // carrier-grade NAT
  ["127.0.0.0", 8], // loopback
  ["169.254.0.0", 16], // link-local, cloud metadata
  ["172.16.0.0", 12], // private
  ["192.0.0.0", 24], // IETF protocol assignments
  ["192.0.2.0", 24], // documentation
  ["192.88.99.0", 24], // 6to4 relay anycast
  ["192.168.0.0", 16], // private
  ["198.18.0.0", 15], // benchmarking
  ["198.51.100.0", 24], // documentation
  ["203.0.113.0", 24], // documentation
  ["224.0.0.0", 4], // multicast
  ["240.0.0.0", 4], // reserved, and the broadcast address
] as const) {
  NON_PUBLIC.addSubnet(network, prefix, "ipv4");
}
for (const [network, prefix] of [
  ["64:ff9b::", 96], // NAT64
  ["64:ff9b:1::", 48], // local-use NAT64
  ["2001::", 23], // IETF protocol assignments (Teredo…)
  ["2001:db8::", 32], // documentation
  ["2002::", 16], // 6to4
  ["3fff::", 20], // documentation
] as const) {
  NON_PUBLIC.addSubnet(network, prefix, "ipv6");
}
const GLOBAL_UNICAST_V6 = new BlockList();
GLOBAL_UNICAST_V6.addSubnet("2000::", 3, "ipv6");
const IPV4_MAPPED = new BlockList();
IPV4_MAPPED.addSubnet("::ffff:0:0", 96, "ipv6");

export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return !NON_PUBLIC.check(address, "ipv4");
  if (family !== 6) return false;
  // BlockList checks an IPv4-mapped address against the IPv4 rules.
  if (IPV4_MAPPED.check(address, "ipv6")) return !NON_PUBLIC.check(address, "ipv6");
  return GLOBAL_UNICAST_V6.check(address, "ipv6") && !NON_PUBLIC.check(address, "ipv6");
}
