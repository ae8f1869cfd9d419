import { describe, expect, it } from 'vitest';
import { isPublicAddress } from './public-address.js';

/** The host as the URL parser hands it over: it turns decimal, octal and hex IPv4 spellings into dotted form. */
const hostOf = (endpoint: string) => new URL(endpoint).hostname;

describe('isPublicAddress', () => {
  it.each([
    ['loopback', 'https://127.0.0.1/'],
    ['loopback, short form', 'https://127.1/'],
    ['loopback, decimal', 'https://2130706433/'],
    ['loopback, hex', 'https://0x7f000001/'],
    ['loopback, dotted hex', 'https://0x7f.0.0.1/'],
    ['loopback, octal', 'https://0177.0.0.1/'],
    ['IPv6 loopback', 'https://[::1]/'],
    ['IPv6 loopback, long form', 'https://[0:0:0:0:0:0:0:1]/'],
    ['unspecified', 'https://0.0.0.0/'],
    ['IPv6 unspecified', 'https://[::]/'],
    ['private 10/8', 'https://10.20.30.40/'],
    ['private 172.16/12', 'https://172.31.255.1/'],
    ['private 192.168/16', 'https://192.168.0.1/'],
    ['CGNAT 100.64/10', 'https://100.100.100.200/'],
    ['link-local', 'https://169.254.1.1/'],
    ['cloud metadata', 'https://169.254.169.254/'],
    ['cloud metadata, decimal', 'https://2852039166/'],
    ['AWS IPv6 metadata', 'https://[fd00:ec2::254]/'],
    ['unique-local', 'https://[fc00::1]/'],
    ['IPv6 link-local', 'https://[fe80::1]/'],
    ['multicast', 'https://224.0.0.251/'],
    ['IPv6 multicast', 'https://[ff02::1]/'],
    ['broadcast', 'https://255.255.255.255/'],
    ['documentation', 'https://192.0.2.10/'],
    ['IPv4-mapped loopback', 'https://[::ffff:127.0.0.1]/'],
    ['IPv4-mapped metadata, hex', 'https://[::ffff:a9fe:a9fe]/'],
    ['IPv4-mapped private', 'https://[::ffff:10.0.0.1]/'],
    ['NAT64 of loopback', 'https://[64:ff9b::7f00:1]/'],
    ['6to4 of loopback', 'https://[2002:7f00:1::]/'],
    ['Teredo', 'https://[2001:0:4136:e378::1]/'],
    ['IPv6 documentation', 'https://[2001:db8::1]/'],
  ])('refuses %s (%s)', (_kind, endpoint) => {
    expect(isPublicAddress(hostOf(endpoint))).toBe(false);
  });

  it.each([
    ['a public IPv4 address', 'https://142.250.185.74/'],
    ['a public IPv6 address', 'https://[2a00:1450:4001:80b::200a]/'],
    ['an IPv4-mapped public address', 'https://[::ffff:8.8.8.8]/'],
  ])('accepts %s (%s)', (_kind, endpoint) => {
    expect(isPublicAddress(hostOf(endpoint))).toBe(true);
  });

  it('refuses what is not an address at all', () => {
    expect(isPublicAddress('fcm.googleapis.com')).toBe(false);
    expect(isPublicAddress('')).toBe(false);
  });
});
