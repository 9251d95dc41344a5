/**
 * Webhook endpoints: create (the only answer but rotate-secret that shows the signing secret),
 * read, list, update, delete (its pending deliveries become failed) and rotate the secret.
 */
import { notFound } from '../core/errors.js';
import { ID_PREFIX, newId, randomBase62 } from '../core/ids.js';
import type { PageRequest, Slice } from '../core/paging.js';
import { mapSlice } from '../core/paging.js';
import type { Scope } from '../core/scope.js';
import type { WebhookEndpointRow } from '../store/records.js';
import type { Tx } from '../store/store.js';
import { WEBHOOK_ENDPOINTS } from '../store/tables.js';
import { notifyOutboxOnCommit } from '../events/outbox.js';

/** `whsec_` + 40 random base62 characters (about 238 bits). */
export function generateWebhookSecret(): string {
  return `whsec_${randomBase62(40)}`;
}

/** The endpoint as every answer but create and rotate-secret shows it: without `secret`. */
export type EndpointRecord = Omit<WebhookEndpointRow, 'secret'>;

export function publicEndpoint(rec: WebhookEndpointRow): EndpointRecord {
  const { secret: _secret, ...rest } = rec;
  return rest;
}

async function requireEndpoint(tx: Tx, scope: Scope, id: string): Promise<WebhookEndpointRow> {
  const rec = await tx.resources.get(WEBHOOK_ENDPOINTS, scope, id);
  if (rec === undefined) throw notFound(`No such webhook endpoint: '${id}'.`, 'id');
  return rec;
}

export interface EndpointInput {
  url: string;
  events: string[];
  description?: string | null | undefined;
  active: boolean;
}

export function createWebhookEndpoint(
  tx: Tx,
  scope: Scope,
  input: EndpointInput,
  now: Date,
): Promise<WebhookEndpointRow> {
  return tx.resources.insert(
    WEBHOOK_ENDPOINTS,
    scope,
    newId(ID_PREFIX.webhook_endpoint),
    { ...input, description: input.description ?? null, secret: generateWebhookSecret() },
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
  patch: Partial<EndpointInput>,
  now: Date,
): Promise<EndpointRecord> {
  await requireEndpoint(tx, scope, id);
  const fields: Partial<EndpointInput> = {};
  for (const k of ['url', 'events', 'description', 'active'] as const)
    if (k in patch) Object.assign(fields, { [k]: patch[k] });
  const rec = (await tx.resources.update(
    WEBHOOK_ENDPOINTS,
    scope,
    id,
    fields,
    now.toISOString(),
  )) as WebhookEndpointRow;
  // Re-activated: deliveries held while inactive are due again.
  if (patch.active === true) notifyOutboxOnCommit(tx);
  return publicEndpoint(rec);
}

/** Delete the endpoint; its pending deliveries are marked failed (their history stays). */
export async function deleteWebhookEndpoint(tx: Tx, scope: Scope, id: string, now: Date) {
  await requireEndpoint(tx, scope, id);
  await tx.webhooks.failPendingDeliveries(scope, id, now.toISOString());
  await tx.resources.delete(WEBHOOK_ENDPOINTS, scope, id);
  return { id, object: WEBHOOK_ENDPOINTS.object, deleted: true as const };
}

/** A new secret, effective for the next attempt of every delivery; returned once, here. */
export async function rotateWebhookSecret(tx: Tx, scope: Scope, id: string, now: Date): Promise<WebhookEndpointRow> {
  await requireEndpoint(tx, scope, id);
  return (await tx.resources.update(
    WEBHOOK_ENDPOINTS,
    scope,
    id,
    { secret: generateWebhookSecret() },
    now.toISOString(),
  )) as WebhookEndpointRow;
}
