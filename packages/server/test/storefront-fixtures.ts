/** Shared setup for the storefront tests: publishable keys made through the API, shopper requests. */
import { expect } from 'vitest';
import type { Api, ApiOptions, ApiResponse } from './helpers.js';

/** The origin the tests' shop pages are served from. */
export const SHOP = 'https://shop.example';

/** Create a publishable key with a secret key (default the tenant's test key). */
export async function mkPublishableKey(
  api: Api,
  fields: Record<string, unknown> = {},
  key?: string,
): Promise<{ id: string; key: string; allowed_origins: string[]; active: boolean; livemode: boolean }> {
  const res = await api('POST', '/v1/publishable-keys', {
    body: { allowed_origins: [SHOP], ...fields },
    ...(key === undefined ? {} : { key }),
  });
  expect(res.status, res.text).toBe(201);
  return res.body;
}

/** A shopper's request: the publishable key, from `origin` (default the shop's; null: no Origin). */
export function shopper(api: Api, pk: string, origin: string | null = SHOP) {
  return <T = any>(method: string, path: string, opts: ApiOptions = {}): Promise<ApiResponse<T>> =>
    api(method, path, {
      ...opts,
      key: pk,
      headers: { ...(origin === null ? {} : { origin }), ...opts.headers },
    });
}

/** Expect an error answer with this status and code. */
export function expectError(res: ApiResponse, status: number, code: string, param?: string) {
  expect(res.status, res.text).toBe(status);
  expect(res.body.error.code, res.text).toBe(code);
  if (param !== undefined) expect(res.body.error.param).toBe(param);
}

/** The CORS headers of an answer. */
export const corsOf = (res: ApiResponse) => ({
  allowOrigin: res.headers.get('access-control-allow-origin'),
  vary: res.headers.get('vary'),
});
