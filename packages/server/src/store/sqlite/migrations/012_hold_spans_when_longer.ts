/**
 * 012: a hold's trigger writes its item's longest hold only when the hold is longer. The upsert of
 * 010 changed nothing for every other hold yet still dirtied the span's page, so every booking's
 * commit wrote it to the WAL again (measured: half of a booking's commit cost). PostgreSQL's 010
 * already reads first.
 */
const span = `CAST(ROUND((julianday(NEW.return_date) - julianday(NEW.pickup_date)) * 86400000) AS INTEGER)`;
const upsert = `INSERT INTO hold_spans (tenant_id, livemode, fleet_item_id, longest_ms)
    VALUES (NEW.tenant_id, NEW.livemode, NEW.fleet_item_id, ${span})
    ON CONFLICT (tenant_id, livemode, fleet_item_id) DO UPDATE SET longest_ms = excluded.longest_ms
     WHERE excluded.longest_ms > hold_spans.longest_ms;`;
const longer = `NOT EXISTS (
    SELECT 1 FROM hold_spans
     WHERE tenant_id = NEW.tenant_id AND livemode = NEW.livemode AND fleet_item_id = NEW.fleet_item_id
       AND longest_ms >= ${span})`;

export const sql = `
DROP TRIGGER hold_spans_insert;
CREATE TRIGGER hold_spans_insert AFTER INSERT ON unit_holds WHEN ${longer} BEGIN
  ${upsert}
END;
DROP TRIGGER hold_spans_update;
CREATE TRIGGER hold_spans_update AFTER UPDATE OF fleet_item_id, pickup_date, return_date ON unit_holds WHEN ${longer} BEGIN
  ${upsert}
END;
`;
