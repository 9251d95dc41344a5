// Serves the fetch handler of handler.mjs on Node through a minimal node:http bridge. On Workers, Deno
// and Bun the runtime itself calls the handler with a Request (see README.md).
import { createServer } from 'node:http';
import { Readable } from 'node:stream';
import { createWebhookApp } from './handler.mjs';

let app;
try {
  app = createWebhookApp(process.env.WEBHOOK_SECRET);
} catch (error) {
  console.error(error.message);
  process.exit(1);
}

const server = createServer(async (req, res) => {
  try {
    const headers = new Headers();
    for (let i = 0; i < req.rawHeaders.length; i += 2) headers.append(req.rawHeaders[i], req.rawHeaders[i + 1]);
    const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
    const request = new Request(new URL(req.url, 'http://127.0.0.1'), {
      method: req.method,
      headers,
      body: hasBody ? Readable.toWeb(req) : undefined,
      duplex: 'half', // a streamed request body
    });
    const response = await app(request);
    // Answered without reading the whole body (a 413): do not reuse the connection for another request.
    if (!req.readableEnded) res.setHeader('connection', 'close');
    res.writeHead(response.status, Object.fromEntries(response.headers));
    res.end(Buffer.from(await response.arrayBuffer()));
  } catch (error) {
    console.error(error);
    if (!res.headersSent) res.writeHead(500);
    res.end();
  }
});
server.listen(Number(process.env.PORT || 4000), '127.0.0.1', () => {
  console.log(`listening on http://127.0.0.1:${server.address().port}`);
});
