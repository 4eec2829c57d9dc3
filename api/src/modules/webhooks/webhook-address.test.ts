import { describe, expect, it } from 'vitest';
import { checkedDestination, nonPublicKind, refusalAtRegistration } from './webhook-address';

describe('nonPublicKind', () => {
  it('names loopback, private, link-local and other inward addresses', () => {
    expect(nonPublicKind('127.0.0.1')).toBe('loopback');
    expect(nonPublicKind('10.1.2.3')).toBe('private');
    expect(nonPublicKind('172.20.0.5')).toBe('private');
    expect(nonPublicKind('192.168.1.10')).toBe('private');
    expect(nonPublicKind('169.254.169.254')).toBe('link-local');
    expect(nonPublicKind('100.64.0.1')).toBe('shared (carrier-grade NAT)');
    expect(nonPublicKind('0.0.0.0')).toBe('unspecified');
    expect(nonPublicKind('::1')).toBe('loopback');
    expect(nonPublicKind('::')).toBe('unspecified');
    expect(nonPublicKind('fd12:3456::1')).toBe('private (unique local)');
    expect(nonPublicKind('fe80::1')).toBe('link-local');
  });

  it('sees through an IPv4 address written as IPv6', () => {
    expect(nonPublicKind('::ffff:127.0.0.1')).toBe('loopback');
    expect(nonPublicKind('::ffff:10.0.0.8')).toBe('private');
  });

  it('lets public addresses through', () => {
    for (const address of ['8.8.8.8', '172.32.0.1', '100.128.0.1', '2606:4700:4700::1111']) {
      expect(nonPublicKind(address), address).toBeUndefined();
    }
  });
});

describe('checkedDestination', () => {
  const resolvesTo =
    (...addresses: string[]) =>
    () =>
      Promise.resolve(
        addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 })),
      );

  it('refuses a name with any inward address, naming it and the setting', async () => {
    const url = new URL('https://hooks.example.in/x');
    await expect(
      checkedDestination(url, false, resolvesTo('93.184.216.34', '169.254.169.254')),
    ).rejects.toThrow(
      'Refused: hooks.example.in is 169.254.169.254, a link-local address (WEBHOOK_ALLOW_PRIVATE_ADDRESSES=true allows it)',
    );
  });

  it('answers the checked address to connect to, so DNS cannot change it afterwards', async () => {
    const url = new URL('https://hooks.example.in/x');
    expect(await checkedDestination(url, false, resolvesTo('93.184.216.34'))).toEqual({
      address: '93.184.216.34',
      family: 4,
    });
  });

  it('checks an IP literal without resolving it, and allows inward ones only when told', async () => {
    const never = () => Promise.reject(new Error('not resolved'));
    await expect(checkedDestination(new URL('http://[::1]:8080/'), false, never)).rejects.toThrow(
      'a loopback address',
    );
    expect(await checkedDestination(new URL('http://127.0.0.1:8080/'), true, never)).toEqual({
      address: '127.0.0.1',
      family: 4,
    });
  });
});

describe('refusalAtRegistration', () => {
  it('refuses plain inward addresses and localhost, leaving names for delivery time', () => {
    expect(refusalAtRegistration(new URL('http://localhost:3000/'), false)).toBe(
      'URL must be a public address: localhost is this server',
    );
    expect(refusalAtRegistration(new URL('http://192.168.0.2/'), false)).toBe(
      'URL must be a public address: 192.168.0.2 is a private address',
    );
    expect(refusalAtRegistration(new URL('https://hooks.example.in/'), false)).toBeUndefined();
    expect(refusalAtRegistration(new URL('http://localhost:3000/'), true)).toBeUndefined();
  });
});
