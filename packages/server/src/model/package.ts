/** Fleet items and add-ons sold together at a discount. */

import { z } from 'zod';
import { ID_PREFIX } from '../core/ids.js';
import { f } from './field.js';
import { defineRecord, type RecordOf } from './record.js';
import {
  amount,
  type Constraint,
  constraints,
  description,
  discountByType,
  idList,
  mergedDiscount,
  name,
} from './values.js';

const noItems: Constraint = {
  code: 'parameter_invalid',
  param: 'fleet_item_ids',
  rule: 'the merged package lists no fleet item and no add-on',
};

const ids = z.array(z.string());

export const Package = defineRecord({
  object: 'package',
  table: 'packages',
  prefix: ID_PREFIX.package,
  label: 'package',
  schemaId: 'Package',
  fields: {
    name: f.text(name),
    description: f.text(description).nullable().optional(),
    fleet_item_ids: f.json(idList, ids).default([]),
    addon_ids: f.json(idList, ids).default([]),
    discount_type: f.enum(['percent', 'dollar']),
    discount_value: f.amount(amount).inputMeta({ description: 'Whole percent (0..100) or cents' }),
    active: f.bool().default(true),
  },
  createMeta: {
    description: 'At least one fleet item or add-on, no id twice.',
    // More conditions on the object (in an allOf, so that tools do not read them as alternatives to
    // it): at least one id in one of the two lists, and the discount's range by its type.
    allOf: [
      {
        anyOf: (['fleet_item_ids', 'addon_ids'] as const).map((list) => ({
          properties: { [list]: { minItems: 1 } },
          required: [list],
        })),
      },
      discountByType,
    ],
  },
  updateMeta: {
    description:
      'Any subset of the fields, applied to the stored package: the result must still list a fleet item or an add-on ' +
      "and keep discount_value in its discount_type's range (checked after the merge).",
    'x-checked-after-merge': true,
    ...constraints(noItems, mergedDiscount),
  },
});
export type PackageRecord = RecordOf<typeof Package>;
