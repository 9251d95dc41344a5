/**
 * The storefront's abuse limits, per publishable key and client address, counted in this process's
 * memory (N instances allow N times the limit, as the API's rate limit does):
 * - checkout attempts: 10 a minute, whatever their outcome (a refused attempt counts: guessing at
 *   stock or prices with failing checkouts costs the same as succeeding);
 * - requests naming a `coupon_code`: 30 an hour across calculate and checkouts, so codes cannot be
 *   guessed at any useful speed.
 * A window slides: it counts the requests of the last minute (hour), and an answer past the limit
 * says when the oldest of them leaves it.
 */
export const CHECKOUT_ATTEMPTS = { max: 10, windowMs: 60_000 } as const;
export const COUPON_REQUESTS = { max: 30, windowMs: 3_600_000 } as const;

/** Clients remembered per limit at most; past it the longest idle are forgotten first. */
const MAX_CLIENTS = 50_000;

/** At most `max` requests per client in any `windowMs`. */
export class SlidingLimit {
  /** Per client: when its counted requests were made (ms), oldest first. */
  private readonly seen = new Map<string, number[]>();

  constructor(
    readonly max: number,
    readonly windowMs: number,
  ) {}

  /**
   * Count a request of `client` at `nowMs`, or refuse it: undefined when counted, else the whole
   * seconds until the window has room (at least 1). A refused request is not counted.
   */
  take(client: string, nowMs: number): number | undefined {
    const from = nowMs - this.windowMs;
    const times = (this.seen.get(client) ?? []).filter((t) => t > from);
    this.seen.delete(client);
    if (times.length >= this.max) {
      this.seen.set(client, times);
      const oldest = times[0] ?? nowMs;
      return Math.max(1, Math.ceil((oldest + this.windowMs - nowMs) / 1000));
    }
    times.push(nowMs);
    this.seen.set(client, times);
    if (this.seen.size > MAX_CLIENTS) this.forgetIdle(from);
    return undefined;
  }

  /** Drop clients with nothing in the window, then the least recently seen until under the bound. */
  private forgetIdle(from: number): void {
    for (const [client, times] of this.seen) if ((times.at(-1) ?? 0) <= from) this.seen.delete(client);
    for (const client of this.seen.keys()) {
      if (this.seen.size <= MAX_CLIENTS) break;
      this.seen.delete(client);
    }
  }
}

/** The two limits of one server process. */
export class StorefrontLimits {
  readonly checkouts = new SlidingLimit(CHECKOUT_ATTEMPTS.max, CHECKOUT_ATTEMPTS.windowMs);
  readonly coupons = new SlidingLimit(COUPON_REQUESTS.max, COUPON_REQUESTS.windowMs);
}
