/**
 * @rentline/pricing-engine: Rentline's eight-stage rental pricing pipeline as pure, deterministic
 * functions. Integer cents in, integer cents out; no clock, no process time zone, no I/O.
 *
 * @packageDocumentation
 */

export { priceCalendar } from './calendar/index.js';
export { PriceCalendarInputSchema } from './calendar/schema.js';
export type * from './calendar-types.js';
export { type CountRentalDaysOptions, countRentalDays, HALF_DAY_MAX_MS, MAX_RENTAL_DAYS } from './days.js';
export { isPricingError, PRICING_ERROR_CODES, PricingError, type PricingErrorCode } from './errors.js';
export { parseLateFeePolicy, priceLateReturn } from './late-fee.js';
export { LIMITS } from './limits.js';
export { calculatePrice, priceCart } from './pipeline.js';
export { type CheckRentalLimitsOptions, checkRentalLimits } from './rental-limits.js';
export {
  type CheckOpeningHoursOptions,
  checkOpeningHours,
  DEFAULT_SCHEDULE,
  type ParseScheduleOptions,
  parseSchedule,
} from './schedule.js';
export {
  AddonSchema,
  AddonSelectionSchema,
  CartInputSchema,
  CartLineInputSchema,
  CouponSchema,
  FleetItemSchema,
  LateFeePolicySchema,
  LateReturnInputSchema,
  OpeningHoursSchema,
  PackageSchema,
  PriceInputSchema,
  PricingRuleSchema,
  RateTableSchema,
  ScheduleSchema,
  ServiceFeeSettingsSchema,
  TaxSettingsSchema,
} from './schemas.js';
export { type AddonsResult, priceAddons } from './stages/addons.js';
export { type BaseRate, type SelectRateOptions, selectRate } from './stages/base-rate.js';
export { type CouponResult, couponDiscount } from './stages/coupon.js';
export { type MultiDayDiscountInput, type MultiDayResult, multiDayDiscount } from './stages/multi-day.js';
export { type PackageResult, packageSavings } from './stages/package.js';
export { type SeasonalAdjustmentInput, type SeasonalResult, seasonalAdjustment } from './stages/seasonal.js';
export { computeServiceFee, type ServiceFeeResult } from './stages/service-fee.js';
export { computeTax } from './stages/tax.js';
export {
  formatInstant,
  isValidTimeZone,
  localDate,
  MAX_INSTANT_MS,
  MIN_INSTANT_MS,
  type ResolveInstantOptions,
  resolveInstant,
} from './time.js';
export type * from './types.js';
