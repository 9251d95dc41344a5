/**
 * How a list page shows a booking's customer as it is now: the member made from the customer's
 * columns, remembered between pages and made again whenever any of them changed.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { currentCustomer, shownCurrentCustomer, shownCustomer } from '../src/bookings/stored-views.js';

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
