/**
 * Availability by example: the peak rule (bookings that never overlap each other never add up),
 * half-open intervals, turnaround, downtimes, the calendar and the cart check, over HTTP on the
 * store under test.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkCustomer, mkItem, ok } from './bookings-fixtures.js';
import { type Api, startServer, type TestServer } from './helpers.js';

let s: TestServer;
let api: Api;
let customerId: string;

beforeAll(async () => {
  s = await startServer();
  api = s.api;
  customerId = (await mkCustomer(api)).id;
});
afterAll(() => s?.close());

// A week in 2030 (UTC tenant): Monday 2030-01-07 .. Friday 2030-01-11.
const MON = '2030-01-07';
const TUE = '2030-01-08';
const WED = '2030-01-09';
const THU = '2030-01-10';
const FRI = '2030-01-11';
const SAT = '2030-01-12';

const book = (fleetItemId: string, pickup: string, ret: string, quantity = 1, extra: Record<string, unknown> = {}) =>
  api('POST', '/v1/bookings', {
    body: {
      customer_id: customerId,
      pickup_date: pickup,
      return_date: ret,
      line_items: [{ fleet_item_id: fleetItemId, quantity }],
      ...extra,
    },
  });

const check = (fleetItemId: string, pickup: string, ret: string, quantity = 1) =>
  ok(api, 'POST', '/v1/availability/check', {
    line_items: [{ fleet_item_id: fleetItemId, quantity }],
    pickup_date: pickup,
    return_date: ret,
  });

function expect409(res: { status: number; body: any; text: string }, param = 'line_items.0.fleet_item_id') {
  expect(res.status, res.text).toBe(409);
  expect(res.body.error).toMatchObject({ type: 'conflict_error', code: 'item_unavailable', param });
}

describe('the peak rule', () => {
  it('2 kayaks booked Mon-Tue and Thu-Fri leave 1 free for Mon-Fri (a sum would refuse it)', async () => {
    const kayak = await mkItem(api, { quantity: 2 });
    expect((await book(kayak.id, MON, TUE)).status).toBe(201);
    expect((await book(kayak.id, THU, FRI)).status).toBe(201);
    expect(await check(kayak.id, MON, FRI)).toEqual({
      object: 'availability_check',
      available: true,
      line_items: [{ fleet_item_id: kayak.id, requested: 1, free: 1, available: true }],
    });
    expect((await check(kayak.id, MON, FRI, 2)).line_items[0]).toMatchObject({ free: 1, available: false });
    expect409(await book(kayak.id, MON, FRI, 2));
    expect((await book(kayak.id, MON, FRI)).status).toBe(201);
    // Now both units are taken on Monday and on Thursday, one on Wednesday.
    expect409(await book(kayak.id, `${MON}T12:00`, `${TUE}T12:00`));
    expect((await book(kayak.id, WED, THU)).status).toBe(201);
    expect409(await book(kayak.id, WED, THU));
  });

  it('intervals are half-open: a booking ending when another starts does not overlap it', async () => {
    const bike = await mkItem(api, { quantity: 1 });
    expect((await book(bike.id, `${MON}T09:00`, `${TUE}T09:00`)).status).toBe(201);
    expect((await book(bike.id, `${TUE}T09:00`, `${WED}T09:00`)).status).toBe(201);
    expect((await book(bike.id, `${MON}T06:00`, `${MON}T09:00`)).status).toBe(201);
    expect409(await book(bike.id, `${TUE}T08:59`, `${TUE}T10:00`));
    expect((await check(bike.id, `${WED}T09:00`, THU)).line_items[0]).toMatchObject({ free: 1 });
    expect((await check(bike.id, `${WED}T08:59`, THU)).line_items[0]).toMatchObject({ free: 0 });
  });

  it("turnaround pushes the next booking: the unit is busy until return + the item's turnaround", async () => {
    const camera = await mkItem(api, { quantity: 1, turnaround_minutes: 60 });
    expect((await book(camera.id, `${MON}T09:00`, `${TUE}T09:00`)).status).toBe(201);
    expect409(await book(camera.id, `${TUE}T09:30`, WED));
    // A booking before it must also end an hour before it starts.
    expect409(await book(camera.id, '2030-01-06', `${MON}T08:30`));
    expect((await book(camera.id, `${TUE}T10:00`, WED)).status).toBe(201);
    expect((await book(camera.id, '2030-01-06', `${MON}T08:00`)).status).toBe(201);
  });

  it('a downtime blocks its units; deleting it frees them', async () => {
    const boat = await mkItem(api, { quantity: 2 });
    const dt = await ok(
      api,
      'POST',
      '/v1/downtimes',
      { fleet_item_id: boat.id, quantity: 2, start: TUE, end: THU, reason: 'Hull repair' },
      201,
    );
    expect(dt).toMatchObject({
      object: 'downtime',
      fleet_item_id: boat.id,
      quantity: 2,
      start: `${TUE}T00:00:00.000Z`,
      end: `${THU}T00:00:00.000Z`,
      reason: 'Hull repair',
      livemode: false,
      conflicting_booking_ids: [],
    });
    expect(dt.id).toMatch(/^dt_/);
    expect409(await book(boat.id, MON, WED));
    expect((await book(boat.id, MON, TUE, 2)).status).toBe(201);
    expect((await book(boat.id, THU, FRI, 2)).status).toBe(201);
    expect((await check(boat.id, `${WED}T23:00`, `${THU}T01:00`)).line_items[0]).toMatchObject({ free: 0 });
    await ok(api, 'DELETE', `/v1/downtimes/${dt.id}`, undefined);
    expect((await book(boat.id, MON, WED)).status).toBe(409); // Monday is fully booked
    expect((await book(boat.id, TUE, THU, 2)).status).toBe(201);
  });

  it('cancel frees the units at once', async () => {
    const sup = await mkItem(api, { quantity: 1 });
    const first = await book(sup.id, MON, WED);
    expect(first.status).toBe(201);
    expect409(await book(sup.id, TUE, THU));
    await ok(api, 'POST', `/v1/bookings/${first.body.id}/cancel`, {});
    expect((await book(sup.id, TUE, THU)).status).toBe(201);
  });

  it('extend and swap use the same rule: a peak that fits is accepted, one that does not is 409', async () => {
    const a = await mkItem(api, { quantity: 2 });
    const b = await mkItem(api, { quantity: 2 });
    const extending = (await book(a.id, MON, TUE)).body;
    expect((await book(a.id, WED, THU)).status).toBe(201);
    expect((await book(a.id, `${THU}T12:00`, FRI)).status).toBe(201);
    // Over Mon-Fri the two others never overlap each other: the extension fits (peak 2 of 2).
    const extended = await api('POST', `/v1/bookings/${extending.id}/extend`, { body: { new_return_date: FRI } });
    expect(extended.status, extended.text).toBe(200);
    expect((await book(a.id, TUE, `${TUE}T12:00`)).status).toBe(201);
    // Now Tuesday has 2 in use: extending a booking of B's item... first B: swap a line onto `a`.
    const onB = (await book(b.id, TUE, WED)).body;
    const swap = await api('POST', `/v1/bookings/${onB.id}/swap-item`, {
      body: { line_item_id: onB.line_items[0].id, new_fleet_item_id: a.id },
    });
    expect409(swap, 'new_fleet_item_id');
    const onB2 = (await book(b.id, `${WED}T00:00`, `${WED}T12:00`)).body;
    const swapped = await api('POST', `/v1/bookings/${onB2.id}/swap-item`, {
      body: { line_item_id: onB2.line_items[0].id, new_fleet_item_id: a.id },
    });
    // Wednesday morning on `a`: the extended booking and Wed-Thu: 2 of 2 in use.
    expect409(swapped, 'new_fleet_item_id');
    const onB3 = (await book(b.id, `${SAT}T00:00`, `${SAT}T12:00`)).body;
    const swapped3 = await api('POST', `/v1/bookings/${onB3.id}/swap-item`, {
      body: { line_item_id: onB3.line_items[0].id, new_fleet_item_id: a.id },
    });
    expect(swapped3.status, swapped3.text).toBe(200);
    // And an extension into a stretch where both units are taken is refused.
    const short = (await book(b.id, '2030-01-13', '2030-01-14')).body;
    expect((await book(b.id, '2030-01-14T12:00', '2030-01-15', 2)).status).toBe(201);
    const refused = await api('POST', `/v1/bookings/${short.id}/extend`, { body: { new_return_date: '2030-01-15' } });
    expect409(refused, 'new_return_date');
  });

  it('instants near the end of year 9999 compare as instants: a turnaround past it still collides', async () => {
    const item = await mkItem(api, { quantity: 1, turnaround_minutes: 600 });
    expect((await book(item.id, '9999-12-31T10:00:00Z', '9999-12-31T20:00:00Z')).status).toBe(201);
    expect409(await book(item.id, '9999-12-31T21:00:00Z', '9999-12-31T22:00:00Z'));
    const past = await book(item.id, '9999-12-31T10:00:00Z', '9999-12-31T23:00:00-05:00');
    expect(past.status, past.text).toBe(400);
    expect(past.body.error).toMatchObject({ code: 'parameter_invalid', param: 'return_date' });
  });
});

describe('GET /v1/fleet-items/:id/availability', () => {
  it('day slots: in_use counts turnaround, down the downtimes, available the peak of both', async () => {
    const item = await mkItem(api, { quantity: 3, turnaround_minutes: 120 });
    expect((await book(item.id, `${MON}T10:00`, `${TUE}T23:00`, 2)).status).toBe(201);
    await ok(api, 'POST', '/v1/downtimes', { fleet_item_id: item.id, start: `${WED}T12:00`, end: THU }, 201);
    const cal = await ok(api, 'GET', `/v1/fleet-items/${item.id}/availability?from=${MON}&to=${THU}`, undefined);
    expect(cal).toEqual({
      object: 'fleet_item_availability',
      fleet_item_id: item.id,
      quantity: 3,
      time_zone: 'UTC',
      interval: 'day',
      slots: [
        { start: `${MON}T00:00:00.000Z`, end: `${TUE}T00:00:00.000Z`, in_use: 2, down: 0, available: 1 },
        { start: `${TUE}T00:00:00.000Z`, end: `${WED}T00:00:00.000Z`, in_use: 2, down: 0, available: 1 },
        // The booking's turnaround runs to 01:00 on Wednesday; the downtime starts at noon.
        { start: `${WED}T00:00:00.000Z`, end: `${THU}T00:00:00.000Z`, in_use: 2, down: 1, available: 1 },
        // A date alone as `to` is the end of that day.
        { start: `${THU}T00:00:00.000Z`, end: `${FRI}T00:00:00.000Z`, in_use: 0, down: 0, available: 3 },
      ],
    });
  });

  it('hour slots are UTC hours, the first and last clipped to [from, to)', async () => {
    const item = await mkItem(api, { quantity: 2 });
    expect((await book(item.id, `${MON}T10:30`, `${MON}T11:15`)).status).toBe(201);
    const cal = await ok(
      api,
      'GET',
      `/v1/fleet-items/${item.id}/availability?from=${MON}T09:45:00Z&to=${MON}T12:10:00Z&interval=hour`,
      undefined,
    );
    expect(cal.slots).toEqual([
      { start: `${MON}T09:45:00.000Z`, end: `${MON}T10:00:00.000Z`, in_use: 0, down: 0, available: 2 },
      { start: `${MON}T10:00:00.000Z`, end: `${MON}T11:00:00.000Z`, in_use: 1, down: 0, available: 1 },
      { start: `${MON}T11:00:00.000Z`, end: `${MON}T12:00:00.000Z`, in_use: 1, down: 0, available: 1 },
      { start: `${MON}T12:00:00.000Z`, end: `${MON}T12:10:00.000Z`, in_use: 0, down: 0, available: 2 },
    ]);
  });

  it('an inactive item answers every slot with available 0', async () => {
    const item = await mkItem(api, { quantity: 4, active: false });
    const cal = await ok(api, 'GET', `/v1/fleet-items/${item.id}/availability?from=${MON}&to=${TUE}`, undefined);
    expect(cal.slots.map((x: any) => x.available)).toEqual([0, 0]);
  });

  it('the item and the zone a calendar shows change with the records at once (they may come from memory)', async () => {
    const item = await mkItem(api, { quantity: 4, turnaround_minutes: 0 });
    const path = `/v1/fleet-items/${item.id}/availability?from=${MON}&to=${TUE}`;
    const first = await ok(api, 'GET', path, undefined);
    expect(await ok(api, 'GET', path, undefined)).toEqual(first); // now certainly held in memory
    expect(first.quantity).toBe(4);
    await ok(api, 'PATCH', `/v1/fleet-items/${item.id}`, { quantity: 6 });
    const more = await ok(api, 'GET', path, undefined);
    expect(more.quantity).toBe(6);
    expect(more.slots.map((x: any) => x.available)).toEqual([6, 6]);
    await ok(api, 'PATCH', `/v1/fleet-items/${item.id}`, { active: false });
    expect((await ok(api, 'GET', path, undefined)).slots.map((x: any) => x.available)).toEqual([0, 0]);
    await ok(api, 'PATCH', '/v1/tenant', { timezone: 'America/New_York' });
    try {
      const zoned = await ok(api, 'GET', path, undefined);
      expect(zoned.time_zone).toBe('America/New_York');
      expect(zoned.slots[0].start).toBe(`${MON}T05:00:00.000Z`);
    } finally {
      await ok(api, 'PATCH', '/v1/tenant', { timezone: 'UTC' });
    }
    expect((await api('GET', `/v1/fleet-items/${item.id}x/availability`)).status).toBe(404);
  });

  it('at most 400 slots (400 parameter_invalid, param to); bad ranges and unknown items are clear errors', async () => {
    const item = await mkItem(api);
    const cal = (q: string) => api('GET', `/v1/fleet-items/${item.id}/availability?${q}`);
    expect((await cal('from=2030-01-01&to=2031-02-04')).body.slots).toHaveLength(400);
    const long = await cal('from=2030-01-01&to=2031-02-05');
    expect(long.status).toBe(400);
    expect(long.body.error).toMatchObject({ code: 'parameter_invalid', param: 'to' });
    expect((await cal('from=2030-01-01T00:00Z&to=2030-01-17T16:00Z&interval=hour')).body.slots).toHaveLength(400);
    expect((await cal('from=2030-01-01T00:00Z&to=2030-01-17T16:01Z&interval=hour')).status).toBe(400);
    const backwards = await cal(`from=${TUE}&to=${MON}T12:00`);
    expect(backwards.status).toBe(400);
    expect(backwards.body.error).toMatchObject({ code: 'parameter_invalid', param: 'to' });
    // Without from, the range starts today: a to before today is a backwards range.
    expect((await cal('to=2020-01-01')).body.error).toMatchObject({ code: 'parameter_invalid', param: 'to' });
    expect((await cal(`from=${MON}&to=${TUE}&interval=week`)).body.error).toMatchObject({ param: 'interval' });
    expect((await cal(`from=${MON}&to=${TUE}&extra=1`)).body.error).toMatchObject({ param: 'extra' });
    expect((await cal('from=yesterday&to=2030-01-02')).body.error).toMatchObject({ param: 'from' });
    const missing = await api('GET', `/v1/fleet-items/fi_nope/availability?from=${MON}&to=${TUE}`);
    expect(missing.status).toBe(404);
  });

  it("day slots are the tenant's local days: 25 hours when DST ends, 23 when it starts", async () => {
    const ny = await s.newTenant('New York Rentals', 'America/New_York');
    const nyApi: Api = (m, p, o = {}) => api(m, p, { key: ny.test_key, ...o });
    const item = await ok(nyApi, 'POST', '/v1/fleet-items', { name: 'Kayak', price_full_day: 100 }, 201);
    const autumn = await ok(
      nyApi,
      'GET',
      `/v1/fleet-items/${item.id}/availability?from=2026-10-31&to=2026-11-01`,
      undefined,
    );
    expect(autumn.time_zone).toBe('America/New_York');
    expect(autumn.slots.map((x: any) => [x.start, x.end])).toEqual([
      ['2026-10-31T04:00:00.000Z', '2026-11-01T04:00:00.000Z'],
      ['2026-11-01T04:00:00.000Z', '2026-11-02T05:00:00.000Z'],
    ]);
    const spring = await ok(
      nyApi,
      'GET',
      `/v1/fleet-items/${item.id}/availability?from=2026-03-08&to=2026-03-08`,
      undefined,
    );
    expect(spring.slots.map((x: any) => [x.start, x.end])).toEqual([
      ['2026-03-08T05:00:00.000Z', '2026-03-09T04:00:00.000Z'],
    ]);
    // A range starting mid-day is clipped; hour slots stay UTC hours whatever the tenant's zone.
    const clipped = await ok(
      nyApi,
      'GET',
      `/v1/fleet-items/${item.id}/availability?from=2026-11-01T12:30&to=2026-11-02T03:00&interval=day`,
      undefined,
    );
    expect(clipped.slots.map((x: any) => [x.start, x.end])).toEqual([
      ['2026-11-01T17:30:00.000Z', '2026-11-02T05:00:00.000Z'],
      ['2026-11-02T05:00:00.000Z', '2026-11-02T08:00:00.000Z'],
    ]);
  });
});

describe('POST /v1/availability/check', () => {
  it('answers per line with the fewest units free, and for the whole cart', async () => {
    const a = await mkItem(api, { quantity: 3 });
    const b = await mkItem(api, { quantity: 1 });
    expect((await book(a.id, MON, WED, 2)).status).toBe(201);
    const res = await ok(api, 'POST', '/v1/availability/check', {
      line_items: [{ fleet_item_id: a.id, quantity: 2 }, { fleet_item_id: b.id }],
      pickup_date: TUE,
      return_date: THU,
    });
    expect(res).toEqual({
      object: 'availability_check',
      available: false,
      line_items: [
        { fleet_item_id: a.id, requested: 2, free: 1, available: false },
        { fleet_item_id: b.id, requested: 1, free: 1, available: true },
      ],
    });
  });

  it('validates as Create Booking does, writes nothing and ignores an Idempotency-Key', async () => {
    const a = await mkItem(api);
    const off = await mkItem(api, { active: false });
    const body = { line_items: [{ fleet_item_id: a.id }], pickup_date: MON, return_date: TUE };
    const bad = async (b: unknown, code: string, param: string) => {
      const res = await api('POST', '/v1/availability/check', { body: b });
      expect(res.status, res.text).toBe(400);
      expect(res.body.error).toMatchObject({ code, param });
    };
    await bad({ ...body, line_items: [{ fleet_item_id: off.id }] }, 'resource_inactive', 'line_items.0.fleet_item_id');
    await bad(
      { ...body, line_items: [{ fleet_item_id: a.id }, { fleet_item_id: 'fi_nope' }] },
      'resource_missing',
      'line_items.1.fleet_item_id',
    );
    await bad(
      { ...body, line_items: [{ fleet_item_id: a.id }, { fleet_item_id: a.id }] },
      'parameter_invalid',
      'line_items.1.fleet_item_id',
    );
    await bad({ ...body, return_date: MON }, 'parameter_invalid', 'return_date');
    await bad({ ...body, return_date: '2032-01-08' }, 'parameter_invalid', 'return_date');
    await bad({ ...body, line_items: [] }, 'parameter_invalid', 'line_items');
    await bad(
      { ...body, line_items: [{ fleet_item_id: a.id, quantity: 0 }] },
      'parameter_invalid',
      'line_items.0.quantity',
    );
    await bad({ ...body, half_day: true }, 'parameter_unknown', 'half_day');
    const before = await s.sql.snapshot();
    const headers = { 'idempotency-key': 'check-1' };
    expect((await api('POST', '/v1/availability/check', { body, headers })).status).toBe(200);
    const other = await api('POST', '/v1/availability/check', { body: { ...body, return_date: WED }, headers });
    expect(other.status, other.text).toBe(200);
    expect(other.headers.get('idempotent-replayed')).toBeNull();
    expect(await s.sql.snapshot()).toEqual(before);
  });
});

describe('/v1/downtimes', () => {
  it('a downtime that leaves holding bookings short is 409 unless force, which names them', async () => {
    const item = await mkItem(api, { quantity: 2, turnaround_minutes: 30 });
    const b1 = (await book(item.id, MON, WED)).body;
    const b2 = (await book(item.id, `${TUE}T12:00`, THU)).body;
    const b3 = (await book(item.id, FRI, SAT)).body;
    // Only Tuesday noon .. Wednesday 00:30 has both units held; a downtime of 1 unit there is short.
    const body = { fleet_item_id: item.id, start: TUE, end: FRI };
    const refused = await api('POST', '/v1/downtimes', { body });
    expect(refused.status, refused.text).toBe(409);
    expect(refused.body.error).toMatchObject({ type: 'conflict_error', code: 'item_unavailable', param: 'force' });
    expect(refused.body.error.message).toContain(b1.id);
    expect((await api('GET', `/v1/downtimes?fleet_item_id=${item.id}`)).body.data).toEqual([]);
    const forced = await ok(api, 'POST', '/v1/downtimes', { ...body, force: true }, 201);
    expect(forced.conflicting_booking_ids).toEqual([b1.id, b2.id].sort());
    expect(forced.conflicting_booking_ids).not.toContain(b3.id);
    // Moving it to where it fits needs no force, and it then leaves nobody short.
    const moved = await ok(api, 'PATCH', `/v1/downtimes/${forced.id}`, { start: `${WED}T00:30`, end: FRI });
    expect(moved).toMatchObject({
      start: `${WED}T00:30:00.000Z`,
      end: `${FRI}T00:00:00.000Z`,
      conflicting_booking_ids: [],
    });
    const back = await api('PATCH', `/v1/downtimes/${forced.id}`, { body: { start: TUE } });
    expect(back.status).toBe(409);
    expect((await ok(api, 'GET', `/v1/downtimes/${forced.id}`, undefined)).start).toBe(`${WED}T00:30:00.000Z`);
    // Downtimes alone may not take more units than exist.
    const after = { fleet_item_id: item.id, start: `${SAT}T01:00`, end: '2030-01-13' };
    expect((await api('POST', '/v1/downtimes', { body: { ...after, quantity: 2 } })).status).toBe(201);
    const over = await api('POST', '/v1/downtimes', { body: after });
    expect(over.status).toBe(409);
    expect(over.body.error.message).toContain('more units would be out of service than the item has');
  });

  it('validates its fields; the fleet item of a downtime stays', async () => {
    const item = await mkItem(api, { quantity: 2 });
    const bad = async (method: string, path: string, b: unknown, code: string, param: string) => {
      const res = await api(method, path, { body: b });
      expect(res.status, res.text).toBe(400);
      expect(res.body.error).toMatchObject({ code, param });
    };
    const base = { fleet_item_id: item.id, start: MON, end: TUE };
    await bad('POST', '/v1/downtimes', { ...base, quantity: 3 }, 'parameter_invalid', 'quantity');
    await bad('POST', '/v1/downtimes', { ...base, quantity: 0 }, 'parameter_invalid', 'quantity');
    await bad('POST', '/v1/downtimes', { ...base, end: MON }, 'parameter_invalid', 'end');
    await bad('POST', '/v1/downtimes', { ...base, fleet_item_id: 'fi_nope' }, 'resource_missing', 'fleet_item_id');
    await bad('POST', '/v1/downtimes', { ...base, reason: 'x'.repeat(201) }, 'parameter_invalid', 'reason');
    await bad('POST', '/v1/downtimes', { ...base, start: undefined }, 'parameter_missing', 'start');
    const dt = await ok(api, 'POST', '/v1/downtimes', { ...base, reason: 'y'.repeat(200) }, 201);
    await bad('PATCH', `/v1/downtimes/${dt.id}`, { fleet_item_id: item.id }, 'parameter_unknown', 'fleet_item_id');
    await bad('PATCH', `/v1/downtimes/${dt.id}`, { end: '2030-01-06' }, 'parameter_invalid', 'end');
    await bad('PATCH', `/v1/downtimes/${dt.id}`, { quantity: 3 }, 'parameter_invalid', 'quantity');
    const renamed = await ok(api, 'PATCH', `/v1/downtimes/${dt.id}`, { reason: null });
    expect(renamed).toMatchObject({ reason: null, quantity: 1, start: `${MON}T00:00:00.000Z` });
    expect((await api('GET', '/v1/downtimes/dt_nope')).status).toBe(404);
    expect((await api('DELETE', '/v1/downtimes/dt_nope')).status).toBe(404);
    expect(await ok(api, 'DELETE', `/v1/downtimes/${dt.id}`, undefined)).toEqual({
      id: dt.id,
      object: 'downtime',
      deleted: true,
    });
    expect((await api('GET', `/v1/downtimes/${dt.id}`)).status).toBe(404);
  });

  it('lists newest first, filtered by item and by overlap with [from, to)', async () => {
    const item = await mkItem(api, { quantity: 5 });
    const other = await mkItem(api, { quantity: 5 });
    const mk = (id: string, start: string, end: string) =>
      ok(api, 'POST', '/v1/downtimes', { fleet_item_id: id, start, end }, 201);
    const d1 = await mk(item.id, MON, TUE);
    const d2 = await mk(item.id, WED, THU);
    const d3 = await mk(other.id, MON, FRI);
    const ids = async (q: string) => (await ok(api, 'GET', `/v1/downtimes?${q}`, undefined)).data.map((d: any) => d.id);
    expect(await ids(`fleet_item_id=${item.id}`)).toEqual([d2.id, d1.id]);
    expect(await ids(`fleet_item_id=${item.id}&from=${TUE}`)).toEqual([d2.id]);
    // A date alone as `to` is the end of that day: Monday's downtime overlaps it, Wednesday's does not.
    expect(await ids(`fleet_item_id=${item.id}&to=${MON}`)).toEqual([d1.id]);
    expect(await ids(`fleet_item_id=${item.id}&from=${TUE}T00:00Z&to=${WED}T00:00Z`)).toEqual([]);
    expect(await ids(`from=${MON}&to=${TUE}&limit=2`)).toHaveLength(2);
    const page1 = await ok(api, 'GET', `/v1/downtimes?from=${MON}&limit=1`, undefined);
    expect(page1.has_more).toBe(true);
    const page2 = await ok(api, 'GET', `/v1/downtimes?from=${MON}&limit=1&cursor=${page1.next_cursor}`, undefined);
    expect(page2.data[0].id).not.toBe(page1.data[0].id);
    expect([d3.id]).toContain(page1.data[0].id);
  });
});

describe('PATCH a booking', () => {
  it('re-sending its own pickup_location_id after that location was deleted is a no-op', async () => {
    const item = await mkItem(api);
    const loc = await ok(api, 'POST', '/v1/locations', { name: 'Pier', timezone: 'UTC' }, 201);
    const created = (await book(item.id, MON, TUE, 1, { pickup_location_id: loc.id })).body;
    await ok(api, 'DELETE', `/v1/locations/${loc.id}`, undefined);
    const same = await ok(api, 'PATCH', `/v1/bookings/${created.id}`, { pickup_location_id: loc.id });
    expect(same.updated_at).toBe(created.updated_at);
    const other = await api('PATCH', `/v1/bookings/${created.id}`, { body: { pickup_location_id: 'loc_nope' } });
    expect(other.status).toBe(400);
    expect(other.body.error).toMatchObject({ code: 'resource_missing', param: 'pickup_location_id' });
  });
});
