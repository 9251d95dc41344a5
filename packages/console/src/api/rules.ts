/**
 * A pricing rule as the rule form holds it, and the two bodies the API takes: a create in the shape
 * its type takes (a season its dates, a multi-day rule its threshold, a weekday rule its weekdays and
 * an optional range), and an update that sends every field the form edits, so changing a rule's
 * type also clears what the new type does not have.
 */
import type { InitArgs } from '@rentline/client';
import type { PricingRule } from './types.js';

export type RuleCreate = NonNullable<InitArgs<'/v1/pricing/rules', 'post'>[0]>['body'];
export type RuleUpdate = NonNullable<NonNullable<InitArgs<'/v1/pricing/rules/{id}', 'patch'>[0]>['body']>;

export interface RuleDraft {
  type: PricingRule['type'];
  fleet_item_id: string | null;
  /** Blank dates are null (a weekday rule without a range; a season without one is refused by the API). */
  start_date: string | null;
  end_date: string | null;
  /** ISO weekdays 1 (Monday) .. 7 (Sunday); a weekday rule's only. */
  weekdays: number[];
  days_threshold: number | null;
  adjustment_type: PricingRule['adjustment_type'];
  adjustment_value: number;
  priority: number;
  active: boolean;
}

export function ruleCreateBody(d: RuleDraft): RuleCreate {
  const common = {
    fleet_item_id: d.fleet_item_id,
    adjustment_type: d.adjustment_type,
    adjustment_value: d.adjustment_value,
    priority: d.priority,
    active: d.active,
  };
  switch (d.type) {
    // A season's blank date is sent blank: the API refuses it beside the field, like any bad value.
    case 'seasonal':
      return { type: 'seasonal', start_date: d.start_date ?? '', end_date: d.end_date ?? '', ...common };
    case 'multi_day':
      return { type: 'multi_day', days_threshold: d.days_threshold ?? 0, ...common };
    case 'weekday':
      return { type: 'weekday', weekdays: d.weekdays, start_date: d.start_date, end_date: d.end_date, ...common };
  }
}

export function ruleUpdateBody(d: RuleDraft): RuleUpdate {
  const dated = d.type !== 'multi_day';
  return {
    type: d.type,
    fleet_item_id: d.fleet_item_id,
    start_date: dated ? d.start_date : null,
    end_date: dated ? d.end_date : null,
    weekdays: d.type === 'weekday' ? d.weekdays : null,
    days_threshold: d.type === 'multi_day' ? d.days_threshold : null,
    adjustment_type: d.adjustment_type,
    adjustment_value: d.adjustment_value,
    priority: d.priority,
    active: d.active,
  };
}
