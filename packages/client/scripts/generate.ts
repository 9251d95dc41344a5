/**
 * Regenerates `generated/schema.ts` from the server's OpenAPI document, built in-process from the
 * route declarations (no server needs to run): `pnpm --filter @rentline/client generate`.
 * `npm test` fails when the committed file differs from what this produces (test/generated.test.ts).
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildDocument } from './document.js';
import { typesFromDocument } from './types-from-document.js';

const out = fileURLToPath(new URL('../generated/schema.ts', import.meta.url));
writeFileSync(out, await typesFromDocument(buildDocument()));
console.log(`wrote ${out}`);
