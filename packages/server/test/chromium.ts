/**
 * Debian's Chromium for the browser tests (/docs here, the console in packages/console): where it
 * is, whether it is there, and the flags it needs on a closed network. `npm test` installs it when
 * it can (root); without it the browser tests are skipped with one line saying so.
 */
import { existsSync } from 'node:fs';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const HAVE_CHROMIUM = existsSync(CHROMIUM);
/** No sandbox as root, and no background networking on a closed network. */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
