import {
  formatSignatureHeader,
  MAX_HEADER_LENGTH,
  MAX_SIGNATURES,
  parseSignatureHeader,
  WebhookVerificationError,
} from '@rentline/webhook-signer';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

const A = 'a'.repeat(64);
const B = '0123456789abcdef'.repeat(4);

function codeOf(header: unknown): string {
  try {
    parseSignatureHeader(header as string);
  } catch (error) {
    if (error instanceof WebhookVerificationError) return error.code;
    throw error;
  }
  return 'ok';
}

describe('parseSignatureHeader', () => {
  it('parses t and v1', () => {
    expect(parseSignatureHeader(`t=1700000000,v1=${A}`)).toEqual({ timestamp: 1700000000, signatures: [A] });
  });

  it('accepts keys in any order, several v1, and ignores unknown schemes', () => {
    expect(parseSignatureHeader(`v0=${B},v1=${A},t=12,v1=${B},x-future=abc`)).toEqual({
      timestamp: 12,
      signatures: [A, B],
    });
  });

  it('trims whitespace around the whole value only', () => {
    expect(parseSignatureHeader(` \tt=1,v1=${A} `).timestamp).toBe(1);
    expect(codeOf(`t=1, v1=${A}`)).toBe('header_malformed');
    expect(codeOf(`t=1,v1= ${A}`)).toBe('header_malformed');
  });

  it.each([
    [undefined, 'header_missing'],
    [null, 'header_missing'],
    ['', 'header_missing'],
    ['   ', 'header_missing'],
  ])('%j is header_missing', (header, code) => {
    expect(codeOf(header)).toBe(code);
  });

  it.each([
    [`v1=${A}`, 'no t'],
    [`t=abc,v1=${A}`, 'non-numeric t'],
    [`t=-1,v1=${A}`, 'negative t'],
    [`t=1.5,v1=${A}`, 'fractional t'],
    [`t=01,v1=${A}`, 'leading zero'],
    [`t=1e3,v1=${A}`, 'exponent'],
    [`t=1234567890123456,v1=${A}`, 'more than 15 digits'],
    [`t=1,t=1,v1=${A}`, 'two t'],
    [`t=,v1=${A}`, 'empty t'],
    [`t=1,v1`, 'pair without ='],
    [`t=1,,v1=${A}`, 'empty piece'],
    [`t=1,v1=${A},`, 'trailing comma'],
    [`,t=1,v1=${A}`, 'leading comma'],
    [`t=1,v1=${A}=`, 'second = in a value'],
    [`t=1,=abc,v1=${A}`, 'empty key'],
    [`t=1,v.1=abc,v1=${A}`, 'bad key character'],
    [`t=1,v1=${A};x`.replace(';', '\u00e9'), 'non-ASCII value'],
    [`t=1,v0=,v1=${A}`, 'empty unknown value'],
  ])('%s is header_malformed (%s)', (header) => {
    expect(codeOf(header)).toBe('header_malformed');
  });

  it('rejects non-string headers as malformed', () => {
    expect(codeOf(['t=1'])).toBe('header_malformed');
    expect(codeOf(42)).toBe('header_malformed');
  });

  it('bounds the header length', () => {
    const filler = `,v0=${'b'.repeat(64)}`;
    let header = `t=1,v1=${A}`;
    while (header.length + filler.length <= MAX_HEADER_LENGTH) header += filler;
    expect(header.length).toBeLessThanOrEqual(MAX_HEADER_LENGTH);
    expect(codeOf(header)).toBe('ok');
    expect(codeOf(`${header}${'x'.repeat(MAX_HEADER_LENGTH - header.length + 1)}`)).toBe('header_malformed');
  });

  it('checks the length before trimming', () => {
    expect(codeOf(' '.repeat(MAX_HEADER_LENGTH))).toBe('header_missing');
    expect(codeOf(' '.repeat(MAX_HEADER_LENGTH + 1))).toBe('header_malformed');
  });

  it('never throws anything but a WebhookVerificationError, whatever the input (fuzz)', () => {
    const pieces = fc.constantFrom('t', 'v1', 'v0', '=', ',', ' ', '1', '0', 'a', 'A', A, '\u00e9', '');
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ maxLength: 300 }),
          fc.array(pieces, { maxLength: 40 }).map((p) => p.join('')),
        ),
        (header) => {
          const code = codeOf(header);
          expect(['ok', 'header_missing', 'header_malformed', 'signature_missing']).toContain(code);
          if (code === 'ok') {
            const parsed = parseSignatureHeader(header);
            expect(Number.isSafeInteger(parsed.timestamp)).toBe(true);
            expect(parsed.signatures.every((sig) => /^[0-9a-f]{64}$/.test(sig))).toBe(true);
          }
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('bounds the number of v1 entries', () => {
    const many = (n: number) => [`t=1`, ...Array.from({ length: n }, () => `v1=${A}`)].join(',');
    expect(parseSignatureHeader(many(MAX_SIGNATURES)).signatures).toHaveLength(MAX_SIGNATURES);
    expect(codeOf(many(MAX_SIGNATURES + 1))).toBe('header_malformed');
  });

  it('signature_missing when no v1 is usable', () => {
    expect(codeOf('t=1')).toBe('signature_missing');
    expect(codeOf(`t=1,v0=${A}`)).toBe('signature_missing');
    expect(codeOf(`t=1,v1=${A.toUpperCase()}`)).toBe('signature_missing');
    expect(codeOf(`t=1,v1=${A.slice(1)}`)).toBe('signature_missing');
    expect(codeOf(`t=1,v1=${A}aa`)).toBe('signature_missing');
    expect(codeOf(`t=1,v1=${'g'.repeat(64)}`)).toBe('signature_missing');
  });

  it('keeps the usable v1 values when others are not', () => {
    expect(parseSignatureHeader(`t=1,v1=${B.toUpperCase()},v1=${A}`).signatures).toEqual([A]);
  });
});

describe('formatSignatureHeader', () => {
  it('round-trips through the parser', () => {
    const header = formatSignatureHeader(1700000000, [A, B]);
    expect(header).toBe(`t=1700000000,v1=${A},v1=${B}`);
    expect(parseSignatureHeader(header)).toEqual({ timestamp: 1700000000, signatures: [A, B] });
  });

  it('rejects bad input with TypeError', () => {
    expect(() => formatSignatureHeader(-1, [A])).toThrow(TypeError);
    expect(() => formatSignatureHeader(1.5, [A])).toThrow(TypeError);
    expect(() => formatSignatureHeader(1, [])).toThrow(TypeError);
    expect(() => formatSignatureHeader(1, [A.toUpperCase()])).toThrow(TypeError);
  });
});

describe('the fast path for the canonical header agrees with the general parser', () => {
  it('t=…,v1=… parses the same as the same header that only the general parser takes', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 999_999_999_999_999 }), fc.stringMatching(/^[0-9a-f]{64}$/), (t, sig) => {
        const canonical = `t=${t},v1=${sig}`;
        // Surrounding whitespace is trimmed by the general path only, so this takes it.
        expect(parseSignatureHeader(canonical)).toEqual(parseSignatureHeader(` ${canonical} `));
        expect(parseSignatureHeader(canonical)).toEqual({ timestamp: t, signatures: [sig] });
      }),
      { numRuns: 1000 },
    );
  });

  it('near-canonical headers still go through the full grammar', () => {
    expect(() => parseSignatureHeader('t=01,v1=' + 'a'.repeat(64))).toThrow(/malformed/);
    expect(() => parseSignatureHeader('t=1,v1=' + 'A'.repeat(64))).toThrow(WebhookVerificationError);
  });
});
