// Signer: `verify` of a 2 KiB body against a bare node:crypto HMAC-SHA256 + timingSafeEqual loop and
// against the stripe package's verifyHeader, interleaved in the same run. Web Crypto reported beside.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { createRequire } from 'node:module';
import { sign, verify } from '../../packages/webhook-signer/dist/index.js';
import { verifyAsync } from '../../packages/webhook-signer/dist/web.js';
import { compare, figure, median, rateAsync, ratio, SMOKE } from '../lib.mjs';

const require = createRequire(new URL('../../packages/webhook-signer/package.json', import.meta.url));
const Stripe = require('stripe');

export async function run() {
  const secret = `whsec_${randomBytes(24).toString('base64url')}`;
  const body = Buffer.from(
    JSON.stringify({ id: 'evt_1', type: 'booking.created', data: { pad: 'x'.repeat(1900) } }).slice(0, 2048),
  );
  const now = Math.floor(Date.now() / 1000);
  const header = sign(body, secret, { timestamp: now });
  const expected = Buffer.from(header.split('v1=')[1], 'hex');
  const stripe = new Stripe('sk_test_bench');
  const stripeBody = body.toString('utf8');
  // Sanity: all three accept the same input.
  verify(body, header, secret, { now });
  if (!stripe.webhooks.signature.verifyHeader(stripeBody, header, secret, 300)) throw new Error('stripe rejected');

  const r = compare({
    bare: () => {
      const mac = createHmac('sha256', secret).update(`${now}.`).update(body).digest();
      if (!timingSafeEqual(mac, expected)) throw new Error('bare mismatch');
    },
    ours: () => verify(body, header, secret, { now }),
    stripe: () => stripe.webhooks.signature.verifyHeader(stripeBody, header, secret, 300),
  });
  const webRounds = [];
  for (let i = 0; i < (SMOKE ? 1 : 5); i++)
    webRounds.push(await rateAsync(() => verifyAsync(body, header, secret, { now }), SMOKE ? 20 : 300));
  const vsBare = ratio(r.ours, r.bare);
  const vsStripe = ratio(r.ours, r.stripe);
  return [
    figure({
      suite: 'signer',
      name: 'verify, 2 KiB body (node:crypto)',
      value: Math.round(median(r.ours)),
      unit: 'verifies/s',
      target: 'reported',
      pass: true,
    }),
    figure({
      suite: 'signer',
      name: 'verify vs bare HMAC-SHA256 + timingSafeEqual',
      value: Math.round(median(r.ours)),
      unit: 'verifies/s',
      baseline: Math.round(median(r.bare)),
      ratio: Number(vsBare.toFixed(3)),
      target: '>= 0.8×',
      pass: vsBare >= 0.8,
    }),
    figure({
      suite: 'signer',
      name: 'verify vs stripe webhooks.signature.verifyHeader',
      value: Math.round(median(r.ours)),
      unit: 'verifies/s',
      baseline: Math.round(median(r.stripe)),
      ratio: Number(vsStripe.toFixed(3)),
      target: '>= 1.0×',
      pass: vsStripe >= 1.0,
    }),
    figure({
      suite: 'signer',
      name: 'verifyAsync (Web Crypto), 2 KiB body',
      value: Math.round(median(webRounds)),
      unit: 'verifies/s',
      target: 'reported',
      pass: true,
    }),
  ];
}
