/**
 * The row types of `src/store/rows.ts` as the TypeScript compiler sees them: for each table of
 * `Tables`, each column and whether its type admits null. The row tests compare them with the
 * columns of a freshly migrated database.
 */
import ts from 'typescript';

export type ColumnTypes = Map<string, Map<string, { nullable: boolean }>>;

export function rowTypes(): ColumnTypes {
  const file = new URL('../src/store/rows.ts', import.meta.url).pathname;
  // The ES library but no @types: a declared record's enum column is typed from a tuple (`as const`),
  // which without the library is an error type, so a nullable one would read as not null.
  const program = ts.createProgram([file], { strict: true, noEmit: true, lib: ['lib.es2022.d.ts'], types: [] });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(file);
  if (source === undefined) throw new Error(`cannot read ${file}`);
  let tables: ts.InterfaceDeclaration | undefined;
  ts.forEachChild(source, (node) => {
    if (ts.isInterfaceDeclaration(node) && node.name.text === 'Tables') tables = node;
  });
  if (tables === undefined) throw new Error('rows.ts declares no Tables');
  const out: ColumnTypes = new Map();
  for (const table of checker.getTypeAtLocation(tables).getProperties()) {
    const columns = new Map<string, { nullable: boolean }>();
    const rowType = checker.getTypeOfSymbolAtLocation(table, tables);
    for (const column of rowType.getProperties()) {
      const type = checker.getTypeOfSymbolAtLocation(column, tables);
      const parts = type.isUnion() ? type.types : [type];
      columns.set(column.name, { nullable: parts.some((t) => (t.flags & ts.TypeFlags.Null) !== 0) });
    }
    out.set(table.name, columns);
  }
  return out;
}

/** `table.column` entries, `?` marking a nullable one, sorted: one side of a comparison. */
export function describeColumns(tables: ColumnTypes): string[] {
  return [...tables]
    .flatMap(([table, columns]) =>
      [...columns].map(([column, { nullable }]) => `${table}.${column}${nullable ? '?' : ''}`),
    )
    .sort();
}
