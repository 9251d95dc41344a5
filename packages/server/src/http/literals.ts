/**
 * Number literals of a JSON text that are not written as integers. Every numeric field of the API is
 * an integer, but `JSON.parse` turns `1.0`, `1e3` and `99.99999999999999999` into integers silently;
 * the body reader records where such literals were written so validation can refuse them with the
 * field's `param`. The text has already been parsed by `JSON.parse`, so it is valid JSON: the scanner
 * only tracks the path (object keys, array indexes) and never has to report syntax errors.
 */

/** One literal with a fraction or an exponent: where it is, and how it was written. */
export interface InexactNumber {
  path: (string | number)[];
  literal: string;
}

const isDigitStart = (c: number) => c === 0x2d /* - */ || (c >= 0x30 && c <= 0x39);
const isNumberChar = (c: number) =>
  (c >= 0x30 && c <= 0x39) || c === 0x2d || c === 0x2b || c === 0x2e || c === 0x65 || c === 0x45;

interface Frame {
  kind: 'obj' | 'arr';
  /** The current key (objects) or index (arrays). */
  at: string | number;
  /** Object keys already seen in this object: a repeated key replaces the earlier value. */
  seen?: Set<string>;
}

/**
 * The number literals in `text` written with a fraction or an exponent, at the paths where they end
 * up in `JSON.parse(text)` (for a repeated key only the last value counts, as with `JSON.parse`).
 * Iterative, so a deep body cannot overflow the stack.
 */
export function inexactNumbers(text: string): InexactNumber[] {
  const found: InexactNumber[] = [];
  const stack: Frame[] = [];
  const path = () => stack.map((f) => f.at);
  let expectKey = false;
  let i = 0;
  const n = text.length;
  while (i < n) {
    const c = text.charCodeAt(i);
    if (c === 0x22 /* " */) {
      let j = i + 1;
      while (j < n && text.charCodeAt(j) !== 0x22) j += text.charCodeAt(j) === 0x5c ? 2 : 1;
      const top = stack[stack.length - 1];
      if (expectKey && top !== undefined) {
        const key = JSON.parse(text.slice(i, j + 1)) as string;
        if (top.seen?.has(key)) {
          // The earlier value under this key is discarded by JSON.parse: so are its findings.
          const prefix = [...path().slice(0, -1), key];
          for (let k = found.length - 1; k >= 0; k--) {
            const p = (found[k] as InexactNumber).path;
            if (prefix.every((x, idx) => p[idx] === x)) found.splice(k, 1);
          }
        }
        top.seen?.add(key);
        top.at = key;
        expectKey = false;
      }
      i = j + 1;
    } else if (c === 0x7b /* { */) {
      stack.push({ kind: 'obj', at: '', seen: new Set() });
      expectKey = true;
      i++;
    } else if (c === 0x5b /* [ */) {
      stack.push({ kind: 'arr', at: 0 });
      i++;
    } else if (c === 0x7d /* } */ || c === 0x5d /* ] */) {
      stack.pop();
      i++;
    } else if (c === 0x2c /* , */) {
      const top = stack[stack.length - 1];
      if (top?.kind === 'arr') top.at = (top.at as number) + 1;
      else expectKey = true;
      i++;
    } else if (isDigitStart(c)) {
      let j = i;
      while (j < n && isNumberChar(text.charCodeAt(j))) j++;
      const literal = text.slice(i, j);
      if (/[.eE]/.test(literal)) found.push({ path: path(), literal });
      i = j;
    } else {
      i++;
    }
  }
  return found;
}
