/** A place a rental starts: a shop, a dock, a counter. */
import { ID_PREFIX } from '../core/ids.js';
import { LIMITS } from '../core/limits.js';
import { f } from './field.js';
import { defineRecord, type RecordOf } from './record.js';
import { name, text, timezone } from './values.js';

export const Location = defineRecord({
  object: 'location',
  table: 'locations',
  prefix: ID_PREFIX.location,
  label: 'location',
  schemaId: 'Location',
  fields: {
    name: f.text(name),
    address: f.text(text(LIMITS.max_address)).nullable().optional(),
    timezone: f.text(timezone).nullable().optional(),
  },
});
export type LocationRecord = RecordOf<typeof Location>;
