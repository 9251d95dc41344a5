/**
 * Rental operations that hold in every order of events, over the API on an injected clock: an
 * early pick-up holds its units from when it happened (create, check, calendar, and the pick-up
 * itself); a line whose units are out cannot be swapped; a fleet item created tracked by units
 * takes no quantity; `overdue` (the flag, the list filter and the sweeper) follows the smallest
 * grace among a booking's lines; an interval closing at 24:00 includes that instant; a schedule
 * must open on some weekday; when several checks fail, the first in the documented order answers;
 * messages read as English.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allEvents, expectError, mkCustomer, mkItem, ok } from './bookings-fixtures.js';
import { type Api, startServer, type TestServer } from './helpers.js';

// 2031-05-01 is a Thursday; 2031-05-03 a Saturday, 2031-05-04 a Sunday (the tenant's zone is UTC).
const T0 = Date.parse('2031-05-01T08:00:00.000Z');
let nowMs = T0;
const MIN = 60_000;
const HOUR = 60 * MIN;
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

const post = (path: string, body: unknown = {}) => api('POST', path, { body });

const bookingBody = (fleetItemId: string, pickupMs: number, returnMs: number, quantity = 1) => ({
  customer_id: customerId,
  pickup_date: iso(pickupMs),
  return_date: iso(returnMs),
  line_items: [{ fleet_item_id: fleetItemId, quantity }],
});

/** A confirmed booking of `quantity` units of an item over [pickup, return). */
async function confirmed(fleetItemId: string, pickupMs: number, returnMs: number, quantity = 1) {
  const b = await ok(api, 'POST', '/v1/bookings', bookingBody(fleetItemId, pickupMs, returnMs, quantity), 201);
  return ok(api, 'PATCH', `/v1/bookings/${b.id}`, { status: 'confirmed' });
}

let seq = 0;
async function numberedItem(n: number, fields: Record<string, unknown> = {}) {
  const item = await mkItem(api, { name: 'E-bike', tracking: 'units', ...fields });
  const units: any[] = [];
  for (let i = 0; i < n; i++) {
    units.push(await ok(api, 'POST', '/v1/units', { fleet_item_id: item.id, identifier: `RF-${++seq}` }, 201));
  }
  return { item, units };
}

async function setTenant(fields: Record<string, unknown>) {
  return ok(api, 'PATCH', '/v1/tenant', fields);
}

describe('an early pick-up holds its units from when it happened', () => {
  it('a booking, the check and the calendar over the early span are refused or full', async () => {
    nowMs = T0;
    const item = await mkItem(api, { quantity: 1, buffer_before_minutes: 30 });
    const a = await confirmed(item.id, T0 + 2 * DAY, T0 + 3 * DAY);
    // Picked up two days early.
    await ok(api, 'POST', `/v1/bookings/${a.id}/pickup`, {});
    expectError(await post('/v1/bookings', bookingBody(item.id, T0 + 2 * HOUR, T0 + DAY)), 409, 'item_unavailable');
    // Ending within the item's buffer before the pick-up meets it too.
    expectError(
      await post('/v1/bookings', bookingBody(item.id, T0 - 3 * HOUR, T0 - 10 * MIN)),
      409,
      'item_unavailable',
    );
    const check = await ok(api, 'POST', '/v1/availability/check', {
      line_items: [{ fleet_item_id: item.id }],
      pickup_date: iso(T0 + 2 * HOUR),
      return_date: iso(T0 + DAY),
    });
    expect(check).toMatchObject({ available: false, line_items: [{ free: 0 }] });
    const calendar = await ok(
      api,
      'GET',
      `/v1/fleet-items/${item.id}/availability?interval=hour&from=${iso(T0 - 2 * HOUR)}&to=${iso(T0 + HOUR)}`,
      undefined,
    );
    // From T0 - 2 h: free, then held from the pick-up less its 30-minute buffer.
    expect(calendar.slots.map((x: any) => x.in_use)).toEqual([0, 1, 1]);
    // Before the pick-up and its buffer it is free.
    const before = await post('/v1/bookings', bookingBody(item.id, T0 - 3 * HOUR, T0 - 30 * MIN));
    expect(before.status, before.text).toBe(201);
  });

  it('a returned booking keeps the early start: a booking over its rental is refused', async () => {
    nowMs = T0 + 10 * DAY;
    const item = await mkItem(api, { quantity: 1 });
    const a = await confirmed(item.id, T0 + 12 * DAY, T0 + 13 * DAY);
    await ok(api, 'POST', `/v1/bookings/${a.id}/pickup`, {});
    nowMs = T0 + 11 * DAY;
    await ok(api, 'POST', `/v1/bookings/${a.id}/return`, {});
    expectError(
      await post('/v1/bookings', bookingBody(item.id, T0 + 10 * DAY + HOUR, T0 + 10 * DAY + 2 * HOUR)),
      409,
      'item_unavailable',
    );
    const after = await post('/v1/bookings', bookingBody(item.id, T0 + 11 * DAY + HOUR, T0 + 12 * DAY));
    expect(after.status, after.text).toBe(201);
  });

  it('an early pick-up onto another booking’s units is refused (409 item_unavailable, param picked_up_at)', async () => {
    nowMs = T0 + 20 * DAY;
    const item = await mkItem(api, { quantity: 1 });
    const first = await confirmed(item.id, T0 + 20 * DAY + HOUR, T0 + 21 * DAY);
    const second = await confirmed(item.id, T0 + 22 * DAY, T0 + 23 * DAY);
    // The second booking, picked up now, would hold the unit the first has from its pickup on.
    expectError(await post(`/v1/bookings/${second.id}/pickup`, {}), 409, 'item_unavailable', 'picked_up_at');
    expect((await ok(api, 'GET', `/v1/bookings/${second.id}`, undefined)).status).toBe('confirmed');
    // Once the first is back, the second may go early.
    await ok(api, 'POST', `/v1/bookings/${first.id}/pickup`, {});
    nowMs = T0 + 20 * DAY + 3 * HOUR;
    await ok(api, 'POST', `/v1/bookings/${first.id}/return`, {});
    const picked = await ok(api, 'POST', `/v1/bookings/${second.id}/pickup`, {});
    expect(picked).toMatchObject({ status: 'active', picked_up_at: iso(nowMs) });
  });
});

describe('swap of a picked-up line', () => {
  it('a line whose units are out is 409 unit_out (param line_item_id); nothing changes', async () => {
    nowMs = T0 + 30 * DAY;
    const { item, units } = await numberedItem(2);
    const other = await numberedItem(2);
    const b = await confirmed(item.id, nowMs, nowMs + DAY);
    const line = b.line_items[0].id;
    await ok(api, 'POST', `/v1/bookings/${b.id}/pickup`, { units: [{ line_item_id: line, unit_ids: [units[0].id] }] });
    expectError(
      await post(`/v1/bookings/${b.id}/swap-item`, { line_item_id: line, new_fleet_item_id: other.item.id }),
      409,
      'unit_out',
      'line_item_id',
    );
    const after = await ok(api, 'GET', `/v1/bookings/${b.id}`, undefined);
    expect(after.line_items[0]).toMatchObject({ fleet_item_id: item.id, unit_ids: [units[0].id] });
    expect(after.adjustments).toEqual([]);
    expect(await ok(api, 'GET', `/v1/units/${units[0].id}`, undefined)).toMatchObject({
      status: 'out',
      booking_id: b.id,
    });
    // Both units of the item are still counted: one out, one free.
    const check = await ok(api, 'POST', '/v1/availability/check', {
      line_items: [{ fleet_item_id: item.id }],
      pickup_date: iso(nowMs + HOUR),
      return_date: iso(nowMs + 2 * HOUR),
    });
    expect(check.line_items[0].free).toBe(1);
  });

  it('a line of an item tracked by quantity on an active booking swaps as before', async () => {
    nowMs = T0 + 31 * DAY;
    const a = await mkItem(api, { quantity: 2 });
    const b2 = await mkItem(api, { quantity: 2, name: 'Canoe' });
    const b = await confirmed(a.id, nowMs, nowMs + DAY);
    await ok(api, 'POST', `/v1/bookings/${b.id}/pickup`, {});
    const swapped = await ok(api, 'POST', `/v1/bookings/${b.id}/swap-item`, {
      line_item_id: b.line_items[0].id,
      new_fleet_item_id: b2.id,
    });
    expect(swapped.line_items[0].fleet_item_id).toBe(b2.id);
  });
});

describe('a fleet item created tracked by units', () => {
  it('takes no quantity (400 parameter_invalid, param quantity), as a PATCH does not', async () => {
    expectError(
      await post('/v1/fleet-items', { name: 'E-bike', price_full_day: 5000, tracking: 'units', quantity: 5 }),
      400,
      'parameter_invalid',
      'quantity',
    );
    const made = await ok(
      api,
      'POST',
      '/v1/fleet-items',
      { name: 'E-bike', price_full_day: 5000, tracking: 'units' },
      201,
    );
    expect(made).toMatchObject({ tracking: 'units', quantity: 0 });
    const counted = await ok(api, 'POST', '/v1/fleet-items', { name: 'Kayak', price_full_day: 5000, quantity: 5 }, 201);
    expect(counted).toMatchObject({ tracking: 'quantity', quantity: 5 });
    expect((await ok(api, 'POST', '/v1/fleet-items', { name: 'Tent', price_full_day: 5000 }, 201)).quantity).toBe(1);
  });
});

describe("overdue follows the smallest grace among the booking's lines", () => {
  /** A booking of these items from PICKUP to RETURN, picked up. */
  const PICKUP = T0 + 40 * DAY;
  const RETURN = T0 + 41 * DAY;
  async function active(itemIds: string[], customer: string) {
    nowMs = PICKUP - HOUR;
    const b = await ok(
      api,
      'POST',
      '/v1/bookings',
      {
        customer_id: customer,
        pickup_date: iso(PICKUP),
        return_date: iso(RETURN),
        line_items: itemIds.map((id) => ({ fleet_item_id: id })),
      },
      201,
    );
    await ok(api, 'PATCH', `/v1/bookings/${b.id}`, { status: 'confirmed' });
    nowMs = PICKUP;
    await ok(api, 'PATCH', `/v1/bookings/${b.id}`, { status: 'active' });
    return b.id as string;
  }

  it('the flag, the ?overdue= filter and the sweeper agree, judged with that grace', async () => {
    await setTenant({ late_fee: { grace_minutes: 60, per_hour: 100 } });
    const customer = (await mkCustomer(api, { name: 'Late Larry' })).id;
    const strict = await mkItem(api, { quantity: 5, late_fee: { grace_minutes: 10, per_hour: 500 } });
    const lenient = await mkItem(api, { quantity: 5, late_fee: { grace_minutes: 120, per_hour: 500 } });
    const plain = await mkItem(api, { quantity: 5 });
    // Graces: min(10, 60) = 10; 60 (the tenant's); min(120, 60) = 60; 120 alone.
    const mixed = await active([strict.id, plain.id], customer);
    const tenantOnly = await active([plain.id], customer);
    const lenientAndTenant = await active([lenient.id, plain.id], customer);
    const lenientOnly = await active([lenient.id], customer);
    const flags = async () => {
      const out: Record<string, boolean> = {};
      for (const [name, id] of Object.entries({ mixed, tenantOnly, lenientAndTenant, lenientOnly })) {
        out[name] = (await ok(api, 'GET', `/v1/bookings/${id}`, undefined)).overdue;
      }
      return out;
    };
    const listed = async (overdue: boolean) =>
      (await ok(api, 'GET', `/v1/bookings?customer_id=${customer}&overdue=${overdue}&limit=100`, undefined)).data.map(
        (b: any) => b.id,
      );
    const ours = new Set([mixed, tenantOnly, lenientAndTenant, lenientOnly]);
    const overdueEvents = async () =>
      (await allEvents(s.sql)).filter((e) => e.type === 'booking.overdue' && ours.has(e.data.id)).map((e) => e.data.id);

    nowMs = RETURN + 10 * MIN;
    expect(await flags()).toEqual({ mixed: false, tenantOnly: false, lenientAndTenant: false, lenientOnly: false });
    expect(await listed(true)).toEqual([]);
    // The earlier tests' bookings still out are told about first; none of these.
    await s.app.expiry.overdueOnce();
    expect(await overdueEvents()).toEqual([]);
    expect(await s.app.expiry.overdueOnce()).toBe(0);

    nowMs = RETURN + 10 * MIN + 1;
    expect(await flags()).toEqual({ mixed: true, tenantOnly: false, lenientAndTenant: false, lenientOnly: false });
    expect(await listed(true)).toEqual([mixed]);
    expect(await listed(false)).toEqual([lenientOnly, lenientAndTenant, tenantOnly]);
    expect(await s.app.expiry.overdueOnce()).toBe(1);

    nowMs = RETURN + 60 * MIN + 1;
    expect(await flags()).toEqual({ mixed: true, tenantOnly: true, lenientAndTenant: true, lenientOnly: false });
    expect(await listed(true)).toEqual([lenientAndTenant, tenantOnly, mixed]);
    expect(await listed(false)).toEqual([lenientOnly]);
    expect(await s.app.expiry.overdueOnce()).toBe(2);

    nowMs = RETURN + 120 * MIN + 1;
    expect((await flags()).lenientOnly).toBe(true);
    expect(await listed(false)).toEqual([]);
    expect(await s.app.expiry.overdueOnce()).toBe(1);
    // One event each; the two that turned overdue together in either order.
    const emitted = await overdueEvents();
    expect([emitted[0], emitted[3]]).toEqual([mixed, lenientOnly]);
    expect(emitted.slice(1, 3).sort()).toEqual([lenientAndTenant, tenantOnly].sort());
  });

  it('a line without any policy has grace 0; the fee of each line still uses its own grace', async () => {
    await setTenant({ late_fee: null });
    const customer = (await mkCustomer(api, { name: 'Late Lucy' })).id;
    const graced = await mkItem(api, { quantity: 5, late_fee: { grace_minutes: 30, per_hour: 500 } });
    const plain = await mkItem(api, { quantity: 5 });
    const withPlain = await active([graced.id, plain.id], customer);
    const gracedOnly = await active([graced.id], customer);
    nowMs = RETURN + 1;
    expect((await ok(api, 'GET', `/v1/bookings/${withPlain}`, undefined)).overdue).toBe(true);
    expect((await ok(api, 'GET', `/v1/bookings/${gracedOnly}`, undefined)).overdue).toBe(false);
    // Returned 20 minutes late: inside the graced line's grace, and the plain line has no policy.
    nowMs = RETURN + 20 * MIN;
    const back = await ok(api, 'POST', `/v1/bookings/${withPlain}/return`, {});
    expect(back.late_fee_amount).toBe(0);
    await ok(api, 'POST', `/v1/bookings/${gracedOnly}/return`, {});
  });
});

describe('an interval that closes at 24:00 includes that instant', () => {
  // Open Monday to Saturday until midnight; Sunday closed; Friday 2031-05-09 and the Saturday after it closed dates.
  const schedule = {
    opening_hours: Object.fromEntries(['1', '2', '3', '4', '5', '6'].map((d) => [d, [['08:00', '24:00']]])),
    closed_dates: ['2031-05-09', '2031-05-17'],
  };
  let item: any;
  beforeAll(async () => {
    nowMs = T0;
    item = await mkItem(api, { quantity: 3 });
  });
  afterAll(async () => {
    await setTenant({ schedule: {} });
  });

  it('a return at Saturday 24:00 (a closed Sunday) and before a closed date is fine everywhere', async () => {
    await setTenant({ schedule });
    nowMs = T0;
    // Saturday 2031-05-03 24:00 is Sunday 00:00; Thursday 2031-05-08 24:00 is the closed Friday's 00:00.
    for (const ret of ['2031-05-04T00:00', '2031-05-09T00:00']) {
      const window = { pickup_date: '2031-05-02T10:00', return_date: ret };
      await ok(api, 'POST', '/v1/pricing/calculate', { fleet_item_id: item.id, ...window });
      await ok(api, 'POST', '/v1/availability/check', { line_items: [{ fleet_item_id: item.id }], ...window });
      const b = await ok(
        api,
        'POST',
        '/v1/bookings',
        { customer_id: customerId, line_items: [{ fleet_item_id: item.id }], ...window },
        201,
      );
      await ok(api, 'POST', `/v1/bookings/${b.id}/cancel`, {});
    }
    const b = await ok(
      api,
      'POST',
      '/v1/bookings',
      {
        customer_id: customerId,
        line_items: [{ fleet_item_id: item.id }],
        pickup_date: '2031-05-02T10:00',
        return_date: '2031-05-02T20:00',
      },
      201,
    );
    const extended = await ok(api, 'POST', `/v1/bookings/${b.id}/extend`, { new_return_date: '2031-05-04T00:00' });
    expect(extended.return_date).toBe('2031-05-04T00:00:00.000Z');
    // A pickup at 24:00 is inside the hours too.
    await ok(api, 'POST', '/v1/pricing/calculate', {
      fleet_item_id: item.id,
      pickup_date: '2031-05-06T00:00',
      return_date: '2031-05-06T10:00',
    });
  });

  it('but not when the day that closes at 24:00 is itself closed, or closes earlier', async () => {
    await setTenant({ schedule });
    // Friday 2031-05-09 is a closed date: its 24:00 (Saturday 00:00) is not inside its hours.
    expectError(
      await post('/v1/pricing/calculate', {
        fleet_item_id: item.id,
        pickup_date: '2031-05-08T10:00',
        return_date: '2031-05-10T00:00',
      }),
      400,
      'outside_opening_hours',
      'return_date',
    );
    // A Saturday that closes at 18:00: Sunday 00:00 is outside.
    await setTenant({
      schedule: { ...schedule, opening_hours: { ...schedule.opening_hours, '6': [['08:00', '18:00']] } },
    });
    expectError(
      await post('/v1/pricing/calculate', {
        fleet_item_id: item.id,
        pickup_date: '2031-05-02T10:00',
        return_date: '2031-05-04T00:00',
      }),
      400,
      'outside_opening_hours',
      'return_date',
    );
  });
});

describe('a schedule must open on some weekday', () => {
  it('opening_hours with no interval on any weekday is 400 parameter_invalid, param schedule.opening_hours', async () => {
    const before = await ok(api, 'GET', '/v1/tenant', undefined);
    for (const opening_hours of [
      {},
      { '1': [], '7': [] },
      { '1': [], '2': [], '3': [], '4': [], '5': [], '6': [], '7': [] },
    ]) {
      expectError(
        await api('PATCH', '/v1/tenant', { body: { schedule: { opening_hours } } }),
        400,
        'parameter_invalid',
        'schedule.opening_hours',
      );
    }
    expect((await ok(api, 'GET', '/v1/tenant', undefined)).schedule).toEqual(before.schedule);
    // One open weekday is enough; a holiday goes in closed_dates.
    const open = await setTenant({
      schedule: { opening_hours: { '3': [['10:00', '12:00']] }, closed_dates: ['2031-05-07'] },
    });
    expect(open.schedule.opening_hours).toEqual({ '3': [['10:00', '12:00']] });
    await setTenant({ schedule: {} });
  });
});

describe('the order of errors', () => {
  // Open Monday to Friday 09:00-18:00; bookings at least a day ahead.
  const schedule = {
    opening_hours: Object.fromEntries(['1', '2', '3', '4', '5'].map((d) => [d, [['09:00', '18:00']]])),
    min_notice_minutes: 1440,
  };
  let item: any;
  let inactive: any;
  let short: any;
  beforeAll(async () => {
    nowMs = Date.parse('2031-06-02T08:00:00.000Z'); // a Monday
    item = await mkItem(api, { quantity: 1, max_rental_days: 2, min_rental_minutes: 120 });
    inactive = await mkItem(api, { active: false });
    short = await mkItem(api, { quantity: 1 });
    await setTenant({ schedule });
  });
  afterAll(async () => {
    await setTenant({ schedule: {} });
  });
  const create = (fields: Record<string, unknown>) =>
    post('/v1/bookings', {
      customer_id: customerId,
      line_items: [{ fleet_item_id: item.id }],
      pickup_date: '2031-06-04T10:00',
      return_date: '2031-06-05T10:00',
      ...fields,
    });

  it('Create Booking: validation, references, opening hours, rental limits, notice, then 409', async () => {
    // Return before pickup, an unknown customer, a closed Sunday: the window is invalid first.
    expectError(
      await create({ customer_id: 'cus_nope', pickup_date: '2031-06-08T10:00', return_date: '2031-06-07T10:00' }),
      400,
      'parameter_invalid',
      'return_date',
    );
    // An unknown customer on a closed Sunday: the reference first.
    expectError(
      await create({ customer_id: 'cus_nope', pickup_date: '2031-06-08T10:00', return_date: '2031-06-09T10:00' }),
      400,
      'resource_missing',
      'customer_id',
    );
    // An inactive item on a closed Sunday: the reference first.
    expectError(
      await create({
        line_items: [{ fleet_item_id: inactive.id }],
        pickup_date: '2031-06-08T10:00',
        return_date: '2031-06-09T10:00',
      }),
      400,
      'resource_inactive',
      'line_items.0.fleet_item_id',
    );
    // Sunday, too long and too soon: outside the hours first.
    expectError(
      await create({ pickup_date: '2031-06-01T10:00', return_date: '2031-06-06T10:00' }),
      400,
      'outside_opening_hours',
      'pickup_date',
    );
    // Too short and too soon: the limit first.
    expectError(
      await create({ pickup_date: '2031-06-02T10:00', return_date: '2031-06-02T11:00' }),
      400,
      'rental_too_short',
      'return_date',
    );
    // Too soon while the unit is taken: the notice first.
    await ok(
      api,
      'POST',
      '/v1/bookings',
      {
        customer_id: customerId,
        line_items: [{ fleet_item_id: short.id }],
        pickup_date: '2031-06-04T10:00',
        return_date: '2031-06-05T10:00',
      },
      201,
    );
    expectError(
      await create({ line_items: [{ fleet_item_id: short.id }], pickup_date: '2031-06-02T10:00' }),
      400,
      'pickup_too_soon',
      'pickup_date',
    );
    // Taken, on a closed Saturday return: the hours first.
    expectError(
      await create({ line_items: [{ fleet_item_id: short.id }], return_date: '2031-06-07T10:00' }),
      400,
      'outside_opening_hours',
      'return_date',
    );
    // Only taken: 409.
    expectError(await create({ line_items: [{ fleet_item_id: short.id }] }), 409, 'item_unavailable');
  });

  it('Calculate and the availability check: references before opening hours, limits after', async () => {
    const closed = { pickup_date: '2031-06-08T10:00', return_date: '2031-06-09T10:00' };
    expectError(
      await post('/v1/pricing/calculate', { fleet_item_id: inactive.id, ...closed }),
      400,
      'resource_inactive',
      'fleet_item_id',
    );
    expectError(
      await post('/v1/availability/check', { line_items: [{ fleet_item_id: inactive.id }], ...closed }),
      400,
      'resource_inactive',
      'line_items.0.fleet_item_id',
    );
    expectError(
      await post('/v1/availability/check', {
        line_items: [{ fleet_item_id: item.id }],
        pickup_date: '2031-06-08T10:00',
        return_date: '2031-06-12T10:00',
      }),
      400,
      'outside_opening_hours',
      'pickup_date',
    );
  });

  it('Extend, swap, pick-up and return: every 400 before a 409', async () => {
    const b = await ok(
      api,
      'POST',
      '/v1/bookings',
      {
        customer_id: customerId,
        line_items: [{ fleet_item_id: item.id }],
        pickup_date: '2031-06-04T10:00',
        return_date: '2031-06-05T10:00',
      },
      201,
    );
    await ok(api, 'POST', `/v1/bookings/${b.id}/cancel`, {});
    // A cancelled booking: its status is a 409, but a closed new return date, an unknown item or a
    // bad instant come first.
    expectError(
      await post(`/v1/bookings/${b.id}/extend`, { new_return_date: '2031-06-07T10:00' }),
      400,
      'outside_opening_hours',
      'new_return_date',
    );
    expectError(
      await post(`/v1/bookings/${b.id}/extend`, { new_return_date: '2031-06-04T09:00' }),
      400,
      'parameter_invalid',
      'new_return_date',
    );
    expectError(
      await post(`/v1/bookings/${b.id}/extend`, { new_return_date: '2031-06-06T10:00' }),
      409,
      'booking_invalid_transition',
    );
    expectError(
      await post(`/v1/bookings/${b.id}/swap-item`, { line_item_id: b.line_items[0].id, new_fleet_item_id: 'fi_nope' }),
      400,
      'resource_missing',
      'new_fleet_item_id',
    );
    expectError(
      await post(`/v1/bookings/${b.id}/swap-item`, {
        line_item_id: b.line_items[0].id,
        new_fleet_item_id: inactive.id,
      }),
      400,
      'resource_inactive',
      'new_fleet_item_id',
    );
    expectError(
      await post(`/v1/bookings/${b.id}/swap-item`, { line_item_id: b.line_items[0].id, new_fleet_item_id: short.id }),
      409,
      'booking_invalid_transition',
    );
    expectError(
      await post(`/v1/bookings/${b.id}/pickup`, { picked_up_at: '2031-06-03T10:00' }),
      400,
      'parameter_invalid',
      'picked_up_at',
    );
    expectError(await post(`/v1/bookings/${b.id}/pickup`, {}), 409, 'booking_invalid_transition');
    expectError(
      await post(`/v1/bookings/${b.id}/return`, { returned_at: '2031-06-03T10:00' }),
      400,
      'parameter_invalid',
      'returned_at',
    );
    expectError(await post(`/v1/bookings/${b.id}/return`, {}), 409, 'booking_invalid_transition');
  });
});

describe('messages read as English', () => {
  it('"An active booking cannot become cancelled"', async () => {
    nowMs = T0 + 50 * DAY;
    const item = await mkItem(api, { quantity: 1 });
    const b = await confirmed(item.id, nowMs, nowMs + DAY);
    await ok(api, 'POST', `/v1/bookings/${b.id}/pickup`, {});
    const res = await post(`/v1/bookings/${b.id}/cancel`, {});
    expectError(res, 409, 'booking_invalid_transition');
    expect(res.body.error.message).toBe('An active booking cannot become cancelled.');
    const pickup = await post(`/v1/bookings/${b.id}/pickup`, {});
    expect(pickup.body.error.message).toBe('An active booking cannot become active.');
  });
});
