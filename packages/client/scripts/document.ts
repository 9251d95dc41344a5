/** The server's OpenAPI document, built from its route declarations as `/v1/openapi.json` serves it. */
import { allRoutes } from '../../server/src/app.js';
import { buildOpenApi } from '../../server/src/openapi/document.js';
import type { Store } from '../../server/src/store/store.js';

/** The routes need a store only to answer requests; building the document never touches it. */
const NO_STORE = new Proxy({} as Store, {
  get(_t, prop) {
    throw new Error(`building the document used the store (${String(prop)})`);
  },
});

export function buildDocument(): Record<string, unknown> {
  return buildOpenApi(allRoutes(NO_STORE));
}
