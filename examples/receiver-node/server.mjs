// A Rentline webhook receiver on plain node:http: POST /webhooks, everything else 404.
import { createServer } from 'node:http';
import { createNodeHandler } from '@rentline/webhook-signer/node';

// WEBHOOK_SECRET=whsec_new,whsec_old accepts both secrets while a rotation is under way.
const secrets = (process.env.WEBHOOK_SECRET ?? '')
  .split(',')
  .map((s) => s.trim())
  .filter(Boolean);
if (secrets.length === 0) {
  console.error('WEBHOOK_SECRET is required (whsec_...; comma-separated during a secret rotation)');
  process.exit(1);
}

// Rentline waits 30 s for the answer: handlers only queue slow work (emails, calendar sync) and return.
// This timer stands in for a durable queue (a jobs table, SQS, BullMQ). If enqueueing throws, the
// receiver answers 500 and Rentline delivers the event again later.
const enqueue = (job, event) => setTimeout(() => console.log(`job ${job} ${event.id} done`), 100);

const onWebhook = createNodeHandler({
  secrets,
  handlers: {
    'booking.created': (event) => {
      console.log(`${event.type} ${event.id} booking ${event.data.id} status ${event.data.status}`);
      enqueue('send-booking-confirmation', event);
    },
    'payment.received': (event) => {
      const { booking_id, amount, booking_status } = event.data;
      console.log(`${event.type} ${event.id} booking ${booking_id} amount ${amount} status ${booking_status}`);
      enqueue('record-payment', event);
    },
  },
  // New event kinds may appear at any time: acknowledge them (200) instead of failing.
  defaultHandler: (event) => console.log(`ignored ${event.type} ${event.id}`),
});

const server = createServer((req, res) => {
  if (new URL(req.url ?? '/', 'http://localhost').pathname === '/webhooks') return void onWebhook(req, res);
  res.writeHead(404, { 'content-type': 'text/plain' }).end('not found\n');
});
server.listen(Number(process.env.PORT || 4000), '127.0.0.1', () => {
  console.log(`listening on http://127.0.0.1:${server.address().port}`);
});
