import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkCustomer, mkItem } from './bookings-fixtures.js';
import { startServer, type TestServer } from './helpers.js';

/**
 * unit_holds is what the availability check reads; triggers keep it. After any
 * sequence of booking operations it must equal what it summarises: the line items of bookings that
 * hold units (pending, confirmed, active), with their booking's window, and of completed bookings
 * that were handed back (their units were out from pick-up to the moment they came back, which a
 * buffer after return counts from). A booking picked up before its pickup date holds from its
 * pick-up.
 */
describe('unit_holds always equals the line items of holding bookings', () => {
  let s: TestServer;
  const now = new Date('2026-06-15T12:00:00.000Z');
  beforeAll(async () => {
    s = await startServer({ clock: () => now });
  });
  afterAll(() => s.close());

  const truth = () =>
    s.sql.all(
      `SELECT li.id, li.booking_id, li.fleet_item_id, li.quantity,
              CASE WHEN b.status IN ('active', 'completed') AND b.picked_up_at < b.pickup_date
                   THEN b.picked_up_at ELSE b.pickup_date END AS pickup_date,
              CASE WHEN b.status = 'completed' THEN b.returned_at ELSE b.return_date END AS return_date
         FROM booking_line_items li JOIN bookings b
           ON b.tenant_id = li.tenant_id AND b.livemode = li.livemode AND b.id = li.booking_id
        WHERE b.status IN ('pending', 'confirmed', 'active')
           OR (b.status = 'completed' AND b.returned_at IS NOT NULL)
        ORDER BY li.id`,
    );
  const holds = () =>
    s.sql.all(
      'SELECT line_item_id AS id, booking_id, fleet_item_id, quantity, pickup_date, return_date FROM unit_holds ORDER BY line_item_id',
    );

  it('after random creates, status changes, cancels, extends and swaps', async () => {
    const customer = await mkCustomer(s.api);
    const items = [] as any[];
    for (let i = 0; i < 3; i++) items.push(await mkItem(s.api, { quantity: 50, price_full_day: 1000 + i }));
    const op = fc.oneof(
      fc.record({
        kind: fc.constant('create' as const),
        item: fc.nat(2),
        day: fc.nat(20),
        len: fc.integer({ min: 1, max: 5 }),
        qty: fc.integer({ min: 1, max: 3 }),
      }),
      fc.record({
        kind: fc.constantFrom('confirm' as const, 'activate' as const, 'complete' as const, 'cancel' as const),
        pick: fc.nat(),
      }),
      fc.record({ kind: fc.constant('extend' as const), pick: fc.nat(), by: fc.integer({ min: 1, max: 3 }) }),
      fc.record({ kind: fc.constant('swap' as const), pick: fc.nat(), item: fc.nat(2) }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 5, maxLength: 15 }), async (ops) => {
        const mine: any[] = [];
        for (const o of ops) {
          if (o.kind === 'create') {
            const pickup = new Date(Date.UTC(2026, 7, 1 + o.day, 9));
            const res = await s.api('POST', '/v1/bookings', {
              body: {
                customer_id: customer.id,
                pickup_date: pickup.toISOString(),
                return_date: new Date(pickup.getTime() + o.len * 86_400_000).toISOString(),
                line_items: [{ fleet_item_id: items[o.item].id, quantity: o.qty }],
              },
            });
            if (res.status === 201) mine.push(res.body);
            continue;
          }
          const b = mine[o.pick % Math.max(mine.length, 1)];
          if (!b) continue;
          const path = `/v1/bookings/${b.id}`;
          if (o.kind === 'cancel') await s.api('POST', `${path}/cancel`, { body: {} });
          else if (o.kind === 'extend') {
            const cur = (await s.api('GET', path)).body;
            await s.api('POST', `${path}/extend`, {
              body: { new_return_date: new Date(Date.parse(cur.return_date) + o.by * 86_400_000).toISOString() },
            });
          } else if (o.kind === 'swap') {
            const cur = (await s.api('GET', path)).body;
            await s.api('POST', `${path}/swap-item`, {
              body: { line_item_id: cur.line_items[0].id, new_fleet_item_id: items[o.item].id },
            });
          } else {
            const status = { confirm: 'confirmed', activate: 'active', complete: 'completed' }[o.kind];
            await s.api('PATCH', path, { body: { status } });
          }
        }
        expect(await holds()).toEqual(await truth());
        // Each item's longest span bounds every hold it has (the check reads holds by pickup
        // within that span before the window, so a shorter one would miss a hold).
        const longest = new Map(
          ((await s.sql.all('SELECT fleet_item_id, longest_ms FROM hold_spans')) as any[]).map((r) => [
            r.fleet_item_id,
            Number(r.longest_ms),
          ]),
        );
        for (const h of (await holds()) as any[]) {
          expect(longest.get(h.fleet_item_id) ?? -1).toBeGreaterThanOrEqual(
            Date.parse(h.return_date) - Date.parse(h.pickup_date),
          );
        }
      }),
      { numRuns: 25 },
    );
    // The sequences did exercise every kind of change.
    const statuses = (await s.sql.all('SELECT DISTINCT status FROM bookings')) as { status: string }[];
    expect(statuses.length).toBeGreaterThanOrEqual(3);
  }, 120_000);

  /** A new one-unit item and a function that books it for [pickup, return) (one customer for all). */
  async function oneUnitItem() {
    const customer = await mkCustomer(s.api);
    const item = await mkItem(s.api, { quantity: 1, price_full_day: 1000 });
    return (pickup: string, ret: string) =>
      s.api('POST', '/v1/bookings', {
        body: {
          customer_id: customer.id,
          pickup_date: pickup,
          return_date: ret,
          line_items: [{ fleet_item_id: item.id }],
        },
      });
  }

  it('a long hold is seen by a window near its end, after many short ones', async () => {
    const book = await oneUnitItem();
    // 90 days long, then one-day bookings after it: the longest span stays 90 days.
    expect((await book('2027-01-01', '2027-04-01')).status).toBe(201);
    for (let d = 10; d < 20; d++) expect((await book(`2027-05-${d}`, `2027-05-${d + 1}`)).status).toBe(201);
    // A day at the end of the long hold, 89 days after its pickup, is taken.
    const late = await book('2027-03-30', '2027-03-31');
    expect(late.status, late.text).toBe(409);
    expect((await book('2027-04-01', '2027-04-02')).status).toBe(201);
  });

  it('a hold made longer behind the server’s back (another process, raw SQL) is still counted', async () => {
    const book = await oneUnitItem();
    // The server has only seen one-day holds of this item: it reads holds starting a day or so
    // before a window.
    const first = await book('2027-01-01', '2027-01-02');
    expect(first.status).toBe(201);
    expect((await book('2027-02-01', '2027-02-02')).status).toBe(201);
    // Another writer stretches the first to five months; the hold and the item's longest span follow.
    const stretched = first.body.return_date.replace('2027-01-02', '2027-06-01');
    expect(await s.sql.run('UPDATE bookings SET return_date = ? WHERE id = ?', stretched, first.body.id)).toBe(1);
    // A day inside it, four months after its pickup: the server learns the longer span from its read
    // and reads again, so the unit is taken.
    const inside = await book('2027-05-01', '2027-05-02');
    expect(inside.status, inside.text).toBe(409);
    expect((await book('2027-06-02', '2027-06-03')).status).toBe(201);
  });
});
