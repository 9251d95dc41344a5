/**
 * The demo (`npm start`, `rentline serve --demo`): on an empty database, a tenant whose catalog in
 * both modes uses fixed ids (`fi_demo_…`), and its keys written to `demo-keys.json` beside the
 * database (mode 0600; on PostgreSQL beside where `DATABASE_PATH` points, `./data/` by default). The
 * database keeps only hashes, so when the keys file is lost the demo tenant gets new keys.
 *
 * The keys file is written inside the transaction that issues the keys, before it commits: keys that
 * could not be recorded are rolled back with the tenant, never committed and lost.
 */
import { chmodSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { createResource } from './catalog/crud.js';
import { addons, coupons, customers, fleetItems, locations, packages } from './catalog/kinds.js';
import { seedDemoBookings } from './demo-bookings.js';
import { FleetItem } from './model/fleet-item.js';
import { pricingRules } from './pricing/rules.js';
import type { Store, Tx } from './store/store.js';
import { createTenant, rotateTenantKeys } from './tenants/service.js';
import { createUnit } from './units/service.js';

export const DEMO_TENANT_ID = 'ten_demo';

export interface DemoKeys {
  tenant_id: string;
  test_key: string;
  live_key: string;
  created_at: string;
}

export const demoKeysPath = (databasePath: string) => join(dirname(databasePath), 'demo-keys.json');

async function seedCatalog(tx: Tx, livemode: boolean, now: Date): Promise<void> {
  const scope = { tenantId: DEMO_TENANT_ID, livemode };
  const year = now.getUTCFullYear();
  const item = (id: string, fields: Record<string, unknown>) =>
    // As Create Fleet Item takes it: every field left out gets the API's default.
    createResource(tx, fleetItems, scope, FleetItem.create.parse({ description: null, ...fields }), now, id);
  await item('fi_demo_kayak', {
    name: 'Touring kayak',
    description: 'Single-seat sea kayak with paddle and spray skirt',
    price_full_day: 4500,
    price_half_day: 3000,
    price_multi_day: 4000,
    price_weekly: 21000,
    deposit_amount: 20000,
    quantity: 6,
    turnaround_minutes: 60,
  });
  await item('fi_demo_bike', {
    name: 'E-bike',
    price_full_day: 6000,
    price_half_day: 3500,
    price_multi_day: 5200,
    price_weekly: 28000,
    deposit_amount: 30000,
    quantity: 4,
    turnaround_minutes: 30,
  });
  await item('fi_demo_camera', {
    name: 'Mirrorless camera kit',
    price_full_day: 7500,
    price_half_day: 4500,
    price_multi_day: 6500,
    price_weekly: 35000,
    deposit_amount: 50000,
    quantity: 2,
  });
  // A numbered item: each e-bike of this fleet has its own identifier, picked up and returned by unit.
  await item('fi_demo_ebike', {
    name: 'Numbered e-bike',
    price_full_day: 6500,
    price_half_day: 4000,
    deposit_amount: 30000,
    turnaround_minutes: 30,
    // Counted from its units, created next.
    tracking: 'units',
  });
  for (const identifier of ['EB-01', 'EB-02', 'EB-03']) {
    await createUnit(tx, scope, { fleet_item_id: 'fi_demo_ebike', identifier }, now);
  }
  // Hired by the hour: 9.00 an hour, at most the day rate, at least an hour, a week at most.
  await item('fi_demo_citybike', {
    name: 'City bike',
    description: 'Hired by the hour, capped at the day rate',
    price_full_day: 3000,
    price_hourly: 900,
    deposit_amount: 10000,
    quantity: 8,
    min_rental_minutes: 60,
    max_rental_days: 7,
  });
  const addon = (id: string, name: string, price: number, pricing: string) =>
    createResource(tx, addons, scope, { name, description: null, price, pricing, active: true }, now, id);
  await addon('ao_demo_lifejacket', 'Life jacket', 500, 'per_day');
  await addon('ao_demo_helmet', 'Helmet', 300, 'per_day');
  await addon('ao_demo_insurance', 'Damage waiver', 1500, 'per_item');
  const rule = (id: string, fields: Record<string, unknown>) =>
    createResource(
      tx,
      pricingRules,
      scope,
      {
        fleet_item_id: null,
        start_date: null,
        end_date: null,
        days_threshold: null,
        adjustment_type: 'percent',
        priority: 0,
        active: true,
        ...fields,
      },
      now,
      id,
    );
  await rule('pr_demo_summer', {
    type: 'seasonal',
    start_date: `${year}-06-01`,
    end_date: `${year}-08-31`,
    adjustment_value: 20,
    priority: 10,
  });
  await rule('pr_demo_week', { type: 'multi_day', days_threshold: 5, adjustment_value: 10 });
  // Weekends cost a quarter more on the city bike (only: the other items' prices stay as they are).
  await rule('pr_demo_weekend', {
    type: 'weekday',
    fleet_item_id: 'fi_demo_citybike',
    weekdays: [6, 7],
    adjustment_value: 25,
  });
  await createResource(
    tx,
    packages,
    scope,
    {
      name: 'Paddle bundle',
      description: 'Kayak with a life jacket: 10 % off both',
      fleet_item_ids: ['fi_demo_kayak'],
      addon_ids: ['ao_demo_lifejacket'],
      discount_type: 'percent',
      discount_value: 10,
      active: true,
    },
    now,
    'pkg_demo_paddle',
  );
  await createResource(
    tx,
    coupons,
    scope,
    {
      code: 'SUMMER10',
      discount_type: 'percent',
      discount_value: 10,
      active: true,
      valid_from: null,
      valid_until: null,
      max_redemptions: null,
      min_subtotal: null,
      fleet_item_ids: null,
    },
    now,
    'cpn_demo_summer10',
  );
  await createResource(
    tx,
    customers,
    scope,
    { name: 'Ada Lovelace', email: 'ada@example.com', phone: '+1 555 0100' },
    now,
    'cus_demo_ada',
  );
  await createResource(
    tx,
    locations,
    scope,
    { name: 'Harbor shop', address: '1 Pier Road, Portland, ME', timezone: 'America/New_York' },
    now,
    'loc_demo_harbor',
  );
}

/** The keys file could not be written: nothing was committed. */
export class DemoKeysError extends Error {
  override name = 'DemoKeysError';
}

/**
 * Write the keys file, its directory created when missing, atomically: a file beside it renamed over
 * it, so a crash leaves the old file or the new one, never half of one.
 */
function writeKeys(path: string, keys: DemoKeys): void {
  const tmp = `${path}.${process.pid}.tmp`;
  try {
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(tmp, `${JSON.stringify(keys, null, 2)}\n`, { mode: 0o600 });
    chmodSync(tmp, 0o600);
    renameSync(tmp, path);
  } catch (e) {
    rmSync(tmp, { force: true });
    throw new DemoKeysError(
      `cannot write the demo keys file ${path} (${e instanceof Error ? e.message : String(e)}); no demo keys were issued`,
    );
  }
}

/** The demo keys recorded at `path`, or undefined when there is no readable record of them. */
function readKeys(path: string): DemoKeys | undefined {
  if (!existsSync(path) || !statSync(path).isFile()) return undefined;
  try {
    const keys = JSON.parse(readFileSync(path, 'utf8')) as DemoKeys;
    return keys.tenant_id === DEMO_TENANT_ID && keys.test_key && keys.live_key ? keys : undefined;
  } catch {
    return undefined; // not JSON: the keys it held cannot be known any more
  }
}

export interface DemoResult {
  keys: DemoKeys;
  /** `seeded`: fresh demo tenant; `loaded`: keys from the file; `rotated`: no readable file, new keys. */
  status: 'seeded' | 'loaded' | 'rotated' | 'skipped';
  keysPath: string;
}

/**
 * Make sure the demo exists and its keys are known. On an empty database: seed. With the demo tenant
 * present: read `demo-keys.json`, or issue new keys when it is missing. A database holding other
 * tenants but not the demo one is left alone (`skipped`).
 */
export async function ensureDemo(
  store: Store,
  databasePath: string,
  now: Date = new Date(),
): Promise<DemoResult | { status: 'skipped' }> {
  const keysPath = demoKeysPath(databasePath);
  const state = await store.read(async (tx) => ({
    demo: await tx.tenants.getTenant(DEMO_TENANT_ID),
    tenants: await tx.tenants.countTenants(),
  }));
  if (state.demo === undefined) {
    if (state.tenants > 0) return { status: 'skipped' };
    const keys = await store.write(async (tx) => {
      const t = await createTenant(
        tx,
        { id: DEMO_TENANT_ID, name: 'Harbor Rentals (demo)', timezone: 'America/New_York' },
        now,
      );
      for (const livemode of [false, true]) {
        await tx.tenants.updateSettings(
          { tenantId: DEMO_TENANT_ID, livemode },
          { tax_rate_bps: 825 },
          now.toISOString(),
        );
        await seedCatalog(tx, livemode, now);
      }
      await seedDemoBookings(tx, { tenantId: DEMO_TENANT_ID, livemode: false }, 'America/New_York', now);
      const issued = { ...t, created_at: now.toISOString() };
      writeKeys(keysPath, issued); // before the commit: a failure rolls the tenant back
      return issued;
    });
    return { keys, status: 'seeded', keysPath };
  }
  const known = readKeys(keysPath);
  if (known !== undefined) return { keys: known, status: 'loaded', keysPath };
  const keys = await store.write(async (tx) => {
    const issued = { ...(await rotateTenantKeys(tx, DEMO_TENANT_ID, now)), created_at: now.toISOString() };
    writeKeys(keysPath, issued); // before the commit: a failure keeps the old keys valid
    return issued;
  });
  return { keys, status: 'rotated', keysPath };
}
