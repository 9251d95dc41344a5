/**
 * What the additivity tests compare between the current engine and a frozen one: a call's outcome
 * (its result as JSON, or its error's code, param and message), and the random junk and optional
 * values they build inputs from.
 */
import fc from 'fast-check';

export type Outcome =
  | { ok: true; json: string; value: any }
  | { ok: false; code: string; param: string | undefined; message: string };

export function outcome(fn: () => unknown, isError: (e: unknown) => boolean): Outcome {
  try {
    const value = fn();
    return { ok: true, json: JSON.stringify(value), value };
  } catch (e) {
    if (!isError(e)) throw e;
    const err = e as { code: string; param: string | undefined; message: string };
    return { ok: false, code: err.code, param: err.param, message: err.message };
  }
}

export const junk = fc.oneof(
  fc.anything(),
  fc.integer(),
  fc.constantFrom(-1, 0, 1, 100, 101, 730, 731, 1e11, 1e11 + 1, 2 ** 53, Number.NaN, '', 'x', null, undefined),
  fc.constantFrom('percent', 'dollar', 'seasonal', 'multi_day', 'per_day', '2026-02-30', '2026-07-01', true),
  fc.constantFrom('2026-07-01T09:00', '2026-07-01T09:00:00+05:30', '1969-12-31', 'Mars/Olympus', 'UTC'),
);

/** `arb` one time in `every`, else null. */
export const sometimes = <T>(arb: fc.Arbitrary<T>, every: number): fc.Arbitrary<T | null> =>
  fc.oneof({ weight: every - 1, arbitrary: fc.constant(null) }, { weight: 1, arbitrary: arb });
