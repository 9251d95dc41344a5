/**
 * `<rentline-booking>`: a shop's booking form as a plain custom element. It loads the catalog and
 * the price sheet once, prices every change in the browser with the pricing engine (no request per
 * change), and books through `POST /v1/storefront/checkouts` with the total it showed; the server's
 * total is the one that counts, and a changed price is shown before anything is booked.
 *
 * Attributes: `publishable-key` (required), `api-base` (the Rentline server; default the origin the
 * script was loaded from), `item` (a fleet item id: book only that item), `locale` (`en-US`,
 * `de-DE`, …; default the page's language).
 */
import { ApiError, type Catalog, type Checkout, newIdempotencyKey, type PriceSheet, StorefrontApi } from './api.js';
import { Availability } from './availability.js';
import { DateFields } from './date-fields.js';
import { clearError, customerDetails, markInvalid } from './details.js';
import { isOpen, setOpen, showLedger } from './ledger.js';
import { PickupCalendar, rentalOf } from './pickup-calendar.js';
import { type Choice, type LocalQuote, quoteLocally } from './quote.js';
import { formatDays, formatInstant, formatMoney, type Messages, messagesFor, resolveLocale } from './text.js';
import { bookingForm, type Controls, h, STYLES, setOptions } from './view.js';

/** Units of one item a checkout line may hold. */
export const MAX_QUANTITY = 10;

/** The `detail` of the `rentline-checkout` event: the booking made, for the page's next step (payment). */
export interface CheckoutEventDetail {
  id: string;
  booking_id: string;
  total: number;
  currency: string;
  expires_at: string | null;
  client_secret: string;
}

// Importing this module where there is no DOM (a server render, a test runner) must not throw.
const Base: typeof HTMLElement = typeof HTMLElement === 'undefined' ? (class {} as typeof HTMLElement) : HTMLElement;

let defaultApiBase: string | undefined;
/** The server a widget without `api-base` talks to (the script's own origin, set by the script). */
export function setDefaultApiBase(base: string | undefined): void {
  defaultApiBase = base;
}

export class RentlineBooking extends Base {
  static readonly observedAttributes = ['publishable-key', 'api-base', 'item', 'locale'];

  readonly #root: ShadowRoot;
  #loaded: { catalog: Catalog; sheet: PriceSheet } | null = null;
  #loading: Promise<void> | null = null;
  #controls: Controls | null = null;
  #dates: DateFields | null = null;
  #availability: Availability | null = null;
  #pickups: PickupCalendar | null = null;
  #quote: LocalQuote | null = null;
  /** A total the server answered for this exact choice (`price_changed`) that the customer now sees. */
  #serverTotal: { key: string; total: number } | null = null;
  #idempotencyKey: string | null = null;
  #busy = false;

  constructor() {
    super();
    this.#root = this.attachShadow({ mode: 'open' });
  }

  connectedCallback(): void {
    if (this.#loaded === null && this.#loading === null) this.#load();
  }

  attributeChangedCallback(name: string, before: string | null, after: string | null): void {
    if (before === after || !this.isConnected) return;
    if (name === 'publishable-key' || name === 'api-base') {
      this.#loaded = null;
      this.#load();
    } else if (this.#loaded !== null) this.#build();
  }

  /** The customer's current choice, priced locally (`null` before the price sheet is loaded). */
  get quote(): LocalQuote | null {
    return this.#quote;
  }

  get #locale(): string {
    return resolveLocale(this.getAttribute('locale'), this.ownerDocument.documentElement.lang || navigator.language);
  }

  get #messages(): Messages {
    return messagesFor(this.#locale);
  }

  #status(text: string, role: 'status' | 'alert' = 'status'): void {
    this.#controls = null;
    this.#dates = null;
    this.#availability = null;
    this.#pickups = null;
    this.#root.replaceChildren(h('style', {}, STYLES), h('p', { role, part: 'status' }, text));
  }

  #load(): void {
    const key = this.getAttribute('publishable-key');
    const base = this.getAttribute('api-base') ?? defaultApiBase;
    if (!key || !base) {
      this.#status(this.#messages.loadFailed, 'alert');
      return;
    }
    this.#status(this.#messages.loading);
    const api = new StorefrontApi(base, key);
    const loading = Promise.all([api.catalog(), api.priceSheet()]).then(
      ([catalog, sheet]) => {
        if (this.#loading !== loading) return;
        this.#loading = null;
        this.#loaded = { catalog, sheet };
        this.#build();
      },
      () => {
        if (this.#loading !== loading) return;
        this.#loading = null;
        this.#status(this.#messages.loadFailed, 'alert');
      },
    );
    this.#loading = loading;
  }

  /** The items this widget books: the one of the `item` attribute, else all the catalog lists. */
  #items() {
    const loaded = this.#loaded;
    if (loaded === null) return [];
    const priced = new Set(loaded.sheet.fleet_items.map((i) => i.id));
    const listed = loaded.catalog.fleet_items.filter((i) => priced.has(i.id));
    const only = this.getAttribute('item');
    return only ? listed.filter((i) => i.id === only) : listed;
  }

  /** Build the form for the loaded shop, keeping what the customer already chose or typed. */
  #build(): void {
    const loaded = this.#loaded;
    if (loaded === null) return;
    const m = this.#messages;
    const items = this.#items();
    const first = items[0];
    if (first === undefined) {
      this.#status(m.loadFailed, 'alert');
      return;
    }
    const before = this.#controls;
    const fixed = this.getAttribute('item') ? first.name : null;
    const c = bookingForm(m, fixed, MAX_QUANTITY);
    if (c.item !== null) {
      setOptions(
        c.item,
        items.map((i) => ({ value: i.id, label: i.name })),
        before?.item?.value,
      );
    }
    if (before !== null) {
      for (const k of ['quantity', 'name', 'email', 'phone'] as const) c[k].value = before[k].value;
    }
    this.#controls = c;
    this.#root.replaceChildren(
      h('style', {}, STYLES),
      h(
        'section',
        { part: 'container', 'aria-labelledby': 'heading' },
        h('h2', { id: 'heading', part: 'heading' }, `${m.heading}: ${loaded.catalog.shop.name}`),
        c.form,
        c.confirmation,
      ),
    );
    this.#availability = new Availability(() => this.#api(), c.availability, m);
    this.#pickups = new PickupCalendar(
      () => this.#api(),
      () => this.#labelPickups(c, this.#choice(c), new Date()),
    );
    const dates = new DateFields(c, loaded.sheet, this.#locale, () => this.#itemId(c));
    this.#dates = dates;
    if (!dates.fill(before)) {
      this.#status(m.noDates, 'alert');
      return;
    }
    const reprice = () => this.#reprice();
    c.item?.addEventListener('change', () => {
      dates.fill(c);
      reprice();
    });
    c.quantity.addEventListener('input', reprice);
    c.pickupDate.addEventListener('change', () => {
      dates.pickupMoved(true);
      reprice();
    });
    c.pickupTime.addEventListener('change', () => {
      dates.pickupMoved(false);
      reprice();
    });
    c.returnDate.addEventListener('change', () => {
      dates.returnMoved();
      reprice();
    });
    c.returnTime.addEventListener('change', reprice);
    c.ledger.toggle.addEventListener('click', () => {
      setOpen(c.ledger, !isOpen(c.ledger));
      reprice();
    });
    for (const input of [c.name, c.email, c.phone])
      input.addEventListener('input', () => clearError(this.#root, input));
    c.form.addEventListener('submit', (event) => {
      event.preventDefault();
      void this.#book();
    });
    this.#reprice();
  }

  /** The pickup list as a price calendar: each date's price for this rental, and whether it is fully booked. */
  #labelPickups(c: Controls, choice: Choice, now: Date): void {
    const loaded = this.#loaded;
    if (loaded === null || this.#controls !== c) return;
    const m = this.#messages;
    const locale = this.#locale;
    this.#dates?.labelPickupPrices(
      (pickup, ret) => {
        const priced = quoteLocally(loaded.sheet, { ...choice, pickup_date: pickup, return_date: ret }, now);
        return priced.ok ? formatMoney(priced.result.total, loaded.sheet.currency, locale) : null;
      },
      (date) => (this.#pickups?.isFull(date) ? m.fullyBooked : null),
    );
  }

  #api(): StorefrontApi {
    return new StorefrontApi(
      this.getAttribute('api-base') ?? defaultApiBase ?? '',
      this.getAttribute('publishable-key') ?? '',
    );
  }

  #itemId(c: Controls): string {
    return c.item?.value ?? this.#items()[0]?.id ?? '';
  }

  #choice(c: Controls): Choice {
    const quantity = Number(c.quantity.value);
    return {
      fleet_item_id: this.#itemId(c),
      quantity: Number.isInteger(quantity) ? Math.min(Math.max(quantity, 1), MAX_QUANTITY) : 1,
      pickup_date: `${c.pickupDate.value}T${c.pickupTime.value}`,
      return_date: `${c.returnDate.value}T${c.returnTime.value}`,
    };
  }

  /** Price the current choice in the browser and show it in the live region. */
  #reprice(): void {
    const c = this.#controls;
    const loaded = this.#loaded;
    if (c === null || loaded === null) return;
    const m = this.#messages;
    const locale = this.#locale;
    const choice = this.#choice(c);
    const now = new Date();
    const quote = quoteLocally(loaded.sheet, choice, now);
    this.#quote = quote;
    c.error.textContent = '';
    this.#labelPickups(c, choice, now);
    this.#pickups?.rental(rentalOf(c, choice));
    this.#availability?.changed(quote.ok ? choice : null);
    if (!quote.ok) {
      if (isOpen(c.ledger)) c.ledger.panel.textContent = m.unavailable;
      c.total.removeAttribute('data-amount');
      c.total.replaceChildren(
        h('span', {}, `${m.unavailable}: `),
        h('span', {}, m.reasons[quote.param === 'return_date' ? 'return_date' : quote.code] ?? m.tryAgain),
      );
      return;
    }
    const { breakdown } = quote.result;
    // Once the server has named its total for this very choice, that total is the one shown.
    const total = this.#serverTotal?.key === JSON.stringify(choice) ? this.#serverTotal.total : quote.result.total;
    c.total.dataset.amount = String(total);
    const daily = breakdown.rate_basis === 'daily' || breakdown.rate_basis === 'rate_table';
    c.total.replaceChildren(
      h('span', {}, m.total),
      h('strong', { part: 'amount' }, formatMoney(total, loaded.sheet.currency, locale)),
      ...(daily ? [' ', h('span', { class: 'muted' }, m.totalFor(formatDays(breakdown.days, locale)))] : []),
    );
    // The ledger is worked out only while the customer has it open.
    const explained = isOpen(c.ledger) ? quoteLocally(loaded.sheet, choice, now, true) : null;
    if (explained?.ok && explained.result.ledger) {
      showLedger(c.ledger.panel, explained.result.ledger, loaded.sheet, locale, m, total);
    }
  }

  async #book(): Promise<void> {
    const c = this.#controls;
    const loaded = this.#loaded;
    const quote = this.#quote;
    if (c === null || loaded === null || quote === null || this.#busy) return;
    const m = this.#messages;
    if (!quote.ok) {
      c.error.textContent = m.reasons[quote.param === 'return_date' ? 'return_date' : quote.code] ?? m.tryAgain;
      return;
    }
    const customer = customerDetails(this.#root, c, m);
    if (customer === null) return;
    const choice = this.#choice(c);
    const key = JSON.stringify(choice);
    const shown = this.#serverTotal?.key === key ? this.#serverTotal.total : quote.result.total;
    // One key per attempt at one cart: a retried press after a lost answer books once.
    this.#idempotencyKey ??= newIdempotencyKey();
    this.#busy = true;
    c.submit.disabled = true;
    c.submit.textContent = m.booking;
    c.error.textContent = '';
    const availability = this.#availability;
    try {
      // Too few units free is said before anything is sent (the checkout would be refused anyway).
      const free = await availability?.before(choice);
      if (free && !free.available) {
        c.error.textContent = m.notAvailable(free.free);
        return;
      }
      const checkout = await this.#api().createCheckout(
        {
          line_items: [{ fleet_item_id: choice.fleet_item_id, quantity: choice.quantity }],
          pickup_date: choice.pickup_date,
          return_date: choice.return_date,
          customer,
          expected_total: shown,
        },
        this.#idempotencyKey,
      );
      this.#idempotencyKey = null;
      availability?.forget();
      this.#confirm(c, checkout, loaded.sheet);
    } catch (err) {
      this.#idempotencyKey = null;
      availability?.forget();
      this.#refused(c, err, key, loaded.sheet.currency);
      // The stock may have moved: the choice's availability is asked again.
      availability?.changed(choice);
    } finally {
      this.#busy = false;
      c.submit.disabled = false;
      c.submit.textContent = m.book;
    }
  }

  #refused(c: Controls, err: unknown, key: string, currency: string): void {
    const m = this.#messages;
    if (!(err instanceof ApiError)) throw err;
    if (err.code === 'price_changed' && err.total !== undefined) {
      this.#serverTotal = { key, total: err.total };
      this.#reprice();
      c.error.textContent = m.priceChanged(formatMoney(err.total, currency, this.#locale));
      return;
    }
    if (err.param === 'customer.email') markInvalid(this.#root, c.email, m.invalidEmail);
    c.error.textContent = m.reasons[err.code] ?? m.tryAgain;
  }

  /** The booking is made: the server's total and how long it is held, and the event for the page. */
  #confirm(c: Controls, checkout: Checkout, sheet: PriceSheet): void {
    const m = this.#messages;
    const locale = this.#locale;
    c.form.hidden = true;
    c.confirmation.hidden = false;
    c.confirmation.replaceChildren(
      h('h3', {}, m.reserved(checkout.expires_at ? formatInstant(checkout.expires_at, sheet.time_zone, locale) : '')),
      h('p', {}, `${m.reference}: `, h('span', { part: 'reference' }, checkout.booking_id)),
      h(
        'p',
        {},
        `${m.serverTotal}: `,
        h(
          'strong',
          { part: 'server-total', 'data-amount': checkout.total },
          formatMoney(checkout.total, sheet.currency, locale),
        ),
      ),
    );
    c.confirmation.focus();
    const detail: CheckoutEventDetail = {
      id: checkout.id,
      booking_id: checkout.booking_id,
      total: checkout.total,
      currency: sheet.currency,
      expires_at: checkout.expires_at,
      client_secret: checkout.client_secret,
    };
    this.dispatchEvent(new CustomEvent('rentline-checkout', { detail, bubbles: true, composed: true }));
  }
}

/** Register the element (once) under `name`, default `rentline-booking`. */
export function defineRentlineBooking(name = 'rentline-booking'): void {
  if (typeof customElements !== 'undefined' && customElements.get(name) === undefined) {
    customElements.define(name, class extends RentlineBooking {});
  }
}
