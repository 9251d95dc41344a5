/**
 * How a list page shows a booking's customer as it is now: the member made from the customer's
 * columns, remembered between pages and made again whenever any of them changed.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { currentCustomer, servedView, shownCurrentCustomer, shownCustomer } from '../src/bookings/stored-views.js';
import { joinPieces } from '../src/core/paging.js';

const columns = fc.record({
  id: fc.constantFrom('cus_a', 'cus_b', 'cus_c'),
  name: fc.string({ maxLength: 6 }),
  email: fc.option(fc.string({ maxLength: 4 }), { nil: null }),
  phone: fc.option(fc.constantFrom('', '+1 555', 'é"\\'), { nil: null }),
});

describe('shownCurrentCustomer', () => {
  it('is always the member of the columns given, whatever was shown of that customer before', () => {
    fc.assert(
      fc.property(fc.array(columns, { minLength: 1, maxLength: 40 }), (reads) => {
        for (const c of reads) {
          const shown = shownCurrentCustomer(c.id, c.name, c.email, c.phone);
          expect(shown).toEqual(shownCustomer(currentCustomer(c)));
          expect(JSON.parse(`{${shown.member.slice(1)}}`)).toEqual({ customer: currentCustomer(c) });
        }
      }),
      { numRuns: 300 },
    );
  });

  it('remembers a customer whose columns did not change, and shows each as it is after the memory starts again', () => {
    const first = shownCurrentCustomer('cus_same', 'Ada', null, '+1');
    expect(shownCurrentCustomer('cus_same', 'Ada', null, '+1')).toBe(first);
    expect(shownCurrentCustomer('cus_same', 'Ada', '', '+1')).not.toBe(first);
    for (let i = 0; i < 10_001; i++) shownCurrentCustomer(`cus_${i}`, 'n', null, null);
    const again = shownCurrentCustomer('cus_0', 'n', null, null);
    expect(again).toEqual(shownCustomer(currentCustomer({ id: 'cus_0', name: 'n', email: null, phone: null })));
  });
});

describe('servedView', () => {
  const customer = fc.record({
    id: fc.constant('cus_a'),
    name: fc.string({ unit: 'binary', maxLength: 8 }),
    email: fc.string({ maxLength: 4 }),
    phone: fc.constantFrom('', 'é', '😀', ',"overdue":false'),
  });
  /** A view's text in the stored shape: the customer after customer_id, overdue after it. */
  const viewText = (shown: unknown, overdue: boolean, notes: string) =>
    JSON.stringify({ id: 'bk_1', customer_id: 'cus_a', customer: shown, overdue, notes, livemode: false });

  it('serves the stored text with the customer as it is now and overdue as judged now, text or bytes', () => {
    fc.assert(
      fc.property(
        customer,
        customer,
        fc.boolean(),
        fc.string({ unit: 'binary', maxLength: 6 }),
        (then, now, late, notes) => {
          const served = servedView(viewText(then, false, notes), shownCustomer(now), late);
          expect(joinPieces(served)).toBe(viewText(now, late, notes));
          // The bytes a response copies are the UTF-8 of that text.
          const bytes = Buffer.concat(served.map((p) => (typeof p === 'string' ? Buffer.from(p) : p)));
          expect(bytes.equals(Buffer.from(viewText(now, late, notes)))).toBe(true);
        },
      ),
      { numRuns: 500 },
    );
  });
});
