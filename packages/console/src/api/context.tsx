/** The signed-in session (its client and tenant) for every screen, through React context. */
import type { RentlineClient, Schema } from '@rentline/client';
import { createContext, useContext } from 'react';

export type Tenant = Schema<'Tenant'>;

export interface Session {
  client: RentlineClient;
  live: boolean;
  tenant: Tenant;
  signOut: () => void;
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
