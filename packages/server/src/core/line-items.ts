/** What a request's line items must say of themselves, before any record is read. */
import { invalid } from './errors.js';

/**
 * Each fleet item is named by one line only: a second line of it is 400 `parameter_invalid`,
 * param `line_items.N.fleet_item_id` (N the second).
 */
export function checkListedOnce(lines: readonly { fleet_item_id: string }[]): void {
  const seen = new Set<string>();
  lines.forEach((line, i) => {
    if (seen.has(line.fleet_item_id)) {
      throw invalid(
        'parameter_invalid',
        `Fleet item ${line.fleet_item_id} is listed twice.`,
        `line_items.${i}.fleet_item_id`,
      );
    }
    seen.add(line.fleet_item_id);
  });
}
