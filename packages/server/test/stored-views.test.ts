/**
 * How a list page shows a booking's customer as it is now: the member made from the customer's
 * columns, remembered between pages and made again whenever any of them changed.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  currentCustomer,
  servedView,
  shownCurrentCustomer,
  shownCustomer,
  storedViewJson,
  viewJson,
} from '../src/bookings/stored-views.js';
import type { BookingView } from '../src/bookings/view-types.js';
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
  /** A view's text as the API shows it: the customer after customer_id, overdue after it. */
  const viewText = (shown: unknown, overdue: boolean, notes: string) =>
    JSON.stringify({ id: 'bk_1', customer_id: 'cus_a', customer: shown, overdue, notes, livemode: false });
  /** The same view as a booking keeps it (its customer member in ASCII). */
  const storedText = (shown: unknown, notes: string) =>
    storedViewJson({
      id: 'bk_1',
      customer_id: 'cus_a',
      customer: shown,
      overdue: false,
      notes,
      livemode: false,
    } as unknown as BookingView);

  it('keeps the JSON of the view with its customer in ASCII: the same value, the rest of the text unchanged', () => {
    fc.assert(
      fc.property(customer, fc.boolean(), fc.string({ unit: 'binary', maxLength: 6 }), (shown, late, notes) => {
        const view = { id: 'bk_1', customer_id: 'cus_a', customer: shown, overdue: late, notes, livemode: false };
        const kept = storedViewJson(view as unknown as BookingView);
        expect(JSON.parse(kept)).toEqual({ ...view, overdue: false });
        const member = `,"customer":${JSON.stringify(shown)}`;
        const at = kept.indexOf(',"customer":');
        const end = kept.indexOf(',"overdue":');
        expect(kept.slice(at, end)).toMatch(/^[\x20-\x7e]*$/);
        expect(kept.slice(0, at) + member + kept.slice(end)).toBe(viewJson(view as unknown as BookingView));
        // With nothing but the customer outside ASCII, the whole text is ASCII (read back as a one-byte string).
        if (!/[\u0080-\uffff]/.test(notes)) expect(/[\u0080-\uffff]/.test(kept)).toBe(false);
      }),
      { numRuns: 500 },
    );
  });

  it('serves the stored text with the customer as it is now and overdue as judged now, text or bytes', () => {
    fc.assert(
      fc.property(
        customer,
        customer,
        fc.boolean(),
        fc.string({ unit: 'binary', maxLength: 6 }),
        (then, now, late, notes) => {
          const served = servedView(storedText(then, notes), shownCustomer(now), late);
          expect(joinPieces(served)).toBe(viewText(now, late, notes));
          // The bytes a response copies are the UTF-8 of that text.
          const bytes = Buffer.concat(served.map((p) => (typeof p === 'string' ? Buffer.from(p) : p)));
          expect(bytes.equals(Buffer.from(viewText(now, late, notes)))).toBe(true);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('serves a stored text whose customer is unchanged whole, or around the UTF-8 of a customer outside ASCII', () => {
    const ascii = shownCustomer(currentCustomer({ id: 'cus_a', name: 'Zoe', email: null, phone: null }));
    expect(
      servedView(storedText(currentCustomer({ id: 'cus_a', name: 'Zoe', email: null, phone: null }), ''), ascii, false),
    ).toHaveLength(1);
    const zoe = currentCustomer({ id: 'cus_a', name: 'Zoë 😀', email: null, phone: null });
    const kept = storedText(zoe, '');
    expect(kept).toContain('"name":"Zo\\u00eb \\ud83d\\ude00"');
    const served = servedView(kept, shownCustomer(zoe), false);
    expect(served).toHaveLength(3);
    expect(Buffer.from(served[1] as Uint8Array).toString()).toBe(
      ',"customer":{"id":"cus_a","name":"Zoë 😀","email":"","phone":""},"overdue":false',
    );
  });
});
