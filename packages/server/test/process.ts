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
  });
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      const port = typeof addr === 'object' && addr !== null ? addr.port : 0;
      srv.close(() => resolve(port));
    });
  });
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
  stderr(): string;
  /** Resolves once the process has exited (at once if it already has). */
  exited(): Promise<void>;
}

/**
 * Start `rentline serve` from dist with `env` on a free port; resolves once /healthz answers.
 * `onLog` receives each line the server logs to stdout (its JSON log).
 */
export async function serveBuilt(env: NodeJS.ProcessEnv, onLog?: (line: string) => void): Promise<ServeProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, [CLI, 'serve'], {
    env: { ...env, PORT: String(port), HOST: '127.0.0.1' },
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
    if (child.exitCode !== null) throw new Error(`serve exited ${child.exitCode}: ${stderr}`);
    const up = await fetch(`${url}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return { child, url, pid: child.pid as number, stderr: () => stderr, exited };
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`serve did not start: ${stderr}`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
}
