/**
 * What staff tripped over on the booking screen, as pure functions: the owed row of a cancelled
 * booking, a per-day add-on's quantity, server descriptions in the shop's time, extensions in the
 * change log, a weekend rule's name and API messages that named a line by its id.
 */
import { RentlineApiError } from '@rentline/client';
import { describe, expect, it } from 'vitest';
import { errorMessage, formErrors, shopWords } from '../src/api/errors.js';
import { bookingQuery, NO_FILTERS } from '../src/api/lists.js';
import type { BookingDetail, PricingRule } from '../src/api/types.js';
import { uniqueById } from '../src/api/types.js';
import { addonQuantity, changeLog, inShopTime, lateHolders, owedFigure, owes } from '../src/lib/booking-text.js';
import { ruleKindName, ruleName } from '../src/lib/rule-text.js';
import { moveCell } from '../src/screens/planner/layout.js';

describe('the owed row', () => {
  it('a cancelled booking owes nothing, whatever its total', () => {
    expect(owedFigure({ status: 'cancelled', amount_owed: 4500 })).toEqual({
      label: 'Owed (cancelled)',
      cents: 0,
      owing: false,
    });
    expect(owes({ status: 'cancelled', amount_owed: 4500 })).toBe(false);
  });
  it('an open booking owes its balance; money paid over it is a credit', () => {
    expect(owedFigure({ status: 'confirmed', amount_owed: 4500 })).toEqual({ label: 'Owed', cents: 4500, owing: true });
    expect(owedFigure({ status: 'completed', amount_owed: 0 })).toEqual({ label: 'Owed', cents: 0, owing: false });
    expect(owedFigure({ status: 'cancelled', amount_owed: -1000 })).toEqual({
      label: 'Credit due',
      cents: 1000,
      owing: false,
    });
  });
});

describe("an add-on line's quantity", () => {
  it('a per-day add-on reads quantity × days, so quantity × days × price is the total', () => {
    expect(addonQuantity({ quantity: 1, unit_price: 500, line_total: 1500 })).toBe('1 × 3 days');
    expect(addonQuantity({ quantity: 2, unit_price: 500, line_total: 1000 })).toBe('2');
    expect(addonQuantity({ quantity: 2, unit_price: 250, line_total: 500 * 4 })).toBe('2 × 4 days');
  });
  it('a flat add-on, a free one and a total that is no whole number of days read the quantity', () => {
    expect(addonQuantity({ quantity: 3, unit_price: 0, line_total: 0 })).toBe('3');
    expect(addonQuantity({ quantity: 1, unit_price: 700, line_total: 1000 })).toBe('1');
  });
});

describe('server descriptions in the shop time zone', () => {
  it('replaces each UTC instant with the local date and time', () => {
    const text = 'Return date extended from 2026-07-10T14:00:00.000Z to 2026-07-12T14:00:00.000Z';
    expect(inShopTime(text, 'America/New_York')).toBe(
      'Return date extended from Fri, Jul 10, 10:00 AM to Sun, Jul 12, 10:00 AM',
    );
    expect(inShopTime('Returned at 2026-07-08T03:30:00Z, after', 'Pacific/Auckland')).toBe(
      'Returned at Wed, Jul 8, 3:30 PM, after',
    );
    expect(inShopTime('No dates here', 'UTC')).toBe('No dates here');
  });
});

describe('the change log', () => {
  const actor = { type: 'secret_key' as const, id: 'key_1' };
  const booking = {
    change_log: [
      {
        id: 'chg_2',
        type: 'item_swapped' as const,
        line_item_id: 'li_1',
        from_fleet_item_id: 'fi_a',
        to_fleet_item_id: 'fi_b',
        previous_total: 9000,
        new_total: 9500,
        created_at: '2026-07-09T12:00:00.000Z',
        actor,
      },
    ],
    adjustments: [
      {
        id: 'adj_1',
        type: 'extension' as const,
        amount: 3000,
        description: 'Return date extended from 2026-07-10T14:00:00.000Z to 2026-07-11T14:00:00.000Z',
        created_at: '2026-07-08T12:00:00.000Z',
        actor,
      },
      {
        id: 'adj_2',
        type: 'late_fee' as const,
        amount: 500,
        description: 'late',
        created_at: '2026-07-12T12:00:00.000Z',
        actor,
      },
    ],
  } as unknown as BookingDetail;
  it('includes each extension beside the swaps, oldest first, in the shop time', () => {
    const names: Record<string, string> = { fi_a: 'City bike', fi_b: 'E-bike' };
    const log = changeLog(booking, (id) => names[id] ?? id, 'America/New_York');
    expect(log.map((e) => e.id)).toEqual(['adj_1', 'chg_2']);
    expect(log[0]).toMatchObject({
      text: 'Return date extended from Fri, Jul 10, 10:00 AM to Sat, Jul 11, 10:00 AM',
      amount: 3000,
    });
    expect(log[1]).toMatchObject({ text: 'City bike swapped for E-bike', totals: { before: 9000, after: 9500 } });
  });
});

describe("a weekday rule's name", () => {
  it('names Saturday and Sunday a weekend, Monday to Friday weekdays', () => {
    expect(ruleKindName({ type: 'weekday', weekdays: [6, 7] })).toBe('Weekend');
    expect(ruleKindName({ type: 'weekday', weekdays: [1, 2, 3, 4, 5] })).toBe('Weekdays');
    expect(ruleKindName({ type: 'weekday', weekdays: [5, 6] })).toBe('Days of the week');
    expect(ruleKindName({ type: 'seasonal' })).toBe('Seasonal');
  });
  it('names it so in the one line a price explanation shows', () => {
    const rule = {
      id: 'pr_1',
      type: 'weekday',
      weekdays: [6, 7],
      adjustment_type: 'percent',
      adjustment_value: 25,
      start_date: null,
      end_date: null,
    } as unknown as PricingRule;
    expect(ruleName(rule, String)).toBe('Weekend +25 % (Sat, Sun)');
    expect(ruleName({ ...rule, weekdays: [1, 2, 3, 4, 5] }, String)).toBe('Weekdays +25 % (Mon, Tue, Wed, Thu, Fri)');
  });
});

describe('API messages in the shop words', () => {
  const message = 'Line item li_0Abc12345678xyzXYZ12 (City bike) needs exactly 2 units named; 1 given.';
  it('names the item, not the line id', () => {
    expect(shopWords(message)).toBe('City bike needs exactly 2 units named; 1 given.');
    const err = new RentlineApiError(
      400,
      { error: { type: 'invalid_request_error', code: 'parameter_invalid', message, param: 'units' } },
      new Headers(),
    );
    expect(errorMessage(err)).not.toMatch(/li_/);
    expect(formErrors(err, ['units']).fields.units).toBe('City bike needs exactly 2 units named; 1 given.');
    expect(formErrors(err, []).form).toBe('City bike needs exactly 2 units named; 1 given.');
  });

  it("names request fields in words, its own param too, and instants in the shop's time when given", () => {
    expect(shopWords('returned_at must not be before picked_up_at (2026-07-06T13:00:00.000Z).')).toBe(
      'The return time must not be before the pickup time (2026-07-06T13:00:00.000Z).',
    );
    expect(
      shopWords(
        'new_return_date must be after the current return date (2026-07-12T20:00:00.000Z).',
        'new_return_date',
        'America/New_York',
      ),
    ).toBe('The new return date must be after the current return date (Sun, Jul 12, 4:00 PM).');
    expect(shopWords('late_fee_cap must be at most 100.', 'late_fee.late_fee_cap')).toBe(
      'The late fee cap must be at most 100.',
    );
    // Identifiers and other words with underscores are not field names.
    expect(shopWords('No such customer: cus_demo_ada.', 'customer_id')).toBe('No such customer: cus_demo_ada.');
  });
});

describe('late bookings holding what a booking starting soon needs', () => {
  const now = new Date('2026-07-08T14:30:00.000Z');
  const line = (id: string, name: string) => ({ fleet_item_id: id, fleet_item_name: name }) as never;
  const late = {
    id: 'bk_late',
    customer: { name: 'Ada Lovelace' },
    return_date: '2026-07-07T21:00:00.000Z',
    line_items: [line('fi_kayak', 'Sea kayak'), line('fi_bike', 'City bike')],
  } as never;
  const soon = (over: object) =>
    ({
      id: 'bk_next',
      status: 'confirmed',
      pickup_date: '2026-07-08T20:00:00.000Z',
      line_items: [line('fi_kayak', 'Sea kayak')],
      ...over,
    }) as never;
  it('names each late booking with an item this one needs', () => {
    expect(lateHolders(soon({}), [late], now)).toEqual([
      { bookingId: 'bk_late', customer: 'Ada Lovelace', item: 'Sea kayak', returnDate: '2026-07-07T21:00:00.000Z' },
    ]);
  });
  it('says nothing for a booking more than a day away, already out, or needing other items', () => {
    expect(lateHolders(soon({ pickup_date: '2026-07-09T15:00:00.000Z' }), [late], now)).toEqual([]);
    expect(lateHolders(soon({ status: 'active' }), [late], now)).toEqual([]);
    expect(lateHolders(soon({ line_items: [line('fi_sup', 'SUP')] }), [late], now)).toEqual([]);
    expect(lateHolders(soon({ id: 'bk_late' }), [late], now)).toEqual([]);
  });
});

describe("the planner's roving tab stop", () => {
  it('moves by the arrow keys, Home and End, and stops at the edges', () => {
    expect(moveCell({ row: 1, col: 3 }, 'ArrowRight', 3, 7)).toEqual({ row: 1, col: 4 });
    expect(moveCell({ row: 1, col: 3 }, 'ArrowLeft', 3, 7)).toEqual({ row: 1, col: 2 });
    expect(moveCell({ row: 1, col: 3 }, 'ArrowUp', 3, 7)).toEqual({ row: 0, col: 3 });
    expect(moveCell({ row: 2, col: 3 }, 'ArrowDown', 3, 7)).toEqual({ row: 2, col: 3 });
    expect(moveCell({ row: 0, col: 6 }, 'ArrowRight', 3, 7)).toEqual({ row: 0, col: 6 });
    expect(moveCell({ row: 0, col: 0 }, 'ArrowLeft', 3, 7)).toEqual({ row: 0, col: 0 });
    expect(moveCell({ row: 1, col: 3 }, 'Home', 3, 7)).toEqual({ row: 1, col: 0 });
    expect(moveCell({ row: 1, col: 3 }, 'End', 3, 7)).toEqual({ row: 1, col: 6 });
    expect(moveCell({ row: 1, col: 3 }, 'Tab', 3, 7)).toBeNull();
  });
});

describe('the customer picker lists each customer once', () => {
  it('keeps the first of records handed twice by overlapping pages', () => {
    const a = { id: 'cus_a', name: 'Ada' };
    const b = { id: 'cus_b', name: 'Ada' };
    expect(uniqueById([a, b, { ...a }, b])).toEqual([a, b]);
  });
});

describe("the bookings list's query", () => {
  it('sends only the filters set, the search trimmed', () => {
    expect(bookingQuery(NO_FILTERS, null)).toEqual({ limit: 25 });
    expect(
      bookingQuery(
        { q: '  garcía ', status: 'active', from: '2026-07-01', to: '2026-07-31', overdue: true, owes: true },
        'cur_1',
      ),
    ).toEqual({
      limit: 25,
      cursor: 'cur_1',
      q: 'garcía',
      status: 'active',
      pickup_date_from: '2026-07-01',
      pickup_date_to: '2026-07-31',
      overdue: true,
      owes: true,
    });
    expect(bookingQuery({ ...NO_FILTERS, q: '   ' }, null)).toEqual({ limit: 25 });
    // One character is too short for the API's search: not sent.
    expect(bookingQuery({ ...NO_FILTERS, q: ' a ' }, null)).toEqual({ limit: 25 });
    expect(bookingQuery({ ...NO_FILTERS, q: 'ad' }, null)).toEqual({ limit: 25, q: 'ad' });
  });
});
