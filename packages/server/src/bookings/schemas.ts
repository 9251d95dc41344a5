/** Bookings: requests, the list query and the booking as responses and events show it. */
import { z } from 'zod';
import { ACTOR_TYPES } from '../core/actor.js';
import { LIMITS } from '../core/limits.js';
import type { Agree } from '../core/types.js';
import {
  amount,
  constraints,
  description,
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
import { BookingDepositSchema, BookingIntentSchema, BookingRefundSchema } from '../payments/schemas.js';
import { searchQuery } from '../search/schemas.js';
import { BOOKING_STATUSES } from '../store/queries/bookings.js';
import { UnitSchema } from '../units/schemas.js';
import { BOOKING_EXAMPLE } from './examples.js';
import type { ReturnPreview } from './operations/return-preview.js';
import type { BookingDetailView, BookingView } from './views.js';

export const bookingStatus = z.enum(BOOKING_STATUSES);

/** Who made a change: a credential (its id) or the server itself (what acted, e.g. `expiry_sweeper`). */
export const ActorSchema = z
  .strictObject({
    type: z.enum(ACTOR_TYPES).meta({
      description:
        'secret_key, publishable_key, staff (a signed-in member) or system (the server: a sweeper, the webhook worker)',
    }),
    id: z.string().meta({
      description:
        "The API key's id (key_…), the publishable key's (pkey_…), the staff member's (stf_…), or for the server its task: expiry_sweeper, overdue_sweeper, webhook_worker; " +
        "for changes recorded before actors were: the mode's only key, else 'unknown'",
    }),
  })
  .meta({ id: 'Actor' });
const status = bookingStatus;
const quantity = z.int().min(1).max(LIMITS.max_quantity).default(1);
const notes = description.meta({ description: `Internal notes, at most ${LIMITS.max_description} code points` });

export const BookingCreate = z
  .strictObject({
    customer_id: id,
    pickup_date: instant,
    return_date: instant,
    line_items: z
      .array(
        z.strictObject({
          fleet_item_id: id,
          quantity,
          override_price: amount
            .nullable()
            .optional()
            .meta({ description: 'A fixed unit price; the line then gets no multi-day discount or seasonal change' }),
        }),
      )
      .min(1)
      .max(LIMITS.max_line_items),
    addons: z
      .array(z.strictObject({ addon_id: id, quantity }))
      .max(LIMITS.max_addons)
      .optional(),
    pickup_location_id: id.nullable().optional(),
    half_day: z.boolean().default(false).meta({ description: 'Default false: no half-day detection' }),
    coupon_code: z.string().min(1).max(LIMITS.max_id_length).nullable().optional(),
    notes: notes.nullable().optional(),
    hold_minutes: z.int().min(1).max(LIMITS.max_hold_minutes).optional().meta({
      description:
        "Minutes the new pending booking holds its units (it then expires unless paid or confirmed); default the tenant's pending_expiry_minutes",
    }),
  })
  .meta(
    constraints(rentalWindow(), halfDayWindow, uniqueBy('line_items', 'fleet_item_id'), uniqueBy('addons', 'addon_id')),
  );

export const BookingUpdate = z.strictObject({
  notes: notes.nullable().optional(),
  status: status.optional().meta({ description: 'A validated transition; the current status again is a no-op' }),
  pickup_location_id: id.nullable().optional(),
});

const pickupUnits = z
  .array(
    z.strictObject({
      line_item_id: id,
      unit_ids: z
        .array(id)
        .max(LIMITS.max_quantity)
        .meta({ description: "Exactly the line's quantity of distinct units" }),
    }),
  )
  .max(LIMITS.max_line_items);

export const BookingPickup = z.strictObject({
  picked_up_at: instant.optional().meta({ description: 'Default now; not in the future' }),
  units: pickupUnits
    .optional()
    .meta({ description: 'The units of each line of a fleet item tracked by units (every such line is named)' }),
});

export const BookingReturn = z
  .strictObject({
    returned_at: instant.optional().meta({ description: 'Default now; not before picked_up_at nor in the future' }),
    units: z
      .array(
        z.strictObject({
          unit_id: id,
          condition: z.enum(['ok', 'damaged', 'needs_inspection']).default('ok'),
          notes: text(2000).nullable().optional().meta({ description: "Stored as the unit's notes" }),
        }),
      )
      // At most as many as one line of a booking can have out: a unit not listed comes back ok, so a
      // list names the few that do not (a bound a generated client can fill, unlike lines × quantity).
      .max(LIMITS.max_quantity)
      .optional()
      .meta({
        description: `The condition of units out on the booking, each listed once (at most ${LIMITS.max_quantity}); a unit not listed comes back ok`,
      }),
    notes: notes.nullable().optional().meta({ description: "Stored as the booking's notes" }),
  })
  .meta(constraints(uniqueBy('units', 'unit_id')));

export const BookingCancel = z.strictObject({
  reason: text(LIMITS.max_description).nullable().optional().meta({ description: 'Stored as cancellation_reason' }),
});

export const BookingExtend = z.strictObject({
  new_return_date: instant.meta({ description: 'ISO 8601; must be after the current return date' }),
});

export const BookingSwap = z.strictObject({
  line_item_id: id.meta({ description: 'The line item to replace' }),
  new_fleet_item_id: id.meta({ description: 'The replacement fleet item' }),
});

export const PaymentCreate = z.strictObject({
  amount: amount.min(1).meta({ description: 'Cents, > 0 and at most amount_owed' }),
  method: text(LIMITS.max_payment_method, 1)
    .nullable()
    .optional()
    .meta({ description: 'Free text, e.g. card or cash' }),
  reference: text(LIMITS.max_payment_reference, 1)
    .nullable()
    .optional()
    .meta({ description: 'Your reference, e.g. a processor id' }),
});

export const BookingListQuery = z.strictObject({
  ...paginationQuery,
  status: status.optional(),
  customer_id: id.optional(),
  pickup_date_from: instant.optional().meta({ description: 'pickup_date >= this (a date alone: its start)' }),
  pickup_date_to: instant.optional().meta({ description: 'pickup_date <= this (a date alone: the end of that day)' }),
  return_date_from: instant.optional().meta({ description: 'return_date >= this (a date alone: its start)' }),
  return_date_to: instant.optional().meta({ description: 'return_date <= this (a date alone: the end of that day)' }),
  overdue: z.boolean().optional().meta({
    description:
      "true: only bookings overdue now (active, past return_date plus the tenant's late-fee grace); false: the rest",
  }),
  owes: z.boolean().optional().meta({
    description: 'true: only bookings that owe money (not cancelled, amount_owed > 0); false: the rest',
  }),
  q: searchQuery.optional().meta({
    description:
      "Find: any part of the customer's name, email or phone, of the booking id or of a unit's identifier picked up on it; " +
      'case and accents ignored (garcia finds García); a query of digits finds them in a phone however it is written',
  }),
});

/** What the counter records: when the booking was picked up and returned. */
const operationFields = {
  picked_up_at: timestamp.nullable().meta({ description: 'When it was picked up (it became active)' }),
  returned_at: timestamp.nullable().meta({ description: 'When it was returned (it became completed)' }),
};

const bookingFields = {
  id: z.string(),
  object: z.literal('booking'),
  status,
  customer_id: z.string(),
  customer: z.strictObject({
    id: z.string(),
    name: z.string(),
    email: z.string().meta({ description: 'the customer email, or "" when it has none' }),
    phone: z.string().meta({ description: 'the customer phone, or "" when it has none' }),
  }),
  overdue: z.boolean().meta({
    description: "Active and past return_date plus the tenant's late-fee grace (0 without a policy), judged now",
  }),
  pickup_date: timestamp,
  return_date: timestamp,
  pickup_location_id: z.string().nullable(),
  half_day: z.boolean(),
  subtotal: z.int(),
  tax_amount: z.int(),
  discount_amount: z.int(),
  service_fee_amount: z.int(),
  total: z.int(),
  amount_paid: z.int(),
  amount_owed: z.int().meta({ description: 'total - amount_paid; negative = credit due' }),
  deposit_hold_amount: z.int(),
  deposit: BookingDepositSchema,
  late_fee_amount: z
    .int()
    .meta({ description: 'The late fee charged at the return, tax included; 0 until a late return' }),
  coupon_id: z.string().nullable(),
  notes: z.string().nullable(),
  line_items: z.array(
    z.strictObject({
      id: z.string(),
      fleet_item_id: z.string(),
      fleet_item_name: z.string(),
      quantity: z.int(),
      unit_price: z.int(),
      override_price: z.int().nullable(),
      line_total: z.int(),
      unit_ids: z.array(z.string()).meta({ description: 'The units picked up on this line ([] until picked up)' }),
      rate_basis: z.enum(['half_day', 'hourly', 'daily', 'rate_table']).meta({
        description:
          "How stage 1 priced one unit: half_day, hourly, daily (the item's daily rates) or rate_table; " +
          'lines of bookings made before rate plans read half_day or daily',
        examples: ['daily'],
      }),
      hourly_units: z
        .int()
        .nullable()
        .meta({ description: 'Increments billed when rate_basis is hourly, else null', examples: [null] }),
    }),
  ),
  addons: z.array(
    z.strictObject({
      id: z.string(),
      addon_id: z.string(),
      addon_name: z.string(),
      quantity: z.int(),
      unit_price: z.int(),
      line_total: z.int(),
    }),
  ),
  cancellation_reason: z.string().nullable(),
  cancelled_at: timestamp.nullable(),
  expires_at: timestamp
    .nullable()
    .meta({ description: 'A pending booking holds its units until then; null: until it changes status' }),
  ...operationFields,
  livemode,
  created_at: timestamp,
  updated_at: timestamp,
};

export const BookingSchema = z.strictObject(bookingFields).meta({ id: 'Booking', examples: [BOOKING_EXAMPLE] });

export const BookingDetailSchema = z
  .strictObject({
    ...bookingFields,
    adjustments: z.array(
      z.strictObject({
        id: z.string(),
        type: z.enum(['extension', 'item_swap', 'late_fee', 'deposit_capture']),
        amount: z.int(),
        description: z.string(),
        created_at: timestamp,
        actor: ActorSchema,
      }),
    ),
    change_log: z.array(
      z.strictObject({
        id: z.string(),
        type: z.literal('item_swapped'),
        line_item_id: z.string(),
        from_fleet_item_id: z.string(),
        to_fleet_item_id: z.string(),
        previous_total: z.int(),
        new_total: z.int(),
        created_at: timestamp,
        actor: ActorSchema,
      }),
    ),
    payments: z.array(
      z.strictObject({
        id: z.string(),
        amount: z.int(),
        method: z.string().nullable(),
        reference: z.string().nullable(),
        created_at: timestamp,
        actor: ActorSchema,
      }),
    ),
    payment_intents: z
      .array(BookingIntentSchema)
      .meta({ description: 'Card payments and deposit holds through the payments provider, oldest first' }),
    refunds: z.array(BookingRefundSchema).meta({ description: 'Refunds of its payments, oldest first' }),
  })
  .meta({ id: 'BookingWithHistory' });

export const ReturnPreviewSchema = BookingDetailSchema.extend({
  units: z.array(UnitSchema).meta({ description: 'The units out on the booking, as the return would leave them' }),
}).meta({
  id: 'BookingReturnPreview',
  description:
    'The booking as the return with this body would leave it (status, late_fee_amount, totals, adjustments, ' +
    "and each unit's status and condition). Nothing is written: ids of records the return would create " +
    '(the late_fee adjustment) are made up for the preview.',
});

const _booking: Agree<z.output<typeof BookingSchema>, BookingView> = true;
const _detail: Agree<z.output<typeof BookingDetailSchema>, BookingDetailView> = true;
const _preview: Agree<z.output<typeof ReturnPreviewSchema>, ReturnPreview> = true;
