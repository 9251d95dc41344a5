import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type PreparedRule, sortRules } from '../src/_lib/rules.js';

/** A rule with only what the comparators below read. */
function rule(id: string, priority: number, created: number): PreparedRule {
  return {
    rule: { id } as PreparedRule['rule'],
    id,
    scope: null,
    priority,
    created,
    start: 0,
    end: 0,
    threshold: 0,
    weekdays: 0x7f,
    percent: false,
    value: 0,
    den: 1,
    e2: 0,
    e5: 0,
  };
}

/** CPU-bound properties on a shared machine: the 5 s default is too tight under load. */
const SLOW = 120_000;

const ids = (list: readonly PreparedRule[]) => list.map((r) => r.id);

describe('sortRules', () => {
  it(
    'orders exactly as Array.prototype.sort, for consistent comparators',
    () => {
      const byKeys = (a: PreparedRule, b: PreparedRule) =>
        b.priority - a.priority || a.created - b.created || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
      fc.assert(
        fc.property(
          fc.array(fc.tuple(fc.integer({ min: -2, max: 2 }), fc.integer({ min: 0, max: 3 })), { maxLength: 80 }),
          (keys) => {
            const list = keys.map(([p, c], i) => rule(`r${i}`, p, c));
            const expected = [...list].sort(byKeys);
            sortRules(list, byKeys);
            expect(ids(list)).toEqual(ids(expected));
          },
        ),
        { numRuns: 300 },
      );
    },
    SLOW,
  );

  it(
    'orders exactly as Array.prototype.sort even when the comparator is not transitive',
    () => {
      // As when some rules have no created_at (NaN ties with every other value on that key): the order
      // then depends on which pairs the algorithm compares, and must be the built-in's.
      fc.assert(
        fc.property(
          fc
            .integer({ min: 0, max: 80 })
            .chain((n) =>
              fc.tuple(
                fc.constant(n),
                fc.array(fc.integer({ min: -1, max: 1 }), { minLength: n * n, maxLength: n * n }),
              ),
            ),
          ([n, table]) => {
            const list = Array.from({ length: n }, (_, i) => rule(String(i), 0, i));
            const answer = (a: PreparedRule, b: PreparedRule) => table[a.created * n + b.created] as number;
            const expected = [...list].sort(answer);
            sortRules(list, answer);
            expect(ids(list)).toEqual(ids(expected));
          },
        ),
        { numRuns: 300 },
      );
    },
    SLOW,
  );

  it('orders NaN ties as the built-in does', () => {
    const created = (a: PreparedRule, b: PreparedRule) =>
      b.priority - a.priority || (Number.isNaN(a.created) || Number.isNaN(b.created) ? 0 : a.created - b.created);
    const list = [rule('a', 0, 3), rule('b', 0, Number.NaN), rule('c', 0, 1), rule('d', 1, 2), rule('e', 0, 0)];
    const expected = [...list].sort(created);
    sortRules(list, created);
    expect(ids(list)).toEqual(ids(expected));
  });
});
