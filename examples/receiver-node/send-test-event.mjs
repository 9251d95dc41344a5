// Sends one signed test event to a running receiver, the way Rentline delivers it, and prints the answer.
//
//   WEBHOOK_SECRET=whsec_... node send-test-event.mjs [type] [event id]
//
// type defaults to booking.created, the id to a fresh evt_...; send the same id twice to see the
// de-duplication. WEBHOOK_URL defaults to http://127.0.0.1:4000/webhooks. With several comma-separated
// secrets in WEBHOOK_SECRET, the first one signs.
import { randomBytes } from 'node:crypto';
import { sign } from '@rentline/webhook-signer';

const [type = 'booking.created', id = `evt_${randomBytes(8).toString('hex')}`] = process.argv.slice(2);
const secret = (process.env.WEBHOOK_SECRET ?? '').split(',')[0].trim();
if (!secret) {
  console.error('WEBHOOK_SECRET is required (the secret the receiver was started with)');
  process.exit(1);
}
const url = process.env.WEBHOOK_URL ?? 'http://127.0.0.1:4000/webhooks';
const now = new Date().toISOString();
const data =
  type === 'payment.received'
    ? {
        id: 'pay_test_1',
        booking_id: 'bk_test_1',
        amount: 4500,
        method: 'card',
        reference: null,
        created_at: now,
        booking_status: 'confirmed',
      }
    : {
        id: 'bk_test_1',
        status: 'pending',
        customer_id: 'cus_test_1',
        total: 4500,
        amount_paid: 0,
        amount_owed: 4500,
        created_at: now,
        updated_at: now,
      };
const body = JSON.stringify({ id, type, data, tenant_id: 'ten_test', created_at: now, livemode: false });

const response = await fetch(url, {
  method: 'POST',
  body,
  headers: { 'content-type': 'application/json', 'service-signature': sign(body, secret) },
});
console.log(response.status, await response.text());
