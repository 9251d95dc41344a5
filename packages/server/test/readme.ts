/**
 * The shell commands of a README block, for the tests that run the README's examples as written, and
 * the demo server they run against.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';
import { createApp } from '../src/app.js';
import { ensureDemo } from '../src/demo.js';
import { listen } from '../src/server.js';
import { SqliteStore } from '../src/store/sqlite/store.js';
import { SERVER_DIR, tempDir } from './helpers.js';

/** A live server over a fresh demo, as `npm start` runs it, for a README example. */
export interface DemoServer {
  url: string;
  /** The demo's test key. */
  key: string;
  /** A directory of the test's own (the database is in it). */
  dir: string;
  close(): Promise<void>;
}

/**
 * Seed the demo at `clock()` in a new SQLite file and serve it on an ephemeral port with `clock` as
 * the app's clock. `sweeps: false` keeps the background sweeper off (answers that must not change
 * between one block and the next).
 */
export async function serveDemo(
  prefix: string,
  clock: () => Date,
  options: { sweeps?: boolean } = {},
): Promise<DemoServer> {
  const dir = tempDir(prefix);
  const path = join(dir, 'rentline.db');
  const store = new SqliteStore(path);
  const demo = await ensureDemo(store, path, clock());
  if (!('keys' in demo)) throw new Error('demo not seeded');
  const running = await listen(
    createApp({
      store,
      clock,
      config: { rateLimitPerSecond: 0, logLevel: 'silent' },
      ...(options.sweeps === false ? { expiry: { enabled: false } } : {}),
    }),
    0,
    '127.0.0.1',
  );
  return {
    url: running.url,
    key: demo.keys.test_key,
    dir,
    async close() {
      await running.close(1000);
      await store.close();
    },
  };
}

/** The README from `marker` on (the marker must be there). */
function readmeFrom(marker: string): string {
  const readme = readFileSync(join(SERVER_DIR, 'README.md'), 'utf8');
  const from = readme.indexOf(marker);
  expect(from, marker).toBeGreaterThan(0);
  return readme.slice(from);
}

/** The commands of the README block after `marker`: continuation lines joined, comments dropped. */
export function readmeCommands(marker: string): string[] {
  const block = /```sh\n([\s\S]*?)```/.exec(readmeFrom(marker))?.[1] ?? '';
  return block
    .replace(/\\\n\s*/g, ' ')
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l !== '' && !l.startsWith('#'));
}

/** A shell block of a README walkthrough, and the answers the README shows right after it. */
export interface ReadmeStep {
  script: string;
  /** The `json` block that follows the script: one JSON value a line. */
  shown: string[];
}

/**
 * The steps of the README section headed `heading` (up to the next heading of its level or above):
 * each `sh` block with the `json` block after it (or none).
 */
export function readmeSteps(heading: string): ReadmeStep[] {
  const level = /^#+/.exec(heading)?.[0].length ?? 2;
  const lines = readmeFrom(`\n${heading}\n`).split('\n').slice(2);
  // The section ends at the next heading of its level or above (a `#` inside a code block is not one).
  let fenced = false;
  const end = lines.findIndex((line) => {
    if (line.startsWith('```')) fenced = !fenced;
    const hashes = /^(#+) /.exec(line)?.[1]?.length;
    return !fenced && hashes !== undefined && hashes <= level;
  });
  const section = (end < 0 ? lines : lines.slice(0, end)).join('\n');
  const steps: ReadmeStep[] = [];
  for (const [, lang, body] of section.matchAll(/```(\w+)\n([\s\S]*?)```/g)) {
    if (lang === 'sh') steps.push({ script: body ?? '', shown: [] });
    else if (lang === 'json' && steps.length > 0) {
      (steps.at(-1) as ReadmeStep).shown = (body ?? '').split('\n').filter((l) => l.trim() !== '');
    }
  }
  return steps;
}

/**
 * `actual` (JSON values, one a line) against what the README shows: equal, except that a string shown
 * with `…` stands for any string with an id (letters, digits, `_`) in its place (`bk_…`).
 */
export function expectShown(actual: string, shown: readonly string[], what: string): void {
  const got = actual
    .split('\n')
    .filter((l) => l.trim() !== '')
    .map((l) => JSON.parse(l) as unknown);
  const want = shown.map((l) => JSON.parse(l) as unknown);
  expect(
    got.map((g, i) => masked(g, want[i])),
    what,
  ).toEqual(want);
}

/** `value` with each string that matches its shown `…` pattern replaced by the pattern itself. */
function masked(value: unknown, shown: unknown): unknown {
  if (typeof value === 'string' && typeof shown === 'string' && shown.includes('…')) {
    const pattern = shown
      .split('…')
      .map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('\\w+');
    return new RegExp(`^${pattern}$`).test(value) ? shown : value;
  }
  if (Array.isArray(value) && Array.isArray(shown)) return value.map((v, i) => masked(v, shown[i]));
  if (value !== null && shown !== null && typeof value === 'object' && typeof shown === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [k, masked(v, (shown as Record<string, unknown>)[k])]),
    );
  }
  return value;
}
