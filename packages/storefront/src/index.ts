/**
 * `@rentline/storefront`: the `<rentline-booking>` custom element for a shop's own pages. Call
 * `defineRentlineBooking()` once in the browser (or load the ready-made script
 * `@rentline/storefront/rentline-booking.js`, which does).
 */
export { ApiError, type Catalog, type CatalogItem, type Checkout, type PriceSheet, StorefrontApi } from './api.js';
export {
  type CheckoutEventDetail,
  defineRentlineBooking,
  MAX_QUANTITY,
  RentlineBooking,
  setDefaultApiBase,
} from './element.js';
export { type Choice, type LocalQuote, quoteLocally } from './quote.js';
export { formatMoney } from './text.js';
