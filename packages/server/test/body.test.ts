/**
 * The JSON body reader at the edges: integer literals only in numeric fields (swept over every write
 * endpoint and every integer field its schema declares), UTF-8 only, and the 413 envelope reaching a
 * client that streams an oversized body (the rest is drained before the connection closes).
 */
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsonSchemaOf } from './fuzz-requests.js';
import { startServer, type TestServer } from './helpers.js';

let s: TestServer;
/** `raw` sent as is, as application/json. */
const send = (method: string, path: string, raw: string, headers: Record<string, string> = {}) =>
  s.api(method, path, { raw, headers: { 'content-type': 'application/json', ...headers } });
beforeAll(async () => {
  s = await startServer();
});
afterAll(() => s.close());

type Js = Record<string, any>;

/** Dotted paths of every integer field of a JSON Schema (array items at index 0), with a body placing 1.0 there. */
function integerFields(schema: Js, path: (string | number)[] = []): (string | number)[][] {
  const variants: Js[] = [schema, ...((schema.anyOf ?? []) as Js[])];
  const out: (string | number)[][] = [];
  for (const v of variants) {
    if (v.type === 'integer') out.push(path);
    if (v.type === 'object') {
      for (const [k, sub] of Object.entries((v.properties ?? {}) as Record<string, Js>)) {
        out.push(...integerFields(sub, [...path, k]));
      }
    }
    if (v.type === 'array' && v.items) out.push(...integerFields(v.items as Js, [...path, 0]));
  }
  return out;
}

/** The raw JSON text of an object with `literal` written at `path`. */
function bodyWith(path: (string | number)[], literal: string): string {
  if (path.length === 0) return literal;
  const [head, ...rest] = path;
  const inner = bodyWith(rest, literal);
  return typeof head === 'number' ? `[${inner}]` : `{${JSON.stringify(head)}:${inner}}`;
}

describe('integer fields take only integer literals', () => {
  it('a fraction or an exponent in any integer field of any write endpoint is 400 parameter_invalid with its param', async () => {
    const literals = ['1.0', '1e3', '99.99999999999999999', '1999.0000000000000001', '1E0', '-0.0', '2.5e1'];
    let checked = 0;
    const routes = new Set<string>();
    for (const def of s.app.routes) {
      if (!def.body) continue;
      for (const path of integerFields(jsonSchemaOf(def.body))) {
        const literal = literals[checked % literals.length] as string;
        const res = await send(def.method, def.path.replace(':id', 'x_missing'), bodyWith(path, literal));
        const where = `${def.method} ${def.path} ${path.join('.')}=${literal}`;
        expect(res.status, where).toBe(400);
        expect(res.body.error.code, where).toBe('parameter_invalid');
        expect(res.body.error.param, where).toBe(path.join('.'));
        checked++;
        routes.add(def.operationId);
      }
    }
    console.log('integer literal sweep:', { fields_checked: checked, operations: routes.size });
    expect(checked).toBeGreaterThan(30);
    expect(routes.size).toBeGreaterThan(10);
  });

  it('an unknown field stays parameter_unknown, a wrong type stays parameter_invalid, and 1 is still 1', async () => {
    const unknown = await send('POST', '/v1/fleet-items', '{"name":"K","price_full_day":1.0,"nope":2}');
    expect([unknown.status, unknown.body.error.code, unknown.body.error.param]).toEqual([
      400,
      'parameter_unknown',
      'nope',
    ]);
    const wrongType = await send('POST', '/v1/fleet-items', '{"name":1.5,"price_full_day":100}');
    expect([wrongType.status, wrongType.body.error.code, wrongType.body.error.param]).toEqual([
      400,
      'parameter_invalid',
      'name',
    ]);
    const ok = await send('POST', '/v1/fleet-items', '{"name":"K","price_full_day":1999,"note_free":0}');
    expect(ok.body.error.code).toBe('parameter_unknown');
    const good = await send('POST', '/v1/fleet-items', '{"name":"K 1.5e3","price_full_day":1999}');
    expect([good.status, good.body.price_full_day, good.body.name]).toEqual([201, 1999, 'K 1.5e3']);
    // A repeated key: only the value JSON.parse keeps counts.
    const dup = await send('POST', '/v1/fleet-items', '{"name":"K","price_full_day":1.5,"price_full_day":100}');
    expect(dup.status).toBe(201);
    const dupBad = await send('POST', '/v1/fleet-items', '{"name":"K","price_full_day":100,"price_full_day":1e2}');
    expect([dupBad.status, dupBad.body.error.param]).toEqual([400, 'price_full_day']);
  });

  it('the Idempotency-Key fingerprint tells 1.0 from 1: the corrected request is not answered with the stored 400', async () => {
    const key = `lit-${Date.now()}`;
    const bad = await send('POST', '/v1/customers', '{"name":"Ada","extra":1}', { 'idempotency-key': `${key}-a` });
    expect(bad.status).toBe(400);
    const first = await send('POST', '/v1/addons', '{"name":"Helmet","price":300.0}', { 'idempotency-key': key });
    expect([first.status, first.body.error.param]).toEqual([400, 'price']);
    const again = await send('POST', '/v1/addons', '{"name":"Helmet","price":300.0}', { 'idempotency-key': key });
    expect([again.status, again.headers.get('idempotent-replayed')]).toEqual([400, 'true']);
    const corrected = await send('POST', '/v1/addons', '{"name":"Helmet","price":300}', { 'idempotency-key': key });
    expect([corrected.status, corrected.body.error.code]).toEqual([400, 'idempotency_key_reused']);
    const fresh = await send('POST', '/v1/addons', '{"name":"Helmet","price":300}', { 'idempotency-key': `${key}-b` });
    expect([fresh.status, fresh.body.price]).toEqual([201, 300]);
  });
});

describe('bodies must be UTF-8', () => {
  it('latin-1 and other invalid byte sequences are 400 invalid_json, never stored as U+FFFD', async () => {
    const bodies = [
      Buffer.from('{"name":"Jos\xE9"}', 'latin1'),
      Buffer.concat([Buffer.from('{"name":"'), Buffer.from([0xc0, 0x80]), Buffer.from('"}')]),
      Buffer.concat([Buffer.from('{"name":"'), Buffer.from([0xed, 0xa0, 0x80]), Buffer.from('"}')]),
      Buffer.concat([Buffer.from('{"name":"x'), Buffer.from([0xf0, 0x9f]), Buffer.from('"}')]),
    ];
    for (const body of bodies) {
      const res = await fetch(`${s.url}/v1/customers`, {
        method: 'POST',
        headers: { authorization: `Bearer ${s.tenant.test_key}`, 'content-type': 'application/json' },
        body,
      });
      const json = (await res.json()) as { error: { code: string } };
      expect([res.status, json.error.code]).toEqual([400, 'invalid_json']);
    }
    const ok = await s.api('POST', '/v1/customers', { body: { name: 'José 😀' } });
    expect([ok.status, ok.body.name]).toEqual([201, 'José 😀']);
    const bom = await send('POST', '/v1/customers', '\ufeff{"name":"A"}');
    expect([bom.status, bom.body.error.code]).toEqual([400, 'invalid_json']);
  });
});

/** POST a body of `size` bytes with node:http, streamed as a client uploading a file does. */
function streamBody(
  url: string,
  key: string,
  size: number,
  chunked: boolean,
): Promise<{ status: number; body: any; headers: Record<string, unknown> }> {
  const u = new URL(`${url}/v1/customers`);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: u.hostname,
        port: u.port,
        path: u.pathname,
        method: 'POST',
        agent: false,
        headers: {
          authorization: `Bearer ${key}`,
          'content-type': 'application/json',
          ...(chunked ? {} : { 'content-length': size }),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            body: JSON.parse(Buffer.concat(chunks).toString()),
            headers: res.headers,
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    // Headers first, then the body in 16 KiB writes, yielding between them: the server sees the
    // declared length (or the first chunks) and answers while the client is still writing.
    req.flushHeaders();
    const piece = Buffer.alloc(16_384, 0x20);
    let left = size;
    const pump = () => {
      if (left <= 0) {
        req.end();
        return;
      }
      const n = Math.min(left, piece.length);
      left -= n;
      if (req.write(piece.subarray(0, n))) setImmediate(pump);
      else req.once('drain', pump);
    };
    setImmediate(pump);
  });
}

describe('an oversized body gets the 413 envelope, not EPIPE', () => {
  it('1 MiB + 10 bytes streamed by node:http: 413 body_too_large in 50 of 50 tries (and chunked too)', async () => {
    let got413 = 0;
    for (let i = 0; i < 50; i++) {
      const res = await streamBody(s.url, s.tenant.test_key, 1_048_576 + 10, i % 2 === 1);
      expect(res.status).toBe(413);
      expect(res.body.error.code).toBe('body_too_large');
      expect(res.headers.connection).toBe('close');
      got413++;
    }
    console.log('413 tries:', { tries: 50, got_413_envelope: got413 });
    expect(got413).toBe(50);
    // The server is fine afterwards.
    expect((await s.api('GET', '/v1/customers')).status).toBe(200);
  });
});
