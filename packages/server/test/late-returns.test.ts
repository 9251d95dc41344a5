/**
 * Late returns over the API, on an injected clock (nothing sleeps): the `late_fee` policies (tenant
 * per mode, fleet item override) and their validation; the fee charged when a booking completes late
 * (per hour, per day, both, cap, grace, quantity, exclusive and inclusive tax) against a reference
 * written here from the rules, not with the engine, in a property test; payments on a completed
 * booking that owes; the `overdue` flag and the list filters; and the sweeper's `booking.overdue`,
 * once per booking.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allEvents, expectNoWrites, mkCustomer, mkItem, ok } from './bookings-fixtures.js';
import { type Api, startServer, type TestServer } from './helpers.js';

const T0 = Date.parse('2031-05-01T08:00:00.000Z');
let nowMs = T0;
const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

let s: TestServer;
let api: Api;
let customerId: string;

beforeAll(async () => {
  s = await startServer({
    clock: () => new Date(nowMs),
    // Sweeps run when the test says, on the injected clock.
    expiry: { enabled: false },
  });
  api = s.api;
  customerId = (await mkCustomer(api)).id;
});
afterAll(async () => {
  await s?.close();
});

interface Policy {
  grace_minutes: number;
  per_hour: number | null;
  per_day: number | null;
  cap: number | null;
}

// ---------------------------------------------------------------------------------------- reference
/** ceil(a / b) for a >= 0, b > 0. */
const ceilDiv = (a: bigint, b: bigint) => (a + b - 1n) / b;

/** One line's fee, from the rules as written: the grace is not deducted once passed. */
function refLineFee(lateMs: number, p: Policy, quantity: number): bigint {
  if (lateMs <= p.grace_minutes * MIN) return 0n;
  const late = BigInt(lateMs);
  const H = BigInt(HOUR);
  const D = BigInt(DAY);
  let fee: bigint;
  if (p.per_day === null) fee = ceilDiv(late, H) * BigInt(p.per_hour ?? 0);
  else if (p.per_hour === null) fee = ceilDiv(late, D) * BigInt(p.per_day);
  else {
    const days = late / D;
    const hours = ceilDiv(late - days * D, H) * BigInt(p.per_hour);
    const perDay = BigInt(p.per_day);
    fee = days * perDay + (hours < perDay ? hours : perDay);
  }
  if (p.cap !== null && fee > BigInt(p.cap)) fee = BigInt(p.cap);
  return fee * BigInt(quantity);
}

/** round(n / d), halves away from zero, for n >= 0, d > 0. */
const roundDiv = (n: bigint, d: bigint) => (2n * n + d) / (2n * d);

/** F, t and A for a return `lateMs` late: the lines' fees summed, then taxed as a subtotal is. */
function refCharge(
  lateMs: number,
  lines: { policy: Policy | null; quantity: number }[],
  bps: number,
  inclusive: boolean,
): { fee: number; tax: number; amount: number } {
  let f = 0n;
  if (lateMs > 0) for (const l of lines) if (l.policy !== null) f += refLineFee(lateMs, l.policy, l.quantity);
  const b = BigInt(bps);
  const t = inclusive ? f - roundDiv(f * 10_000n, 10_000n + b) : roundDiv(f * b, 10_000n);
  return { fee: Number(f), tax: Number(t), amount: Number(inclusive ? f : f + t) };
}

// ---------------------------------------------------------------------------------------- helpers
const PICKUP = T0 + DAY;
const RETURN = T0 + 3 * DAY;
const iso = (ms: number) => new Date(ms).toISOString();

/** A booking of `lines` from PICKUP to RETURN, made at T0, picked up (active). */
async function activeBooking(lines: { fleet_item_id: string; quantity?: number }[], customer = customerId) {
  nowMs = T0;
  const b = await ok(
    api,
    'POST',
    '/v1/bookings',
    { customer_id: customer, pickup_date: iso(PICKUP), return_date: iso(RETURN), line_items: lines },
    201,
  );
  await ok(api, 'PATCH', `/v1/bookings/${b.id}`, { status: 'confirmed' });
  nowMs = PICKUP;
  await ok(api, 'PATCH', `/v1/bookings/${b.id}`, { status: 'active' });
  return b;
}

/** Complete (return) a booking at `atMs`; returns the answer and the booking as Get Booking shows it. */
async function completeAt(id: string, atMs: number) {
  nowMs = atMs;
  const done = await ok(api, 'PATCH', `/v1/bookings/${id}`, { status: 'completed' });
  return { done, detail: await ok(api, 'GET', `/v1/bookings/${id}`, undefined) };
}

async function setTenant(fields: Record<string, unknown>) {
  return ok(api, 'PATCH', '/v1/tenant', fields);
}

// ---------------------------------------------------------------------------------------- policies
describe('late_fee policies', () => {
  it('tenant: null by default, per mode, omitted keys take their defaults, null clears', async () => {
    expect((await ok(api, 'GET', '/v1/tenant', undefined)).late_fee).toBeNull();
    const set = await setTenant({ late_fee: { per_hour: 500 } });
    expect(set.late_fee).toEqual({ grace_minutes: 0, per_hour: 500, per_day: null, cap: null });
    expect((await ok(api, 'GET', '/v1/tenant', undefined)).late_fee).toEqual(set.late_fee);
    // The live mode keeps its own.
    expect((await api('GET', '/v1/tenant', { key: s.tenant.live_key })).body.late_fee).toBeNull();
    const both = await setTenant({ late_fee: { grace_minutes: 30, per_hour: 0, per_day: 3000, cap: 9000 } });
    expect(both.late_fee).toEqual({ grace_minutes: 30, per_hour: 0, per_day: 3000, cap: 9000 });
    expect((await setTenant({ late_fee: null })).late_fee).toBeNull();
  });

  it('tenant: a bad policy is 400 with the dotted param, and nothing changes', async () => {
    await setTenant({ late_fee: { per_day: 100 } });
    const cases: [unknown, string, string][] = [
      [{ grace_minutes: 30 }, 'parameter_invalid', 'late_fee'],
      [{}, 'parameter_invalid', 'late_fee'],
      [{ per_hour: null, per_day: null }, 'parameter_invalid', 'late_fee'],
      [{ per_hour: -1 }, 'parameter_invalid', 'late_fee.per_hour'],
      [{ per_hour: 1.5 }, 'parameter_invalid', 'late_fee.per_hour'],
      [{ per_day: '100' }, 'parameter_invalid', 'late_fee.per_day'],
      [{ per_day: 100, cap: -5 }, 'parameter_invalid', 'late_fee.cap'],
      [{ per_day: 100, grace_minutes: 10_081 }, 'parameter_invalid', 'late_fee.grace_minutes'],
      [{ per_day: 100, grace: 5 }, 'parameter_unknown', 'late_fee.grace'],
      ['500', 'parameter_invalid', 'late_fee'],
    ];
    for (const [late_fee, code, param] of cases) {
      const res = await api('PATCH', '/v1/tenant', { body: { late_fee } });
      expect(res.status, JSON.stringify(late_fee)).toBe(400);
      expect(res.body.error).toMatchObject({ code, param });
    }
    expect((await ok(api, 'GET', '/v1/tenant', undefined)).late_fee).toEqual({
      grace_minutes: 0,
      per_hour: null,
      per_day: 100,
      cap: null,
    });
    await setTenant({ late_fee: null });
  });

  it("fleet item: null (the tenant's) by default, set on create and PATCH, validated the same way", async () => {
    const plain = await mkItem(api, { quantity: 5 }); // a late return holds its unit until it is back
    expect(plain.late_fee).toBeNull();
    const own = await mkItem(api, { late_fee: { per_hour: 250, grace_minutes: 15 } });
    expect(own.late_fee).toEqual({ grace_minutes: 15, per_hour: 250, per_day: null, cap: null });
    expect((await ok(api, 'GET', `/v1/fleet-items/${own.id}`, undefined)).late_fee).toEqual(own.late_fee);
    const patched = await ok(api, 'PATCH', `/v1/fleet-items/${plain.id}`, { late_fee: { per_day: 4000, cap: 6000 } });
    expect(patched.late_fee).toEqual({ grace_minutes: 0, per_hour: null, per_day: 4000, cap: 6000 });
    expect((await ok(api, 'PATCH', `/v1/fleet-items/${plain.id}`, { late_fee: null })).late_fee).toBeNull();
    for (const [late_fee, param] of [
      [{ cap: 10 }, 'late_fee'],
      [{ per_hour: 10, per_day: -1 }, 'late_fee.per_day'],
    ] as const) {
      const res = await api('POST', '/v1/fleet-items', { body: { name: 'Bad', price_full_day: 100, late_fee } });
      expect(res.status).toBe(400);
      expect(res.body.error).toMatchObject({ code: 'parameter_invalid', param });
      const patch = await api('PATCH', `/v1/fleet-items/${own.id}`, { body: { late_fee } });
      expect(patch.status).toBe(400);
      expect(patch.body.error).toMatchObject({ code: 'parameter_invalid', param });
    }
    expect((await ok(api, 'GET', `/v1/fleet-items/${own.id}`, undefined)).late_fee).toEqual(own.late_fee);
  });
});

// ---------------------------------------------------------------------------------------- the fee
describe('the late fee at completion', () => {
  const POLICY: Policy = { grace_minutes: 30, per_hour: 500, per_day: 3000, cap: 9000 };

  it('the rules row by row: grace, per started hour, days and hours, cap per unit, quantity', async () => {
    await setTenant({ late_fee: POLICY, tax_rate_bps: 0, tax_inclusive: false });
    const cases: [lateMs: number, quantity: number, fee: number][] = [
      [-HOUR, 1, 0], // early
      [0, 1, 0], // on time
      [25 * MIN, 1, 0], // within the grace
      [30 * MIN, 1, 0], // the grace's bound
      [40 * MIN, 1, 500], // past it: the whole 40 minutes, one started hour
      [3 * HOUR + 1, 1, 2000], // 4 started hours
      [10 * HOUR, 1, 3000], // hours never cost more than a day
      [27 * HOUR + 30 * MIN, 1, 5000], // a day and 4 started hours
      [4 * DAY, 2, 18000], // 12000 a unit, capped at 9000, × 2
    ];
    for (const [lateMs, quantity, fee] of cases) {
      const item = await mkItem(api, { quantity: 5 });
      const b = await activeBooking([{ fleet_item_id: item.id, quantity }]);
      const { done, detail } = await completeAt(b.id, RETURN + lateMs);
      expect(done.late_fee_amount, `${lateMs} ms × ${quantity}`).toBe(fee);
      expect(done.total).toBe(b.total + fee);
      expect(done.subtotal).toBe(b.subtotal + fee);
      expect(done.service_fee_amount).toBe(b.service_fee_amount);
      expect(detail.adjustments).toEqual(
        fee === 0 ? [] : [expect.objectContaining({ type: 'late_fee', amount: fee, created_at: iso(RETURN + lateMs) })],
      );
    }
  });

  it('per hour only and per day only', async () => {
    await setTenant({ late_fee: { per_hour: 700 }, tax_rate_bps: 0 });
    const hourly = await mkItem(api, { quantity: 5 }); // a late return holds its unit until it is back
    const b1 = await activeBooking([{ fleet_item_id: hourly.id }]);
    expect((await completeAt(b1.id, RETURN + 26 * HOUR)).done.late_fee_amount).toBe(26 * 700);
    await setTenant({ late_fee: { per_day: 2500, cap: 6000 } });
    const daily = await mkItem(api, { quantity: 5 }); // a late return holds its unit until it is back
    const b2 = await activeBooking([{ fleet_item_id: daily.id }]);
    expect((await completeAt(b2.id, RETURN + DAY + 1)).done.late_fee_amount).toBe(5000);
    const b3 = await activeBooking([{ fleet_item_id: daily.id }]);
    expect((await completeAt(b3.id, RETURN + 5 * DAY)).done.late_fee_amount).toBe(6000);
  });

  it('taxed like a subtotal: exclusive adds round(F × bps / 10000), inclusive holds it', async () => {
    await setTenant({ late_fee: POLICY, tax_rate_bps: 825, tax_inclusive: false });
    const item = await mkItem(api, { quantity: 5 }); // a late return holds its unit until it is back
    const ex = await activeBooking([{ fleet_item_id: item.id }]);
    const { done: exDone, detail: exDetail } = await completeAt(ex.id, RETURN + 27 * HOUR + 30 * MIN);
    // F = 5000, t = round(412.5) = 413, A = 5413.
    expect(exDone).toMatchObject({
      late_fee_amount: 5413,
      subtotal: ex.subtotal + 5000,
      tax_amount: ex.tax_amount + 413,
      total: ex.total + 5413,
      amount_owed: ex.total + 5413,
    });
    expect(exDetail.adjustments.map((a: { type: string; amount: number }) => [a.type, a.amount])).toEqual([
      ['late_fee', 5413],
    ]);
    await setTenant({ tax_inclusive: true });
    const inc = await activeBooking([{ fleet_item_id: item.id }]);
    const { done: incDone } = await completeAt(inc.id, RETURN + 27 * HOUR + 30 * MIN);
    // F = 5000 holds its tax: 5000 - round(5000 × 10000 / 10825) = 5000 - 4619 = 381.
    expect(incDone).toMatchObject({
      late_fee_amount: 5000,
      subtotal: inc.subtotal + 5000,
      tax_amount: inc.tax_amount + 381,
      total: inc.total + 5000,
    });
    await setTenant({ tax_rate_bps: 0, tax_inclusive: false });
  });

  it("each line its own policy: the item's, else the tenant's, grace included; none anywhere adds nothing", async () => {
    await setTenant({ late_fee: { grace_minutes: 0, per_hour: 100 }, tax_rate_bps: 0 });
    // Bookings of the same window, each returned late (holding its units until then): room for all.
    const own = await mkItem(api, { quantity: 10, late_fee: { grace_minutes: 120, per_hour: 1000 } });
    const tenants = await mkItem(api, { quantity: 10 });
    const b = await activeBooking([
      { fleet_item_id: own.id, quantity: 2 },
      { fleet_item_id: tenants.id, quantity: 3 },
    ]);
    // 90 minutes late: inside the item's grace (0), past the tenant's (2 started hours × 100 × 3).
    expect((await completeAt(b.id, RETURN + 90 * MIN)).done.late_fee_amount).toBe(600);
    const b2 = await activeBooking([
      { fleet_item_id: own.id, quantity: 2 },
      { fleet_item_id: tenants.id, quantity: 3 },
    ]);
    // 150 minutes: 3 h × 1000 × 2 + 3 h × 100 × 3.
    expect((await completeAt(b2.id, RETURN + 150 * MIN)).done.late_fee_amount).toBe(6900);
    await setTenant({ late_fee: null });
    const b3 = await activeBooking([{ fleet_item_id: tenants.id }]);
    const r3 = await completeAt(b3.id, RETURN + 10 * DAY);
    expect(r3.done.late_fee_amount).toBe(0);
    expect(r3.done.total).toBe(b3.total);
    expect(r3.detail.adjustments).toEqual([]);
    // A policy whose rate is 0 charges 0: no adjustment either.
    await setTenant({ late_fee: { per_hour: 0 } });
    const b4 = await activeBooking([{ fleet_item_id: tenants.id }]);
    expect((await completeAt(b4.id, RETURN + DAY)).detail.adjustments).toEqual([]);
    await setTenant({ late_fee: null });
  });

  it('property: random policies, lateness, quantities and tax settings agree with the reference', async () => {
    const policy = fc.record({
      grace_minutes: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 240 })),
      per_hour: fc.option(fc.integer({ min: 0, max: 5000 }), { nil: null }),
      per_day: fc.option(fc.integer({ min: 0, max: 40_000 }), { nil: null }),
      cap: fc.option(fc.integer({ min: 0, max: 100_000 }), { nil: null }),
    });
    const valid = policy.filter((p) => p.per_hour !== null || p.per_day !== null);
    await fc.assert(
      fc.asyncProperty(
        fc.option(valid, { nil: null }),
        fc.array(fc.record({ policy: fc.option(valid, { nil: null }), quantity: fc.integer({ min: 1, max: 4 }) }), {
          minLength: 1,
          maxLength: 3,
        }),
        fc.oneof(
          fc.integer({ min: -HOUR, max: 4 * HOUR }),
          fc.integer({ min: 0, max: 6 * DAY }),
          fc.constantFrom(0, HOUR, DAY, DAY + 1, 2 * DAY - 1),
        ),
        fc.constantFrom(0, 1, 825, 1000, 2000, 3333, 10_000),
        fc.boolean(),
        async (tenantPolicy, lines, lateMs, bps, inclusive) => {
          await setTenant({ late_fee: tenantPolicy, tax_rate_bps: bps, tax_inclusive: inclusive });
          const items = [];
          for (const l of lines) items.push(await mkItem(api, { quantity: 4, late_fee: l.policy }));
          const b = await activeBooking(
            items.map((item, i) => ({ fleet_item_id: item.id, quantity: lines[i]?.quantity })),
          );
          const { done, detail } = await completeAt(b.id, RETURN + lateMs);
          const want = refCharge(
            lateMs,
            lines.map((l) => ({ policy: l.policy ?? tenantPolicy, quantity: l.quantity })),
            bps,
            inclusive,
          );
          expect(done.late_fee_amount).toBe(want.amount);
          expect(done.subtotal).toBe(b.subtotal + want.fee);
          expect(done.tax_amount).toBe(b.tax_amount + want.tax);
          expect(done.total).toBe(b.total + want.amount);
          expect(done.amount_owed).toBe(done.total - done.amount_paid);
          expect(done.service_fee_amount).toBe(b.service_fee_amount);
          // `total` at creation plus the adjustments is `total`.
          const adjusted = detail.adjustments.reduce((n: number, a: { amount: number }) => n + a.amount, 0);
          expect(b.total + adjusted).toBe(detail.total);
          expect(detail.adjustments.length).toBe(want.fee === 0 ? 0 : 1);
        },
      ),
      { numRuns: 30 },
    );
    await setTenant({ late_fee: null, tax_rate_bps: 0, tax_inclusive: false });
  });

  it('after an extension the late fee counts from the new return date; the totals still add up', async () => {
    await setTenant({ late_fee: { per_hour: 400 }, tax_rate_bps: 1000 });
    const item = await mkItem(api, { quantity: 5 }); // a late return holds its unit until it is back
    const b = await activeBooking([{ fleet_item_id: item.id }]);
    await ok(api, 'POST', `/v1/bookings/${b.id}/extend`, { new_return_date: iso(RETURN + DAY) });
    const { done, detail } = await completeAt(b.id, RETURN + DAY + 2 * HOUR);
    // F = 800, t = 80.
    expect(done.late_fee_amount).toBe(880);
    expect(detail.adjustments.map((a: { type: string }) => a.type)).toEqual(['extension', 'late_fee']);
    const adjusted = detail.adjustments.reduce((n: number, a: { amount: number }) => n + a.amount, 0);
    expect(b.total + adjusted).toBe(done.total);
    await setTenant({ late_fee: null, tax_rate_bps: 0 });
  });
});

// ---------------------------------------------------------------------------------------- payments
describe('payments on a completed booking', () => {
  it('one that owes its late fee takes payments up to it, then none', async () => {
    await setTenant({ late_fee: { per_hour: 1000 }, tax_rate_bps: 0 });
    const item = await mkItem(api, { quantity: 5 }); // a late return holds its unit until it is back
    const b = await activeBooking([{ fleet_item_id: item.id }]);
    nowMs = PICKUP;
    await ok(api, 'POST', `/v1/bookings/${b.id}/payments`, { amount: b.total }, 201);
    const { done } = await completeAt(b.id, RETURN + 3 * HOUR);
    expect(done).toMatchObject({ status: 'completed', late_fee_amount: 3000, amount_owed: 3000 });
    const over = await expectNoWrites(s.sql, () =>
      api('POST', `/v1/bookings/${b.id}/payments`, { body: { amount: 3001 } }),
    );
    expect(over.status).toBe(400);
    expect(over.body.error).toMatchObject({ code: 'parameter_invalid', param: 'amount' });
    const before = (await allEvents(s.sql)).length;
    const part = await ok(api, 'POST', `/v1/bookings/${b.id}/payments`, { amount: 2000, method: 'cash' }, 201);
    expect(part).toMatchObject({ status: 'completed', amount_owed: 1000 });
    const events = (await allEvents(s.sql)).slice(before);
    expect(events.map((e) => [e.type, e.data.booking_status, e.data.amount])).toEqual([
      ['payment.received', 'completed', 2000],
    ]);
    expect((await ok(api, 'POST', `/v1/bookings/${b.id}/payments`, { amount: 1000 }, 201)).amount_owed).toBe(0);
    const none = await expectNoWrites(s.sql, () =>
      api('POST', `/v1/bookings/${b.id}/payments`, { body: { amount: 1 } }),
    );
    expect(none.status).toBe(409);
    expect(none.body.error.code).toBe('booking_not_payable');
    await setTenant({ late_fee: null });
  });
});

// ---------------------------------------------------------------------------------------- overdue
describe('overdue', () => {
  const list = async (customer: string, query: string) =>
    (await ok(api, 'GET', `/v1/bookings?customer_id=${customer}&${query}`, undefined)).data.map(
      (b: { id: string; overdue: boolean }) => [b.id, b.overdue],
    );

  it("true while active past return_date plus the tenant's grace, on Get Booking and in lists", async () => {
    await setTenant({ late_fee: { grace_minutes: 30, per_hour: 100 } });
    const customer = (await mkCustomer(api)).id;
    const item = await mkItem(api, { quantity: 5 });
    const b = await activeBooking([{ fleet_item_id: item.id }], customer);
    const seen = async () => [
      (await ok(api, 'GET', `/v1/bookings/${b.id}`, undefined)).overdue,
      (await list(customer, 'limit=10'))[0][1],
    ];
    nowMs = RETURN + 30 * MIN;
    expect(await seen()).toEqual([false, false]);
    nowMs = RETURN + 30 * MIN + 1;
    expect(await seen()).toEqual([true, true]);
    // A view rebuilt from the rows says the same.
    await s.sql.run('UPDATE bookings SET view_json = NULL WHERE id = ?', b.id);
    expect(await seen()).toEqual([true, true]);
    // Without a policy the grace is 0.
    await setTenant({ late_fee: null });
    nowMs = RETURN + 1;
    expect(await seen()).toEqual([true, true]);
    nowMs = RETURN;
    expect(await seen()).toEqual([false, false]);
    // Completed (and any other status): never overdue.
    const { done } = await completeAt(b.id, RETURN + DAY);
    expect(done.overdue).toBe(false);
    expect(await seen()).toEqual([false, false]);
  });

  it('GET /v1/bookings filters by overdue and inclusive return dates; bad values are 400 with their param', async () => {
    await setTenant({ late_fee: { grace_minutes: 60, per_day: 1000 } });
    const customer = (await mkCustomer(api)).id;
    const item = await mkItem(api, { quantity: 10 });
    const a = await activeBooking([{ fleet_item_id: item.id }], customer);
    nowMs = T0;
    const pending = await ok(
      api,
      'POST',
      '/v1/bookings',
      {
        customer_id: customer,
        pickup_date: iso(PICKUP),
        return_date: '2031-05-06T12:00:00.000Z',
        line_items: [{ fleet_item_id: item.id }],
      },
      201,
    );
    const ids = async (query: string) => (await list(customer, query)).map((r: [string, boolean]) => r[0]);
    nowMs = RETURN + 60 * MIN;
    expect(await ids('overdue=true')).toEqual([]);
    expect(await ids('overdue=false')).toEqual([pending.id, a.id]);
    nowMs = RETURN + 60 * MIN + 1;
    expect(await ids('overdue=true')).toEqual([a.id]);
    expect(await ids('overdue=false')).toEqual([pending.id]);
    // RETURN is 2031-05-04T08:00Z (the tenant's zone is UTC).
    expect(await ids('return_date_from=2031-05-04&return_date_to=2031-05-04')).toEqual([a.id]);
    expect(await ids('return_date_from=2031-05-04T08:00:00.001Z')).toEqual([pending.id]);
    expect(await ids('return_date_to=2031-05-04T08:00:00.000Z')).toEqual([a.id]);
    expect(await ids('return_date_from=2031-05-05&overdue=false')).toEqual([pending.id]);
    for (const [query, param] of [
      ['overdue=yes', 'overdue'],
      ['overdue=', 'overdue'],
      ['return_date_from=nope', 'return_date_from'],
      ['return_date_to=2031-13-01', 'return_date_to'],
    ]) {
      const res = await api('GET', `/v1/bookings?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body.error.param).toBe(param);
    }
    await completeAt(a.id, RETURN + DAY);
    await setTenant({ late_fee: null });
  });

  it('the sweeper emits booking.overdue once per booking; none for one returned or extended in time', async () => {
    await setTenant({ late_fee: { grace_minutes: 15, per_hour: 100 } });
    const customer = (await mkCustomer(api)).id;
    const item = await mkItem(api, { quantity: 10 });
    const late = await activeBooking([{ fleet_item_id: item.id }], customer);
    const returned = await activeBooking([{ fleet_item_id: item.id }], customer);
    const extended = await activeBooking([{ fleet_item_id: item.id }], customer);
    const overdueEvents = async () =>
      (await allEvents(s.sql)).filter((e) => e.type === 'booking.overdue').map((e) => e.data.id);
    const before = await overdueEvents();
    nowMs = RETURN - MIN;
    await completeAt(returned.id, RETURN - MIN);
    await ok(api, 'POST', `/v1/bookings/${extended.id}/extend`, { new_return_date: iso(RETURN + DAY) });
    nowMs = RETURN + 15 * MIN;
    expect(await s.app.expiry.overdueOnce()).toBe(0);
    nowMs = RETURN + 15 * MIN + 1;
    expect(await s.app.expiry.overdueOnce()).toBe(1);
    expect(await s.app.expiry.overdueOnce()).toBe(0);
    nowMs = RETURN + 2 * DAY;
    await s.app.expiry.overdueOnce();
    const emitted = (await overdueEvents()).slice(before.length);
    // The extended one is overdue again by now: one event each, never a second.
    expect(emitted).toEqual([late.id, extended.id]);
    const event = (await allEvents(s.sql)).find((e) => e.type === 'booking.overdue' && e.data.id === late.id);
    expect(event?.data).toMatchObject({ id: late.id, status: 'active', overdue: true });
    nowMs = RETURN + 3 * DAY;
    expect(await s.app.expiry.overdueOnce()).toBe(0);
    await setTenant({ late_fee: null });
  });
});
