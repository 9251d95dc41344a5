import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = new URL('../..', import.meta.url).pathname;
const PACKAGES = ['pricing-engine', 'webhook-signer', 'server', 'client', 'console', 'storefront'];
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
    pnpm(copy, ['changeset', 'version']);
    const left = readdirSync(join(copy, '.changeset')).filter((f) => f.endsWith('.md') && f !== 'README.md');
    expect(left).toEqual([]);
    const versions = new Set<string>();
    for (const p of PACKAGES) {
      const before = JSON.parse(readFileSync(join(root, 'packages', p, 'package.json'), 'utf8')).version;
      const after = JSON.parse(readFileSync(join(copy, 'packages', p, 'package.json'), 'utf8')).version;
      // Right after a release nothing is pending, and the versions stay as released.
      if (pending.length === 0) expect(after, p).toBe(before);
      else expect(after, p).not.toBe(before);
      expect(after, p).not.toBe('0.0.0');
      expect(readFileSync(join(copy, 'packages', p, 'CHANGELOG.md'), 'utf8')).toContain(`## ${after}`);
      versions.add(after);
    }
    // The packages are released together (one fixed group), so a server and the engine, client,
    // console and widget it ships with share a version number.
    expect([...versions]).toHaveLength(1);
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
    expect(packed.dependencies['@rentline/storefront']).toMatch(/^\^\d+\.\d+\.\d+$/);
    expect(JSON.stringify(packed)).not.toContain('workspace:');
  });
});
