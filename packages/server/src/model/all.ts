/** Every declared record: the schema test holds each against the tables the migrations make. */
import { Addon } from './addon.js';
import { Checkout } from './checkout.js';
import { Coupon } from './coupon.js';
import { Customer } from './customer.js';
import { Deposit } from './deposit.js';
import { Event } from './event.js';
import { FleetItem } from './fleet-item.js';
import { Location } from './location.js';
import { Package } from './package.js';
import { PaymentIntent } from './payment-intent.js';
import { PricingRule } from './pricing-rule.js';
import { ProviderEvent } from './provider-event.js';
import { PublishableKey } from './publishable-key.js';
import type { RecordModel } from './record.js';
import { Refund } from './refund.js';
import { Staff } from './staff.js';
import { ModeSettings } from './tenant-settings.js';
import { Unit } from './unit.js';
import { WebhookEndpoint } from './webhook-endpoint.js';

export const RECORD_MODELS: readonly RecordModel[] = [
  FleetItem,
  Addon,
  Package,
  Coupon,
  Customer,
  Location,
  PublishableKey,
  Checkout,
  Staff,
  PaymentIntent,
  Deposit,
  Refund,
  ProviderEvent,
  PricingRule,
  WebhookEndpoint,
  Event,
  ModeSettings,
  Unit,
];
