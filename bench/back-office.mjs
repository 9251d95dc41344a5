// The back office's figures of the server suites: finding bookings (`GET /v1/bookings?q=`) among the
// pre-filled 100,000, and what a staff session costs each request against a secret key. The
// pre-filled bookings belong to 2,000 customers with names, emails and phones as a shop's are
// (accents, several countries), written with the bookings; the server fills their search documents
// when it starts, as after any upgrade.
import { cpuMs, cpuNsMs } from './compare.mjs';
import { figure, median, SMOKE } from './lib.mjs';
import { cannon } from './serve.mjs';

const FIRST = [
  'María',
  'José',
  'Anna',
  'Jürgen',
  'Zoë',
  'Chloé',
  'Liam',
  'Noah',
  'Olivia',
  'Emma',
  'Søren',
  'Åsa',
  'Lucas',
  'Mateo',
  'Léa',
  'Hugo',
  'Inês',
  'Björn',
  'François',
  'Ana',
];
const LAST = [
  'García',
  'Müller',
  'Smith',
  'Johnson',
  'Dubois',
  'Rossi',
  'Nguyen',
  'Kowalski',
  'Øster',
  'Brown',
  'Lee',
  'Martin',
  'Bernard',
  'Schmidt',
  'Novák',
  'Silva',
  'Santos',
  'Costa',
  'Fernández',
  'Łukasiewicz',
  'Ångström',
  'Weiß',
  'Nakamura',
  'Okafor',
  "O'Brien",
];
const DOMAINS = ['gmail.com', 'example.com', 'web.de', 'outlook.com', 'yahoo.fr'];

const ascii = (s) =>
  s
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[øØ]/g, 'o')
    .replace(/[łŁ]/g, 'l')
    .replace(/ß/g, 'ss')
    .replace(/[^A-Za-z]/g, '')
    .toLowerCase();

/** `n` customers: `{id, name, email, phone}`, ids in the server's format, made `createdMs`. */
export function people(n, createdMs, id) {
  return Array.from({ length: n }, (_, i) => {
    const first = FIRST[i % FIRST.length];
    const last = LAST[Math.floor(i / FIRST.length) % LAST.length];
    const number = String(1_000_000 + ((i * 7919) % 9_000_000)).slice(1);
    return {
      id: id('cus', createdMs, i),
      name: `${first} ${last}`,
      email: `${ascii(first)}.${ascii(last)}${i}@${DOMAINS[i % DOMAINS.length]}`,
      phone: `+1 (555) ${number.slice(0, 3)}-${number.slice(3)}`,
    };
  });
}

export const CUSTOMER_COLUMNS = 'tenant_id, livemode, id, name, email, phone, created_at, updated_at';

/** A customer's row of the customers table (both stores). */
export const customerRow = (scope, p, created) => [
  scope.tenantId,
  scope.livemode,
  p.id,
  p.name,
  p.email,
  p.phone,
  created,
  created,
];

/**
 * What staff type to find a booking, in turn: a surname or first name begun (many matches), a full
 * name, an email, a phone's last digits, part of a booking id, two letters.
 */
export function searchTerms(customers, bookingIds) {
  const terms = [];
  for (let i = 0; i < 60; i++) {
    const c = customers[(i * 37) % customers.length];
    const [first, last] = c.name.split(' ');
    const b = bookingIds[(i * 101) % bookingIds.length];
    terms.push(
      last.slice(0, 4),
      first.toLowerCase(),
      c.name,
      `${ascii(first)} ${ascii(last)}`,
      c.email.split('@')[0],
      c.phone.slice(-4),
      b.slice(-8).toUpperCase(),
      ['an', 'ma', 'li'][i % 3],
    );
  }
  return terms;
}

/** `GET /v1/bookings?q=` at 50 connections (terms in turn), and one at a time. */
export async function searchFigures({
  suite,
  server,
  url,
  headers,
  terms,
  prefilled,
  target,
  duration,
  warmUp,
  check,
}) {
  let next = 0;
  const opts = (connections) => ({
    url,
    headers,
    connections,
    requests: [
      {
        method: 'GET',
        setupRequest: (req) => ({
          ...req,
          path: `/v1/bookings?q=${encodeURIComponent(terms[next++ % terms.length])}`,
        }),
      },
    ],
  });
  // Every kind of term finds something (a search that finds nothing is no measurement).
  for (const term of terms.slice(0, 8)) {
    const res = await fetch(`${url}/v1/bookings?q=${encodeURIComponent(term)}`, { headers });
    const body = await res.json();
    if (!res.ok || (!SMOKE && body.data.length === 0))
      throw new Error(`search ${term}: ${JSON.stringify(body).slice(0, 300)}`);
  }
  // What each kind of term costs alone (the first 8 terms are one of each kind, in turn).
  const kinds = [
    'last name, 4 letters',
    'first name',
    'full name',
    'name without accents',
    'email',
    'phone, 4 digits',
    'booking id, 8 characters',
    'two letters',
  ];
  // Each kind alone, its terms in turn: the wall time of each request, and the server's CPU time a
  // request over the kind's run (what the machine's other work disturbs least).
  const runs = SMOKE ? 1 : 60;
  const perKind = kinds.map((kind, k) => {
    const own = terms.filter((_, i) => i % kinds.length === k);
    return { kind, own, wall: [], cpu: undefined };
  });
  for (const entry of perKind) {
    const cpu0 = server ? cpuMs(server.child.pid) : undefined;
    for (let i = 0; i < runs; i++) {
      const t0 = performance.now();
      await (
        await fetch(`${url}/v1/bookings?q=${encodeURIComponent(entry.own[i % entry.own.length])}`, { headers })
      ).arrayBuffer();
      entry.wall.push(performance.now() - t0);
    }
    const cpu1 = server ? cpuMs(server.child.pid) : undefined;
    if (cpu0 !== undefined && cpu1 !== undefined) entry.cpu = (cpu1 - cpu0) / runs;
  }
  // And a page with no search, the same size: what a search adds to it.
  const cpu0 = server ? cpuMs(server.child.pid) : undefined;
  const plain = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    await (await fetch(`${url}/v1/bookings`, { headers })).arrayBuffer();
    plain.push(performance.now() - t0);
  }
  const cpu1 = server ? cpuMs(server.child.pid) : undefined;
  perKind.push({
    kind: 'no search (the plain first page)',
    wall: plain,
    cpu: cpu0 === undefined || cpu1 === undefined ? undefined : (cpu1 - cpu0) / runs,
  });
  console.log(
    `  search, one request at a time, by kind of term (wall mean / max ms; server CPU ms a request): ${perKind
      .map(
        ({ kind, wall, cpu }) =>
          `${kind} ${(wall.reduce((a, b) => a + b, 0) / wall.length).toFixed(1)} / ${Math.max(...wall).toFixed(1)}; ${cpu === undefined ? '?' : cpu.toFixed(2)}`,
      )
      .join(' | ')}`,
  );
  await warmUp(opts(50));
  const loaded = await cannon({ ...opts(50), duration });
  check(loaded, 'search', 200);
  const single = await cannon({ ...opts(1), duration });
  check(single, 'search (1 connection)', 200);
  const n = prefilled.toLocaleString('en-US');
  return [
    figure({
      suite,
      name: `GET /v1/bookings?q= p99, ${n} pre-filled (50 connections, ${duration} s; names, emails, phones, ids in turn)`,
      value: loaded.latency.p99,
      unit: 'ms',
      target: `<= ${target} ms`,
      pass: loaded.latency.p99 <= target,
      note: `${Math.round((loaded.requests.total / loaded.duration) * 10) / 10} req/s; median ${loaded.latency.p50} ms`,
    }),
    figure({
      suite,
      name: `GET /v1/bookings?q=, one at a time (1 connection, ${duration} s)`,
      value: single.latency.p50,
      unit: 'ms median',
      target: 'reported',
      pass: true,
      note: `p99 ${single.latency.p99} ms; ${Math.round((single.requests.total / single.duration) * 10) / 10} req/s`,
    }),
  ];
}

/**
 * A staff member of the tenant (made with its live key), signed in from the server's own origin:
 * the headers a console request sends (its cookie; test mode, where the suite's catalog is).
 */
export async function staffSession(url, liveKey) {
  const made = await fetch(`${url}/v1/staff`, {
    method: 'POST',
    headers: { authorization: `Bearer ${liveKey}`, 'content-type': 'application/json' },
    body: JSON.stringify({ email: `bench.${Date.now()}@shop.example`, name: 'Bench', role: 'staff' }),
  });
  const member = await made.json();
  if (made.status !== 201) throw new Error(`staff: ${JSON.stringify(member)}`);
  const token = member.invite_url.split('#')[1];
  const set = await fetch(`${url}/console/password`, {
    method: 'POST',
    headers: { origin: url, 'content-type': 'application/json' },
    body: JSON.stringify({ token, password: 'a bench password, long enough' }),
  });
  if (set.status !== 201) throw new Error(`sign in: ${set.status} ${await set.text()}`);
  const cookie = (set.headers.get('set-cookie') ?? '').split(';')[0];
  return { cookie, origin: url, 'rentline-mode': 'test' };
}

/** Requests a second both sides of the session figure are offered: below what either answers, so both do the same work. */
const SESSION_RATE = 1500;

/**
 * What a staff session costs each request: `POST /v1/pricing/calculate` with the session cookie
 * against the same with the secret key, at the same offered rate, each side judged by the server's
 * CPU time a request. At a fixed rate the two do the same work at the same pace, so other work on the
 * machine disturbs the ratio least; short runs interleaved (key, session, session, key, …) spread what
 * disturbs it (a major garbage collection, another process) over both sides alike, and the CPU time
 * is read to the nanosecond (whole 10 ms clock ticks would be 2 % of a 5 s run's).
 */
export async function sessionFigure({ suite, server, url, keyHeaders, sessionHeaders, body, duration, warmUp, check }) {
  const opts = (headers) => ({
    url: `${url}/v1/pricing/calculate`,
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body,
    connections: 50,
    overallRate: SESSION_RATE,
  });
  await warmUp(opts(keyHeaders));
  await warmUp(opts(sessionHeaders));
  const runs = { key: [], session: [] };
  // Eighty runs of 2 s: sixteen runs of 5 s spread 0.74-1.22 by pair on this machine, and forty of
  // 2 s read 0.99-1.06 from one full run to the next, more than the few microseconds measured (a
  // major garbage collection falls in one run or another: the more runs, the more evenly).
  const runSeconds = SMOKE ? duration : 2;
  const blocks = SMOKE ? 1 : Math.max(1, Math.round((duration * 16) / (runSeconds * 4)));
  const order = Array.from({ length: blocks }, () => ['key', 'session', 'session', 'key']).flat();
  const cpuOf = (pid) => cpuNsMs(pid) ?? cpuMs(pid);
  for (const who of order) {
    const cpu0 = cpuOf(server.child.pid);
    const r = await cannon({ ...opts(who === 'key' ? keyHeaders : sessionHeaders), duration: runSeconds });
    const cpu1 = cpuOf(server.child.pid);
    check(r, `calculate (${who})`, 200);
    runs[who].push({
      rate: r.requests.total / r.duration,
      requests: r.requests.total,
      cpu: cpu0 === undefined || cpu1 === undefined ? undefined : cpu1 - cpu0,
    });
  }
  const perRequest = (side) => side.reduce((a, r) => a + (r.cpu ?? 0), 0) / side.reduce((a, r) => a + r.requests, 0);
  const measured = runs.key.every((r) => r.cpu !== undefined);
  const rateOf = (side) => side.reduce((a, r) => a + r.rate, 0) / side.length;
  // Each block's ratio (its two runs a side), for the spread.
  const blockRatios = Array.from({ length: blocks }, (_, b) => {
    const slice = (side) => side.slice(2 * b, 2 * b + 2);
    return measured ? perRequest(slice(runs.session)) / perRequest(slice(runs.key)) : undefined;
  }).filter((x) => x !== undefined);
  const ratio = measured ? perRequest(runs.session) / perRequest(runs.key) : rateOf(runs.key) / rateOf(runs.session);
  const sorted = [...blockRatios].sort((a, b) => a - b);
  const quartile = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]?.toFixed(3);
  return figure({
    suite,
    name: `POST /v1/pricing/calculate with a staff session against a secret key: the server's CPU a request (${SESSION_RATE} req/s offered, 50 connections, ${order.length} interleaved runs of ${runSeconds} s)`,
    value: Number(perRequest(runs.session).toFixed(4)),
    unit: 'ms CPU',
    baseline: Number(perRequest(runs.key).toFixed(4)),
    ratio: Number(ratio.toFixed(3)),
    target: '<= 1.05× (the session check costs at most 5 %)',
    pass: ratio <= 1.05,
    note: `${
      sorted.length === 0
        ? 'rate key ÷ session (no CPU times here)'
        : `all runs' CPU over all their requests, session ÷ key; by block of four runs: median ${median(blockRatios).toFixed(3)}, quartiles ${quartile(0.25)}-${quartile(0.75)}, range ${sorted[0]?.toFixed(3)}-${sorted.at(-1)?.toFixed(3)}`
    }; req/s key ${Math.round(rateOf(runs.key))}, session ${Math.round(rateOf(runs.session))}`,
  });
}
