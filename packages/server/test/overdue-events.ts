/**
 * What the tests of the overdue sweeper across processes check once their bookings have turned
 * overdue: a `booking.overdue` arrives for each of them, and after every sweeper has run a few more
 * times there is still exactly one each, and none for the bookings that must get none.
 */
import { expect } from 'vitest';
import type { TestSql } from './sql.js';
import { eventually } from './webhooks-receiver.js';

/** Resolves with the milliseconds from `since` until every booking of `overdue` had its event. */
export async function expectOneOverdueEach(
  sql: TestSql,
  { overdue, none, since, timeoutMs }: { overdue: string[]; none: string[]; since: number; timeoutMs: number },
): Promise<number> {
  const perBooking = async () => {
    const rows = await sql.all<{ data: string }>("SELECT data FROM events WHERE type = 'booking.overdue'");
    const ids = rows.map((r) => JSON.parse(r.data).id as string);
    return new Map([...overdue, ...none].map((id) => [id, ids.filter((x) => x === id).length]));
  };
  await eventually(
    async () => {
      const counts = await perBooking();
      return overdue.every((id) => (counts.get(id) ?? 0) > 0);
    },
    timeoutMs,
    'a booking.overdue for every overdue booking',
  );
  const tookMs = Date.now() - since;
  // Every sweeper runs a few more times: still one each, and none for the others.
  await new Promise((r) => setTimeout(r, 3_500));
  const counts = await perBooking();
  expect(overdue.map((id) => counts.get(id))).toEqual(overdue.map(() => 1));
  for (const id of none) expect(counts.get(id), id).toBe(0);
  expect(tookMs).toBeLessThan(60_000);
  return tookMs;
}
