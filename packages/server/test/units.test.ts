/**
 * Numbered units, pick-up and return through the API, on an injected clock (nothing sleeps): fleet
 * item `tracking` and `buffer_before_minutes`, `/v1/units` (identifiers, retire, release, delete),
 * `POST /v1/bookings/:id/pickup` and `/return` with every error code and param, PATCH status as a
 * pick-up or return, maintenance downtimes, and the occupancy of active (late) and returned bookings.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOKING_KEYS, expectError, expectEvents, mkCustomer, mkItem, ok } from './bookings-fixtures.js';
import { type Api, startServer, type TestServer } from './helpers.js';

const T0 = Date.parse('2030-03-01T10:00:00.000Z');
let nowMs = T0;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const iso = (ms: number) => new Date(ms).toISOString();

let s: TestServer;
let api: Api;
let customerId: string;

beforeAll(async () => {
  s = await startServer({ clock: () => new Date(nowMs), expiry: { enabled: false } });
  api = s.api;
  customerId = (await mkCustomer(api)).id;
});
afterAll(async () => {
  await s?.close();
});

let seq = 0;
/** A fleet item tracked by units, with `n` units (identifiers unique across the file). */
async function numberedItem(n: number, fields: Record<string, unknown> = {}) {
  const item = await mkItem(api, { name: 'E-bike', tracking: 'units', ...fields });
  const units: any[] = [];
  for (let i = 0; i < n; i++) {
    units.push(await ok(api, 'POST', '/v1/units', { fleet_item_id: item.id, identifier: `EB-${++seq}` }, 201));
  }
  return { item: await ok(api, 'GET', `/v1/fleet-items/${item.id}`, undefined), units };
}

/** A booking of `lines` ([fleet item id, quantity]) over [pickup, return), confirmed unless told. */
async function book(lines: [string, number][], pickupMs: number, returnMs: number, confirm = true) {
  const res = await api('POST', '/v1/bookings', {
    body: {
      customer_id: customerId,
      pickup_date: iso(pickupMs),
      return_date: iso(returnMs),
      line_items: lines.map(([fleet_item_id, quantity]) => ({ fleet_item_id, quantity })),
    },
  });
  expect(res.status, res.text).toBe(201);
  if (!confirm) return res.body;
  return ok(api, 'PATCH', `/v1/bookings/${res.body.id}`, { status: 'confirmed' });
}

const post = (path: string, body: unknown = {}) => api('POST', path, { body });
const getUnit = (id: string) => ok(api, 'GET', `/v1/units/${id}`, undefined);

describe('fleet item tracking and buffer_before_minutes', () => {
  it('defaults, quantity read-only and derived from units not retired, 0 on a switch', async () => {
    nowMs = T0;
    const plain = await mkItem(api, { quantity: 3 });
    expect(plain).toMatchObject({ tracking: 'quantity', buffer_before_minutes: 0, quantity: 3 });
    expectError(
      await post('/v1/units', { fleet_item_id: plain.id, identifier: 'X-1' }),
      400,
      'parameter_invalid',
      'fleet_item_id',
    );
    expectError(await post('/v1/units', { fleet_item_id: 'fi_nope', identifier: 'X-1' }), 400, 'resource_missing');
    const switched = await ok(api, 'PATCH', `/v1/fleet-items/${plain.id}`, { tracking: 'units' });
    expect(switched.quantity).toBe(0);
    const { item, units } = await numberedItem(2);
    expect(item.quantity).toBe(2);
    expectError(
      await api('PATCH', `/v1/fleet-items/${item.id}`, { body: { quantity: 5 } }),
      400,
      'parameter_invalid',
      'quantity',
    );
    await ok(api, 'POST', `/v1/units/${units[0].id}/retire`, {});
    expect((await ok(api, 'GET', `/v1/fleet-items/${item.id}`, undefined)).quantity).toBe(1);
    // Back to quantity: the count stays, and the quantity is editable again.
    const back = await ok(api, 'PATCH', `/v1/fleet-items/${item.id}`, { tracking: 'quantity' });
    expect(back).toMatchObject({ tracking: 'quantity', quantity: 1 });
    expect((await ok(api, 'PATCH', `/v1/fleet-items/${item.id}`, { quantity: 4 })).quantity).toBe(4);
    for (const bad of [-1, 10_081, 1.5]) {
      expectError(
        await api('PATCH', `/v1/fleet-items/${item.id}`, { body: { buffer_before_minutes: bad } }),
        400,
        'parameter_invalid',
        'buffer_before_minutes',
      );
    }
    expectError(
      await api('PATCH', `/v1/fleet-items/${item.id}`, { body: { tracking: 'serial' } }),
      400,
      'parameter_invalid',
      'tracking',
    );
  });

  it('tracking changes only while no pending, confirmed or active booking holds the item (409 item_in_use)', async () => {
    nowMs = T0;
    const item = await mkItem(api, { quantity: 2 });
    const pending = await book([[item.id, 1]], T0 + DAY, T0 + 2 * DAY, false);
    expectError(
      await api('PATCH', `/v1/fleet-items/${item.id}`, { body: { tracking: 'units' } }),
      409,
      'item_in_use',
      'tracking',
    );
    await ok(api, 'PATCH', `/v1/bookings/${pending.id}`, { status: 'confirmed' });
    expectError(await api('PATCH', `/v1/fleet-items/${item.id}`, { body: { tracking: 'units' } }), 409, 'item_in_use');
    nowMs = T0 + DAY;
    await ok(api, 'PATCH', `/v1/bookings/${pending.id}`, { status: 'active' });
    expectError(await api('PATCH', `/v1/fleet-items/${item.id}`, { body: { tracking: 'units' } }), 409, 'item_in_use');
    // Re-sending the same tracking is no change.
    await ok(api, 'PATCH', `/v1/fleet-items/${item.id}`, { tracking: 'quantity' });
    await ok(api, 'PATCH', `/v1/bookings/${pending.id}`, { status: 'completed' });
    expect((await ok(api, 'PATCH', `/v1/fleet-items/${item.id}`, { tracking: 'units' })).quantity).toBe(0);
  });
});

describe('/v1/units', () => {
  it('create, get, list with filters and paging, PATCH; identifiers unique case-insensitively among units not retired', async () => {
    nowMs = T0;
    const { item, units } = await numberedItem(3);
    const [a, b, c] = units;
    expect(a).toMatchObject({
      object: 'unit',
      fleet_item_id: item.id,
      serial_number: null,
      notes: null,
      status: 'available',
      condition: 'ok',
      booking_id: null,
      retired_at: null,
      retired_reason: null,
      livemode: false,
    });
    expect(a.id).toMatch(/^unit_/);
    expect(Object.keys(a).sort()).toEqual(
      [
        'id',
        'object',
        'fleet_item_id',
        'identifier',
        'serial_number',
        'notes',
        'status',
        'condition',
        'booking_id',
        'retired_at',
        'retired_reason',
        'created_at',
        'updated_at',
        'livemode',
      ].sort(),
    );
    expect(await getUnit(a.id)).toEqual(a);
    expectError(await api('GET', '/v1/units/unit_nope'), 404, 'resource_missing');
    const taken = await post('/v1/units', { fleet_item_id: item.id, identifier: a.identifier.toLowerCase() });
    expectError(taken, 409, 'resource_already_exists', 'identifier');
    expectError(
      await api('PATCH', `/v1/units/${b.id}`, { body: { identifier: a.identifier } }),
      409,
      'resource_already_exists',
      'identifier',
    );
    expectError(
      await post('/v1/units', { fleet_item_id: item.id, identifier: '' }),
      400,
      'parameter_invalid',
      'identifier',
    );
    expectError(
      await post('/v1/units', { fleet_item_id: item.id, identifier: 'x'.repeat(65) }),
      400,
      'parameter_invalid',
      'identifier',
    );
    expectError(
      await post('/v1/units', { fleet_item_id: item.id, identifier: 'Z', status: 'out' }),
      400,
      'parameter_unknown',
    );
    const patched = await ok(api, 'PATCH', `/v1/units/${b.id}`, { serial_number: 'SN-1', notes: 'new tyres' });
    expect(patched).toMatchObject({ serial_number: 'SN-1', notes: 'new tyres', identifier: b.identifier });
    // The live mode has units of its own: same identifier, no clash.
    const live = await api('POST', '/v1/units', {
      key: s.tenant.live_key,
      body: { fleet_item_id: item.id, identifier: a.identifier },
    });
    expectError(live, 400, 'resource_missing', 'fleet_item_id');

    const listed = await ok(api, 'GET', `/v1/units?fleet_item_id=${item.id}`, undefined);
    expect(listed.data.map((u: any) => u.id)).toEqual([c.id, b.id, a.id]);
    const page = await ok(api, 'GET', `/v1/units?fleet_item_id=${item.id}&limit=2`, undefined);
    expect(page.data.map((u: any) => u.id)).toEqual([c.id, b.id]);
    expect(page.has_more).toBe(true);
    await ok(api, 'POST', `/v1/units/${c.id}/retire`, { reason: 'Frame cracked' });
    const retired = await ok(api, 'GET', `/v1/units?fleet_item_id=${item.id}&status=retired`, undefined);
    expect(retired.data.map((u: any) => u.id)).toEqual([c.id]);
    expectError(await api('GET', '/v1/units?status=broken'), 400, 'parameter_invalid', 'status');
    // A retired unit's identifier is free again.
    const reused = await ok(api, 'POST', '/v1/units', { fleet_item_id: item.id, identifier: c.identifier }, 201);
    expect(reused.identifier).toBe(c.identifier);
  });
});

describe('pick-up', () => {
  it('every error with its code and param, and nothing written by a refused pick-up', async () => {
    nowMs = T0;
    const { item, units } = await numberedItem(3);
    const other = await numberedItem(1);
    const plain = await mkItem(api, { quantity: 5 });
    const pending = await book([[item.id, 2]], T0, T0 + DAY, false);
    const pickup = (id: string, body: unknown) => post(`/v1/bookings/${id}/pickup`, body);
    const [line] = pending.line_items;
    const named = (unit_ids: string[]) => ({ units: [{ line_item_id: line.id, unit_ids }] });
    // The request's own errors come before the booking's status (a 409).
    expectError(await pickup(pending.id, {}), 400, 'units_required', 'units');
    expectError(await pickup(pending.id, named([units[0].id, units[1].id])), 409, 'booking_invalid_transition');
    const b = await ok(api, 'PATCH', `/v1/bookings/${pending.id}`, { status: 'confirmed' });
    expectError(await pickup(b.id, {}), 400, 'units_required', 'units');
    expectError(await pickup(b.id, named([units[0].id])), 400, 'units_required', 'units');
    expectError(await pickup(b.id, named([units[0].id, units[1].id, units[2].id])), 400, 'units_required', 'units');
    expectError(await pickup(b.id, named([units[0].id, units[0].id])), 400, 'parameter_invalid', 'units.0.unit_ids.1');
    expectError(
      await pickup(b.id, named([units[0].id, other.units[0].id])),
      400,
      'parameter_invalid',
      'units.0.unit_ids.1',
    );
    expectError(await pickup(b.id, named([units[0].id, 'unit_nope'])), 400, 'resource_missing', 'units.0.unit_ids.1');
    expectError(
      await pickup(b.id, { units: [{ line_item_id: 'li_nope', unit_ids: [] }] }),
      400,
      'parameter_invalid',
      'units.0.line_item_id',
    );
    expectError(
      await pickup(b.id, { ...named([units[0].id, units[1].id]), picked_up_at: iso(T0 + 60_000) }),
      400,
      'parameter_invalid',
      'picked_up_at',
    );
    // A line of an item tracked by quantity takes no units.
    const mixed = await book(
      [
        [plain.id, 1],
        [item.id, 1],
      ],
      T0 + 5 * DAY,
      T0 + 6 * DAY,
    );
    expectError(
      await pickup(mixed.id, { units: [{ line_item_id: mixed.line_items[0].id, unit_ids: [units[0].id] }] }),
      400,
      'parameter_invalid',
      'units.0.line_item_id',
    );
    // A unit out on another booking: 409 naming it, and the whole pick-up writes nothing.
    const first = await book([[item.id, 1]], T0, T0 + DAY);
    await ok(api, 'POST', `/v1/bookings/${first.id}/pickup`, {
      units: [{ line_item_id: first.line_items[0].id, unit_ids: [units[1].id] }],
    });
    const before = await s.sql.all('SELECT id, status, booking_id FROM units ORDER BY id');
    expectError(await pickup(b.id, named([units[0].id, units[1].id])), 409, 'unit_unavailable', 'units.0.unit_ids.1');
    expect(await s.sql.all('SELECT id, status, booking_id FROM units ORDER BY id')).toEqual(before);
    expect((await ok(api, 'GET', `/v1/bookings/${b.id}`, undefined)).status).toBe('confirmed');
    // A unit in maintenance or retired is not available either.
    await ok(api, 'POST', `/v1/units/${units[2].id}/retire`, { force: true });
    expectError(await pickup(b.id, named([units[0].id, units[2].id])), 409, 'unit_unavailable', 'units.0.unit_ids.1');
  });

  it('takes the units out, records them on the line and picked_up_at, emits booking.activated', async () => {
    nowMs = T0;
    const { item, units } = await numberedItem(2);
    const b = await book([[item.id, 2]], T0 - HOUR, T0 + DAY);
    const [line] = b.line_items;
    nowMs = T0 + 10 * 60_000;
    const { result, events } = await expectEvents(s.sql, ['booking.activated'], () =>
      post(`/v1/bookings/${b.id}/pickup`, {
        picked_up_at: iso(T0 + 5 * 60_000),
        units: [{ line_item_id: line.id, unit_ids: [units[1].id, units[0].id] }],
      }),
    );
    expect(result.status, result.text).toBe(200);
    expect(Object.keys(result.body).sort()).toEqual([...BOOKING_KEYS].sort());
    expect(result.body).toMatchObject({
      status: 'active',
      picked_up_at: iso(T0 + 5 * 60_000),
      returned_at: null,
      late_fee_amount: 0,
    });
    expect(result.body.line_items[0].unit_ids).toEqual([units[1].id, units[0].id]);
    expect(events[0]?.data).toMatchObject({ id: b.id, status: 'active', picked_up_at: iso(T0 + 5 * 60_000) });
    for (const u of units) expect(await getUnit(u.id)).toMatchObject({ status: 'out', booking_id: b.id });
    // Out units can be neither retired nor deleted; a second pick-up is a transition error.
    expectError(await post(`/v1/units/${units[0].id}/retire`), 409, 'unit_out');
    expectError(await api('DELETE', `/v1/units/${units[0].id}`), 409, 'unit_in_history');
    expectError(
      await post(`/v1/bookings/${b.id}/pickup`, {
        units: [{ line_item_id: line.id, unit_ids: [units[0].id, units[1].id] }],
      }),
      409,
      'booking_invalid_transition',
    );
    expectError(await post(`/v1/units/${units[0].id}/release`), 409, 'unit_not_in_maintenance');
  });

  it('PATCH status active: a pick-up at now, 409 units_required for a line of a numbered item', async () => {
    nowMs = T0;
    const { item } = await numberedItem(1);
    const numberedBooking = await book([[item.id, 1]], T0, T0 + DAY);
    expectError(
      await api('PATCH', `/v1/bookings/${numberedBooking.id}`, { body: { status: 'active' } }),
      409,
      'units_required',
      'status',
    );
    const plain = await mkItem(api);
    const b = await book([[plain.id, 1]], T0, T0 + DAY);
    nowMs = T0 + 123;
    const active = await ok(api, 'PATCH', `/v1/bookings/${b.id}`, { status: 'active' });
    expect(active).toMatchObject({ status: 'active', picked_up_at: iso(T0 + 123) });
    expect(active.line_items[0].unit_ids).toEqual([]);
    nowMs = T0 + HOUR;
    const done = await ok(api, 'PATCH', `/v1/bookings/${b.id}`, { status: 'completed' });
    expect(done).toMatchObject({ status: 'completed', returned_at: iso(T0 + HOUR), late_fee_amount: 0 });
  });
});

describe('return', () => {
  it('errors with codes and params; units back with their condition; maintenance downtimes opened and released', async () => {
    nowMs = T0;
    const { item, units } = await numberedItem(3);
    const b = await book([[item.id, 3]], T0, T0 + DAY);
    const ret = (body: unknown = {}) => post(`/v1/bookings/${b.id}/return`, body);
    expectError(await ret(), 409, 'booking_invalid_transition');
    nowMs = T0 + HOUR;
    await ok(api, 'POST', `/v1/bookings/${b.id}/pickup`, {
      units: [{ line_item_id: b.line_items[0].id, unit_ids: units.map((u) => u.id) }],
    });
    nowMs = T0 + 2 * DAY;
    expectError(await ret({ returned_at: iso(T0 + HOUR - 1) }), 400, 'parameter_invalid', 'returned_at');
    expectError(await ret({ returned_at: iso(nowMs + 1) }), 400, 'parameter_invalid', 'returned_at');
    const stranger = await numberedItem(1);
    expectError(
      await ret({ units: [{ unit_id: stranger.units[0].id, condition: 'damaged' }] }),
      400,
      'parameter_invalid',
      'units.0.unit_id',
    );
    expectError(
      await ret({ units: [{ unit_id: units[0].id, condition: 'broken' }] }),
      400,
      'parameter_invalid',
      'units.0.condition',
    );
    const returnedAt = T0 + 2 * DAY - HOUR;
    const { result } = await expectEvents(s.sql, ['booking.completed'], () =>
      ret({
        returned_at: iso(returnedAt),
        units: [
          { unit_id: units[0].id, condition: 'damaged', notes: 'Rear wheel bent' },
          { unit_id: units[1].id, condition: 'needs_inspection' },
        ],
        notes: 'Came back late',
      }),
    );
    expect(result.status, result.text).toBe(200);
    expect(result.body).toMatchObject({
      status: 'completed',
      returned_at: iso(returnedAt),
      notes: 'Came back late',
      late_fee_amount: 0,
    });
    expect(result.body.line_items[0].unit_ids).toEqual(units.map((u) => u.id));
    expect(await getUnit(units[0].id)).toMatchObject({
      status: 'in_maintenance',
      condition: 'damaged',
      booking_id: null,
      notes: 'Rear wheel bent',
    });
    expect(await getUnit(units[1].id)).toMatchObject({ status: 'in_maintenance', condition: 'needs_inspection' });
    expect(await getUnit(units[2].id)).toMatchObject({ status: 'available', condition: 'ok', booking_id: null });
    const downtimes = (await ok(api, 'GET', `/v1/downtimes?fleet_item_id=${item.id}`, undefined)).data;
    expect(downtimes).toHaveLength(2);
    for (const d of downtimes) {
      expect(d).toMatchObject({ quantity: 1, start: iso(returnedAt), end: null });
      expect(d.reason).toContain(b.id);
    }
    expect(downtimes.map((d: any) => d.unit_id).sort()).toEqual([units[0].id, units[1].id].sort());
    // Units in maintenance keep their units out of stock from the return on, open-ended.
    const far = await ok(api, 'POST', '/v1/availability/check', {
      line_items: [{ fleet_item_id: item.id, quantity: 1 }],
      pickup_date: '2031-01-01',
      return_date: '2031-01-02',
    });
    expect(far.line_items[0].free).toBe(1);
    // Release ends the maintenance now.
    nowMs = T0 + 3 * DAY;
    const released = await ok(api, 'POST', `/v1/units/${units[0].id}/release`, {});
    expect(released).toMatchObject({ status: 'available', condition: 'ok' });
    const ended = (await ok(api, 'GET', `/v1/downtimes?fleet_item_id=${item.id}`, undefined)).data.find(
      (d: any) => d.unit_id === units[0].id,
    );
    expect(ended.end).toBe(iso(nowMs));
    expectError(await post(`/v1/units/${units[0].id}/release`), 409, 'unit_not_in_maintenance');
    // Retiring a unit in maintenance ends its downtime too.
    const retired = await ok(api, 'POST', `/v1/units/${units[1].id}/retire`, { reason: 'Beyond repair' });
    expect(retired).toMatchObject({
      status: 'retired',
      retired_at: iso(nowMs),
      retired_reason: 'Beyond repair',
      conflicting_booking_ids: [],
    });
    const all = (await ok(api, 'GET', `/v1/downtimes?fleet_item_id=${item.id}`, undefined)).data;
    expect(all.every((d: any) => d.end !== null)).toBe(true);
    expectError(await post(`/v1/units/${units[1].id}/retire`), 409, 'unit_retired');
    expect((await ok(api, 'GET', `/v1/fleet-items/${item.id}`, undefined)).quantity).toBe(2);
    // Picked up once: history, never deleted.
    expectError(await api('DELETE', `/v1/units/${units[2].id}`), 409, 'unit_in_history');
  });
});

describe('retire and delete keep holding bookings whole', () => {
  it('409 item_unavailable unless force (then conflicting_booking_ids); delete only a unit never picked up', async () => {
    nowMs = T0;
    const { item, units } = await numberedItem(3);
    const held = await book([[item.id, 2]], T0 + 10 * DAY, T0 + 11 * DAY);
    // One spare unit: retiring or deleting one is fine.
    const gone = await ok(api, 'DELETE', `/v1/units/${units[2].id}`, undefined);
    expect(gone).toEqual({ id: units[2].id, object: 'unit', deleted: true });
    expect((await ok(api, 'GET', `/v1/fleet-items/${item.id}`, undefined)).quantity).toBe(2);
    expectError(await api('DELETE', `/v1/units/${units[1].id}`), 409, 'item_unavailable');
    expectError(await post(`/v1/units/${units[1].id}/retire`), 409, 'item_unavailable', 'force');
    expect(await getUnit(units[1].id)).toMatchObject({ status: 'available' });
    const forced = await ok(api, 'POST', `/v1/units/${units[1].id}/retire`, { force: true });
    expect(forced).toMatchObject({ status: 'retired', conflicting_booking_ids: [held.id] });
    expect((await ok(api, 'GET', `/v1/fleet-items/${item.id}`, undefined)).quantity).toBe(1);
  });
});

describe('occupancy of picked-up and returned bookings', () => {
  it('a late active booking keeps blocking until now + turnaround; past now it holds nothing', async () => {
    nowMs = T0;
    const item = await mkItem(api, { quantity: 1, turnaround_minutes: 60 });
    const a = await book([[item.id, 1]], T0, T0 + DAY);
    await ok(api, 'PATCH', `/v1/bookings/${a.id}`, { status: 'active' });
    const create = (pickupMs: number, returnMs: number) =>
      api('POST', '/v1/bookings', {
        body: {
          customer_id: customerId,
          pickup_date: iso(pickupMs),
          return_date: iso(returnMs),
          line_items: [{ fleet_item_id: item.id }],
        },
      });
    // Due back at T0 + 1 day; now it is 2 days late.
    nowMs = T0 + 3 * DAY;
    expectError(await create(T0 + 2 * DAY, T0 + 4 * DAY), 409, 'item_unavailable');
    expectError(await create(nowMs + 30 * 60_000, T0 + 4 * DAY), 409, 'item_unavailable');
    const hourly = await ok(
      api,
      'GET',
      `/v1/fleet-items/${item.id}/availability?interval=hour&from=${iso(nowMs - HOUR)}&to=${iso(nowMs + 2 * HOUR)}`,
      undefined,
    );
    expect(hourly.slots.map((x: any) => x.available)).toEqual([0, 0, 1]);
    const check = await ok(api, 'POST', '/v1/availability/check', {
      line_items: [{ fleet_item_id: item.id }],
      pickup_date: iso(nowMs + HOUR),
      return_date: iso(nowMs + 2 * HOUR),
    });
    expect(check.available).toBe(true);
    const later = await create(nowMs + HOUR, T0 + 4 * DAY);
    expect(later.status, later.text).toBe(201);
    // Returned late: it held its unit until it came back.
    await ok(api, 'POST', `/v1/bookings/${a.id}/return`, {});
    expectError(await create(T0 + 2 * DAY, nowMs), 409, 'item_unavailable');
    // Returned early (before its return date): the units are free from returned_at + turnaround.
    const early = await book([[item.id, 1]], T0 + 10 * DAY, T0 + 12 * DAY);
    nowMs = T0 + 10 * DAY;
    await ok(api, 'PATCH', `/v1/bookings/${early.id}`, { status: 'active' });
    expectError(await create(T0 + 11 * DAY, T0 + 11 * DAY + HOUR), 409, 'item_unavailable');
    nowMs = T0 + 10 * DAY + 2 * HOUR;
    await ok(api, 'POST', `/v1/bookings/${early.id}/return`, { returned_at: iso(T0 + 10 * DAY + HOUR) });
    expectError(await create(T0 + 10 * DAY + HOUR, T0 + 11 * DAY), 409, 'item_unavailable');
    const freed = await create(T0 + 10 * DAY + 2 * HOUR, T0 + 11 * DAY);
    expect(freed.status, freed.text).toBe(201);
  });

  it('buffer_before_minutes starts every occupancy before its pickup: create, check, calendar, extend', async () => {
    nowMs = T0;
    const item = await mkItem(api, { quantity: 1, buffer_before_minutes: 120 });
    const start = T0 + 20 * DAY;
    await book([[item.id, 1]], start, start + 2 * HOUR);
    const create = (pickupMs: number, returnMs: number) =>
      api('POST', '/v1/bookings', {
        body: {
          customer_id: customerId,
          pickup_date: iso(pickupMs),
          return_date: iso(returnMs),
          line_items: [{ fleet_item_id: item.id }],
        },
      });
    // A booking 1 h after the first one's return: its 2 h buffer begins before that return.
    expectError(await create(start + 3 * HOUR, start + 4 * HOUR), 409, 'item_unavailable');
    const check = await ok(api, 'POST', '/v1/availability/check', {
      line_items: [{ fleet_item_id: item.id }],
      pickup_date: iso(start + 4 * HOUR),
      return_date: iso(start + 5 * HOUR),
    });
    expect(check.available).toBe(true);
    // Before the first booking: its buffer starts 2 h before its pickup.
    expectError(await create(start - 3 * HOUR, start - HOUR), 409, 'item_unavailable');
    const before = await create(start - 5 * HOUR, start - 2 * HOUR);
    expect(before.status, before.text).toBe(201);
    const hourly = await ok(
      api,
      'GET',
      `/v1/fleet-items/${item.id}/availability?interval=hour&from=${iso(start - 8 * HOUR)}&to=${iso(start + 3 * HOUR)}`,
      undefined,
    );
    // Slots from start - 8 h: the second booking occupies [start - 7 h, start - 2 h), the first [start - 2 h, start + 2 h).
    expect(hourly.slots.map((x: any) => x.in_use)).toEqual([0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0]);
    // Extending the earlier booking into the later one's buffer is refused.
    expectError(
      await post(`/v1/bookings/${before.body.id}/extend`, { new_return_date: iso(start - HOUR) }),
      409,
      'item_unavailable',
    );
  });
});

describe('downtimes with unit_id and an open end', () => {
  it('end null occupies from start on; unit_id names a unit of the item', async () => {
    nowMs = T0;
    const { item, units } = await numberedItem(2);
    const other = await numberedItem(1);
    expectError(
      await post('/v1/downtimes', {
        fleet_item_id: item.id,
        start: '2030-06-01',
        end: null,
        unit_id: other.units[0].id,
      }),
      400,
      'parameter_invalid',
      'unit_id',
    );
    expectError(
      await post('/v1/downtimes', { fleet_item_id: item.id, start: '2030-06-01', end: null, unit_id: 'unit_nope' }),
      400,
      'resource_missing',
      'unit_id',
    );
    const open = await ok(
      api,
      'POST',
      '/v1/downtimes',
      { fleet_item_id: item.id, start: '2030-06-01', end: null, unit_id: units[0].id, reason: 'Service' },
      201,
    );
    expect(open).toMatchObject({ end: null, unit_id: units[0].id, quantity: 1 });
    expect(await ok(api, 'GET', `/v1/downtimes/${open.id}`, undefined)).toMatchObject({ end: null });
    // Only naming it: the unit stays available.
    expect((await getUnit(units[0].id)).status).toBe('available');
    const cal = await ok(
      api,
      'GET',
      `/v1/fleet-items/${item.id}/availability?from=2099-01-01&to=2099-01-02`,
      undefined,
    );
    expect(cal.slots[0]).toMatchObject({ down: 1, available: 1 });
    const filtered = await ok(api, 'GET', `/v1/downtimes?fleet_item_id=${item.id}&from=2099-01-01`, undefined);
    expect(filtered.data.map((d: any) => d.id)).toEqual([open.id]);
    const closed = await ok(api, 'PATCH', `/v1/downtimes/${open.id}`, { end: '2030-06-03' });
    expect(closed.end).toBe('2030-06-03T00:00:00.000Z');
    const reopened = await ok(api, 'PATCH', `/v1/downtimes/${open.id}`, { end: null, unit_id: null });
    expect(reopened).toMatchObject({ end: null, unit_id: null });
  });
});
