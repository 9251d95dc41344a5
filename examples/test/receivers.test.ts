// The four webhook receiver examples, each installed with the PACKED @rentline/webhook-signer (and koa or
// express from the registry) in a temporary copy, started as `node server.mjs` and driven over real HTTP.
import { type ChildProcess, execFile, spawn, spawnSync } from 'node:child_process';
import { createHmac, randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error: plain JS helper shared by the consumer tests
import { packPackage } from '../../scripts/lib/consumer.mjs';

const execFileAsync = promisify(execFile);
const EXAMPLES = ['receiver-koa', 'receiver-express', 'receiver-fetch', 'receiver-node'] as const;
type Example = (typeof EXAMPLES)[number];
const FRAMEWORK: Record<Example, string | undefined> = {
  'receiver-koa': 'koa',
  'receiver-express': 'express',
  'receiver-fetch': undefined,
  'receiver-node': undefined,
};

const NEW_SECRET = 'whsec_test_new_0123456789';
const OLD_SECRET = 'whsec_test_old_9876543210';
const OTHER_SECRET = 'whsec_somebody_else';
const nowSeconds = () => Math.floor(Date.now() / 1000);

/**
 * The header as SPEC 7 defines it, computed here with node:crypto rather than the package's own `sign`,
 * so the examples are checked against the wire format.
 */
function signatureHeader(body: string, secret: string, t = nowSeconds()): string {
  return `t=${t},v1=${createHmac('sha256', secret).update(`${t}.${body}`).digest('hex')}`;
}

let counter = 0;
/** An event envelope as Rentline sends it; returns its id and the exact body bytes (as a string). */
function event(type: string, data?: Record<string, unknown>): { id: string; body: string } {
  counter += 1;
  const id = `evt_test${counter}_${randomBytes(4).toString('hex')}`;
  const created = new Date().toISOString();
  const payload = data ?? { id: `bk_${counter}`, status: 'pending', total: 12000, amount_paid: 0, amount_owed: 12000 };
  const body = JSON.stringify({ id, type, data: payload, tenant_id: 'ten_test', created_at: created, livemode: false });
  return { id, body };
}

/** `node server.mjs` as a child process, with everything it prints kept. */
class Receiver {
  out = '';
  err = '';
  url = '';
  private constructor(readonly child: ChildProcess) {
    child.stdout!.setEncoding('utf8').on('data', (s: string) => (this.out += s));
    child.stderr!.setEncoding('utf8').on('data', (s: string) => (this.err += s));
  }

  static async start(dir: string, env: Record<string, string>): Promise<Receiver> {
    const child = spawn(process.execPath, ['server.mjs'], {
      cwd: dir,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    running.add(child);
    const receiver = new Receiver(child);
    const match = await receiver.waitFor(/^listening on (http:\/\/127\.0\.0\.1:(\d+))$/m, 20_000);
    receiver.url = `${match[1]}/webhooks`;
    return receiver;
  }

  get alive(): boolean {
    return this.child.exitCode === null && this.child.signalCode === null;
  }

  /** Waits until stdout matches; fails early if the process exits. */
  async waitFor(pattern: RegExp, timeoutMs = 10_000): Promise<RegExpMatchArray> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const match = this.out.match(pattern);
      if (match) return match;
      if (!this.alive)
        throw new Error(`server exited (${this.child.exitCode}) before ${pattern}\n${this.out}${this.err}`);
      if (Date.now() > deadline)
        throw new Error(`timed out waiting for ${pattern}\nstdout:\n${this.out}\nstderr:\n${this.err}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  /** Stdout lines that start with `prefix`. */
  lines(prefix: string): string[] {
    return this.out.split('\n').filter((line) => line.startsWith(prefix));
  }

  async post(body: string, header?: string): Promise<{ status: number; json: any }> {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (header !== undefined) headers['service-signature'] = header;
    const response = await fetch(this.url, { method: 'POST', body, headers });
    const text = await response.text();
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      throw new Error(`not JSON (status ${response.status}): ${text}`);
    }
    return { status: response.status, json };
  }

  /**
   * Sends an event of an unknown kind and waits for the line it prints. Stdout is ordered, so afterwards
   * everything earlier requests printed is in `out`.
   */
  async flush(): Promise<void> {
    const marker = event('test.flush');
    const answer = await this.post(marker.body, signatureHeader(marker.body, NEW_SECRET));
    expect(answer.status).toBe(200);
    await this.waitFor(new RegExp(`^ignored test\\.flush ${marker.id}$`, 'm'));
  }

  async stop(): Promise<void> {
    if (this.alive) {
      const exited = new Promise((resolve) => this.child.once('exit', resolve));
      this.child.kill('SIGTERM');
      await exited;
    }
    running.delete(this.child);
  }
}

const running = new Set<ChildProcess>();
let work: string;
const dirs = {} as Record<Example, string>;

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'rentline-receivers-'));
  const tarball: string = packPackage('webhook-signer', join(work, 'packs'));
  // The four installs run in parallel and share npm's cache.
  await Promise.all(
    EXAMPLES.map(async (name) => {
      const dir = join(work, name);
      const source = new URL(`../${name}/`, import.meta.url).pathname;
      cpSync(source, dir, { recursive: true, filter: (src) => !/node_modules|package-lock\.json/.test(src) });
      await execFileAsync(
        'npm',
        ['install', '--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error', tarball],
        {
          cwd: dir,
        },
      );
      dirs[name] = dir;
    }),
  );
}, 300_000);

afterAll(() => {
  for (const child of running) child.kill('SIGKILL');
  if (work) rmSync(work, { recursive: true, force: true });
});

describe.each(EXAMPLES)('examples/%s against the packed signer', (name) => {
  let server: Receiver;
  beforeAll(async () => {
    server = await Receiver.start(dirs[name], { WEBHOOK_SECRET: `${NEW_SECRET}, ${OLD_SECRET}`, PORT: '0' });
  });
  afterAll(async () => server?.stop());

  it('declares its dependencies and installs the packed signer', () => {
    const declared = JSON.parse(readFileSync(new URL(`../${name}/package.json`, import.meta.url), 'utf8'));
    expect(declared).toMatchObject({ private: true, type: 'module', scripts: { start: 'node server.mjs' } });
    expect(declared.dependencies['@rentline/webhook-signer']).toBe('^0.2.0');
    const framework = FRAMEWORK[name];
    const extra = Object.keys(declared.dependencies).filter((d) => d !== '@rentline/webhook-signer');
    expect(extra).toEqual(framework ? [framework] : []);
    const installed = JSON.parse(
      readFileSync(join(dirs[name], 'node_modules/@rentline/webhook-signer/package.json'), 'utf8'),
    );
    expect(installed.version).toBe('0.2.0');
    if (framework) {
      const fw = JSON.parse(readFileSync(join(dirs[name], `node_modules/${framework}/package.json`), 'utf8'));
      expect(fw.version).toMatch(framework === 'koa' ? /^3\./ : /^5\./);
    }
  });

  it('prints exactly one line, listening on http://127.0.0.1:<port>, once ready', () => {
    expect(server.out.split('\n')[0]).toMatch(/^listening on http:\/\/127\.0\.0\.1:\d+$/);
    expect(server.lines('listening on')).toHaveLength(1);
    expect(server.url).not.toMatch(/:0\//);
  });

  it('a signed booking.created: 200, the handler prints it, the slow work runs after the answer', async () => {
    const { id, body } = event('booking.created', { id: 'bk_created1', status: 'pending', total: 12000 });
    const answer = await server.post(body, signatureHeader(body, NEW_SECRET));
    expect(answer).toEqual({ status: 200, json: { received: true } });
    await server.waitFor(new RegExp(`^booking\\.created ${id} booking bk_created1 status pending$`, 'm'));
    await server.waitFor(new RegExp(`^job send-booking-confirmation ${id} done$`, 'm'));
  });

  it('a signed payment.received: 200 and its own line', async () => {
    const data = { id: 'pay_1', booking_id: 'bk_paid1', amount: 4500, method: 'card', booking_status: 'confirmed' };
    const { id, body } = event('payment.received', data);
    const answer = await server.post(body, signatureHeader(body, NEW_SECRET));
    expect(answer).toEqual({ status: 200, json: { received: true } });
    await server.waitFor(new RegExp(`^payment\\.received ${id} booking bk_paid1 amount 4500 status confirmed$`, 'm'));
  });

  it('the same event id again: 200 duplicate, and the handler does not run twice', async () => {
    const { id, body } = event('booking.created', { id: 'bk_dup1', status: 'pending' });
    const first = await server.post(body, signatureHeader(body, NEW_SECRET));
    expect(first).toEqual({ status: 200, json: { received: true } });
    // A redelivery is signed again, with a later timestamp, over the same bytes.
    const again = await server.post(body, signatureHeader(body, NEW_SECRET, nowSeconds() + 1));
    expect(again).toEqual({ status: 200, json: { received: true, duplicate: true } });
    const third = await server.post(body, signatureHeader(body, OLD_SECRET));
    expect(third).toEqual({ status: 200, json: { received: true, duplicate: true } });
    await server.flush();
    expect(server.lines(`booking.created ${id} `)).toEqual([`booking.created ${id} booking bk_dup1 status pending`]);
  });

  it('a body signed with another secret: 400 signature_mismatch, nothing handled', async () => {
    const { id, body } = event('booking.created');
    const answer = await server.post(body, signatureHeader(body, OTHER_SECRET));
    expect(answer.status).toBe(400);
    expect(answer.json.error.code).toBe('signature_mismatch');
    await server.flush();
    expect(server.out).not.toContain(id);
  });

  it('an expired (or future) timestamp: 400 timestamp_outside_tolerance', async () => {
    const { id, body } = event('booking.created');
    const expired = await server.post(body, signatureHeader(body, NEW_SECRET, nowSeconds() - 600));
    expect(expired.status).toBe(400);
    expect(expired.json.error.code).toBe('timestamp_outside_tolerance');
    const future = await server.post(body, signatureHeader(body, NEW_SECRET, nowSeconds() + 600));
    expect(future.status).toBe(400);
    expect(future.json.error.code).toBe('timestamp_outside_tolerance');
    await server.flush();
    expect(server.out).not.toContain(id);
  });

  it('a tampered body: 400 signature_mismatch', async () => {
    const { id, body } = event('booking.created', { id: 'bk_tamper1', status: 'pending', total: 12000 });
    const header = signatureHeader(body, NEW_SECRET);
    const answer = await server.post(body.replace('"total":12000', '"total":1'), header);
    expect(answer.status).toBe(400);
    expect(answer.json.error.code).toBe('signature_mismatch');
    // Re-serialised JSON (same content, other bytes) fails as well.
    const reserialised = await server.post(JSON.stringify(JSON.parse(body), null, 1), header);
    expect(reserialised.status).toBe(400);
    expect(reserialised.json.error.code).toBe('signature_mismatch');
    await server.flush();
    expect(server.out).not.toContain(id);
  });

  it('no signature header: 400 header_missing', async () => {
    const { id, body } = event('booking.created');
    const answer = await server.post(body);
    expect(answer.status).toBe(400);
    expect(answer.json.error.code).toBe('header_missing');
    await server.flush();
    expect(server.out).not.toContain(id);
  });

  it('an unknown kind (booking.teleported): 200, default handler, and the process keeps serving', async () => {
    const unknown = event('booking.teleported', { id: 'bk_tp1', to: 'mars' });
    const answer = await server.post(unknown.body, signatureHeader(unknown.body, NEW_SECRET));
    expect(answer).toEqual({ status: 200, json: { received: true } });
    await server.waitFor(new RegExp(`^ignored booking\\.teleported ${unknown.id}$`, 'm'));
    expect(server.alive).toBe(true);
    const next = event('booking.created', { id: 'bk_after1', status: 'pending' });
    const after = await server.post(next.body, signatureHeader(next.body, NEW_SECRET));
    expect(after).toEqual({ status: 200, json: { received: true } });
    await server.waitFor(new RegExp(`^booking\\.created ${next.id} booking bk_after1 status pending$`, 'm'));
  });

  it('other failures: 400 header_malformed and payload_invalid, 405 for GET, 413 over 1 MiB, 404 elsewhere', async () => {
    const { id, body } = event('booking.created');
    const [t, v1] = signatureHeader(body, NEW_SECRET).split(',');
    const malformed = await server.post(body, `${t}, ${v1}`);
    expect(malformed.status).toBe(400);
    expect(malformed.json.error.code).toBe('header_malformed');
    const upper = await server.post(body, `${t},${v1!.toUpperCase().replace('V1=', 'v1=')}`);
    expect(upper.status).toBe(400);
    expect(upper.json.error.code).toBe('signature_missing');
    const notJson = await server.post('hello', signatureHeader('hello', NEW_SECRET));
    expect(notJson.status).toBe(400);
    expect(notJson.json.error.code).toBe('payload_invalid');
    const big = JSON.stringify({ ...JSON.parse(body), padding: 'x'.repeat(1024 * 1024) });
    const tooLarge = await server.post(big, signatureHeader(big, NEW_SECRET));
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.json.error.code).toBe('payload_too_large');
    const get = await fetch(server.url);
    if (name === 'receiver-express') {
      // The route is app.post('/webhooks'): Express itself answers other methods.
      expect(get.status).toBe(404);
      await get.arrayBuffer();
    } else {
      expect(get.status).toBe(405);
      expect(get.headers.get('allow')).toBe('POST');
      expect((await get.json()).error.code).toBe('method_not_allowed');
    }
    const elsewhere = await fetch(server.url.replace(/\/webhooks$/, '/other'), {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/json', 'service-signature': signatureHeader(body, NEW_SECRET) },
    });
    expect(elsewhere.status).toBe(404);
    await elsewhere.arrayBuffer();
    await server.flush();
    expect(server.out).not.toContain(id);
  });

  it('rotation: with WEBHOOK_SECRET=new,old an event signed with the old secret passes', async () => {
    const { id, body } = event('booking.created', { id: 'bk_rot1', status: 'pending' });
    const answer = await server.post(body, signatureHeader(body, OLD_SECRET));
    expect(answer).toEqual({ status: 200, json: { received: true } });
    await server.waitFor(new RegExp(`^booking\\.created ${id} booking bk_rot1 status pending$`, 'm'));
  });

  it('send-test-event.mjs from its README delivers a signed event, and a duplicate', async () => {
    const env = { ...process.env, WEBHOOK_SECRET: `${NEW_SECRET},${OLD_SECRET}`, WEBHOOK_URL: server.url };
    const id = `evt_cli_${randomBytes(4).toString('hex')}`;
    const send = async (...args: string[]) =>
      (await execFileAsync(process.execPath, ['send-test-event.mjs', ...args], { cwd: dirs[name], env })).stdout;
    expect(await send('booking.created', id)).toBe('200 {"received":true}\n');
    expect(await send('booking.created', id)).toBe('200 {"received":true,"duplicate":true}\n');
    await server.waitFor(new RegExp(`^booking\\.created ${id} booking bk_test_1 status pending$`, 'm'));
    expect(await send('payment.received')).toBe('200 {"received":true}\n');
    await server.waitFor(/^payment\.received evt_\w+ booking bk_test_1 amount 4500 status confirmed$/m);
    await server.flush();
    expect(server.lines(`booking.created ${id} `)).toHaveLength(1);
  });

  it('printed nothing on stderr and is still running', () => {
    expect(server.err).toBe('');
    expect(server.alive).toBe(true);
  });

  it('refuses to start without WEBHOOK_SECRET', () => {
    const env: NodeJS.ProcessEnv = { ...process.env, PORT: '0' };
    delete env.WEBHOOK_SECRET;
    const result = spawnSync(process.execPath, ['server.mjs'], {
      cwd: dirs[name],
      env,
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('WEBHOOK_SECRET is required');
    expect(result.stdout).not.toContain('listening on');
  });
});
