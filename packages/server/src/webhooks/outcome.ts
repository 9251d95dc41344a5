/**
 * What a finished attempt does, in one transaction under the lease that ran it:
 *
 * - a 2xx: the delivery succeeded; the endpoint's run of failures (if any) ends;
 * - a 410: the receiver says the endpoint is gone. The delivery fails, the endpoint is disabled
 *   (`disabled_reason: "gone"`) and every pending delivery of it fails with a last attempt
 *   `endpoint_disabled`, so no further request is sent;
 * - any other failure: the next retry from the schedule, or, for a 429 or 503 with `Retry-After`,
 *   after what the receiver asked, capped at 4 × the schedule's next delay; failed when the schedule
 *   is used up. A failure opens the endpoint's run of failures if none is open; once the run is
 *   `disableAfterMs` old the endpoint is disabled (`disabled_reason: "failing"`); its pending
 *   deliveries wait, as for any inactive endpoint, until it is enabled again.
 *
 * Disabling is a conditional UPDATE: of several instances recording at once, one disables and emits
 * the one `webhook_endpoint.disabled` event (to the tenant's other active endpoints of that mode
 * subscribed to it).
 */
import { issued } from '../core/issued.js';
import type { Scope } from '../core/scope.js';
import type { DeliveryAttempt, DeliveryKey, DeliveryStatus } from '../store/queries/webhooks.js';
import type { EndpointDisabledReason } from '../store/records.js';
import type { Tx } from '../store/store.js';
import { announceDisabled } from './endpoints.js';

/** A retry delay is capped at a year (a larger configured value would overflow a Date). */
const MAX_RETRY_DELAY_S = 366 * 86_400;

/** How much longer than the schedule's delay a `Retry-After` may push a retry. */
export const RETRY_AFTER_CAP_FACTOR = 4;

export interface DeliveryPolicy {
  /** Seconds before each retry. */
  retrySchedule: readonly number[];
  /** A run of failures this long disables the endpoint; 0 never does. */
  disableAfterMs: number;
}

export interface AttemptReport {
  key: DeliveryKey;
  lease: string;
  endpointId: string;
  attempt: DeliveryAttempt;
  ok: boolean;
  /** The answer's `retry-after` header. */
  retryAfter: string | null;
}

export interface RecordedAttempt {
  status: DeliveryStatus;
  next: string | null;
  n: number;
  event_id: string;
  /** The endpoint was disabled by this attempt. */
  disabled: EndpointDisabledReason | null;
}

/**
 * `Retry-After` in milliseconds from `nowMs`: delay-seconds or an HTTP date (a date in the past is
 * 0); undefined when it is neither.
 */
export function parseRetryAfter(value: string, nowMs: number): number | undefined {
  const v = value.trim();
  if (/^\d+$/.test(v)) return Number(v) * 1000;
  if (!/[A-Za-z]/.test(v)) return undefined;
  const at = Date.parse(v);
  return Number.isNaN(at) ? undefined : Math.max(0, at - nowMs);
}

/** The delay before the next attempt, in milliseconds, for a failed attempt with its schedule delay. */
export function retryDelayMs(
  scheduleDelayS: number,
  responseStatus: number | null,
  retryAfter: string | null,
  nowMs: number,
): number {
  const scheduled = Math.min(scheduleDelayS, MAX_RETRY_DELAY_S) * 1000;
  if ((responseStatus === 429 || responseStatus === 503) && retryAfter !== null) {
    const asked = parseRetryAfter(retryAfter, nowMs);
    if (asked !== undefined) return Math.min(asked, RETRY_AFTER_CAP_FACTOR * scheduled);
  }
  return scheduled;
}

/**
 * Record successful attempts: each delivery succeeded, and each endpoint's run of failures (if any)
 * ends, since its receiver did answer 2xx. The statements are sent without waiting for their
 * answers, so the transaction's COMMIT goes out with them; each of `recorded` resolves once answered
 * (undefined when that lease was gone: the delivery had been finished meanwhile).
 */
export function recordSuccesses(
  tx: Tx,
  reports: readonly AttemptReport[],
  now: Date,
): { recorded: Promise<RecordedAttempt | undefined>[] } {
  const at = now.toISOString();
  const finished = reports.map((r) => issued(tx.deliveries.finishSucceeded(r.key, r.lease, r.attempt, at)));
  const endpoints = new Map<string, DeliveryKey>();
  for (const r of reports) {
    const endpoint = { tenant_id: r.key.tenant_id, livemode: r.key.livemode, id: r.endpointId };
    endpoints.set(`${endpoint.tenant_id}|${endpoint.livemode}|${endpoint.id}`, endpoint);
  }
  const noted = [...endpoints.values()].map((e) => issued(tx.deliveries.noteEndpointSuccess(e)));
  const recorded = finished.map((f) =>
    issued(
      (async (): Promise<RecordedAttempt | undefined> => {
        for (const n of noted) await n;
        const row = await f;
        if (row === undefined) return undefined;
        return { status: 'succeeded', next: null, n: row.attempts, event_id: row.event_id, disabled: null };
      })(),
    ),
  );
  return { recorded };
}

/** Record the attempt; undefined when its lease is gone (the delivery was finished meanwhile). */
export async function recordAttempt(
  tx: Tx,
  report: AttemptReport,
  policy: DeliveryPolicy,
  now: Date,
): Promise<RecordedAttempt | undefined> {
  const { key, lease, attempt } = report;
  const row = await tx.deliveries.deliveryByKey(key);
  if (row === undefined || row.lease !== lease || row.status !== 'pending') return undefined;
  const attempts = [...row.attempts, attempt];
  const nowIso = now.toISOString();
  const endpoint: DeliveryKey = { tenant_id: key.tenant_id, livemode: key.livemode, id: report.endpointId };
  const scope: Scope = { tenantId: key.tenant_id, livemode: key.livemode };
  const gone = attempt.response_status === 410;

  let status: DeliveryStatus = 'succeeded';
  let next: string | null = null;
  if (!report.ok) {
    const delay = policy.retrySchedule[attempts.length - 1];
    if (delay === undefined || gone) status = 'failed';
    else {
      status = 'pending';
      const ms = retryDelayMs(delay, attempt.response_status, report.retryAfter, now.getTime());
      next = new Date(now.getTime() + ms).toISOString();
    }
  }
  const update = { attempts, status, next_attempt_at: next, now: nowIso };
  if (!(await tx.deliveries.finishAttempt(key, lease, update))) return undefined;
  const recorded: RecordedAttempt = { status, next, n: attempts.length, event_id: row.event_id, disabled: null };

  if (report.ok) {
    await tx.deliveries.noteEndpointSuccess(endpoint);
    return recorded;
  }
  await tx.deliveries.noteEndpointFailure(endpoint, attempt.attempted_at);
  if (gone) {
    const disabled = await tx.deliveries.disableEndpoint(endpoint, 'gone', nowIso);
    await tx.deliveries.failPendingOfEndpoint(
      endpoint,
      { attempted_at: nowIso, response_status: null, error: 'endpoint_disabled', duration_ms: 0 },
      nowIso,
    );
    if (disabled) {
      await announceDisabled(tx, scope, report.endpointId, nowIso);
      recorded.disabled = 'gone';
    }
  } else if (policy.disableAfterMs > 0) {
    const failingBefore = new Date(now.getTime() - policy.disableAfterMs).toISOString();
    if (await tx.deliveries.disableEndpoint(endpoint, 'failing', nowIso, failingBefore)) {
      await announceDisabled(tx, scope, report.endpointId, nowIso);
      recorded.disabled = 'failing';
    }
  }
  return recorded;
}
