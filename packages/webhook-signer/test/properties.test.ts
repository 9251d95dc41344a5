import { sign, signAsync, verify, verifyAsync, WebhookVerificationError } from '@rentline/webhook-signer';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

const RUNS = 1000;
const bytes = fc.uint8Array({ maxLength: 512 });
const secret = fc.string({ minLength: 1, maxLength: 64 }).filter((s) => s.trim() !== '');
const timestamp = fc.integer({ min: 0, max: 99_999_999_999 });

function code(fn: () => void): string {
  try {
    fn();
  } catch (error) {
    if (error instanceof WebhookVerificationError) return error.code;
    throw error;
  }
  return 'ok';
}

/** Swaps one character of a string for a different one from `alphabet`. */
function mutate(text: string, index: number, alphabet: string, pick: number): string {
  const i = index % text.length;
  const choices = [...alphabet].filter((c) => c !== text[i]);
  return text.slice(0, i) + choices[pick % choices.length] + text.slice(i + 1);
}

describe('properties', () => {
  it('sign → verify round-trips for random bytes, secrets and timestamps', () => {
    fc.assert(
      fc.property(bytes, secret, timestamp, (body, key, t) => {
        const header = sign(body, key, { timestamp: t });
        expect(header).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
        verify(body, header, key, { now: t });
        verify(body, header, ['whsec_unrelated', key], { now: t });
      }),
      { numRuns: RUNS },
    );
  });

  it('sync and async paths agree byte for byte, and verify each other', async () => {
    await fc.assert(
      fc.asyncProperty(bytes, secret, timestamp, async (body, key, t) => {
        const header = sign(body, key, { timestamp: t });
        expect(await signAsync(body, key, { timestamp: t })).toBe(header);
        await verifyAsync(body, header, key, { now: t });
      }),
      { numRuns: RUNS },
    );
  });

  it('any single-byte change to the body fails', () => {
    fc.assert(
      fc.property(
        bytes.filter((b) => b.length > 0),
        secret,
        timestamp,
        fc.nat(),
        fc.integer({ min: 1, max: 255 }),
        (body, key, t, index, delta) => {
          const header = sign(body, key, { timestamp: t });
          const changed = body.slice();
          const i = index % changed.length;
          changed[i] = (changed[i]! + delta) & 0xff;
          expect(code(() => verify(changed, header, key, { now: t, tolerance: 0 }))).toBe('signature_mismatch');
        },
      ),
      { numRuns: RUNS },
    );
  });

  it('appending or removing a byte fails', () => {
    fc.assert(
      fc.property(bytes, secret, timestamp, fc.integer({ min: 0, max: 255 }), (body, key, t, extra) => {
        const header = sign(body, key, { timestamp: t });
        const longer = new Uint8Array([...body, extra]);
        expect(code(() => verify(longer, header, key, { tolerance: 0 }))).toBe('signature_mismatch');
        if (body.length > 0) {
          expect(code(() => verify(body.subarray(1), header, key, { tolerance: 0 }))).toBe('signature_mismatch');
        }
      }),
      { numRuns: RUNS },
    );
  });

  it('any single-character change to the timestamp fails (or is malformed)', () => {
    fc.assert(
      fc.property(bytes, secret, timestamp, fc.nat(), fc.nat(), (body, key, t, index, pick) => {
        const header = sign(body, key, { timestamp: t });
        const [tPart, vPart] = header.split(',') as [string, string];
        const digits = tPart.slice(2);
        const forged = `t=${mutate(digits, index, '0123456789', pick)},${vPart}`;
        const result = code(() => verify(body, forged, key, { tolerance: 0 }));
        // A leading zero makes the timestamp non-canonical: that is malformed, and rejected too.
        expect(['signature_mismatch', 'header_malformed']).toContain(result);
      }),
      { numRuns: RUNS },
    );
  });

  it('any single-character change to the signature fails', () => {
    fc.assert(
      fc.property(bytes, secret, timestamp, fc.nat(), fc.nat(), (body, key, t, index, pick) => {
        const header = sign(body, key, { timestamp: t });
        const sig = header.slice(header.indexOf('v1=') + 3);
        const forged = `t=${t},v1=${mutate(sig, index, '0123456789abcdef', pick)}`;
        expect(code(() => verify(body, forged, key, { tolerance: 0 }))).toBe('signature_mismatch');
        // Any change to an uppercase letter makes the value unusable instead.
        const upper = `t=${t},v1=${mutate(sig, index, 'ABCDEF', pick)}`;
        expect(code(() => verify(body, upper, key, { tolerance: 0 }))).toBe('signature_missing');
      }),
      { numRuns: RUNS },
    );
  });

  it('a different secret fails', () => {
    fc.assert(
      fc.property(bytes, secret, secret, timestamp, (body, key, other, t) => {
        fc.pre(key !== other);
        const header = sign(body, key, { timestamp: t });
        expect(code(() => verify(body, header, other, { tolerance: 0 }))).toBe('signature_mismatch');
      }),
      { numRuns: RUNS },
    );
  });

  it('the time check is two-sided and inclusive', () => {
    fc.assert(
      fc.property(
        timestamp,
        fc.integer({ min: 1, max: 3600 }),
        fc.integer({ min: -7200, max: 7200 }),
        (t, tolerance, skew) => {
          fc.pre(t + skew >= 0 && t + skew < 1e11); // now must look like seconds
          const header = sign('{}', 'whsec_k', { timestamp: t });
          const result = code(() => verify('{}', header, 'whsec_k', { now: t + skew, tolerance }));
          expect(result).toBe(Math.abs(skew) <= tolerance ? 'ok' : 'timestamp_outside_tolerance');
        },
      ),
      { numRuns: RUNS },
    );
  });
});
