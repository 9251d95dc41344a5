// The server figures on PostgreSQL (an embedded server started for the suite): calculate against the
// same bare Koa baseline, bookings and the list at 100,000 pre-filled bookings, and bookings over two
// instances against one. See server.mjs.
import { runServer } from './server.mjs';

export function run() {
  return runServer('postgres');
}
