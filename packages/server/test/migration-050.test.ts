/**
 * Migration 050 on SQLite makes the booking adjustments' table again to widen its type CHECK (SQLite
 * changes a CHECK no other way): it does so from the table's own stored statement, so a column some
 * other migration added before it, with its values and indexes, comes through; old rows keep every
 * value, and the new type is accepted.
 */
import { describe, expect, it } from 'vitest';
import { migrate, openConnection } from '../src/store/sqlite/connection.js';
import { MIGRATIONS } from '../src/store/sqlite/migrations/index.js';

describe('migration 050 (SQLite)', () => {
  it('widens the adjustment types and keeps every column, row and index the table had', () => {
    const db = openConnection(':memory:');
    try {
      migrate(
        db,
        MIGRATIONS.filter((m) => m.version < 50),
      );
      // As another migration before it might have: a column of its own, with an index.
      db.exec(`ALTER TABLE booking_adjustments ADD COLUMN approved_by TEXT NOT NULL DEFAULT 'unknown';
               CREATE INDEX booking_adjustments_approved ON booking_adjustments (approved_by);`);
      db.exec(`INSERT INTO tenants (id, name, subscription_tier, created_at, updated_at)
                 VALUES ('ten_1', 'T', 'starter', '2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z')`);
      // A booking with every required column filled, for the adjustment to belong to.
      const required = db
        .prepare<[], { name: string; type: string }>(
          `SELECT name, type FROM pragma_table_info('bookings') WHERE "notnull" = 1 AND dflt_value IS NULL`,
        )
        .all();
      const fixed: Record<string, unknown> = { tenant_id: 'ten_1', livemode: 0, id: 'bk_1', status: 'confirmed' };
      const values = required.map((c) => fixed[c.name] ?? (c.type === 'INTEGER' ? 0 : '2026-01-01T00:00:00.000Z'));
      db.prepare(
        `INSERT INTO bookings (${required.map((c) => c.name).join(', ')}) VALUES (${required.map(() => '?').join(', ')})`,
      ).run(...values);
      db.exec(`INSERT INTO booking_adjustments (tenant_id, livemode, id, booking_id, type, amount, description, created_at, actor_type, actor_id, approved_by)
                 VALUES ('ten_1', 0, 'adj_1', 'bk_1', 'late_fee', 540, 'Late', '2026-01-02T00:00:00.000Z', 'secret_key', 'key_1', 'stf_1')`);
      const columns = () =>
        db.prepare(`SELECT name, type, "notnull" FROM pragma_table_info('booking_adjustments')`).all();
      const before = columns();
      expect(migrate(db)).toEqual([50, 51]);
      expect(columns()).toEqual(before);
      expect(db.prepare('SELECT * FROM booking_adjustments').all()).toEqual([
        {
          tenant_id: 'ten_1',
          livemode: 0,
          id: 'adj_1',
          booking_id: 'bk_1',
          type: 'late_fee',
          amount: 540,
          description: 'Late',
          created_at: '2026-01-02T00:00:00.000Z',
          actor_type: 'secret_key',
          actor_id: 'key_1',
          approved_by: 'stf_1',
        },
      ]);
      const indexes = db
        .prepare(
          "SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'booking_adjustments' AND sql IS NOT NULL ORDER BY name",
        )
        .pluck()
        .all();
      expect(indexes).toEqual(['booking_adjustments_approved', 'booking_adjustments_booking']);
      const sql = db
        .prepare("SELECT sql FROM sqlite_master WHERE name = 'booking_adjustments'")
        .pluck()
        .get() as string;
      expect(sql).toContain("'late_fee', 'deposit_capture'");
      expect(sql).toContain('FOREIGN KEY');
      expect(sql).toContain('STRICT');
      expect(() => db.exec(`UPDATE booking_adjustments SET type = 'deposit_capture' WHERE id = 'adj_1'`)).not.toThrow();
      expect(() => db.exec(`UPDATE booking_adjustments SET type = 'bogus' WHERE id = 'adj_1'`)).toThrow(/CHECK/);
      expect(db.prepare('PRAGMA foreign_key_check').all()).toEqual([]);
    } finally {
      db.close();
    }
  });
});
