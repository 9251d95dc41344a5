/**
 * The API reference page served at `/docs`: Scalar's API reference (MIT, a standalone browser bundle)
 * rendering `/v1/openapi.json`, with request samples (curl and `@rentline/client`, from the document's
 * `x-codeSamples`) and a try-it console that calls this server. The bundle is served by this server
 * from `/docs/api-reference.js`: the page loads nothing from anywhere else (no CDN, no fonts, no
 * telemetry, no request proxy).
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Where `npm run build` puts the bundle beside the built server (`dist/assets/`). */
export const SHIPPED_BUNDLE = 'assets/scalar-api-reference.js';

/**
 * The bundle's path: the copy shipped in `dist/assets/` (a built or installed server), else the
 * `@scalar/api-reference` package itself (a source checkout). Undefined when neither is there.
 */
export function referenceBundlePath(): string | undefined {
  const shipped = fileURLToPath(new URL(`./${SHIPPED_BUNDLE}`, import.meta.url));
  if (existsSync(shipped)) return shipped;
  try {
    const entry = createRequire(import.meta.url).resolve('@scalar/api-reference');
    const bundle = join(dirname(entry), 'browser', 'standalone.js');
    return existsSync(bundle) ? bundle : undefined;
  } catch {
    return undefined;
  }
}

/** Scalar's configuration: our document, our server, nothing fetched from elsewhere. */
const CONFIG = {
  url: '/v1/openapi.json',
  withDefaultFonts: false,
  telemetry: false,
  showDeveloperTools: 'never',
  hideClientButton: false,
  agent: { disabled: true },
  mcp: { disabled: true },
  defaultHttpClient: { targetKey: 'js', clientKey: 'fetch' },
  authentication: { preferredSecurityScheme: 'bearerAuth' },
  metaData: { title: 'Rentline API reference' },
};

export function docsPage(): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Rentline API reference</title>
<style>body { margin: 0; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }</style>
</head>
<body>
<div id="app"></div>
<noscript>The reference needs JavaScript; the document itself is at <a href="/v1/openapi.json">/v1/openapi.json</a>.</noscript>
<script src="/docs/api-reference.js"></script>
<script>
// The try-it console calls the server that served this page.
Scalar.createApiReference('#app', Object.assign(${JSON.stringify(CONFIG)}, { servers: [{ url: location.origin, description: 'This server' }] }));
</script>
</body>
</html>
`;
}
