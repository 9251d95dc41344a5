/**
 * Requests generated from the OpenAPI document's own schemas (path, query, headers and body; see
 * schema-arbitrary.ts), for the tests that send them to a live server: the records they name (made
 * beforehand, several of each kind) and the hints that draw ids from those records and instants
 * from the months ahead, values the schemas allow, so that requests get past the lookups to the
 * checks behind them.
 */
import fc from 'fast-check';
import { expect } from 'vitest';
import type { ContractChecker, Operation } from './contract.js';
import type { Api } from './helpers.js';
import { arbitraryOf, calendarDate } from './schema-arbitrary.js';

type Js = Record<string, any>;

/** Who the requests are sent as: staff are managed with a live key, the console's routes from its own pages. */
export interface Sender {
  api: Api;
  liveKey: string;
  /** The server's own origin (the console's pages). */
  origin: string;
}

/** Records to name in requests, several of each kind, made through `api`. */
export async function world({ api, liveKey }: Sender): Promise<Record<string, string[]>> {
  const made = async (path: string, body: unknown) => {
    const res = await api('POST', path, { body });
    expect(res.status, `${path} ${res.text}`).toBe(201);
    return res.body;
  };
  const w: Record<string, string[]> = {};
  const add = (k: string, id: string) => {
    w[k] ??= [];
    w[k].push(id);
  };
  for (const [i, half] of [2500, 2500, null, 3000, 2000].entries()) {
    add(
      'fi',
      (await made('/v1/fleet-items', { name: `Kayak ${i}`, price_full_day: 4500, price_half_day: half, quantity: 500 }))
        .id,
    );
  }
  for (const i of [1, 2]) add('ao', (await made('/v1/addons', { name: `Helmet ${i}`, price: 300 })).id);
  add('cus', (await made('/v1/customers', { name: 'Ada' })).id);
  add('cus', (await made('/v1/customers', { name: 'Grace', email: 'grace@example.com' })).id);
  add('loc', (await made('/v1/locations', { name: 'Harbor', timezone: 'America/New_York' })).id);
  const fi = w.fi as string[];
  add(
    'pkg',
    (await made('/v1/packages', { name: 'Duo', fleet_item_ids: [fi[0]], discount_type: 'percent', discount_value: 10 }))
      .id,
  );
  add('cpn', (await made('/v1/coupons', { code: 'SAVE5', discount_type: 'percent', discount_value: 5 })).id);
  add('pr', (await made('/v1/pricing/rules', { type: 'multi_day', days_threshold: 3, adjustment_value: 5 })).id);
  add('we', (await made('/v1/webhook-endpoints', { url: 'https://example.com/hooks', events: ['*'] })).id);
  for (let i = 0; i < 2; i++) {
    const b = await made('/v1/bookings', {
      customer_id: (w.cus as string[])[0],
      pickup_date: `2026-07-0${i + 1}T09:00`,
      return_date: `2026-07-0${i + 4}T09:00`,
      line_items: [{ fleet_item_id: fi[i] }],
    });
    add('bk', b.id);
    add('bkWithLines', b.id);
    add('li', b.line_items[0].id);
  }
  // Bookings a pick-up or a return can move on: confirmed ones, and ones already picked up.
  for (let i = 0; i < 4; i++) {
    const b = await made('/v1/bookings', {
      customer_id: (w.cus as string[])[0],
      pickup_date: '2026-01-05T09:00',
      return_date: '2026-01-08T09:00',
      line_items: [{ fleet_item_id: fi[2] }],
    });
    await api('PATCH', `/v1/bookings/${b.id}`, { body: { status: 'confirmed' } });
    if (i >= 2) {
      await api('POST', `/v1/bookings/${b.id}/pickup`, { body: {} });
      add('bkActive', b.id);
    }
    add('bk', b.id);
  }
  // Numbered units, of an item tracked by units.
  const tracked = await made('/v1/fleet-items', { name: 'Numbered kayak', price_full_day: 4500, tracking: 'units' });
  add('fi', tracked.id);
  for (let i = 0; i < 4; i++)
    add('unit', (await made('/v1/units', { fleet_item_id: tracked.id, identifier: `K-${i}` })).id);
  // Two more units, in maintenance (back damaged), for release alone to find: of an item no other
  // request names (deleting an item takes its units along), outside the pool retire and delete draw from.
  const aside = await made('/v1/fleet-items', { name: 'Numbered canoe', price_full_day: 4000, tracking: 'units' });
  const damaged: string[] = [];
  for (let i = 4; i < 6; i++) {
    damaged.push((await made('/v1/units', { fleet_item_id: aside.id, identifier: `K-${i}` })).id);
  }
  w.unitInMaintenance = damaged;
  for (const unit of damaged) {
    const rental = await made('/v1/bookings', {
      customer_id: (w.cus as string[])[0],
      pickup_date: '2026-01-05T09:00',
      return_date: '2026-01-08T09:00',
      line_items: [{ fleet_item_id: aside.id }],
    });
    await api('PATCH', `/v1/bookings/${rental.id}`, { body: { status: 'confirmed' } });
    const out = await api('POST', `/v1/bookings/${rental.id}/pickup`, {
      body: { units: [{ line_item_id: rental.line_items[0].id, unit_ids: [unit] }] },
    });
    expect(out.status, out.text).toBe(200);
    const back = await api('POST', `/v1/bookings/${rental.id}/return`, {
      body: { units: [{ unit_id: unit, condition: 'damaged' }] },
    });
    expect(back.status, back.text).toBe(200);
  }
  add('pr', (await made('/v1/pricing/rules', { type: 'weekday', weekdays: [6, 7], adjustment_value: 10 })).id);
  add(
    'pr',
    (await made('/v1/pricing/rules', { type: 'seasonal', start_date: '2026-06-01', end_date: '2026-08-31' })).id,
  );
  add('evt', (await api('GET', '/v1/events?limit=1')).body.data[0].id);
  // On an item no request names (a PATCH of it could leave it too few units for any downtime).
  const serviced = await made('/v1/fleet-items', { name: 'Serviced kayak', price_full_day: 4500, quantity: 500 });
  add('dt', (await made('/v1/downtimes', { fleet_item_id: serviced.id, start: '2026-09-01', end: '2026-09-03' })).id);
  add('pkey', (await made('/v1/publishable-keys', { allowed_origins: ['https://shop.example'] })).id);
  const checkout = await made('/v1/storefront/checkouts', {
    line_items: [{ fleet_item_id: fi[0] }],
    pickup_date: '2026-07-10T09:00',
    return_date: '2026-07-12T09:00',
    customer: { name: 'Grace', email: 'grace@example.com' },
  });
  add('chk', checkout.id);
  for (const name of ['Sam', 'Kim', 'Ada']) {
    const member = await api('POST', '/v1/staff', {
      key: liveKey,
      body: { email: `${name.toLowerCase()}@shop.example`, name, role: 'staff' },
    });
    add('stf', member.body.id);
  }
  await payments(api, w);
  return w;
}

/**
 * Payments with the test provider: bookings to start intents on (with a deposit to hold), open
 * intents to confirm, returned bookings holding a deposit (each capture or release ends one), and
 * bookings with payments to refund.
 */
async function payments(api: Api, w: Record<string, string[]>): Promise<void> {
  const call = async (method: string, path: string, body: unknown, status = 200) => {
    const res = await api(method, path, { body });
    expect(res.status, `${path} ${res.text}`).toBe(status);
    return res.body;
  };
  const add = (k: string, id: string) => {
    w[k] ??= [];
    w[k].push(id);
  };
  await call('PATCH', '/v1/tenant', { payments: { provider: 'test' } });
  const boat = await call(
    'POST',
    '/v1/fleet-items',
    { name: 'Boat', price_full_day: 9000, deposit_amount: 5000, quantity: 500 },
    201,
  );
  const book = async () =>
    (
      await call(
        'POST',
        '/v1/bookings',
        {
          customer_id: (w.cus as string[])[0],
          pickup_date: '2026-01-05T09:00',
          return_date: '2026-01-08T09:00',
          line_items: [{ fleet_item_id: boat.id }],
        },
        201,
      )
    ).id as string;
  const intent = async (booking: string, purpose: string) =>
    (await call('POST', `/v1/bookings/${booking}/payment-intents`, { purpose }, 201)).id as string;
  for (let i = 0; i < 3; i++) add('bkIntent', await book());
  for (let i = 0; i < 6; i++) {
    const b = await book();
    add('pi', await intent(b, i % 2 === 0 ? 'rental' : 'deposit'));
  }
  // Captures and releases each end a deposit: each draws from its own bookings, so the one run
  // first cannot leave the other none.
  for (let i = 0; i < 14; i++) {
    const b = await book();
    await call('POST', `/v1/payment-intents/${await intent(b, 'deposit')}/confirm`, { payment_method: 'pm_card_visa' });
    await call('PATCH', `/v1/bookings/${b}`, { status: 'confirmed' });
    await call('PATCH', `/v1/bookings/${b}`, { status: 'active' });
    await call('PATCH', `/v1/bookings/${b}`, { status: 'completed' });
    add(i < 8 ? 'bkDeposit' : 'bkDepositRelease', b);
  }
  const paid = await book();
  await call('POST', `/v1/payment-intents/${await intent(paid, 'rental')}/confirm`, { payment_method: 'pm_card_visa' });
  for (const p of (await call('GET', `/v1/bookings/${paid}`, undefined)).payments) add('pay', p.id);
  add('bkPaid', paid);
  add(
    'ref',
    (await call('POST', `/v1/bookings/${paid}/refunds`, { payment_id: (w.pay as string[])[0], amount: 100 }, 201)).id,
  );
}

/** The id pool a field draws from, by its name. */
const POOL_OF: Record<string, string> = {
  fleet_item_id: 'fi',
  new_fleet_item_id: 'fi',
  fleet_item_ids: 'fi',
  addon_id: 'ao',
  addon_ids: 'ao',
  customer_id: 'cus',
  pickup_location_id: 'loc',
  line_item_id: 'li',
  event_id: 'evt',
  unit_id: 'unit',
  unit_ids: 'unit',
  payment_id: 'pay',
};
const POOL_OF_PATH: [string, string][] = [
  // A preview answers for a booking that is out; the others are refused as the return refuses them.
  ['/v1/bookings/{id}/return/preview', 'bkActive'],
  // A swap names a line of the booking in its path: the bookings whose lines the line ids come from.
  ['/v1/bookings/{id}/swap-item', 'bkWithLines'],
  ['/v1/bookings/{id}/payment-intents', 'bkIntent'],
  ['/v1/bookings/{id}/deposit/release', 'bkDepositRelease'],
  ['/v1/bookings/{id}/deposit', 'bkDeposit'],
  ['/v1/bookings/{id}/refunds', 'bkPaid'],
  ['/v1/payment-intents', 'pi'],
  ['/v1/refunds', 'ref'],
  ['/v1/pricing/rules', 'pr'],
  ['/v1/fleet-items', 'fi'],
  ['/v1/addons', 'ao'],
  ['/v1/packages', 'pkg'],
  ['/v1/coupons', 'cpn'],
  ['/v1/customers', 'cus'],
  ['/v1/locations', 'loc'],
  ['/v1/bookings', 'bk'],
  ['/v1/webhook-endpoints', 'we'],
  ['/v1/events', 'evt'],
  ['/v1/downtimes', 'dt'],
  ['/v1/units/{id}/release', 'unitInMaintenance'],
  ['/v1/units', 'unit'],
  ['/v1/publishable-keys', 'pkey'],
  ['/v1/storefront/checkouts', 'chk'],
  ['/v1/staff', 'stf'],
];

const pad = (n: number) => String(n).padStart(2, '0');
/** The fields that end a range: drawn from later months than the rest, so that most ranges are the right way round. */
const ENDS = new Set(['return_date', 'new_return_date', 'end', 'to', 'valid_until', 'pickup_date_to']);
/** Instants of the months ahead in the forms the API reads: a date, local wall-clock, Z, an offset. */
const nearInstant = (months: { min: number; max: number }) =>
  fc
    .record({
      m: fc.integer(months),
      d: fc.integer({ min: 1, max: 28 }),
      h: fc.integer({ min: 0, max: 23 }),
      form: fc.constantFrom('date', 'local', 'Z', '+02:00', '-05:00'),
    })
    .map(({ m, d, h, form }) => {
      const date = `2026-${pad(m)}-${pad(d)}`;
      if (form === 'date') return date;
      return `${date}T${pad(h)}:00${form === 'local' ? '' : form}`;
    });

function hint(world: Record<string, string[]>) {
  return (path: string[], schema: Js): fc.Arbitrary<unknown> | undefined => {
    const name = path[path.length - 1] === '*' ? path[path.length - 2] : path[path.length - 1];
    // A unit or two, mostly: the records have hundreds, not the thousand a quantity may ask for.
    if (name === 'quantity' && schema.type === 'integer') {
      return fc.oneof(
        { weight: 4, arbitrary: fc.integer({ min: 1, max: 3 }) },
        { weight: 1, arbitrary: fc.integer({ min: schema.minimum, max: schema.maximum }) },
      );
    }
    if (schema.type !== 'string') return undefined;
    if (name === 'payment_method') {
      return fc.oneof(
        {
          weight: 4,
          arbitrary: fc.constantFrom('pm_card_visa', 'pm_card_chargeDeclined', 'pm_card_visa_renewal_declined'),
        },
        { weight: 1, arbitrary: fc.string({ minLength: 1, maxLength: 20 }) },
      );
    }
    const pool = world[POOL_OF[name ?? ''] ?? ''];
    if (pool) return fc.constantFrom(...pool);
    if (name === 'coupon_code') return fc.oneof(fc.constantFrom('SAVE5', 'save5'), fc.stringMatching(/^[A-Z]{1,8}$/));
    if (name === 'allowed_origins') {
      return fc.oneof(
        {
          weight: 4,
          arbitrary: fc.constantFrom('https://shop.example', 'http://localhost:8080', 'https://[::1]:8443'),
        },
        { weight: 1, arbitrary: fc.stringMatching(new RegExp(schema.pattern)) },
      );
    }
    if (name === 'url') return fc.constantFrom('https://example.com/hooks', 'http://hooks.example.org/rentline?x=1');
    if (name === 'timezone') {
      return fc.oneof(
        { weight: 4, arbitrary: fc.constantFrom('UTC', 'Europe/Berlin', 'America/New_York', 'Pacific/Apia') },
        { weight: 1, arbitrary: fc.string({ minLength: 1, maxLength: 64 }) },
      );
    }
    if (name === 'currency') {
      return fc.oneof(
        { weight: 4, arbitrary: fc.constantFrom('usd', 'eur', 'jpy') },
        { weight: 1, arbitrary: fc.stringMatching(/^[a-z]{3}$/) },
      );
    }
    // A price calendar's pickup dates: mostly in August, so that `to` is often 1..62 dates after `from`.
    if ((name === 'from' || name === 'to') && schema.format === 'date') {
      const day = name === 'from' ? fc.integer({ min: 1, max: 20 }) : fc.integer({ min: 10, max: 31 });
      return fc.oneof(
        { weight: 4, arbitrary: day.map((d) => `2026-08-${String(d).padStart(2, '0')}`) },
        { weight: 1, arbitrary: calendarDate() },
      );
    }
    if (schema['x-instant-range'] !== undefined) {
      // An instant: mostly the months ahead, sometimes anything its pattern allows.
      const months = ENDS.has(name ?? '') ? { min: 10, max: 12 } : { min: 7, max: 9 };
      return fc.oneof(
        { weight: 4, arbitrary: nearInstant(months) },
        { weight: 1, arbitrary: fc.stringMatching(new RegExp(schema.pattern)) },
      );
    }
    return undefined;
  };
}

export interface DocumentRequest {
  path: string;
  body?: unknown;
  headers: Record<string, string>;
}

/**
 * Requests to operation `o` that its document allows: path ids and query, headers and body from the
 * operation's own schemas (ids drawn from `world`'s records, instants mostly from the months ahead).
 */
export function requestArb(
  checker: ContractChecker,
  o: Operation,
  world: Record<string, string[]>,
): fc.Arbitrary<DocumentRequest> {
  const options = { components: checker.doc.components.schemas, hint: hint(world), maxItems: 3 };
  const params = (o.op.parameters ?? []) as Js[];
  const pathPool = world[POOL_OF_PATH.find(([p]) => o.template.startsWith(p))?.[1] ?? ''] ?? ['x'];
  // A query parameter's value is generated as the field of its name (the hints go by name).
  const named = (name: string) => ({
    ...options,
    hint: (path: string[], schema: Js) => options.hint(path.length === 0 ? [name] : path, schema),
  });
  const query = params
    .filter((p) => p.in === 'query')
    .map((p) => {
      const value = arbitraryOf(p.schema, checker.validator(p.schema), named(p.name)).map(
        (v) => [p.name, String(v)] as const,
      );
      return p.required ? value : fc.option(value, { freq: 2 });
    });
  const headers = params
    .filter((p) => p.in === 'header')
    .map((p) => {
      const value = arbitraryOf(p.schema, checker.validator(p.schema), options).map(
        (v) => [p.name, String(v)] as const,
      );
      return p.required ? value : fc.option(value, { freq: 2 });
    });
  const media = o.op.requestBody?.content['application/json'];
  const body = media
    ? arbitraryOf(media.schema, checker.validator(media.schema), options).map((v) => ({ body: v }))
    : fc.constant({});
  return fc
    .record({ id: fc.constantFrom(...pathPool), query: fc.tuple(...query), headers: fc.tuple(...headers), body })
    .map(({ id, query: q, headers: h, body: b }) => {
      const present = <T>(x: T | null): x is T => x !== null;
      const qs = q.filter(present).map(([k, v]) => `${k}=${encodeURIComponent(v)}`);
      return {
        path: o.template.replace('{id}', id) + (qs.length ? `?${qs.join('&')}` : ''),
        headers: Object.fromEntries(h.filter(present)),
        ...b,
      };
    });
}

/**
 * Send a generated request to operation `o`. A keep-alive connection the server closed as the request
 * went out (requests are generated before any is sent, which takes a while) is reset before the
 * request is read: it is sent again on a new one.
 */
export function sendRequest({ api, liveKey, origin }: Sender, o: Operation, req: DocumentRequest) {
  const as = o.template.startsWith('/v1/staff')
    ? { key: liveKey }
    : o.template.startsWith('/console/')
      ? { headers: { ...req.headers, origin } }
      : {};
  const send = () =>
    api(o.method, req.path, {
      headers: req.headers,
      ...as,
      ...(req.body === undefined ? {} : { body: req.body }),
    });
  return send().catch((e: Error & { cause?: { code?: string } }) => {
    if (e.cause?.code === 'ECONNRESET') return send();
    throw e;
  });
}
