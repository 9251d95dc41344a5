/**
 * The SSRF guard of webhook delivery: an attempt may only connect to a public
 * unicast address unless `WEBHOOK_ALLOW_PRIVATE_URLS=true`.
 *
 * - A literal IP in the URL is checked after the WHATWG URL parser has normalised it
 *   (`http://2130706433/`, `http://0177.0.0.1/`, `http://0x7f.1/` all become `127.0.0.1`).
 * - A host name is checked inside the socket's `lookup`: every address it resolves to must be
 *   public, and the socket connects only to those checked addresses, so a DNS answer that changes
 *   between a check and the connect (rebinding) cannot slip past.
 * - IPv6 forms that embed an IPv4 address (mapped `::ffff:a.b.c.d`, NAT64 `64:ff9b::/96`, 6to4
 *   `2002::/16`) are judged by the embedded address; IPv6 outside global unicast `2000::/3` is refused.
 */
import { lookup as dnsLookup, type LookupAddress, type LookupAllOptions } from 'node:dns';
import { isIP, type LookupFunction } from 'node:net';

export type AddressClass =
  | 'public'
  | 'loopback'
  | 'private'
  | 'link_local'
  | 'unspecified'
  | 'multicast'
  | 'broadcast'
  | 'reserved'
  | 'invalid';

type V4Range = readonly [base: string, bits: number, cls: Exclude<AddressClass, 'public' | 'invalid'>];

// Special-purpose IPv4 blocks (IANA registry, RFC 6890 and successors) that a webhook never targets.
const V4_RANGES: readonly V4Range[] = [
  ['0.0.0.0', 32, 'unspecified'],
  ['0.0.0.0', 8, 'reserved'], // "this network"
  ['10.0.0.0', 8, 'private'],
  ['100.64.0.0', 10, 'private'], // carrier-grade NAT
  ['127.0.0.0', 8, 'loopback'],
  ['169.254.0.0', 16, 'link_local'], // includes cloud metadata 169.254.169.254
  ['172.16.0.0', 12, 'private'],
  ['192.0.0.0', 24, 'reserved'], // IETF protocol assignments
  ['192.0.2.0', 24, 'reserved'], // documentation
  ['192.88.99.0', 24, 'reserved'], // 6to4 relay anycast
  ['192.168.0.0', 16, 'private'],
  ['198.18.0.0', 15, 'reserved'], // benchmarking
  ['198.51.100.0', 24, 'reserved'], // documentation
  ['203.0.113.0', 24, 'reserved'], // documentation
  ['224.0.0.0', 4, 'multicast'],
  ['255.255.255.255', 32, 'broadcast'],
  ['240.0.0.0', 4, 'reserved'],
];

/** A dotted-quad IPv4 address as an unsigned 32-bit number (undefined if `s` is not one). */
export function parseIPv4(s: string): number | undefined {
  const parts = s.split('.');
  if (parts.length !== 4) return undefined;
  let n = 0;
  for (const p of parts) {
    if (!/^\d{1,3}$/.test(p)) return undefined;
    const v = Number(p);
    if (v > 255) return undefined;
    n = n * 256 + v;
  }
  return n;
}

const V4_TABLE = V4_RANGES.map(([base, bits, cls]) => {
  const b = parseIPv4(base);
  if (b === undefined) throw new Error(`not an IPv4 address: ${base}`);
  const size = 2 ** (32 - bits);
  return { start: b - (b % size), size, cls };
});

function classifyV4(n: number): AddressClass {
  for (const r of V4_TABLE) if (n >= r.start && n < r.start + r.size) return r.cls;
  return 'public';
}

/** An IPv6 address (zone id ignored, embedded IPv4 tail allowed) as 16 bytes, or undefined. */
export function parseIPv6(input: string): Uint8Array | undefined {
  let s = input;
  const zone = s.indexOf('%');
  if (zone >= 0) s = s.slice(0, zone);
  if (isIP(s) !== 6) return undefined;
  const words: number[] = [];
  const push = (part: string): boolean => {
    if (part.includes('.')) {
      const v4 = parseIPv4(part);
      if (v4 === undefined) return false;
      words.push(Math.floor(v4 / 65536), v4 % 65536);
      return true;
    }
    if (!/^[0-9a-fA-F]{1,4}$/.test(part)) return false;
    words.push(Number.parseInt(part, 16));
    return true;
  };
  const halves = s.split('::');
  if (halves.length > 2) return undefined;
  const [before = '', after = ''] = halves;
  const head = before ? before.split(':') : [];
  const tail = after ? after.split(':') : [];
  for (const p of head) if (!push(p)) return undefined;
  const headWords = words.length;
  for (const p of tail) if (!push(p)) return undefined;
  const tailWords = words.splice(headWords);
  if (halves.length === 2) {
    const fill = 8 - headWords - tailWords.length;
    if (fill < 1) return undefined;
    words.push(...new Array<number>(fill).fill(0));
  }
  words.push(...tailWords);
  if (words.length !== 8) return undefined;
  const bytes = new Uint8Array(16);
  words.forEach((w, i) => {
    bytes[2 * i] = w >> 8;
    bytes[2 * i + 1] = w & 0xff;
  });
  return bytes;
}

/** The IPv4 address in bytes i..i+3 (big-endian), as `parseIPv4` gives it. */
const v4At = (b: Uint8Array, i: number) => new DataView(b.buffer, b.byteOffset, b.byteLength).getUint32(i);

const zeros = (b: Uint8Array, from: number, to: number) => b.subarray(from, to).every((x) => x === 0);

function classifyV6(b: Uint8Array): AddressClass {
  // 16 bytes: each index below is there.
  const [b0 = 0, b1 = 0, b2 = 0] = b;
  if (zeros(b, 0, 10)) {
    if (b[10] === 0xff && b[11] === 0xff) return classifyV4(v4At(b, 12)); // ::ffff:a.b.c.d (mapped)
    if (zeros(b, 10, 15)) {
      if (b[15] === 0) return 'unspecified'; // ::
      if (b[15] === 1) return 'loopback'; // ::1
    }
    return 'reserved'; // ::a.b.c.d (deprecated IPv4-compatible) and the rest of ::/80
  }
  // NAT64 well-known prefix 64:ff9b::/96 reaches the embedded IPv4 address.
  if (b0 === 0x00 && b1 === 0x64 && b[2] === 0xff && b[3] === 0x9b && zeros(b, 4, 12)) return classifyV4(v4At(b, 12));
  if (b0 === 0x00 && b1 === 0x64 && b[2] === 0xff && b[3] === 0x9b) return 'private'; // 64:ff9b:1::/48 local NAT64
  if (b0 === 0xff) return 'multicast'; // ff00::/8
  if (b0 === 0xfe && (b1 & 0xc0) === 0x80) return 'link_local'; // fe80::/10
  if (b0 === 0xfe && (b1 & 0xc0) === 0xc0) return 'private'; // fec0::/10 (deprecated site-local)
  if ((b0 & 0xfe) === 0xfc) return 'private'; // fc00::/7 unique local
  if (b0 === 0x20 && b1 === 0x02) return classifyV4(v4At(b, 2)); // 2002::/16 6to4 embeds an IPv4 address
  if (b0 === 0x20 && b1 === 0x01 && b[2] === 0x0d && b[3] === 0xb8) return 'reserved'; // 2001:db8::/32 docs
  if (b0 === 0x20 && b1 === 0x01 && (b2 & 0xfe) === 0x00) return 'reserved'; // 2001::/23 (Teredo…)
  if ((b0 & 0xe0) !== 0x20) return 'reserved'; // outside global unicast 2000::/3 (100::/64 discard, …)
  return 'public';
}

/** What kind of address `ip` is (an IPv4 or IPv6 literal without brackets). */
export function classifyAddress(ip: string): AddressClass {
  const v4 = parseIPv4(ip);
  if (v4 !== undefined) return classifyV4(v4);
  const v6 = parseIPv6(ip);
  if (v6 !== undefined) return classifyV6(v6);
  return 'invalid';
}

/** True unless `ip` is a public unicast address. */
export const isForbiddenAddress = (ip: string): boolean => classifyAddress(ip) !== 'public';

/** The IP literal a URL names (normalised by the URL parser, brackets removed), or undefined for a name. */
export function literalAddress(url: URL): string | undefined {
  const host = url.hostname.startsWith('[') ? url.hostname.slice(1, -1) : url.hostname;
  return isIP(host) === 0 ? undefined : host;
}

/** The error a refused address raises; the sender reports it as `url_private`. */
export class PrivateAddressError extends Error {
  override name = 'PrivateAddressError';
  readonly code = 'ERR_WEBHOOK_URL_PRIVATE';
  constructor(
    readonly hostname: string,
    readonly address: string,
    readonly addressClass: AddressClass,
  ) {
    super(`${hostname} resolves to ${address} (${addressClass}); refused without WEBHOOK_ALLOW_PRIVATE_URLS=true`);
  }
}

type Resolver = (
  hostname: string,
  options: LookupAllOptions,
  cb: (err: Error | null, a: LookupAddress[]) => void,
) => void;

/**
 * A `lookup` for `http.request` / `net.connect` that resolves every address of the name, refuses
 * them all if any one is not public, and otherwise hands the checked addresses to the socket.
 */
const systemResolver: Resolver = (hostname, options, cb) => dnsLookup(hostname, options, cb);

export function guardedLookup(resolve: Resolver = systemResolver): LookupFunction {
  return (hostname, options, callback) => {
    const opts: LookupAllOptions = { all: true };
    if (options?.family) opts.family = options.family;
    if (options?.hints) opts.hints = options.hints;
    // With an error, no address is read: the empty one only fills the callback's place.
    resolve(hostname, opts, (err, addresses) => {
      if (err) return callback(err, '');
      const [first] = addresses;
      if (first === undefined) {
        const e = Object.assign(new Error(`${hostname} did not resolve`), { code: 'ENOTFOUND' });
        return callback(e, '');
      }
      for (const a of addresses) {
        const cls = classifyAddress(a.address);
        if (cls !== 'public') return callback(new PrivateAddressError(hostname, a.address, cls), '');
      }
      if (options?.all) return callback(null, addresses);
      return callback(null, first.address, first.family);
    });
  };
}
