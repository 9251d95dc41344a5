/**
 * The metrics listener: `GET /metrics` (and `HEAD`) in the Prometheus text format, nothing else (404),
 * on a port of its own, so that serving the API on a public address never serves the metrics there
 * too. It needs no key: who can reach its address can read it, so it binds loopback unless told
 * otherwise (`METRICS_HOST`).
 */
import { createServer, type Server } from 'node:http';
import type { PrometheusMetrics } from './prometheus.js';

export interface MetricsListener {
  server: Server;
  /** `http://host:port/metrics` */
  url: string;
  close(): Promise<void>;
}

export function listenMetrics(metrics: PrometheusMetrics, port: number, host: string): Promise<MetricsListener> {
  const server = createServer((req, res) => {
    const path = (req.url ?? '').split('?')[0];
    if (path !== '/metrics' || (req.method !== 'GET' && req.method !== 'HEAD')) {
      res
        .writeHead(404, { 'content-type': 'text/plain; charset=utf-8' })
        .end('Not found: the metrics are at GET /metrics.\n');
      return;
    }
    metrics.scrape().then(
      ({ text, contentType }) => {
        res.writeHead(200, { 'content-type': contentType, 'content-length': Buffer.byteLength(text) });
        res.end(req.method === 'HEAD' ? undefined : text);
      },
      (err: unknown) => {
        res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
        res.end(`metrics could not be collected: ${err instanceof Error ? err.message : String(err)}\n`);
      },
    );
  });
  server.keepAliveTimeout = 5_000;
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      const addr = server.address();
      const actual = typeof addr === 'object' && addr !== null ? addr.port : port;
      const shownHost = host.includes(':') ? `[${host}]` : host;
      resolve({
        server,
        url: `http://${shownHost}:${actual}/metrics`,
        close: () =>
          new Promise<void>((done) => {
            server.close(() => done());
            server.closeIdleConnections();
          }),
      });
    });
  });
}
