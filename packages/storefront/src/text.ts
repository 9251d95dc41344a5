/**
 * What the widget says, in English and German, and how it writes money, dates and times: with
 * `Intl` in the widget's locale. Amounts are integer minor units (cents); they are written from
 * their digits, so no float ever holds an amount, not even for display.
 */
import type { RateBasis } from '@rentline/pricing-engine';

export interface Messages {
  heading: string;
  loading: string;
  loadFailed: string;
  item: string;
  quantity: string;
  pickupDate: string;
  pickupTime: string;
  returnDate: string;
  returnTime: string;
  total: string;
  totalFor: (days: string) => string;
  unavailable: string;
  details: string;
  name: string;
  email: string;
  phone: string;
  optional: string;
  book: string;
  booking: string;
  required: (field: string) => string;
  invalidEmail: string;
  reserved: (until: string) => string;
  reference: string;
  serverTotal: string;
  priceChanged: (total: string) => string;
  noDates: string;
  /** Why a choice or a booking is refused, by the API's or the engine's code. */
  reasons: Partial<Record<string, string>>;
  /** Any other refusal. */
  tryAgain: string;
  /** The ledger ("why this price"). */
  whyPrice: string;
  perUnit: string;
  rateBasis: Record<RateBasis, string>;
  multiDayDiscount: string;
  ruleTypes: Record<string, string>;
  notCharged: string;
  units: (count: number) => string;
  packageSavings: string;
  couponDiscount: string;
  tax: string;
  taxIncluded: string;
  serviceFee: string;
  ledgerStale: (total: string) => string;
  /** The availability of the chosen dates, checked with the shop before booking. */
  checking: string;
  available: (free: number) => string;
  notAvailable: (free: number) => string;
  fullyBooked: string;
}

const en: Messages = {
  heading: 'Book online',
  loading: 'Loading prices…',
  loadFailed: 'Booking is not available right now. Please try again later.',
  item: 'Item',
  quantity: 'Quantity',
  pickupDate: 'Pickup date',
  pickupTime: 'Pickup time',
  returnDate: 'Return date',
  returnTime: 'Return time',
  total: 'Total',
  totalFor: (days) => `for ${days}`,
  unavailable: 'These dates cannot be booked',
  details: 'Your details',
  name: 'Name',
  email: 'Email',
  phone: 'Phone',
  optional: '(optional)',
  book: 'Book now',
  booking: 'Booking…',
  required: (field) => `Please enter your ${field.toLowerCase()}.`,
  invalidEmail: 'Please enter an email address like name@example.com.',
  reserved: (until) => `Your booking is reserved until ${until}.`,
  reference: 'Reference',
  serverTotal: 'Total to pay',
  priceChanged: (total) => `The price has changed to ${total}. Check it and book again to accept it.`,
  noDates: 'No dates can be booked online right now.',
  reasons: {
    return_date: 'The return must be after the pickup.',
    outside_opening_hours: 'The shop is closed at that time.',
    rental_too_short: 'This rental is shorter than the shop allows.',
    rental_too_long: 'This rental is longer than the shop allows.',
    pickup_too_soon: 'This pickup is too soon. Please choose a later time.',
    half_day_not_allowed: 'This item cannot be rented for half a day.',
    item_unavailable: 'Sorry, not enough of this item is free on these dates.',
    too_many_open_checkouts: 'You already have bookings waiting to be completed. Please finish one first.',
    rate_limited: 'Too many attempts. Please wait a minute and try again.',
    network_error: 'The booking server could not be reached. Please try again.',
  },
  tryAgain: 'Something went wrong. Please check your choice and try again.',
  whyPrice: 'Why this price?',
  perUnit: 'Each date, for one unit:',
  rateBasis: { daily: 'day rate', rate_table: 'rate', hourly: 'hourly rate', half_day: 'half-day rate' },
  multiDayDiscount: 'multi-day discount',
  ruleTypes: { seasonal: 'season', weekday: 'day of the week' },
  notCharged: 'closed, not charged',
  units: (count) => (count === 1 ? '1 unit' : `${count} units`),
  packageSavings: 'Package savings',
  couponDiscount: 'Coupon',
  tax: 'Tax',
  taxIncluded: 'Tax included',
  serviceFee: 'Service fee',
  ledgerStale: (total) => `These are the prices loaded with this page; the shop's price now is ${total}.`,
  checking: 'Checking availability…',
  available: (free) => `Available: ${free} free on these dates.`,
  notAvailable: (free) =>
    free === 0 ? 'Not available: none free on these dates.' : `Not available: only ${free} free on these dates.`,
  fullyBooked: 'fully booked',
};

const de: Messages = {
  heading: 'Online buchen',
  loading: 'Preise werden geladen…',
  loadFailed: 'Die Buchung ist gerade nicht möglich. Bitte versuchen Sie es später noch einmal.',
  item: 'Artikel',
  quantity: 'Anzahl',
  pickupDate: 'Abholdatum',
  pickupTime: 'Abholzeit',
  returnDate: 'Rückgabedatum',
  returnTime: 'Rückgabezeit',
  total: 'Gesamt',
  totalFor: (days) => `für ${days}`,
  unavailable: 'Diese Daten können nicht gebucht werden',
  details: 'Ihre Angaben',
  name: 'Name',
  email: 'E-Mail',
  phone: 'Telefon',
  optional: '(optional)',
  book: 'Jetzt buchen',
  booking: 'Wird gebucht…',
  required: (field) => `Bitte geben Sie Ihre ${field} ein.`,
  invalidEmail: 'Bitte geben Sie eine E-Mail-Adresse wie name@example.com ein.',
  reserved: (until) => `Ihre Buchung ist bis ${until} reserviert.`,
  reference: 'Buchungsnummer',
  serverTotal: 'Zu zahlen',
  priceChanged: (total) =>
    `Der Preis hat sich auf ${total} geändert. Prüfen Sie ihn und buchen Sie erneut, um ihn anzunehmen.`,
  noDates: 'Derzeit können online keine Termine gebucht werden.',
  reasons: {
    return_date: 'Die Rückgabe muss nach der Abholung liegen.',
    outside_opening_hours: 'Zu dieser Zeit ist der Laden geschlossen.',
    rental_too_short: 'Diese Mietdauer ist kürzer als erlaubt.',
    rental_too_long: 'Diese Mietdauer ist länger als erlaubt.',
    pickup_too_soon: 'Diese Abholung ist zu kurzfristig. Bitte wählen Sie eine spätere Zeit.',
    half_day_not_allowed: 'Dieser Artikel kann nicht halbtags gemietet werden.',
    item_unavailable: 'Leider ist an diesen Tagen nicht genug von diesem Artikel frei.',
    too_many_open_checkouts: 'Sie haben bereits offene Buchungen. Bitte schließen Sie zuerst eine davon ab.',
    rate_limited: 'Zu viele Versuche. Bitte warten Sie eine Minute und versuchen Sie es erneut.',
    network_error: 'Der Buchungsserver ist nicht erreichbar. Bitte versuchen Sie es erneut.',
  },
  tryAgain: 'Etwas ist schiefgegangen. Bitte prüfen Sie Ihre Auswahl und versuchen Sie es erneut.',
  whyPrice: 'Wie setzt sich der Preis zusammen?',
  perUnit: 'Jeder Tag, für eine Einheit:',
  rateBasis: { daily: 'Tagespreis', rate_table: 'Tarif', hourly: 'Stundenpreis', half_day: 'Halbtagespreis' },
  multiDayDiscount: 'Mehrtagesrabatt',
  ruleTypes: { seasonal: 'Saison', weekday: 'Wochentag' },
  notCharged: 'geschlossen, nicht berechnet',
  units: (count) => (count === 1 ? '1 Einheit' : `${count} Einheiten`),
  packageSavings: 'Paketersparnis',
  couponDiscount: 'Gutschein',
  tax: 'Steuer',
  taxIncluded: 'Enthaltene Steuer',
  serviceFee: 'Servicegebühr',
  ledgerStale: (total) => `Dies sind die beim Laden der Seite gültigen Preise; der aktuelle Preis ist ${total}.`,
  checking: 'Verfügbarkeit wird geprüft…',
  available: (free) => `Verfügbar: ${free} frei an diesen Tagen.`,
  notAvailable: (free) =>
    free === 0
      ? 'Nicht verfügbar: an diesen Tagen ist nichts frei.'
      : `Nicht verfügbar: nur ${free} frei an diesen Tagen.`,
  fullyBooked: 'ausgebucht',
};

/** The widget's locale: the `locale` attribute, else the page's language, else `en-US`. */
export function resolveLocale(attribute: string | null, pageLanguage: string | undefined): string {
  for (const candidate of [attribute, pageLanguage, 'en-US']) {
    if (!candidate) continue;
    try {
      return Intl.getCanonicalLocales(candidate)[0] ?? 'en-US';
    } catch {
      // Not a locale tag: try the next.
    }
  }
  return 'en-US';
}

/** German for German locales, English for every other. */
export const messagesFor = (locale: string): Messages => (locale.toLowerCase().startsWith('de') ? de : en);

/** `cents` (integer minor units of `currency`) written as money in `locale`. */
export function formatMoney(cents: number, currency: string, locale: string): string {
  const format = new Intl.NumberFormat(locale, { style: 'currency', currency });
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  const sign = cents < 0 ? '-' : '';
  const units = String(Math.abs(cents)).padStart(digits + 1, '0');
  const whole = units.slice(0, units.length - digits);
  const fraction = units.slice(units.length - digits);
  const decimal = digits === 0 ? `${sign}${whole}` : `${sign}${whole}.${fraction}`;
  // A decimal string is formatted exactly as written (Intl reads it as a decimal, not a double).
  if (!isDecimal(decimal)) throw new RangeError(`Not an amount in cents: ${cents}`);
  return format.format(decimal);
}

const isDecimal = (text: string): text is `${number}` => /^-?\d+(\.\d+)?$/.test(text);

/** A local date (`YYYY-MM-DD`) written in `locale`: "Thu, Jul 9, 2026" / "Do., 9. Juli 2026". */
export function formatDate(date: string, locale: string): string {
  const [y = 0, m = 1, d = 1] = date.split('-').map(Number);
  return new Intl.DateTimeFormat(locale, {
    timeZone: 'UTC',
    weekday: 'short',
    year: 'numeric',
    month: 'short',
    day: 'numeric',
  }).format(Date.UTC(y, m - 1, d));
}

/** A local time of day (`HH:mm`) written in `locale`: "10:30 AM" / "10:30". */
export function formatTime(time: string, locale: string): string {
  const [h = 0, m = 0] = time.split(':').map(Number);
  return new Intl.DateTimeFormat(locale, { timeZone: 'UTC', hour: 'numeric', minute: '2-digit' }).format(
    Date.UTC(2000, 0, 1, h, m),
  );
}

/** An instant written in `locale` in the shop's time zone, with the zone's name. */
export function formatInstant(instant: string, timeZone: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, {
    timeZone,
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(new Date(instant));
}

/** "3 days" / "3 Tage", from `Intl.PluralRules` so one and many read right. */
export function formatDays(days: number, locale: string): string {
  const one = new Intl.PluralRules(locale).select(days) === 'one';
  if (locale.toLowerCase().startsWith('de')) return `${days} ${one ? 'Tag' : 'Tage'}`;
  return `${days} ${one ? 'day' : 'days'}`;
}
