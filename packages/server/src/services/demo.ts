/**
 * The demo of SPEC section 8: on an empty database, a tenant whose catalog in both modes uses fixed
 * ids (`fi_demo_…`), and its keys written to `demo-keys.json` beside the database (mode 0600). The
 * database keeps only hashes, so when the keys file is lost the demo tenant gets new keys.
 */
import { chmodSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { type Db, withTransaction } from '../db/connection.js';
import { countTenants, getTenant, updateSettings } from '../db/repositories/tenants.js';
import { addons, coupons, customers, fleetItems, locations, packages } from './catalog.js';
import { createResource } from './resources.js';
import { pricingRules } from './rules.js';
import { createTenant, rotateTenantKeys } from './tenants.js';

export const DEMO_TENANT_ID = 'ten_demo';

export interface DemoKeys {
  tenant_id: string;
  test_key: string;
  live_key: string;
  created_at: string;
}

export const demoKeysPath = (databasePath: string) => join(dirname(databasePath), 'demo-keys.json');

function seedCatalog(db: Db, livemode: boolean, now: Date): void {
  const scope = { tenantId: DEMO_TENANT_ID, livemode };
  const year = now.getUTCFullYear();
  const item = (id: string, fields: Record<string, unknown>) =>
    createResource(
      db,
      fleetItems,
      scope,
      {
        description: null,
        price_half_day: null,
        price_multi_day: null,
        price_weekly: null,
        deposit_amount: 0,
        quantity: 1,
        turnaround_minutes: 0,
        active: true,
        ...fields,
      },
      now,
      id,
    );
  item('fi_demo_kayak', {
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
  item('fi_demo_bike', {
    name: 'E-bike',
    price_full_day: 6000,
    price_half_day: 3500,
    price_multi_day: 5200,
    price_weekly: 28000,
    deposit_amount: 30000,
    quantity: 4,
    turnaround_minutes: 30,
  });
  item('fi_demo_camera', {
    name: 'Mirrorless camera kit',
    price_full_day: 7500,
    price_half_day: 4500,
    price_multi_day: 6500,
    price_weekly: 35000,
    deposit_amount: 50000,
    quantity: 2,
  });
  const addon = (id: string, name: string, price: number, pricing: string) =>
    createResource(db, addons, scope, { name, description: null, price, pricing, active: true }, now, id);
  addon('ao_demo_lifejacket', 'Life jacket', 500, 'per_day');
  addon('ao_demo_helmet', 'Helmet', 300, 'per_day');
  addon('ao_demo_insurance', 'Damage waiver', 1500, 'per_item');
  const rule = (id: string, fields: Record<string, unknown>) =>
    createResource(
      db,
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
  rule('pr_demo_summer', {
    type: 'seasonal',
    start_date: `${year}-06-01`,
    end_date: `${year}-08-31`,
    adjustment_value: 20,
    priority: 10,
  });
  rule('pr_demo_week', { type: 'multi_day', days_threshold: 5, adjustment_value: 10 });
  createResource(
    db,
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
  createResource(
    db,
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
  createResource(
    db,
    customers,
    scope,
    { name: 'Ada Lovelace', email: 'ada@example.com', phone: '+1 555 0100' },
    now,
    'cus_demo_ada',
  );
  createResource(
    db,
    locations,
    scope,
    { name: 'Harbor shop', address: '1 Pier Road, Portland, ME', timezone: 'America/New_York' },
    now,
    'loc_demo_harbor',
  );
}

function writeKeys(path: string, keys: DemoKeys): void {
  writeFileSync(path, `${JSON.stringify(keys, null, 2)}\n`, { mode: 0o600 });
  chmodSync(path, 0o600);
}

export interface DemoResult {
  keys: DemoKeys;
  /** `seeded`: fresh demo tenant; `loaded`: keys from the file; `rotated`: file was missing, new keys. */
  status: 'seeded' | 'loaded' | 'rotated' | 'skipped';
  keysPath: string;
}

/**
 * Make sure the demo exists and its keys are known. On an empty database: seed. With the demo tenant
 * present: read `demo-keys.json`, or issue new keys when it is missing. A database holding other
 * tenants but not the demo one is left alone (`skipped`).
 */
export function ensureDemo(db: Db, databasePath: string, now: Date = new Date()): DemoResult | { status: 'skipped' } {
  const keysPath = demoKeysPath(databasePath);
  if (getTenant(db, DEMO_TENANT_ID) === undefined) {
    if (countTenants(db) > 0) return { status: 'skipped' };
    const created = withTransaction(db, () => {
      const t = createTenant(
        db,
        { id: DEMO_TENANT_ID, name: 'Harbor Rentals (demo)', timezone: 'America/New_York' },
        now,
      );
      for (const livemode of [false, true]) {
        updateSettings(db, { tenantId: DEMO_TENANT_ID, livemode }, { tax_rate_bps: 825 }, now.toISOString());
        seedCatalog(db, livemode, now);
      }
      return t;
    });
    const keys = { ...created, created_at: now.toISOString() };
    writeKeys(keysPath, keys);
    return { keys, status: 'seeded', keysPath };
  }
  if (existsSync(keysPath)) {
    const keys = JSON.parse(readFileSync(keysPath, 'utf8')) as DemoKeys;
    if (keys.tenant_id === DEMO_TENANT_ID && keys.test_key && keys.live_key)
      return { keys, status: 'loaded', keysPath };
  }
  const keys = { ...rotateTenantKeys(db, DEMO_TENANT_ID, now), created_at: now.toISOString() };
  writeKeys(keysPath, keys);
  return { keys, status: 'rotated', keysPath };
}
