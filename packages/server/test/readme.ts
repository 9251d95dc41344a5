/** The shell commands of a README block, for the tests that run the README's examples as written. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';
import { SERVER_DIR } from './helpers.js';

/** The commands of the README block after `marker`: continuation lines joined, comments dropped. */
export function readmeCommands(marker: string): string[] {
  const readme = readFileSync(join(SERVER_DIR, 'README.md'), 'utf8');
  const from = readme.indexOf(marker);
  expect(from, marker).toBeGreaterThan(0);
  const block = /```sh\n([\s\S]*?)```/.exec(readme.slice(from))?.[1] ?? '';
  return block
    .replace(/\\\n\s*/g, ' ')
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l !== '' && !l.startsWith('#'));
}
