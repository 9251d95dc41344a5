/**
 * A pricing rule in words, as the rules list and the "why this price" table name it: its kind, its
 * adjustment ("+20 %", "+$15.00 a day", "−10 %") and when it applies ("Jun 1 – Aug 31, 2026",
 * "Sat, Sun", "from 5 days"). Rules have no name of their own; these are what an operator reads.
 */
import type { PricingRule } from '../api/types.js';
import { formatDate } from './time.js';

/** ISO weekdays 1 (Monday) .. 7 (Sunday), as a weekday rule lists them. */
const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

export const RULE_KIND: Record<PricingRule['type'], string> = {
  seasonal: 'Seasonal',
  multi_day: 'Multi-day',
  weekday: 'Weekday',
};

export function describeRule(r: PricingRule, money: (cents: number) => string): { value: string; when: string } {
  const sign = r.adjustment_value > 0 && r.type !== 'multi_day' ? '+' : '';
  const value =
    r.adjustment_type === 'percent'
      ? `${r.type === 'multi_day' ? '−' : sign}${r.adjustment_value} %`
      : `${r.type === 'multi_day' ? '−' : sign}${money(r.adjustment_value)}${r.type !== 'multi_day' ? ' a day' : ''}`;
  const range =
    r.start_date != null && r.end_date != null
      ? `${formatDate(r.start_date, { weekday: undefined })} – ${formatDate(r.end_date, { weekday: undefined, year: 'numeric' })}`
      : '';
  const when =
    r.type === 'seasonal'
      ? range
      : r.type === 'weekday'
        ? [(r.weekdays ?? []).map((d) => WEEKDAYS[d - 1] ?? String(d)).join(', '), range].filter(Boolean).join(', ')
        : `from ${r.days_threshold} days`;
  return { value, when };
}

/**
 * A rule's kind as a shop names it: a weekday rule on Saturday and Sunday is a weekend rule, on
 * Monday to Friday a weekday rule, on any other set of days a day-of-week rule.
 */
export function ruleKindName(r: Pick<PricingRule, 'type' | 'weekdays'>): string {
  if (r.type === 'seasonal') return 'Seasonal';
  if (r.type === 'multi_day') return 'Multi-day discount';
  const days = [...(r.weekdays ?? [])].sort((a, b) => a - b).join(',');
  if (days === '6,7' || days === '6' || days === '7') return 'Weekend';
  if (days !== '' && (r.weekdays ?? []).every((d) => d <= 5)) return 'Weekdays';
  return 'Days of the week';
}

/** "Seasonal +20 % (Jun 1 – Aug 31, 2026)", "Weekend +25 % (Sat, Sun)": a rule named in one line. */
export function ruleName(r: PricingRule, money: (cents: number) => string): string {
  const { value, when } = describeRule(r, money);
  const kind = r.type === 'weekday' ? ruleKindName(r) : RULE_KIND[r.type];
  return `${kind} ${value}${when === '' ? '' : ` (${when})`}`;
}
