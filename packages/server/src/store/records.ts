/**
 * The records the store returns, typed per table, in the shape the API shows them (`object`,
 * `livemode`, booleans and id lists decoded). The features' response schemas are checked against
 * these types at compile time.
 */
import type { AddonRecord } from '../model/addon.js';
import type { CouponRecord } from '../model/coupon.js';
import type { CustomerRecord } from '../model/customer.js';
import type { FleetItemRecord, StoredRateTable } from '../model/fleet-item.js';
import type { LocationRecord } from '../model/location.js';
import type { PackageRecord } from '../model/package.js';
import type { PricingRuleRecord } from '../model/pricing-rule.js';
import type { PublishableKeyRecord } from '../model/publishable-key.js';
import type { RecordBase } from '../model/record.js';
import type { StaffRecord } from '../model/staff.js';
import type { EndpointDisabledReason, WebhookEndpointRecord } from '../model/webhook-endpoint.js';

export type {
  AddonRecord,
  CouponRecord,
  CustomerRecord,
  EndpointDisabledReason,
  FleetItemRecord,
  LocationRecord,
  PackageRecord,
  PricingRuleRecord,
  RecordBase,
  StaffRecord,
  StoredRateTable,
  WebhookEndpointRecord,
};

export type AdjustmentType = 'percent' | 'dollar';
export type AddonPricing = 'per_item' | 'per_day';
/** Every record kind kept by the generic resource queries. */
export type ResourceRecord =
  | FleetItemRecord
  | AddonRecord
  | PackageRecord
  | CouponRecord
  | CustomerRecord
  | LocationRecord
  | PricingRuleRecord
  | WebhookEndpointRecord
  | PublishableKeyRecord
  | StaffRecord;
