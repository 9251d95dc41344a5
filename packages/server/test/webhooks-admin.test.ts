/**
 * The operator's side of webhook endpoints as an API (the worker is off; delivery over real sockets
 * is in webhooks-operations.test.ts): rotate-secret with an overlap, what PATCH `active` does to
 * `disabled_reason`/`disabled_at`, recovery (which events it re-queues, validation), the deliveries
 * filters, and the `WEBHOOK_DISABLE_AFTER_HOURS` setting.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { emitEvent } from '../src/events/emit.js';
import type { EventType } from '../src/events/types.js';
import { startServer, type TestServer } from './helpers.js';

let s: TestServer;
beforeAll(async () => {
  s = await startServer({ webhooks: { enabled: false } });
});
afterAll(() => s.close());

const PATH = '/v1/webhook-endpoints';
/** SQL `false` on either store (SQLite stores 0, PostgreSQL a boolean). */
const FALSE = '(1 = 0)';

const emitAt = (tenantId: string, createdAt: string, type: EventType = 'booking.created', livemode = false) =>
  s.store.write((tx) =>
    emitEvent(tx, { tenantId, livemode }, type, { id: 'bk_x' }, createdAt, { type: 'system', id: 'test' }),
  );

async function endpoint(key: string, events: string[] = ['*'], url = 'https://hooks.example.com/r') {
  const res = await s.api('POST', PATH, { key, body: { url, events } });
  expect(res.status, res.text).toBe(201);
  return res.body as { id: string; secret: string };
}

describe('rotate-secret with an overlap', () => {
  it('keeps the replaced secret signing until now + expire_previous_in_seconds; 0 or none drops it', async () => {
    const t = await s.newTenant('Rotate');
    const ep = await endpoint(t.test_key);
    const previous = () =>
      s.sql.get('SELECT previous_secret, previous_secret_expires_at FROM webhook_endpoints WHERE id = ?', ep.id);
    const before = Date.now();
    const r1 = await s.api('POST', `${PATH}/${ep.id}/rotate-secret`, {
      key: t.test_key,
      body: { expire_previous_in_seconds: 3600 },
    });
    expect(r1.status, r1.text).toBe(200);
    expect(r1.body.secret).not.toBe(ep.secret);
    const p1 = await previous();
    expect(p1.previous_secret).toBe(ep.secret);
    const until = Date.parse(p1.previous_secret_expires_at);
    expect(until - before).toBeGreaterThanOrEqual(3_600_000);
    expect(until - Date.now()).toBeLessThanOrEqual(3_600_000);

    // Rotating again during the overlap: the secret it replaces is the one kept; the oldest is gone.
    const r2 = await s.api('POST', `${PATH}/${ep.id}/rotate-secret`, {
      key: t.test_key,
      body: { expire_previous_in_seconds: 86_400 },
    });
    expect((await previous()).previous_secret).toBe(r1.body.secret);
    const r3 = await s.api('POST', `${PATH}/${ep.id}/rotate-secret`, {
      key: t.test_key,
      body: { expire_previous_in_seconds: 0 },
    });
    expect(r3.status).toBe(200);
    expect(await previous()).toEqual({ previous_secret: null, previous_secret_expires_at: null });
    await s.api('POST', `${PATH}/${ep.id}/rotate-secret`, { key: t.test_key, body: { expire_previous_in_seconds: 5 } });
    expect((await s.api('POST', `${PATH}/${ep.id}/rotate-secret`, { key: t.test_key })).status).toBe(200);
    expect(await previous()).toEqual({ previous_secret: null, previous_secret_expires_at: null });
    void r2;
  });

  it('expire_previous_in_seconds is an integer 0..86400; anything else is 400 naming it, and nothing rotates', async () => {
    const t = await s.newTenant('Rotate bad');
    const ep = await endpoint(t.test_key);
    for (const [raw, code] of [
      ['{"expire_previous_in_seconds":-1}', 'parameter_invalid'],
      ['{"expire_previous_in_seconds":86401}', 'parameter_invalid'],
      ['{"expire_previous_in_seconds":1.5}', 'parameter_invalid'],
      ['{"expire_previous_in_seconds":60.0}', 'parameter_invalid'],
      ['{"expire_previous_in_seconds":"60"}', 'parameter_invalid'],
      ['{"expire_previous_in_seconds":null}', 'parameter_invalid'],
      ['{"expires_in":60}', 'parameter_unknown'],
    ] as const) {
      const res = await s.api('POST', `${PATH}/${ep.id}/rotate-secret`, {
        key: t.test_key,
        raw,
        headers: { 'content-type': 'application/json' },
      });
      expect(res.status, raw).toBe(400);
      expect(res.body.error.code, raw).toBe(code);
      expect(res.body.error.param, raw).toBe(
        code === 'parameter_unknown' ? 'expires_in' : 'expire_previous_in_seconds',
      );
    }
    const row = await s.sql.get('SELECT secret, previous_secret FROM webhook_endpoints WHERE id = ?', ep.id);
    expect(row).toEqual({ secret: ep.secret, previous_secret: null });
    const max = await s.api('POST', `${PATH}/${ep.id}/rotate-secret`, {
      key: t.test_key,
      body: { expire_previous_in_seconds: 86_400 },
    });
    expect(max.status).toBe(200);
  });
});

describe('disabled_reason and disabled_at', () => {
  it('null on a new endpoint and after a PATCH active: false by its owner; PATCH active: true clears what the server set', async () => {
    const t = await s.newTenant('Disabled');
    const ep = await endpoint(t.test_key);
    const get = async () => (await s.api('GET', `${PATH}/${ep.id}`, { key: t.test_key })).body;
    expect(await get()).toMatchObject({ active: true, disabled_reason: null, disabled_at: null });

    const off = await s.api('PATCH', `${PATH}/${ep.id}`, { key: t.test_key, body: { active: false } });
    expect(off.body).toMatchObject({ active: false, disabled_reason: null, disabled_at: null });
    await s.api('PATCH', `${PATH}/${ep.id}`, { key: t.test_key, body: { active: true } });

    // As the worker leaves it after failing for the window.
    await s.sql.run(
      `UPDATE webhook_endpoints SET active = ${FALSE}, disabled_reason = 'failing', disabled_at = ?,
              failing_since = ? WHERE id = ?`,
      '2026-07-06T00:00:00.000Z',
      '2026-07-01T00:00:00.000Z',
      ep.id,
    );
    expect(await get()).toMatchObject({
      active: false,
      disabled_reason: 'failing',
      disabled_at: '2026-07-06T00:00:00.000Z',
    });
    // Other changes, and active: false again, keep the reason.
    const desc = await s.api('PATCH', `${PATH}/${ep.id}`, {
      key: t.test_key,
      body: { description: 'ERP', active: false },
    });
    expect(desc.body).toMatchObject({ description: 'ERP', active: false, disabled_reason: 'failing' });
    const on = await s.api('PATCH', `${PATH}/${ep.id}`, { key: t.test_key, body: { active: true } });
    expect(on.status).toBe(200);
    expect(on.body).toMatchObject({ active: true, disabled_reason: null, disabled_at: null });
    expect(await get()).toEqual(on.body);
    // The failing window starts afresh.
    expect(await s.sql.get('SELECT failing_since FROM webhook_endpoints WHERE id = ?', ep.id)).toEqual({
      failing_since: null,
    });
  });
});

describe('recover', () => {
  it('re-queues each event since the instant whose latest delivery to the endpoint failed, once', async () => {
    const t = await s.newTenant('Recover', 'America/New_York');
    const ep = await endpoint(t.test_key);
    const other = await endpoint(t.test_key);
    const live = await endpoint(t.live_key);
    const at = (d: string) => `2026-07-0${d}T12:00:00.000Z`;
    const old = await emitAt(t.tenant_id, at('1')); // before since
    const failed = await emitAt(t.tenant_id, at('3'));
    const succeeded = await emitAt(t.tenant_id, at('3'), 'payment.received');
    const redelivered = await emitAt(t.tenant_id, at('4')); // failed, then a pending redelivery
    const pending = await emitAt(t.tenant_id, at('4'));
    const twice = await emitAt(t.tenant_id, at('5')); // failed, redelivered, failed again
    const liveEvt = await emitAt(t.tenant_id, at('5'), 'booking.created', true);
    await s.sql.run(
      "UPDATE webhook_deliveries SET status = 'failed', next_attempt_at = NULL WHERE event_id IN (?, ?, ?, ?, ?)",
      old.id,
      failed.id,
      redelivered.id,
      twice.id,
      liveEvt.id,
    );
    await s.sql.run("UPDATE webhook_deliveries SET status = 'succeeded' WHERE event_id = ?", succeeded.id);
    for (const e of [redelivered, twice]) {
      const r = await s.api('POST', `${PATH}/${ep.id}/deliveries`, { key: t.test_key, body: { event_id: e.id } });
      expect(r.status).toBe(201);
    }
    await s.sql.run(
      "UPDATE webhook_deliveries SET status = 'failed' WHERE event_id = ? AND endpoint_id = ?",
      twice.id,
      ep.id,
    );

    // 2026-07-02T00:00 in New York is 04:00Z.
    const res = await s.api('POST', `${PATH}/${ep.id}/recover`, {
      key: t.test_key,
      body: { since: '2026-07-02T00:00' },
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual({
      object: 'recovery',
      endpoint_id: ep.id,
      since: '2026-07-02T04:00:00.000Z',
      deliveries_created: 2,
    });
    const newest = (await s.api('GET', `${PATH}/${ep.id}/deliveries?limit=2`, { key: t.test_key })).body.data;
    expect(newest.map((d: { event_id: string }) => d.event_id).sort()).toEqual([failed.id, twice.id].sort());
    expect(newest.every((d: { status: string; attempts: unknown[] }) => d.status === 'pending')).toBe(true);
    expect(newest.every((d: { attempts: unknown[] }) => d.attempts.length === 0)).toBe(true);

    // Their latest deliveries are pending now: a second recovery finds nothing; other endpoints and
    // the other mode were not touched.
    const again = await s.api('POST', `${PATH}/${ep.id}/recover`, { key: t.test_key, body: { since: '2026-07-01' } });
    expect(again.body.deliveries_created).toBe(1); // only `old`, now inside the window
    const count = async (id: string) =>
      Number((await s.sql.get('SELECT count(*) AS n FROM webhook_deliveries WHERE endpoint_id = ?', id)).n);
    expect(await count(other.id)).toBe(6);
    expect(await count(live.id)).toBe(1);
    const sinceLater = await s.api('POST', `${PATH}/${ep.id}/recover`, {
      key: t.test_key,
      body: { since: '2026-07-06T00:00:00Z' },
    });
    expect(sinceLater.body).toMatchObject({ since: '2026-07-06T00:00:00.000Z', deliveries_created: 0 });
    void pending;
  });

  it('validates since (400 naming it) before the endpoint (404), then refuses an inactive endpoint', async () => {
    const t = await s.newTenant('Recover bad');
    const ep = await endpoint(t.test_key);
    const post = (id: string, body: unknown) => s.api('POST', `${PATH}/${id}/recover`, { key: t.test_key, body });
    for (const [body, code] of [
      [{}, 'parameter_missing'],
      [{ since: 'yesterday' }, 'parameter_invalid'],
      [{ since: '2026-02-30' }, 'parameter_invalid'],
      [{ since: '1969-12-31T23:59:59Z' }, 'parameter_invalid'],
      [{ since: 20260701 }, 'parameter_invalid'],
    ] as const) {
      for (const id of [ep.id, 'we_nope']) {
        const res = await post(id, body);
        expect(res.status, JSON.stringify(body)).toBe(400);
        expect(res.body.error).toMatchObject({ code, param: 'since' });
      }
    }
    const unknown = await s.api('POST', `${PATH}/${ep.id}/recover`, {
      key: t.test_key,
      body: { since: '2026-07-01', limit: 5 },
    });
    expect(unknown.body.error).toMatchObject({ code: 'parameter_unknown', param: 'limit' });
    expect((await post('we_nope', { since: '2026-07-01' })).status).toBe(404);
    const foreign = await endpoint(s.tenant.test_key);
    expect((await post(foreign.id, { since: '2026-07-01' })).status).toBe(404);
    await s.api('PATCH', `${PATH}/${ep.id}`, { key: t.test_key, body: { active: false } });
    const inactive = await post(ep.id, { since: '2026-07-01' });
    expect(inactive.status).toBe(400);
    expect(inactive.body.error).toMatchObject({ type: 'invalid_request_error', code: 'resource_inactive' });
  });
});

describe('deliveries filters', () => {
  it('status, event_id and event_type, together and alone; an unknown kind is 400', async () => {
    const t = await s.newTenant('Filters');
    const ep = await endpoint(t.test_key);
    const now = new Date().toISOString();
    const created = await emitAt(t.tenant_id, now, 'booking.created');
    const paid = await emitAt(t.tenant_id, now, 'payment.received');
    const cancelled = await emitAt(t.tenant_id, now, 'booking.cancelled');
    await s.sql.run("UPDATE webhook_deliveries SET status = 'failed' WHERE event_id = ?", cancelled.id);
    const list = async (q: string) => {
      const res = await s.api('GET', `${PATH}/${ep.id}/deliveries?${q}`, { key: t.test_key });
      expect(res.status, res.text).toBe(200);
      return res.body.data.map((d: { event_id: string }) => d.event_id);
    };
    expect(await list('event_type=payment.received')).toEqual([paid.id]);
    expect(await list('event_type=booking.created')).toEqual([created.id]);
    expect(await list('event_type=booking.cancelled&status=failed')).toEqual([cancelled.id]);
    expect(await list('event_type=booking.cancelled&status=pending')).toEqual([]);
    expect(await list('event_type=booking.updated')).toEqual([]);
    expect(await list(`event_type=booking.created&event_id=${paid.id}`)).toEqual([]);
    expect(await list('status=pending')).toEqual([paid.id, created.id]);

    const page = (await s.api('GET', `${PATH}/${ep.id}/deliveries?status=pending&limit=1`, { key: t.test_key })).body;
    const unbound = await s.api(
      'GET',
      `${PATH}/${ep.id}/deliveries?status=pending&event_type=booking.created&limit=1&cursor=${page.next_cursor}`,
      { key: t.test_key },
    );
    expect(unbound.body.error).toMatchObject({ code: 'parameter_invalid', param: 'cursor' });
    for (const q of ['event_type=booking.exploded', 'event_type=*', 'event_type=']) {
      const bad = await s.api('GET', `${PATH}/${ep.id}/deliveries?${q}`, { key: t.test_key });
      expect(bad.status, q).toBe(400);
      expect(bad.body.error).toMatchObject({ code: 'parameter_invalid', param: 'event_type' });
    }
  });
});

describe('WEBHOOK_DISABLE_AFTER_HOURS', () => {
  it('defaults to 120; takes 0 (never) and fractions; anything else stops the configuration', () => {
    expect(loadConfig({}).webhookDisableAfterHours).toBe(120);
    expect(loadConfig({ WEBHOOK_DISABLE_AFTER_HOURS: '0' }).webhookDisableAfterHours).toBe(0);
    expect(loadConfig({ WEBHOOK_DISABLE_AFTER_HOURS: '0.001' }).webhookDisableAfterHours).toBe(0.001);
    expect(loadConfig({ WEBHOOK_DISABLE_AFTER_HOURS: ' 72 ' }).webhookDisableAfterHours).toBe(72);
    for (const bad of ['-1', 'soon', '1e3', '.5', '1,5', '87601']) {
      expect(() => loadConfig({ WEBHOOK_DISABLE_AFTER_HOURS: bad }), bad).toThrow(/WEBHOOK_DISABLE_AFTER_HOURS/);
    }
  });
});
