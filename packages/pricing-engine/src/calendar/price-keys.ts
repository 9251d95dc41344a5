/**
 * A calendar's prices by what decides them, so that a date whose checked window prices like an
 * earlier one's gets a copy of that price. The key is kept as numbers and compared field by field:
 * a string key cost a concatenation and a hash of it per date, about a sixth of a calendar.
 */
import type { RentalWindow } from '../days.js';
import type { PriceResult } from '../types.js';

/**
 * What decides a window's price once it has passed its checks, the calendar's other inputs being the
 * same for every date: the days priced and counted, whether it is a half-day, its length when an
 * hourly rate may apply, the closed dates skipped, and how many charged dates each set of rules covers
 * (stage 3's signature: pairs of set and count). Stages 1 and 2 are a function of the first ones,
 * stage 3 of those and the signature, stages 4-8 of the line they give.
 */
interface PriceKey {
  days: number;
  rentalDays: number;
  half: boolean;
  length: number;
  skipped: readonly string[];
  signature: readonly number[];
}

interface Kept {
  key: PriceKey;
  price: PriceResult;
}

const sameList = <T>(a: readonly T[], b: readonly T[]): boolean => {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
};

const sameKey = (a: PriceKey, b: PriceKey): boolean =>
  a.days === b.days &&
  a.rentalDays === b.rentalDays &&
  a.half === b.half &&
  a.length === b.length &&
  sameList(a.signature, b.signature) &&
  sameList(a.skipped, b.skipped);

/** A small integer of the key's numbers, to find the kept prices that may share it. */
function bucketOf(k: PriceKey): number {
  let h = (k.days * 31 + k.rentalDays) | 0;
  h = (h * 31 + (k.half ? 1 : 0) + k.skipped.length) | 0;
  h = (h * 31 + k.length / 60_000) | 0;
  for (const n of k.signature) h = (h * 31 + n) | 0;
  return h;
}

/** Dates looked up before a calendar none of whose dates shared a price stops looking. */
const TRIES = 8;

export class PriceKeys {
  private readonly kept = new Map<number, Kept[]>();
  private looked = 0;
  private found = 0;

  /**
   * Whether looking is still worth it: dates of long rentals over rules that change often share no
   * price, and a key costs a tenth of a date's pricing.
   */
  get active(): boolean {
    return this.looked < TRIES || this.found > 0;
  }

  /** The key of a checked window; undefined when the signature is (no two dates then share a price). */
  keyOf(window: RentalWindow, signature: readonly number[] | undefined, hourly: boolean): PriceKey | undefined {
    if (signature === undefined) return undefined;
    return {
      days: window.days,
      rentalDays: window.rental_days,
      half: window.half_day,
      length: hourly ? window.return_ms - window.pickup_ms : 0,
      skipped: window.closed_dates_skipped,
      signature,
    };
  }

  find(key: PriceKey): PriceResult | undefined {
    this.looked += 1;
    const bucket = this.kept.get(bucketOf(key));
    if (bucket === undefined) return undefined;
    for (const k of bucket) {
      if (sameKey(k.key, key)) {
        this.found += 1;
        return k.price;
      }
    }
    return undefined;
  }

  keep(key: PriceKey, price: PriceResult): void {
    const b = bucketOf(key);
    const bucket = this.kept.get(b);
    if (bucket === undefined) this.kept.set(b, [{ key, price }]);
    else bucket.push({ key, price });
  }
}
