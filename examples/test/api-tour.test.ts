import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error: plain JS helper shared by the consumer tests
import { packPackage } from '../../scripts/lib/consumer.mjs';

const root = new URL('../../', import.meta.url).pathname;
const exampleDir = join(root, 'examples/api-tour');

describe('examples/api-tour against a running demo server', () => {
  let work: string;
  let app: string;
  let server: ChildProcess;
  let url: string;
  beforeAll(async () => {
    work = mkdtempSync(join(tmpdir(), 'rentline-tour-'));
    if (process.env.RENTLINE_BUILT !== '1') {
      execFileSync('npx', ['-y', 'pnpm@10.34.9', '--filter', '@rentline/server...', 'run', 'build'], {
        cwd: root,
        stdio: 'pipe',
      });
    }
    const tarballs = [packPackage('client', join(work, 'packs')), packPackage('webhook-signer', join(work, 'packs'))];
    app = join(work, 'api-tour');
    cpSync(exampleDir, app, { recursive: true, filter: (src) => !src.includes('node_modules') });
    execFileSync('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error', ...tarballs], {
      cwd: app,
      stdio: 'pipe',
    });
    // The demo as `npm start` runs it: seeded catalog, keys file, private webhook targets allowed.
    server = spawn(process.execPath, [join(root, 'packages/server/dist/cli.js'), 'serve', '--demo'], {
      env: {
        ...process.env,
        DATABASE_PATH: join(work, 'data', 'rentline.db'),
        PORT: '0',
        HOST: '127.0.0.1',
        LOG_LEVEL: 'info',
        RATE_LIMIT_PER_SECOND: '0',
        WEBHOOK_ALLOW_PRIVATE_URLS: 'true',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    url = await new Promise<string>((resolve, reject) => {
      let buf = '';
      server.stdout?.on('data', (d) => {
        buf += d;
        const m = /"msg":"listening","url":"([^"]+)"/.exec(buf);
        if (m) resolve(m[1] as string);
      });
      server.on('exit', (code) => reject(new Error(`server exited ${code}`)));
    });
  }, 300_000);
  afterAll(() => {
    server?.kill('SIGTERM');
    rmSync(work, { recursive: true, force: true });
  });

  it('walks the whole booking life and receives every webhook, signature verified', () => {
    const keys = JSON.parse(readFileSync(join(work, 'data', 'demo-keys.json'), 'utf8'));
    const out = execFileSync(process.execPath, ['tour.mjs'], {
      cwd: app,
      encoding: 'utf8',
      env: { ...process.env, RENTLINE_URL: url, RENTLINE_KEY: keys.test_key },
      timeout: 60_000,
    });
    for (let n = 1; n <= 16; n++) expect(out).toMatch(new RegExp(`^${n}\\. `, 'm'));
    // The calendar: the (swapped) booking holds one of two cargo bikes from 07-30 to 08-04; the hold
    // takes one of three e-bikes.
    expect(out).toMatch(/^ {3}2027-07-29 {2}□□ {2}2 of 2 free$/m);
    for (const day of ['07-30', '07-31', '08-01', '08-02', '08-03', '08-04'])
      expect(out).toMatch(new RegExp(`^ {3}2027-${day} {2}■□ {2}1 of 2 free$`, 'm'));
    expect(out).toMatch(/^ {3}2027-08-05 {2}□□ {2}2 of 2 free$/m);
    expect(out).toContain('check for 3: available, 3 free');
    expect(out).toContain('check for 3: not available, 2 free');
    expect(out).toMatch(/holds its unit until \d{4}-\d{2}-\d{2}T[\d:.]+Z/);
    expect(out).toContain('(same as the quote: true)');
    expect(out).toMatch(/^ {3}confirmed, paid \$[\d.]+, owed \$0\.00$/m);
    for (const type of [
      'booking.created',
      'booking.extended',
      'booking.item_swapped',
      'payment.received',
      'booking.confirmed',
    ]) {
      expect(out).toMatch(new RegExp(`← webhook ${type.replace('.', '\\.')} evt_\\w+ \\(signature verified\\)`));
    }
    // The numbered tandem: two units, one picked up, back late and damaged, released after repair.
    expect(out).toMatch(
      /^ {3}fi_\w+ tracking units, quantity 2 \(its units\): T-1 unit_\w+ available, T-2 unit_\w+ available$/m,
    );
    const picked = /^ {3}bk_\w+ active, total \$([\d.]+), due back \S+; line units unit_\w+; T-1 out on bk_\w+$/m.exec(
      out,
    );
    expect(picked).not.toBeNull();
    expect(out).toMatch(/^ {3}GET \/v1\/bookings\?overdue=true lists bk_\w+$/m);
    // Seconds late: one started hour at 8.00, taxed at the demo's 8.25 % (t = round(66.0) = 66); the
    // booking's total grows by exactly the late fee, through one adjustment.
    expect(out).toMatch(
      /^ {3}completed, \d+\.\d s late: 1 started hour at \$8\.00 = \$8\.00, tax \$0\.66, late fee \$8\.66$/m,
    );
    const adjusted = /^ {3}adjustment late_fee \$8\.66: total \$([\d.]+) → \$([\d.]+), owed \$([\d.]+)$/m.exec(out);
    const cents = (usd?: string) => Number(usd?.replace('.', '')); // '97.86' → 9786, no float
    expect(cents(adjusted?.[1])).toBe(cents(picked?.[1]));
    expect(cents(adjusted?.[2])).toBe(cents(picked?.[1]) + 866);
    expect(adjusted?.[3]).toBe(adjusted?.[2]);
    expect(out).toMatch(/^ {3}T-1 in_maintenance, condition damaged$/m);
    expect(out).toMatch(
      /^ {3}downtime dt_\w+: 1 unit from \S+, end null \(until released\): Unit T-1 returned damaged from booking bk_\w+$/m,
    );
    expect(out).toMatch(/^ {3}T-1 available, condition ok; downtime ended at release$/m);
    // Its webhooks (delivered in any order), the sweeper's booking.overdue exactly once, all before
    // the last line.
    const rode = /^ {3}(\d+) for bk_\w+: (.*)$/m.exec(out);
    expect(rode?.[1]).toBe('5');
    expect(rode?.[2]?.split(', ').sort()).toEqual([
      'booking.activated',
      'booking.completed',
      'booking.confirmed',
      'booking.created',
      'booking.overdue',
    ]);
    expect(out).toMatch(/← webhook booking\.overdue evt_\w+ \(signature verified\)[\s\S]*Tour complete\./);
    // Step 10's hold and its cancellation send webhooks too: they arrive before the last line.
    expect(out).toMatch(/← webhook booking\.cancelled evt_\w+ \(signature verified\)[\s\S]*Tour complete\./);
    expect(out).toMatch(/^ {3}received all \d+ events the tour caused; /m);
    expect(out).not.toContain('webhook rejected');
    expect(out.trimEnd().endsWith('Tour complete.')).toBe(true);
  });
});
