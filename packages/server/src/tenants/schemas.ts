/** `GET|PATCH /v1/tenant`: the tenant's settings in the key's mode. */
import { z } from 'zod';
import { constraints, lateFeePolicy, lateFeePolicyInput } from '../http/schemas.js';
import { updateSchemaWith } from '../model/record.js';
import { ModeSettings, PAYMENTS_PROVIDERS } from '../model/tenant-settings.js';
import { ScheduleUpdate, ScheduleView } from './schedule.js';

const paymentsProvider = z.enum(PAYMENTS_PROVIDERS);

/** The declared settings (`model/tenant-settings.ts`), then the fields the tenant feature maps itself. */
export const TenantUpdate = updateSchemaWith(ModeSettings, {
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

/** The declared settings' fields, shown flat between the tenant's id and the grouped fields. */
const { object, livemode, created_at, updated_at, ...declared } = ModeSettings.schema.shape;

export const TenantSchema = z
  .strictObject({
    // The tenant's id: the settings of a mode have none of their own.
    id: z.string(),
    object,
    ...declared,
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
    created_at,
    updated_at,
  })
  .meta({ id: 'Tenant' });
