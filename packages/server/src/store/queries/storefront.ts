/**
 * The storefront's own statements: publishable keys written with their hash and found by it (across
 * tenants: the key names its tenant), and checkouts. Reads and writes of a key's shown fields go
 * through the generic resource queries.
 */
import type { Scope } from '../../core/scope.js';
import type { CheckoutRow } from '../../model/checkout.js';
import { PublishableKey, type PublishableKeyRecord } from '../../model/publishable-key.js';
import { asBool, type Sql } from '../sql.js';
import { ResourceQueries } from './resources.js';

/** What authenticating a publishable key needs of its row. */
export interface PublishableKeyAuthRow {
  id: string;
  tenant_id: string;
  livemode: boolean;
  active: boolean;
  allowed_origins: string[];
}

export class StorefrontQueries {
  private readonly resources: ResourceQueries;

  constructor(private readonly sql: Sql) {
    this.resources = new ResourceQueries(sql);
  }

  async insertPublishableKey(
    scope: Scope,
    row: { id: string; key: string; key_hash: string; allowed_origins: string[]; active: boolean },
    now: string,
  ): Promise<PublishableKeyRecord> {
    await this.sql.run(
      `INSERT INTO publishable_keys (tenant_id, livemode, id, key, allowed_origins, active, key_hash, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      [
        scope.tenantId,
        scope.livemode,
        row.id,
        row.key,
        JSON.stringify(row.allowed_origins),
        row.active,
        row.key_hash,
        now,
        now,
      ],
    );
    const inserted = await this.resources.get(PublishableKey.table, scope, row.id);
    if (inserted === undefined) throw new Error(`the publishable key inserted as ${row.id} is not there`);
    return inserted;
  }

  /** The key whose SHA-256 is `hash`, in any tenant and mode (the hash is unique). */
  async publishableKeyByHash(hash: string): Promise<PublishableKeyAuthRow | undefined> {
    const row = await this.sql.get<{
      id: string;
      tenant_id: string;
      livemode: unknown;
      active: unknown;
      allowed_origins: string;
    }>('SELECT id, tenant_id, livemode, active, allowed_origins FROM publishable_keys WHERE key_hash = ?', [hash]);
    if (row === undefined) return undefined;
    // Written by this module as a JSON list of strings.
    const origins: unknown = JSON.parse(row.allowed_origins);
    return {
      id: row.id,
      tenant_id: row.tenant_id,
      livemode: asBool(row.livemode),
      active: asBool(row.active),
      allowed_origins: Array.isArray(origins) ? origins.map(String) : [],
    };
  }

  async insertCheckout(scope: Scope, row: Omit<CheckoutRow, 'tenant_id' | 'livemode'>): Promise<void> {
    await this.sql.run(
      `INSERT INTO checkouts (tenant_id, livemode, id, booking_id, publishable_key_id, client_key, client_secret_hash,
         hold_limit_at, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      [
        scope.tenantId,
        scope.livemode,
        row.id,
        row.booking_id,
        row.publishable_key_id,
        row.client_key,
        row.client_secret_hash,
        row.hold_limit_at,
        row.created_at,
        row.updated_at,
      ],
    );
  }

  getCheckout(scope: Scope, id: string): Promise<CheckoutRow | undefined> {
    return this.sql.get<CheckoutRow>('SELECT * FROM checkouts WHERE tenant_id = ? AND livemode = ? AND id = ?', [
      scope.tenantId,
      scope.livemode,
      id,
    ]);
  }

  checkoutOfBooking(scope: Scope, bookingId: string): Promise<CheckoutRow | undefined> {
    return this.sql.get<CheckoutRow>(
      'SELECT * FROM checkouts WHERE tenant_id = ? AND livemode = ? AND booking_id = ?',
      [scope.tenantId, scope.livemode, bookingId],
    );
  }

  /**
   * How many checkouts of `clientKey` are open at `now`: their booking still pending and its hold
   * not run out. Only checkouts made since `since` can be (a hold lasts at most an hour, stretched
   * by half an hour at most), which keeps the read to the client's recent rows.
   */
  async openCheckouts(scope: Scope, clientKey: string, since: string, now: string): Promise<number> {
    const row = await this.sql.get<{ n: number | string }>(
      `SELECT count(*) AS n FROM checkouts c
         JOIN bookings b ON b.tenant_id = c.tenant_id AND b.livemode = c.livemode AND b.id = c.booking_id
        WHERE c.tenant_id = ? AND c.livemode = ? AND c.client_key = ? AND c.created_at >= ?
          AND b.status = 'pending' AND (b.expires_at IS NULL OR b.expires_at > ?)`,
      [scope.tenantId, scope.livemode, clientKey, since, now],
    );
    return Number(row?.n ?? 0);
  }
}
