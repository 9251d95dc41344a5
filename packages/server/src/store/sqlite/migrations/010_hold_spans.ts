/**
 * 010: the longest hold each fleet item has had, so the availability check reads only the holds
 * that start within that span before the window: a hold that meets [from, to) starts before `to`
 * and after `from - longest`. Holds are indexed by pickup (the index by return read every hold that
 * ends after the window's start, which is every future booking of the item). The span only grows
 * (a shorter bound would miss holds; a longer one only reads a few more), kept by triggers on
 * unit_holds so no path can forget it.
 */
const span = `CAST(ROUND((julianday(NEW.return_date) - julianday(NEW.pickup_date)) * 86400000) AS INTEGER)`;
const upsert = `INSERT INTO hold_spans (tenant_id, livemode, fleet_item_id, longest_ms)
    VALUES (NEW.tenant_id, NEW.livemode, NEW.fleet_item_id, ${span})
    ON CONFLICT (tenant_id, livemode, fleet_item_id) DO UPDATE SET longest_ms = excluded.longest_ms
     WHERE excluded.longest_ms > hold_spans.longest_ms;`;

export const sql = `
CREATE TABLE hold_spans (
  tenant_id     TEXT NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  livemode      INTEGER NOT NULL,
  fleet_item_id TEXT NOT NULL,
  longest_ms    INTEGER NOT NULL,
  PRIMARY KEY (tenant_id, livemode, fleet_item_id)
) STRICT;
INSERT INTO hold_spans (tenant_id, livemode, fleet_item_id, longest_ms)
  SELECT tenant_id, livemode, fleet_item_id,
         MAX(CAST(ROUND((julianday(return_date) - julianday(pickup_date)) * 86400000) AS INTEGER))
    FROM unit_holds GROUP BY tenant_id, livemode, fleet_item_id;
CREATE TRIGGER hold_spans_insert AFTER INSERT ON unit_holds BEGIN
  ${upsert}
END;
CREATE TRIGGER hold_spans_update AFTER UPDATE OF fleet_item_id, pickup_date, return_date ON unit_holds BEGIN
  ${upsert}
END;
DROP INDEX unit_holds_item;
CREATE INDEX unit_holds_item ON unit_holds (tenant_id, livemode, fleet_item_id, pickup_date);
`;
