/**
 * Requests that reach the server(s) at the same moment: each request on a new connection of its own
 * (`agent: false`), round robin over the base URLs. Every request first connects and sends its
 * headers; the bodies all go out together once every socket is open.
 */
import { request } from 'node:http';

export interface RawResponse {
  status: number;
  body: any;
}

export function race(urls: string[], key: string, path: string, bodies: unknown[]): Promise<RawResponse[]> {
  return raceEach(
    urls,
    key,
    bodies.map((body) => ({ path, body })),
  );
}

/** As {@link race}, each request with a path (and a method: POST unless it says) of its own. */
export async function raceEach(
  urls: string[],
  key: string,
  requests: { path: string; body: unknown; method?: 'POST' | 'PATCH' }[],
): Promise<RawResponse[]> {
  const pending: { send: () => void; done: Promise<RawResponse> }[] = [];
  const connected: Promise<void>[] = [];
  for (const [i, { path, body, method = 'POST' }] of requests.entries()) {
    const data = JSON.stringify(body);
    let onConnect!: () => void;
    connected.push(new Promise((r) => (onConnect = r)));
    let req!: ReturnType<typeof request>;
    const done = new Promise<RawResponse>((resolve, reject) => {
      req = request(
        new URL(path, urls[i % urls.length]),
        {
          method,
          agent: false,
          headers: {
            authorization: `Bearer ${key}`,
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(data),
          },
        },
        (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (c) => {
            text += c;
          });
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) }));
        },
      );
      req.on('error', reject);
      req.on('socket', (socket) => {
        if (!socket.connecting) onConnect();
        else socket.once('connect', () => onConnect());
      });
      req.flushHeaders();
    });
    pending.push({ send: () => req.end(data), done });
  }
  await Promise.all(connected);
  for (const p of pending) p.send();
  return Promise.all(pending.map((p) => p.done));
}
