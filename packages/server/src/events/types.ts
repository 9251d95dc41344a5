/** The event kinds and the envelope every event (and every webhook body) carries. */
import type { Actor } from '../core/actor.js';
import type { EventType } from '../core/event-types.js';

export { EVENT_TYPES, type EventType } from '../core/event-types.js';

/** The envelope: `{id, type, data, tenant_id, created_at, livemode, actor}`. */
export interface EventRecord {
  id: string;
  object: 'event';
  /**
   * One of `EVENT_TYPES`; a stored event of a kind this server does not know (written by a newer
   * instance sharing the database) is shown with its type as stored rather than refused.
   */
  type: EventType | (string & {});
  /** What the event is about, as the API shows it (a booking as Get Booking does, …). */
  data: object;
  tenant_id: string;
  created_at: string;
  livemode: boolean;
  /** Who made the change the event tells of (a sweeper's is the system's). */
  actor: Actor;
}
