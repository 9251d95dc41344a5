/**
 * 008: a version per tenant and mode for the records a process may keep in memory (what a price
 * needs, and API keys). Every insert, update or delete of those tables bumps the version of the
 * row's tenant and mode in the same transaction, so a process that reads the version before reading
 * the records, and serves its copy only while the version is unchanged, never serves a copy older
 * than the last commit. A tenant row has no mode: it bumps both.
 */
const TABLES = ['fleet_items', 'addons', 'packages', 'pricing_rules', 'coupons', 'tenant_settings', 'api_keys'];

const bump = (tenant: string, livemode: string) =>
  `INSERT INTO cache_versions (tenant_id, livemode, version) VALUES (${tenant}, ${livemode}, 1)
    ON CONFLICT (tenant_id, livemode) DO UPDATE SET version = version + 1;`;

/** The triggers that bump the cache version on every change of `table` (a table rebuilt later makes them again). */
export const cacheVersionTriggers = (table: string): string[] =>
  (['INSERT', 'UPDATE', 'DELETE'] as const).map((op) => {
    const row = op === 'DELETE' ? 'OLD' : 'NEW';
    return `CREATE TRIGGER cache_version_${table}_${op.toLowerCase()} AFTER ${op} ON ${table} BEGIN
  ${bump(`${row}.tenant_id`, `${row}.livemode`)}
END;`;
  });

const triggers = [
  ...TABLES.flatMap(cacheVersionTriggers),
  ...(['UPDATE', 'DELETE'] as const).map((op) => {
    const row = op === 'DELETE' ? 'OLD' : 'NEW';
    return `CREATE TRIGGER cache_version_tenants_${op.toLowerCase()} AFTER ${op} ON tenants BEGIN
  ${bump(`${row}.id`, '0')}
  ${bump(`${row}.id`, '1')}
END;`;
  }),
];

export const sql = `
CREATE TABLE cache_versions (
  tenant_id TEXT NOT NULL,
  livemode  INTEGER NOT NULL CHECK (livemode IN (0, 1)),
  version   INTEGER NOT NULL,
  PRIMARY KEY (tenant_id, livemode)
) STRICT;
${triggers.join('\n')}
`;
