/**
 * The pickup list's "fully booked" dates (`PickupCalendar`) against a real server with a publishable
 * key: the dates the shop's price calendar refuses as `item_unavailable`, for long rentals too,
 * asked in pieces within the calendar's limits for a shopper (62 dates a request, dates × days at
 * most 2,000). A piece over a limit would be refused and the list would silently show no "fully
 * booked" at all, so each case checks the requests made and the dates found.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ok } from '../../server/test/bookings-fixtures.js';
import { startServer, type TestServer } from '../../server/test/helpers.js';
import { StorefrontApi } from '../src/api.js';
import { addDays } from '../src/calendar.js';
import { PickupCalendar } from '../src/pickup-calendar.js';

const NOW = new Date('2030-03-01T08:00:00.000Z');
/** The shop's next 90 dates (no schedule: every date is open). */
const DATES = Array.from({ length: 90 }, (_, i) => addDays('2030-03-01', i));

describe("the pickup list's fully booked dates", () => {
  let s: TestServer;
  let key: string;
  let itemId: string;

  beforeAll(async () => {
    s = await startServer({ clock: () => NOW, timezone: 'UTC' });
    const pk = await ok(s.api, 'POST', '/v1/publishable-keys', { allowed_origins: ['https://shop.example'] }, 201);
    key = pk.key;
    const item = await ok(s.api, 'POST', '/v1/fleet-items', { name: 'Canoe', price_full_day: 3000, quantity: 1 }, 201);
    itemId = item.id;
    const customer = await ok(s.api, 'POST', '/v1/customers', { name: 'Walk-in' }, 201);
    // The only canoe is out from 20 May at 10:00 for two days.
    await ok(
      s.api,
      'POST',
      '/v1/bookings',
      {
        customer_id: customer.id,
        pickup_date: '2030-05-20T10:00',
        return_date: '2030-05-22T10:00',
        line_items: [{ fleet_item_id: itemId }],
      },
      201,
    );
  }, 240_000);

  afterAll(async () => {
    await s?.close();
  });

  /** The dates `PickupCalendar` finds full for the rental, and the calendar requests it made. */
  async function fullDates(rental: { days: number; hours: number; quantity?: number }) {
    const asked: string[] = [];
    const api = new StorefrontApi(s.url, key);
    const counting = {
      priceCalendar: (id: string, query: Parameters<StorefrontApi['priceCalendar']>[1]) => {
        asked.push(`${query.from}..${query.to}`);
        return api.priceCalendar(id, query);
      },
    } as StorefrontApi;
    let answer = () => {};
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    const calendar = new PickupCalendar(
      () => counting,
      () => answer(),
    );
    calendar.rental({ itemId, quantity: rental.quantity ?? 1, time: '10:00', dates: DATES, ...rental });
    await answered;
    return { full: DATES.filter((d) => calendar.isFull(d)), asked };
  }

  /** What the shop's calendar (read with the secret key, no cap) says is unavailable for that rental. */
  async function unavailable(length: string): Promise<string[]> {
    const out: string[] = [];
    for (let from = 0; from < DATES.length; from += 62) {
      const to = DATES[Math.min(from + 61, DATES.length - 1)];
      const cal = await ok(
        s.api,
        'GET',
        `/v1/fleet-items/${itemId}/price-calendar?from=${DATES[from]}&to=${to}&${length}&time=10:00&quantity=1`,
        undefined,
      );
      for (const d of cal.data) if (d.reason === 'item_unavailable') out.push(d.date);
    }
    return out;
  }

  it('a day: two requests of at most 62 dates, and the dates the shop says are full', async () => {
    const { full, asked } = await fullDates({ days: 1, hours: 0 });
    expect(asked).toEqual(['2030-03-01..2030-05-01', '2030-05-02..2030-05-29']);
    expect(full).toEqual(['2030-05-20', '2030-05-21']);
    expect(full).toEqual(await unavailable('days=1'));
  });

  it('sixty days: pieces of 33 dates (33 × 60 ≤ 2,000), reaching back from the booking', async () => {
    const { full, asked } = await fullDates({ days: 60, hours: 0 });
    expect(asked).toEqual(['2030-03-01..2030-04-02', '2030-04-03..2030-05-05', '2030-05-06..2030-05-29']);
    // Every pickup whose 60 days reach 20 May 10:00, up to the 21st.
    expect(full[0]).toBe('2030-03-22');
    expect(full.at(-1)).toBe('2030-05-21');
    expect(full).toEqual(await unavailable('days=60'));
  });

  it('a same-day rental is asked by the hour; two canoes are never free', async () => {
    const { full } = await fullDates({ days: 0, hours: 3 });
    expect(full).toEqual(['2030-05-20', '2030-05-21']);
    const two = await fullDates({ days: 1, hours: 0, quantity: 2 });
    expect(two.full).toEqual(DATES);
  });
});
