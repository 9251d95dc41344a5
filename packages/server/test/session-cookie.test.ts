/**
 * The session cookie read from a `cookie` header: the header is scanned, not split into its
 * cookies, so this holds the scan to the plain reading (split at `;`, each name trimmed) over headers
 * of our cookie among others, near-namesakes, values with `=` and `;`, spaces and tabs around each.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sessionCookieName, sessionIdFrom } from '../src/http/session.js';

/** The reading the scan must equal. */
function reference(cookieHeader: string, https: boolean): string | undefined {
  const name = sessionCookieName(https);
  for (const part of cookieHeader.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== name) continue;
    const value = part.slice(eq + 1).trim();
    return /^[A-Za-z0-9_-]{43}$/.test(value) ? value : '';
  }
  return undefined;
}

const ID = 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_AbCdE';
const space = fc.constantFrom('', ' ', '  ', '\t', ' \t');
const name = fc.constantFrom(
  'rentline_session',
  '__Host-rentline_session',
  'xrentline_session',
  'rentline_sessionx',
  '__Host-rentline_sessionx',
  'theme',
  '',
);
const value = fc.constantFrom(ID, `${ID}x`, ID.slice(1), '', 'rentline_session=abc', 'a=b', '"quoted"', 'dark');
const cookie = fc
  .tuple(space, name, space, fc.boolean(), space, value, space)
  .map(([s1, n, s2, withEq, s3, v, s4]) => `${s1}${n}${s2}${withEq ? '=' : ''}${s3}${v}${s4}`);

describe('the session cookie in a cookie header', () => {
  it('is read as splitting the header at ";" reads it, over any mix of cookies', () => {
    fc.assert(
      fc.property(
        fc.array(cookie, { maxLength: 6 }),
        fc.constantFrom(';', '; ', ' ;', ';\t'),
        fc.boolean(),
        (cookies, sep, https) => {
          const header = cookies.join(sep);
          expect(sessionIdFrom(header, https)).toBe(reference(header, https));
        },
      ),
      { numRuns: 3000 },
    );
  });

  it('examples: the first of our name counts; a namesake, a value holding our name, or a bad id do not', () => {
    expect(sessionIdFrom(`theme=dark; rentline_session=${ID}`, false)).toBe(ID);
    expect(sessionIdFrom(`rentline_session=${ID}; rentline_session=other`, false)).toBe(ID);
    expect(sessionIdFrom(`a=rentline_session=${ID}`, false)).toBeUndefined();
    expect(sessionIdFrom(`xrentline_session=${ID}`, false)).toBeUndefined();
    expect(sessionIdFrom(`__Host-rentline_session=${ID}`, false)).toBeUndefined();
    expect(sessionIdFrom(`__Host-rentline_session=${ID}`, true)).toBe(ID);
    expect(sessionIdFrom('rentline_session=short', false)).toBe('');
    expect(sessionIdFrom('', false)).toBeUndefined();
  });
});
