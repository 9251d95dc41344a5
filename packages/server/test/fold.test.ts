/** Folding for search: plain text takes a short way, which must fold exactly as the whole way does. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fold, foldAny } from '../src/search/fold.js';

describe('fold', () => {
  it('folds plain text as the whole way does', () => {
    const plain = fc.string({ unit: fc.constantFrom(...' \t\n aAzZ09-_.@+()ÉéßØ\u0301\u0000'.split('')) });
    fc.assert(
      fc.property(fc.oneof(plain, fc.string(), fc.string({ unit: 'binary' })), (text) => {
        expect(fold(text)).toBe(foldAny(text));
      }),
      { numRuns: 2000 },
    );
  });

  it('folds as a reader types', () => {
    expect(fold('  BK_0Ab  ')).toBe('bk_0ab');
    expect(fold('Anna   GARCÍA')).toBe('anna garcia');
    expect(fold('Jürgen Weiß  Øster')).toBe('jurgen weiss oster');
  });
});
