/**
 * "Why this price": a quote's ledger as a table a person reads. One row a rental day (the shop's
 * calendar dates, with their weekday), the day's share of the rental's base and of its multi-day
 * discount, each pricing rule that changed it (named in words, as the rules list names it) with its
 * share, and what the day costs; a closed day the shop does not charge says so. The last row adds
 * each column up: the total is one unit's rental, as the quote above shows it.
 */
import { Button, Disclosure, DisclosurePanel, Heading } from 'react-aria-components';
import { usePricingRules } from '../api/queries.js';
import type { PriceCalculation } from '../api/types.js';
import { ruleName } from '../lib/rule-text.js';
import { formatDate } from '../lib/time.js';
import { type Column, DataTable, type TableRow } from './DataTable.js';
import { useMoney } from './format.js';

type Ledger = NonNullable<PriceCalculation['ledger']>;
type Day = Ledger['lines'][number]['days'][number];

/** The rules that changed some day, in the order they first appear (the order they apply in). */
export function ledgerRuleIds(days: readonly Day[]): string[] {
  const ids: string[] = [];
  for (const d of days) for (const a of d.adjustments) if (!ids.includes(a.rule_id)) ids.push(a.rule_id);
  return ids;
}

export function WhyThisPrice({ calc }: { calc: PriceCalculation }) {
  const rules = usePricingRules();
  const money = useMoney();
  const line = calc.ledger?.lines[0];
  if (line === undefined) return null;
  const days = line.days;
  const ruleIds = ledgerRuleIds(days);
  const withDiscount = days.some((d) => d.multi_day_discount !== 0);
  const nameOf = (id: string) => {
    const rule = rules.data?.find((r) => r.id === id);
    return rule === undefined ? `Rule ${id}` : ruleName(rule, money);
  };
  const signed = (cents: number) => (cents > 0 ? `+${money(cents)}` : cents < 0 ? `−${money(-cents)}` : money(0));
  const sum = (f: (d: Day) => number) => days.reduce((s, d) => s + f(d), 0);
  const shareOf = (d: Day, id: string) => d.adjustments.find((a) => a.rule_id === id)?.amount;

  const dayCell = (date: string) => {
    const [weekday, rest] = formatDate(date, { weekday: 'long' }).split(', ');
    return (
      <>
        <span className="block">{weekday},</span> {rest}
      </>
    );
  };
  const adjustments = (shares: { id: string; cents: number }[]) =>
    shares.length === 0 ? (
      ''
    ) : (
      <ul className="ledger-rules">
        {shares.map((a) => (
          <li key={a.id}>
            {nameOf(a.id)}: <span className="money">{signed(a.cents)}</span>
          </li>
        ))}
      </ul>
    );

  const columns: Column[] = [
    { label: 'Day' },
    { label: 'Rate', numeric: true },
    ...(withDiscount ? [{ label: 'Multi-day discount', numeric: true }] : []),
    ...(ruleIds.length > 0 ? [{ label: 'Rules' }] : []),
    { label: 'Day total', numeric: true },
  ];
  const withRules = ruleIds.length > 0;
  const rows: TableRow[] = days.map((d) => ({
    key: d.date,
    className: d.charged ? '' : 'is-uncharged',
    cells: [
      dayCell(d.date),
      d.charged ? money(d.base) : 'Closed, not charged',
      ...(withDiscount ? [d.charged ? signed(-d.multi_day_discount) : ''] : []),
      ...(withRules ? [adjustments(d.adjustments.map((a) => ({ id: a.rule_id, cents: a.amount })))] : []),
      money(d.amount),
    ],
  }));
  rows.push({
    key: 'total',
    className: 'is-total',
    cells: [
      'Total',
      money(sum((d) => d.base)),
      ...(withDiscount ? [signed(-sum((d) => d.multi_day_discount))] : []),
      ...(withRules ? [adjustments(ruleIds.map((id) => ({ id, cents: sum((d) => shareOf(d, id) ?? 0) })))] : []),
      money(sum((d) => d.amount)),
    ],
  });
  return (
    <Disclosure className="why-price">
      <Heading level={4} className="why-price-heading">
        <Button slot="trigger" className="disclosure-trigger">
          Why this price
        </Button>
      </Heading>
      <DisclosurePanel className="why-price-panel">
        <p className="note">
          Each rental day of one unit: its share of the rate and of each rule that changed it, to the cent. Days are the
          shop's calendar days.
        </p>
        <DataTable label="Why this price, day by day" columns={columns} rows={rows} />
      </DisclosurePanel>
    </Disclosure>
  );
}
