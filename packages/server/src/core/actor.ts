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

/** What a staff member may do: `staff` the day's bookings, `manager` also the catalog, `owner` everything. */
export type Role = 'owner' | 'manager' | 'staff';
