/**
 * @rentline/pricing-engine: Rentline's eight-stage rental pricing pipeline as pure, deterministic
 * functions. Integer cents in, integer cents out; no clock, no process time zone, no I/O.
 *
 * @packageDocumentation
 */
export { calculatePrice, priceCart } from './pipeline.js';
export { countRentalDays, MAX_RENTAL_DAYS, HALF_DAY_MAX_MS, type CountRentalDaysOptions } from './days.js';
export { selectRate, type BaseRate, type SelectRateOptions } from './stages/base-rate.js';
export { multiDayDiscount, type MultiDayDiscountInput, type MultiDayResult } from './stages/multi-day.js';
export { seasonalAdjustment, type SeasonalAdjustmentInput, type SeasonalResult } from './stages/seasonal.js';
export { priceAddons, type AddonsResult } from './stages/addons.js';
export { packageSavings, type PackageResult } from './stages/package.js';
export { couponDiscount, type CouponResult } from './stages/coupon.js';
export { computeTax } from './stages/tax.js';
export { computeServiceFee, type ServiceFeeResult } from './stages/service-fee.js';
export { PricingError, isPricingError, PRICING_ERROR_CODES, type PricingErrorCode } from './errors.js';
export {
  resolveInstant,
  formatInstant,
  localDate,
  isValidTimeZone,
  MIN_INSTANT_MS,
  MAX_INSTANT_MS,
  type ResolveInstantOptions,
} from './time.js';
export { LIMITS } from './limits.js';
export {
  checkOpeningHours,
  parseSchedule,
  DEFAULT_SCHEDULE,
  type CheckOpeningHoursOptions,
  type ParseScheduleOptions,
} from './schedule.js';
export { checkRentalLimits, type CheckRentalLimitsOptions } from './rental-limits.js';
export { priceLateReturn, parseLateFeePolicy } from './late-fee.js';
export {
  FleetItemSchema,
  PricingRuleSchema,
  AddonSchema,
  AddonSelectionSchema,
  PackageSchema,
  CouponSchema,
  TaxSettingsSchema,
  ServiceFeeSettingsSchema,
  PriceInputSchema,
  CartLineInputSchema,
  CartInputSchema,
  RateTableSchema,
  OpeningHoursSchema,
  ScheduleSchema,
  LateFeePolicySchema,
  LateReturnInputSchema,
} from './schemas.js';
export type * from './types.js';
