import { describe, expect, it } from 'vitest';
import { startServer } from './helpers.js';

describe('unexpected errors', () => {
  it('are 500 api_error without stack or SQL, and a 5xx under an Idempotency-Key is not stored', async () => {
    const s = await startServer();
    try {
      const lift = await s.sql.fail('customers', 'INSERT');
      const res = await s.api('POST', '/v1/customers', {
        body: { name: 'Ada' },
        headers: { 'idempotency-key': 'boom' },
      });
      expect(res.status).toBe(500);
      expect(res.body.error).toMatchObject({ type: 'api_error', code: 'internal_error' });
      expect(res.headers.get('request-id')).toBe(res.body.error.request_id);
      expect(res.text).not.toMatch(/customers|SQL|sqlite|at \w+ \(/i);
      await lift();
      const retry = await s.api('POST', '/v1/customers', {
        body: { name: 'Ada' },
        headers: { 'idempotency-key': 'boom' },
      });
      expect(retry.status).toBe(201);
      expect(retry.headers.get('idempotent-replayed')).toBeNull();
    } finally {
      await s.close();
    }
  });
});
