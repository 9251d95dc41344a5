#!/usr/bin/env node
// `npm start`: the demo of SPEC section 8. Starts `rentline serve --demo` (which seeds a demo tenant
// with fixed ids in both modes on an empty database and keeps its keys in demo-keys.json beside the
// database), then prints the keys and a ready-to-paste curl line. Ctrl-C stops the server gracefully.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const cli = join(root, 'packages/server/dist/cli.js');
if (!existsSync(cli)) {
  console.error('packages/server/dist/cli.js is missing: run the build first (npm start does).');
  process.exit(1);
}

const dbPath = process.env.DATABASE_PATH
  ? isAbsolute(process.env.DATABASE_PATH)
    ? process.env.DATABASE_PATH
    : resolve(process.cwd(), process.env.DATABASE_PATH)
  : join(root, 'data', 'rentline.db');
const host = process.env.HOST || '127.0.0.1';
const port = process.env.PORT || '3000';
const env = { ...process.env, DATABASE_PATH: dbPath, HOST: host, PORT: port, WEBHOOK_ALLOW_PRIVATE_URLS: 'true' };

console.log('Rentline demo');
console.log(`  database: ${dbPath}`);
console.log(
  '  WEBHOOK_ALLOW_PRIVATE_URLS=true: webhook deliveries may target private and loopback addresses (demo only).',
);

const child = spawn(process.execPath, [cli, 'serve', '--demo', ...process.argv.slice(2)], { env, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (child.exitCode === null) child.kill(signal);
  });
}
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));

const shownHost = host.includes(':') ? `[${host}]` : host;
const base = `http://${shownHost === '0.0.0.0' ? '127.0.0.1' : shownHost}:${port}`;

async function ready() {
  for (let i = 0; i < 300 && child.exitCode === null; i++) {
    try {
      const res = await fetch(`${base}/healthz`);
      if (res.ok) return true;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return false;
}

if (await ready()) {
  const keysPath = join(dirname(dbPath), 'demo-keys.json');
  if (!existsSync(keysPath)) {
    console.log(`\nThe database holds other tenants, so no demo was seeded (no ${keysPath}).`);
  } else {
    const keys = JSON.parse(readFileSync(keysPath, 'utf8'));
    const body = JSON.stringify({
      fleet_item_id: 'fi_demo_kayak',
      pickup_date: '2026-07-01T09:00',
      return_date: '2026-07-04T09:00',
      addons: [{ addon_id: 'ao_demo_lifejacket', quantity: 1 }],
      coupon_code: 'SUMMER10',
    });
    console.log(`
Rentline demo is running at ${base}
  tenant:    ${keys.tenant_id}
  test key:  ${keys.test_key}
  live key:  ${keys.live_key}
  keys file: ${keysPath} (mode 0600; the database keeps only hashes)
  demo ids:  fi_demo_kayak, fi_demo_bike, fi_demo_camera, fi_demo_citybike (hourly), fi_demo_ebike (units EB-01..03),
             ao_demo_lifejacket, ao_demo_helmet, ao_demo_insurance, pr_demo_summer, pr_demo_week, pr_demo_weekend,
             pkg_demo_paddle, cpn_demo_summer10 (SUMMER10), cus_demo_ada, loc_demo_harbor
  API docs:  ${base}/docs (the reference page; the OpenAPI document is ${base}/v1/openapi.json)
  console:   ${base}/console (sign in with the test key; the demo has a day of bookings around when it was created)

Try a quote:
curl -s ${base}/v1/pricing/calculate -H "Authorization: Bearer ${keys.test_key}" -H "Content-Type: application/json" -d '${body}'

Press Ctrl-C to stop.
`);
  }
}
