/**
 * Which of the console's actions a signed-in member's role allows. Each action names the API
 * operation it calls (and, where the role depends on the fields sent, the body); the role it needs is
 * the API's own (a test holds this table to the server's role table). An action the role lacks is not
 * offered: a refusal after the operator filled a form in helps nobody. An API key (no role) may do
 * everything its mode allows.
 */
import type { Role } from './staff-session.js';

export interface ActionRight {
  operationId: string;
  /** A body whose fields decide the role (a tenant update: the schedule or the other settings). */
  body?: Record<string, unknown>;
  role: Role;
}

export const ACTIONS = {
  refund: { operationId: 'createBookingRefund', role: 'manager' },
  captureDeposit: { operationId: 'captureBookingDeposit', role: 'manager' },
  releaseDeposit: { operationId: 'releaseBookingDeposit', role: 'manager' },
  /** Items, units, rules, add-ons, packages and coupons: every catalog write needs the same role. */
  editCatalog: { operationId: 'updateFleetItem', role: 'manager' },
  /** Deleting an item, add-on, package, coupon or location: the same role as editing them. */
  deleteCatalog: { operationId: 'deleteFleetItem', role: 'manager' },
  editSchedule: { operationId: 'updateTenant', body: { schedule: {} }, role: 'manager' },
  editLateFees: { operationId: 'updateTenant', body: { late_fee: null }, role: 'owner' },
  manageStaff: { operationId: 'listStaff', role: 'owner' },
} as const satisfies Record<string, ActionRight>;

export type Action = keyof typeof ACTIONS;

const RANK: Record<Role, number> = { staff: 0, manager: 1, owner: 2 };

/** Whether `role` (null: an API key) may take `action`. */
export const may = (role: Role | null, action: Action): boolean =>
  role === null || RANK[role] >= RANK[ACTIONS[action].role];

/** Who may, in words, for a note where an action is withheld. */
export const whoMay = (action: Action): string =>
  ACTIONS[action].role === 'owner' ? 'the owner' : 'a manager or the owner';
