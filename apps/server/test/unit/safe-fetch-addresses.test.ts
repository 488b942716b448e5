import { describe, expect, it } from 'vitest';
import {
  addressRefusal,
  inCidr,
  nonPublicKind,
  parseCidr,
  parseCidrList,
  parseIp,
} from '../../src/lib/safe-fetch/addresses.js';

const kind = (address: string) => {
  const ip = parseIp(address);
  if (!ip) throw new Error(`unparsed: ${address}`);
  return nonPublicKind(ip);
};

describe('parseIp', () => {
  it('reads IPv4 and the IPv6 forms into bytes', () => {
    expect([...parseIp('192.168.1.20')!.bytes]).toEqual([192, 168, 1, 20]);
    expect([...parseIp('::1')!.bytes]).toEqual([...Array(15).fill(0), 1]);
    expect([...parseIp('::')!.bytes]).toEqual(Array(16).fill(0));
    expect([...parseIp('fe80::1:2')!.bytes]).toEqual([0xfe, 0x80, ...Array(10).fill(0), 0, 1, 0, 2]);
    expect([...parseIp('2001:db8:0:0:0:0:0:ff')!.bytes]).toEqual([0x20, 0x01, 0x0d, 0xb8, ...Array(11).fill(0), 0xff]);
    expect([...parseIp('::ffff:10.1.2.3')!.bytes]).toEqual([...Array(10).fill(0), 0xff, 0xff, 10, 1, 2, 3]);
    expect([...parseIp('1:2:3:4:5:6:7.8.9.10')!.bytes]).toEqual([0, 1, 0, 2, 0, 3, 0, 4, 0, 5, 0, 6, 7, 8, 9, 10]);
    expect([...parseIp('1::')!.bytes]).toEqual([0, 1, ...Array(14).fill(0)]);
  });

  it('refuses what is not an address', () => {
    for (const bad of [
      '',
      'localhost',
      '1.2.3',
      '256.1.1.1',
      '1.2.3.4.5',
      ':::',
      '1::2::3',
      'fe80::1%eth0',
      '[::1]',
      'g::1',
    ])
      expect(parseIp(bad), bad).toBeNull();
  });
});

describe('parseCidr and inCidr', () => {
  it('reads ranges and bare addresses', () => {
    expect(parseCidr('10.0.0.0/8')).toMatchObject({ version: 4, prefix: 8 });
    expect(parseCidr('127.0.0.1')).toMatchObject({ version: 4, prefix: 32 });
    expect(parseCidr('fc00::/7')).toMatchObject({ version: 6, prefix: 7 });
    for (const bad of ['10.0.0.0/33', '::/129', '10.0.0.0/', '10.0.0.0/8/1', 'x/8', '10.0.0.0/-1'])
      expect(parseCidr(bad), bad).toBeNull();
  });

  it('matches on the prefix bits only, and never across versions', () => {
    const r = parseCidr('100.64.0.0/10')!;
    expect(inCidr(parseIp('100.64.0.0')!, r)).toBe(true);
    expect(inCidr(parseIp('100.127.255.255')!, r)).toBe(true);
    expect(inCidr(parseIp('100.128.0.0')!, r)).toBe(false);
    expect(inCidr(parseIp('100.63.255.255')!, r)).toBe(false);
    expect(inCidr(parseIp('::ffff:100.64.0.1')!, r)).toBe(false);
    expect(inCidr(parseIp('1.2.3.4')!, parseCidr('0.0.0.0/0')!)).toBe(true);
  });

  it('reads the setting: a comma-separated list, naming a bad entry', () => {
    expect(parseCidrList(undefined)).toEqual([]);
    expect(parseCidrList(' 127.0.0.1/32 , fd00::/8 ')).toHaveLength(2);
    expect(() => parseCidrList('10.0.0.0/8, intranet')).toThrow('"intranet" is not an IP address or CIDR range');
  });
});

describe('nonPublicKind', () => {
  it('names every IPv4 range that is not the public internet', () => {
    const cases: [string, string][] = [
      ['0.0.0.0', 'unspecified'],
      ['0.1.2.3', 'unspecified'],
      ['10.0.0.1', 'private'],
      ['10.255.255.255', 'private'],
      ['100.64.0.1', 'shared (carrier-grade NAT)'],
      ['100.127.255.254', 'shared (carrier-grade NAT)'],
      ['127.0.0.1', 'loopback'],
      ['127.255.255.254', 'loopback'],
      ['169.254.169.254', 'link-local'],
      ['172.16.0.1', 'private'],
      ['172.31.255.255', 'private'],
      ['192.0.0.8', 'reserved'],
      ['192.0.2.1', 'documentation'],
      ['192.168.0.1', 'private'],
      ['198.18.0.1', 'benchmarking'],
      ['198.19.255.255', 'benchmarking'],
      ['198.51.100.7', 'documentation'],
      ['203.0.113.9', 'documentation'],
      ['224.0.0.251', 'multicast'],
      ['239.255.255.250', 'multicast'],
      ['240.0.0.1', 'reserved'],
      ['255.255.255.255', 'reserved'],
    ];
    for (const [address, expected] of cases) expect(kind(address), address).toBe(expected);
  });

  it('leaves public IPv4 addresses alone, next door to the ranges included', () => {
    for (const address of [
      '1.1.1.1',
      '8.8.8.8',
      '9.255.255.255',
      '11.0.0.0',
      '100.63.255.255',
      '100.128.0.0',
      '126.255.255.255',
      '128.0.0.0',
      '169.253.255.255',
      '169.255.0.0',
      '172.15.255.255',
      '172.32.0.0',
      '192.167.255.255',
      '192.169.0.0',
      '198.17.255.255',
      '198.20.0.0',
      '223.255.255.255',
    ])
      expect(kind(address), address).toBeNull();
  });

  it('names every IPv6 range that is not the public internet', () => {
    const cases: [string, string][] = [
      ['::', 'unspecified'],
      ['::1', 'loopback'],
      ['::0.0.0.2', 'reserved'],
      ['100::1', 'reserved'],
      ['2001::1', 'reserved'],
      ['2001:db8::1', 'documentation'],
      ['fc00::1', 'unique-local'],
      ['fd12:3456:789a::1', 'unique-local'],
      ['fe80::1', 'link-local'],
      ['febf:ffff::1', 'link-local'],
      ['fec0::1', 'site-local'],
      ['ff02::1', 'multicast'],
    ];
    for (const [address, expected] of cases) expect(kind(address), address).toBe(expected);
  });

  it('judges IPv6 forms carrying an IPv4 address by that address', () => {
    expect(kind('::ffff:127.0.0.1')).toBe('loopback');
    expect(kind('::ffff:7f00:1')).toBe('loopback');
    expect(kind('::ffff:169.254.169.254')).toBe('link-local');
    expect(kind('::ffff:10.0.0.1')).toBe('private');
    expect(kind('64:ff9b::a00:1')).toBe('private');
    expect(kind('64:ff9b::192.168.1.1')).toBe('private');
    expect(kind('64:ff9b:1::7f00:1')).toBe('loopback');
    expect(kind('2002:a9fe:a9fe::1')).toBe('link-local');
    expect(kind('2002:7f00:1::')).toBe('loopback');
    // ... and public ones stay public.
    expect(kind('::ffff:8.8.8.8')).toBeNull();
    expect(kind('64:ff9b::808:808')).toBeNull();
    expect(kind('2002:808:808::1')).toBeNull();
  });

  it('leaves public IPv6 addresses alone', () => {
    for (const address of [
      '2606:4700:4700::1111',
      '2a00:1450:4001:80b::200e',
      '2001:4860:4860::8888',
      'fbff::1',
      'fe00::1',
    ])
      expect(kind(address), address).toBeNull();
  });
});

describe('addressRefusal', () => {
  const allowLoopback = parseCidrList('127.0.0.1/32');

  it('refuses a non-public address, saying what it is', () => {
    expect(addressRefusal('169.254.169.254', [])).toBe('169.254.169.254 is a link-local address');
    expect(addressRefusal('::1', [])).toBe('::1 is a loopback address');
    expect(addressRefusal('127.0.0.1', [])).toBe('127.0.0.1 is a loopback address');
    expect(addressRefusal('93.184.216.34', [])).toBeNull();
  });

  it('lets through exactly the allowed networks, and no more', () => {
    expect(addressRefusal('127.0.0.1', allowLoopback)).toBeNull();
    // The IPv4-mapped form of an allowed address is that address.
    expect(addressRefusal('::ffff:127.0.0.1', allowLoopback)).toBeNull();
    for (const other of [
      '127.0.0.2',
      '::1',
      '10.0.0.1',
      '169.254.169.254',
      '::ffff:10.0.0.1',
      '2002:7f00:1::',
      '64:ff9b::7f00:1',
    ])
      expect(addressRefusal(other, allowLoopback), other).toMatch(/is a .* address$/);
  });

  it('refuses what is not an address at all', () => {
    expect(addressRefusal('example.com', [])).toBe('"example.com" is not an IP address');
  });
});
