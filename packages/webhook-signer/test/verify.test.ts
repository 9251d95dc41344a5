import { createHmac } from 'node:crypto';
import {
  constructEvent,
  constructEventAsync,
  isWebhookVerificationError,
  sign,
  signAsync,
  type VerifyOptions,
  verify,
  verifyAsync,
  WEBHOOK_VERIFICATION_ERROR_CODES,
  type WebhookPayload,
  WebhookVerificationError,
} from '@rentline/webhook-signer';
import { describe, expect, it } from 'vitest';

const SECRET = 'whsec_test_secret';
const T = 1_700_000_000;
const EVENT = {
  id: 'evt_1',
  type: 'booking.created',
  data: { id: 'bk_1' },
  tenant_id: 'ten_1',
  created_at: '2026-01-01T00:00:00Z',
  livemode: false,
};
const BODY = JSON.stringify(EVENT);
const BOM = new Uint8Array([0xef, 0xbb, 0xbf]);
const enc = new TextEncoder();

/** Both implementations behind one async interface, so every case runs on each. */
const paths = [
  {
    name: 'node:crypto (sync)',
    sign: async (p: WebhookPayload, s: string, o?: { timestamp?: number }) => sign(p, s, o),
    verify: async (p: WebhookPayload, h: string | null | undefined, s: string | string[], o?: VerifyOptions) =>
      verify(p, h, s, o),
    constructEvent: async (p: WebhookPayload, h: string | null | undefined, s: string | string[], o?: VerifyOptions) =>
      constructEvent(p, h, s, o),
  },
  { name: 'Web Crypto (async)', sign: signAsync, verify: verifyAsync, constructEvent: constructEventAsync },
];

function hexHmac(secret: string, t: number, body: Uint8Array | string): string {
  return createHmac('sha256', secret).update(`${t}.`).update(body).digest('hex');
}

async function codeOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof WebhookVerificationError) return error.code;
    throw error;
  }
  return 'ok';
}

function concat(...parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let i = 0;
  for (const p of parts) {
    out.set(p, i);
    i += p.length;
  }
  return out;
}

describe.each(paths)('$name', (api) => {
  const at = { now: T };

  it('signs "<t>." + body with HMAC-SHA256 keyed by the whole secret, lowercase hex', async () => {
    expect(await api.sign(BODY, SECRET, { timestamp: T })).toBe(`t=${T},v1=${hexHmac(SECRET, T, BODY)}`);
  });

  it('defaults the timestamp to now, in seconds', async () => {
    const before = Math.floor(Date.now() / 1000);
    const header = await api.sign(BODY, SECRET);
    const t = Number(/^t=(\d+),/.exec(header)?.[1]);
    expect(t).toBeGreaterThanOrEqual(before);
    expect(t).toBeLessThanOrEqual(Math.floor(Date.now() / 1000));
    await expect(api.verify(BODY, header, SECRET)).resolves.toBeUndefined();
  });

  it('verifies and constructs the event', async () => {
    const header = await api.sign(BODY, SECRET, { timestamp: T });
    await expect(api.verify(BODY, header, SECRET, at)).resolves.toBeUndefined();
    await expect(api.constructEvent(BODY, header, SECRET, at)).resolves.toEqual(EVENT);
  });

  it('treats string, Uint8Array, Buffer, ArrayBuffer and DataView payloads as the same bytes', async () => {
    const bytes = enc.encode(BODY);
    const header = await api.sign(bytes, SECRET, { timestamp: T });
    expect(await api.sign(BODY, SECRET, { timestamp: T })).toBe(header);
    expect(await api.sign(Buffer.from(BODY), SECRET, { timestamp: T })).toBe(header);
    for (const payload of [BODY, bytes, Buffer.from(BODY), bytes.slice().buffer]) {
      await expect(api.verify(payload, header, SECRET, at)).resolves.toBeUndefined();
    }
    // A view into a larger buffer uses only its own bytes.
    const padded = concat(enc.encode('xx'), bytes, enc.encode('yy'));
    const view = padded.subarray(2, 2 + bytes.length);
    await expect(api.verify(view, header, SECRET, at)).resolves.toBeUndefined();
    const dataView = new DataView(padded.buffer, 2, bytes.length);
    await expect(api.verify(dataView, header, SECRET, at)).resolves.toBeUndefined();
  });

  describe('every error code', () => {
    it('header_missing: absent or empty', async () => {
      for (const header of [undefined, null, '']) {
        expect(await codeOf(api.verify(BODY, header, SECRET, at))).toBe('header_missing');
      }
    });

    it('header_malformed', async () => {
      const sig = hexHmac(SECRET, T, BODY);
      for (const header of [`v1=${sig}`, `t=now,v1=${sig}`, `t=${T};v1=${sig}`, `t=${T},,v1=${sig}`]) {
        expect(await codeOf(api.verify(BODY, header, SECRET, at))).toBe('header_malformed');
      }
    });

    it('signature_missing: no v1, or only other schemes', async () => {
      expect(await codeOf(api.verify(BODY, `t=${T}`, SECRET, at))).toBe('signature_missing');
      expect(await codeOf(api.verify(BODY, `t=${T},v0=${hexHmac(SECRET, T, BODY)}`, SECRET, at))).toBe(
        'signature_missing',
      );
    });

    it('signature_mismatch: wrong secret, body or timestamp', async () => {
      const header = await api.sign(BODY, SECRET, { timestamp: T });
      expect(await codeOf(api.verify(BODY, header, 'whsec_other', at))).toBe('signature_mismatch');
      expect(await codeOf(api.verify(`${BODY} `, header, SECRET, at))).toBe('signature_mismatch');
      expect(await codeOf(api.verify(BODY, header.replace(`t=${T}`, `t=${T + 1}`), SECRET, at))).toBe(
        'signature_mismatch',
      );
    });

    it('timestamp_outside_tolerance: too old', async () => {
      const header = await api.sign(BODY, SECRET, { timestamp: T });
      expect(await codeOf(api.verify(BODY, header, SECRET, { now: T + 301 }))).toBe('timestamp_outside_tolerance');
    });

    it('timestamp_outside_tolerance: in the future beyond the tolerance (two-sided)', async () => {
      const header = await api.sign(BODY, SECRET, { timestamp: T + 301 });
      expect(await codeOf(api.verify(BODY, header, SECRET, at))).toBe('timestamp_outside_tolerance');
      const farFuture = await api.sign(BODY, SECRET, { timestamp: T + 86_400 * 365 });
      expect(await codeOf(api.verify(BODY, farFuture, SECRET, at))).toBe('timestamp_outside_tolerance');
    });

    it('payload_invalid: constructEvent on verified non-JSON, non-envelope or non-UTF-8 bodies', async () => {
      for (const body of [
        'not json',
        '[1,2]',
        '{"id":"evt_1"}',
        '{"id":"","type":"x"}',
        '{"id":1,"type":"x"}',
        'null',
      ]) {
        const header = await api.sign(body, SECRET, { timestamp: T });
        await expect(api.verify(body, header, SECRET, at)).resolves.toBeUndefined();
        expect(await codeOf(api.constructEvent(body, header, SECRET, at))).toBe('payload_invalid');
      }
    });

    it('covers the whole list of codes', () => {
      expect([...WEBHOOK_VERIFICATION_ERROR_CODES].sort()).toEqual(
        [
          'header_missing',
          'header_malformed',
          'signature_missing',
          'signature_mismatch',
          'timestamp_outside_tolerance',
          'payload_invalid',
        ].sort(),
      );
    });
  });

  it('checks the signature before the time: a forged old header is a mismatch, not "expired"', async () => {
    expect(await codeOf(api.verify(BODY, `t=1,v1=${'0'.repeat(64)}`, SECRET, at))).toBe('signature_mismatch');
  });

  describe('tolerance', () => {
    it('is 300 s by default and inclusive at the edge, both ways', async () => {
      const header = await api.sign(BODY, SECRET, { timestamp: T });
      for (const now of [T - 300, T, T + 300]) {
        await expect(api.verify(BODY, header, SECRET, { now })).resolves.toBeUndefined();
      }
      for (const now of [T - 301, T + 301]) {
        expect(await codeOf(api.verify(BODY, header, SECRET, { now }))).toBe('timestamp_outside_tolerance');
      }
    });

    it('can be set', async () => {
      const header = await api.sign(BODY, SECRET, { timestamp: T });
      await expect(api.verify(BODY, header, SECRET, { now: T + 10, tolerance: 10 })).resolves.toBeUndefined();
      expect(await codeOf(api.verify(BODY, header, SECRET, { now: T + 11, tolerance: 10 }))).toBe(
        'timestamp_outside_tolerance',
      );
      expect(await codeOf(api.verify(BODY, header, SECRET, { now: T - 11, tolerance: 10 }))).toBe(
        'timestamp_outside_tolerance',
      );
    });

    it('0 turns the time check off, past and future', async () => {
      const header = await api.sign(BODY, SECRET, { timestamp: T });
      for (const now of [0, T - 10 ** 9, T + 10 ** 9]) {
        await expect(api.verify(BODY, header, SECRET, { now, tolerance: 0 })).resolves.toBeUndefined();
      }
      // ...but never the signature check.
      expect(await codeOf(api.verify(BODY, header, 'whsec_other', { tolerance: 0 }))).toBe('signature_mismatch');
    });

    it('uses the system clock when now is not given', async () => {
      const header = await api.sign(BODY, SECRET, { timestamp: T });
      expect(await codeOf(api.verify(BODY, header, SECRET))).toBe('timestamp_outside_tolerance');
    });
  });

  it('rejects uppercase hex, even of the right signature (signature_missing)', async () => {
    const sig = hexHmac(SECRET, T, BODY);
    expect(await codeOf(api.verify(BODY, `t=${T},v1=${sig.toUpperCase()}`, SECRET, at))).toBe('signature_missing');
    // Mixed case too.
    const mixed = sig.replace(/[a-f]/, (c) => c.toUpperCase());
    expect(mixed).not.toBe(sig);
    expect(await codeOf(api.verify(BODY, `t=${T},v1=${mixed}`, SECRET, at))).toBe('signature_missing');
  });

  it('verifies a body with a byte-order mark as bytes; the BOM-stripped text does not verify', async () => {
    const withBom = concat(BOM, enc.encode(BODY));
    const header = await api.sign(withBom, SECRET, { timestamp: T });
    await expect(api.verify(withBom, header, SECRET, at)).resolves.toBeUndefined();
    // What a text decoder hands you: the BOM is gone, so the bytes differ.
    const decoded = new TextDecoder().decode(withBom);
    expect(decoded).toBe(BODY);
    expect(await codeOf(api.verify(decoded, header, SECRET, at))).toBe('signature_mismatch');
    expect(await codeOf(api.verify(enc.encode(decoded), header, SECRET, at))).toBe('signature_mismatch');
    // The BOM is kept when the text still has it.
    await expect(api.verify(`\ufeff${BODY}`, header, SECRET, at)).resolves.toBeUndefined();
    // constructEvent skips the BOM after verifying.
    await expect(api.constructEvent(withBom, header, SECRET, at)).resolves.toEqual(EVENT);
    await expect(api.constructEvent(`\ufeff${BODY}`, header, SECRET, at)).resolves.toEqual(EVENT);
  });

  it('verifies a body of invalid UTF-8 as bytes; constructEvent rejects it as payload_invalid', async () => {
    const invalid = new Uint8Array([0x7b, 0xff, 0xfe, 0xc3, 0x28, 0x7d]);
    const header = await api.sign(invalid, SECRET, { timestamp: T });
    await expect(api.verify(invalid, header, SECRET, at)).resolves.toBeUndefined();
    const lossy = new TextDecoder().decode(invalid); // U+FFFD replacements
    expect(await codeOf(api.verify(lossy, header, SECRET, at))).toBe('signature_mismatch');
    expect(await codeOf(api.constructEvent(invalid, header, SECRET, at))).toBe('payload_invalid');
  });

  it('accepts any of several v1 signatures, in any position', async () => {
    const good = hexHmac(SECRET, T, BODY);
    const bad = hexHmac('whsec_other', T, BODY);
    for (const header of [
      `t=${T},v1=${good},v1=${bad}`,
      `t=${T},v1=${bad},v1=${good}`,
      `v1=${bad},v1=${good},t=${T}`,
    ]) {
      await expect(api.verify(BODY, header, SECRET, at)).resolves.toBeUndefined();
    }
    expect(await codeOf(api.verify(BODY, `t=${T},v1=${bad},v1=${bad}`, SECRET, at))).toBe('signature_mismatch');
  });

  it('accepts any of several secrets (rotation)', async () => {
    const oldHeader = await api.sign(BODY, 'whsec_old', { timestamp: T });
    const newHeader = await api.sign(BODY, 'whsec_new', { timestamp: T });
    await expect(api.verify(BODY, oldHeader, ['whsec_new', 'whsec_old'], at)).resolves.toBeUndefined();
    await expect(api.verify(BODY, newHeader, ['whsec_new', 'whsec_old'], at)).resolves.toBeUndefined();
    expect(await codeOf(api.verify(BODY, oldHeader, ['whsec_new'], at))).toBe('signature_mismatch');
    // A sender signing with both secrets during its own rotation.
    const both = `${newHeader},v1=${oldHeader.split('v1=')[1]}`;
    await expect(api.verify(BODY, both, 'whsec_old', at)).resolves.toBeUndefined();
  });

  it('signs and verifies an empty body; constructEvent on it is payload_invalid', async () => {
    const header = await api.sign('', SECRET, { timestamp: T });
    expect(header).toBe(`t=${T},v1=${hexHmac(SECRET, T, '')}`);
    await expect(api.verify('', header, SECRET, at)).resolves.toBeUndefined();
    await expect(api.verify(new Uint8Array(0), header, SECRET, at)).resolves.toBeUndefined();
    expect(await codeOf(api.constructEvent(new Uint8Array(0), header, SECRET, at))).toBe('payload_invalid');
  });

  it('verify does not care whether the body is JSON', async () => {
    const body = 'plain text, not JSON at all';
    const header = await api.sign(body, SECRET, { timestamp: T });
    await expect(api.verify(body, header, SECRET, at)).resolves.toBeUndefined();
  });

  it('does not normalise strings (NFC and NFD differ)', async () => {
    const nfc = '{"name":"\u00e9"}';
    const nfd = nfc.normalize('NFD');
    const header = await api.sign(nfc, SECRET, { timestamp: T });
    expect(await codeOf(api.verify(nfd, header, SECRET, at))).toBe('signature_mismatch');
  });

  it('hints at whitespace around a secret on a mismatch', async () => {
    const header = await api.sign(BODY, SECRET, { timestamp: T });
    await expect(api.verify(BODY, header, `${SECRET}\n`, at)).rejects.toThrow(/whitespace/);
  });

  describe('argument errors are TypeErrors', () => {
    const header = `t=${T},v1=${hexHmac(SECRET, T, BODY)}`;
    it.each([
      ['empty secret', ''],
      ['blank secret', '  '],
      ['empty list', []],
      ['empty secret in list', ['whsec_a', '']],
      ['number', 42],
      ['undefined', undefined],
    ])('secrets: %s', async (_, secrets) => {
      await expect(api.verify(BODY, header, secrets as string, at)).rejects.toThrow(TypeError);
    });

    it.each([-1, Number.NaN, Number.POSITIVE_INFINITY, '300'])('tolerance %s', async (tolerance) => {
      await expect(api.verify(BODY, header, SECRET, { now: T, tolerance: tolerance as number })).rejects.toThrow(
        TypeError,
      );
    });

    it.each([Number.NaN, '1700000000', T * 1000])('now %s', async (now) => {
      await expect(api.verify(BODY, header, SECRET, { now: now as number })).rejects.toThrow(TypeError);
    });

    it('a parsed object as payload, with a hint about the raw body', async () => {
      await expect(api.verify(EVENT as unknown as string, header, SECRET, at)).rejects.toThrow(/raw/);
      await expect(api.verify(EVENT as unknown as string, header, SECRET, at)).rejects.toThrow(TypeError);
    });

    it.each([1.5, -1, T * 1000, Number.NaN])('sign timestamp %s', async (timestamp) => {
      await expect(api.sign(BODY, SECRET, { timestamp })).rejects.toThrow(TypeError);
    });

    it('sign secret', async () => {
      await expect(api.sign(BODY, '')).rejects.toThrow(TypeError);
      await expect(api.sign(BODY, ['a'] as unknown as string)).rejects.toThrow(TypeError);
    });
  });
});

describe('WebhookVerificationError', () => {
  it('carries a code, a name and a message', async () => {
    const error = await verifyAsync(BODY, undefined, SECRET).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect(error).toBeInstanceOf(WebhookVerificationError);
    expect(error).toMatchObject({ name: 'WebhookVerificationError', code: 'header_missing' });
    expect(String(error)).toMatch(/^WebhookVerificationError: /);
  });

  it('recognises errors from another copy of the package by their brand', () => {
    const foreign = Object.assign(new Error('from the CJS build'), { code: 'signature_mismatch' });
    expect(foreign instanceof WebhookVerificationError).toBe(false);
    Object.defineProperty(foreign, Symbol.for('@rentline/webhook-signer/WebhookVerificationError'), { value: true });
    expect(foreign instanceof WebhookVerificationError).toBe(true);
    expect(isWebhookVerificationError(foreign)).toBe(true);
    expect(isWebhookVerificationError(new Error('x'))).toBe(false);
    expect(isWebhookVerificationError(null)).toBe(false);
  });

  it('keeps ordinary instanceof for subclasses', () => {
    class Sub extends WebhookVerificationError {}
    expect(new Sub('header_missing')).toBeInstanceOf(Sub);
    expect(new WebhookVerificationError('header_missing') instanceof Sub).toBe(false);
    expect(new Sub('header_missing')).toBeInstanceOf(WebhookVerificationError);
  });
});
