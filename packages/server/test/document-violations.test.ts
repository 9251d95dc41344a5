/**
 * The document promises no more than the server enforces: for every operation of
 * `/v1/openapi.json` that takes a body, query parameters or headers, requests the document's own
 * schemas forbid are generated with fast-check (a request the document allows, see
 * document-requests.ts, changed in one place until Ajv refuses it against the operation's schema:
 * schema-violation.ts) and sent to a live server, which must refuse every one with a 400 and its
 * error envelope. The other direction (no request the document allows is refused for a rule it
 * does not state) is document-requests.test.ts.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ContractChecker, type Operation } from './contract.js';
import { type DocumentRequest, requestArb, world } from './document-requests.js';
import { startServer, type TestServer } from './helpers.js';
import { violationOf } from './schema-violation.js';
import { STORE } from './sql.js';

type Js = Record<string, any>;

let s: TestServer;
let checker: ContractChecker;
beforeAll(async () => {
  s = await startServer({ webhooks: { enabled: false } });
  checker = new ContractChecker((await s.api('GET', '/v1/openapi.json', { key: null })).body);
});
afterAll(() => s.close());

interface Bad extends DocumentRequest {
  change: string;
}

/** A query value as the server reads it: by the parameter's declared type, else the text itself. */
function decoded(schema: Js, text: string): unknown {
  const types = [schema.type, ...((schema.anyOf ?? []) as Js[]).map((b) => b.type)].flat();
  if (types.includes('integer') && /^-?\d+$/.test(text)) return Number(text);
  if (types.includes('boolean') && (text === 'true' || text === 'false')) return text === 'true';
  return text;
}

/** Texts a query parameter or a header may be given that its schema could forbid. */
const BAD_TEXTS = ['', 'nope', '1.5', '-1', '0', '100000000000', 'x'.repeat(2000), 'k\tk', 'café', 'k'.repeat(256)];

/**
 * A request to `o` its document forbids: a valid one with its body changed (when it has one), or one
 * of its query parameters or headers given a text its schema refuses.
 */
function badRequestArb(o: Operation, w: Record<string, string[]>): fc.Arbitrary<Bad> | undefined {
  const valid = requestArb(checker, o, w);
  const options: fc.Arbitrary<Bad>[] = [];
  const media = o.op.requestBody?.content['application/json'];
  if (media) {
    const validate = checker.validator(media.schema);
    options.push(
      valid.chain((req) =>
        violationOf(fc.constant(req.body), validate).map((v) => ({
          ...req,
          body: v.value,
          change: `body ${v.change}`,
        })),
      ),
    );
  }
  for (const p of (o.op.parameters ?? []) as Js[]) {
    if (p.in === 'path') continue;
    const validate = checker.validator(p.schema);
    const texts = BAD_TEXTS.filter((t) => !validate(decoded(p.schema, t)));
    if (texts.length === 0) continue;
    options.push(
      fc.record({ req: valid, text: fc.constantFrom(...texts) }).map(({ req, text }) => {
        const change = `${p.in} ${p.name}: ${JSON.stringify(text)}`;
        if (p.in === 'header') return { ...req, headers: { ...req.headers, [p.name]: text }, change };
        const [path, qs = ''] = req.path.split('?');
        const query = new URLSearchParams(qs);
        query.set(p.name, text);
        return { ...req, path: `${path}?${query}`, change };
      }),
    );
  }
  return options.length === 0 ? undefined : fc.oneof(...options);
}

describe(`requests /v1/openapi.json forbids (${STORE})`, () => {
  it('are all refused with 400', async () => {
    const w = await world(s.api);
    const runs = STORE === 'postgres' ? 12 : 20;
    const accepted: string[] = [];
    const tally = new Map<string, number>();
    const planned = checker.operations.flatMap((o, i) => {
      const arb = badRequestArb(o, w);
      return arb === undefined ? [] : [{ o, requests: fc.sample(arb, { seed: 35 + i, numRuns: runs }) }];
    });
    for (const { o, requests } of planned) {
      const name = `${o.method} ${o.template}`;
      for (const req of requests) {
        const send = () =>
          s.api(o.method, req.path, { headers: req.headers, ...(req.body === undefined ? {} : { body: req.body }) });
        const res = await send().catch((e: Error & { cause?: { code?: string } }) => {
          if (e.cause?.code === 'ECONNRESET') return send();
          throw e;
        });
        const code = res.body?.error?.code;
        tally.set(`${res.status} ${code ?? ''}`, (tally.get(`${res.status} ${code ?? ''}`) ?? 0) + 1);
        if (res.status !== 400 || typeof res.body?.error?.request_id !== 'string') {
          accepted.push(`${name} ← ${req.change} → ${res.status} ${res.text.slice(0, 200)}`);
        }
      }
    }
    const total = planned.reduce((n, p) => n + p.requests.length, 0);
    console.log(
      `document-forbidden requests (${STORE}): ${total} over ${planned.length} operations:`,
      Object.fromEntries(tally),
    );
    expect(accepted.slice(0, 30)).toEqual([]);
  }, 300_000);
});
