import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = new URL('../..', import.meta.url).pathname;
const PACKAGES = ['pricing-engine', 'webhook-signer', 'server', 'client', 'console'];
const pnpm = (cwd: string, args: string[]) =>
  // NODE_ENV=test (vitest's) would build the console with React's development bundle, over its budget.
  execFileSync('npx', ['-y', 'pnpm@10.34.9', ...args], {
    cwd,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, NODE_ENV: 'production' },
  });

/**
 * The release flow on a copy of the repository's tracked files: `changeset version` turns the pending
 * changesets into versions and CHANGELOG entries, then `pnpm -r publish --dry-run` packs every package
 * as it would be published. Nothing touches the real checkout or the registry.
 */
describe('release flow: changeset version, then pnpm -r publish --dry-run', () => {
  let copy: string;
  beforeAll(() => {
    if (process.env.RENTLINE_BUILT !== '1') pnpm(root, ['-r', '--filter', './packages/**', 'run', 'build']);
    copy = mkdtempSync(join(tmpdir(), 'rentline-release-'));
    const files = execFileSync('git', ['ls-files', '-co', '--exclude-standard'], { cwd: root, encoding: 'utf8' })
      .split('\n')
      .filter((f) => f && existsSync(join(root, f)));
    for (const f of files) {
      mkdirSync(dirname(join(copy, f)), { recursive: true });
      cpSync(join(root, f), join(copy, f));
    }
    // Reuse the installed dependencies and the built output.
    symlinkSync(join(root, 'node_modules'), join(copy, 'node_modules'));
    for (const p of PACKAGES) {
      symlinkSync(join(root, 'packages', p, 'node_modules'), join(copy, 'packages', p, 'node_modules'));
      cpSync(join(root, 'packages', p, 'dist'), join(copy, 'packages', p, 'dist'), { recursive: true });
    }
  }, 300_000);
  afterAll(() => rmSync(copy, { recursive: true, force: true }));

  it('every package has what a published package needs', () => {
    for (const p of PACKAGES) {
      const dir = join(root, 'packages', p);
      const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
      for (const field of ['repository', 'engines', 'files', 'keywords', 'license', 'description']) {
        expect(pkg[field], `${p}: ${field}`).toBeTruthy();
      }
      for (const f of ['README.md', 'LICENSE', 'CHANGELOG.md'])
        expect(existsSync(join(dir, f)), `${p}/${f}`).toBe(true);
    }
  });

  it('changeset version applies every pending changeset and writes the CHANGELOGs', () => {
    const pending = readdirSync(join(copy, '.changeset')).filter((f) => f.endsWith('.md') && f !== 'README.md');
    expect(pending.length).toBeGreaterThan(0);
    pnpm(copy, ['changeset', 'version']);
    const left = readdirSync(join(copy, '.changeset')).filter((f) => f.endsWith('.md') && f !== 'README.md');
    expect(left).toEqual([]);
    for (const p of PACKAGES) {
      const before = JSON.parse(readFileSync(join(root, 'packages', p, 'package.json'), 'utf8')).version;
      const after = JSON.parse(readFileSync(join(copy, 'packages', p, 'package.json'), 'utf8')).version;
      expect(after, p).not.toBe(before);
      expect(readFileSync(join(copy, 'packages', p, 'CHANGELOG.md'), 'utf8')).toContain(`## ${after}`);
    }
  });

  it('pnpm -r publish --dry-run packs every package cleanly', () => {
    const out = execFileSync('npx', ['-y', 'pnpm@10.34.9', '-r', 'publish', '--dry-run', '--no-git-checks'], {
      cwd: copy,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    for (const p of PACKAGES) expect(out).toContain(`+ @rentline/${p}@`);
    // Once packed, the server depends on the other two by version, not by workspace protocol.
    const dest = join(copy, 'packs');
    pnpm(join(copy, 'packages/server'), ['pack', '--pack-destination', dest]);
    const tgz = readdirSync(dest).find((f) => f.startsWith('rentline-server-')) as string;
    const packed = JSON.parse(
      execFileSync('tar', ['-xzOf', join(dest, tgz), 'package/package.json'], { encoding: 'utf8' }),
    );
    // (The copy links the checkout's packages, so the version is the checkout's: a semver range either way.)
    expect(packed.dependencies['@rentline/pricing-engine']).toMatch(/^\^\d+\.\d+\.\d+$/);
    expect(packed.dependencies['@rentline/webhook-signer']).toMatch(/^\^\d+\.\d+\.\d+$/);
    expect(packed.dependencies['@rentline/console']).toMatch(/^\^\d+\.\d+\.\d+$/);
    expect(JSON.stringify(packed)).not.toContain('workspace:');
  });
});
