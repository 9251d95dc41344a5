/**
 * The real record declarations (`src/model/`): what a few of them derive, where each uses a part of
 * `defineRecord` (`model.test.ts` shows the mechanism itself on records made up for the test).
 */
import { describe, expect, expectTypeOf, it } from 'vitest';
import { Customer, type CustomerRecord } from '../src/model/customer.js';
import { Event, type EventFields } from '../src/model/event.js';
import { PricingRule, type PricingRuleRecord } from '../src/model/pricing-rule.js';
import { type RowOf, type UpdateOf, updateSchemaWith } from '../src/model/record.js';
import { ModeSettings, type ModeSettingsFields } from '../src/model/tenant-settings.js';
import { Unit } from '../src/model/unit.js';
import { WebhookEndpoint, type WebhookEndpointRecord } from '../src/model/webhook-endpoint.js';

describe('record declarations', () => {
  it('a real declaration: the unit, whose fleet item is fixed and whose state the server keeps', () => {
    expect(Object.keys(Unit.create.shape)).toEqual(['fleet_item_id', 'identifier', 'serial_number', 'notes']);
    expect(Object.keys(Unit.update.shape)).toEqual(['identifier', 'serial_number', 'notes']);
    expect(Unit.hidden).toEqual({ ever_out: 'bool' });
    expect(Unit.initial).toEqual({
      status: 'available',
      condition: 'ok',
      booking_id: null,
      retired_at: null,
      retired_reason: null,
      ever_out: false,
    });
    expectTypeOf<UpdateOf<typeof Unit>>().toEqualTypeOf<{
      identifier?: string | undefined;
      serial_number?: string | null | undefined;
      notes?: string | null | undefined;
    }>();
  });

  it('a real declaration: the customer', () => {
    expectTypeOf<CustomerRecord>().toEqualTypeOf<{
      id: string;
      object: 'customer';
      name: string;
      email: string | null;
      phone: string | null;
      livemode: boolean;
      created_at: string;
      updated_at: string;
    }>();
    expect(Customer.create.safeParse({ name: 'Ada', email: 'not-an-email' }).success).toBe(false);
    expect(Customer.create.parse({ name: 'Ada' })).toEqual({ name: 'Ada' });
  });

  it('real declarations: a pricing rule shows weekdays only when set; an endpoint takes no secret', () => {
    expectTypeOf<PricingRuleRecord['weekdays']>().toEqualTypeOf<number[] | undefined>();
    expectTypeOf<PricingRuleRecord['days_threshold']>().toEqualTypeOf<number | null>();
    expect(PricingRule.create.parse({ type: 'seasonal', start_date: '2026-06-01', end_date: '2026-08-31' })).toEqual({
      type: 'seasonal',
      fleet_item_id: null,
      start_date: '2026-06-01',
      end_date: '2026-08-31',
      days_threshold: null,
      adjustment_type: 'percent',
      adjustment_value: 0,
      priority: 0,
      active: true,
    });
    expectTypeOf<WebhookEndpointRecord['secret']>().toEqualTypeOf<string>();
    expect(Object.keys(WebhookEndpoint.update.shape)).toEqual(['url', 'events', 'description', 'active']);
    for (const field of ['secret', 'disabled_reason', 'failing_since'])
      expect(WebhookEndpoint.update.safeParse({ [field]: null }).success).toBe(false);
    expect(Object.keys(WebhookEndpoint.hidden)).toEqual([
      'failing_since',
      'previous_secret',
      'previous_secret_expires_at',
    ]);
  });

  it('an event: never changed (no updated_at) and server-made, its actor stored in two hidden columns', () => {
    expect(Event.without).toEqual(['updated_at']);
    expect(Object.keys(Event.create.shape)).toEqual(['type', 'data']);
    expect(Event.hidden).toEqual({ actor_type: 'text', actor_id: 'text' });
    expect(Event.initial).toEqual({ actor_type: 'secret_key', actor_id: 'unknown' });
    expect(Object.keys(Event.schema.shape)).toEqual(['id', 'livemode', 'created_at', 'object', 'type', 'data']);
    const at = '2026-11-29T00:00:00.000Z';
    const event = { id: 'evt_1', object: 'event', type: 'booking.created', data: {}, livemode: true, created_at: at };
    expect(Event.schema.parse(event)).toEqual(event);
    // `data` is an object in the API (JSON text only in the row).
    expect(Event.schema.safeParse({ ...event, data: '{}' }).success).toBe(false);
    expectTypeOf<EventFields>().toEqualTypeOf<{
      id: string;
      object: 'event';
      type: string;
      data: object;
      livemode: boolean;
      created_at: string;
    }>();
    expectTypeOf<RowOf<typeof Event>['actor_type']>().toEqualTypeOf<
      'secret_key' | 'publishable_key' | 'staff' | 'system'
    >();
    expectTypeOf<RowOf<typeof Event>['data']>().toEqualTypeOf<string>();
    expectTypeOf<RowOf<typeof Event>>().not.toHaveProperty('updated_at');
  });

  it("a tenant's settings: one per mode (no id), the grouped columns hidden, the rest flat", () => {
    expect(ModeSettings.without).toEqual(['id']);
    const flat = ['name', 'timezone', 'tax_rate_bps', 'tax_inclusive', 'service_fee_payer', 'currency'];
    expect(Object.keys(ModeSettings.update.shape)).toEqual([...flat, 'pending_expiry_minutes']);
    expect(ModeSettings.initial).toEqual({
      schedule: null,
      late_fee_grace_minutes: 0,
      late_fee_per_hour: null,
      late_fee_per_day: null,
      late_fee_cap: null,
      payments_provider: 'manual',
      stripe_account: null,
    });
    expect(ModeSettings.columns.get('late_fee_cap')?.type.postgres).toBe('bigint');
    const update = updateSchemaWith(ModeSettings, {});
    expect(update.safeParse({ currency: 'USD' }).success).toBe(false);
    expect(update.safeParse({ pending_expiry_minutes: null, tax_rate_bps: 825 }).success).toBe(true);
    expect(update.safeParse({ stripe_account: 'acct_1' }).success).toBe(false);
    expectTypeOf<ModeSettingsFields>().toEqualTypeOf<{
      name: string;
      timezone: string;
      tax_rate_bps: number;
      tax_inclusive: boolean;
      service_fee_payer: 'customer' | 'tenant';
      currency: string;
      pending_expiry_minutes: number | null;
    }>();
    expectTypeOf<keyof RowOf<typeof ModeSettings>>().toEqualTypeOf<
      | 'tenant_id'
      | 'livemode'
      | 'created_at'
      | 'updated_at'
      | keyof ModeSettingsFields
      | 'schedule'
      | `late_fee_${'grace_minutes' | 'per_hour' | 'per_day' | 'cap'}`
      | 'payments_provider'
      | 'stripe_account'
    >();
  });
});
