// Packs a workspace package the way npm would publish it and installs the tarball into a fresh
// temporary project, so tests can use the package exactly as a user gets it.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = new URL('../..', import.meta.url).pathname;
const pnpm = ['-y', 'pnpm@10.34.9'];

/** Build (unless the test command already did) and pack `packages/<name>`; returns the tarball path. */
export function packPackage(name, outDir) {
  const dir = join(root, 'packages', name);
  if (process.env.RENTLINE_BUILT !== '1') execFileSync('npx', [...pnpm, 'run', 'build'], { cwd: dir, stdio: 'pipe' });
  mkdirSync(outDir, { recursive: true });
  execFileSync('npx', [...pnpm, 'pack', '--pack-destination', outDir], { cwd: dir, stdio: 'pipe' });
  const tgz = readdirSync(outDir).find((f) => f.endsWith('.tgz') && f.includes(name));
  if (!tgz) throw new Error(`no tarball for ${name} in ${outDir}`);
  return join(outDir, tgz);
}

/** A temp project with the given tarballs installed by npm. Returns its directory. */
export function consumerProject(tarballs, files = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'rentline-consumer-'));
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'consumer', private: true, version: '0.0.0' }));
  execFileSync('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error', ...tarballs], {
    cwd: dir,
    stdio: 'pipe',
  });
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  return dir;
}

/** Run a file with node in `dir`; returns stdout. */
export function runNode(dir, file) {
  return execFileSync(process.execPath, [file], { cwd: dir, encoding: 'utf8' });
}

/** Type-check files in `dir` with the workspace's TypeScript under node16 resolution; returns output. */
export function typecheck(dir, files) {
  const tsc = join(root, 'node_modules', '.bin', 'tsc');
  try {
    return execFileSync(
      tsc,
      [
        '--noEmit',
        '--strict',
        '--module',
        'node16',
        '--moduleResolution',
        'node16',
        '--target',
        'es2022',
        '--skipLibCheck',
        'false',
        ...files,
      ],
      { cwd: dir, encoding: 'utf8' },
    );
  } catch (e) {
    throw new Error(`tsc failed:\n${e.stdout ?? ''}${e.stderr ?? ''}`);
  }
}

/**
 * The ```js blocks of a README as runnable modules in which every commented result is checked:
 * `console.log(a, b); // 1 2` and `expr; // [1, 2]` become assertions (spaces and brackets ignored).
 * Comments that are not plain values (`// e.g. ...`) stay comments. Returns [fileName, source][].
 */
export function readmeExamples(markdown, prefix) {
  const blocks = [...markdown.matchAll(/```js\n([\s\S]*?)```/g)].map((m) => m[1]);
  const header = `const __norm = (s) => String(s).replace(/[\\s\\[\\]"]/g, '');
let __checks = 0;
const __check = (got, want, line) => { __checks++; if (__norm(got) !== __norm(want)) throw new Error('README example line ' + line + ': got ' + got + ', README says ' + want); };
process.on('exit', (code) => { if (code === 0) console.log('checks:' + __checks); });
`;
  return blocks.map((code, i) => {
    const lines = code.split('\n').map((line, n) => {
      const log = /^(\s*)console\.log\((.*)\);\s*\/\/\s*([-\d[\], ."]+)$/.exec(line);
      if (log)
        return `${log[1]}__check([${log[2]}].map((x) => typeof x === 'string' ? x : JSON.stringify(x)).join(' '), ${JSON.stringify(log[3])}, ${n + 1});`;
      const expr = /^(\s*)([^\s/].*?);\s*\/\/\s*([-\d[\], ."]+)$/.exec(line);
      if (expr && !/^(const|let|var|import|export|return)\b/.test(expr[2])) {
        return `${expr[1]}__check(JSON.stringify(${expr[2]}), ${JSON.stringify(expr[3])}, ${n + 1});`;
      }
      return line;
    });
    return [`${prefix}-readme-${i}.mjs`, header + lines.join('\n')];
  });
}
