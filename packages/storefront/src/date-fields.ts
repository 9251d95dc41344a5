/**
 * The four date and time lists of the form: pickup dates from now (plus the shop's notice) on, the
 * times the shop is open on the chosen date, and return dates and times after the pickup, all in the
 * shop's time zone. A new pickup keeps the rental's length in days and the return's time where it can.
 */
import type { PriceSheet } from './api.js';
import {
  addDays,
  daysBetween,
  nearestTime,
  openDates,
  PICKUP_DAYS,
  RETURN_DAYS,
  shopNow,
  timesOn,
} from './calendar.js';
import { formatDate, formatTime } from './text.js';
import { type Controls, setOptions } from './view.js';

const DAY_MINUTES = 24 * 60;

export class DateFields {
  /** The pickup date the rental's length was last measured from. */
  #pickup: string | null = null;

  constructor(
    private readonly c: Controls,
    private readonly sheet: PriceSheet,
    private readonly locale: string,
    /** The item being booked (its longest rental bounds the return dates). */
    private readonly itemId: () => string,
  ) {}

  /** Minutes of `date` before which no pickup is offered: now plus the shop's notice. */
  #notBefore(date: string, earliest = this.#earliest()): number {
    return date < earliest.date ? DAY_MINUTES : date === earliest.date ? earliest.minutes : 0;
  }

  #earliest() {
    const notice = (this.sheet.schedule?.min_notice_minutes ?? 0) * 60_000;
    return shopNow(new Date(Date.now() + notice), this.sheet.time_zone);
  }

  /**
   * The price calendar in the pickup list: each date's label carries the price of the same rental
   * picked up that day (as long in days, at the times the lists would keep), from `price` (null:
   * that rental is refused, and the date shows no price), then `note` of the date (fully booked).
   */
  labelPickupPrices(
    price: (pickup: string, ret: string) => string | null,
    note: (date: string) => string | null,
  ): void {
    const c = this.c;
    const schedule = this.sheet.schedule;
    const length = Math.max(0, daysBetween(c.pickupDate.value, c.returnDate.value));
    const earliest = this.#earliest();
    for (const option of Array.from(c.pickupDate.options)) {
      const date = option.value;
      const time = nearestTime(timesOn(schedule, date, this.#notBefore(date, earliest)), c.pickupTime.value);
      const back = openDates(schedule, addDays(date, length), 7)[0];
      const [h = 0, m = 0] = (time ?? '').split(':').map(Number);
      const backTime =
        back && nearestTime(timesOn(schedule, back, back === date ? h * 60 + m + 30 : 0), c.returnTime.value);
      const amount = time && back && backTime ? price(`${date}T${time}`, `${back}T${backTime}`) : null;
      const label = formatDate(date, this.locale);
      option.textContent = [label, amount, note(date)].filter((part) => part !== null).join(' · ');
    }
  }

  /** Fill every list, keeping what `before` (the form this one replaces) had chosen. False: nothing to offer. */
  fill(before: Controls | null): boolean {
    const today = shopNow(new Date(), this.sheet.time_zone).date;
    const dates = openDates(this.sheet.schedule, today, PICKUP_DAYS, (d) => this.#notBefore(d));
    if (dates.length === 0) return false;
    const locale = this.locale;
    setOptions(
      this.c.pickupDate,
      dates.map((d) => ({ value: d, label: formatDate(d, locale) })),
      before?.pickupDate.value,
    );
    this.#fillPickupTimes(before?.pickupTime.value ?? '10:00');
    const length = before ? daysBetween(before.pickupDate.value, before.returnDate.value) : 1;
    this.#fillReturn(length, before?.returnDate.value, before?.returnTime.value);
    this.#pickup = this.c.pickupDate.value;
    return true;
  }

  /** The pickup date or time changed: move the return with it. */
  pickupMoved(dateChanged: boolean): void {
    const c = this.c;
    const length = daysBetween(this.#pickup ?? c.pickupDate.value, c.returnDate.value);
    if (dateChanged) this.#fillPickupTimes(c.pickupTime.value);
    this.#fillReturn(length, dateChanged ? undefined : c.returnDate.value, c.returnTime.value);
    this.#pickup = c.pickupDate.value;
  }

  /** The return date changed: offer its times, keeping the chosen one where it can. */
  returnMoved(): void {
    this.#fillReturnTimes(this.c.returnTime.value);
  }

  #fillPickupTimes(wanted: string | undefined): void {
    const date = this.c.pickupDate.value;
    const times = timesOn(this.sheet.schedule, date, this.#notBefore(date));
    const locale = this.locale;
    setOptions(
      this.c.pickupTime,
      times.map((t) => ({ value: t, label: formatTime(t, locale) })),
      nearestTime(times, wanted),
    );
  }

  /** Return dates from the pickup date on; `length` days after the pickup when that date is offered. */
  #fillReturn(length: number, date: string | undefined, time: string | undefined): void {
    const id = this.itemId();
    const item = this.sheet.fleet_items.find((i) => i.id === id);
    const span = Math.min(RETURN_DAYS, item?.max_rental_days ?? RETURN_DAYS);
    const pickup = this.c.pickupDate.value;
    const dates = openDates(this.sheet.schedule, pickup, span + 1);
    const wanted = date !== undefined && dates.includes(date) ? date : addDays(pickup, Math.max(0, length));
    const locale = this.locale;
    setOptions(
      this.c.returnDate,
      dates.map((d) => ({ value: d, label: formatDate(d, locale) })),
      dates.find((d) => d >= wanted) ?? dates[dates.length - 1],
    );
    this.#fillReturnTimes(time ?? this.c.pickupTime.value);
  }

  #fillReturnTimes(wanted: string | undefined): void {
    const c = this.c;
    const date = c.returnDate.value;
    // A same-day return is at least one slot after the pickup.
    const [h = 0, m = 0] = c.pickupTime.value.split(':').map(Number);
    const times = timesOn(this.sheet.schedule, date, date === c.pickupDate.value ? h * 60 + m + 30 : 0);
    const locale = this.locale;
    setOptions(
      c.returnTime,
      times.map((t) => ({ value: t, label: formatTime(t, locale) })),
      nearestTime(times, wanted),
    );
  }
}
