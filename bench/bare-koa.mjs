// The baseline of `POST /v1/pricing/calculate`: a bare Koa app (same Koa as the server, own process)
// that reads the JSON body with the server's size limit (1 MiB), JSON.parses it, and answers a fixed
// JSON body of BARE_BODY_BYTES bytes. No auth, no validation, no database, no pricing.
// Usage: PORT=… BARE_BODY_BYTES=… node bench/bare-koa.mjs   (prints "ready" when listening)
import { createServer } from 'node:http';
import { createRequire } from 'node:module';

const require = createRequire(new URL('../packages/server/package.json', import.meta.url));
const Koa = require('koa');

const LIMIT = 1_048_576;
const size = Number(process.env.BARE_BODY_BYTES ?? 600);
const prefix = '{"object":"price_calculation","pad":"';
const fixed = `${prefix}${'x'.repeat(Math.max(0, size - prefix.length - 2))}"}`;

const app = new Koa();
app.use(async (ctx) => {
  const declared = ctx.get('content-length');
  if (declared !== '' && Number(declared) > LIMIT) ctx.throw(413);
  const chunks = [];
  let n = 0;
  for await (const chunk of ctx.req) {
    n += chunk.length;
    if (n > LIMIT) ctx.throw(413);
    chunks.push(chunk);
  }
  const parsed = JSON.parse(Buffer.concat(chunks).toString('utf8'));
  if (typeof parsed !== 'object' || parsed === null) ctx.throw(400);
  ctx.type = 'application/json; charset=utf-8';
  ctx.body = fixed;
});
const server = createServer(app.callback());
server.keepAliveTimeout = 5_000;
server.listen(Number(process.env.PORT), '127.0.0.1', () => console.log('ready'));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
