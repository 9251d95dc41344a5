/** The storefront: publishable keys, the catalog, the price sheet and checkouts (requests and answers). */
import { z } from 'zod';
import { BookingSchema } from '../bookings/schemas.js';
import { LIMITS } from '../core/limits.js';
import type { Agree } from '../core/types.js';
import {
  amount,
  constraints,
  halfDayWindow,
  id,
  instant,
  livemode,
  paginationQuery,
  rentalWindow,
  text,
  timestamp,
  uniqueBy,
} from '../http/schemas.js';
import { Addon } from '../model/addon.js';
import { email } from '../model/customer.js';
import { FleetItem } from '../model/fleet-item.js';
import { Package } from '../model/package.js';
import { PublishableKey } from '../model/publishable-key.js';
import { recordSchema, schemaOnly } from '../model/record.js';
import { name } from '../model/values.js';
import { RuleSchema } from '../pricing/schemas.js';
import { ScheduleView } from '../tenants/schedule.js';
import { type priceSheet, STOREFRONT_ADDON_FIELDS, STOREFRONT_ITEM_FIELDS, type storefrontCatalog } from './catalog.js';
import type { checkoutView } from './checkouts.js';
import { MAX_CHECKOUT_LINE_UNITS, MAX_CHECKOUT_LINES } from './checkouts.js';

// ------------------------------------------------------------------------------- publishable keys
export const PublishableKeyCreate = PublishableKey.create;
export const PublishableKeyUpdate = PublishableKey.update;
export const PublishableKeySchema = PublishableKey.schema;
export const PublishableKeyListQuery = z.strictObject({ ...paginationQuery });

// ------------------------------------------------------------------------------- catalog and sheet
const StorefrontItemSchema = schemaOnly(FleetItem, STOREFRONT_ITEM_FIELDS, {
  id: 'StorefrontFleetItem',
  description: 'An active fleet item as a shop page shows it: its name and rates (the fields the engine prices with)',
});

const StorefrontAddonSchema = schemaOnly(Addon, STOREFRONT_ADDON_FIELDS, { id: 'StorefrontAddon' });

export const StorefrontCatalogSchema = z
  .strictObject({
    object: z.literal('storefront_catalog'),
    livemode,
    shop: z.strictObject({
      name: z.string(),
      time_zone: z.string().meta({ description: "The shop's IANA time zone: dates are its local days" }),
      currency: z.string().meta({ description: 'Lowercase ISO 4217, for showing amounts' }),
      schedule: ScheduleView,
    }),
    fleet_items: z.array(StorefrontItemSchema).meta({ description: 'Active items, oldest first (at most 1,000)' }),
    addons: z.array(StorefrontAddonSchema).meta({ description: 'Active add-ons, oldest first (at most 1,000)' }),
  })
  .meta({ id: 'StorefrontCatalog' });
const _catalog: Agree<z.output<typeof StorefrontCatalogSchema>, Awaited<ReturnType<typeof storefrontCatalog>>> = true;

export const PriceSheetSchema = z
  .strictObject({
    object: z.literal('price_sheet'),
    livemode,
    currency: z.string(),
    time_zone: z.string(),
    tax: z.strictObject({ rate_bps: z.int(), inclusive: z.boolean() }),
    service_fee: z.strictObject({ rate_bps: z.int(), payer: z.enum(['customer', 'tenant']) }),
    schedule: ScheduleView,
    fleet_items: z.array(StorefrontItemSchema),
    addons: z.array(StorefrontAddonSchema),
    packages: z.array(recordSchema(Package)).meta({ description: 'Active packages' }),
    rules: z.array(RuleSchema).meta({ description: 'Active rules, global or of a listed item, oldest first' }),
  })
  .meta({
    id: 'PriceSheet',
    description:
      "Everything the engine needs to price any cart of the shop's active items locally: `calculatePrice({item, " +
      'pickup_date, return_date, addons: [{addon, quantity}], rules, packages, tax, service_fee, time_zone, schedule, ' +
      'now})` over it equals POST /v1/pricing/calculate without a coupon. No coupons, customers or stock.',
  });
const _sheet: Agree<z.output<typeof PriceSheetSchema>, Awaited<ReturnType<typeof priceSheet>>> = true;

// ------------------------------------------------------------------------------- checkouts
const units = z.int().min(1).max(MAX_CHECKOUT_LINE_UNITS).default(1);

export const CheckoutCreate = z
  .strictObject({
    line_items: z
      .array(z.strictObject({ fleet_item_id: id, quantity: units }))
      .min(1)
      .max(MAX_CHECKOUT_LINES)
      .meta({ description: `1 to ${MAX_CHECKOUT_LINES} lines of 1 to ${MAX_CHECKOUT_LINE_UNITS} units` }),
    addons: z
      .array(z.strictObject({ addon_id: id, quantity: z.int().min(1).max(LIMITS.max_quantity).default(1) }))
      .max(LIMITS.max_addons)
      .optional(),
    coupon_code: z.string().min(1).max(LIMITS.max_id_length).nullable().optional(),
    pickup_date: instant,
    return_date: instant,
    half_day: z.boolean().optional().meta({
      description: 'Omitted: auto-detected (<= 5 h), as calculate and the engine do. true forces, false disables',
    }),
    customer: z
      .strictObject({ name, email, phone: text(LIMITS.max_phone).nullable().optional() })
      .meta({ description: 'Always stored as a new customer: a storefront never finds an existing one' }),
    expected_total: amount.optional().meta({
      description:
        'The total the shopper was shown (cents); another total is 409 price_changed with the new one in error.total',
    }),
  })
  .meta(
    constraints(rentalWindow(), halfDayWindow, uniqueBy('line_items', 'fleet_item_id'), uniqueBy('addons', 'addon_id')),
  );

export const CheckoutSchema = z
  .strictObject({
    id: z.string(),
    object: z.literal('checkout'),
    booking_id: z.string().meta({ description: 'The pending booking it made (the console lists it)' }),
    status: z.enum(['open', 'complete', 'expired', 'cancelled']).meta({
      description:
        'open: the booking is pending and held; complete: it was confirmed (paid, or by staff); expired: its hold ran ' +
        'out; cancelled: it was cancelled',
    }),
    expires_at: timestamp.nullable().meta({ description: 'While open, the hold ends then; null once it is not open' }),
    pickup_date: timestamp,
    return_date: timestamp,
    line_items: BookingSchema.shape.line_items,
    addons: BookingSchema.shape.addons,
    subtotal: z.int(),
    discount_amount: z.int(),
    tax_amount: z.int(),
    service_fee_amount: z.int(),
    total: z.int().meta({ description: 'The total that counts: the server priced it' }),
    amount_paid: z.int(),
    amount_owed: z.int(),
    deposit_hold_amount: z.int(),
    livemode,
    created_at: timestamp,
  })
  .meta({ id: 'Checkout' });
const _checkout: Agree<z.output<typeof CheckoutSchema>, ReturnType<typeof checkoutView>> = true;

export const CheckoutCreatedSchema = CheckoutSchema.extend({
  client_secret: z.string().meta({
    description:
      'Shown only here: send it as Rentline-Client-Secret with the publishable key to read the checkout and pay for its ' +
      'booking. Keep it in memory, never in a URL or storage.',
  }),
}).meta({ id: 'CheckoutCreated' });
