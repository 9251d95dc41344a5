/**
 * 010: the longest hold each fleet item has had, as SQLite's 010: the availability check reads only
 * the holds that start within that span before the window, by an index on pickup.
 */
import { C } from './types.js';

const span = (row: string) =>
  `round(extract(epoch FROM (${row}.return_date::timestamptz - ${row}.pickup_date::timestamptz)) * 1000)::bigint`;

export const sql = `
CREATE TABLE hold_spans (
  tenant_id     ${C} NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  livemode      boolean NOT NULL,
  fleet_item_id ${C} NOT NULL,
  longest_ms    bigint NOT NULL,
  PRIMARY KEY (tenant_id, livemode, fleet_item_id)
);
-- The plain read first: an upsert locks the span's row even when it changes nothing, and holds are
-- rewritten by every status change; only a hold longer than the longest takes the lock.
CREATE FUNCTION hold_spans_row() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ms bigint := ${span('NEW')};
BEGIN
  IF NOT EXISTS (SELECT 1 FROM hold_spans s
                  WHERE s.tenant_id = NEW.tenant_id AND s.livemode = NEW.livemode
                    AND s.fleet_item_id = NEW.fleet_item_id AND s.longest_ms >= ms) THEN
    INSERT INTO hold_spans (tenant_id, livemode, fleet_item_id, longest_ms)
      VALUES (NEW.tenant_id, NEW.livemode, NEW.fleet_item_id, ms)
      ON CONFLICT (tenant_id, livemode, fleet_item_id) DO UPDATE SET longest_ms = excluded.longest_ms
       WHERE excluded.longest_ms > hold_spans.longest_ms;
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER hold_spans_insert AFTER INSERT ON unit_holds
  FOR EACH ROW EXECUTE FUNCTION hold_spans_row();
CREATE TRIGGER hold_spans_update AFTER UPDATE OF fleet_item_id, pickup_date, return_date ON unit_holds
  FOR EACH ROW EXECUTE FUNCTION hold_spans_row();

-- After the triggers: creating them waits for the transactions writing holds and holds new ones
-- back until this commits (then they run the triggers), so this statement sees every hold the
-- triggers will not; the upsert keeps the larger either way.
INSERT INTO hold_spans (tenant_id, livemode, fleet_item_id, longest_ms)
  SELECT h.tenant_id, h.livemode, h.fleet_item_id, MAX(${span('h')})
    FROM unit_holds h GROUP BY h.tenant_id, h.livemode, h.fleet_item_id
  ON CONFLICT (tenant_id, livemode, fleet_item_id) DO UPDATE SET longest_ms = excluded.longest_ms
   WHERE excluded.longest_ms > hold_spans.longest_ms;

DROP INDEX unit_holds_item;
CREATE INDEX unit_holds_item ON unit_holds (tenant_id, livemode, fleet_item_id, pickup_date);
`;
