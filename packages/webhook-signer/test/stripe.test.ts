// Cross-compatibility with Stripe's own library, an independent implementation of the same scheme.

import {
  constructEvent,
  sign,
  signAsync,
  verify,
  verifyAsync,
  WebhookVerificationError,
} from '@rentline/webhook-signer';
import fc from 'fast-check';
import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';

const SECRET = 'whsec_stripe_compat_0123456789';
const body = JSON.stringify({ id: 'evt_123', object: 'event', type: 'booking.created', data: { id: 'bk_1' } });

describe('Stripe compatibility', () => {
  it('our sign() output verifies with Stripe.webhooks.constructEvent', async () => {
    const header = sign(body, SECRET);
    const event = Stripe.webhooks.constructEvent(body, header, SECRET);
    expect(event.id).toBe('evt_123');
    // Bytes too, and the Web Crypto signer.
    expect(
      Stripe.webhooks.constructEvent(new TextEncoder().encode(body), await signAsync(body, SECRET), SECRET).id,
    ).toBe('evt_123');
  });

  it("Stripe's generateTestHeaderString output verifies with our verify() and constructEvent()", async () => {
    const timestamp = Math.floor(Date.now() / 1000);
    const header = Stripe.webhooks.generateTestHeaderString({ payload: body, secret: SECRET, timestamp });
    expect(() => verify(body, header, SECRET)).not.toThrow();
    await expect(verifyAsync(body, header, SECRET)).resolves.toBeUndefined();
    expect(constructEvent(body, header, SECRET).id).toBe('evt_123');
    // Byte-identical headers for the same inputs.
    expect(sign(body, SECRET, { timestamp })).toBe(header);
  });

  it('agrees with Stripe for random UTF-8 bodies, secrets and timestamps', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme', minLength: 1, maxLength: 200 }), // Stripe refuses empty bodies
        fc.string({ minLength: 1, maxLength: 40 }).filter((s) => s.trim() !== ''),
        fc.integer({ min: 1, max: 4_000_000_000 }),
        (payload, secret, timestamp) => {
          const ours = sign(payload, secret, { timestamp });
          const theirs = Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp });
          expect(ours).toBe(theirs);
          // Both verifiers accept the other's header (tolerance 0: no clock involved).
          Stripe.webhooks.signature!.verifyHeader(payload, ours, secret, 0);
          verify(payload, theirs, secret, { tolerance: 0 });
        },
      ),
      { numRuns: 300 },
    );
  });

  it('rejects what Stripe rejects for a wrong secret', () => {
    const header = Stripe.webhooks.generateTestHeaderString({ payload: body, secret: 'whsec_other' });
    expect(() => Stripe.webhooks.constructEvent(body, header, SECRET)).toThrow();
    expect(() => verify(body, header, SECRET)).toThrow(WebhookVerificationError);
  });

  it('is stricter than Stripe on a future timestamp (Stripe only checks the past)', () => {
    const timestamp = Math.floor(Date.now() / 1000) + 3600;
    const header = Stripe.webhooks.generateTestHeaderString({ payload: body, secret: SECRET, timestamp });
    expect(() => Stripe.webhooks.constructEvent(body, header, SECRET)).not.toThrow();
    expect(() => verify(body, header, SECRET)).toThrow(
      expect.objectContaining({ code: 'timestamp_outside_tolerance' }),
    );
  });
});
