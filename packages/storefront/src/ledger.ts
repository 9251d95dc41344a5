/**
 * "Why this price": the engine's ledger of the customer's choice, shown when asked. A disclosure
 * button (`aria-expanded`) opens a list of the rental's dates, each with what it costs for one unit
 * and of what (the day's rate, the multi-day discount, each season or weekday rule), then the
 * units, tax and fee adding up to the total. Worked out in the browser from the same price sheet as
 * the total, only while it is open.
 */
import type { PriceLedger } from '@rentline/pricing-engine';
import type { PriceSheet } from './api.js';
import { formatDate, formatMoney, type Messages } from './text.js';
import { h, type LedgerControls } from './view.js';

export const isOpen = (c: LedgerControls): boolean => c.toggle.getAttribute('aria-expanded') === 'true';

/** Open or close the panel; the caller fills it when it opens. */
export function setOpen(c: LedgerControls, open: boolean): void {
  c.toggle.setAttribute('aria-expanded', String(open));
  c.panel.hidden = !open;
  if (!open) c.panel.replaceChildren();
}

/**
 * The ledger of a priced choice in the panel: per date for one unit, then the cart. `shownTotal`:
 * the total the widget shows; when the server named another one for this choice (its prices changed
 * since the page loaded), the panel says the dates are the prices loaded with the page.
 */
export function showLedger(
  panel: HTMLElement,
  ledger: PriceLedger,
  sheet: PriceSheet,
  locale: string,
  m: Messages,
  shownTotal: number,
): void {
  const money = (cents: number) => formatMoney(cents, sheet.currency, locale);
  const signed = (cents: number) => (cents < 0 ? `− ${money(-cents)}` : `+ ${money(cents)}`);
  const ruleType = new Map(sheet.rules.map((r) => [r.id, r.type]));
  const blocks: Node[] = [];
  for (const line of ledger.lines) {
    const days = line.days.map((day) => {
      const parts: string[] = [];
      if (!day.charged) parts.push(m.notCharged);
      else {
        parts.push(`${money(day.base)} ${m.rateBasis[line.rate_basis]}`);
        if (day.multi_day_discount !== 0) parts.push(`${signed(-day.multi_day_discount)} ${m.multiDayDiscount}`);
        for (const a of day.adjustments) {
          if (a.amount !== 0) parts.push(`${signed(a.amount)} ${m.ruleTypes[ruleType.get(a.rule_id) ?? a.type]}`);
        }
      }
      return h(
        'li',
        {},
        h('span', { class: 'ledger-date' }, `${formatDate(day.date, locale)}: `),
        h('strong', {}, money(day.amount)),
        ...(parts.length > 0 ? [' ', h('span', { class: 'muted' }, `(${parts.join(' ')})`)] : []),
      );
    });
    blocks.push(h('p', { class: 'ledger-heading' }, m.perUnit), h('ul', { part: 'ledger-days' }, ...days));
  }
  const cart = ledger.cart;
  const units = ledger.lines.reduce((n, l) => n + l.quantity, 0);
  const rows: [string, string][] = [[m.units(units), money(cart.lines_total)]];
  if (cart.package_savings !== 0) rows.push([m.packageSavings, signed(-cart.package_savings)]);
  if (cart.coupon_discount !== 0) rows.push([m.couponDiscount, signed(-cart.coupon_discount)]);
  if (cart.tax !== 0) rows.push([sheet.tax.inclusive ? m.taxIncluded : m.tax, money(cart.tax)]);
  if (cart.service_fee !== 0 && sheet.service_fee.payer !== 'tenant')
    rows.push([m.serviceFee, money(cart.service_fee)]);
  rows.push([m.total, money(cart.total)]);
  blocks.push(
    h(
      'dl',
      { class: 'ledger-cart', part: 'ledger-cart' },
      ...rows.flatMap(([term, amount]) => [h('dt', {}, term), h('dd', {}, amount)]),
    ),
  );
  if (shownTotal !== cart.total) blocks.push(h('p', { class: 'muted' }, m.ledgerStale(money(shownTotal))));
  panel.replaceChildren(...blocks);
}
