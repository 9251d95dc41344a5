/**
 * The operator's API key. It lives in `sessionStorage` only: gone when the tab closes, never in a
 * URL, never in `localStorage`, never logged. The client that carries it is made once per sign-in.
 */
import { createClient, type RentlineClient } from '@rentline/client';

const STORAGE_KEY = 'rentline.console.api_key';

export const storedKey = (): string | null => sessionStorage.getItem(STORAGE_KEY);
export const storeKey = (key: string): void => sessionStorage.setItem(STORAGE_KEY, key);
export const forgetKey = (): void => sessionStorage.removeItem(STORAGE_KEY);

/** A live key moves real money: the console says so on every screen. */
export const isLiveKey = (key: string): boolean => key.startsWith('rk_live_');

/** The typed client for this server (the console is served by the API it talks to). */
export const clientFor = (key: string): RentlineClient =>
  createClient({ apiKey: key, baseUrl: window.location.origin });
