/**
 * A webhook endpoint: a URL that receives the events it subscribes to, signed with its secret. The
 * secret is stored with the record but shown only by create and rotate-secret (every other answer is
 * the record without it); the server disables an endpoint that answers 410 or keeps failing, and says
 * why.
 */
import { z } from 'zod';
import { EVENT_TYPES } from '../core/event-types.js';
import { ID_PREFIX } from '../core/ids.js';
import { LIMITS } from '../core/limits.js';
import { f } from './field.js';
import { defineRecord, type RecordOf } from './record.js';
import { description, timestamp } from './values.js';

const MAX_URL_LENGTH = LIMITS.max_url_length;

/**
 * The characters of a URI (RFC 3986: unreserved, reserved, and `%` with two hex digits), which the
 * document's `format: uri` allows: a non-ASCII character, a space or a `<` inside is percent-encoded
 * by the sender, not by the WHATWG parser here, so the URL stored is the one the sender wrote.
 */
const URI_CHARACTERS = /^(?:[A-Za-z0-9\-._~:/?#[\]@!$&'()*+,;=]|%[0-9A-Fa-f]{2})*$/;

/** An absolute http(s) URI with a host, as the WHATWG URL parser reads it, without credentials. */
export function isWebhookUrl(s: string): boolean {
  if (!URI_CHARACTERS.test(s)) return false;
  let u: URL;
  try {
    u = new URL(s);
  } catch {
    return false;
  }
  // No credentials in the URL: they would be echoed by every read of the endpoint. Receivers
  // authenticate our requests by the signature.
  if (u.username !== '' || u.password !== '') return false;
  return (u.protocol === 'http:' || u.protocol === 'https:') && u.hostname !== '';
}

export const webhookUrl = z
  .string()
  .max(MAX_URL_LENGTH)
  .refine(isWebhookUrl, {
    message: 'must be an absolute http or https URL without credentials, its other characters percent-encoded',
  })
  .meta({
    format: 'uri',
    // http(s), a host with no user:password@, no surrounding whitespace (the refinement is the rule).
    pattern: '^[Hh][Tt][Tt][Pp][Ss]?://[^\\s/?#@]+([/?#].*)?(?<=\\S)$',
    description: 'Absolute http or https URL without credentials (user:password@) that receives the POSTs',
  });

const subscribedType = z.enum([...EVENT_TYPES, '*']);
const realKinds = { type: 'array', items: { type: 'string', enum: [...EVENT_TYPES] } };

/** Non-empty, no duplicates (param names the second), known kinds, or exactly `["*"]`. */
export const subscribedEvents = z
  .array(subscribedType)
  .min(1)
  .max(EVENT_TYPES.length)
  .superRefine((events, ctx) => {
    const seen = new Set<string>();
    events.forEach((e, i) => {
      if (seen.has(e)) ctx.addIssue({ code: 'custom', message: `${e} is listed twice`, path: [i], input: e });
      seen.add(e);
    });
    if (events.includes('*') && events.length > 1 && seen.size === events.length) {
      const i = events[0] === '*' ? 1 : events.indexOf('*');
      ctx.addIssue({ code: 'custom', message: '"*" must be the only entry', path: [i], input: events[i] });
    }
  })
  // What the refinement checks, for the document: distinct kinds, or "*" alone.
  .meta({
    description: 'Event kinds to receive (no duplicates), or ["*"] for all',
    uniqueItems: true,
    anyOf: [realKinds, { type: 'array', prefixItems: [{ const: '*' }], minItems: 1, maxItems: 1 }],
  });

/** `gone`: the receiver answered 410; `failing`: every attempt failed for the configured window. */
export const ENDPOINT_DISABLED_REASONS = ['gone', 'failing'] as const;
export type EndpointDisabledReason = (typeof ENDPOINT_DISABLED_REASONS)[number];

export const WebhookEndpoint = defineRecord({
  object: 'webhook_endpoint',
  table: 'webhook_endpoints',
  prefix: ID_PREFIX.webhook_endpoint,
  label: 'webhook endpoint',
  // The record as create and rotate-secret show it; every other answer is `WebhookEndpoint`, without the secret.
  schemaId: 'WebhookEndpointWithSecret',
  fields: {
    url: f.text(webhookUrl),
    events: f
      .json(subscribedEvents, z.array(subscribedType))
      .outputMeta({ description: 'The kinds it receives, or ["*"] for all' }),
    description: f.text(description).nullable().optional(),
    active: f.bool().default(true),
    disabled_reason: f
      .enum(ENDPOINT_DISABLED_REASONS)
      .nullable()
      .readOnly(null)
      .meta({
        description:
          'Why the server disabled it: gone (the receiver answered 410) or failing (every attempt failed for ' +
          'WEBHOOK_DISABLE_AFTER_HOURS); null if it never did or since it was re-enabled (also when you set active: false)',
      }),
    disabled_at: f
      .text(timestamp, timestamp)
      .nullable()
      .readOnly(null)
      .meta({ description: 'When the server disabled it; null with disabled_reason' }),
    secret: f.text(z.string()).readOnly('').meta({ description: 'whsec_…; returned only by create and rotate-secret' }),
    /** Since when every attempt has failed (null: the last one succeeded): what disabling counts from. */
    failing_since: f.text(z.string()).nullable().hidden(null),
    /** The secret a rotation replaced, signing next to the new one until it expires. */
    previous_secret: f.text(z.string()).nullable().hidden(null),
    previous_secret_expires_at: f.text(z.string()).nullable().hidden(null),
  },
});
/** A webhook endpoint as stored and as create and rotate-secret show it: with its signing secret. */
export type WebhookEndpointRecord = RecordOf<typeof WebhookEndpoint>;
