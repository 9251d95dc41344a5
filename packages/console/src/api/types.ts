/** The API's records as the console uses them (all generated from the server's OpenAPI document). */
import type { InitArgs, paths, Schema } from '@rentline/client';

export type Booking = Schema<'Booking'>;
export type BookingDetail = Schema<'BookingWithHistory'>;
export type FleetItem = Schema<'FleetItem'>;
export type Addon = Schema<'Addon'>;
export type Customer = Schema<'Customer'>;
export type PricingRule = Schema<'PricingRule'>;
export type Package = Schema<'Package'>;
export type Coupon = Schema<'Coupon'>;
export type Downtime = Schema<'Downtime'>;
export type Unit = Schema<'Unit'>;
export type UnitCondition = Unit['condition'];
export type LateFeePolicy = Schema<'LateFeePolicy'>;
export type Schedule = Schema<'Schedule'>;
export type RateTable = NonNullable<FleetItem['rate_table']>;
export type Availability = Schema<'FleetItemAvailability'>;
export type PriceCalculation = Schema<'PriceCalculation'>;
export type BookingStatus = Booking['status'];

/** Every item of an async iterator (the client's `list` walks the pages). */
export async function all<T>(items: AsyncIterable<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const item of items) out.push(item);
  return out;
}

/**
 * Each record once, in first-seen order: a list walked page by page while records are added (a
 * customer created at the counter, newest first) can hand the same record on two pages.
 */
export function uniqueById<T extends { id: string }>(records: readonly T[]): T[] {
  const seen = new Set<string>();
  return records.filter((r) => !seen.has(r.id) && seen.add(r.id) !== undefined);
}

export type Location = Schema<'Location'>;
export type StaffMember = Schema<'StaffMember'>;

/** The JSON body an operation takes, as generated: `BodyOf<'/v1/coupons', 'post'>`. */
export type BodyOf<P extends keyof paths, M extends 'post' | 'patch'> = NonNullable<
  NonNullable<InitArgs<P, M>[0]> extends { body?: infer B } ? B : never
>;
