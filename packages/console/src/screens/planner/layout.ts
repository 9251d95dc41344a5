/**
 * Where things go on the planner. The columns are the availability calendar's day slots, which are
 * the shop's local days (23 or 25 hours long across DST), and an instant is placed by the time
 * elapsed within its own day: a 23-hour day still fills exactly one column, and a booking that ends
 * at midnight ends at a column's edge, never inside the next day. Positions are layout only
 * (fractions of columns); no amount is ever computed here.
 */

export interface Column {
  start: string;
  end: string;
}

/** The fractional column of an instant: 2.375 is 09:00 on the third day. Clamped to the range. */
export function columnAt(ms: number, columns: readonly Column[]): number {
  const first = columns[0];
  const last = columns[columns.length - 1];
  if (first === undefined || last === undefined) return 0;
  if (ms <= Date.parse(first.start)) return 0;
  if (ms >= Date.parse(last.end)) return columns.length;
  for (let i = 0; i < columns.length; i++) {
    const c = columns[i] as Column;
    const start = Date.parse(c.start);
    const end = Date.parse(c.end);
    if (ms < end) return i + (ms - start) / (end - start);
  }
  return columns.length;
}

export interface Span {
  start: number;
  end: number;
}

/**
 * A lane for each span so that spans sharing a lane never overlap (greedy by start): bookings of an
 * item with several units stack instead of hiding each other. Returns the lane of each span, in order.
 */
export function assignLanes(spans: readonly Span[]): number[] {
  const order = spans.map((s, i) => ({ ...s, i })).sort((a, b) => a.start - b.start || a.end - b.end);
  const laneEnds: number[] = [];
  const lanes = new Array<number>(spans.length).fill(0);
  for (const s of order) {
    let lane = laneEnds.findIndex((end) => end <= s.start);
    if (lane === -1) lane = laneEnds.length;
    laneEnds[lane] = s.end;
    lanes[s.i] = lane;
  }
  return lanes;
}

/** CSS `left`/`width` percentages of a span over the columns. */
export function placement(span: Span, columns: readonly Column[]): { left: number; width: number } | null {
  const a = columnAt(span.start, columns);
  const b = columnAt(span.end, columns);
  if (b <= a) return null;
  const n = columns.length;
  return { left: (a / n) * 100, width: ((b - a) / n) * 100 };
}

/** A day cell of the planner: its item's row and its day's column. */
export interface CellAt {
  row: number;
  col: number;
}

/**
 * The cell an arrow key moves to from `at` on a grid of `rows` × `cols` (Home and End: the row's
 * first and last day); null for any other key. Moves stop at the edges rather than wrapping.
 */
export function moveCell(at: CellAt, key: string, rows: number, cols: number): CellAt | null {
  const clamp = (n: number, size: number) => Math.min(Math.max(n, 0), size - 1);
  switch (key) {
    case 'ArrowLeft':
      return { row: at.row, col: clamp(at.col - 1, cols) };
    case 'ArrowRight':
      return { row: at.row, col: clamp(at.col + 1, cols) };
    case 'ArrowUp':
      return { row: clamp(at.row - 1, rows), col: at.col };
    case 'ArrowDown':
      return { row: clamp(at.row + 1, rows), col: at.col };
    case 'Home':
      return { row: at.row, col: 0 };
    case 'End':
      return { row: at.row, col: cols - 1 };
    default:
      return null;
  }
}
