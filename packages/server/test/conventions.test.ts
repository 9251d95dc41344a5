import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { samples, startServer, type TestServer } from './helpers.js';

let s: TestServer;
beforeAll(async () => {
  s = await startServer();
});
afterAll(() => s.close());

function expectError(
  res: { status: number; headers: Headers; body: any },
  status: number,
  type: string,
  code: string,
  param?: string,
) {
  expect(res.status).toBe(status);
  expect(res.body.error.type).toBe(type);
  expect(res.body.error.code).toBe(code);
  if (param === undefined) expect(res.body.error.param).toBeUndefined();
  else expect(res.body.error.param).toBe(param);
  expect(res.body.error.request_id).toMatch(/^req_/);
  expect(res.headers.get('request-id')).toBe(res.body.error.request_id);
}

describe('public endpoints', () => {
  it('GET /healthz needs no key', async () => {
    const res = await s.api('GET', '/healthz', { key: null });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok' });
    expect(res.headers.get('request-id')).toMatch(/^req_[0-9A-Za-z]{24}$/);
  });
  it('GET /v1/openapi.json needs no key', async () => {
    const res = await s.api('GET', '/v1/openapi.json', { key: null });
    expect(res.status).toBe(200);
    expect(res.body.openapi).toBe('3.1.0');
  });
});

describe('authentication', () => {
  it('401 api_key_missing without a key', async () => {
    expectError(await s.api('GET', '/v1/fleet-items', { key: null }), 401, 'authentication_error', 'api_key_missing');
  });
  it('401 api_key_invalid for a malformed, unknown or non-Bearer key', async () => {
    expectError(await s.api('GET', '/v1/fleet-items', { key: 'nope' }), 401, 'authentication_error', 'api_key_invalid');
    expectError(
      await s.api('GET', '/v1/fleet-items', { key: `rk_test_${'a'.repeat(40)}` }),
      401,
      'authentication_error',
      'api_key_invalid',
    );
    const basic = await s.api('GET', '/v1/fleet-items', { key: null, headers: { authorization: 'Basic abc' } });
    expectError(basic, 401, 'authentication_error', 'api_key_invalid');
  });
  it('the live key works too and reports livemode', async () => {
    const res = await s.api('GET', '/v1/tenant', { key: s.tenant.live_key });
    expect(res.status).toBe(200);
    expect(res.body.livemode).toBe(true);
  });
});

describe('routing', () => {
  it('unknown route is 404 resource_missing, even without a key', async () => {
    expectError(await s.api('GET', '/v1/nope', { key: null }), 404, 'not_found_error', 'resource_missing');
    expectError(await s.api('GET', '/v2/fleet-items'), 404, 'not_found_error', 'resource_missing');
  });
  it('known path, wrong method is 405 with allow', async () => {
    const res = await s.api('PUT', '/v1/fleet-items');
    expectError(res, 405, 'invalid_request_error', 'method_not_allowed');
    expect(res.headers.get('allow')).toContain('POST');
    expect(res.headers.get('allow')).toContain('GET');
    const one = await s.api('POST', '/v1/fleet-items/fi_x');
    expectError(one, 405, 'invalid_request_error', 'method_not_allowed');
    expect(one.headers.get('allow')).toContain('PATCH');
    expect(one.headers.get('allow')).toContain('DELETE');
  });
});

describe('bodies', () => {
  it('413 body_too_large over 1 MiB', async () => {
    const big = JSON.stringify({ name: 'x'.repeat(1_048_600), price_full_day: 1 });
    const res = await s.api('POST', '/v1/fleet-items', { raw: big, headers: { 'content-type': 'application/json' } });
    expectError(res, 413, 'invalid_request_error', 'body_too_large');
  });
  it('413 also for a chunked body without content-length', async () => {
    const chunk = 'x'.repeat(64 * 1024);
    const stream = new ReadableStream({
      start(c) {
        for (let i = 0; i < 20; i++) c.enqueue(new TextEncoder().encode(chunk));
        c.close();
      },
    });
    const res = await fetch(`${s.url}/v1/fleet-items`, {
      method: 'POST',
      headers: { authorization: `Bearer ${s.tenant.test_key}`, 'content-type': 'application/json' },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(413);
    expect((await res.json()).error.code).toBe('body_too_large');
  });
  it('415 for a non-empty non-JSON body', async () => {
    const res = await s.api('POST', '/v1/fleet-items', { raw: 'name=x', headers: { 'content-type': 'text/plain' } });
    expectError(res, 415, 'invalid_request_error', 'unsupported_media_type');
    const none = await s.api('POST', '/v1/fleet-items', { raw: '{"name":"x"}' });
    expect(none.status).toBe(415);
  });
  it('application/json with charset is accepted', async () => {
    const res = await s.api('POST', '/v1/fleet-items', {
      raw: JSON.stringify(samples.fleetItem),
      headers: { 'content-type': 'application/json; charset=utf-8' },
    });
    expect(res.status).toBe(201);
  });
  it('400 invalid_json for bad JSON and for a non-object', async () => {
    const bad = await s.api('POST', '/v1/fleet-items', {
      raw: '{"name":',
      headers: { 'content-type': 'application/json' },
    });
    expectError(bad, 400, 'invalid_request_error', 'invalid_json');
    const arr = await s.api('POST', '/v1/fleet-items', { raw: '[1]', headers: { 'content-type': 'application/json' } });
    expectError(arr, 400, 'invalid_request_error', 'invalid_json');
  });
  it('an empty body counts as {} (so required fields are missing)', async () => {
    const res = await s.api('POST', '/v1/fleet-items', { raw: '', headers: { 'content-type': 'text/plain' } });
    expectError(res, 400, 'invalid_request_error', 'parameter_missing', 'name');
  });
  it('unknown body fields and unknown query parameters are rejected', async () => {
    const res = await s.api('POST', '/v1/fleet-items', { body: { ...samples.fleetItem, colour: 'red' } });
    expectError(res, 400, 'invalid_request_error', 'parameter_unknown', 'colour');
    const q = await s.api('GET', '/v1/fleet-items?colour=red');
    expectError(q, 400, 'invalid_request_error', 'parameter_unknown', 'colour');
    const nested = await s.api('POST', '/v1/pricing/calculate', {
      body: {
        fleet_item_id: 'fi_x',
        pickup_date: '2026-07-01',
        return_date: '2026-07-02',
        addons: [{ addon_id: 'a', qty: 1 }],
      },
    });
    expectError(nested, 400, 'invalid_request_error', 'parameter_unknown', 'addons.0.qty');
  });
  it('a repeated query parameter is invalid', async () => {
    expectError(
      await s.api('GET', '/v1/fleet-items?limit=1&limit=2'),
      400,
      'invalid_request_error',
      'parameter_invalid',
      'limit',
    );
  });
});

describe("Node's HTTP parser errors", () => {
  it('answer with the error envelope', async () => {
    const port = Number(new URL(s.url).port);
    const reply = await new Promise<string>((resolve, reject) => {
      const sock = connect(port, '127.0.0.1', () => sock.write('GARBAGE / HTTP/1.1\r\n\r\n'));
      let data = '';
      sock.on('data', (d) => {
        data += d.toString();
      });
      sock.on('end', () => resolve(data));
      sock.on('error', reject);
    });
    expect(reply).toMatch(/^HTTP\/1.1 400/);
    const body = JSON.parse(reply.slice(reply.indexOf('\r\n\r\n') + 4));
    expect(body.error.type).toBe('invalid_request_error');
    expect(body.error.request_id).toMatch(/^req_/);
  });
});

describe('media types, encodings and exact paths (review findings)', () => {
  const post = (headers: Record<string, string>, raw: string) =>
    s.api('POST', '/v1/customers', { raw, headers: { 'content-type': 'application/json', ...headers } });

  it('only application/json (with parameters) is JSON; +json types are 415', async () => {
    for (const type of ['application/vnd.api+json', 'application/merge-patch+json', 'application/problem+json']) {
      expectError(
        await post({ 'content-type': type }, '{"name":"a"}'),
        415,
        'invalid_request_error',
        'unsupported_media_type',
      );
    }
    expect((await post({ 'content-type': 'application/json; charset=utf-8' }, '{"name":"a"}')).status).toBe(201);
  });

  it('a whitespace body is a body: 415 when not JSON, invalid_json when JSON', async () => {
    expectError(
      await post({ 'content-type': 'text/plain' }, ' \n '),
      415,
      'invalid_request_error',
      'unsupported_media_type',
    );
    expectError(await post({}, '   '), 400, 'invalid_request_error', 'invalid_json');
  });

  it('a content-encoded body is 415 (we read JSON as sent)', async () => {
    expectError(
      await post({ 'content-encoding': 'gzip' }, '{"name":"a"}'),
      415,
      'invalid_request_error',
      'unsupported_media_type',
    );
    expect((await post({ 'content-encoding': 'identity' }, '{"name":"a"}')).status).toBe(201);
  });

  it('paths match exactly: another case or a trailing slash is an unknown route', async () => {
    expectError(await s.api('GET', '/V1/fleet-items'), 404, 'not_found_error', 'resource_missing');
    expectError(await s.api('GET', '/v1/fleet-items/'), 404, 'not_found_error', 'resource_missing');
    expect((await s.api('GET', '/v1/fleet-items')).status).toBe(200);
  });
});
