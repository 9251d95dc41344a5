// The webhook figures on PostgreSQL (an embedded server started for the suite). See webhooks.mjs.
import { runWebhooks } from './webhooks.mjs';

export function run() {
  return runWebhooks('postgres');
}
