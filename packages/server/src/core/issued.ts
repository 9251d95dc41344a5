/**
 * Work issued together: a caller sends several statements without awaiting in between (a store may
 * send them in one round trip) and reads their outcomes afterwards, in its own order. A statement
 * whose outcome is never read, because one read before it failed, must not end the process as an
 * unhandled rejection: `issued` marks it handled while leaving its outcome to whoever awaits it.
 */
export function issued<T>(work: T | Promise<T>): Promise<T> {
  const p = Promise.resolve(work);
  p.catch(() => undefined);
  return p;
}
