/**
 * Staff sign-in: an email and password answered by an HttpOnly session cookie that the browser
 * keeps and sends; this page never sees or stores a token. The session acts in live mode unless a
 * request says `Rentline-Mode: test`, and the member's role decides which actions the console offers.
 */
import { createClient, isRentlineApiError, type RentlineClient, type Schema } from '@rentline/client';

export type Role = Schema<'StaffMember'>['role'];

/**
 * The client of a signed-in staff member: no key, the cookie goes with each same-origin request. In
 * test mode every request says so, since the server takes the mode from each request, not from the
 * session: one client per mode means no call can leave the header out.
 */
export const sessionClient = (mode: 'live' | 'test' = 'live'): RentlineClient =>
  createClient({
    apiKey: undefined,
    session: true,
    baseUrl: window.location.origin,
    ...(mode === 'test' ? { headers: { 'rentline-mode': 'test' } } : {}),
  });

export interface StaffSignIn {
  tenant_id: string;
  email: string;
  password: string;
}

export async function signInStaff(client: RentlineClient, body: StaffSignIn) {
  return client.post('/console/session', { body });
}

/** The session this browser already has (a reload keeps it), or null when it has none or it ended. */
export async function currentStaffSession(client: RentlineClient) {
  try {
    return await client.get('/console/session');
  } catch (err) {
    if (isRentlineApiError(err) && err.status === 401) return null;
    throw err;
  }
}

export async function signOutStaff(client: RentlineClient): Promise<void> {
  await client.delete('/console/session');
}
