/**
 * The availability half of the price calendar in the pickup list. Prices of every pickup date are
 * worked out in the browser (`DateFields.labelPickupPrices`); which dates are fully booked for the
 * chosen rental (its item, units, length and pickup time) is asked of the shop's price calendar,
 * once that choice settles and only when it changed, in as few requests as the calendar's limits
 * allow (at most 62 dates a request, and dates × days at most 2,000 with a publishable key).
 */
import type { StorefrontApi } from './api.js';
import { addDays, daysBetween, minutesOf } from './calendar.js';
import type { Choice } from './quote.js';
import type { Controls } from './view.js';

/** How long a choice must stay put before the calendar is asked (ms). */
const SETTLE_MS = 400;
const MAX_DATES = 62;
const MAX_DATE_DAYS = 2_000;

/** The rental whose pickup dates are checked: `days` whole days, or `hours` for a same-day one. */
export interface PickupRental {
  itemId: string;
  quantity: number;
  days: number;
  hours: number;
  time: string;
  /** The pickup list's dates, ascending. */
  dates: string[];
}

/** The rental the form `c` holds (`choice` read from it). */
export function rentalOf(c: Controls, choice: Choice): PickupRental {
  return {
    itemId: choice.fleet_item_id,
    quantity: choice.quantity,
    days: daysBetween(c.pickupDate.value, c.returnDate.value),
    hours: Math.ceil((minutesOf(c.returnTime.value) - minutesOf(c.pickupTime.value)) / 60),
    time: c.pickupTime.value,
    dates: Array.from(c.pickupDate.options, (o) => o.value),
  };
}

export class PickupCalendar {
  #key = '';
  #timer: ReturnType<typeof setTimeout> | undefined;
  #full = new Set<string>();

  constructor(
    private readonly api: () => StorefrontApi,
    /** The answer changed which dates are full: label the list again. */
    private readonly changed: () => void,
  ) {}

  /** Whether the shop's calendar says the chosen rental has too few units free from `date`. */
  isFull(date: string): boolean {
    return this.#full.has(date);
  }

  /** The rental may have changed: ask the shop about its dates once it settles. */
  rental(r: PickupRental): void {
    const length = r.days > 0 ? { days: r.days } : { hours: Math.min(24, Math.max(1, r.hours)) };
    const key = JSON.stringify([r.itemId, r.quantity, length, r.time, r.dates[0], r.dates.length]);
    if (key === this.#key) return;
    this.#key = key;
    clearTimeout(this.#timer);
    this.#timer = setTimeout(() => void this.#ask(r, length, key), SETTLE_MS);
  }

  async #ask(r: PickupRental, length: { days: number } | { hours: number }, key: string): Promise<void> {
    const span = Math.max(1, Math.min(MAX_DATES, Math.floor(MAX_DATE_DAYS / ('days' in length ? length.days : 1))));
    const full = new Set<string>();
    let next = r.dates[0];
    const last = r.dates[r.dates.length - 1];
    try {
      while (next !== undefined && last !== undefined) {
        const from = next;
        const end = addDays(from, span - 1);
        // biome-ignore lint/complexity/useMathMinMax: local dates, compared as text
        const to = end < last ? end : last;
        const calendar = await this.api().priceCalendar(r.itemId, {
          from,
          to,
          ...length,
          time: r.time,
          quantity: r.quantity,
        });
        if (this.#key !== key) return;
        for (const entry of calendar.data) if (entry.reason === 'item_unavailable') full.add(entry.date);
        next = r.dates.find((d) => d > to);
      }
    } catch {
      // Without the shop's answer the list shows prices only; the check before booking still holds.
      if (this.#key === key) this.#key = '';
      return;
    }
    this.#full = full;
    this.changed();
  }
}
