/**
 * SQLite's trigram index takes the bookings' new search documents in background batches: whatever
 * was written, changed or deleted, and whenever the batches ran, a search finds exactly the
 * documents holding its text (the indexed through the index, the waiting from the table), and once
 * every batch ran the index equals its table.
 */
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, openDatabase, withTx } from './db.js';
import { tempDir } from './helpers.js';

let db: Db;
beforeAll(() => {
  db = openDatabase(join(tempDir(), 'backlog.db'));
  // Documents alone, without the bookings they belong to.
  db.pragma('foreign_keys = OFF');
});
afterAll(() => db?.close());

const SCOPES = [
  { tenantId: 'ten_a', livemode: false },
  { tenantId: 'ten_a', livemode: true },
  { tenantId: 'ten_b', livemode: false },
] as const;

/** Texts from a few letters, so that parts of three recur across documents. */
const text = fc
  .array(fc.constantFrom('ab', 'bc', 'ca', 'x', 'kayak', 'é'), { minLength: 0, maxLength: 5 })
  .map((p) => p.join(''));

type Op =
  | { op: 'put'; scope: number; booking: number; own: string; customer: string }
  | { op: 'delete'; booking: number }
  | { op: 'index'; limit: number };

const op: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.record({
      op: fc.constant('put' as const),
      scope: fc.nat(2),
      booking: fc.nat(30),
      own: text,
      customer: text,
    }),
  },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('delete' as const), booking: fc.nat(30) }) },
  { weight: 2, arbitrary: fc.record({ op: fc.constant('index' as const), limit: fc.integer({ min: 1, max: 8 }) }) },
);

const NEEDLES = ['aba', 'bca', 'kayak', 'yak', 'cab', 'xab', 'abc'];

/** What the search's look-up of bookings' own documents finds for `needle`: keys, or `many`. */
async function found(scope: (typeof SCOPES)[number], needle: string): Promise<string[] | 'many'> {
  // biome-ignore lint/complexity/useLiteralKeys: the look-up is the class's own; the test reaches it to hold it to the table.
  return withTx(db, (tx) => tx.search['found']('booking', scope, needle));
}

describe('the bookings documents waiting for the index', () => {
  it('are found as the indexed ones, and the index equals its table once every batch ran', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 40 }), async (ops) => {
        db.exec('DELETE FROM booking_search');
        const docs = new Map<string, { scope: number; own: string; customer: string }>();
        for (const o of ops) {
          if (o.op === 'put') {
            const scope = SCOPES[o.scope] ?? SCOPES[0];
            // A booking's id is its scope's: the same number in two scopes is two bookings.
            const id = `bk_${o.scope}_${o.booking}`;
            await withTx(db, (tx) =>
              tx.search.putBookingDocuments(
                scope,
                [{ booking_id: id, customer_id: 'cus_1', own_text: o.own, customer_text: o.customer }],
                'all',
              ),
            );
            docs.set(id, { scope: o.scope, own: o.own, customer: o.customer });
          } else if (o.op === 'delete') {
            const ids = [...docs.keys()];
            const id = ids[o.booking % Math.max(1, ids.length)];
            if (id === undefined) continue;
            db.prepare('DELETE FROM booking_search WHERE booking_id = ?').run(id);
            docs.delete(id);
          } else {
            await withTx(db, (tx) => tx.search.backlog.index(o.limit));
          }
          for (const [s, scope] of SCOPES.entries()) {
            for (const needle of NEEDLES) {
              const want = [...docs]
                .filter(([, d]) => d.scope === s && (d.own.includes(needle) || d.customer.includes(needle)))
                .map(([id]) => id)
                .sort();
              const got = await found(scope, needle);
              expect(got === 'many' ? got : [...got].sort(), `${needle} in ${JSON.stringify(scope)}`).toEqual(want);
            }
          }
        }
        // Every batch run: nothing waits, and the index holds exactly its table's documents.
        while ((await withTx(db, (tx) => tx.search.backlog.index(5))) > 0);
        expect(await withTx(db, (tx) => tx.search.backlog.any())).toBe(false);
        db.exec("INSERT INTO booking_search_fts (booking_search_fts, rank) VALUES ('integrity-check', 1)");
      }),
      { numRuns: 60, seed: 51 },
    );
  });

  it('a document given a deleted last key again is indexed at once', async () => {
    db.exec('DELETE FROM booking_search');
    const scope = SCOPES[0];
    const put = (id: string, own: string) =>
      withTx(db, (tx) =>
        tx.search.putBookingDocuments(
          scope,
          [{ booking_id: id, customer_id: 'cus_1', own_text: own, customer_text: '' }],
          'all',
        ),
      );
    await put('bk_1', 'first kayak');
    await put('bk_2', 'second canoe');
    while ((await withTx(db, (tx) => tx.search.backlog.index(10))) > 0);
    const last = db.prepare("SELECT doc FROM booking_search WHERE booking_id = 'bk_2'").get() as { doc: number };
    db.prepare("DELETE FROM booking_search WHERE booking_id = 'bk_2'").run();
    await put('bk_3', 'third canoe');
    // SQLite gave the deleted last key again: below the mark, so the trigger indexed it.
    expect((db.prepare("SELECT doc FROM booking_search WHERE booking_id = 'bk_3'").get() as { doc: number }).doc).toBe(
      last.doc,
    );
    expect(await withTx(db, (tx) => tx.search.backlog.any())).toBe(false);
    expect(await found(scope, 'canoe')).toEqual(['bk_3']);
    db.exec("INSERT INTO booking_search_fts (booking_search_fts, rank) VALUES ('integrity-check', 1)");
  });
});
