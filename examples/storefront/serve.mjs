// The shop's page on its own origin (http://127.0.0.1:8080 by default): index.html with the Rentline
// server's address and the publishable key filled in. A publishable key is public (it is in the page
// anyway), but it is read from the environment so it never sits in a URL or in this repository.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const server = process.env.RENTLINE_URL ?? 'http://127.0.0.1:3000';
const key = process.env.RENTLINE_PUBLISHABLE_KEY;
if (!key || !/^pk_(test|live)_[A-Za-z0-9]+$/.test(key)) {
  console.error('Set RENTLINE_PUBLISHABLE_KEY to a publishable key (pk_test_…); see README.md.');
  process.exit(1);
}
const page = readFileSync(new URL('./index.html', import.meta.url), 'utf8')
  .replaceAll('{{RENTLINE_URL}}', server.replace(/\/+$/, ''))
  .replaceAll('{{PUBLISHABLE_KEY}}', key);

const port = Number(process.env.PORT ?? 8080);
createServer((req, res) => {
  const found = req.url === '/' || req.url === '/index.html';
  res.writeHead(found ? 200 : 404, { 'content-type': found ? 'text/html; charset=utf-8' : 'text/plain' });
  res.end(found ? page : 'Not found');
}).listen(port, '127.0.0.1', function () {
  console.log(`The shop's page: http://127.0.0.1:${this.address().port}/`);
});
