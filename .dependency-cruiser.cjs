/**
 * The architecture rules `npm test` checks (scripts/test/architecture.test.ts). The server is cut by
 * feature over a small core and a store; only the HTTP layer knows Koa, only the store knows SQL.
 */
const FEATURES =
  '(bookings|catalog|pricing|tenants|events|webhooks|availability|units|metrics|search|staff|sign-in|storefront|payments)';
const SERVER = '^packages/server/src/';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'No import cycles in any package.',
      severity: 'error',
      from: { path: '^packages/' },
      to: { circular: true },
    },
    {
      name: 'koa-only-in-http',
      comment: 'Only the HTTP layer (and the app and server that assemble it) may import Koa.',
      severity: 'error',
      from: { path: SERVER, pathNot: `${SERVER}(http/|app\\.ts$|server\\.ts$)` },
      to: { path: '(^|/node_modules/)(koa|@koa/[^/]+)(/|$)' },
    },
    {
      name: 'features-and-core-without-http',
      comment:
        'Feature services and the core never import the HTTP layer; a feature reaches it only through its routes, request/response schemas and examples (`routes.ts`, `schemas.ts`, `examples.ts`, or a part of them such as `calendar-schemas.ts`).',
      severity: 'error',
      from: {
        path: `${SERVER}(core/|${FEATURES}/)`,
        pathNot: ['/(routes|schemas|examples)\\.ts$', '-(schemas|example)\\.ts$'],
      },
      to: { path: `${SERVER}(http|openapi)/` },
    },
    {
      name: 'core-is-the-bottom',
      comment: 'The core imports only itself and the pricing engine.',
      severity: 'error',
      from: { path: `${SERVER}core/` },
      to: { path: `${SERVER}`, pathNot: `${SERVER}core/` },
    },
    {
      name: 'records-above-core-only',
      comment:
        'Record declarations (model/) sit below the store and the features: they import only the core, each other and the pricing engine.',
      severity: 'error',
      from: { path: `${SERVER}model/` },
      to: { path: SERVER, pathNot: `${SERVER}(core|model)/` },
    },
    {
      name: 'store-below-features',
      comment: 'The store serves the features and never imports them (or the HTTP layer).',
      severity: 'error',
      from: { path: `${SERVER}store/` },
      to: { path: `${SERVER}(${FEATURES.slice(1, -1)}|http|openapi)/` },
    },
    {
      name: 'database-drivers-only-in-store',
      comment: 'Only the store talks to a database driver.',
      severity: 'error',
      from: { path: SERVER, pathNot: `${SERVER}store/` },
      to: { path: '(^|/node_modules/)(better-sqlite3|pg|pg-[^/]+)(/|$)', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'libraries-never-import-the-server',
      comment:
        'The engine, the signer, the client and the console are published alone: nothing of the server in them (the console reaches the API through the client only).',
      severity: 'error',
      from: { path: '^packages/(pricing-engine|webhook-signer|client|console)/src/' },
      to: { path: '^packages/server/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|test)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.d.ts'],
    },
  },
};
