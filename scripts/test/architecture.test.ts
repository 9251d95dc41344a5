/**
 * The architecture the repository promises, checked on every `npm test`:
 * - the import rules of `.dependency-cruiser.cjs` (no cycles; only the HTTP layer imports Koa;
 *   feature services and the core never import the HTTP layer; the store never imports features;
 *   only the store imports a database driver; the engine and the signer import nothing of the
 *   server), and a probe proving each rule fires;
 * - SQL only in store files; no source file over 400 lines; no `as unknown as` in the server;
 *   no comment in any package's sources citing documents a reader of the repository does not have.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const DEPCRUISE = join(ROOT, 'node_modules', 'dependency-cruiser', 'bin', 'dependency-cruise.mjs');
const SOURCES = [
  'packages/pricing-engine/src',
  'packages/webhook-signer/src',
  'packages/server/src',
  'packages/client/src',
  'packages/console/src',
];
/** Written by a generator, not by hand: exempt from the line limit. */
const GENERATED = /^packages\/client\/generated\//;

interface Violation {
  from: string;
  to: string;
  rule: { name: string };
}

function cruise(cwd: string, dirs: string[]): { violations: Violation[]; modules: number } {
  let out: string;
  try {
    out = execFileSync(
      process.execPath,
      [DEPCRUISE, ...dirs, '--config', join(ROOT, '.dependency-cruiser.cjs'), '--output-type', 'json'],
      { cwd, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, stdio: ['ignore', 'pipe', 'pipe'] },
    );
  } catch (err) {
    // Violations make it exit non-zero; the JSON report is on stdout all the same.
    out = (err as { stdout?: string }).stdout ?? '';
    if (out === '') throw err;
  }
  const report = JSON.parse(out) as { summary: { violations: Violation[]; totalCruised: number } };
  return { violations: report.summary.violations, modules: report.summary.totalCruised };
}

function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out.push(...sourceFiles(path));
    else if (/\.(ts|tsx|mts|cts)$/.test(name)) out.push(path);
  }
  return out;
}
const rel = (path: string) => relative(ROOT, path);
const allSources = () => SOURCES.flatMap((d) => sourceFiles(join(ROOT, d)));

describe('architecture', () => {
  it('the import rules hold for every package', () => {
    const { violations, modules } = cruise(ROOT, SOURCES);
    expect(modules).toBeGreaterThan(100);
    expect(violations.map((v) => `${v.rule.name}: ${v.from} → ${v.to}`)).toEqual([]);
  });

  it('each rule fires on a file that breaks it (a probe tree in a temp dir)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'rentline-arch-'));
    try {
      const put = (path: string, text: string) => {
        mkdirSync(dirname(join(dir, path)), { recursive: true });
        writeFileSync(join(dir, path), text);
      };
      put('tsconfig.base.json', '{ "compilerOptions": { "module": "ESNext", "moduleResolution": "Bundler" } }\n');
      put('packages/server/src/http/errors.ts', 'export const ApiError = 1;\n');
      put('packages/server/src/core/limits.ts', 'export const LIMITS = 1;\n');
      put('packages/server/src/bookings/views.ts', 'export const view = 1;\n');
      put('packages/server/src/bookings/service.ts', "import Koa from 'koa';\nexport const k = Koa;\n");
      put(
        'packages/server/src/catalog/crud.ts',
        "import { ApiError } from '../http/errors.js';\nexport const e = ApiError;\n",
      );
      put(
        'packages/server/src/core/scope.ts',
        "import { view } from '../bookings/views.js';\nexport const v = view;\n",
      );
      put(
        'packages/server/src/store/queries.ts',
        "import { view } from '../bookings/views.js';\nexport const w = view;\n",
      );
      put(
        'packages/server/src/model/gadget.ts',
        "import { view } from '../bookings/views.js';\nexport const g = view;\n",
      );
      put('packages/server/src/events/emit.ts', "import Database from 'better-sqlite3';\nexport const d = Database;\n");
      put(
        'packages/pricing-engine/src/index.ts',
        "import { LIMITS } from '../../server/src/core/limits.js';\nexport const l = LIMITS;\n",
      );
      put('packages/server/src/tenants/a.ts', "import { b } from './b.js';\nexport const a = () => b;\n");
      put('packages/server/src/tenants/b.ts', "import { a } from './a.js';\nexport const b = () => a;\n");
      const { violations } = cruise(dir, ['packages']);
      const fired = new Set(violations.map((v) => `${v.rule.name} ${v.from}`));
      expect([...fired].sort()).toEqual(
        [
          'core-is-the-bottom packages/server/src/core/scope.ts',
          'database-drivers-only-in-store packages/server/src/events/emit.ts',
          'features-and-core-without-http packages/server/src/catalog/crud.ts',
          'koa-only-in-http packages/server/src/bookings/service.ts',
          'libraries-never-import-the-server packages/pricing-engine/src/index.ts',
          'no-circular packages/server/src/tenants/a.ts',
          'records-above-core-only packages/server/src/model/gadget.ts',
          'store-below-features packages/server/src/store/queries.ts',
        ].sort(),
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('SQL is written only in store files', () => {
    const SQL =
      /\b(SELECT\s+[\w*(]|INSERT\s+INTO|UPDATE\s+\w+\s+SET|DELETE\s+FROM|CREATE\s+(TABLE|INDEX|TRIGGER)|ALTER\s+TABLE)/;
    const offenders = allSources()
      .filter((f) => !rel(f).startsWith('packages/server/src/store/'))
      .filter((f) => SQL.test(readFileSync(f, 'utf8')))
      .map(rel);
    expect(offenders).toEqual([]);
  });

  it('no source file is over 400 lines', () => {
    const long = allSources()
      .filter((f) => !GENERATED.test(rel(f)))
      .map((f) => [rel(f), readFileSync(f, 'utf8').split('\n').length - 1] as const)
      .filter(([, n]) => n > 400);
    expect(long).toEqual([]);
  });

  it('the server never casts through unknown', () => {
    const casts = sourceFiles(join(ROOT, 'packages/server/src'))
      .filter((f) => readFileSync(f, 'utf8').includes('as unknown as'))
      .map(rel);
    expect(casts).toEqual([]);
  });

  it('comments cite nothing outside the repository (no spec sections, interface document or issue numbers)', () => {
    const CITE = /\bSPEC\b|interface\.md|\bissue\s*#?\d+/;
    const cites = allSources().flatMap((f) =>
      readFileSync(f, 'utf8')
        .split('\n')
        .flatMap((line, i) => (CITE.test(line) ? [`${rel(f)}:${i + 1}: ${line.trim()}`] : [])),
    );
    expect(cites).toEqual([]);
  });
});
