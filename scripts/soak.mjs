#!/usr/bin/env node
// `pnpm soak [seconds]` (default 60): a bounded soak of the built `rentline serve`.
//
// Starts the server on a fresh database with RATE_LIMIT_PER_SECOND=100 and a webhook endpoint per
// tenant (a local receiver), then runs a mixed workload over many parallel keep-alive connections:
// lists, gets, quotes, bookings racing for the last units of a scarce item (409 item_unavailable),
// cancellations freeing them again, payments, updates, deliberately invalid requests (400), and one
// key that ignores the rate limit (429 rate_limited). The other keys pace themselves below it.
// After a warm-up it samples the server's RSS (/proc/<pid>/status VmRSS) and open file descriptors
// (/proc/<pid>/fd) every second; at the end it closes every connection, waits, and samples again.
//
// Prints one JSON object: requests, rate, statuses, latency, RSS and fds before/after, deliveries.
// Exits 1 when a check fails: a status outside the intended set (2xx, 400 of the invalid requests,
// 409, 429), RSS growth of 20 % or more after warm-up, or more than 5 fds left over. Linux only
// (/proc). Options: SOAK_CONNECTIONS (default 64), SOAK_RATE_LIMIT (default 100 per key per second; the
// well-behaved keys pace themselves at 60 % of it).
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { Agent, createServer, request } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const cli = join(root, 'packages/server/dist/cli.js');
const lib = join(root, 'packages/server/dist/index.js');
const seconds = Number(process.argv[2] ?? 60);
if (!Number.isFinite(seconds) || seconds < 3) {
  console.error('usage: node scripts/soak.mjs [seconds >= 3]');
  process.exit(2);
}
if (!existsSync(cli)) {
  console.error('packages/server/dist is missing: build first (pnpm soak does).');
  process.exit(1);
}
if (!existsSync('/proc/self/status')) {
  console.error('soak samples /proc/<pid>: Linux only.');
  process.exit(1);
}

const CONNECTIONS = Number(process.env.SOAK_CONNECTIONS ?? 64);
const RATE_LIMIT = Number(process.env.SOAK_RATE_LIMIT ?? 100); // per key per second, bursts of twice that
const PACED_RATE = Math.floor(RATE_LIMIT * 0.6); // what each well-behaved key sends at most
const TENANTS = 10;
const WARMUP_MS = Math.min(15_000, Math.max(3_000, seconds * 400));

const dir = mkdtempSync(join(tmpdir(), 'rentline-soak-'));
const dbPath = join(dir, 'soak.db');
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

// ---- webhook receiver ---------------------------------------------------------------------------
const receivedEvents = new Set();
let receivedRequests = 0;
const receiver = createServer((req, res) => {
  const chunks = [];
  req.on('data', (c) => chunks.push(c));
  req.on('end', () => {
    receivedRequests++;
    try {
      receivedEvents.add(JSON.parse(Buffer.concat(chunks).toString('utf8')).id);
    } catch {}
    res.writeHead(200).end('ok');
  });
});
await new Promise((r) => receiver.listen(0, '127.0.0.1', r));
const receiverUrl = `http://127.0.0.1:${receiver.address().port}/hooks`;

// ---- tenants, then the server ---------------------------------------------------------------------
const { openStore, loadConfig, createTenant } = await import(lib);
const setup = openStore(loadConfig({ DATABASE_PATH: dbPath }));
const tenants = [];
for (let i = 0; i < TENANTS; i++) {
  tenants.push(await setup.write((tx) => createTenant(tx, { name: `Soak ${i}`, timezone: 'UTC' })));
}
await setup.close();

const port = await new Promise((resolve) => {
  const s = createServer();
  s.listen(0, '127.0.0.1', () => {
    const p = s.address().port;
    s.close(() => resolve(p));
  });
});
const server = spawn(process.execPath, [cli, 'serve'], {
  env: {
    ...process.env,
    DATABASE_PATH: dbPath,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'error',
    RATE_LIMIT_PER_SECOND: String(RATE_LIMIT),
    WEBHOOK_ALLOW_PRIVATE_URLS: 'true',
    WEBHOOK_RETRY_SCHEDULE: '1,1,1',
  },
  stdio: ['ignore', 'ignore', 'pipe'],
});
let serverErr = '';
server.stderr.on('data', (d) => {
  serverErr += d.toString();
});
const cleanup = () => {
  if (server.exitCode === null) server.kill('SIGKILL');
  receiver.close();
  receiver.closeAllConnections();
  rmSync(dir, { recursive: true, force: true });
};
process.on('exit', cleanup);

const agent = new Agent({ keepAlive: true, maxSockets: CONNECTIONS, maxFreeSockets: CONNECTIONS });
function call(method, path, key, body, via = agent) {
  const data = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        agent: via,
        headers: {
          ...(key ? { authorization: `Bearer ${key}` } : {}),
          ...(data ? { 'content-type': 'application/json', 'content-length': data.length } : {}),
        },
      },
      (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let json;
          try {
            json = JSON.parse(text);
          } catch {}
          resolve({ status: res.statusCode, body: json });
        });
      },
    );
    req.on('error', reject);
    req.end(data);
  });
}

for (let i = 0; ; i++) {
  if (server.exitCode !== null) throw new Error(`serve exited: ${serverErr}`);
  const up = await call('GET', '/healthz').then(
    (r) => r.status === 200,
    () => false,
  );
  if (up) break;
  if (i > 300) throw new Error(`serve did not start: ${serverErr}`);
  await sleep(50);
}

// ---- catalog per tenant -----------------------------------------------------------------------------
const must = async (method, path, key, body, status = 201) => {
  const r = await call(method, path, key, body);
  if (r.status !== status) throw new Error(`${method} ${path}: ${r.status} ${JSON.stringify(r.body)}`);
  return r.body;
};
const worlds = [];
for (const t of tenants) {
  const key = t.test_key;
  const world = {
    key,
    customer: (await must('POST', '/v1/customers', key, { name: 'Ada', email: 'ada@example.com' })).id,
    scarce: (await must('POST', '/v1/fleet-items', key, { name: 'Last kayak', price_full_day: 4500, quantity: 3 })).id,
    plenty: (await must('POST', '/v1/fleet-items', key, { name: 'Bike', price_full_day: 3000, quantity: 100_000 })).id,
    bookings: [],
    bucket: { tokens: PACED_RATE, at: performance.now() },
  };
  await must('POST', '/v1/webhook-endpoints', key, { url: receiverUrl, events: ['*'] });
  worlds.push(world);
}
const hammerKey = tenants[0].live_key;

// ---- the workload ---------------------------------------------------------------------------------
const statuses = {};
const latencies = [];
let requests = 0;
let unexpected = 0;
const unexpectedSamples = [];
let transportErrors = 0;
/** The first few failed requests, for the report: what failed and how. */
const transportErrorSamples = [];
function transportError(err) {
  transportErrors++;
  if (transportErrorSamples.length < 5) transportErrorSamples.push(String(err?.code ?? err?.message ?? err));
}
let stop = false;

/** Client-side pacing of a well-behaved key (a token bucket below the server's limit). */
async function pace(world) {
  for (;;) {
    const now = performance.now();
    const b = world.bucket;
    b.tokens = Math.min(PACED_RATE, b.tokens + ((now - b.at) / 1000) * PACED_RATE);
    b.at = now;
    if (b.tokens >= 1) {
      b.tokens -= 1;
      return;
    }
    await sleep(Math.ceil(((1 - b.tokens) / PACED_RATE) * 1000));
  }
}

function record(label, res, allowed) {
  requests++;
  const code = res.status >= 400 ? `${res.status} ${res.body?.error?.code ?? '?'}` : String(res.status);
  statuses[code] = (statuses[code] ?? 0) + 1;
  const ok = (res.status >= 200 && res.status < 300) || allowed.includes(res.status) || res.status === 429;
  if (!ok) {
    unexpected++;
    if (unexpectedSamples.length < 10) unexpectedSamples.push({ label, status: res.status, body: res.body });
  }
}

const day = (n) => new Date(Date.UTC(2026, 6, 1) + n * 86_400_000).toISOString().slice(0, 10);

async function step(world) {
  const r = Math.random();
  const key = world.key;
  const t0 = performance.now();
  let label;
  let res;
  let allowed = [];
  if (r < 0.2) {
    label = 'list';
    res = await call('GET', Math.random() < 0.5 ? '/v1/bookings?limit=20' : '/v1/fleet-items', key);
  } else if (r < 0.35) {
    label = 'calculate';
    res = await call('POST', '/v1/pricing/calculate', key, {
      fleet_item_id: world.plenty,
      pickup_date: day(Math.floor(Math.random() * 100)),
      return_date: day(100 + Math.floor(Math.random() * 50)),
    });
  } else if (r < 0.55) {
    // Race for the scarce item in one fixed window: most of these are 409 item_unavailable.
    label = 'book-scarce';
    allowed = [409];
    res = await call('POST', '/v1/bookings', key, {
      customer_id: world.customer,
      pickup_date: '2026-08-01T09:00',
      return_date: '2026-08-03T09:00',
      line_items: [{ fleet_item_id: world.scarce }],
    });
    if (res.status === 201) world.bookings.push(res.body.id);
  } else if (r < 0.65) {
    label = 'book-plenty';
    const d = Math.floor(Math.random() * 300);
    res = await call('POST', '/v1/bookings', key, {
      customer_id: world.customer,
      pickup_date: day(d),
      return_date: day(d + 1 + Math.floor(Math.random() * 5)),
      line_items: [{ fleet_item_id: world.plenty, quantity: 1 + Math.floor(Math.random() * 3) }],
      notes: 'soak',
    });
    if (res.status === 201) world.bookings.push(res.body.id);
  } else if (r < 0.75 && world.bookings.length) {
    // Cancel one (frees scarce units for the racers); it may be confirmed or already cancelled: 409.
    label = 'cancel';
    allowed = [409];
    const id = world.bookings.splice(Math.floor(Math.random() * world.bookings.length), 1)[0];
    res = await call('POST', `/v1/bookings/${id}/cancel`, key, { reason: 'soak' });
  } else if (r < 0.82 && world.bookings.length) {
    label = 'pay';
    allowed = [409];
    const id = world.bookings[Math.floor(Math.random() * world.bookings.length)];
    res = await call('POST', `/v1/bookings/${id}/payments`, key, { amount: 100 });
  } else if (r < 0.9 && world.bookings.length) {
    label = 'get';
    res = await call('GET', `/v1/bookings/${world.bookings[world.bookings.length - 1]}`, key);
  } else if (r < 0.95) {
    label = 'patch';
    res = await call('PATCH', `/v1/customers/${world.customer}`, key, { phone: String(Math.random()).slice(2, 12) });
  } else {
    // Deliberately invalid: 400.
    label = 'invalid';
    allowed = [400];
    res = await call('POST', '/v1/bookings', key, { customer_id: world.customer, line_items: [], bogus: 1 });
  }
  latencies.push(performance.now() - t0);
  if (latencies.length > 200_000) latencies.splice(0, 100_000);
  record(label, res, allowed);
}

async function paced(world) {
  while (!stop) {
    await pace(world);
    if (stop) break;
    try {
      await step(world);
    } catch (err) {
      transportError(err);
    }
  }
}
/**
 * The hammering key: first a burst of three times the limit at once, on connections of its own (the
 * shared pool is busy), so it is over the limit however slowly a busy machine answers; then one
 * request after another for the rest of the run.
 */
async function hammer(_, i) {
  if (i === 0) {
    const burst = new Agent({ keepAlive: false, maxSockets: 3 * RATE_LIMIT });
    await Promise.all(
      Array.from({ length: 3 * RATE_LIMIT }, () =>
        call('GET', '/v1/fleet-items?limit=5', hammerKey, undefined, burst).then(
          (res) => record('hammer', res, []),
          transportError,
        ),
      ),
    );
    burst.destroy();
  }
  while (!stop) {
    try {
      const res = await call('GET', '/v1/fleet-items?limit=5', hammerKey);
      record('hammer', res, []);
    } catch (err) {
      transportError(err);
    }
  }
}

// ---- sampling -------------------------------------------------------------------------------------
const pid = server.pid;
const rssKb = () => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]);
const fds = () => readdirSync(`/proc/${pid}/fd`).length;
const samples = [];
const fdsAtStart = fds();

const started = performance.now();
const hammers = 4;
const workers = [
  ...Array.from({ length: CONNECTIONS - hammers }, (_, i) => paced(worlds[i % worlds.length])),
  ...Array.from({ length: hammers }, hammer),
];
const sampler = setInterval(() => {
  samples.push({ t: Math.round(performance.now() - started), rss_kb: rssKb(), fds: fds(), requests });
}, 1000);

await sleep(WARMUP_MS);
const warm = { rss_kb: rssKb(), fds: fds(), requests };
const warmAt = performance.now();
await sleep(seconds * 1000 - WARMUP_MS);
stop = true;
await Promise.all(workers);
clearInterval(sampler);
const elapsed = (performance.now() - started) / 1000;
const end = { rss_kb: rssKb(), fds: fds() };
const measuredRate = (requests - warm.requests) / ((performance.now() - warmAt) / 1000);

// Close every client connection, let the server notice, then count its fds again: after the webhook
// pool's idle timeout (4 s) too, since its kept-alive connections to the receiver are open until then.
agent.destroy();
await sleep(5000);
const idle = { rss_kb: rssKb(), fds: fds() };

// Deliveries: every event the soak created reaches the receiver.
const eventCount = async () => {
  let n = 0;
  for (const w of worlds) {
    let cursor;
    do {
      const r = await call('GET', `/v1/events?limit=100${cursor ? `&cursor=${cursor}` : ''}`, w.key);
      n += r.body.data.length;
      cursor = r.body.next_cursor;
    } while (cursor);
  }
  return n;
};
const deadline = Date.now() + 30_000;
let events = await eventCount();
while (receivedEvents.size < events && Date.now() < deadline) {
  await sleep(250);
  events = await eventCount();
}
new Agent().destroy();

const sorted = [...latencies].sort((a, b) => a - b);
const pct = (p) => Math.round(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] * 10) / 10;
// RSS growth after warm-up: the last samples against the level at the end of warm-up (medians of
// three samples each, so one GC cycle does not decide it).
const post = samples.filter((s) => s.t >= WARMUP_MS);
const med = (xs) => [...xs].sort((a, b) => a - b)[xs.length >> 1];
const rssWarm = med([warm.rss_kb, ...post.slice(0, 2).map((s) => s.rss_kb)]);
const rssEnd = med([end.rss_kb, ...post.slice(-2).map((s) => s.rss_kb)]);
const growth = Math.round(((rssEnd - rssWarm) / rssWarm) * 1000) / 10;
const fdLeak = idle.fds - fdsAtStart;

const checks = {
  statuses_intended: unexpected === 0,
  rss_growth_under_20_percent: growth < 20,
  fds_back_to_baseline: Math.abs(fdLeak) <= 5,
  no_transport_errors: transportErrors === 0,
  conflicts_seen: (statuses['409 item_unavailable'] ?? 0) > 0,
  rate_limited_seen: (statuses['429 rate_limited'] ?? 0) > 0,
  every_event_delivered: receivedEvents.size >= events,
};
const report = {
  ok: Object.values(checks).every(Boolean),
  checks,
  duration_s: Math.round(elapsed * 10) / 10,
  warmup_s: WARMUP_MS / 1000,
  connections: CONNECTIONS,
  keys: { paced: worlds.length, paced_rate_per_s: PACED_RATE, rate_limit_per_s: RATE_LIMIT, hammering: 1 },
  requests,
  requests_per_s_after_warmup: Math.round(measuredRate),
  statuses: Object.fromEntries(Object.entries(statuses).sort((a, b) => b[1] - a[1])),
  unexpected,
  unexpected_samples: unexpectedSamples,
  transport_errors: transportErrors,
  transport_error_samples: transportErrorSamples,
  latency_ms: { p50: pct(0.5), p95: pct(0.95), p99: pct(0.99), max: pct(1) },
  rss_kb: { after_warmup: rssWarm, end: rssEnd, after_idle: idle.rss_kb, growth_percent: growth },
  fds: { at_start: fdsAtStart, after_warmup: warm.fds, end_under_load: end.fds, after_idle: idle.fds, leaked: fdLeak },
  webhooks: { events, received_unique: receivedEvents.size, received_requests: receivedRequests },
  samples,
};
console.log(JSON.stringify(report));

// Graceful stop of the server (SIGTERM), as an operator would.
server.kill('SIGTERM');
await new Promise((r) => (server.exitCode !== null ? r() : server.once('exit', r)));
process.exit(report.ok ? 0 : 1);
