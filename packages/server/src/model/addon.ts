/** An extra rented with items: a helmet per day, a damage waiver per item. */
import { ID_PREFIX } from '../core/ids.js';
import { f } from './field.js';
import { defineRecord, type RecordOf } from './record.js';
import { amount, description, name } from './values.js';

export const Addon = defineRecord({
  object: 'addon',
  table: 'addons',
  prefix: ID_PREFIX.addon,
  label: 'add-on',
  schemaId: 'Addon',
  fields: {
    name: f.text(name),
    description: f.text(description).nullable().optional(),
    price: f.amount(amount),
    pricing: f.enum(['per_item', 'per_day']).default('per_item'),
    active: f.bool().default(true),
  },
});
export type AddonRecord = RecordOf<typeof Addon>;
