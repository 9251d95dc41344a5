/**
 * Payment intents, deposit holds, refunds and the provider events acted on. Every statement filters
 * on tenant_id and livemode, but the lookups of a provider's event (by the provider's account, mode
 * and reference: the event names no tenant) and the sweeper's read of the holds due across tenants.
 */
import type { Scope } from '../../core/scope.js';
import type { DepositStatus } from '../../model/deposit.js';
import type { Row } from '../rows.js';
import { asBool, placeholders, type Sql } from '../sql.js';

type Owned<T> = Omit<T, 'tenant_id' | 'livemode'>;
/** A payment intent's row as the features see it (the hidden columns included). */
export type IntentRow = Owned<Row<'payment_intents'>>;
export type DepositRow = Owned<Row<'deposits'>>;
export type RefundRow = Owned<Row<'refunds'>>;
export type ProviderEventRow = Owned<Row<'provider_events'>>;

/** A row found across tenants, with the scope it belongs to. */
export interface Scoped<T> {
  scope: Scope;
  row: T;
}

/** A deposit the sweeper has to look at: a live hold that is due to renew, expire or be released. */
export interface DueDeposit {
  tenant_id: string;
  livemode: boolean;
  booking_id: string;
}

const scoped = <T extends { tenant_id: string; livemode: unknown }>(r: T): Scoped<Owned<T>> => {
  const { tenant_id, livemode, ...row } = r;
  return { scope: { tenantId: tenant_id, livemode: asBool(livemode) }, row };
};

const LIVE = "('authorized', 'renewal_failed')";

export class PaymentQueries {
  constructor(private readonly sql: Sql) {}

  /** INSERT of every key of `row` plus tenant_id and livemode. */
  private async insert(table: string, scope: Scope, row: object): Promise<void> {
    const entries = Object.entries(row);
    await this.sql.run(
      `INSERT INTO ${table} (tenant_id, livemode, ${entries.map(([k]) => k).join(', ')})
       VALUES (?, ?, ${placeholders(entries.length)})`,
      [scope.tenantId, scope.livemode, ...entries.map(([, v]) => v)],
    );
  }

  /** UPDATE of the keys of `patch` on the row `id`; resolves with the rows changed. */
  private update(table: string, scope: Scope, id: string, patch: object, where = ''): Promise<number> {
    const entries = Object.entries(patch).filter(([, v]) => v !== undefined);
    return this.sql.run(
      `UPDATE ${table} SET ${entries.map(([k]) => `${k} = ?`).join(', ')}
        WHERE tenant_id = ? AND livemode = ? AND id = ?${where}`,
      [...entries.map(([, v]) => v), scope.tenantId, scope.livemode, id],
    );
  }

  /** The rows of `table` of some bookings, oldest first, grouped by booking id. */
  private async ofBookings<K extends 'payment_intents' | 'deposits' | 'refunds'>(
    table: K,
    scope: Scope,
    bookingIds: readonly string[],
  ): Promise<Map<string, Owned<Row<K>>[]>> {
    const out = new Map<string, Owned<Row<K>>[]>();
    if (bookingIds.length === 0) return out;
    const rows = await this.sql.all<Row<K>>(
      `SELECT * FROM ${table} WHERE tenant_id = ? AND livemode = ? AND booking_id IN (${placeholders(bookingIds.length)})
        ORDER BY booking_id, created_at, id`,
      [scope.tenantId, scope.livemode, ...bookingIds],
    );
    for (const id of bookingIds) out.set(id, []);
    for (const r of rows) {
      const { row } = scoped(r);
      out.get(row.booking_id)?.push(row);
    }
    return out;
  }

  private async one<K extends 'payment_intents' | 'refunds'>(
    table: K,
    scope: Scope,
    id: string,
  ): Promise<Owned<Row<K>> | undefined> {
    const row = await this.sql.get<Row<K>>(`SELECT * FROM ${table} WHERE tenant_id = ? AND livemode = ? AND id = ?`, [
      scope.tenantId,
      scope.livemode,
      id,
    ]);
    return row === undefined ? undefined : scoped(row).row;
  }

  // ----------------------------------------------------------------------------------------- intents

  insertIntent(scope: Scope, row: IntentRow): Promise<void> {
    return this.insert('payment_intents', scope, row);
  }

  async updateIntent(scope: Scope, id: string, patch: Partial<IntentRow>): Promise<void> {
    await this.update('payment_intents', scope, id, patch);
  }

  getIntent(scope: Scope, id: string): Promise<IntentRow | undefined> {
    return this.one('payment_intents', scope, id);
  }

  intentsOf(scope: Scope, bookingIds: readonly string[]): Promise<Map<string, IntentRow[]>> {
    return this.ofBookings('payment_intents', scope, bookingIds);
  }

  /** The intent that recorded the booking payment `paymentId`, if a provider took it. */
  async intentOfPayment(scope: Scope, paymentId: string): Promise<IntentRow | undefined> {
    const row = await this.sql.get<Row<'payment_intents'>>(
      'SELECT * FROM payment_intents WHERE tenant_id = ? AND livemode = ? AND payment_id = ?',
      [scope.tenantId, scope.livemode, paymentId],
    );
    return row === undefined ? undefined : scoped(row).row;
  }

  /**
   * The intent a provider's event is about: the provider's own id of it, on the account it was made
   * on, in the event's mode. Never by anything the event's metadata says.
   */
  intentByReference(
    provider: string,
    livemode: boolean,
    account: string | null,
    reference: string,
  ): Promise<Scoped<IntentRow> | undefined> {
    return this.byReference('payment_intents', provider, livemode, account, reference);
  }

  /** A row of `table` by the provider's id of it, on the account and in the mode it was made. */
  private async byReference<K extends 'payment_intents' | 'refunds'>(
    table: K,
    provider: string,
    livemode: boolean,
    account: string | null,
    reference: string,
  ): Promise<Scoped<Owned<Row<K>>> | undefined> {
    const row = await this.sql.get<Row<K>>(
      `SELECT * FROM ${table}
        WHERE provider = ? AND livemode = ? AND provider_reference = ? AND provider_account IS NOT DISTINCT FROM ?`,
      [provider, livemode, reference, account],
    );
    return row === undefined ? undefined : scoped(row);
  }

  // ---------------------------------------------------------------------------------------- deposits

  insertDeposit(scope: Scope, row: DepositRow): Promise<void> {
    return this.insert('deposits', scope, row);
  }

  /**
   * Change a live deposit; resolves false when it is no longer live (another transaction ended it):
   * the caller then acts on nothing.
   */
  async updateLiveDeposit(scope: Scope, id: string, patch: Partial<DepositRow>): Promise<boolean> {
    return (await this.update('deposits', scope, id, patch, ` AND status IN ${LIVE}`)) === 1;
  }

  /** The booking's live deposit (authorised, or its renewal refused), if any. */
  async liveDeposit(scope: Scope, bookingId: string): Promise<DepositRow | undefined> {
    const row = await this.sql.get<Row<'deposits'>>(
      `SELECT * FROM deposits WHERE tenant_id = ? AND livemode = ? AND booking_id = ? AND status IN ${LIVE}`,
      [scope.tenantId, scope.livemode, bookingId],
    );
    return row === undefined ? undefined : scoped(row).row;
  }

  /** Each booking's latest deposit (the one its `deposit` shows). */
  async latestDeposits(scope: Scope, bookingIds: readonly string[]): Promise<Map<string, DepositRow>> {
    const out = new Map<string, DepositRow>();
    for (const [id, rows] of await this.ofBookings('deposits', scope, bookingIds)) {
      const last = rows.at(-1);
      if (last !== undefined) out.set(id, last);
    }
    return out;
  }

  /**
   * Live deposits across tenants the sweeper must act on at `now`: a hold past its `capture_before`
   * (it expires), one due to renew on a booking that may still need it, one of a cancelled booking,
   * and one of a booking returned before `releaseBefore` (it is released). Soonest to lapse first.
   */
  async dueDeposits(now: string, releaseBefore: string, limit: number): Promise<DueDeposit[]> {
    const rows = await this.sql.all<{ tenant_id: string; livemode: unknown; booking_id: string }>(
      `SELECT d.tenant_id, d.livemode, d.booking_id FROM deposits d
         JOIN bookings b ON b.tenant_id = d.tenant_id AND b.livemode = d.livemode AND b.id = d.booking_id
        WHERE d.status IN ${LIVE}
          AND (d.capture_before <= ?
               OR (d.status = 'authorized' AND d.renew_at <= ? AND b.status IN ('confirmed', 'active', 'completed'))
               OR b.status = 'cancelled'
               OR (b.status = 'completed' AND b.returned_at <= ?))
        ORDER BY d.capture_before, d.id LIMIT ?`,
      [now, now, releaseBefore, limit],
    );
    return rows.map((r) => ({ tenant_id: r.tenant_id, livemode: asBool(r.livemode), booking_id: r.booking_id }));
  }

  /** Deposits of a booking in one status (tests and the sweeper's checks). */
  async depositsIn(scope: Scope, bookingId: string, status: DepositStatus): Promise<DepositRow[]> {
    const rows = await this.sql.all<Row<'deposits'>>(
      'SELECT * FROM deposits WHERE tenant_id = ? AND livemode = ? AND booking_id = ? AND status = ? ORDER BY created_at, id',
      [scope.tenantId, scope.livemode, bookingId, status],
    );
    return rows.map((r) => scoped(r).row);
  }

  // ----------------------------------------------------------------------------------------- refunds

  insertRefund(scope: Scope, row: RefundRow): Promise<void> {
    return this.insert('refunds', scope, row);
  }

  /** Settle a pending refund; resolves false when it was settled already (a repeated event). */
  async settleRefund(scope: Scope, id: string, patch: Partial<RefundRow>): Promise<boolean> {
    return (await this.update('refunds', scope, id, patch, " AND status = 'pending'")) === 1;
  }

  getRefund(scope: Scope, id: string): Promise<RefundRow | undefined> {
    return this.one('refunds', scope, id);
  }

  refundsOf(scope: Scope, bookingIds: readonly string[]): Promise<Map<string, RefundRow[]>> {
    return this.ofBookings('refunds', scope, bookingIds);
  }

  /** A provider's refund by its own id, on the account and in the mode it was made. */
  refundByReference(
    provider: string,
    livemode: boolean,
    account: string | null,
    reference: string,
  ): Promise<Scoped<RefundRow> | undefined> {
    return this.byReference('refunds', provider, livemode, account, reference);
  }

  // ------------------------------------------------------------------------------- provider events

  /**
   * Record that a provider's event was acted on; false when it already was (the provider repeated
   * it). In the transaction that acts on it, so the two commit together.
   */
  async recordProviderEvent(scope: Scope, row: ProviderEventRow): Promise<boolean> {
    const entries = Object.entries(row);
    const changed = await this.sql.run(
      `INSERT INTO provider_events (tenant_id, livemode, ${entries.map(([k]) => k).join(', ')})
       VALUES (?, ?, ${placeholders(entries.length)}) ON CONFLICT DO NOTHING`,
      [scope.tenantId, scope.livemode, ...entries.map(([, v]) => v)],
    );
    return changed === 1;
  }

  /** Forget provider events recorded before `before` (a provider stops repeating one within days). */
  pruneProviderEvents(before: string, limit: number): Promise<number> {
    return this.sql.run(
      `DELETE FROM provider_events WHERE (tenant_id, livemode, id) IN
         (SELECT tenant_id, livemode, id FROM provider_events WHERE created_at < ? ORDER BY created_at LIMIT ?)`,
      [before, limit],
    );
  }
}
