/** The routes that need no key: `/healthz`, the OpenAPI document and the reference page. */
import { readFile } from 'node:fs/promises';
import { z } from 'zod';
import { type RouteDef, route } from '../http/route.js';
import type { Store } from '../store/store.js';
import { docsPage, referenceBundlePath } from './docs-page.js';
import { buildOpenApi } from './document.js';

/** `routes` is the whole API, whose document `/v1/openapi.json` serves (built on first request). */
export function metaRoutes(store: Store, routes: () => readonly RouteDef[]): RouteDef[] {
  let doc: object | undefined;
  let bundle: Promise<string> | undefined;
  return [
    route({
      method: 'GET',
      path: '/healthz',
      operationId: 'health',
      summary: 'Liveness and database check (no key)',
      tag: 'Meta',
      auth: false,
      access: 'none',
      response: z.strictObject({ status: z.literal('ok') }),
      handler: async () => {
        await store.ping();
        return { body: { status: 'ok' } };
      },
    }),
    route({
      method: 'GET',
      path: '/v1/openapi.json',
      operationId: 'getOpenApi',
      summary: 'This OpenAPI 3.1 document (no key)',
      tag: 'Meta',
      auth: false,
      access: 'none',
      response: z.record(z.string(), z.unknown()),
      handler: () => {
        doc ??= buildOpenApi(routes());
        return { body: doc };
      },
    }),
    route({
      method: 'GET',
      path: '/docs',
      operationId: 'getDocs',
      summary: 'The API reference page, rendered from /v1/openapi.json (HTML, no key)',
      tag: 'Meta',
      auth: false,
      access: 'none',
      contentType: 'text/html',
      response: z.string().meta({ description: 'An HTML page' }),
      handler: () => ({ type: 'text/html; charset=utf-8', body: docsPage() }),
    }),
    route({
      method: 'GET',
      path: '/docs/api-reference.js',
      operationId: 'getDocsScript',
      summary: "The reference page's renderer (Scalar API Reference, MIT), served from here (no key)",
      tag: 'Meta',
      auth: false,
      access: 'none',
      contentType: 'text/javascript',
      response: z.string().meta({ description: 'JavaScript' }),
      handler: async () => {
        bundle ??= (async () => {
          const path = referenceBundlePath();
          // Without the bundle the page still loads and says where the document is.
          if (path === undefined)
            return "document.getElementById('app').textContent = 'The renderer is not installed: see /v1/openapi.json';";
          return readFile(path, 'utf8');
        })();
        return { type: 'text/javascript; charset=utf-8', body: await bundle };
      },
    }),
  ];
}
