/**
 * Listening and graceful shutdown: Node's HTTP parser errors get the error envelope where the socket
 * allows; on close the server stops accepting, finishes in-flight requests, then closes the store.
 */
import { createServer, type Server } from 'node:http';
import type { Socket } from 'node:net';
import type { RentlineApp } from './app.js';
import { newRequestId } from './http/request.js';
import { listenMetrics, type MetricsListener } from './metrics/serve.js';

export interface RunningServer {
  server: Server;
  /** `http://host:port` */
  url: string;
  port: number;
  /** With metrics on: `http://host:port/metrics` on the metrics listener (`METRICS_HOST`, `METRICS_PORT`). */
  metricsUrl: string | undefined;
  /**
   * Stop accepting, stop the webhook worker and the sweepers, wait for in-flight requests and webhook attempts (at most
   * `timeoutMs`), close the store.
   */
  close(timeoutMs?: number): Promise<void>;
}

function parserError(socket: Socket, err: Error & { code?: string }): void {
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  const tooLarge = err.code === 'HPE_HEADER_OVERFLOW';
  const status = tooLarge ? 431 : 400;
  const requestId = newRequestId();
  const body = JSON.stringify({
    error: {
      type: 'invalid_request_error',
      code: tooLarge ? 'headers_too_large' : 'malformed_request',
      message: tooLarge ? 'Request headers are too large.' : 'The HTTP request could not be parsed.',
      request_id: requestId,
    },
  });
  socket.end(
    `HTTP/1.1 ${status} ${tooLarge ? 'Request Header Fields Too Large' : 'Bad Request'}\r\n` +
      `content-type: application/json; charset=utf-8\r\ncontent-length: ${Buffer.byteLength(body)}\r\n` +
      `request-id: ${requestId}\r\nconnection: close\r\n\r\n${body}`,
  );
}

/**
 * Serve `app` on `host`:`port`, start its webhook worker and expiry sweeper, and with metrics on, the
 * metrics listener on `config.metricsHost`:`config.metricsPort`.
 */
export async function listen(app: RentlineApp, port: number, host: string): Promise<RunningServer> {
  const { config } = app.services;
  const metrics =
    app.metrics === undefined ? undefined : await listenMetrics(app.metrics, config.metricsPort, config.metricsHost);
  try {
    return await listenApi(app, port, host, metrics);
  } catch (err) {
    await metrics?.close();
    throw err;
  }
}

function listenApi(
  app: RentlineApp,
  port: number,
  host: string,
  metrics: MetricsListener | undefined,
): Promise<RunningServer> {
  const server = createServer(app.callback());
  server.keepAliveTimeout = 5_000;
  server.headersTimeout = 10_000;
  server.requestTimeout = 60_000;
  server.on('clientError', (err, socket) => parserError(socket as Socket, err));
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      const addr = server.address();
      const actual = typeof addr === 'object' && addr !== null ? addr.port : port;
      const shownHost = host.includes(':') ? `[${host}]` : host;
      if (app.webhooks.enabled) app.webhooks.start();
      if (app.expiry.enabled) app.expiry.start();
      if (app.deposits.enabled) app.deposits.start();
      let closing: Promise<void> | undefined;
      resolve({
        server,
        port: actual,
        url: `http://${shownHost}:${actual}`,
        metricsUrl: metrics?.url,
        close(timeoutMs = app.services.config.shutdownTimeoutMs) {
          closing ??= new Promise<void>((done) => {
            const worker = Promise.all([app.webhooks.stop(timeoutMs), app.expiry.stop(), app.deposits.stop()]);
            const timer = setTimeout(() => server.closeAllConnections(), timeoutMs);
            timer.unref();
            const scrapes = metrics?.close();
            server.close(() => {
              clearTimeout(timer);
              Promise.all([worker, scrapes])
                .then(() => app.services.store.close())
                .then(done, done);
            });
            server.closeIdleConnections();
          });
          return closing;
        },
      });
    });
  });
}
