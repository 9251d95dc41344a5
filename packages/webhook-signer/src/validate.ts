// Argument validation (programmer errors are TypeErrors, never WebhookVerificationErrors).
import type { WebhookSecrets } from './types.js';

/** Unix seconds past this (year 5138) are almost certainly milliseconds from Date.now(). */
export const MAX_PLAUSIBLE_SECONDS = 1e11;

/** Validates one or several secrets and returns them as a non-empty array. */
export function normaliseSecrets(secrets: WebhookSecrets): readonly string[] {
  const list = typeof secrets === 'string' ? [secrets] : secrets;
  if (!Array.isArray(list) || list.length === 0) {
    throw new TypeError('secrets must be a non-empty string or a non-empty array of non-empty strings');
  }
  for (const secret of list) assertSecret(secret, 'each secret');
  return list;
}

export function assertSecret(secret: unknown, what = 'secret'): asserts secret is string {
  if (typeof secret !== 'string' || secret.trim() === '') {
    throw new TypeError(`${what} must be a non-empty string (the whole "whsec_..." value)`);
  }
}

export function assertTimestamp(value: unknown, what: string): asserts value is number {
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0) {
    throw new TypeError(`${what} must be a non-negative integer number of Unix seconds, got ${String(value)}`);
  }
  if (value >= MAX_PLAUSIBLE_SECONDS) {
    throw new TypeError(`${what} looks like milliseconds (${value}); pass Unix seconds: Math.floor(Date.now() / 1000)`);
  }
}

/** Validates a tolerance in seconds (non-negative, finite). */
export function assertTolerance(value: unknown): asserts value is number {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) {
    throw new TypeError(`tolerance must be a non-negative finite number of seconds, got ${String(value)}`);
  }
}
