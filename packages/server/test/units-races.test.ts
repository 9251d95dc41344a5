/**
 * Rental operations racing on one item across two `rentline serve` processes on one database
 * (PostgreSQL, or one SQLite file), each request on a connection of its own, the two halves of a
 * race sent to different processes:
 * - a tracking change and a booking of the same item, 40 rounds: never both succeed (the change
 *   takes the item lock the booking takes), and the item ends as the winner left it;
 * - two pick-ups of the last unit: exactly one takes it, the other is 409 unit_unavailable and its
 *   booking stays confirmed with no units;
 * - a return racing an extension of the same booking: one order or the other, never a mix (an
 *   extension of a returned booking, or a late fee charged against the return date it replaced);
 * - parallel bookings of the last unit whose windows only meet through the item's buffer before
 *   and turnaround: the ones accepted never hold more than the unit at any instant.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Api, makeApi } from './helpers.js';
import { type Instances, startInstances } from './instances.js';
import { type RawResponse, raceEach } from './race.js';
import { STORE } from './sql.js';

const ROUNDS = 40;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const iso = (ms: number) => new Date(ms).toISOString();

describe(`races of one item over two server processes (${STORE})`, () => {
  let instances: Instances;
  let urls: string[];
  let api: Api;
  let customerId: string;
  /** Both halves of a race at once, the first to one process, the second to the other. */
  let both: (
    a: Parameters<typeof raceEach>[2][number],
    b: Parameters<typeof raceEach>[2][number],
  ) => Promise<RawResponse[]>;

  const call = async (method: string, path: string, body?: unknown, status = method === 'POST' ? 201 : 200) => {
    const res = await api(method, path, { body });
    expect(res.status, `${method} ${path}: ${res.text}`).toBe(status);
    return res.body;
  };
  const tally = (results: RawResponse[]) =>
    results.map((r) => (r.status < 300 ? String(r.status) : `${r.status} ${r.body.error.code}`)).join(' / ');

  beforeAll(async () => {
    instances = await startInstances(2, 'Races');
    urls = instances.urls;
    api = makeApi(urls[0] ?? '', instances.tenant.test_key);
    customerId = (await call('POST', '/v1/customers', { name: 'Racer' })).id;
    both = (a, b) => raceEach(urls, instances.tenant.test_key, [a, b]);
  });
  afterAll(async () => {
    await instances?.close();
  });

  it(`a tracking change and a booking of the same item never both succeed (${ROUNDS} rounds)`, async () => {
    const outcomes = new Map<string, number>();
    let bothWon = 0;
    for (let round = 0; round < ROUNDS; round++) {
      const item = await call('POST', '/v1/fleet-items', { name: `Kayak ${round}`, price_full_day: 4000 });
      const change = { method: 'PATCH' as const, path: `/v1/fleet-items/${item.id}`, body: { tracking: 'units' } };
      const booking = {
        path: '/v1/bookings',
        body: {
          customer_id: customerId,
          pickup_date: iso(Date.now() + (round + 1) * DAY),
          return_date: iso(Date.now() + (round + 2) * DAY),
          line_items: [{ fleet_item_id: item.id }],
        },
      };
      // Each half goes to each process in turn.
      const [patched, booked] =
        round % 2 === 0 ? await both(change, booking) : ((await both(booking, change)).reverse() as RawResponse[]);
      const key = tally([patched as RawResponse, booked as RawResponse]);
      outcomes.set(key, (outcomes.get(key) ?? 0) + 1);
      if (patched?.status === 200 && booked?.status === 201) bothWon++;
      const after = await call('GET', `/v1/fleet-items/${item.id}`);
      if (patched?.status === 200) {
        // The change won: no booking holds the item, which now counts its (no) units.
        expect(booked?.status, JSON.stringify(booked?.body)).toBe(409);
        expect(booked?.body.error.code).toBe('item_unavailable');
        expect(after).toMatchObject({ tracking: 'units', quantity: 0 });
      } else {
        expect(patched?.status, JSON.stringify(patched?.body)).toBe(409);
        expect(patched?.body.error).toMatchObject({ code: 'item_in_use', param: 'tracking' });
        expect(booked?.status, JSON.stringify(booked?.body)).toBe(201);
        expect(after).toMatchObject({ tracking: 'quantity', quantity: 1 });
      }
    }
    console.log(`tracking change vs booking (change / booking), ${ROUNDS} rounds:`, Object.fromEntries(outcomes));
    expect(bothWon).toBe(0);
  });

  it('two pick-ups of the last unit: one takes it, the other is 409 unit_unavailable', async () => {
    const outcomes = new Map<string, number>();
    for (let round = 0; round < 10; round++) {
      const item = await call('POST', '/v1/fleet-items', {
        name: `E-bike ${round}`,
        price_full_day: 6000,
        tracking: 'units',
      });
      const unit = await call('POST', '/v1/units', { fleet_item_id: item.id, identifier: `LAST-${round}` });
      // Two bookings of the one unit, at different times already begun: picked up now, neither early.
      const bookings: any[] = [];
      for (const start of [3, 2]) {
        const b = await call('POST', '/v1/bookings', {
          customer_id: customerId,
          pickup_date: iso(Date.now() - start * HOUR),
          return_date: iso(Date.now() - (start - 1) * HOUR),
          line_items: [{ fleet_item_id: item.id }],
        });
        bookings.push(await call('PATCH', `/v1/bookings/${b.id}`, { status: 'confirmed' }));
      }
      const pickup = (b: any) => ({
        path: `/v1/bookings/${b.id}/pickup`,
        body: { units: [{ line_item_id: b.line_items[0].id, unit_ids: [unit.id] }] },
      });
      const results = await both(pickup(bookings[0]), pickup(bookings[1]));
      const key = tally(results);
      outcomes.set(key, (outcomes.get(key) ?? 0) + 1);
      const won = results.findIndex((r) => r.status === 200);
      expect(won, key).toBeGreaterThanOrEqual(0);
      const lost = results[1 - won] as RawResponse;
      expect(lost.status, key).toBe(409);
      expect(lost.body.error).toMatchObject({ code: 'unit_unavailable', param: 'units.0.unit_ids.0' });
      expect(await call('GET', `/v1/units/${unit.id}`)).toMatchObject({ status: 'out', booking_id: bookings[won].id });
      expect(await call('GET', `/v1/bookings/${bookings[1 - won].id}`)).toMatchObject({
        status: 'confirmed',
        picked_up_at: null,
      });
    }
    console.log('two pick-ups of the last unit, 10 rounds:', Object.fromEntries(outcomes));
  });

  it('a return racing an extension: one order or the other, never a mix', async () => {
    await call('PATCH', '/v1/tenant', { late_fee: { per_hour: 100 } });
    const outcomes = new Map<string, number>();
    for (let round = 0; round < 20; round++) {
      const item = await call('POST', '/v1/fleet-items', { name: `Canoe ${round}`, price_full_day: 3000 });
      // Out, and due back two hours ago.
      const b = await call('POST', '/v1/bookings', {
        customer_id: customerId,
        pickup_date: iso(Date.now() - DAY),
        return_date: iso(Date.now() - 2 * HOUR),
        line_items: [{ fleet_item_id: item.id }],
      });
      await call('PATCH', `/v1/bookings/${b.id}`, { status: 'confirmed' });
      await call('POST', `/v1/bookings/${b.id}/pickup`, {}, 200);
      const extendTo = iso(Date.now() + 2 * HOUR);
      const returned = { path: `/v1/bookings/${b.id}/return`, body: {} };
      const extended = { path: `/v1/bookings/${b.id}/extend`, body: { new_return_date: extendTo } };
      const [back, longer] =
        round % 2 === 0
          ? await both(returned, extended)
          : ((await both(extended, returned)).reverse() as RawResponse[]);
      const key = tally([back as RawResponse, longer as RawResponse]);
      outcomes.set(key, (outcomes.get(key) ?? 0) + 1);
      expect(back?.status, key).toBe(200);
      const detail = await call('GET', `/v1/bookings/${b.id}`);
      expect(detail.status).toBe('completed');
      const adjusted = detail.adjustments.reduce((sum: number, a: any) => sum + a.amount, 0);
      expect(detail.total).toBe(b.total + adjusted);
      if (longer?.status === 200) {
        // Extended first: returned before the new return date, so no late fee.
        expect(detail.return_date).toBe(extendTo);
        expect(detail.adjustments.map((a: any) => a.type)).toEqual(['extension']);
        expect(detail.late_fee_amount).toBe(0);
      } else {
        // Returned first: the extension finds it completed; the fee counts from the old return date.
        expect(longer?.body.error.code, key).toBe('booking_invalid_transition');
        expect(detail.return_date).toBe(b.return_date);
        expect(detail.adjustments.map((a: any) => a.type)).toEqual(['late_fee']);
        expect(detail.late_fee_amount).toBeGreaterThanOrEqual(200);
      }
    }
    console.log('return vs extension (return / extension), 20 rounds:', Object.fromEntries(outcomes));
    await call('PATCH', '/v1/tenant', { late_fee: null });
  });

  it('parallel bookings of the last unit, apart but for its buffer and turnaround: never two at once', async () => {
    const BOOKINGS = 12;
    for (let round = 0; round < 5; round++) {
      // One unit, a 45-minute buffer before each pickup and 30 minutes after each return.
      const item = await call('POST', '/v1/fleet-items', {
        name: `Tandem ${round}`,
        price_full_day: 5000,
        buffer_before_minutes: 45,
        turnaround_minutes: 30,
      });
      // Hour-long windows back to back: without the buffer and the turnaround they would all fit.
      const start = Date.now() + (10 + round) * DAY;
      const windows = Array.from({ length: BOOKINGS }, (_, i) => [start + i * HOUR, start + (i + 1) * HOUR]);
      const results = await raceEach(
        urls,
        instances.tenant.test_key,
        windows.map(([p, r]) => ({
          path: '/v1/bookings',
          body: {
            customer_id: customerId,
            pickup_date: iso(p as number),
            return_date: iso(r as number),
            line_items: [{ fleet_item_id: item.id }],
          },
        })),
      );
      for (const r of results) {
        expect([201, 409], JSON.stringify(r.body)).toContain(r.status);
        if (r.status === 409) expect(r.body.error.code).toBe('item_unavailable');
      }
      const won = windows.filter((_, i) => results[i]?.status === 201);
      expect(won.length).toBeGreaterThan(0);
      // Occupancies [pickup - 45 min, return + 30 min) of the accepted ones never overlap...
      const spans = won
        .map(([p, r]) => [(p as number) - 45 * 60_000, (r as number) + 30 * 60_000])
        .sort((a, b) => (a[0] as number) - (b[0] as number));
      for (let i = 1; i < spans.length; i++) expect(spans[i]?.[0]).toBeGreaterThanOrEqual(spans[i - 1]?.[1] as number);
      // ...and the server's calendar agrees: never more than the unit in use.
      const calendar = await call(
        'GET',
        `/v1/fleet-items/${item.id}/availability?interval=hour&from=${iso(start - 2 * HOUR)}&to=${iso(start + (BOOKINGS + 2) * HOUR)}`,
      );
      expect(Math.max(...calendar.slots.map((s: any) => s.in_use))).toBe(1);
    }
  });
});
