/**
 * Who is acting: the credential a request was made with, or the server itself (a sweeper, a
 * provider's event). Recorded with what a request changes, so a shop can tell who did what.
 */
export type ActorType = 'secret_key' | 'publishable_key' | 'staff' | 'system';

export interface Actor {
  type: ActorType;
  /** The key's, the staff member's id; for the server itself, what acted (`expiry_sweeper`). */
  id: string;
}

export const ACTOR_TYPES = ['secret_key', 'publishable_key', 'staff', 'system'] as const satisfies readonly ActorType[];

/** What a staff member may do: `staff` the day's bookings, `manager` also the catalog, `owner` everything. */
export type Role = 'owner' | 'manager' | 'staff';
export const ROLES = ['owner', 'manager', 'staff'] as const satisfies readonly Role[];

const RANK: Record<Role, number> = { staff: 0, manager: 1, owner: 2 };

/** Whether `role` includes every right of `needed` (owner ⊇ manager ⊇ staff). */
export function roleCovers(role: Role, needed: Role): boolean {
  return RANK[role] >= RANK[needed];
}

/** The server itself, by what acted: recorded on what the sweepers and the webhook worker change. */
export const SYSTEM = {
  expirySweeper: { type: 'system', id: 'expiry_sweeper' },
  overdueSweeper: { type: 'system', id: 'overdue_sweeper' },
  webhookWorker: { type: 'system', id: 'webhook_worker' },
  demo: { type: 'system', id: 'demo' },
  depositSweeper: { type: 'system', id: 'deposit_sweeper' },
  stripeWebhook: { type: 'system', id: 'stripe_webhook' },
} as const satisfies Record<string, Actor>;
