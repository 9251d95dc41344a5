/**
 * Catalog reads and writes beyond the generic ones: what pricing needs (active rules for some items,
 * active packages), coupons by code, and coupon redemption counts.
 */
import type { Scope } from '../../core/scope.js';
import type { CouponRecord, PackageRecord, PricingRuleRecord } from '../records.js';
import type { Row } from '../rows.js';
import { placeholders, type Sql } from '../sql.js';
import { COUPONS, PACKAGES, PRICING_RULES } from '../tables.js';
import { toRecord } from './resources.js';

export class CatalogQueries {
  constructor(private readonly sql: Sql) {}

  /** The active rules that are global or belong to one of `itemIds`, oldest first. */
  async activeRulesFor(scope: Scope, itemIds: readonly string[]): Promise<PricingRuleRecord[]> {
    const ids = [...new Set(itemIds)];
    const itemCondition = ids.length === 0 ? '' : ` OR fleet_item_id IN (${placeholders(ids.length)})`;
    const rows = await this.sql.all<Row<'pricing_rules'>>(
      `SELECT * FROM pricing_rules
        WHERE tenant_id = ? AND livemode = ? AND active = ? AND (fleet_item_id IS NULL${itemCondition})
        ORDER BY created_at, id`,
      [scope.tenantId, scope.livemode, true, ...ids],
    );
    return rows.map((r) => toRecord(PRICING_RULES, r));
  }

  /** The active packages, oldest first. */
  async activePackages(scope: Scope): Promise<PackageRecord[]> {
    const rows = await this.sql.all<Row<'packages'>>(
      'SELECT * FROM packages WHERE tenant_id = ? AND livemode = ? AND active = ? ORDER BY created_at, id',
      [scope.tenantId, scope.livemode, true],
    );
    return rows.map((r) => toRecord(PACKAGES, r));
  }

  /** The coupon with this code, matched case-insensitively. */
  async couponByCode(scope: Scope, code: string): Promise<CouponRecord | undefined> {
    const row = await this.sql.get<Row<'coupons'>>(
      'SELECT * FROM coupons WHERE tenant_id = ? AND livemode = ? AND lower(code) = lower(?)',
      [scope.tenantId, scope.livemode, code],
    );
    return row === undefined ? undefined : toRecord(COUPONS, row);
  }

  /** Whether another coupon than `exceptId` already has this code (case-insensitively). */
  async couponCodeTaken(scope: Scope, code: string, exceptId: string): Promise<boolean> {
    const row = await this.sql.get<{ id: string }>(
      'SELECT id FROM coupons WHERE tenant_id = ? AND livemode = ? AND lower(code) = lower(?) AND id <> ?',
      [scope.tenantId, scope.livemode, code, exceptId],
    );
    return row !== undefined;
  }

  /**
   * Count one redemption unless that would pass max_redemptions, as one conditional UPDATE, so
   * concurrent bookings never redeem past the limit. False when the coupon is exhausted.
   */
  async redeemCoupon(scope: Scope, couponId: string): Promise<boolean> {
    const n = await this.sql.run(
      `UPDATE coupons SET times_redeemed = times_redeemed + 1
        WHERE tenant_id = ? AND livemode = ? AND id = ?
          AND (max_redemptions IS NULL OR times_redeemed < max_redemptions)`,
      [scope.tenantId, scope.livemode, couponId],
    );
    return n === 1;
  }

  /** Give one redemption back (a cancelled booking), never below 0. A deleted coupon is left alone. */
  async releaseCoupon(scope: Scope, couponId: string): Promise<void> {
    await this.sql.run(
      `UPDATE coupons SET times_redeemed = CASE WHEN times_redeemed > 0 THEN times_redeemed - 1 ELSE 0 END
        WHERE tenant_id = ? AND livemode = ? AND id = ?`,
      [scope.tenantId, scope.livemode, couponId],
    );
  }
}
