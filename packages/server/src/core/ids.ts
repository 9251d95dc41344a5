/**
 * Prefixed, time-ordered ids (`fi_…`, `pr_…`). Layout after the prefix: 8 base62 characters of the
 * epoch milliseconds, 4 of a per-millisecond sequence, 8 random. The alphabet is in ASCII order, so
 * byte-wise comparison (SQLite's default collation) follows creation order, and ids made in one
 * process are strictly increasing even within one millisecond.
 */
import { randomInt } from 'node:crypto';

export const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

function fixed(n: number, width: number): string {
  let s = '';
  let v = n;
  for (let i = 0; i < width; i++) {
    s = BASE62[v % 62] + s;
    v = Math.floor(v / 62);
  }
  return s;
}

/** `length` cryptographically random base62 characters. */
export function randomBase62(length: number): string {
  let s = '';
  for (let i = 0; i < length; i++) s += BASE62[randomInt(62)];
  return s;
}

let lastMs = 0;
let seq = 0;

/** A new id with `prefix` (e.g. `fi`), strictly greater than the previous one made by this process. */
export function newId(prefix: string): string {
  const now = Date.now();
  if (now > lastMs) {
    lastMs = now;
    seq = 0;
  } else {
    seq++;
    if (seq >= 62 ** 4) {
      lastMs++;
      seq = 0;
    }
  }
  return `${prefix}_${fixed(lastMs, 8)}${fixed(seq, 4)}${randomBase62(8)}`;
}

export const ID_PREFIX = {
  tenant: 'ten',
  api_key: 'key',
  fleet_item: 'fi',
  addon: 'ao',
  package: 'pkg',
  coupon: 'cpn',
  customer: 'cus',
  location: 'loc',
  pricing_rule: 'pr',
  booking: 'bk',
  line_item: 'li',
  booking_addon: 'bao',
  adjustment: 'adj',
  change: 'chg',
  payment: 'pay',
  event: 'evt',
  webhook_endpoint: 'we',
  delivery: 'whd',
  downtime: 'dt',
  unit: 'unit',
  publishable_key: 'pkey',
  checkout: 'chk',
  staff: 'stf',
  payment_intent: 'pi',
  deposit: 'dep',
  refund: 'ref',
} as const;
