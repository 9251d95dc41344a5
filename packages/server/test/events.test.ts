/** GET /v1/events and /v1/events/:id: the envelope, the type filter, pagination and isolation. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emitEvent } from '../src/events/emit.js';
import { EVENT_TYPES } from '../src/events/types.js';
import { keyIdOf, startServer, type TestServer } from './helpers.js';

let s: TestServer;
beforeAll(async () => {
  s = await startServer({ webhooks: { enabled: false } });
});
afterAll(() => s.close());

const emit = (tenantId: string, livemode: boolean, type: (typeof EVENT_TYPES)[number], data: Record<string, unknown>) =>
  s.store.write((tx) =>
    emitEvent(tx, { tenantId, livemode }, type, data, new Date().toISOString(), { type: 'system', id: 'test' }),
  );

describe('events API', () => {
  it('a booking made through the API records booking.created with the booking as data', async () => {
    const customer = (await s.api('POST', '/v1/customers', { body: { name: 'Ada' } })).body;
    const item = (await s.api('POST', '/v1/fleet-items', { body: { name: 'Kayak', price_full_day: 4500 } })).body;
    const created = await s.api('POST', '/v1/bookings', {
      body: {
        customer_id: customer.id,
        pickup_date: '2026-07-01T09:00',
        return_date: '2026-07-02T09:00',
        line_items: [{ fleet_item_id: item.id }],
      },
    });
    expect(created.status, created.text).toBe(201);
    const list = await s.api('GET', '/v1/events?type=booking.created&limit=1');
    expect(list.status).toBe(200);
    const evt = list.body.data[0];
    expect(Object.keys(evt).sort()).toEqual([
      'actor',
      'created_at',
      'data',
      'id',
      'livemode',
      'object',
      'tenant_id',
      'type',
    ]);
    expect(evt.actor).toEqual({ type: 'secret_key', id: await keyIdOf(s.sql, s.tenant.tenant_id) });
    expect(evt).toMatchObject({
      object: 'event',
      type: 'booking.created',
      tenant_id: s.tenant.tenant_id,
      livemode: false,
    });
    expect(evt.data.id).toBe(created.body.id);
    expect(evt.data).toEqual((await s.api('GET', `/v1/bookings/${created.body.id}`)).body);
    const one = await s.api('GET', `/v1/events/${evt.id}`);
    expect(one.status).toBe(200);
    expect(one.body).toEqual(evt);
  });

  it('lists newest first, filters by type, pages with cursors bound to the filter', async () => {
    const t = await s.newTenant('Events');
    const ids: string[] = [];
    for (let i = 0; i < 9; i++) {
      const type = i % 3 === 0 ? 'payment.received' : 'booking.updated';
      ids.push((await emit(t.tenant_id, false, type, { i })).id);
    }
    const all = await s.api('GET', '/v1/events?limit=100', { key: t.test_key });
    expect(all.body.data.map((e: { id: string }) => e.id)).toEqual([...ids].reverse());
    expect(all.body.has_more).toBe(false);
    expect(all.body.next_cursor).toBeNull();

    const walk: string[] = [];
    let cursor: string | null = null;
    do {
      const q: string = `?type=payment.received&limit=2${cursor ? `&cursor=${cursor}` : ''}`;
      const res = await s.api('GET', `/v1/events${q}`, { key: t.test_key });
      expect(res.status).toBe(200);
      expect(res.body.data.every((e: { type: string }) => e.type === 'payment.received')).toBe(true);
      walk.push(...res.body.data.map((e: { id: string }) => e.id));
      cursor = res.body.next_cursor;
      if (cursor) {
        // The cursor is bound to the filter: without it, it is refused.
        const unbound = await s.api('GET', `/v1/events?limit=2&cursor=${cursor}`, { key: t.test_key });
        expect(unbound.body.error).toMatchObject({ code: 'parameter_invalid', param: 'cursor' });
      }
    } while (cursor);
    expect(walk).toEqual([ids[6], ids[3], ids[0]]);
  });

  it('type must be a known kind; unknown parameters are refused', async () => {
    for (const [q, code, param] of [
      ['?type=booking.exploded', 'parameter_invalid', 'type'],
      ['?type=*', 'parameter_invalid', 'type'],
      ['?type=', 'parameter_invalid', 'type'],
      ['?kind=booking.created', 'parameter_unknown', 'kind'],
      ['?limit=101', 'parameter_invalid', 'limit'],
      ['?type=booking.created&type=booking.updated', 'parameter_invalid', 'type'],
    ] as const) {
      const res = await s.api('GET', `/v1/events${q}`);
      expect(res.status, q).toBe(400);
      expect(res.body.error).toMatchObject({ type: 'invalid_request_error', code, param });
    }
    for (const type of EVENT_TYPES) expect((await s.api('GET', `/v1/events?type=${type}`)).status).toBe(200);
  });

  it("another mode's or tenant's event, and a malformed id, are 404", async () => {
    const t = await s.newTenant('Private events');
    const live = await emit(t.tenant_id, true, 'booking.created', { id: 'bk_live' });
    const test = await emit(t.tenant_id, false, 'booking.created', { id: 'bk_test' });
    expect((await s.api('GET', `/v1/events/${live.id}`, { key: t.live_key })).status).toBe(200);
    for (const [key, id] of [
      [t.test_key, live.id],
      [t.live_key, test.id],
      [s.tenant.test_key, test.id],
      [t.test_key, 'evt_nope'],
      [t.test_key, '%00'],
    ] as const) {
      const res = await s.api('GET', `/v1/events/${id}`, { key });
      expect(res.status).toBe(404);
      expect(res.body.error).toMatchObject({ code: 'resource_missing', param: 'id' });
    }
    const liveList = await s.api('GET', '/v1/events', { key: t.live_key });
    expect(liveList.body.data.map((e: { id: string }) => e.id)).toEqual([live.id]);
    expect((await s.api('GET', '/v1/events', { key: null })).status).toBe(401);
  });

  it('POST on /v1/events is 405', async () => {
    const res = await s.api('POST', '/v1/events', { body: {} });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toContain('GET');
  });
});
