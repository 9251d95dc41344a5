// A Rentline webhook receiver in a Koa app: POST /webhooks, other paths go on to the rest of the app.
import { createKoaMiddleware } from '@rentline/webhook-signer/koa';
import Koa from 'koa';

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

const app = new Koa();
// Before any body parser (koa-bodyparser, @koa/bodyparser): the signature covers the raw bytes.
app.use(
  createKoaMiddleware({
    path: '/webhooks',
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
  }),
);
// ...the rest of your app (body parser, router) goes here.

const server = app.listen(Number(process.env.PORT || 4000), '127.0.0.1', () => {
  console.log(`listening on http://127.0.0.1:${server.address().port}`);
});
