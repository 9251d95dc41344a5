/**
 * `@rentline/storefront/react`: `<RentlineBooking>` for React apps. A thin component over the
 * custom element: it registers `<rentline-booking>` once in the browser, renders it with the props
 * as its attributes (so a server render already holds the element and its attributes), and hands
 * the element's `rentline-checkout` event to `onCheckout`. React 18 and 19 both work: the event is
 * listened to through a ref, not through React's own custom-element event support (19 only).
 */
import {
  type CSSProperties,
  createElement,
  type ForwardedRef,
  forwardRef,
  useEffect,
  useImperativeHandle,
  useRef,
} from 'react';
import {
  type CheckoutEventDetail,
  defineRentlineBooking,
  type RentlineBooking as RentlineBookingElement,
} from './element.js';

export type { CheckoutEventDetail } from './element.js';

export interface RentlineBookingProps {
  /** A `pk_live_…`/`pk_test_…` key whose allowed origins include the page's. */
  publishableKey: string;
  /** The Rentline server (needed: a React app does not load the element from the server's script). */
  apiBase: string;
  /** A fleet item id: book only this item. */
  item?: string;
  /** `en-US`, `de-DE`, …; default the page's `<html lang>`, then the browser's language. */
  locale?: string;
  id?: string;
  className?: string;
  /** Where the `--rentline-*` custom properties can be set, among any other style. */
  style?: CSSProperties;
  /** A booking was made: the checkout, its booking, the server's total (cents) and the hold's end. */
  onCheckout?: (checkout: CheckoutEventDetail) => void;
}

function RentlineBookingWith(
  { publishableKey, apiBase, item, locale, id, className, style, onCheckout }: RentlineBookingProps,
  ref: ForwardedRef<RentlineBookingElement>,
) {
  const element = useRef<RentlineBookingElement | null>(null);
  useImperativeHandle(ref, () => element.current as RentlineBookingElement, []);
  // The latest callback, read when the event fires: a new function each render does not re-listen.
  const latest = useRef(onCheckout);
  latest.current = onCheckout;
  useEffect(() => {
    defineRentlineBooking();
    const el = element.current;
    if (el === null) return;
    const listener = (event: Event) => latest.current?.((event as CustomEvent<CheckoutEventDetail>).detail);
    el.addEventListener('rentline-checkout', listener);
    return () => el.removeEventListener('rentline-checkout', listener);
  }, []);
  return createElement('rentline-booking', {
    ref: element,
    'publishable-key': publishableKey,
    'api-base': apiBase,
    item,
    locale,
    id,
    // React writes `class` for `className` on custom elements only from 19 on; `class` works in both.
    class: className,
    style,
  });
}

/** `<rentline-booking>` as a React component; its ref is the element. */
export const RentlineBooking = forwardRef<RentlineBookingElement, RentlineBookingProps>(RentlineBookingWith);
RentlineBooking.displayName = 'RentlineBooking';
