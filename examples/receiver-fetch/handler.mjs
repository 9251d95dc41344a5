// The receiver as a fetch handler, Request -> Response. Nothing here is Node-specific: this module runs
// as is on Cloudflare Workers, Deno and Bun (see README.md); server.mjs serves it on Node.
import { createFetchHandler } from '@rentline/webhook-signer/fetch';

// Stand-in for slow best-effort work (a notification, a cache refresh). Work you cannot lose goes on a
// durable queue inside the handler instead (Workers: `await env.JOBS.send(event)`): if that throws, the
// receiver answers 500 and Rentline delivers the event again later.
const sendNotification = async (job, event) => {
  await new Promise((resolve) => setTimeout(resolve, 100));
  console.log(`job ${job} ${event.id} done`);
};

/**
 * `(request, env?, ctx?) => Promise<Response>`: POST /webhooks receives Rentline webhooks, other paths
 * are 404. `secret` is WEBHOOK_SECRET: one `whsec_...`, or several comma-separated during a rotation.
 */
export function createWebhookApp(secret) {
  const secrets = String(secret ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (secrets.length === 0)
    throw new Error('WEBHOOK_SECRET is required (whsec_...; comma-separated during a rotation)');
  const receive = createFetchHandler({
    secrets,
    handlers: {
      // Rentline waits 30 s for the answer: waitUntil lets the slow part run after the 200 (on Workers it
      // is the platform's ctx.waitUntil).
      'booking.created': (event, { waitUntil }) => {
        console.log(`${event.type} ${event.id} booking ${event.data.id} status ${event.data.status}`);
        waitUntil(sendNotification('send-booking-confirmation', event));
      },
      'payment.received': (event, { waitUntil }) => {
        const { booking_id, amount, booking_status } = event.data;
        console.log(`${event.type} ${event.id} booking ${booking_id} amount ${amount} status ${booking_status}`);
        waitUntil(sendNotification('record-payment', event));
      },
    },
    // New event kinds may appear at any time: acknowledge them (200) instead of failing.
    defaultHandler: (event) => console.log(`ignored ${event.type} ${event.id}`),
  });
  return async (request, env, ctx) => {
    if (new URL(request.url).pathname === '/webhooks') return receive(request, env, ctx);
    return new Response('not found\n', { status: 404 });
  };
}
