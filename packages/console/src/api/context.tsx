/** The signed-in session (its client and tenant) for every screen, through React context. */
import type { RentlineClient, Schema } from '@rentline/client';
import { createContext, useContext } from 'react';
import type { Role } from './staff-session.js';

export type Tenant = Schema<'Tenant'>;

export interface Session {
  client: RentlineClient;
  live: boolean;
  tenant: Tenant;
  /** The signed-in staff member's role; null when signed in with an API key. */
  role: Role | null;
  /** Who is signed in, for the top bar: the member's name, or the key's mode. */
  who: string | null;
  signOut: () => void;
  /**
   * A staff session's switch between the live shop and its test mode (the choice is held in memory
   * only: a reload is live again). Absent for an API key, whose mode is the key's.
   */
  switchMode?: (live: boolean) => void;
}

export const SessionContext = createContext<Session | null>(null);

export function useSession(): Session {
  const s = useContext(SessionContext);
  if (s === null) throw new Error('useSession outside a signed-in session');
  return s;
}

/** The shop's time zone, from `GET /v1/tenant`: every date on every screen is shown in it. */
export const useTimeZone = (): string => useSession().tenant.timezone;
export const useCurrency = (): string => useSession().tenant.currency;

export const useRole = (): Role | null => useSession().role;
