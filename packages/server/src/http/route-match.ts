/**
 * Route matching, once per path and method. @koa/router tests every route's pattern for each request,
 * and a request is matched twice (the 404/405 check before authentication, then the router's own
 * dispatch): with about 80 routes that was the largest part of routing a Calculate request. The
 * result depends only on the method and the path (the routes are fixed once the app is built), so
 * the last few hundred are kept. A kept result is shared by the requests of that path: the router
 * only reads it (each request's params and captures are taken from its own path).
 */
import type Router from '@koa/router';

/** Paths kept; past this the memo starts again (paths with ids in them come and go). */
const KEPT = 512;

export function memoizeMatch(router: Router): void {
  const match = router.match.bind(router);
  const kept = new Map<string, ReturnType<Router['match']>>();
  router.match = (path: string, method: string) => {
    const key = `${method} ${path}`;
    let found = kept.get(key);
    if (found === undefined) {
      found = match(path, method);
      if (kept.size >= KEPT) kept.clear();
      kept.set(key, found);
    }
    return found;
  };
}
