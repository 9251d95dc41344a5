/** A search query (`q`) as the lists take it. */
import { invalid } from '../core/errors.js';
import { needleOf } from './fold.js';

/** The folded needle of `q`; 400 `parameter_invalid` when fewer than two characters are left. */
export function needleFor(q: string): string {
  const needle = needleOf(q);
  if (needle === undefined) {
    throw invalid('parameter_invalid', 'q must have at least 2 characters besides spaces and accents.', 'q');
  }
  return needle;
}
