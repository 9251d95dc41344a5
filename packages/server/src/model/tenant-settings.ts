/**
 * A tenant's settings in one mode (test and live each have their own row, keyed by `tenant_id` and
 * `livemode`: no id of its own). Made with the tenant (CLI, demo); `PATCH /v1/tenant` updates them.
 *
 * The API (`GET|PATCH /v1/tenant`) shows the declared fields flat, and three fields of its own the
 * tenant feature maps from hidden columns: `schedule` (the stored JSON read through the engine, every
 * field filled in; null: the default schedule), `late_fee` (the four `late_fee_*` columns; both rates
 * null: no policy) and `payments` (`payments_provider` and `stripe_account`); the record's `id` is the
 * tenant's, and `subscription_tier` the tenant's own.
 */
import { z } from 'zod';
import { constraints } from '../core/constraints.js';
import { LIMITS } from '../core/limits.js';
import { f } from './field.js';
import { defineRecord, type RecordOf } from './record.js';
import { name, timezone } from './values.js';

const CURRENCIES = new Set(Intl.supportedValuesOf('currency'));

export const currency = z
  .string()
  .regex(/^[a-z]{3}$/, { message: 'must be a lowercase ISO 4217 code, e.g. usd' })
  .refine((c) => CURRENCIES.has(c.toUpperCase()), { message: 'must be an ISO 4217 currency code' })
  .meta({
    description: 'Lowercase ISO 4217 code, e.g. usd',
    ...constraints({ code: 'parameter_invalid', rule: "an ISO 4217 code the server's runtime knows (Intl)" }),
  });

export const FEE_PAYERS = ['customer', 'tenant'] as const;
export type FeePayer = (typeof FEE_PAYERS)[number];

/** Who takes a mode's payments: `manual` (recorded only), `test` or `stripe`. */
export const PAYMENTS_PROVIDERS = ['manual', 'test', 'stripe'] as const;
export type PaymentsProvider = (typeof PAYMENTS_PROVIDERS)[number];

export const ModeSettings = defineRecord({
  object: 'tenant',
  table: 'tenant_settings',
  prefix: 'ten',
  label: 'tenant',
  // `GET /v1/tenant` shows them as the `Tenant` (`tenants/schemas.ts`); this is the declaration's own.
  schemaId: 'TenantSettings',
  without: ['id'],
  // Every field is set when the tenant is made (`tenants/service.ts`), so each is required there.
  fields: {
    name: f.text(name),
    timezone: f.text(timezone),
    tax_rate_bps: f.int(z.int().min(0).max(LIMITS.max_bps)).inputMeta({ description: 'Basis points: 825 = 8.25 %' }),
    tax_inclusive: f.bool(),
    service_fee_payer: f.enum(FEE_PAYERS),
    currency: f.text(currency),
    pending_expiry_minutes: f
      .int(z.int().min(1).max(LIMITS.max_hold_minutes))
      .nullable()
      .inputMeta({
        description: 'Minutes a new pending booking holds its units in this mode; null: until it changes status',
      })
      .outputMeta({ description: 'Minutes a new pending booking holds its units in this mode; null: no expiry' }),
    // Shown as the grouped fields above; the initial values are the migrations' defaults.
    schedule: f.json(z.unknown(), z.unknown()).nullable().hidden(null),
    late_fee_grace_minutes: f.int(z.int()).hidden(0),
    late_fee_per_hour: f.amount(z.int()).nullable().hidden(null),
    late_fee_per_day: f.amount(z.int()).nullable().hidden(null),
    late_fee_cap: f.amount(z.int()).nullable().hidden(null),
    payments_provider: f.enum(PAYMENTS_PROVIDERS).hidden('manual'),
    // The Stripe connected account payments go to; set by the operator only.
    stripe_account: f.text(z.string()).nullable().hidden(null),
  },
});

/** The declared fields a mode's settings show flat (no `object`, `livemode` or stamps). */
export type ModeSettingsFields = Omit<
  RecordOf<typeof ModeSettings>,
  'object' | 'livemode' | 'created_at' | 'updated_at'
>;
