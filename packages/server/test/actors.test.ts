/**
 * Who did it: every event, adjustment, payment and change-log entry carries `actor {type, id}`:
 * the secret key's id, the signed-in staff member's, or the system's (the sweepers); events are
 * filtered by actor id; what was recorded before actors were is filled in by migration 031.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keyIdOf, startServer, type TestServer } from './helpers.js';
import { type Member, signedInMember } from './staff-fixtures.js';

let s: TestServer;
let now = new Date('2026-07-01T09:00:00.000Z');
let clerk: Member;
let key: { type: string; id: string };
beforeAll(async () => {
  s = await startServer({ clock: () => now, expiry: { enabled: false }, webhooks: { enabled: false } });
  clerk = await signedInMember(s, 'staff');
  key = { type: 'secret_key', id: await keyIdOf(s.sql, s.tenant.tenant_id, true) };
  await s.api('PATCH', '/v1/tenant', { key: s.tenant.live_key, body: { late_fee: { per_hour: 500 } } });
});
afterAll(async () => {
  await s?.close();
});

const withKey = (method: string, path: string, body?: unknown) =>
  s.api(method, path, { key: s.tenant.live_key, ...(body === undefined ? {} : { body }) });

async function setup() {
  const a = (await withKey('POST', '/v1/fleet-items', { name: 'Kayak', price_full_day: 4500, quantity: 5 })).body;
  const b = (await withKey('POST', '/v1/fleet-items', { name: 'Canoe', price_full_day: 5500, quantity: 5 })).body;
  const c = (await withKey('POST', '/v1/customers', { name: 'Ada' })).body;
  return { a, b, c };
}

/** A booking taken through its day by `act` (a key or a member): paid, extended, swapped, out, back late (it is 09:00). */
async function dayOf(act: (method: string, path: string, body?: unknown) => ReturnType<typeof withKey>) {
  const { a, b, c } = await setup();
  const made = await act('POST', '/v1/bookings', {
    customer_id: c.id,
    pickup_date: '2026-07-01T06:00:00Z',
    return_date: '2026-07-01T07:00:00Z',
    line_items: [{ fleet_item_id: a.id }],
  });
  expect(made.status, made.text).toBe(201);
  const id = made.body.id;
  expect((await act('POST', `/v1/bookings/${id}/payments`, { amount: 1000 })).status).toBe(201);
  expect((await act('POST', `/v1/bookings/${id}/extend`, { new_return_date: '2026-07-01T08:00:00Z' })).status).toBe(
    200,
  );
  const line = made.body.line_items[0].id;
  expect(
    (await act('POST', `/v1/bookings/${id}/swap-item`, { line_item_id: line, new_fleet_item_id: b.id })).status,
  ).toBe(200);
  expect((await act('PATCH', `/v1/bookings/${id}`, { status: 'confirmed' })).status).toBe(200);
  const picked = await act('POST', `/v1/bookings/${id}/pickup`, { picked_up_at: '2026-07-01T06:00:00Z' });
  expect(picked.status, picked.text).toBe(200);
  // Back at 09:00, an hour after the return date: a late fee.
  const back = await act('POST', `/v1/bookings/${id}/return`, {});
  expect(back.body.late_fee_amount).toBeGreaterThan(0);
  return id as string;
}

describe('actors', () => {
  it('a secret key: its id on every event, adjustment, payment and change-log entry', async () => {
    const id = await dayOf(withKey);
    const detail = (await withKey('GET', `/v1/bookings/${id}`)).body;
    expect(detail.payments.map((p: { actor: unknown }) => p.actor)).toEqual([key]);
    expect(detail.adjustments.map((a: { type: string; actor: unknown }) => [a.type, a.actor])).toEqual([
      ['extension', key],
      ['item_swap', key],
      ['late_fee', key],
    ]);
    expect(detail.change_log.map((c: { actor: unknown }) => c.actor)).toEqual([key]);
    const events = (await withKey('GET', '/v1/events?limit=100')).body.data.filter(
      (e: { data: { id?: string; booking_id?: string } }) => e.data.id === id || e.data.booking_id === id,
    );
    expect(events.map((e: { type: string }) => e.type).sort()).toEqual(
      [
        'booking.activated',
        'booking.completed',
        'booking.confirmed',
        'booking.created',
        'booking.extended',
        'booking.item_swapped',
        'payment.received',
      ].sort(),
    );
    for (const e of events) expect(e.actor, e.type).toEqual(key);
    const payment = events.find((e: { type: string }) => e.type === 'payment.received');
    expect(payment.data.actor).toEqual(key);
  });

  it("a staff member's session: their id, and GET /v1/events?actor_id= lists what they did", async () => {
    const member = { type: 'staff', id: clerk.id };
    // The catalog is the key's to make; the day is the member's.
    const id = await dayOf((method, path, body) =>
      path === '/v1/fleet-items' || path === '/v1/customers'
        ? withKey(method, path, body)
        : clerk.api(method, path, body === undefined ? {} : { body }),
    );
    const detail = (await clerk.api('GET', `/v1/bookings/${id}`)).body;
    expect(detail.payments[0].actor).toEqual(member);
    expect(detail.adjustments.map((a: { actor: unknown }) => a.actor)).toEqual([member, member, member]);
    expect(detail.change_log[0].actor).toEqual(member);
    const mine = await withKey('GET', `/v1/events?actor_id=${clerk.id}&limit=3`);
    expect(mine.status).toBe(200);
    expect(mine.body.data).toHaveLength(3);
    expect(mine.body.has_more).toBe(true);
    const rest = await withKey('GET', `/v1/events?actor_id=${clerk.id}&limit=100&cursor=${mine.body.next_cursor}`);
    const all = [...mine.body.data, ...rest.body.data];
    expect(all).toHaveLength(7);
    for (const e of all) expect(e.actor).toEqual(member);
    // Filters combine: the member's payments only.
    const payments = await withKey('GET', `/v1/events?actor_id=${clerk.id}&type=payment.received`);
    expect(payments.body.data.map((e: { type: string }) => e.type)).toEqual(['payment.received']);
    // Another actor's id lists none of them; the key's lists the key's.
    const byKey = (await withKey('GET', `/v1/events?actor_id=${key.id}&limit=100`)).body.data;
    expect(byKey.length).toBeGreaterThan(0);
    for (const e of byKey) expect(e.actor).toEqual(key);
  });

  it('the sweepers act as the system', async () => {
    const { a, c } = await setup();
    const pending = await withKey('POST', '/v1/bookings', {
      customer_id: c.id,
      pickup_date: '2026-07-05T10:00:00Z',
      return_date: '2026-07-06T10:00:00Z',
      line_items: [{ fleet_item_id: a.id }],
      hold_minutes: 5,
    });
    const out = await withKey('POST', '/v1/bookings', {
      customer_id: c.id,
      pickup_date: '2026-07-01T08:00:00Z',
      return_date: '2026-07-01T08:30:00Z',
      line_items: [{ fleet_item_id: a.id }],
    });
    await withKey('PATCH', `/v1/bookings/${out.body.id}`, { status: 'confirmed' });
    await withKey('POST', `/v1/bookings/${out.body.id}/pickup`, { picked_up_at: '2026-07-01T08:00:00Z' });
    now = new Date('2026-07-01T10:00:00.000Z');
    try {
      expect(await s.app.expiry.sweepOnce()).toBeGreaterThanOrEqual(1);
      expect(await s.app.expiry.overdueOnce()).toBeGreaterThanOrEqual(1);
    } finally {
      now = new Date('2026-07-01T09:00:00.000Z');
    }
    const expired = await withKey('GET', '/v1/events?actor_id=expiry_sweeper');
    expect(expired.body.data.map((e: { data: { id: string } }) => e.data.id)).toContain(pending.body.id);
    expect(expired.body.data[0]).toMatchObject({
      type: 'booking.expired',
      actor: { type: 'system', id: 'expiry_sweeper' },
    });
    const overdue = await withKey('GET', '/v1/events?actor_id=overdue_sweeper');
    expect(overdue.body.data[0]).toMatchObject({
      type: 'booking.overdue',
      actor: { type: 'system', id: 'overdue_sweeper' },
      data: { id: out.body.id },
    });
  });

  it('actor_id is 1..255 characters', async () => {
    expect((await withKey('GET', '/v1/events?actor_id=')).status).toBe(400);
    expect((await withKey('GET', `/v1/events?actor_id=${'x'.repeat(256)}`)).body.error?.param).toBe('actor_id');
  });
});
