/**
 * A checkout: a shopper's booking made through the storefront. The row ties the pending booking to
 * the credential and client address that made it (the open-checkout limit counts by them) and keeps
 * the hash of its client secret, the shopper's proof of owning it. Its status and totals are the
 * booking's, read when it is shown.
 */
import { z } from 'zod';
import { ID_PREFIX } from '../core/ids.js';
import { f } from './field.js';
import { defineRecord, type RecordOf, type RowOf } from './record.js';
import { timestamp } from './values.js';

export const Checkout = defineRecord({
  object: 'checkout',
  table: 'checkouts',
  prefix: ID_PREFIX.checkout,
  label: 'checkout',
  schemaId: 'CheckoutRecord',
  fields: {
    booking_id: f.text(z.string()).readOnly('').meta({ description: 'The pending booking the checkout made' }),
    publishable_key_id: f
      .text(z.string())
      .nullable()
      .readOnly(null)
      .meta({ description: 'The publishable key that made it (null: a secret key)' }),
    /** SHA-256 of the credential and the client address: whose open checkouts are counted together. */
    client_key: f.text(z.string()).hidden(''),
    /** SHA-256 of the client secret. */
    client_secret_hash: f.text(z.string()).hidden(''),
    /** The latest instant a payment still in progress may stretch the booking's hold to. */
    hold_limit_at: f.text(timestamp).hidden(''),
  },
});
export type CheckoutRow = RowOf<typeof Checkout>;
export type CheckoutRecord = RecordOf<typeof Checkout>;
