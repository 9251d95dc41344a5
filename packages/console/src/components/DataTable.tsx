/**
 * A table of records: column headers, one row a record with its first cell as the row's header. On a
 * narrow screen it scrolls sideways inside a named region that takes keyboard focus, so it can be
 * scrolled without a mouse.
 */
import type { ReactNode } from 'react';
import { Button } from 'react-aria-components';

export interface Column {
  label: string;
  /** Right-aligned, tabular figures (amounts, counts). */
  numeric?: boolean;
  /** Read by screen readers only (a column of buttons). */
  hidden?: boolean;
}

export interface TableRow {
  key: string;
  cells: ReactNode[];
  className?: string;
}

export function DataTable({
  label,
  columns,
  rows,
}: {
  label: string;
  columns: readonly Column[];
  rows: readonly TableRow[];
}) {
  const numeric = (i: number) => (columns[i]?.numeric ? 'num' : undefined);
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
    <section className="table-wrap" aria-label={label} tabIndex={0}>
      <table>
        <thead>
          <tr>
            {columns.map((c, i) => (
              <th key={c.label} scope="col" className={numeric(i)}>
                {c.hidden ? <span className="visually-hidden">{c.label}</span> : c.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.key} className={r.className}>
              {r.cells.map((cell, i) =>
                i === 0 ? (
                  // biome-ignore lint/suspicious/noArrayIndexKey: cells are positional
                  <th key={i} scope="row" className={numeric(i)}>
                    {cell}
                  </th>
                ) : (
                  // biome-ignore lint/suspicious/noArrayIndexKey: cells are positional
                  <td key={i} className={numeric(i)}>
                    {cell}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/** A record's name with its id under it, as the first cell of a row. */
export function NameWithId({ name, id }: { name: ReactNode; id: string }) {
  return (
    <>
      {name}
      <span className="muted small mono block">{id}</span>
    </>
  );
}

/** A record's status cell: "Active", or "Inactive" in grey. */
export const ActiveCell = ({ active }: { active: boolean }) =>
  active ? 'Active' : <span className="muted">Inactive</span>;

/** A row's Edit button, named for its record ("Edit Canoe"). */
export function EditButton({ name, onPress }: { name: string; onPress: () => void }) {
  return (
    <Button className="button secondary small" aria-label={`Edit ${name}`} onPress={onPress}>
      Edit
    </Button>
  );
}
