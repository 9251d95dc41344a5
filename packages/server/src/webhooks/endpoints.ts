/**
 * Webhook endpoints: create (the only answer but rotate-secret that shows the signing secret),
 * read, list, update (enabling one the server disabled clears why), delete (its pending deliveries
 * become failed), rotate the secret (optionally keeping the old one signing for a while), and the
 * `webhook_endpoint.disabled` event.
 */

import { SYSTEM } from '../core/actor.js';
import { notFound } from '../core/errors.js';
import { ID_PREFIX, newId, randomBase62 } from '../core/ids.js';
import type { PageRequest, Slice } from '../core/paging.js';
import { mapSlice } from '../core/paging.js';
import type { Scope } from '../core/scope.js';
import { emitEvent } from '../events/emit.js';
import { notifyOutboxOnCommit } from '../events/outbox.js';
import type { CreateOf, UpdateOf } from '../model/record.js';
import { WebhookEndpoint, type WebhookEndpointRecord } from '../model/webhook-endpoint.js';
import type { Tx } from '../store/store.js';
import { WEBHOOK_ENDPOINTS } from '../store/tables.js';

/** `whsec_` + 40 random base62 characters (about 238 bits). */
export function generateWebhookSecret(): string {
  return `whsec_${randomBase62(40)}`;
}

/** The endpoint as every answer but create and rotate-secret shows it: without `secret`. */
export type EndpointRecord = Omit<WebhookEndpointRecord, 'secret'>;

export function publicEndpoint(rec: WebhookEndpointRecord): EndpointRecord {
  const { secret: _secret, ...rest } = rec;
  return rest;
}

async function requireEndpoint(tx: Tx, scope: Scope, id: string): Promise<WebhookEndpointRecord> {
  return present(await tx.resources.get(WEBHOOK_ENDPOINTS, scope, id), id);
}

/** The endpoint `id` as read or written, 404 when there is none. */
function present(rec: WebhookEndpointRecord | undefined, id: string): WebhookEndpointRecord {
  if (rec === undefined) throw notFound(`No such webhook endpoint: '${id}'.`, 'id');
  return rec;
}

/** What a request may change: the fields Update takes (never the secret, nor why the server disabled it). */
const WRITABLE = new Set(Object.keys(WebhookEndpoint.update.shape));

export function createWebhookEndpoint(
  tx: Tx,
  scope: Scope,
  input: CreateOf<typeof WebhookEndpoint>,
  now: Date,
): Promise<WebhookEndpointRecord> {
  return tx.resources.insert(
    WEBHOOK_ENDPOINTS,
    scope,
    newId(ID_PREFIX.webhook_endpoint),
    { ...WebhookEndpoint.initial, ...input, secret: generateWebhookSecret() },
    now.toISOString(),
  );
}

export async function getWebhookEndpoint(tx: Tx, scope: Scope, id: string): Promise<EndpointRecord> {
  return publicEndpoint(await requireEndpoint(tx, scope, id));
}

export async function listWebhookEndpoints(tx: Tx, scope: Scope, page: PageRequest): Promise<Slice<EndpointRecord>> {
  return mapSlice(await tx.resources.list(WEBHOOK_ENDPOINTS, scope, page), publicEndpoint);
}

export async function updateWebhookEndpoint(
  tx: Tx,
  scope: Scope,
  id: string,
  patch: UpdateOf<typeof WebhookEndpoint>,
  now: Date,
): Promise<EndpointRecord> {
  const before = await requireEndpoint(tx, scope, id);
  const fields = Object.fromEntries(Object.entries(patch).filter(([k]) => WRITABLE.has(k)));
  const rec = present(await tx.resources.update(WEBHOOK_ENDPOINTS, scope, id, fields, now.toISOString()), id);
  if (patch.active === true && !before.active) {
    // Enabled again: no reason is left, the failing window starts afresh, and the deliveries held
    // while it was inactive are due again. (Made inactive by its owner, it keeps no reason at all.)
    await tx.webhooks.clearDisabled(scope, id);
    notifyOutboxOnCommit(tx);
    return publicEndpoint({ ...rec, disabled_reason: null, disabled_at: null });
  }
  return publicEndpoint(rec);
}

/** Delete the endpoint; its pending deliveries are marked failed (their history stays). */
export async function deleteWebhookEndpoint(tx: Tx, scope: Scope, id: string, now: Date) {
  await requireEndpoint(tx, scope, id);
  await tx.webhooks.failPendingDeliveries(scope, id, now.toISOString());
  await tx.resources.delete(WEBHOOK_ENDPOINTS, scope, id);
  return { id, object: WEBHOOK_ENDPOINTS.object, deleted: true as const };
}

/**
 * A new secret, effective for the next attempt of every delivery; returned once, here. With
 * `expirePreviousInSeconds` > 0 the secret it replaces keeps signing next to it until then (a second
 * `v1` in the header); a secret kept from an earlier rotation is dropped.
 */
export async function rotateWebhookSecret(
  tx: Tx,
  scope: Scope,
  id: string,
  now: Date,
  expirePreviousInSeconds = 0,
): Promise<WebhookEndpointRecord> {
  const before = await requireEndpoint(tx, scope, id);
  const rec = present(
    await tx.resources.update(WEBHOOK_ENDPOINTS, scope, id, { secret: generateWebhookSecret() }, now.toISOString()),
    id,
  );
  if (expirePreviousInSeconds > 0) {
    const until = new Date(now.getTime() + expirePreviousInSeconds * 1000).toISOString();
    await tx.webhooks.setPreviousSecret(scope, id, before.secret, until);
  } else await tx.webhooks.setPreviousSecret(scope, id, null, null);
  return rec;
}

/**
 * Tell the tenant's other endpoints that `id` was disabled: the event `webhook_endpoint.disabled`
 * carries it without its secret, and goes to the active endpoints of the mode subscribed to it (or to
 * `*`); the disabled one is inactive by now, so it never receives its own.
 */
export async function announceDisabled(tx: Tx, scope: Scope, id: string, at: string): Promise<void> {
  const rec = await tx.resources.get(WEBHOOK_ENDPOINTS, scope, id);
  if (rec === undefined) return;
  await emitEvent(tx, scope, 'webhook_endpoint.disabled', publicEndpoint(rec), at, SYSTEM.webhookWorker);
}
