/**
 * `POST /v1/bookings/:id/return/preview` over the API, on an injected clock: the booking as the
 * return with the same body would leave it (status, late fee, totals, adjustments, each unit's
 * status and condition), equal to what the return then does; nothing written (every table compared
 * before and after, events included); the return's errors, code and param alike; an
 * `Idempotency-Key` changes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkCustomer, mkItem, ok } from './bookings-fixtures.js';
import { type Api, rowWatch, startServer, type TestServer } from './helpers.js';

const T0 = Date.parse('2031-08-04T08:00:00.000Z');
let nowMs = T0;
const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;
const iso = (ms: number) => new Date(ms).toISOString();

let s: TestServer;
let api: Api;
let customerId: string;
let watch: ReturnType<typeof rowWatch>;

beforeAll(async () => {
  s = await startServer({ clock: () => new Date(nowMs), expiry: { enabled: false } });
  api = s.api;
  watch = rowWatch(s.sql);
  customerId = (await mkCustomer(api)).id;
  await ok(api, 'PATCH', '/v1/tenant', { tax_rate_bps: 825, late_fee: { grace_minutes: 30, per_hour: 700 } });
});
afterAll(async () => {
  await s?.close();
});

let seq = 0;
/** An active booking of a numbered item (two units out) and a counted one, due back at T0 + 1 day. */
async function activeBooking() {
  nowMs = T0;
  const numbered = await mkItem(api, {
    name: 'E-bike',
    tracking: 'units',
    late_fee: { grace_minutes: 0, per_hour: 1000, per_day: 5000, cap: 12000 },
  });
  const units: any[] = [];
  for (let i = 0; i < 2; i++) {
    units.push(await ok(api, 'POST', '/v1/units', { fleet_item_id: numbered.id, identifier: `RP-${++seq}` }, 201));
  }
  const counted = await mkItem(api, { name: 'Helmet rack', quantity: 10 });
  const b = await ok(
    api,
    'POST',
    '/v1/bookings',
    {
      customer_id: customerId,
      pickup_date: iso(T0),
      return_date: iso(T0 + DAY),
      line_items: [
        { fleet_item_id: numbered.id, quantity: 2 },
        { fleet_item_id: counted.id, quantity: 3 },
      ],
    },
    201,
  );
  await ok(api, 'PATCH', `/v1/bookings/${b.id}`, { status: 'confirmed' });
  await ok(api, 'POST', `/v1/bookings/${b.id}/pickup`, {
    units: [{ line_item_id: b.line_items[0].id, unit_ids: units.map((u) => u.id) }],
  });
  return { booking: b, units };
}

/** The same request as a preview and as the real thing: their answers without ids made on the way. */
const withoutIds = (detail: any) => ({
  ...detail,
  adjustments: detail.adjustments.map(({ id: _, ...a }: any) => a),
});

describe('the preview is what the return does', () => {
  it('a late return with a damaged unit: fee, totals, adjustment and units, and nothing written', async () => {
    const { booking, units } = await activeBooking();
    // Back 26 h 10 min late: per line, the numbered item's own policy (1 day + 3 started hours at
    // 1000, capped at 12000 per unit, × 2) and the tenant's for the rest (27 started hours × 700 × 3).
    nowMs = T0 + DAY + 26 * HOUR + 10 * MIN;
    const body = {
      units: [{ unit_id: units[1].id, condition: 'damaged', notes: 'Bent wheel' }],
      notes: 'Back late',
    };
    const before = await watch();
    const preview = await ok(api, 'POST', `/v1/bookings/${booking.id}/return/preview`, body);
    expect(await watch()).toBe(before);
    const fee = 2 * 8000 + 3 * 27 * 700;
    const tax = Math.round((fee * 825) / 10_000);
    expect(preview).toMatchObject({
      id: booking.id,
      status: 'completed',
      returned_at: iso(nowMs),
      late_fee_amount: fee + tax,
      subtotal: booking.subtotal + fee,
      tax_amount: booking.tax_amount + tax,
      total: booking.total + fee + tax,
      amount_owed: booking.total + fee + tax,
      overdue: false,
      notes: 'Back late',
    });
    expect(preview.adjustments).toEqual([
      {
        id: expect.stringMatching(/^adj_/),
        type: 'late_fee',
        amount: fee + tax,
        description: expect.any(String),
        created_at: iso(nowMs),
        actor: { type: 'secret_key', id: expect.stringMatching(/^key_/) },
      },
    ]);
    expect(preview.units.map((u: any) => [u.id, u.status, u.condition, u.booking_id, u.notes])).toEqual([
      [units[0].id, 'available', 'ok', null, null],
      [units[1].id, 'in_maintenance', 'damaged', null, 'Bent wheel'],
    ]);
    // Still active, its units still out: the preview wrote nothing.
    expect((await ok(api, 'GET', `/v1/bookings/${booking.id}`, undefined)).status).toBe('active');

    const returned = await ok(api, 'POST', `/v1/bookings/${booking.id}/return`, body);
    const detail = await ok(api, 'GET', `/v1/bookings/${booking.id}`, undefined);
    const { units: previewUnits, ...previewBooking } = preview;
    expect(withoutIds(previewBooking)).toEqual(withoutIds(detail));
    expect(returned.late_fee_amount).toBe(preview.late_fee_amount);
    for (const u of previewUnits) expect(await ok(api, 'GET', `/v1/units/${u.id}`, undefined)).toEqual(u);
  });

  it('within the grace, or with no policy: no fee and no adjustment; every unit back ok by default', async () => {
    const { booking, units } = await activeBooking();
    // 20 minutes late: inside the tenant's 30 minutes, but the numbered item's own grace is 0.
    nowMs = T0 + DAY + 20 * MIN;
    const late = await ok(api, 'POST', `/v1/bookings/${booking.id}/return/preview`, {});
    expect(late.late_fee_amount).toBe(Math.round(2 * 1000 * 1.0825));
    // Returned on time: nothing to pay.
    const onTime = await ok(api, 'POST', `/v1/bookings/${booking.id}/return/preview`, {
      returned_at: iso(T0 + DAY),
    });
    expect(onTime).toMatchObject({ status: 'completed', late_fee_amount: 0, total: booking.total, adjustments: [] });
    expect(onTime.units.map((u: any) => [u.id, u.status, u.condition])).toEqual(
      units.map((u) => [u.id, 'available', 'ok']),
    );
  });
});

describe('the preview answers with the return’s errors', () => {
  it('the same status, code and param for every refusal, and nothing written', async () => {
    const { booking, units } = await activeBooking();
    const stranger = (await activeBooking()).units[0];
    nowMs = T0 + DAY;
    const confirmed = await ok(
      api,
      'POST',
      '/v1/bookings',
      {
        customer_id: customerId,
        pickup_date: iso(T0 + 3 * DAY),
        return_date: iso(T0 + 4 * DAY),
        line_items: [{ fleet_item_id: (await mkItem(api)).id }],
      },
      201,
    );
    const cases: [string, unknown][] = [
      [booking.id, { returned_at: iso(nowMs + HOUR) }],
      [booking.id, { returned_at: iso(T0 - HOUR) }],
      [booking.id, { returned_at: 'nope' }],
      [booking.id, { units: [{ unit_id: stranger.id, condition: 'ok' }] }],
      [
        booking.id,
        {
          units: [
            { unit_id: units[0].id, condition: 'ok' },
            { unit_id: units[0].id, condition: 'damaged' },
          ],
        },
      ],
      [booking.id, { units: [{ unit_id: units[0].id, condition: 'lost' }] }],
      [booking.id, { surprise: true }],
      [confirmed.id, {}],
      ['bk_nope', {}],
    ];
    for (const [id, body] of cases) {
      const before = await watch();
      const preview = await api('POST', `/v1/bookings/${id}/return/preview`, { body });
      expect(await watch()).toBe(before);
      const real = await api('POST', `/v1/bookings/${id}/return`, { body });
      expect(preview.status, `${id} ${JSON.stringify(body)}: ${preview.text}`).toBeGreaterThanOrEqual(400);
      expect([preview.status, preview.body.error.code, preview.body.error.param], JSON.stringify(body)).toEqual([
        real.status,
        real.body.error.code,
        real.body.error.param,
      ]);
    }
    // Once returned, a preview is refused as a second return is.
    await ok(api, 'POST', `/v1/bookings/${booking.id}/return`, {});
    const again = await api('POST', `/v1/bookings/${booking.id}/return/preview`, { body: {} });
    expect([again.status, again.body.error.code]).toEqual([409, 'booking_invalid_transition']);
  });

  it('an Idempotency-Key is ignored: nothing stored, another body under the same key is answered', async () => {
    const { booking } = await activeBooking();
    nowMs = T0 + DAY + 2 * HOUR;
    const before = await watch();
    const headers = { 'idempotency-key': 'preview-1' };
    const a = await api('POST', `/v1/bookings/${booking.id}/return/preview`, { body: {}, headers });
    const b = await api('POST', `/v1/bookings/${booking.id}/return/preview`, {
      body: { returned_at: iso(T0 + DAY) },
      headers,
    });
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.headers.get('idempotent-replayed')).toBeNull();
    expect(b.body.late_fee_amount).toBe(0);
    expect(a.body.late_fee_amount).toBeGreaterThan(0);
    expect(await watch()).toBe(before);
  });
});
