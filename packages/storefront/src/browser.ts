/**
 * The ready-made script (`dist/rentline-booking.js`, served by a Rentline server at
 * `/storefront/rentline-booking.js`): registers `<rentline-booking>`, talking by default to the
 * server the script came from, so a shop pastes one `<script>` and one element.
 */
import { defineRentlineBooking, setDefaultApiBase } from './element.js';

const script = typeof document === 'undefined' ? null : document.currentScript;
if (script instanceof HTMLScriptElement && script.src) setDefaultApiBase(new URL(script.src).origin);
defineRentlineBooking();
