/**
 * 008: a version per tenant and mode for the records a process may keep in memory, as SQLite's 008.
 * The bump runs in a constraint trigger deferred to commit: the version row is locked last in every
 * transaction (after the fleet items, coupons and bookings it locks), so it adds no lock-order cycle,
 * and concurrent writers of one tenant queue on it only for the moment of their commit.
 */
import { C } from './types.js';

const TABLES = ['fleet_items', 'addons', 'packages', 'pricing_rules', 'coupons', 'tenant_settings', 'api_keys'];

export const sql = `
CREATE TABLE cache_versions (
  tenant_id ${C} NOT NULL,
  livemode  boolean NOT NULL,
  version   bigint NOT NULL,
  PRIMARY KEY (tenant_id, livemode)
);

CREATE FUNCTION cache_version_bump(t text, m boolean) RETURNS void LANGUAGE sql AS $$
  INSERT INTO cache_versions (tenant_id, livemode, version) VALUES (t, m, 1)
    ON CONFLICT (tenant_id, livemode) DO UPDATE SET version = cache_versions.version + 1;
$$;

CREATE FUNCTION cache_version_row() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM cache_version_bump(OLD.tenant_id, OLD.livemode);
  ELSE
    PERFORM cache_version_bump(NEW.tenant_id, NEW.livemode);
  END IF;
  RETURN NULL;
END $$;

CREATE FUNCTION cache_version_tenant() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM cache_version_bump(OLD.id, false);
  PERFORM cache_version_bump(OLD.id, true);
  RETURN NULL;
END $$;

${TABLES.map(
  (t) => `CREATE CONSTRAINT TRIGGER cache_version AFTER INSERT OR UPDATE OR DELETE ON ${t}
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION cache_version_row();`,
).join('\n')}
CREATE CONSTRAINT TRIGGER cache_version AFTER UPDATE OR DELETE ON tenants
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION cache_version_tenant();
`;
