/**
 * The text a booking keeps of its view (`bookings.view_json`) and how a list page serves it. The
 * stored text is the view as the API shows it when it was built, with `overdue` false and its
 * customer member written in ASCII: a page sends it as it is unless the customer changed since (or
 * was deleted) or the booking is overdue now, and then puts those two members in their place. A page
 * of unchanged views is their texts back to back, with nothing parsed, sliced or joined per booking.
 */
import type { JsonPiece } from '../core/paging.js';
import type { BookingView } from './view-types.js';

/**
 * The version of the stored view's shape. Bump it with any change to what `toViews` makes (a field
 * added, renamed or computed differently) or to how the text is kept: a page then serves no view of
 * another version (it builds those from the rows), and a server clears them when it starts, for the
 * sweeper to rebuild.
 */
export const VIEW_VERSION = 5;

/**
 * The texts made so far, by view (a view is never changed once built): a writer that stores a view
 * also answers with it and records it in its event (Create Booking), and serialises it once.
 */
const texts = new WeakMap<BookingView, string>();

/**
 * The JSON of `view` with `overdue` false (judged when it is shown): for a view that is not overdue,
 * its JSON as the API shows it.
 */
export function viewJson(view: BookingView): string {
  if (view.overdue) return JSON.stringify({ ...view, overdue: false });
  let text = texts.get(view);
  if (text === undefined) {
    text = JSON.stringify(view);
    texts.set(view, text);
  }
  return text;
}

/**
 * The text a booking keeps of `view`: {@link viewJson} with the customer member in ASCII (each other
 * character as its `\u` escape, the same JSON value). A page puts the customer as it is now in that
 * member's place, so the escapes are never sent; and a text with no other character outside ASCII
 * (most views: a customer's name is what usually has an accent) is read back from the database as a
 * one-byte string, where its UTF-8 made a two-byte one: 125 against 28 µs for the 100 texts of a page.
 */
export function storedViewJson(view: BookingView): string {
  const text = viewJson(view);
  // The member as the view's JSON wrote it: `overdue` follows it (see servedView).
  const at = text.indexOf(CUSTOMER_KEY);
  const end = text.indexOf(OVERDUE_KEY, at);
  if (at < 0 || end < 0) throw new Error('a booking view without customer');
  const member = text.slice(at, end);
  return NOT_ASCII.test(member) ? `${text.slice(0, at)}${asciiJson(member)}${text.slice(end)}` : text;
}

/** A character outside ASCII (one UTF-16 unit: each half of a pair is escaped on its own). */
const NOT_ASCII = /[\u0080-\uffff]/;
const EVERY_NOT_ASCII = new RegExp(NOT_ASCII.source, 'g');

/** `json` with every character outside ASCII as its `\u` escape (JSON's syntax is ASCII, so only string contents change). */
const asciiJson = (json: string): string =>
  json.replace(EVERY_NOT_ASCII, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

/**
 * The JSON of a booking's detail (Get Booking's shape, and the `data` of its events) when it has no
 * adjustments, changes, payments, payment intents or refunds yet, from the JSON of its view (`text`): the empty lists go
 * where `detailWith` puts them, before `livemode` (no string value can contain the key as written
 * here), so the text is the one `JSON.stringify(detailWith(view, [], [], []))` gives.
 */
export function newDetailJson(text: string): string {
  const at = text.indexOf(LIVEMODE_KEY);
  if (at < 0) throw new Error('a booking view without livemode');
  return `${text.slice(0, at)}${NO_HISTORY}${text.slice(at)}`;
}
const LIVEMODE_KEY = ',"livemode":';
const NO_HISTORY = ',"adjustments":[],"change_log":[],"payments":[],"payment_intents":[],"refunds":[]';

/** The `,"customer":{…}` member of a view's JSON. */
const customerMember = (customer: BookingView['customer']): string => `,"customer":${JSON.stringify(customer)}`;

const CUSTOMER_KEY = ',"customer":';
const OVERDUE_KEY = ',"overdue":';
const NOT_OVERDUE = ',"overdue":false';
const OVERDUE = ',"overdue":true';

/** How a customer is shown in a view: its member, and that member followed by `overdue` false. */
export interface ShownCustomer {
  member: string;
  /** `member` and `,"overdue":false`, as one string made once: what a page sends there for most views. */
  asStored: string;
  /** `asStored` in ASCII, as a stored text holds it ({@link storedViewJson}); `asStored` itself when that is ASCII. */
  kept: string;
  /**
   * `asStored` as UTF-8 when it is not ASCII (a name with an accent), else undefined: a page then
   * copies these bytes in place of `kept` instead of encoding them for every row.
   */
  asStoredBytes: Uint8Array | undefined;
}

/** The {@link ShownCustomer} of a customer as shown (`customer`). */
export function shownCustomer(customer: BookingView['customer']): ShownCustomer {
  const member = customerMember(customer);
  const asStored = member + NOT_OVERDUE;
  const bytes = Buffer.from(asStored);
  if (bytes.length === asStored.length) return { member, asStored, kept: asStored, asStoredBytes: undefined };
  return { member, asStored, kept: asciiJson(asStored), asStoredBytes: bytes };
}

/** How a booking shows its customer as it is now: the embedded fields are strings, "" where it has none. */
export const currentCustomer = (c: {
  id: string;
  name: string;
  email: string | null;
  phone: string | null;
}): BookingView['customer'] => ({ id: c.id, name: c.name, email: c.email ?? '', phone: c.phone ?? '' });

interface ShownEntry {
  name: string;
  email: string | null;
  phone: string | null;
  shown: ShownCustomer;
}

/** Customers remembered at most; past that the memory starts again (a page shows at most 100). */
const SHOWN_KEPT = 10_000;
const shownById = new Map<string, ShownEntry>();

/**
 * The {@link ShownCustomer} of a customer as it is now (its columns as read), remembered by id with
 * the fields it was made from: list pages show the same customers page after page, and serialising
 * each one's member for every row was 4 % of a page's CPU. Made again when any field differs, so it
 * depends on the fields alone, never on which tenant or request asked first.
 */
export function shownCurrentCustomer(
  id: string,
  name: string,
  email: string | null,
  phone: string | null,
): ShownCustomer {
  const known = shownById.get(id);
  if (known !== undefined && known.name === name && known.email === email && known.phone === phone) return known.shown;
  const shown = shownCustomer(currentCustomer({ id, name, email, phone }));
  if (known === undefined && shownById.size >= SHOWN_KEPT) shownById.clear();
  shownById.set(id, { name, email, phone, shown });
  return shown;
}

/**
 * The JSON of a stored view as shown now, in pieces: `stored` as it is when it already holds the
 * customer as shown now and the booking is not `overdue`; else with those two members put in place
 * of the stored ones. The customer member follows `customer_id` and `overdue` follows it; a string
 * value cannot contain either key as written here (its quotes would be escaped), so the first match
 * of each is the key itself. The check compares a substring with `kept` (String.startsWith at an
 * offset measured four times slower, for a check made for every row of every page). A customer that
 * is not ASCII is served as its UTF-8 bytes in place of the stored escapes, so only ASCII is left to
 * encode (72 of the bench page's 100 views: encoding the page took 69 µs, and 32 µs so).
 */
export function servedView(stored: string, customer: ShownCustomer, overdue: boolean): JsonPiece[] {
  const at = stored.indexOf(CUSTOMER_KEY);
  if (at < 0) throw new Error('a stored booking view without customer');
  const end = at + customer.kept.length;
  if (!overdue && stored.substring(at, end) === customer.kept) {
    const bytes = customer.asStoredBytes;
    return bytes === undefined ? [stored] : [stored.slice(0, at), bytes, stored.slice(end)];
  }
  const flag = stored.indexOf(OVERDUE_KEY, at);
  if (flag < 0 || !stored.startsWith(NOT_OVERDUE, flag)) throw new Error('a stored booking view without overdue');
  return [
    stored.slice(0, at),
    customer.member,
    overdue ? OVERDUE : NOT_OVERDUE,
    stored.slice(flag + NOT_OVERDUE.length),
  ];
}
