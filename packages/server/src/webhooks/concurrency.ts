/**
 * How many attempts may be in flight to one endpoint, adapted to how it answers (additive increase,
 * multiplicative decrease, as TCP does with its window): every success answered within `slowMs`
 * allows one more, up to `max`; a failure or a slow answer halves it, down to 1. A receiver that keeps
 * up gets more parallel deliveries; one that struggles gets fewer, so it is not buried under retries.
 * Per process, in memory: a restart starts each endpoint over at `initial`.
 */
import { issued } from '../core/issued.js';
import type { EndpointCaps } from '../store/queries/deliveries.js';
import type { AttemptSource } from '../store/queries/webhooks.js';
import type { Store } from '../store/store.js';

/** An endpoint's key among all tenants and modes. */
export const endpointKey = (d: { tenant_id: string; livemode: boolean; endpoint_id: string }) =>
  `${d.tenant_id}|${d.livemode}|${d.endpoint_id}`;

export interface ConcurrencyLimits {
  initial: number;
  max: number;
  /** An answer slower than this counts as a sign of strain, like a failure. */
  slowMs: number;
}

/** Endpoints remembered at most (the least recently adapted is forgotten first). */
const MAX_ENDPOINTS = 10_000;

export class EndpointConcurrency {
  private readonly caps = new Map<string, number>();

  constructor(readonly limits: ConcurrencyLimits) {}

  capOf(endpoint: string): number {
    return this.caps.get(endpoint) ?? this.limits.initial;
  }

  /**
   * What a claim of this process may take per endpoint: its cap less this process's attempts in
   * flight to it (`inFlight`, one endpoint key per attempt). Leases of other processes are counted
   * by the claim itself, from the database; this process's own are counted here until their outcome
   * is recorded: the next request to an endpoint waits for what the last one taught (a 410 disables
   * it, a Retry-After moves it), so an answered attempt still holds its endpoint's slot.
   */
  capsLeft(inFlight: readonly string[], holder: string): EndpointCaps {
    const left = new Map(this.caps);
    for (const endpoint of inFlight) left.set(endpoint, (left.get(endpoint) ?? this.limits.initial) - 1);
    return { initial: this.limits.initial, caps: left, holder };
  }

  record(endpoint: string, ok: boolean, durationMs: number): void {
    const cap = this.capOf(endpoint);
    const next = ok && durationMs <= this.limits.slowMs ? Math.min(this.limits.max, cap + 1) : Math.max(1, cap >> 1);
    this.caps.delete(endpoint);
    if (next !== this.limits.initial) this.caps.set(endpoint, next);
    if (this.caps.size > MAX_ENDPOINTS) {
      const oldest = this.caps.keys().next().value;
      if (oldest !== undefined) this.caps.delete(oldest);
    }
  }

  /**
   * Lease due deliveries, each endpoint no more than its cap minus `inFlight` (the endpoint keys of
   * this process's attempts whose outcome is not yet recorded) and minus the leases other processes
   * hold, in one statement that commits on its own (on PostgreSQL the claim, its BEGIN and COMMIT
   * are one round trip). Anything over a cap here (an adapted cap that changed while the claim ran)
   * is released at once by a second transaction; should that fail, it is attempted now rather than
   * left leased until the lease runs out.
   */
  async claim(
    store: Store,
    inFlight: readonly string[],
    o: { now: string; limit: number; holder: string; lease: string; lockedUntil: string },
  ): Promise<AttemptSource[]> {
    const caps = this.capsLeft(inFlight, o.holder);
    const { rows } = await store.write(async (tx) => ({
      rows: issued(tx.deliveries.claimDue(o.now, caps, o.limit, o.lease, o.lockedUntil)),
    }));
    const taken = new Map<string, number>();
    for (const endpoint of inFlight) taken.set(endpoint, (taken.get(endpoint) ?? 0) + 1);
    const kept: AttemptSource[] = [];
    const extra: AttemptSource[] = [];
    for (const row of await rows) {
      const endpoint = endpointKey(row.delivery);
      const n = taken.get(endpoint) ?? 0;
      if (n < this.capOf(endpoint)) {
        taken.set(endpoint, n + 1);
        kept.push(row);
      } else extra.push(row);
    }
    if (extra.length === 0) return kept;
    try {
      await store.write(async (tx) => {
        for (const { delivery: d } of extra) {
          await tx.deliveries.releaseLease({ tenant_id: d.tenant_id, livemode: d.livemode, id: d.id }, o.lease);
        }
      });
      return kept;
    } catch {
      return [...kept, ...extra];
    }
  }
}
