import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from './helpers.js';

let s: TestServer;
let now = new Date('2026-07-01T12:00:00.000Z');
beforeAll(async () => {
  s = await startServer({ clock: () => now });
});
afterAll(() => s.close());

const key = (k: string) => ({ 'idempotency-key': k });

describe('Idempotency-Key', () => {
  it('replays the first response: same status, body and request-id, with idempotent-replayed', async () => {
    const first = await s.api('POST', '/v1/fleet-items', {
      body: { name: 'Kayak', price_full_day: 4500 },
      headers: key('k-1'),
    });
    expect(first.status).toBe(201);
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    // Same body with other key order and spacing: the same fingerprint.
    const again = await s.api('POST', '/v1/fleet-items', {
      raw: '{ "price_full_day": 4500,   "name": "Kayak" }',
      headers: { ...key('k-1'), 'content-type': 'application/json' },
    });
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(again.headers.get('request-id')).toBe(first.headers.get('request-id'));
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    const list = await s.api('GET', '/v1/fleet-items');
    expect(list.body.data.filter((r: { name: string }) => r.name === 'Kayak')).toHaveLength(1);
  });

  it('another body, path or method under the same key is 400 idempotency_key_reused', async () => {
    await s.api('POST', '/v1/addons', { body: { name: 'Helmet', price: 300 }, headers: key('k-2') });
    const otherBody = await s.api('POST', '/v1/addons', { body: { name: 'Helmet', price: 301 }, headers: key('k-2') });
    expect(otherBody.status).toBe(400);
    expect(otherBody.body.error).toMatchObject({ type: 'invalid_request_error', code: 'idempotency_key_reused' });
    const otherPath = await s.api('POST', '/v1/customers', {
      body: { name: 'Helmet', price: 300 },
      headers: key('k-2'),
    });
    expect(otherPath.body.error.code).toBe('idempotency_key_reused');
  });

  it('errors (4xx) are stored and replayed too', async () => {
    const first = await s.api('POST', '/v1/addons', { body: { name: 'x' }, headers: key('k-3') });
    expect(first.status).toBe(400);
    const again = await s.api('POST', '/v1/addons', { body: { name: 'x' }, headers: key('k-3') });
    expect(again.status).toBe(400);
    expect(again.body).toEqual(first.body);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    const dup1 = await s.api('POST', '/v1/coupons', {
      body: { code: 'DUP', discount_type: 'percent', discount_value: 1 },
    });
    expect(dup1.status).toBe(201);
    const conflict = await s.api('POST', '/v1/coupons', {
      body: { code: 'dup', discount_type: 'percent', discount_value: 1 },
      headers: key('k-3b'),
    });
    expect(conflict.status).toBe(409);
    const replay = await s.api('POST', '/v1/coupons', {
      body: { code: 'dup', discount_type: 'percent', discount_value: 1 },
      headers: key('k-3b'),
    });
    expect(replay.status).toBe(409);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
  });

  it('a key still in flight is 409 idempotency_key_in_use', async () => {
    const body = { name: 'Slow', price: 1 };
    // Another process holds the key (claimed, not finished).
    await s.store.write((tx) =>
      tx.idempotency.claim(
        { tenantId: s.tenant.tenant_id, livemode: false },
        {
          key: 'k-4',
          fingerprint: 'other-process',
          request_id: 'req_other',
          created_at: now.toISOString(),
        },
      ),
    );
    const res = await s.api('POST', '/v1/addons', { body, headers: key('k-4') });
    // The stored fingerprint differs, so this is a reuse; with the same fingerprint it is in use.
    expect(res.status).toBe(400);
    const { createHash } = await import('node:crypto');
    const { canonicalJson } = await import('../src/http/idempotency.js');
    const fp = createHash('sha256')
      .update(`POST /v1/addons\n${canonicalJson(body)}`)
      .digest('hex');
    await s.store.write((tx) =>
      tx.idempotency.claim(
        { tenantId: s.tenant.tenant_id, livemode: false },
        {
          key: 'k-5',
          fingerprint: fp,
          request_id: 'req_other',
          created_at: now.toISOString(),
        },
      ),
    );
    const busy = await s.api('POST', '/v1/addons', { body, headers: key('k-5') });
    expect(busy.status).toBe(409);
    expect(busy.body.error).toMatchObject({ type: 'conflict_error', code: 'idempotency_key_in_use' });
  });

  it('keys are scoped to tenant and mode', async () => {
    const body = { name: 'Scoped', price: 1 };
    const a = await s.api('POST', '/v1/addons', { body, headers: key('k-6') });
    const live = await s.api('POST', '/v1/addons', { key: s.tenant.live_key, body, headers: key('k-6') });
    expect(live.status).toBe(201);
    expect(live.body.id).not.toBe(a.body.id);
    expect(live.headers.get('idempotent-replayed')).toBeNull();
    const other = await s.newTenant('Idem other');
    const b = await s.api('POST', '/v1/addons', { key: other.test_key, body, headers: key('k-6') });
    expect(b.status).toBe(201);
    expect(b.headers.get('idempotent-replayed')).toBeNull();
  });

  it('expires after 24 hours', async () => {
    const body = { name: 'Expiring', price: 1 };
    const a = await s.api('POST', '/v1/addons', { body, headers: key('k-7') });
    now = new Date(now.getTime() + 24 * 3600 * 1000 + 1);
    const b = await s.api('POST', '/v1/addons', { body: { ...body, price: 2 }, headers: key('k-7') });
    expect(b.status).toBe(201);
    expect(b.body.id).not.toBe(a.body.id);
  });

  it('a key over 255 characters is 400 parameter_invalid param Idempotency-Key', async () => {
    const res = await s.api('POST', '/v1/addons', { body: { name: 'x', price: 1 }, headers: key('k'.repeat(256)) });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: 'parameter_invalid', param: 'Idempotency-Key' });
    const ok = await s.api('POST', '/v1/addons', { body: { name: 'x', price: 1 }, headers: key('k'.repeat(255)) });
    expect(ok.status).toBe(201);
  });

  it('a key outside printable ASCII (a byte past 0x7e, a TAB inside) is 400 parameter_invalid, and is not stored', async () => {
    // Sent as raw bytes: fetch() refuses such header values before they leave.
    const send = (value: Buffer) =>
      new Promise<{ status: number; body: any }>((resolve, reject) => {
        const data = JSON.stringify({ name: 'x', price: 1 });
        const req = request(new URL('/v1/addons', s.url), {
          method: 'POST',
          headers: {
            authorization: `Bearer ${s.tenant.test_key}`,
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(data),
          },
        });
        // Header values go out as latin1: each byte as it is.
        req.setHeader('idempotency-key', value.toString('latin1'));
        req.on('response', (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (c) => {
            text += c;
          });
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) }));
        });
        req.on('error', reject);
        req.end(data);
      });
    const stored = async () => (await s.sql.all('SELECT key FROM idempotency_keys')).length;
    const before = await stored();
    for (const value of [
      Buffer.from('caf\u00e9-1', 'utf8'), // é as two UTF-8 bytes
      Buffer.from([0x6b, 0xe9, 0x31]), // one latin1 byte
      Buffer.from('key\tone'),
    ]) {
      const res = await send(value);
      expect(res.status, JSON.stringify(res.body)).toBe(400);
      expect(res.body.error).toMatchObject({ code: 'parameter_invalid', param: 'Idempotency-Key' });
    }
    expect(await stored()).toBe(before);
    // Spaces inside and every printable character are fine.
    expect((await send(Buffer.from('order 42 ~!"#$%&()*+,-./:;<=>?@[\\]^_`{|}'))).status).toBe(201);
  });

  it('is ignored on POST /v1/pricing/calculate', async () => {
    const item = (await s.api('POST', '/v1/fleet-items', { body: { name: 'Bike', price_full_day: 1000 } })).body.id;
    const calc = (ret: string) =>
      s.api('POST', '/v1/pricing/calculate', {
        body: { fleet_item_id: item, pickup_date: '2026-07-01T09:00Z', return_date: ret },
        headers: key('k-calc'),
      });
    const one = await calc('2026-07-02T09:00Z');
    const two = await calc('2026-07-04T09:00Z');
    expect(one.status).toBe(200);
    expect(two.status).toBe(200);
    expect(two.headers.get('idempotent-replayed')).toBeNull();
    expect(two.body.base_price).toBe(3000);
    const long = await s.api('POST', '/v1/pricing/calculate', {
      body: { fleet_item_id: item, pickup_date: '2026-07-01T09:00Z', return_date: '2026-07-02T09:00Z' },
      headers: key('k'.repeat(300)),
    });
    expect(long.status).toBe(200);
  });
});
