/**
 * What the server knows of who is on the other end of a request: the client's address, and whether
 * a page of the server's own origin sent it (the console's, which alone may use a session cookie).
 */
import type { Context } from 'koa';

export interface ClientOptions {
  /** `PUBLIC_URL`'s origin; undefined: the address and port the request reached the server at. */
  publicUrl: string | undefined;
  /** `TRUST_PROXY`: the last `X-Forwarded-For` entry (the one our proxy appended) is the client. */
  trustProxy: boolean;
}

/** The client's address: the socket's, or behind a trusted proxy the last `X-Forwarded-For` entry. */
export function clientAddress(ctx: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = ctx.get('x-forwarded-for');
    const last = forwarded.split(',').at(-1)?.trim();
    if (last !== undefined && last !== '') return last;
  }
  return ctx.req.socket.remoteAddress ?? '';
}

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * The origins of the server's own pages: `PUBLIC_URL`'s, or without it `http://<address>:<port>` the
 * request reached (for a loopback address also `localhost` and the other loopback spellings, which a
 * browser may use for the same server).
 */
export function ownOrigins(ctx: Context, publicUrl: string | undefined): readonly string[] {
  if (publicUrl !== undefined) return [publicUrl];
  const socket = ctx.req.socket;
  // Kept with the connection: a browser sends many requests on one.
  let origins = BY_SOCKET.get(socket);
  if (origins === undefined) {
    const { localAddress, localPort } = socket;
    origins = localAddress === undefined || localPort === undefined ? [] : originsOf(localAddress, localPort);
    BY_SOCKET.set(socket, origins);
  }
  return origins;
}

const BY_SOCKET = new WeakMap<object, readonly string[]>();

function originsOf(localAddress: string, localPort: number): readonly string[] {
  const host = (a: string) => (a.includes(':') ? `[${a}]` : a);
  const bare = localAddress.startsWith('::ffff:') ? localAddress.slice(7) : localAddress;
  if (!LOOPBACK.has(localAddress)) return [`http://${host(bare)}:${localPort}`];
  return ['127.0.0.1', 'localhost', '[::1]'].map((h) => `http://${h}:${localPort}`);
}

/** Whether `origin` (an `Origin` header) is one of the server's own. */
export const isOwnOrigin = (ctx: Context, publicUrl: string | undefined, origin: string): boolean =>
  origin !== '' && (publicUrl !== undefined ? origin === publicUrl : ownOrigins(ctx, undefined).includes(origin));

/** Whether the server's pages are served over HTTPS (its cookies are then `Secure`, `__Host-`). */
export const servesHttps = (publicUrl: string | undefined): boolean => publicUrl?.startsWith('https:') === true;
