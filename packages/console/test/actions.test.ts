/**
 * Which actions the console offers, without a browser: the payment actions a booking's state allows
 * with the shop's payment provider, what is left to refund of each payment, and what each role may
 * do, held to the server's own role table.
 */

import { RentlineApiError } from '@rentline/client';
import { describe, expect, it } from 'vitest';
import { RIGHTS } from '../../server/src/http/rights.js';
import { DELETIONS, type DeleteTarget, deleteRefusal } from '../src/api/catalog-deletes.js';
import { paymentActions, refundable } from '../src/api/payments.js';
import { ACTIONS, type Action, may } from '../src/api/rights.js';
import { canManageStaff } from '../src/api/staff.js';
import type { Role } from '../src/api/staff-session.js';
import type { BookingDetail } from '../src/api/types.js';

describe("the actions a member's role allows", () => {
  const roles: Role[] = ['staff', 'manager', 'owner'];
  const needOf = (a: { operationId: string; body?: Record<string, unknown> }) => {
    const right = RIGHTS[a.operationId];
    if (right === undefined) throw new Error(`no right for ${a.operationId}`);
    return typeof right.need === 'function' ? right.need('body' in a ? a.body : {}) : right.need;
  };

  it("need what the server's role table says their operation needs", () => {
    for (const [action, right] of Object.entries(ACTIONS))
      expect([action, right.role]).toEqual([action, needOf(right)]);
  });

  it('the catalog editors call only operations that need what editCatalog needs', () => {
    const writes = ['FleetItem', 'Addon', 'Package', 'Coupon', 'Location', 'Unit'].flatMap((r) => [
      `create${r}`,
      `update${r}`,
    ]);
    for (const operationId of writes)
      expect([operationId, needOf({ operationId })]).toEqual([operationId, ACTIONS.editCatalog.role]);
  });

  it('the delete buttons call only operations that need what deleteCatalog needs, and staff are offered none', () => {
    for (const [kind, deletion] of Object.entries(DELETIONS)) {
      const operationId = `delete${kind.charAt(0).toUpperCase()}${kind.slice(1)}`;
      expect([kind, deletion.noun, needOf({ operationId })]).toEqual([kind, deletion.noun, ACTIONS.deleteCatalog.role]);
    }
    expect(may('staff', 'deleteCatalog')).toBe(false);
    expect(may('manager', 'deleteCatalog')).toBe(true);
  });

  it('staff management is offered to an owner (in either mode) and to a live key, never to a test key (the server takes only those)', () => {
    expect(RIGHTS[ACTIONS.manageStaff.operationId]?.liveKeysOnly).toBe(true);
    expect(canManageStaff({ role: null, live: true })).toBe(true);
    expect(canManageStaff({ role: null, live: false })).toBe(false);
    expect(canManageStaff({ role: 'owner', live: true })).toBe(true);
    // Members belong to the shop, not to a mode: an owner in test mode still manages them.
    expect(canManageStaff({ role: 'owner', live: false })).toBe(true);
    expect(canManageStaff({ role: 'manager', live: true })).toBe(false);
    expect(canManageStaff({ role: 'staff', live: true })).toBe(false);
  });

  it('are allowed from the role they need up, and always to an API key', () => {
    const rank = (r: Role) => roles.indexOf(r);
    for (const action of Object.keys(ACTIONS) as Action[]) {
      expect(may(null, action)).toBe(true);
      for (const role of roles) expect(may(role, action)).toBe(rank(role) >= rank(ACTIONS[action].role));
    }
    expect(may('staff', 'refund')).toBe(false);
    expect(may('manager', 'refund')).toBe(true);
    expect(may('manager', 'editLateFees')).toBe(false);
    expect(may('manager', 'editSchedule')).toBe(true);
  });
});

describe('a refused delete, in words', () => {
  const pier: DeleteTarget = { kind: 'location', id: 'loc_9', name: 'Old pier' };
  const refusal = (status: number, type: 'invalid_request_error' | 'permission_error', code: string, message: string) =>
    deleteRefusal(new RentlineApiError(status, { error: { type, code, message, param: 'id' } }, new Headers()), pier);

  it('names the record, not its id, when it was already deleted or the role may not', () => {
    expect(refusal(404, 'invalid_request_error', 'resource_missing', "No such location: 'loc_9'.")).toBe(
      'Old pier was already deleted, from another screen or by someone else.',
    );
    expect(refusal(403, 'permission_error', 'role_not_allowed', 'This needs a manager or an owner.')).toBe(
      'Your role cannot delete a location: ask a manager or the owner.',
    );
    // Anything else is the API's own message, its field names in words.
    expect(refusal(409, 'invalid_request_error', 'resource_in_use', 'valid_until is in use.')).toBe(
      'The last day it is valid is in use.',
    );
  });
});

describe('payment actions on a booking', () => {
  const base = {
    status: 'confirmed',
    expires_at: null,
    amount_owed: 1000,
    deposit_hold_amount: 5000,
    deposit: { status: 'none', amount_authorized: 0, amount_captured: 0, capture_before: null },
    payments: [],
    refunds: [],
  } as unknown as BookingDetail;
  const paid = (amount: number, refunded: number[] = []) =>
    ({
      ...base,
      payments: [{ id: 'pay_1', amount, method: 'card', reference: null, created_at: '' }],
      refunds: refunded.map((r, i) => ({ id: `ref_${i}`, payment_id: 'pay_1', amount: r, status: 'succeeded' })),
    }) as unknown as BookingDetail;

  it('take a card and hold a deposit only with the test provider; capture once returned; release while held', () => {
    expect(paymentActions(base, true)).toEqual({
      card: true,
      deposit: true,
      capture: false,
      release: false,
      refund: false,
    });
    expect(paymentActions(base, false)).toMatchObject({ card: false, deposit: false });
    const held = { ...base, deposit: { ...base.deposit, status: 'authorized' } } as BookingDetail;
    expect(paymentActions(held, true)).toMatchObject({ deposit: false, capture: false, release: true });
    const returned = { ...held, status: 'completed', amount_owed: 0 } as BookingDetail;
    expect(paymentActions(returned, true)).toEqual({
      card: false,
      deposit: false,
      capture: true,
      release: true,
      refund: false,
    });
    const refused = { ...returned, deposit: { ...base.deposit, status: 'renewal_failed' } } as BookingDetail;
    expect(paymentActions(refused, true)).toMatchObject({ capture: true, release: true });
    const expired = { ...base, status: 'pending', expires_at: '2026-07-08T14:00:00.000Z' } as BookingDetail;
    expect(paymentActions(expired, true, Date.parse('2026-07-08T14:30:00.000Z'))).toMatchObject({
      card: false,
      deposit: false,
    });
    expect(paymentActions({ ...base, status: 'cancelled' } as BookingDetail, true)).toMatchObject({
      card: false,
      deposit: false,
    });
  });

  it('refund while a payment has something left, pending refunds counting, failed ones not', () => {
    expect(refundable(paid(6000, [1000]))).toEqual([{ id: 'pay_1', amount: 6000, left: 5000, label: 'card' }]);
    expect(paymentActions(paid(6000, [6000]), true).refund).toBe(false);
    const failed = {
      ...paid(6000),
      refunds: [{ id: 'ref_1', payment_id: 'pay_1', amount: 6000, status: 'failed' }],
    } as unknown as BookingDetail;
    expect(refundable(failed)[0]?.left).toBe(6000);
  });
});
