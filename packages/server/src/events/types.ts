/** The event kinds and the envelope every event (and every webhook body) carries. */
import type { Actor } from '../core/actor.js';
import type { EventType } from '../core/event-types.js';
import type { EventFields } from '../model/event.js';

export { EVENT_TYPES, type EventType } from '../core/event-types.js';

/**
 * The envelope: `{id, type, data, tenant_id, created_at, livemode, actor}`, the declared event
 * (`model/event.ts`) with its tenant and who acted.
 */
export interface EventRecord extends Omit<EventFields, 'type'> {
  /**
   * One of `EVENT_TYPES`; a stored event of a kind this server does not know (written by a newer
   * instance sharing the database) is shown with its type as stored rather than refused.
   */
  type: EventType | (string & {});
  tenant_id: string;
  /** Who made the change the event tells of (a sweeper's is the system's). */
  actor: Actor;
}
