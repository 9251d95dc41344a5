/**
 * Late units keep blocking, and early pick-ups hold from when they happened: on one item (random
 * stock, turnaround and buffer before), random bookings, cancels, pick-ups (often before the pickup
 * date), returns (early and late, some recorded in the past) and a clock that moves forward, against
 * a reference that counts units minute by minute (`availability-reference.ts`) from the occupancies
 * as stated, with nothing shared with the server's sweep:
 * - pending or confirmed: [pickup - buffer, return + turnaround);
 * - active: [min(picked_up_at, pickup) - buffer, max(return, now) + turnaround);
 * - completed: [min(picked_up_at, pickup) - buffer, returned_at + turnaround).
 * Every create is accepted exactly when the reference has room at every minute of its occupancy,
 * every early pick-up exactly when the reference has room over the span it adds, and every hourly
 * calendar slot over the horizon equals the reference's, at the clock's last time.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RefUse, refFits, refSlot } from './availability-reference.js';
import { mkCustomer, mkItem, ok } from './bookings-fixtures.js';
import { startServer, type TestServer } from './helpers.js';

const MINUTE = 60_000;
const QUARTER = 15 * MINUTE;
const H0 = Date.parse('2030-05-01T00:00:00.000Z');
const iso = (ms: number) => new Date(ms).toISOString();

let nowMs = H0;
let s: TestServer;
let customerId: string;

beforeAll(async () => {
  s = await startServer({ clock: () => new Date(nowMs), expiry: { enabled: false } });
  customerId = (await mkCustomer(s.api)).id;
});
afterAll(() => s?.close());

const span = fc.record({
  start: fc.integer({ min: 0, max: 4 * 96 }),
  quarters: fc.integer({ min: 1, max: 2 * 96 }),
});

const op = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({ kind: fc.constant('book' as const), span, quantity: fc.integer({ min: 1, max: 2 }) }),
  },
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant('advance' as const), quarters: fc.integer({ min: 1, max: 96 }) }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('pickup' as const), pick: fc.nat() }) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('return' as const),
      pick: fc.nat(),
      back: fc.integer({ min: 0, max: 8 }),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('cancel' as const), pick: fc.nat() }) },
);

interface RefBooking {
  id: string;
  pickup: number;
  ret: number;
  units: number;
  state: 'pending' | 'confirmed' | 'active' | 'completed' | 'cancelled';
  pickedUpAt?: number;
  returnedAt?: number;
}

/** The reference's uses at `now`: each booking's occupancy as stated, in minutes. */
function usesAt(bookings: readonly RefBooking[], now: number, buffer: number, turnaround: number): RefUse[] {
  const out: RefUse[] = [];
  for (const b of bookings) {
    const start = Math.min(b.pickedUpAt ?? b.pickup, b.pickup) - buffer;
    let end: number;
    if (b.state === 'cancelled') continue;
    if (b.state === 'active') end = Math.max(b.ret, now) + turnaround;
    else if (b.state === 'completed') end = (b.returnedAt ?? b.ret) + turnaround;
    else end = b.ret + turnaround;
    out.push({ start, end, units: b.units, kind: 'booking' });
  }
  return out;
}

describe('occupancy with pick-ups, returns and a moving clock matches a minute-by-minute reference', () => {
  it('every create decision and every hourly calendar slot', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 3 }),
        fc.constantFrom(0, 15, 60),
        fc.constantFrom(0, 30, 120),
        fc.array(op, { minLength: 1, maxLength: 14 }),
        async (stock, turnaroundMin, bufferMin, ops) => {
          nowMs = H0;
          const T = turnaroundMin * MINUTE;
          const B = bufferMin * MINUTE;
          const item = await mkItem(s.api, {
            quantity: stock,
            turnaround_minutes: turnaroundMin,
            buffer_before_minutes: bufferMin,
          });
          const bookings: RefBooking[] = [];
          const pickOf = (pick: number, states: RefBooking['state'][]) => {
            const candidates = bookings.filter((b) => states.includes(b.state));
            return candidates[pick % Math.max(candidates.length, 1)];
          };
          for (const o of ops) {
            if (o.kind === 'book') {
              const pickup = H0 + o.span.start * QUARTER;
              const ret = pickup + o.span.quarters * QUARTER;
              const fits = refFits(usesAt(bookings, nowMs, B, T), stock, pickup - B, ret + T, o.quantity);
              const res = await s.api('POST', '/v1/bookings', {
                body: {
                  customer_id: customerId,
                  pickup_date: iso(pickup),
                  return_date: iso(ret),
                  line_items: [{ fleet_item_id: item.id, quantity: o.quantity }],
                },
              });
              expect(res.status, `at ${iso(nowMs)}: ${res.text}`).toBe(fits ? 201 : 409);
              if (fits) bookings.push({ id: res.body.id, pickup, ret, units: o.quantity, state: 'pending' });
            } else if (o.kind === 'advance') {
              nowMs += o.quarters * QUARTER;
            } else if (o.kind === 'pickup') {
              const b = pickOf(o.pick, ['pending', 'confirmed']);
              if (b === undefined) continue;
              if (b.state === 'pending') await ok(s.api, 'PATCH', `/v1/bookings/${b.id}`, { status: 'confirmed' });
              // Picked up before its pickup date, it needs its units over the span that adds too.
              const others = usesAt(
                bookings.filter((x) => x !== b),
                nowMs,
                B,
                T,
              );
              const fits = nowMs >= b.pickup || refFits(others, stock, nowMs - B, b.pickup - B, b.units);
              const res = await s.api('POST', `/v1/bookings/${b.id}/pickup`, { body: {} });
              expect(res.status, `pick-up at ${iso(nowMs)}: ${res.text}`).toBe(fits ? 200 : 409);
              if (!fits) {
                expect(res.body.error).toMatchObject({ code: 'item_unavailable', param: 'picked_up_at' });
                b.state = 'confirmed';
                continue;
              }
              expect(res.body.picked_up_at).toBe(iso(nowMs));
              b.state = 'active';
              b.pickedUpAt = nowMs;
            } else if (o.kind === 'return') {
              const b = pickOf(o.pick, ['active']);
              if (b === undefined) continue;
              const returnedAt = Math.max(b.pickedUpAt ?? nowMs, nowMs - o.back * QUARTER);
              const done = await ok(s.api, 'POST', `/v1/bookings/${b.id}/return`, { returned_at: iso(returnedAt) });
              expect(done).toMatchObject({ status: 'completed', returned_at: iso(returnedAt) });
              b.state = 'completed';
              b.returnedAt = returnedAt;
            } else {
              const b = pickOf(o.pick, ['pending', 'confirmed']);
              if (b === undefined) continue;
              await ok(s.api, 'POST', `/v1/bookings/${b.id}/cancel`, {});
              b.state = 'cancelled';
            }
          }
          const uses = usesAt(bookings, nowMs, B, T);
          const from = H0 - 3 * 60 * MINUTE;
          const hours = 9 * 24;
          const cal = await ok(
            s.api,
            'GET',
            `/v1/fleet-items/${item.id}/availability?from=${iso(from)}&to=${iso(from + hours * 60 * MINUTE)}&interval=hour`,
            undefined,
          );
          expect(cal.slots).toHaveLength(hours);
          cal.slots.forEach((slot: any, i: number) => {
            const start = from + i * 60 * MINUTE;
            expect(slot, `slot ${iso(start)} at ${iso(nowMs)}`).toEqual({
              start: iso(start),
              end: iso(start + 60 * MINUTE),
              ...refSlot(uses, stock, start, start + 60 * MINUTE),
            });
          });
        },
      ),
      { numRuns: 40 },
    );
  });
});
