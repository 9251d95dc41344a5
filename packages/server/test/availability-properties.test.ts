/**
 * Availability against a reference that counts units minute by minute (`availability-reference.ts`):
 * - for random bookings, cancellations and downtimes on one item, every create is accepted exactly
 *   when the reference has room at every minute of its occupancy (else 409), a downtime is refused
 *   exactly when it would leave too few units and, forced, names exactly the bookings left short;
 *   the cart check's `free` and every calendar slot (UTC hours, and local days across a DST change)
 *   equal the reference's;
 * - 20 racers over overlapping windows for the last units: every answer is 201 or 409, and the
 *   final state never has more units in use at any minute than the stock.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { race } from './race.js';
import { type RefUse, minuteCounts, refFits, refFree, refSlot } from './availability-reference.js';
import { mkCustomer, mkItem, ok } from './bookings-fixtures.js';
import { startServer, type TestServer } from './helpers.js';

const ZONE = 'Europe/Berlin';
const MINUTE = 60_000;
const QUARTER = 15 * MINUTE;
// Europe/Berlin moves its clocks forward on 2030-03-31: the horizon's local days include a 23-hour one.
const H0 = Date.parse('2030-03-28T00:00:00.000Z');
const iso = (ms: number) => new Date(ms).toISOString();

let s: TestServer;
let customerId: string;

beforeAll(async () => {
  s = await startServer({ timezone: ZONE, expiry: { enabled: false } });
  customerId = (await mkCustomer(s.api)).id;
});
afterAll(() => s?.close());

const span = fc.record({
  start: fc.integer({ min: 0, max: 5 * 96 }),
  quarters: fc.integer({ min: 1, max: 2 * 96 }),
});

const op = fc.oneof(
  fc.record({ kind: fc.constant('book' as const), span, quantity: fc.integer({ min: 1, max: 3 }) }),
  fc.record({ kind: fc.constant('down' as const), span, quantity: fc.integer({ min: 1, max: 3 }) }),
  fc.record({ kind: fc.constant('cancel' as const), pick: fc.nat() }),
);

const windowOf = (sp: { start: number; quarters: number }) => ({
  start: H0 + sp.start * QUARTER,
  end: H0 + (sp.start + sp.quarters) * QUARTER,
});

/** The local calendar date of an instant in ZONE, by Intl (not by the server's zone code). */
const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
const localDay = (ms: number) => dayFormat.format(ms);

/** The reference's day slots over [from, to): runs of minutes with the same local date. */
function refDaySlots(from: number, to: number): { start: number; end: number }[] {
  const out: { start: number; end: number }[] = [];
  let day = '';
  for (let t = from; t < to; t += MINUTE) {
    const d = localDay(t);
    if (d !== day) {
      out.push({ start: t, end: t + MINUTE });
      day = d;
    } else (out[out.length - 1] as { end: number }).end = t + MINUTE;
  }
  return out;
}

describe('availability matches a minute-by-minute reference', () => {
  it('creates, downtimes, the cart check and the calendar', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 3 }),
        fc.constantFrom(0, 15, 60),
        fc.array(op, { minLength: 1, maxLength: 10 }),
        fc.record({ span, quantity: fc.integer({ min: 1, max: 3 }) }),
        async (stock, turnaround, ops, probe) => {
          const item = await mkItem(s.api, { quantity: stock, turnaround_minutes: turnaround });
          const uses: (RefUse & { id: string })[] = [];
          const bookings: string[] = [];
          const T = turnaround * MINUTE;
          for (const o of ops) {
            if (o.kind === 'book') {
              const w = windowOf(o.span);
              const fits = refFits(uses, stock, w.start, w.end + T, o.quantity);
              const res = await s.api('POST', '/v1/bookings', {
                body: {
                  customer_id: customerId,
                  pickup_date: iso(w.start),
                  return_date: iso(w.end),
                  line_items: [{ fleet_item_id: item.id, quantity: o.quantity }],
                },
              });
              expect(res.status, res.text).toBe(fits ? 201 : 409);
              if (fits) {
                uses.push({ id: res.body.id, start: w.start, end: w.end + T, units: o.quantity, kind: 'booking' });
                bookings.push(res.body.id);
              } else expect(res.body.error.code).toBe('item_unavailable');
            } else if (o.kind === 'down') {
              const w = windowOf(o.span);
              const body = { fleet_item_id: item.id, quantity: o.quantity, start: iso(w.start), end: iso(w.end) };
              if (o.quantity > stock) {
                expect((await s.api('POST', '/v1/downtimes', { body })).status).toBe(400);
                continue;
              }
              const fits = refFits(uses, stock, w.start, w.end, o.quantity);
              const first = await s.api('POST', '/v1/downtimes', { body });
              expect(first.status, first.text).toBe(fits ? 201 : 409);
              const stored = fits
                ? first.body
                : await ok(s.api, 'POST', '/v1/downtimes', { ...body, force: true }, 201);
              // The bookings left short: those in use in a minute where the downtime does not fit.
              const shortMinutes = minuteCounts(uses, w.start, w.end)
                .filter((m) => m.booking + m.down + o.quantity > stock)
                .map((m) => m.at);
              const expected = uses
                .filter((u) => u.kind === 'booking' && shortMinutes.some((t) => u.start <= t && t < u.end))
                .map((u) => u.id)
                .sort();
              expect(stored.conflicting_booking_ids).toEqual(expected);
              uses.push({ id: stored.id, start: w.start, end: w.end, units: o.quantity, kind: 'downtime' });
            } else if (bookings.length > 0) {
              const id = bookings.splice(o.pick % bookings.length, 1)[0] as string;
              await ok(s.api, 'POST', `/v1/bookings/${id}/cancel`, {});
              uses.splice(
                uses.findIndex((u) => u.id === id),
                1,
              );
            }
          }

          const w = windowOf(probe.span);
          const check = await ok(s.api, 'POST', '/v1/availability/check', {
            line_items: [{ fleet_item_id: item.id, quantity: probe.quantity }],
            pickup_date: iso(w.start),
            return_date: iso(w.end),
          });
          const free = refFree(uses, stock, w.start, w.end + T);
          expect(check.line_items[0]).toEqual({
            fleet_item_id: item.id,
            requested: probe.quantity,
            free,
            available: probe.quantity <= free,
          });

          const from = H0;
          const to = H0 + 8 * 24 * 60 * MINUTE;
          const hours = await ok(
            s.api,
            'GET',
            `/v1/fleet-items/${item.id}/availability?from=${iso(from)}&to=${iso(to)}&interval=hour`,
            undefined,
          );
          expect(hours.slots).toHaveLength(8 * 24);
          hours.slots.forEach((slot: any, i: number) => {
            const start = from + i * 60 * MINUTE;
            expect(slot).toEqual({
              start: iso(start),
              end: iso(start + 60 * MINUTE),
              ...refSlot(uses, stock, start, start + 60 * MINUTE),
            });
          });
          // Local days, the range starting and ending mid-day (clipped).
          const dFrom = from + 7 * 60 * MINUTE;
          const dTo = to - 5 * 60 * MINUTE;
          const days = await ok(
            s.api,
            'GET',
            `/v1/fleet-items/${item.id}/availability?from=${iso(dFrom)}&to=${iso(dTo)}`,
            undefined,
          );
          expect(days.slots).toEqual(
            refDaySlots(dFrom, dTo).map((d) => ({
              start: iso(d.start),
              end: iso(d.end),
              ...refSlot(uses, stock, d.start, d.end),
            })),
          );
        },
      ),
      { numRuns: 50 },
    );
  });
});

describe('20 racers over overlapping windows for the last units', () => {
  it('every answer is 201 or 409, and no minute ever has more units in use than the stock', async () => {
    const stock = 3;
    const item = await mkItem(s.api, { quantity: stock, turnaround_minutes: 30 });
    const core = H0 + 24 * 60 * MINUTE;
    // One unit already taken over the core; every racer's window covers the core, with its own edges.
    await ok(
      s.api,
      'POST',
      '/v1/bookings',
      {
        customer_id: customerId,
        pickup_date: iso(core - 60 * MINUTE),
        return_date: iso(core + 4 * 60 * MINUTE),
        line_items: [{ fleet_item_id: item.id }],
      },
      201,
    );
    const rand = fc.sample(
      fc.tuple(fc.integer({ min: 0, max: 20 }), fc.integer({ min: 4, max: 24 }), fc.integer({ min: 1, max: 2 })),
      {
        numRuns: 20,
        seed: 14,
      },
    );
    const bodies = rand.map(([before, after, quantity]) => ({
      customer_id: customerId,
      pickup_date: iso(core - before * 15 * MINUTE),
      return_date: iso(core + after * 15 * MINUTE),
      line_items: [{ fleet_item_id: item.id, quantity }],
    }));
    const results = await race([s.url], s.tenant.test_key, '/v1/bookings', bodies);
    for (const r of results) {
      expect([201, 409]).toContain(r.status);
      if (r.status === 409) expect(r.body.error.code).toBe('item_unavailable');
    }
    const won = results.filter((r) => r.status === 201);
    expect(won.length).toBeGreaterThan(0);
    expect(won.reduce((n, r) => n + r.body.line_items[0].quantity, 0)).toBeLessThanOrEqual(stock - 1);

    // The final state, read back from the API, against the reference.
    const held: RefUse[] = [];
    let cursor: string | null = null;
    do {
      const page: any = await ok(s.api, 'GET', `/v1/bookings?limit=100${cursor ? `&cursor=${cursor}` : ''}`, undefined);
      for (const b of page.data) {
        if (!['pending', 'confirmed', 'active'].includes(b.status)) continue;
        for (const l of b.line_items) {
          if (l.fleet_item_id !== item.id) continue;
          held.push({
            start: Date.parse(b.pickup_date),
            end: Date.parse(b.return_date) + 30 * MINUTE,
            units: l.quantity,
            kind: 'booking',
          });
        }
      }
      cursor = page.has_more ? page.next_cursor : null;
    } while (cursor !== null);
    expect(held).toHaveLength(won.length + 1);
    const counts = minuteCounts(held, core - 6 * 60 * MINUTE, core + 7 * 60 * MINUTE);
    expect(Math.max(...counts.map((m) => m.booking))).toBeLessThanOrEqual(stock);
  });
});
