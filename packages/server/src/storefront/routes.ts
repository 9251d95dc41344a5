/**
 * The storefront's routes: publishable keys (secret keys manage them), and what a shop's pages call
 * with one: the catalog, the price sheet and checkouts. A secret key may call all of them too.
 */
import type { CartSource } from '../bookings/create.js';
import { deleteResource, getResource, listResources, updateResource } from '../catalog/crud.js';
import type { Actor } from '../core/actor.js';
import { CLIENT_SECRET_HEADER, clientOf } from '../http/publishable.js';
import { listResult, type RouteDef, route } from '../http/route.js';
import { DeletedSchema, listOf } from '../http/schemas.js';
import type { PricingCache } from '../pricing/cache.js';
import { priceSheet, storefrontCatalog } from './catalog.js';
import { type CheckoutCaller, createCheckout, getCheckout } from './checkouts.js';
import { CREATE_CHECKOUT_EXAMPLE, CREATE_PUBLISHABLE_KEY_EXAMPLE } from './examples.js';
import { createPublishableKey, publishableKeys } from './keys.js';
import {
  CheckoutCreate,
  CheckoutCreatedSchema,
  CheckoutSchema,
  PriceSheetSchema,
  PublishableKeyCreate,
  PublishableKeyListQuery,
  PublishableKeySchema,
  PublishableKeyUpdate,
  StorefrontCatalogSchema,
} from './schemas.js';

const KEYS = '/v1/publishable-keys';
const KEYS_TAG = 'Publishable keys';
const TAG = 'Storefront';
const CHECKOUTS = '/v1/storefront/checkouts';

/** `cache`: where a checkout's booking takes its cart's pricing records from, as Create Booking does. */
export function storefrontRoutes(cache: PricingCache): RouteDef[] {
  const cart: CartSource = (tx, scope, itemIds, addonIds) => cache.cart(tx, scope, itemIds, addonIds);
  return [
    route({
      method: 'GET',
      path: KEYS,
      operationId: 'listPublishableKeys',
      summary: 'List publishable keys, newest first',
      tag: KEYS_TAG,
      list: true,
      query: PublishableKeyListQuery,
      response: listOf(PublishableKeySchema),
      handler: async ({ tx, scope, page }) => listResult(await listResources(tx, publishableKeys, scope, page)),
    }),
    route({
      method: 'POST',
      path: KEYS,
      operationId: 'createPublishableKey',
      summary: "Create a publishable key of this key's mode, for pages served from allowed_origins",
      tag: KEYS_TAG,
      example: CREATE_PUBLISHABLE_KEY_EXAMPLE,
      body: PublishableKeyCreate,
      response: PublishableKeySchema,
      status: 201,
      handler: async ({ tx, scope, body, now }) => ({
        status: 201,
        body: await createPublishableKey(tx, scope, body, now),
      }),
    }),
    route({
      method: 'GET',
      path: `${KEYS}/:id`,
      operationId: 'getPublishableKey',
      summary: 'Retrieve a publishable key',
      tag: KEYS_TAG,
      response: PublishableKeySchema,
      errors: [404],
      handler: async ({ tx, scope, params }) => ({ body: await getResource(tx, publishableKeys, scope, params.id) }),
    }),
    route({
      method: 'PATCH',
      path: `${KEYS}/:id`,
      operationId: 'updatePublishableKey',
      summary: 'Change allowed_origins or active (an inactive key is refused from the commit on)',
      tag: KEYS_TAG,
      body: PublishableKeyUpdate,
      response: PublishableKeySchema,
      errors: [404],
      handler: async ({ tx, scope, params, body, now }) => ({
        body: await updateResource(tx, publishableKeys, scope, params.id, body, now),
      }),
    }),
    route({
      method: 'DELETE',
      path: `${KEYS}/:id`,
      operationId: 'deletePublishableKey',
      summary: 'Delete a publishable key: pages using it are refused (401) from the commit on',
      tag: KEYS_TAG,
      response: DeletedSchema,
      errors: [404],
      handler: async ({ tx, scope, params }) => ({ body: await deleteResource(tx, publishableKeys, scope, params.id) }),
    }),
    route({
      method: 'GET',
      path: '/v1/storefront/catalog',
      operationId: 'getStorefrontCatalog',
      summary:
        "The shop as its customers see it: active items and add-ons, the shop's name, zone, currency and schedule",
      tag: TAG,
      response: StorefrontCatalogSchema,
      handler: async ({ tx, scope }) => ({ body: await storefrontCatalog(tx, scope) }),
    }),
    route({
      method: 'GET',
      path: '/v1/storefront/price-sheet',
      operationId: 'getStorefrontPriceSheet',
      summary: 'Everything the pricing engine needs to price any cart of the shop in the browser, exactly',
      tag: TAG,
      response: PriceSheetSchema,
      handler: async ({ tx, scope }) => ({ body: await priceSheet(tx, scope) }),
    }),
    route({
      method: 'POST',
      path: CHECKOUTS,
      operationId: 'createStorefrontCheckout',
      summary:
        'Book as a shopper: a new customer and a pending booking holding its units until the checkout expires, in one ' +
        'transaction',
      tag: TAG,
      example: CREATE_CHECKOUT_EXAMPLE,
      body: CheckoutCreate,
      response: CheckoutCreatedSchema,
      status: 201,
      errors: [409],
      handler: async ({ tx, scope, body, actor, now, request }) => ({
        status: 201,
        body: await createCheckout(tx, scope, body, callerOf(actor, request.address), now, cart),
      }),
    }),
    route({
      method: 'GET',
      path: `${CHECKOUTS}/:id`,
      operationId: 'getStorefrontCheckout',
      summary: "A checkout and its booking's totals (a publishable key sends the checkout's Rentline-Client-Secret)",
      tag: TAG,
      response: CheckoutSchema,
      errors: [404],
      handler: async ({ tx, scope, params, actor, now, request }) => ({
        body: await getCheckout(
          tx,
          scope,
          params.id,
          actor.type === 'publishable_key' ? request.header(CLIENT_SECRET_HEADER) : undefined,
          now,
        ),
      }),
    }),
  ];
}

/**
 * Who checks out: the credential and the client's address, hashed together (for a publishable key
 * the same client its limits count by).
 */
function callerOf(actor: Actor, address: string): CheckoutCaller {
  return {
    actor,
    publishableKeyId: actor.type === 'publishable_key' ? actor.id : null,
    client: clientOf(actor.id, address),
  };
}
