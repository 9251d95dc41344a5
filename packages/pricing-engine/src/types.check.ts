/**
 * Compile-time only: the hand-written input types of `types.ts` must describe exactly what the zod
 * schemas of `schemas.ts` accept. Nothing imports this file, so it is in no bundle and in no `.d.ts`;
 * `tsc --noEmit` (the package's `typecheck`) checks it. A field missing, renamed, optional on one side
 * only, or of another type on either side fails the check with the names of the fields that differ.
 *
 * The record schemas are loose objects (extra fields allowed), so their input type carries a
 * `[key: string]: unknown` index signature; it is removed, at every depth, before comparing.
 */
import type { z } from 'zod';
import type {
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
import type {
  Addon,
  AddonSelection,
  CartInput,
  CartLineInput,
  Coupon,
  FleetItem,
  LateFeePolicy,
  LateReturnInput,
  OpeningHours,
  Package,
  PriceInput,
  PricingRule,
  RateTable,
  ResolvedLateFeePolicy,
  ResolvedSchedule,
  Schedule,
  ServiceFeeSettings,
  TaxSettings,
} from './types.js';

/** `T` without string or number index signatures, at every depth; arrays and `Date` kept as they are. */
type Plain<T> = T extends Date
  ? T
  : T extends readonly (infer U)[]
    ? Plain<U>[]
    : T extends object
      ? { [K in keyof T as string extends K ? never : number extends K ? never : K]: Plain<T[K]> }
      : T;

/** True when `A` and `B` are the same type (not merely assignable to each other). */
type Equals<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;

/** `true` when the two sides agree; otherwise the fields that differ, so the compiler error names them. */
type Agree<Hand, Schema extends z.ZodType> =
  Equals<Plain<Hand>, Plain<z.input<Schema>>> extends true
    ? true
    : {
        only_in_types_ts: Exclude<keyof Plain<Hand>, keyof Plain<z.input<Schema>>>;
        only_in_schema: Exclude<keyof Plain<z.input<Schema>>, keyof Plain<Hand>>;
        differing: {
          [K in keyof Plain<Hand> & keyof Plain<z.input<Schema>>]-?: Equals<
            Pick<Plain<Hand>, K>,
            Pick<Plain<z.input<Schema>>, K>
          > extends true
            ? never
            : K;
        }[keyof Plain<Hand> & keyof Plain<z.input<Schema>>];
      };

type Expect<T extends true> = T;

/** The parsed (output) side: what a schema returns with its defaults filled in. */
type AgreeOutput<Hand, Schema extends z.ZodType> = Equals<Plain<Hand>, Plain<z.output<Schema>>>;

export type TypesMatchSchemas = [
  Expect<Agree<FleetItem, typeof FleetItemSchema>>,
  Expect<Agree<PricingRule, typeof PricingRuleSchema>>,
  Expect<Agree<Addon, typeof AddonSchema>>,
  Expect<Agree<AddonSelection, typeof AddonSelectionSchema>>,
  Expect<Agree<Package, typeof PackageSchema>>,
  Expect<Agree<Coupon, typeof CouponSchema>>,
  Expect<Agree<TaxSettings, typeof TaxSettingsSchema>>,
  Expect<Agree<ServiceFeeSettings, typeof ServiceFeeSettingsSchema>>,
  Expect<Agree<PriceInput, typeof PriceInputSchema>>,
  Expect<Agree<CartLineInput, typeof CartLineInputSchema>>,
  Expect<Agree<CartInput, typeof CartInputSchema>>,
  Expect<Agree<RateTable, typeof RateTableSchema>>,
  Expect<Agree<OpeningHours, typeof OpeningHoursSchema>>,
  Expect<Agree<Schedule, typeof ScheduleSchema>>,
  Expect<AgreeOutput<ResolvedSchedule, typeof ScheduleSchema>>,
  Expect<Agree<LateFeePolicy, typeof LateFeePolicySchema>>,
  Expect<AgreeOutput<ResolvedLateFeePolicy, typeof LateFeePolicySchema>>,
  Expect<Agree<LateReturnInput, typeof LateReturnInputSchema>>,
];
