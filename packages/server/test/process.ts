/**
 * The built CLI as a child process, for tests that must kill, restart or run commands beside a real
 * `rentline serve` (crash, backup): build once when needed, free ports, start and wait for /healthz.
 */
import { type ChildProcess, execFile, execFileSync, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { SERVER_DIR } from './helpers.js';

export const REPO = join(SERVER_DIR, '..', '..');
export const CLI = join(SERVER_DIR, 'dist', 'cli.js');

/** Build the server and its workspace dependencies unless `npm test` already did (RENTLINE_BUILT=1). */
export function ensureBuilt(): void {
  if (process.env.RENTLINE_BUILT === '1') return;
  execFileSync('npx', ['-y', 'pnpm@10.34.9', '--filter', '@rentline/server...', 'run', 'build'], {
    cwd: REPO,
    stdio: 'pipe',
    // vitest's NODE_ENV=test would build the console with React's development bundle, over its budget.
    env: { ...process.env, NODE_ENV: 'production' },
  });
}

/** `n` distinct ports that were free a moment ago: all held open together, then released. */
async function freePorts(n: number): Promise<number[]> {
  const servers = Array.from({ length: n }, () => createServer());
  try {
    return await Promise.all(
      servers.map(
        (srv) =>
          new Promise<number>((resolve, reject) => {
            srv.once('error', reject);
            srv.listen(0, '127.0.0.1', () => {
              const addr = srv.address();
              resolve(typeof addr === 'object' && addr !== null ? addr.port : 0);
            });
          }),
      ),
    );
  } finally {
    await Promise.all(servers.map((srv) => new Promise<void>((r) => (srv.listening ? srv.close(() => r()) : r()))));
  }
}

/** Run a built CLI command to completion (asynchronously: the test's event loop keeps running). */
export function runBuiltCli(
  args: string[],
  env: NodeJS.ProcessEnv,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, [CLI, ...args], { env, encoding: 'utf8', timeout: 60_000 }, (err, stdout, stderr) => {
      resolve({ code: err ? ((err as { code?: number }).code ?? 1) : 0, stdout, stderr });
    });
  });
}

export interface ServeProcess {
  child: ChildProcess;
  url: string;
  pid: number;
  /** The port given to each of `ServeOptions.portVars`, as it was started with. */
  ports: Record<string, number>;
  stderr(): string;
  /** Resolves once the process has exited (at once if it already has). */
  exited(): Promise<void>;
}

export interface ServeOptions {
  /** Receives each line the server logs to stdout (its JSON log). */
  onLog?: (line: string) => void;
  /** Further environment variables that name a port to listen on (`METRICS_PORT`): each gets a free one. */
  portVars?: readonly string[];
}

/** How often a start that lost its port to another process is tried again, with new ports. */
const PORT_ATTEMPTS = 3;

/**
 * Start `rentline serve` from dist with `env` on a free port; resolves once /healthz answers. A free
 * port is only free until someone else takes it: parallel test files start servers too, so a start
 * that fails with EADDRINUSE before answering is tried again on new ports.
 */
export async function serveBuilt(env: NodeJS.ProcessEnv, options: ServeOptions = {}): Promise<ServeProcess> {
  const { onLog, portVars = [] } = options;
  for (let attempt = 1; ; attempt++) {
    try {
      return await serveOnce(env, onLog, portVars);
    } catch (err) {
      if (!(err instanceof PortTaken) || attempt === PORT_ATTEMPTS) throw err;
    }
  }
}

/** The server exited because a port it was given had been taken in the meantime. */
class PortTaken extends Error {}

async function serveOnce(
  env: NodeJS.ProcessEnv,
  onLog: ((line: string) => void) | undefined,
  portVars: readonly string[],
): Promise<ServeProcess> {
  const [port, ...others] = (await freePorts(1 + portVars.length)) as [number, ...number[]];
  const ports: Record<string, number> = {};
  const childEnv: NodeJS.ProcessEnv = { ...env, PORT: String(port), HOST: '127.0.0.1' };
  portVars.forEach((name, i) => {
    ports[name] = others[i] as number;
    childEnv[name] = String(others[i]);
  });
  const child = spawn(process.execPath, [CLI, 'serve'], {
    env: childEnv,
    stdio: ['ignore', onLog ? 'pipe' : 'ignore', 'pipe'],
  });
  if (onLog) {
    let buffered = '';
    child.stdout?.on('data', (d) => {
      buffered += d.toString();
      const lines = buffered.split('\n');
      buffered = lines.pop() ?? '';
      for (const line of lines) if (line !== '') onLog(line);
    });
  }
  let stderr = '';
  child.stderr?.on('data', (d) => {
    stderr += d.toString();
  });
  const exited = () =>
    new Promise<void>((r) => {
      if (child.exitCode !== null || child.signalCode !== null) r();
      else child.once('exit', () => r());
    });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) {
      const message = `serve exited ${child.exitCode}: ${stderr}`;
      throw stderr.includes('EADDRINUSE') ? new PortTaken(message) : new Error(message);
    }
    const up = await fetch(`${url}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return { child, url, pid: child.pid as number, ports, stderr: () => stderr, exited };
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`serve did not start: ${stderr}`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
}
