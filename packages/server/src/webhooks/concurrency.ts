/**
 * How many attempts may be in flight to one endpoint, adapted to how it answers (additive increase,
 * multiplicative decrease, as TCP does with its window): every success answered within `slowMs`
 * allows one more, up to `max`; a failure or a slow answer halves it, down to 1. A receiver that keeps
 * up gets more parallel deliveries; one that struggles gets fewer, so it is not buried under retries.
 * Per process, in memory: a restart starts each endpoint over at `initial`.
 */
import type { EndpointCaps } from '../store/queries/deliveries.js';
import type { AttemptSource } from '../store/queries/webhooks.js';
import type { Tx } from '../store/store.js';

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

  /** Every endpoint's cap, for a claim that takes each endpoint's own free slots. */
  get all(): EndpointCaps {
    return { initial: this.limits.initial, caps: this.caps };
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
   * this process's running attempts). The query takes each endpoint's own cap minus the leases it
   * holds in any process; what is left over here (attempts of this process not yet leased when the
   * query counted) is released in the same transaction, so no one sees it leased.
   */
  async claim(
    tx: Tx,
    inFlight: readonly string[],
    o: { now: string; limit: number; lease: string; lockedUntil: string },
  ): Promise<AttemptSource[]> {
    const rows = await tx.deliveries.claimDue(o.now, this.all, o.limit, o.lease, o.lockedUntil);
    const taken = new Map<string, number>();
    for (const endpoint of inFlight) taken.set(endpoint, (taken.get(endpoint) ?? 0) + 1);
    const kept: AttemptSource[] = [];
    for (const row of rows) {
      const d = row.delivery;
      const endpoint = endpointKey(d);
      const n = taken.get(endpoint) ?? 0;
      if (n < this.capOf(endpoint)) {
        taken.set(endpoint, n + 1);
        kept.push(row);
      } else {
        await tx.deliveries.releaseLease({ tenant_id: d.tenant_id, livemode: d.livemode, id: d.id }, o.lease);
      }
    }
    return kept;
  }
}
