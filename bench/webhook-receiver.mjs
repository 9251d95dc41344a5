// The webhook receiver of the webhooks suite, in its own process so the load generator does not delay
// its clock readings. Forked with IPC: it listens on 127.0.0.1, sends {port}; the parent sends
// {secret, expected}; every POST is answered 200 at once, its `service-signature` verified with
// @rentline/webhook-signer and its event's `created_at` subtracted from the receive time (same host,
// same clock). Once `expected` distinct events have arrived it sends the summary. Another {expect}
// starts a new measurement.
import { createServer } from 'node:http';
import { verify } from '../packages/webhook-signer/dist/index.js';

let secret = '';
let expected = Number.POSITIVE_INFINITY;
let seen;
let latencies;
let deliveries;
let badSignatures;
let first;
let last;
let firstCreated;
let reported;
/** A new measurement: `expected` events signed with `secret`. */
function reset(m) {
  secret = m.secret;
  expected = m.expected;
  seen = new Set();
  latencies = [];
  deliveries = 0;
  badSignatures = 0;
  first = 0;
  last = 0;
  firstCreated = Number.POSITIVE_INFINITY;
  reported = false;
}
reset({ secret: '', expected: Number.POSITIVE_INFINITY });

const report = () => {
  if (reported) return;
  reported = true;
  process.send({
    type: 'done',
    deliveries,
    distinct: seen.size,
    duplicates: deliveries - seen.size,
    badSignatures,
    first,
    last,
    firstCreated,
    latencies,
  });
};

const server = createServer((req, res) => {
  const chunks = [];
  req.on('data', (c) => chunks.push(c));
  req.on('end', () => {
    const at = Date.now();
    res.writeHead(200, { 'content-type': 'text/plain' });
    res.end('ok');
    const body = Buffer.concat(chunks);
    try {
      verify(body, String(req.headers['service-signature'] ?? ''), secret);
    } catch {
      badSignatures++;
    }
    const event = JSON.parse(body.toString('utf8'));
    deliveries++;
    if (first === 0) first = at;
    last = at;
    if (!seen.has(event.id)) {
      seen.add(event.id);
      const created = Date.parse(event.created_at);
      firstCreated = Math.min(firstCreated, created);
      latencies.push(at - created);
    }
    if (seen.size >= expected) report();
  });
});
server.keepAliveTimeout = 5_000;
process.on('message', (m) => {
  if (m.type === 'expect') reset(m);
  else if (m.type === 'report') report();
  else if (m.type === 'close') server.close(() => process.exit(0));
});
server.listen(0, '127.0.0.1', () => process.send({ type: 'listening', port: server.address().port }));
