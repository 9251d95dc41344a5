/** Every code a {@link PricingError} can carry. Codes are data: match on them, not on messages. */
export const PRICING_ERROR_CODES = [
  'parameter_missing',
  'parameter_invalid',
  'parameter_unknown',
  'half_day_not_allowed',
  'resource_missing',
  'resource_inactive',
  'coupon_invalid',
  'coupon_inactive',
  'coupon_not_yet_valid',
  'coupon_expired',
  'coupon_exhausted',
  'coupon_not_applicable',
  'coupon_minimum_not_met',
  'amount_too_large',
  'outside_opening_hours',
  'rental_too_short',
  'rental_too_long',
  'pickup_too_soon',
] as const;

export type PricingErrorCode = (typeof PRICING_ERROR_CODES)[number];

const BRAND = Symbol.for('@rentline/pricing-engine/PricingError');

/**
 * The one error the engine throws for bad input. `code` says what is wrong, `param` names the input
 * field (dotted path, as the HTTP API reports it: `addons.1.addon_id`); `amount_too_large` has none.
 *
 * @example
 * try { calculatePrice(input) } catch (e) {
 *   if (isPricingError(e)) console.log(e.code, e.param) // "coupon_expired" "coupon_code"
 * }
 */
export class PricingError extends Error {
  readonly code: PricingErrorCode;
  readonly param: string | undefined;
  readonly [BRAND] = true;

  constructor(code: PricingErrorCode, message: string, param?: string) {
    super(message);
    this.name = 'PricingError';
    this.code = code;
    this.param = param;
  }

  /** A plain object with `code`, `message` and (when set) `param`. */
  toJSON(): { code: PricingErrorCode; message: string; param?: string } {
    return this.param === undefined
      ? { code: this.code, message: this.message }
      : { code: this.code, message: this.message, param: this.param };
  }
}

/** True for a {@link PricingError}, also across duplicate copies of the package (ESM and CJS). */
export function isPricingError(e: unknown): e is PricingError {
  return typeof e === 'object' && e !== null && (e as Record<symbol, unknown>)[BRAND] === true;
}

export function invalid(param: string | undefined, message: string): PricingError {
  return new PricingError('parameter_invalid', message, param);
}
