/**
 * A record declaration (`src/model/`) against a table as a migrated database has it: the same
 * columns, each of the declared SQL type, null allowed exactly where the declaration allows it.
 */
import { RECORD_MODELS } from '../src/model/all.js';

export interface DbColumn {
  name: string;
  /** As the database names it (`INTEGER`, `bigint`, `text`, `boolean`). */
  type: string;
  nullable: boolean;
}

/** The columns every tenant-owned record table has besides its declared fields. */
const BASE = {
  sqlite: [
    { name: 'tenant_id', type: 'TEXT', nullable: false },
    { name: 'livemode', type: 'INTEGER', nullable: false },
    { name: 'id', type: 'TEXT', nullable: false },
    { name: 'created_at', type: 'TEXT', nullable: false },
    { name: 'updated_at', type: 'TEXT', nullable: false },
  ],
  postgres: [
    { name: 'tenant_id', type: 'text', nullable: false },
    { name: 'livemode', type: 'boolean', nullable: false },
    { name: 'id', type: 'text', nullable: false },
    { name: 'created_at', type: 'text', nullable: false },
    { name: 'updated_at', type: 'text', nullable: false },
  ],
} as const;

const line = (c: DbColumn) => `${c.name} ${c.type}${c.nullable ? ' NULL' : ' NOT NULL'}`;

/** Per declared table: its columns as declared and as the database has them, one line each, sorted. */
export async function compareDeclarations(
  dialect: 'sqlite' | 'postgres',
  columnsOf: (table: string) => Promise<DbColumn[]>,
): Promise<{ table: string; declared: string[]; stored: string[] }[]> {
  const out = [];
  for (const model of RECORD_MODELS) {
    // Less the base columns its table does not have (an event's `updated_at`).
    const declared: DbColumn[] = BASE[dialect].filter((c) => !model.without.some((w) => w === c.name));
    for (const [name, { type, nullable }] of model.columns) declared.push({ name, type: type[dialect], nullable });
    out.push({
      table: model.table.table,
      declared: declared.map(line).sort(),
      stored: (await columnsOf(model.table.table)).map(line).sort(),
    });
  }
  return out;
}
