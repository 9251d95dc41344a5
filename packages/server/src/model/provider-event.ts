/**
 * A payment provider's event the server has acted on, by the provider's own event id: a provider
 * repeats an event until it is acknowledged, and one already recorded is acknowledged again without
 * acting twice. Recorded in the transaction that acted on it.
 */
import { z } from 'zod';
import { f } from './field.js';
import { defineRecord, type RecordOf } from './record.js';

export const ProviderEvent = defineRecord({
  object: 'provider_event',
  table: 'provider_events',
  // The id is the provider's (Stripe's evt_…), never one of ours.
  prefix: 'evt',
  label: 'provider event',
  schemaId: 'ProviderEvent',
  fields: {
    provider: f.enum(['stripe', 'test']),
    type: f.text(z.string()),
    provider_reference: f.text(z.string()).nullable().optional(),
    account: f.text(z.string()).nullable().optional(),
  },
});
export type ProviderEventRecord = RecordOf<typeof ProviderEvent>;
