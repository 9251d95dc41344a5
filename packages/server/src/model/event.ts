/**
 * An event: a change the server recorded, in the transaction that made it (`events/emit.ts`), and
 * never changed after (append-only: no `updated_at`). Server-made: no request creates one.
 *
 * The API shows an event with two fields that are not columns of their own, mapped by the events
 * feature: `tenant_id` (a column every record's row has) and `actor`, the `{type, id}` of the hidden
 * `actor_type` and `actor_id` columns. Each kind's `data` schema is in `events/schemas.ts`.
 */
import { z } from 'zod';
import { ACTOR_TYPES } from '../core/actor.js';
import { f } from './field.js';
import { defineRecord, type RecordOf } from './record.js';

/** What the event is about, as the API shows it: stored as the JSON text it was written as. */
const data = z.custom<object>((value) => typeof value === 'object' && value !== null);

export const Event = defineRecord({
  object: 'event',
  table: 'events',
  prefix: 'evt',
  label: 'event',
  // Each kind's event is its own component of the document (`events/schemas.ts`); this one is the
  // declaration's, named apart from them.
  schemaId: 'EventRecord',
  without: ['updated_at'],
  fields: {
    type: f.text(z.string()),
    data: f.json(data, data),
    // The columns' defaults, which rows written before actors were recorded hold.
    actor_type: f.enum(ACTOR_TYPES).hidden('secret_key'),
    actor_id: f.text(z.string()).hidden('unknown'),
  },
});

/** The declared fields of an event (the feature adds `tenant_id` and `actor`). */
export type EventFields = RecordOf<typeof Event>;
