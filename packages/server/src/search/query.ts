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

/** A query that is a whole booking id, as pasted (ids are case-sensitive; a part of one is matched folded). */
export function wholeId(q: string): string | undefined {
  const id = q.trim();
  return /^bk_[0-9A-Za-z]{20}$/.test(id) ? id : undefined;
}
