import { validate } from '@readme/openapi-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toOpenApiPath } from '../src/openapi/document.js';
import { startServer, type TestServer } from './helpers.js';

let s: TestServer;
let doc: any;
beforeAll(async () => {
  s = await startServer();
  doc = (await s.api('GET', '/v1/openapi.json', { key: null })).body;
});
afterAll(() => s.close());

describe('GET /v1/openapi.json', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    const result = await validate(structuredClone(doc));
    if (!result.valid) throw new Error(JSON.stringify(result.errors, null, 2));
    expect(result.valid).toBe(true);
    expect(result.specification).toBe('OpenAPI');
    expect(doc.openapi).toBe('3.1.0');
  });

  it('names exactly the routes the router serves', async () => {
    const { createApp } = await import('../src/app.js');
    const app = createApp({ store: s.store, config: { logLevel: 'silent' } });
    const served = new Set<string>();
    for (const layer of app.router.stack) {
      for (const method of layer.methods) {
        if (method === 'HEAD') continue;
        served.add(`${method} ${toOpenApiPath(layer.path as string)}`);
      }
    }
    const documented = new Set<string>();
    for (const [path, ops] of Object.entries(doc.paths as Record<string, Record<string, unknown>>)) {
      for (const method of Object.keys(ops)) documented.add(`${method.toUpperCase()} ${path}`);
    }
    expect([...documented].sort()).toEqual([...served].sort());
    expect(served.size).toBeGreaterThanOrEqual(3 + 2 + 7 * 5);
    for (const must of [
      'POST /v1/pricing/calculate',
      'GET /v1/pricing/rules/{id}',
      'PATCH /v1/tenant',
      'GET /healthz',
    ]) {
      expect(documented.has(must), must).toBe(true);
    }
  });

  it('describes the error envelope, bearer auth and request schemas from the zod schemas', () => {
    expect(doc.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(doc.components.schemas.Error.properties.error.required).toEqual(
      expect.arrayContaining(['type', 'code', 'message', 'request_id']),
    );
    const create = doc.paths['/v1/pricing/rules'].post;
    // One object per rule type, told apart by `type`, each with what that type requires and forbids.
    const schema = create.requestBody.content['application/json'].schema;
    expect(schema.discriminator.propertyName).toBe('type');
    const variants = schema.oneOf.map(
      (v: { $ref: string }) => doc.components.schemas[v.$ref.split('/').pop() as string],
    );
    expect(variants.map((v: any) => [v.properties.type.const, v.required, v.additionalProperties])).toEqual([
      ['seasonal', ['type', 'start_date', 'end_date'], false],
      ['multi_day', ['type', 'days_threshold'], false],
      ['weekday', ['type', 'weekdays'], false],
    ]);
    expect(variants[2].properties.days_threshold.type).toBe('null');
    expect(variants[0].properties.days_threshold.type).toBe('null');
    expect([variants[1].properties.start_date.type, variants[1].properties.end_date.type]).toEqual(['null', 'null']);
    for (const v of variants) expect(v.properties.adjustment_type.default).toBe('percent');
    expect(create.responses['201']).toBeDefined();
    expect(create.parameters.some((p: { name: string }) => p.name === 'Idempotency-Key')).toBe(true);
    const list = doc.paths['/v1/pricing/rules'].get.parameters.map((p: { name: string }) => p.name);
    expect(list).toEqual(expect.arrayContaining(['limit', 'cursor', 'fleet_item_id', 'active']));
    expect(doc.paths['/healthz'].get.security).toEqual([]);
    expect(doc.paths['/v1/pricing/calculate'].post.parameters ?? []).toEqual([]);
    const tenantPatch = doc.paths['/v1/tenant'].patch.requestBody.content['application/json'].schema;
    expect(Object.keys(tenantPatch.properties)).not.toContain('subscription_tier');
  });
});
