import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const src = (p: string) => fileURLToPath(new URL(p, import.meta.url));

// In-repo imports resolve to source, so tests never need a build first.
const alias = [
  { find: /^@rentline\/pricing-engine$/, replacement: src('./packages/pricing-engine/src/index.ts') },
  { find: /^@rentline\/webhook-signer$/, replacement: src('./packages/webhook-signer/src/index.ts') },
  { find: /^@rentline\/webhook-signer\/(.*)$/, replacement: src('./packages/webhook-signer/src/$1.ts') },
  { find: /^@rentline\/client$/, replacement: src('./packages/client/src/index.ts') },
];

/** The server test files that exercise the API through a store, on SQLite and on PostgreSQL alike. */
export const API_SUITES = [
  'actors',
  'availability',
  'availability-properties',
  'booking-views',
  'bookings',
  'bookings-concurrency',
  'bookings-properties',
  'catalog',
  'conventions',
  'demo',
  'deposits',
  'document-requests',
  'document-violations',
  'errors',
  'event-types',
  'events',
  'expiry',
  'fuzz',
  'idempotency',
  'isolation',
  'migration-014',
  'migration-031',
  'late-returns',
  'metrics',
  'pagination',
  'payments',
  'pricing-cache',
  'price-calendar',
  'pricing',
  'rate-limit',
  'rate-plans',
  'refinements',
  'return-preview',
  'roles',
  'rules',
  'search',
  'security',
  'stripe',
  'storefront-access',
  'storefront-checkouts',
  'storefront-keys',
  'storefront-payments',
  'storefront-price-sheet',
  'sessions',
  'staff',
  'transactions',
  'unit-holds',
  'units',
  'units-concurrency',
  'units-properties',
  'units-races',
  'webhooks',
  'webhooks-admin',
  'webhooks-concurrency',
  'webhooks-delivery',
  'webhooks-operations',
];

export default defineConfig({
  resolve: { alias },
  test: {
    // Two test files at a time: most of their time is spent waiting on servers, databases and child
    // processes (the default, one worker on a 2-core machine, leaves a core idle).
    maxWorkers: 2,
    projects: [
      { extends: true, test: { name: 'pricing-engine', include: ['packages/pricing-engine/test/**/*.test.ts'] } },
      { extends: true, test: { name: 'webhook-signer', include: ['packages/webhook-signer/test/**/*.test.ts'] } },
      {
        extends: true,
        test: {
          name: 'client',
          include: ['packages/client/test/**/*.test.ts'],
          testTimeout: 120_000,
          hookTimeout: 240_000,
        },
      },
      {
        // The console's own logic, and the console in headless Chromium against a live server.
        extends: true,
        test: {
          name: 'console',
          include: ['packages/console/test/**/*.test.ts'],
          testTimeout: 120_000,
          hookTimeout: 300_000,
        },
      },
      {
        // The booking widget's logic, its script's size, and the widget in headless Chromium on a shop's page.
        extends: true,
        test: {
          name: 'storefront',
          include: ['packages/storefront/test/**/*.test.ts'],
          globalSetup: ['packages/storefront/test/build-setup.ts'],
          testTimeout: 120_000,
          hookTimeout: 300_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          include: ['packages/server/test/**/*.test.ts'],
          exclude: ['packages/server/test/postgres/**'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        // The suites that talk to the API, run again on PostgreSQL (one suite, parameterized by the
        // store), plus what only PostgreSQL has: several instances on one database.
        extends: true,
        test: {
          name: 'server-postgres',
          include: [
            ...API_SUITES.map((f) => `packages/server/test/${f}.test.ts`),
            'packages/server/test/postgres/**/*.test.ts',
          ],
          env: { RENTLINE_TEST_STORE: 'postgres' },
          globalSetup: ['packages/server/test/postgres-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: { name: 'examples', include: ['examples/test/**/*.test.ts'], testTimeout: 300_000, hookTimeout: 300_000 },
      },
      {
        extends: true,
        test: {
          name: 'repo',
          include: ['scripts/test/**/*.test.ts', 'bench/test/**/*.test.ts'],
          testTimeout: 300_000,
          hookTimeout: 300_000,
        },
      },
    ],
    passWithNoTests: false,
  },
});
