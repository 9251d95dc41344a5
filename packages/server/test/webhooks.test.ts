/**
 * /v1/webhook-endpoints as an API: CRUD, validation, secrets shown only on create and rotate,
 * isolation, pagination, redelivery and the deliveries list. The worker is off here (delivery over
 * real sockets is in webhooks-delivery.test.ts), so deliveries stay pending.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emitEvent } from '../src/events/emit.js';
import { startServer, type TestServer } from './helpers.js';

let s: TestServer;
beforeAll(async () => {
  s = await startServer({ webhooks: { enabled: false } });
});
afterAll(() => s.close());

const PATH = '/v1/webhook-endpoints';
const body = (extra: Record<string, unknown> = {}) => ({
  url: 'https://hooks.example.com/rentline',
  events: ['booking.created'],
  ...extra,
});
const scopeOf = (tenantId: string, livemode = false) => ({ tenantId, livemode });
const emit = (tenantId: string, livemode: boolean, type: any = 'booking.created', data: Record<string, unknown> = {}) =>
  s.store.write((tx) =>
    emitEvent(tx, scopeOf(tenantId, livemode), type, data, new Date().toISOString(), { type: 'system', id: 'test' }),
  );

describe('webhook endpoints: CRUD', () => {
  it('create answers 201 with the secret; get, list and update never show it', async () => {
    const res = await s.api('POST', PATH, { body: body({ description: 'Bookings to the ERP' }) });
    expect(res.status).toBe(201);
    const ep = res.body;
    expect(ep).toMatchObject({
      object: 'webhook_endpoint',
      url: 'https://hooks.example.com/rentline',
      events: ['booking.created'],
      description: 'Bookings to the ERP',
      active: true,
      livemode: false,
    });
    expect(ep.id).toMatch(/^we_[0-9A-Za-z]{20}$/);
    expect(ep.secret).toMatch(/^whsec_[0-9A-Za-z]{32,}$/);
    expect(ep.created_at).toBe(ep.updated_at);
    expect([ep.disabled_reason, ep.disabled_at]).toEqual([null, null]);
    expect(Object.keys(ep).sort()).toEqual(
      [
        'active',
        'created_at',
        'description',
        'disabled_at',
        'disabled_reason',
        'events',
        'id',
        'livemode',
        'object',
        'secret',
        'updated_at',
        'url',
      ].sort(),
    );

    const got = await s.api('GET', `${PATH}/${ep.id}`);
    expect(got.status).toBe(200);
    expect(got.body.secret).toBeUndefined();
    const { secret: _secret, ...withoutSecret } = ep;
    expect(got.body).toEqual(withoutSecret);

    const list = await s.api('GET', PATH);
    expect(list.status).toBe(200);
    expect(list.body.object).toBe('list');
    expect(list.text).not.toContain(ep.secret);
    expect(list.body.data.some((e: { id: string }) => e.id === ep.id)).toBe(true);

    const patched = await s.api('PATCH', `${PATH}/${ep.id}`, {
      body: { events: ['*'], active: false, description: null, url: 'http://hooks.example.com:8080/x?y=1' },
    });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({
      events: ['*'],
      active: false,
      description: null,
      url: 'http://hooks.example.com:8080/x?y=1',
    });
    expect(patched.body.secret).toBeUndefined();

    const del = await s.api('DELETE', `${PATH}/${ep.id}`);
    expect(del.status).toBe(200);
    expect(del.body).toEqual({ id: ep.id, object: 'webhook_endpoint', deleted: true });
    expect((await s.api('GET', `${PATH}/${ep.id}`)).status).toBe(404);
    expect((await s.api('DELETE', `${PATH}/${ep.id}`)).status).toBe(404);
    expect((await s.api('GET', `${PATH}/${ep.id}/deliveries`)).status).toBe(404);
  });

  it('defaults: description null, active true; every known kind and ["*"] are accepted', async () => {
    const all = [
      'booking.created',
      'booking.updated',
      'booking.confirmed',
      'booking.activated',
      'booking.completed',
      'booking.cancelled',
      'booking.extended',
      'booking.item_swapped',
      'booking.overdue',
      'payment.received',
      'webhook_endpoint.disabled',
    ];
    const a = await s.api('POST', PATH, { body: { url: 'http://localhost:9/hook', events: all } });
    expect(a.status).toBe(201);
    expect(a.body).toMatchObject({ events: all, description: null, active: true });
    const b = await s.api('POST', PATH, { body: { url: 'https://x.example/h', events: ['*'], active: false } });
    expect(b.status).toBe(201);
    expect(b.body).toMatchObject({ events: ['*'], active: false });
  });

  it('rotate-secret answers 200 with a new secret, once', async () => {
    const ep = (await s.api('POST', PATH, { body: body() })).body;
    const r = await s.api('POST', `${PATH}/${ep.id}/rotate-secret`);
    expect(r.status).toBe(200);
    expect(r.body.secret).toMatch(/^whsec_[0-9A-Za-z]{32,}$/);
    expect(r.body.secret).not.toBe(ep.secret);
    expect(r.body.id).toBe(ep.id);
    const got = await s.api('GET', `${PATH}/${ep.id}`);
    expect(got.body.secret).toBeUndefined();
    expect((await s.api('POST', `${PATH}/we_nope/rotate-secret`)).status).toBe(404);
  });

  it('an unknown, malformed, other-mode or other-tenant id is 404 resource_missing', async () => {
    const ep = (await s.api('POST', PATH, { body: body() })).body;
    const other = await s.newTenant('Other');
    for (const [key, id] of [
      [s.tenant.live_key, ep.id],
      [other.test_key, ep.id],
      [s.tenant.test_key, 'we_doesnotexist'],
      [s.tenant.test_key, 'x'.repeat(300)],
    ] as const) {
      for (const [method, path] of [
        ['GET', `${PATH}/${id}`],
        ['PATCH', `${PATH}/${id}`],
        ['DELETE', `${PATH}/${id}`],
        ['POST', `${PATH}/${id}/rotate-secret`],
        ['GET', `${PATH}/${id}/deliveries`],
      ] as const) {
        const res = await s.api(method, path, { key, ...(method === 'PATCH' ? { body: { active: true } } : {}) });
        expect(res.status, `${method} ${path}`).toBe(404);
        expect(res.body.error).toMatchObject({ type: 'not_found_error', code: 'resource_missing', param: 'id' });
      }
    }
    const live = await s.api('GET', PATH, { key: s.tenant.live_key });
    expect(live.body.data.find((e: { id: string }) => e.id === ep.id)).toBeUndefined();
  });

  it('lists page newest first with cursors', async () => {
    const t = await s.newTenant('Paging');
    const ids: string[] = [];
    for (let i = 0; i < 7; i++) ids.push((await s.api('POST', PATH, { key: t.test_key, body: body() })).body.id);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const q: string = cursor ? `?limit=3&cursor=${cursor}` : '?limit=3';
      const res = await s.api('GET', `${PATH}${q}`, { key: t.test_key });
      expect(res.status).toBe(200);
      seen.push(...res.body.data.map((e: { id: string }) => e.id));
      cursor = res.body.next_cursor;
    } while (cursor);
    expect(seen).toEqual([...ids].reverse());
    const bad = await s.api('GET', `${PATH}?limit=0`, { key: t.test_key });
    expect(bad.body.error).toMatchObject({ code: 'parameter_invalid', param: 'limit' });
  });
});

describe('webhook endpoints: validation', () => {
  const cases: [string, unknown, string, string][] = [
    ['events missing', { url: 'https://a.example/h' }, 'parameter_missing', 'events'],
    ['events empty', body({ events: [] }), 'parameter_invalid', 'events'],
    ['events not an array', body({ events: 'booking.created' }), 'parameter_invalid', 'events'],
    ['unknown kind', body({ events: ['booking.created', 'booking.exploded'] }), 'parameter_invalid', 'events.1'],
    [
      'duplicate names the second occurrence',
      body({ events: ['booking.created', 'payment.received', 'booking.created'] }),
      'parameter_invalid',
      'events.2',
    ],
    ['"*" with another kind', body({ events: ['*', 'booking.created'] }), 'parameter_invalid', 'events.1'],
    ['another kind with "*"', body({ events: ['booking.created', '*'] }), 'parameter_invalid', 'events.1'],
    ['"*" twice', body({ events: ['*', '*'] }), 'parameter_invalid', 'events.1'],
    ['url missing', { events: ['*'] }, 'parameter_missing', 'url'],
    ['url not a URL', body({ url: 'not a url' }), 'parameter_invalid', 'url'],
    ['url relative', body({ url: '/hooks' }), 'parameter_invalid', 'url'],
    ['url ftp', body({ url: 'ftp://a.example/h' }), 'parameter_invalid', 'url'],
    ['url javascript', body({ url: 'javascript:alert(1)' }), 'parameter_invalid', 'url'],
    ['url with spaces around', body({ url: ' https://a.example/h ' }), 'parameter_invalid', 'url'],
    ['url over 2048', body({ url: `https://a.example/${'a'.repeat(2048)}` }), 'parameter_invalid', 'url'],
    ['url not a string', body({ url: 42 }), 'parameter_invalid', 'url'],
    ['description over 2000 code points', body({ description: '😀'.repeat(2001) }), 'parameter_invalid', 'description'],
    ['active not boolean', body({ active: 'yes' }), 'parameter_invalid', 'active'],
    ['unknown field', body({ secret: 'whsec_mine' }), 'parameter_unknown', 'secret'],
  ];
  it.each(cases)('%s', async (_label, payload, code, param) => {
    const res = await s.api('POST', PATH, { body: payload });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ type: 'invalid_request_error', code, param });
  });

  it('description of exactly 2000 code points and a URL of 2048 characters are fine', async () => {
    const url = `https://a.example/${'a'.repeat(2048 - 'https://a.example/'.length)}`;
    expect(url.length).toBe(2048);
    const res = await s.api('POST', PATH, { body: body({ url, description: '😀'.repeat(2000) }) });
    expect(res.status).toBe(201);
  });

  it('PATCH validates the same way and may not set events to null', async () => {
    const ep = (await s.api('POST', PATH, { body: body() })).body;
    for (const [patch, code, param] of [
      [{ url: 'mailto:x@y.z' }, 'parameter_invalid', 'url'],
      [{ events: [] }, 'parameter_invalid', 'events'],
      [{ events: ['payment.received', 'payment.received'] }, 'parameter_invalid', 'events.1'],
      [{ events: null }, 'parameter_invalid', 'events'],
      [{ url: null }, 'parameter_invalid', 'url'],
      [{ secret: 'x' }, 'parameter_unknown', 'secret'],
    ] as const) {
      const res = await s.api('PATCH', `${PATH}/${ep.id}`, { body: patch });
      expect(res.status, JSON.stringify(patch)).toBe(400);
      expect(res.body.error).toMatchObject({ code, param });
    }
  });
});

describe('the outbox: deliveries written with the event', () => {
  it('one pending delivery per active endpoint of the same tenant and mode subscribed to the type (or *)', async () => {
    const t = await s.newTenant('Outbox');
    const mk = async (events: string[], opts: { key?: string; active?: boolean } = {}) =>
      (
        await s.api('POST', PATH, {
          key: opts.key ?? t.test_key,
          body: { url: 'https://h.example/x', events, active: opts.active ?? true },
        })
      ).body.id as string;
    const created = await mk(['booking.created']);
    const star = await mk(['*']);
    const payments = await mk(['payment.received']);
    const inactive = await mk(['*'], { active: false });
    const live = await mk(['*'], { key: t.live_key });
    const otherTenant = await s.newTenant('Elsewhere');
    const foreign = await mk(['*'], { key: otherTenant.test_key });

    const evt = await emit(t.tenant_id, false, 'booking.created', { id: 'bk_1' });
    const deliveries = async (ep: string, key = t.test_key) =>
      (await s.api('GET', `${PATH}/${ep}/deliveries`, { key })).body.data as any[];

    for (const ep of [created, star]) {
      const d = await deliveries(ep);
      expect(d).toHaveLength(1);
      expect(d[0]).toMatchObject({
        object: 'webhook_delivery',
        event_id: evt.id,
        endpoint_id: ep,
        status: 'pending',
        attempts: [],
        livemode: false,
        created_at: evt.created_at,
      });
      expect(d[0].id).toMatch(/^whd_/);
      expect(typeof d[0].next_attempt_at).toBe('string');
    }
    expect(await deliveries(payments)).toHaveLength(0);
    expect(await deliveries(inactive)).toHaveLength(0);
    expect(await deliveries(live, t.live_key)).toHaveLength(0);
    expect(await deliveries(foreign, otherTenant.test_key)).toHaveLength(0);

    // A live event reaches the live endpoint only.
    const liveEvt = await emit(t.tenant_id, true, 'payment.received', { id: 'pay_1' });
    expect((await deliveries(live, t.live_key)).map((d) => d.event_id)).toEqual([liveEvt.id]);
    expect((await deliveries(payments)).length).toBe(0);
  });

  it('a rolled-back transaction leaves neither the event nor its deliveries', async () => {
    const t = await s.newTenant('Rollback');
    const ep = (await s.api('POST', PATH, { key: t.test_key, body: { url: 'https://h.example/x', events: ['*'] } }))
      .body.id;
    await expect(
      s.store.write(async (tx) => {
        await emitEvent(tx, scopeOf(t.tenant_id), 'booking.created', { id: 'bk_x' }, new Date().toISOString(), {
          type: 'system',
          id: 'test',
        });
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect((await s.api('GET', '/v1/events', { key: t.test_key })).body.data).toEqual([]);
    expect((await s.api('GET', `${PATH}/${ep}/deliveries`, { key: t.test_key })).body.data).toEqual([]);
  });

  it('deleting an endpoint marks its pending deliveries failed (no more attempts)', async () => {
    const t = await s.newTenant('Deleting');
    const ep = (await s.api('POST', PATH, { key: t.test_key, body: { url: 'https://h.example/x', events: ['*'] } }))
      .body.id;
    await emit(t.tenant_id, false);
    expect((await s.api('DELETE', `${PATH}/${ep}`, { key: t.test_key })).status).toBe(200);
    const rows = await s.sql.all('SELECT status, next_attempt_at FROM webhook_deliveries WHERE endpoint_id = ?', ep);
    expect(rows).toEqual([{ status: 'failed', next_attempt_at: null }]);
  });
});

describe('deliveries list and redelivery', () => {
  it('POST …/deliveries {event_id} creates a new pending delivery (201); lists newest first with filters', async () => {
    const t = await s.newTenant('Redeliver');
    const ep = (
      await s.api('POST', PATH, { key: t.test_key, body: { url: 'https://h.example/x', events: ['booking.created'] } })
    ).body.id;
    const e1 = await emit(t.tenant_id, false, 'booking.created');
    const e2 = await emit(t.tenant_id, false, 'payment.received'); // not subscribed, may still be redelivered
    const r1 = await s.api('POST', `${PATH}/${ep}/deliveries`, { key: t.test_key, body: { event_id: e1.id } });
    expect(r1.status).toBe(201);
    expect(r1.body).toMatchObject({ object: 'webhook_delivery', event_id: e1.id, endpoint_id: ep, status: 'pending' });
    const r2 = await s.api('POST', `${PATH}/${ep}/deliveries`, { key: t.test_key, body: { event_id: e2.id } });
    expect(r2.status).toBe(201);

    const all = (await s.api('GET', `${PATH}/${ep}/deliveries`, { key: t.test_key })).body;
    expect(all.data.map((d: { id: string }) => d.id)).toEqual([r2.body.id, r1.body.id, all.data[2].id]);
    expect(all.data[2].event_id).toBe(e1.id);
    const forE1 = (await s.api('GET', `${PATH}/${ep}/deliveries?event_id=${e1.id}`, { key: t.test_key })).body;
    expect(forE1.data).toHaveLength(2);
    const pending = (await s.api('GET', `${PATH}/${ep}/deliveries?status=pending&limit=1`, { key: t.test_key })).body;
    expect(pending.data).toHaveLength(1);
    expect(pending.has_more).toBe(true);
    const page2 = await s.api('GET', `${PATH}/${ep}/deliveries?limit=1&cursor=${pending.next_cursor}`, {
      key: t.test_key,
    });
    expect(page2.body.error).toMatchObject({ code: 'parameter_invalid', param: 'cursor' }); // filters differ
    const bad = await s.api('GET', `${PATH}/${ep}/deliveries?status=lost`, { key: t.test_key });
    expect(bad.body.error).toMatchObject({ code: 'parameter_invalid', param: 'status' });
  });

  it('an unknown event, or one of the other mode or tenant, is 400 resource_missing param event_id', async () => {
    const t = await s.newTenant('Redeliver2');
    const ep = (await s.api('POST', PATH, { key: t.test_key, body: { url: 'https://h.example/x', events: ['*'] } }))
      .body.id;
    const liveEvt = await emit(t.tenant_id, true);
    const foreignEvt = await emit(s.tenant.tenant_id, false);
    for (const eventId of ['evt_nope', liveEvt.id, foreignEvt.id]) {
      const r = await s.api('POST', `${PATH}/${ep}/deliveries`, { key: t.test_key, body: { event_id: eventId } });
      expect(r.status).toBe(400);
      expect(r.body.error).toMatchObject({
        type: 'invalid_request_error',
        code: 'resource_missing',
        param: 'event_id',
      });
    }
    const missing = await s.api('POST', `${PATH}/${ep}/deliveries`, { key: t.test_key, body: {} });
    expect(missing.body.error).toMatchObject({ code: 'parameter_missing', param: 'event_id' });
    const unknownEp = await s.api('POST', `${PATH}/we_nope/deliveries`, {
      key: t.test_key,
      body: { event_id: liveEvt.id },
    });
    expect(unknownEp.status).toBe(404);
  });

  it('redelivery honours Idempotency-Key', async () => {
    const t = await s.newTenant('Redeliver3');
    const ep = (await s.api('POST', PATH, { key: t.test_key, body: { url: 'https://h.example/x', events: ['*'] } }))
      .body.id;
    const e = await emit(t.tenant_id, false);
    const send = () =>
      s.api('POST', `${PATH}/${ep}/deliveries`, {
        key: t.test_key,
        body: { event_id: e.id },
        headers: { 'idempotency-key': 'redeliver-1' },
      });
    const a = await send();
    const b = await send();
    expect(b.status).toBe(201);
    expect(b.headers.get('idempotent-replayed')).toBe('true');
    expect(b.body.id).toBe(a.body.id);
    expect((await s.api('GET', `${PATH}/${ep}/deliveries`, { key: t.test_key })).body.data).toHaveLength(2);
  });
});

describe('OpenAPI', () => {
  it('documents the webhook and event routes', async () => {
    const doc = (await s.api('GET', '/v1/openapi.json', { key: null })).body;
    for (const p of [
      '/v1/webhook-endpoints',
      '/v1/webhook-endpoints/{id}',
      '/v1/webhook-endpoints/{id}/rotate-secret',
      '/v1/webhook-endpoints/{id}/deliveries',
      '/v1/events',
      '/v1/events/{id}',
    ]) {
      expect(doc.paths[p], p).toBeDefined();
    }
    expect(doc.paths['/v1/webhook-endpoints'].post.responses['201']).toBeDefined();
    expect(doc.components.schemas.WebhookEndpoint.properties.secret).toBeUndefined();
    expect(doc.components.schemas.WebhookEndpointWithSecret.properties.secret).toBeDefined();
  });
});

describe('review fixes', () => {
  it('rejects body fields on rotate-secret (and every POST without a body schema), without rotating', async () => {
    const s = await startServer();
    try {
      const created = await s.api('POST', '/v1/webhook-endpoints', {
        body: { url: 'https://example.com/h', events: ['*'] },
      });
      const r = await s.api('POST', `/v1/webhook-endpoints/${created.body.id}/rotate-secret`, {
        body: { expires_in: 3600 },
      });
      expect(r.status).toBe(400);
      expect(r.body.error).toMatchObject({ code: 'parameter_unknown', param: 'expires_in' });
      const ok = await s.api('POST', `/v1/webhook-endpoints/${created.body.id}/rotate-secret`);
      expect(ok.status).toBe(200);
      expect(ok.body.secret).not.toBe(created.body.secret);
    } finally {
      await s.close();
    }
  });

  it('refuses URLs with credentials, and redelivery to an inactive endpoint', async () => {
    const s = await startServer();
    try {
      const creds = await s.api('POST', '/v1/webhook-endpoints', {
        body: { url: 'https://user:pw@example.com/h', events: ['*'] },
      });
      expect(creds.status).toBe(400);
      expect(creds.body.error).toMatchObject({ code: 'parameter_invalid', param: 'url' });
      const ep = await s.api('POST', '/v1/webhook-endpoints', {
        body: { url: 'https://example.com/h', events: ['*'] },
      });
      const customer = await s.api('POST', '/v1/customers', { body: { name: 'C' } });
      const item = await s.api('POST', '/v1/fleet-items', { body: { name: 'I', price_full_day: 1000 } });
      await s.api('POST', '/v1/bookings', {
        body: {
          customer_id: customer.body.id,
          pickup_date: '2030-01-01',
          return_date: '2030-01-02',
          line_items: [{ fleet_item_id: item.body.id }],
        },
      });
      const events = await s.api('GET', '/v1/events');
      await s.api('PATCH', `/v1/webhook-endpoints/${ep.body.id}`, { body: { active: false } });
      const r = await s.api('POST', `/v1/webhook-endpoints/${ep.body.id}/deliveries`, {
        body: { event_id: events.body.data[0].id },
      });
      expect(r.status).toBe(400);
      expect(r.body.error.code).toBe('resource_inactive');
    } finally {
      await s.close();
    }
  });
});
