import { lookup as dnsLookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

/**
 * Where a webhook may not go unless WEBHOOK_ALLOW_PRIVATE_ADDRESSES says so: this machine, the
 * private networks behind it (cloud metadata at 169.254.169.254 among them), and addresses that
 * are not on the public internet at all. Without this an admin's session (or a stolen one)
 * could make the server probe its own network (SSRF).
 */
const RANGES: readonly (readonly [kind: string, network: string, prefix: number])[] = [
  ['unspecified', '0.0.0.0', 8],
  ['private', '10.0.0.0', 8],
  ['shared (carrier-grade NAT)', '100.64.0.0', 10],
  ['loopback', '127.0.0.0', 8],
  ['link-local', '169.254.0.0', 16],
  ['private', '172.16.0.0', 12],
  ['reserved', '192.0.0.0', 24],
  ['documentation', '192.0.2.0', 24],
  ['private', '192.168.0.0', 16],
  ['benchmarking', '198.18.0.0', 15],
  ['documentation', '198.51.100.0', 24],
  ['documentation', '203.0.113.0', 24],
  ['multicast', '224.0.0.0', 4],
  ['reserved', '240.0.0.0', 4],
  ['loopback', '::1', 128],
  ['unspecified', '::', 96],
  ['translated (NAT64)', '64:ff9b::', 96],
  ['translated (NAT64)', '64:ff9b:1::', 48],
  ['discard-only', '100::', 64],
  ['tunnelled (Teredo)', '2001::', 32],
  ['documentation', '2001:db8::', 32],
  ['tunnelled (6to4)', '2002::', 16],
  ['private (unique local)', 'fc00::', 7],
  ['link-local', 'fe80::', 10],
  ['site-local', 'fec0::', 10],
  ['multicast', 'ff00::', 8],
];

const BLOCKS = RANGES.map(([kind, network, prefix]) => {
  const list = new BlockList();
  list.addSubnet(network, prefix, isIP(network) === 6 ? 'ipv6' : 'ipv4');
  return { kind, list };
});

/** The kind of non-public address ('loopback', 'private', ...), or undefined for a public one. */
export function nonPublicKind(address: string): string | undefined {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  const ip = mapped ?? address;
  const family = isIP(ip) === 6 ? 'ipv6' : 'ipv4';
  if (isIP(ip) === 0) return 'invalid';
  return BLOCKS.find(({ list }) => list.check(ip, family))?.kind;
}

/** A delivery address that no retry will make acceptable: the delivery gives up at once. */
export class RefusedDestinationError extends Error {
  override name = 'RefusedDestinationError';
}

export interface Destination {
  /** The checked address to connect to, so DNS cannot answer differently a moment later. */
  address: string;
  family: 4 | 6;
}

export type Resolve = (hostname: string) => Promise<{ address: string; family: number }[]>;

const systemResolve: Resolve = (hostname) => dnsLookup(hostname, { all: true, order: 'verbatim' });

/**
 * Resolves an endpoint's host and checks every address it has (a connection could use any of
 * them). Refuses a host with a non-public address unless private addresses are allowed.
 */
export async function checkedDestination(
  url: URL,
  allowPrivate: boolean,
  resolve: Resolve = systemResolve,
): Promise<Destination> {
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  const literal = isIP(host);
  const addresses = literal
    ? [{ address: host, family: literal }]
    : await resolveAll(host, resolve);
  if (!allowPrivate) {
    for (const { address } of addresses) {
      const kind = nonPublicKind(address);
      if (kind) {
        throw new RefusedDestinationError(
          `Refused: ${host} is ${address}, a ${kind} address ` +
            '(WEBHOOK_ALLOW_PRIVATE_ADDRESSES=true allows it)',
        );
      }
    }
  }
  const [first] = addresses;
  if (!first) throw new Error(`${host} has no address`);
  return { address: first.address, family: first.family === 6 ? 6 : 4 };
}

async function resolveAll(host: string, resolve: Resolve) {
  try {
    return await resolve(host);
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    throw new Error(`Could not resolve ${host}${typeof code === 'string' ? ` (${code})` : ''}`);
  }
}

/**
 * Refuses, when an endpoint is registered, an address that is plainly not public (an IP
 * literal or localhost); names are checked again, resolved, at every delivery.
 */
export function refusalAtRegistration(url: URL, allowPrivate: boolean): string | undefined {
  if (allowPrivate) return undefined;
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1').toLowerCase();
  if (host === 'localhost' || host.endsWith('.localhost')) {
    return 'URL must be a public address: localhost is this server';
  }
  const kind = isIP(host) ? nonPublicKind(host) : undefined;
  return kind ? `URL must be a public address: ${host} is a ${kind} address` : undefined;
}
