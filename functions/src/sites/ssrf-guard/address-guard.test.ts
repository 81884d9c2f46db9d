import { describe, expect, it } from 'vitest';
import { isAllowedAddress, isAllowedPort, isLoopback } from './address-guard.js';

describe('isAllowedAddress', () => {
  it.each([
    '10.1.2.3',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.1',
    '127.0.0.1',
    '127.8.8.8',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '224.0.0.1',
    '255.255.255.255',
    '198.18.0.1',
    '::1',
    '::',
    'fe80::1',
    'fc00::1',
    'fd12:3456::1',
    'ff02::1',
    '::ffff:10.0.0.1',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1', // the hex spelling of ::ffff:127.0.0.1, as the URL parser writes it
    '0:0:0:0:0:ffff:a9fe:a9fe', // ::ffff:169.254.169.254, the metadata server
    '::127.0.0.1', // IPv4-compatible (deprecated ::/96)
    '::ffff:0:7f00:1', // IPv4-translated (SIIT)
    '64:ff9b::a00:1',
    '64:ff9b:1::a00:1', // local-use NAT64
    '2001::1', // Teredo
    '2002:7f00:1::1', // 6to4 of 127.0.0.1
    'fec0::1', // site-local (deprecated)
    '2001:db8::1',
    '3fff::1',
    '100::1',
    'not-an-ip',
  ])('refuses %s', (address) => {
    expect(isAllowedAddress(address, false)).toBe(false);
  });

  it.each([
    '8.8.8.8',
    '1.1.1.1',
    '172.32.0.1',
    '142.250.183.14',
    '2606:4700:4700::1111',
    '2404:6800:4009::200e',
    '2001:4860:4860::8888',
    '::ffff:8.8.8.8',
    '::ffff:808:808',
  ])('allows the public address %s', (address) => {
    expect(isAllowedAddress(address, false)).toBe(true);
  });

  it('allows loopback, and only loopback, when asked (local emulator)', () => {
    expect(isAllowedAddress('127.0.0.1', true)).toBe(true);
    expect(isAllowedAddress('::1', true)).toBe(true);
    expect(isAllowedAddress('10.0.0.1', true)).toBe(false);
    expect(isAllowedAddress('169.254.169.254', true)).toBe(false);
    expect(isAllowedAddress('::ffff:7f00:1', true)).toBe(true);
    expect(isAllowedAddress('::ffff:a9fe:a9fe', true)).toBe(false);
    expect(isLoopback('127.0.0.53')).toBe(true);
    expect(isLoopback('0:0:0:0:0:0:0:1')).toBe(true);
    expect(isLoopback('::2')).toBe(false);
    expect(isLoopback('8.8.8.8')).toBe(false);
  });
});

describe('isAllowedPort', () => {
  it.each([
    ['https://a.example/', false, true],
    ['http://a.example:80/', false, true],
    ['https://a.example:443/', false, true],
    ['http://a.example:443/', false, true],
    ['https://a.example:8080/', false, false],
    ['http://a.example:22/', false, false],
    ['http://127.0.0.1:8080/', false, false],
    ['http://127.0.0.1:8080/', true, true],
    ['http://localhost:5000/', true, true],
    ['http://[::1]:9000/', true, true],
    ['http://a.example:8080/', true, false],
  ])('%s (loopback allowed: %s) -> %s', (url, allowLoopback, expected) => {
    expect(isAllowedPort(new URL(url), allowLoopback)).toBe(expected);
  });
});
