/** `GET|PATCH /v1/tenant`: the tenant's settings in the key's mode. */
import { z } from 'zod';
import { LIMITS } from '../core/limits.js';
import {
  constraints,
  lateFeePolicy,
  lateFeePolicyInput,
  livemode,
  name,
  timestamp,
  timezone,
} from '../http/schemas.js';
import { ScheduleUpdate, ScheduleView } from './schedule.js';

const CURRENCIES = new Set(Intl.supportedValuesOf('currency'));

export const currency = z
  .string()
  .regex(/^[a-z]{3}$/, { message: 'must be a lowercase ISO 4217 code, e.g. usd' })
  .refine((c) => CURRENCIES.has(c.toUpperCase()), { message: 'must be an ISO 4217 currency code' })
  .meta({
    description: 'Lowercase ISO 4217 code, e.g. usd',
    ...constraints({ code: 'parameter_invalid', rule: "an ISO 4217 code the server's runtime knows (Intl)" }),
  });

const paymentsProvider = z.enum(['manual', 'test', 'stripe']);

export const TenantUpdate = z.strictObject({
  name: name.optional(),
  timezone: timezone.optional(),
  tax_rate_bps: z.int().min(0).max(LIMITS.max_bps).optional().meta({ description: 'Basis points: 825 = 8.25 %' }),
  tax_inclusive: z.boolean().optional(),
  service_fee_payer: z.enum(['customer', 'tenant']).optional(),
  currency: currency.optional(),
  pending_expiry_minutes: z
    .int()
    .min(1)
    .max(LIMITS.max_hold_minutes)
    .nullable()
    .optional()
    .meta({ description: 'Minutes a new pending booking holds its units in this mode; null: until it changes status' }),
  schedule: ScheduleUpdate.optional(),
  late_fee: lateFeePolicyInput
    .nullable()
    .optional()
    .meta({ description: 'The late-return fee policy of this mode, replaced whole; null: late returns cost nothing' }),
  payments: z
    .strictObject({
      provider: paymentsProvider.meta({
        description:
          'manual: payments are recorded (POST /v1/bookings/{id}/payments); test: the built-in simulated provider (test mode only); ' +
          "stripe: Stripe, on the connected account the operator set (the server's Stripe keys for the mode must be set)",
      }),
    })
    .optional()
    .meta({
      description:
        'Who takes payments in this mode; stripe_account is set by the operator only (rentline tenant update)',
      ...constraints({
        code: 'parameter_invalid',
        param: 'payments.provider',
        rule: 'live mode cannot use the test provider',
      }),
    }),
});

export const TenantSchema = z
  .strictObject({
    id: z.string(),
    object: z.literal('tenant'),
    name: z.string(),
    timezone: z.string(),
    tax_rate_bps: z.int(),
    tax_inclusive: z.boolean(),
    service_fee_payer: z.enum(['customer', 'tenant']),
    currency: z.string(),
    pending_expiry_minutes: z
      .int()
      .nullable()
      .meta({ description: 'Minutes a new pending booking holds its units in this mode; null: no expiry' }),
    schedule: ScheduleView,
    late_fee: lateFeePolicy
      .nullable()
      .meta({ description: 'The late-return fee policy of this mode (a fleet item may have its own); null: none' }),
    payments: z
      .strictObject({
        provider: paymentsProvider,
        stripe_account: z.string().nullable().meta({
          description: 'The Stripe connected account (acct_…) payments go to; read-only: set by the operator',
        }),
      })
      .meta({ id: 'PaymentsSetting', description: "Who takes this mode's payments" }),
    subscription_tier: z
      .enum(['starter', 'growth', 'enterprise'])
      .meta({ description: 'Read-only: set by the operator' }),
    livemode,
    created_at: timestamp,
    updated_at: timestamp,
  })
  .meta({ id: 'Tenant' });
