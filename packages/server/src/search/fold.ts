/**
 * Folding text for search: what is stored in a search document and what a query is matched as, so
 * that `garcia` finds "García", `MULLER` finds "Müller" and `5550101` finds "+1 555-0101". Both
 * stores match the folded texts byte for byte; only this function decides what is equal.
 *
 * - Unicode compatibility decomposition, then every combining mark dropped (é → e, ñ → n, ﬁ → fi);
 * - the letters that have no decomposition spelled as their base letters (ß → ss, ø → o, ł → l, …);
 * - lowercase; runs of white space as one space; control characters dropped.
 */

/** Letters that NFKD leaves whole, as a reader would type them without accents. */
const SPELLED: Readonly<Record<string, string>> = {
  ß: 'ss',
  ẞ: 'ss',
  æ: 'ae',
  Æ: 'ae',
  œ: 'oe',
  Œ: 'oe',
  ø: 'o',
  Ø: 'o',
  ł: 'l',
  Ł: 'l',
  đ: 'd',
  Đ: 'd',
  ð: 'd',
  Ð: 'd',
  þ: 'th',
  Þ: 'th',
  ı: 'i',
  ħ: 'h',
  Ħ: 'h',
};
const SPELLED_RE = new RegExp(`[${Object.keys(SPELLED).join('')}]`, 'gu');

/** Printable ASCII and spaces: nothing to decompose, spell out or drop. */
const PLAIN = /^[\x20-\x7e]*$/;

export function fold(text: string): string {
  // Most of what is folded is plain (every booking id, most emails): the same result without
  // decomposing it, which costs a booking create measurably.
  if (PLAIN.test(text)) return text.toLowerCase().replace(/ {2,}/g, ' ').trim();
  return foldAny(text);
}

/** {@link fold} of any text, the whole way. */
export function foldAny(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(SPELLED_RE, (c) => SPELLED[c] ?? c)
    .toLowerCase()
    .replace(/\p{Cc}/gu, '')
    .replace(/\s+/gu, ' ')
    .trim();
}

/** The digits of a phone number (`+1 (555) 010-1234` → `15550101234`), so any grouping of them matches. */
export const digitsOf = (text: string): string => text.replace(/\D/g, '');

/** Separates a document's fields, so no match spans two of them (a query cannot contain it). */
export const FIELD_SEPARATOR = '\u001f';

/** A search document's text: its fields folded, joined by the separator. */
export const documentText = (fields: readonly (string | null | undefined)[]): string =>
  fields
    .map((f) => fold(f ?? ''))
    .filter((f) => f !== '')
    .join(FIELD_SEPARATOR);

/** The text of a person for their search documents: name, email, phone as written and as digits. */
export const personText = (p: { name: string; email: string | null; phone: string | null }): string =>
  documentText([p.name, p.email, p.phone, p.phone === null ? null : digitsOf(p.phone)]);

/**
 * A query as it is matched: folded; a query of digits and phone punctuation only (`555-0101`,
 * `(555) 0101`) as its digits, which the documents hold too. Undefined when fewer than two
 * characters are left.
 */
export function needleOf(query: string): string | undefined {
  const folded = fold(query);
  const phoneLike = /^[\d\s()+\-./]+$/.test(folded) && /\d/.test(folded);
  const needle = phoneLike ? digitsOf(folded) : folded;
  return [...needle].length >= 2 ? needle : undefined;
}
