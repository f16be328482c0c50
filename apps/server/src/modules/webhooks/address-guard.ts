import dns from 'node:dns';
import type { LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * Where a webhook may be sent (docs/decisions/0041-webhooks.md): http or https only, to public unicast
 * addresses only. Loopback, private, link-local, unique-local, carrier-grade NAT, multicast, reserved and
 * unspecified addresses are refused, IPv4-mapped IPv6 addresses as the IPv4 address they map, unless the
 * operator allows private URLs. The check runs at registration and again on every delivery, on the address
 * the connection is made to (a `lookup` that refuses private answers), so a name that resolves elsewhere
 * later (DNS rebinding) reaches nothing private either.
 */

/** True for an address a webhook may be sent to: a well-formed public unicast address. */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  // process() reads ::ffff:127.0.0.1 as 127.0.0.1, so a mapped address is judged as the address it maps.
  return ipaddr.process(address).range() === 'unicast';
}

/** The refusal of an address: no answer is sent, the delivery's log says why in these words. */
export class AddressRefused extends Error {
  constructor(readonly reason: 'scheme' | 'address') {
    super(reason === 'scheme' ? 'only http and https URLs are allowed' : 'the address is not a public one');
  }
}

/** The URL's host as an IP address when it is one (IPv6 without its brackets); undefined for a name. */
function literalAddress(hostname: string): string | undefined {
  const bare = hostname.startsWith('[') && hostname.endsWith(']') ? hostname.slice(1, -1) : hostname;
  return ipaddr.isValid(bare) ? bare : undefined;
}

/**
 * The URL's scheme and, unless private URLs are allowed, its address: a literal one as it is, a name by
 * every address it resolves to now. A name that does not resolve is taken (it may not be published yet);
 * the delivery checks it again.
 */
export async function checkEndpointUrl(raw: string, allowPrivate: boolean): Promise<void> {
  const url = checkScheme(raw);
  if (allowPrivate) return;
  const literal = literalAddress(url.hostname);
  if (literal !== undefined) {
    if (!isPublicAddress(literal)) throw new AddressRefused('address');
    return;
  }
  const answers = await dns.promises.lookup(url.hostname, { all: true, verbatim: true }).catch(() => []);
  if (answers.some((answer) => !isPublicAddress(answer.address))) throw new AddressRefused('address');
}

/** The parsed URL when its scheme is http or https. */
export function checkScheme(raw: string): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new AddressRefused('scheme');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new AddressRefused('scheme');
  return url;
}

/** The delivery's check of a literal address (node:net skips `lookup` for those). */
export function checkLiteralHost(url: URL, allowPrivate: boolean): void {
  const literal = literalAddress(url.hostname);
  if (!allowPrivate && literal !== undefined && !isPublicAddress(literal)) throw new AddressRefused('address');
}

/** A `lookup` for node:http(s) that fails when any address the name resolves to is not public. */
export const publicOnlyLookup: LookupFunction = (hostname, options, callback) => {
  dns.lookup(hostname, { ...options, all: true }, (error, answers) => {
    if (error) {
      callback(error, '', 4);
      return;
    }
    const first = answers[0];
    if (!first || answers.some((answer) => !isPublicAddress(answer.address))) {
      callback(Object.assign(new AddressRefused('address'), { code: 'EADDRNOTPUBLIC' }), '', 4);
      return;
    }
    if (options.all) (callback as unknown as (e: null, a: dns.LookupAddress[]) => void)(null, answers);
    else callback(null, first.address, first.family);
  });
};
