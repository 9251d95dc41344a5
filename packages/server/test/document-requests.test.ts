/**
 * The document promises no less than the server enforces: for every operation of
 * `/v1/openapi.json`, requests generated from the document's own schemas (path, query, headers and body; see
 * schema-arbitrary.ts) are sent to a live server, and none may be refused for a reason the document
 * does not state. A refusal is stated when the operation's `x-constraints` name its code and param
 * (what JSON Schema cannot say: one field against another, a range that depends on the tenant's time
 * zone), or when it depends on the records stored, which no schema can know: those are listed in
 * STORED_STATE below, each with why. Every response must match the document as well.
 *
 * Ids in requests are drawn from records made beforehand and instants mostly from the months ahead
 * (both are values the schemas allow), so that requests get past the lookups to the checks behind
 * them.
 */
import { PRICING_ERROR_CODES } from '@rentline/pricing-engine';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ContractChecker } from './contract.js';
import { requestArb, sendRequest, world } from './document-requests.js';
import { startServer, type TestServer } from './helpers.js';
import { STORE } from './sql.js';

type Js = Record<string, any>;

/**
 * Refusals that depend on stored records, not on the request alone: a valid request can meet them
 * whatever the document says. `op` limits an entry to one operation, `param` to one field.
 */
const STORED_STATE: { code: string; op?: string; param?: RegExp; why: string }[] = [
  { code: 'resource_missing', why: 'an id that names no stored record (or one deleted by an earlier request)' },
  { code: 'resource_inactive', why: 'a stored record that is inactive' },
  {
    code: 'parameter_invalid',
    op: 'POST /v1/units',
    param: /^fleet_item_id$/,
    why: 'the named fleet item is tracked by quantity (its stored tracking), so it has no numbered units',
  },
  {
    code: 'parameter_invalid',
    op: 'POST /v1/bookings/{id}/pickup',
    param: /^units(\.\d+\.(line_item_id|unit_ids(\.\d+)?))?$/,
    why: "the stored booking's lines, and the stored units' items, decide which line and unit ids fit",
  },
  {
    code: 'parameter_invalid',
    op: 'POST /v1/bookings/{id}/return',
    param: /^(units(\.\d+\.unit_id)?|returned_at)$/,
    why: 'which units are out on the stored booking, and when it was picked up',
  },
  {
    code: 'parameter_invalid',
    param: /^unit_id$/,
    why: 'the stored unit belongs to another fleet item',
  },
  ...[
    'unit_out',
    'unit_retired',
    'unit_not_in_maintenance',
    'unit_in_history',
    'unit_unavailable',
    'units_required',
  ].map((code) => ({ code, why: "the stored unit's status, or the stored booking's lines and units" })),
  {
    code: 'parameter_invalid',
    op: 'PATCH /v1/fleet-items/{id}',
    param: /^quantity$/,
    why: 'the stored item is tracked by units: its quantity is the count of its units',
  },
  { code: 'item_in_use', why: "the item's stored bookings (pending, confirmed or active) keep its tracking" },
  { code: 'item_unavailable', why: 'the units are held by stored bookings and downtimes' },
  { code: 'booking_invalid_transition', why: "the stored booking's status does not allow it" },
  { code: 'booking_not_payable', why: "the stored booking's status takes no payments" },
  { code: 'booking_expired', why: 'the stored booking expired' },
  { code: 'price_changed', why: 'the stored prices give another total than expected_total' },
  { code: 'too_many_open_checkouts', why: "the client's stored open checkouts" },
  { code: 'resource_already_exists', why: 'a stored coupon has that code' },
  { code: 'amount_too_large', why: 'the stored prices times the quantities pass the largest amount' },
  ...PRICING_ERROR_CODES.filter((code) => code.startsWith('coupon_')).map((code) => ({
    code,
    why: 'the stored coupon of that code (or none)',
  })),
  { code: 'parameter_invalid', param: /^cursor$/, why: 'a forged cursor (only a next_cursor the server gave is one)' },
  { code: 'idempotency_key_reused', why: 'the key was used before with another request' },
  { code: 'idempotency_key_in_use', why: 'the key is held by a request still running' },
  {
    code: 'parameter_invalid',
    op: 'POST /v1/bookings/{id}/payments',
    param: /^amount$/,
    why: "more than the stored booking's amount_owed",
  },
  {
    code: 'parameter_invalid',
    op: 'POST /v1/bookings/{id}/extend',
    param: /^new_return_date$/,
    why: "not after the stored booking's return date, or too long with its pickup date",
  },
  {
    code: 'parameter_invalid',
    op: 'POST /v1/bookings/{id}/swap-item',
    param: /^new_fleet_item_id$/,
    why: 'the stored line already holds that item, or another line of the booking does',
  },
  {
    code: 'parameter_invalid',
    op: 'POST /v1/downtimes',
    param: /^quantity$/,
    why: "more units than the stored fleet item's quantity",
  },
  {
    code: 'parameter_invalid',
    op: 'PATCH /v1/downtimes/{id}',
    param: /^quantity$/,
    why: "more units than the stored fleet item's quantity",
  },
  {
    code: 'provider_not_configured',
    why: "the mode's stored payments setting (manual; stripe without this server's keys or an account)",
  },
  {
    code: 'parameter_invalid',
    op: 'POST /v1/bookings/{id}/payment-intents',
    param: /^(amount|purpose)$/,
    why: "more than the stored booking's amount_owed, or a deposit on a booking whose deposit_hold_amount is 0",
  },
  {
    code: 'parameter_invalid',
    op: 'POST /v1/bookings/{id}/deposit/capture',
    param: /^amount$/,
    why: "more than the stored deposit's amount_authorized",
  },
  {
    code: 'parameter_invalid',
    op: 'POST /v1/bookings/{id}/refunds',
    param: /^amount$/,
    why: 'more than the stored payment has left to refund',
  },
  { code: 'deposit_exists', why: 'the stored booking has an open or authorised deposit' },
  { code: 'deposit_not_authorized', why: 'the stored booking has no authorised deposit' },
  { code: 'payment_in_progress', why: 'a stored intent of the booking is processing at the provider' },
  { code: 'payment_intent_unexpected_state', why: "the stored intent's status (confirmed already, or canceled)" },
  {
    code: 'signature_invalid',
    op: 'POST /v1/providers/stripe/webhook',
    why: "a signature is made with the mode's signing secret, which no generated request has (stripe.test.ts signs)",
  },
  { code: 'sign_in_failed', why: "the stored members' emails and password hashes" },
  { code: 'sign_in_locked', why: 'the stored failed sign-ins of the email or the address' },
  { code: 'token_invalid', why: 'the stored invitations (used, replaced, expired, or none of that token)' },
  { code: 'session_expired', why: 'the stored sessions (a request with a key has none)' },
];

/**
 * Operations no generated request can succeed at: signing in needs a member's stored password (or
 * an invitation's token), and the session read needs the cookie of one (`sessions.test.ts`,
 * `contract.test.ts` make them succeed).
 */
const NEED_A_MEMBER = new Set(['POST /console/session', 'POST /console/password', 'GET /console/session']);

/**
 * The refusals an operation's document states in `x-constraints`: on the operation (params from the
 * root), on a query parameter or a body field (the param is that field, or `param` below it). `*` in
 * a param stands for an array index.
 */
function stated(op: Js): { code: string; param: RegExp }[] {
  const out: { code: string; param: RegExp }[] = [];
  const add = (list: { code: string; param?: string }[] | undefined, at: string[]) => {
    for (const c of list ?? []) {
      const path = [...at, ...(c.param ? c.param.split('.') : [])];
      const re = path.map((p) => (p === '*' ? '\\d+' : p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))).join('\\.');
      out.push({ code: c.code, param: new RegExp(`^${re}$`) });
    }
  };
  const walk = (schema: Js | undefined, at: string[], depth = 0): void => {
    if (schema === undefined || depth > 12) return;
    if (typeof schema.$ref === 'string') {
      walk(doc.components.schemas[schema.$ref.replace('#/components/schemas/', '')], at, depth + 1);
    }
    add(schema['x-constraints'], at);
    for (const [name, sub] of Object.entries((schema.properties ?? {}) as Record<string, Js>))
      walk(sub, [...at, name], depth + 1);
    if (schema.items) walk(schema.items, [...at, '*'], depth + 1);
    for (const k of ['anyOf', 'oneOf', 'allOf']) for (const sub of (schema[k] ?? []) as Js[]) walk(sub, at, depth + 1);
  };
  add(op['x-constraints'], []);
  for (const p of (op.parameters ?? []) as Js[]) walk(p.schema, [p.name]);
  walk(op.requestBody?.content['application/json'].schema, []);
  return out;
}
const declared = (op: Js, code: string, param: string | undefined) =>
  param !== undefined && stated(op).some((c) => c.code === code && c.param.test(param));

let s: TestServer;
let doc: Js;
let checker: ContractChecker;
beforeAll(async () => {
  s = await startServer({ webhooks: { enabled: false } });
  doc = (await s.api('GET', '/v1/openapi.json', { key: null })).body;
  checker = new ContractChecker(doc);
});
afterAll(() => s.close());
const sender = () => ({ api: s.api, liveKey: s.tenant.live_key, origin: s.url });

describe(`requests generated from /v1/openapi.json (${STORE})`, () => {
  it('are refused only for reasons the document states or the stored records decide', async () => {
    const w = await world(sender());
    const runs = STORE === 'postgres' ? 20 : 30;
    const unstated: string[] = [];
    const mismatches: string[] = [];
    const tally = new Map<string, Map<string, number>>();
    // The bookings' own operations first (before generated rules reprice them to nothing), then
    // reads and creates, then changes, cancellations and deletes: the records those change or remove
    // are named by the other operations first.
    const rank = (o: (typeof checker.operations)[number]) =>
      // A return's preview first: the returns that follow complete the bookings it previews.
      o.template.endsWith('/return/preview')
        ? -1
        : // The price calendar after the updates (it only reads; the operations before it keep their seeds),
          // before the deletes take its items away.
          o.template.endsWith('/price-calendar')
          ? 2.5
          : o.method === 'DELETE'
            ? 4
            : o.template.endsWith('/cancel')
              ? 3
              : o.method === 'PATCH'
                ? 2
                : o.template.startsWith('/v1/bookings/{id}/')
                  ? 0
                  : 1;
    const ops = [...checker.operations].sort((a, b) => rank(a) - rank(b));
    // Every request is generated first: generating takes a while, and a keep-alive connection left
    // idle meanwhile may be closed by the server just as the next request goes out on it.
    const planned = ops.map((o, i) => ({
      o,
      name: `${o.method} ${o.template}`,
      requests: fc.sample(requestArb(checker, o, w), {
        seed: 27 + i,
        numRuns: o.op.parameters || o.op.requestBody ? runs : 1,
      }),
    }));
    for (const { o, name, requests } of planned) {
      for (const req of requests) {
        const res = await sendRequest(sender(), o, req);
        const { problems } = checker.check(o.method, req.path.split('?')[0] as string, {
          status: res.status,
          headers: (h) => res.headers.get(h),
          text: res.text,
        });
        mismatches.push(...problems);
        let outcome = String(res.status);
        if (res.status >= 400) {
          const { code, param } = res.body?.error ?? {};
          outcome = `${res.status} ${code}${param ? ` ${param}` : ''}`;
          const stored = STORED_STATE.some(
            (x) =>
              x.code === code &&
              (x.op === undefined || x.op === name) &&
              (x.param === undefined || x.param.test(param ?? '')),
          );
          if (!stored && !declared(o.op, code, param)) {
            unstated.push(
              `${name} → ${outcome}: ${res.body?.error?.message} ← ${req.path} ${JSON.stringify(req.body)}`,
            );
          }
        }
        const t = tally.get(name) ?? new Map<string, number>();
        t.set(outcome, (t.get(outcome) ?? 0) + 1);
        tally.set(name, t);
      }
    }
    const summary = [...tally].map(([name, t]) => `${name}: ${[...t].map(([k, n]) => `${k} ×${n}`).join(', ')}`);
    console.log(`document-driven requests (${STORE}):\n  ${summary.join('\n  ')}`);
    expect(unstated.slice(0, 30)).toEqual([]);
    expect(mismatches.slice(0, 10)).toEqual([]);
    // Every operation answered at least one generated request with a success, but one: a PATCH of
    // a rule sends a random subset of every type's fields, which with three types rarely leaves the
    // stored rule a valid rule of its type (about one in thirty; rules.test.ts covers its successes).
    // Stripe's events: a success needs the signing secret (and a server with Stripe keys), which
    // no generated request has; stripe.test.ts sends signed ones.
    const RARE_SUCCESS = new Set(['PATCH /v1/pricing/rules/{id}', 'POST /v1/providers/stripe/webhook']);
    const never = [...tally]
      .filter(
        ([n, t]) => !RARE_SUCCESS.has(n) && !NEED_A_MEMBER.has(n) && ![...t.keys()].some((k) => k.startsWith('2')),
      )
      .map(([n]) => n);
    expect(never).toEqual([]);
  }, 300_000);
});
