/**
 * Redocly CLI's lint with its recommended rules over the served document: no errors, and no warnings
 * at all (tag descriptions included).
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_DIR, startServer, type TestServer } from './helpers.js';

const REDOCLY = join(SERVER_DIR, '../../node_modules/.bin/redocly');
let s: TestServer;
let dir: string;
beforeAll(async () => {
  s = await startServer();
  dir = mkdtempSync(join(tmpdir(), 'rentline-redocly-'));
});
afterAll(async () => {
  await s.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('Redocly lint (recommended)', () => {
  it('reports no errors and no warnings on /v1/openapi.json', async () => {
    const file = join(dir, 'openapi.json');
    writeFileSync(file, (await s.api('GET', '/v1/openapi.json', { key: null })).text);
    let stdout = '';
    try {
      ({ stdout } = await promisify(execFile)(REDOCLY, ['lint', file, '--extends=recommended', '--format=json'], {
        cwd: dir,
        encoding: 'utf8',
        timeout: 120_000,
        env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
      }));
    } catch (e) {
      // Lint problems make it exit non-zero; the report is on stdout all the same.
      stdout = (e as { stdout?: string }).stdout ?? '';
      if (stdout === '') throw e;
    }
    const report = JSON.parse(stdout.slice(stdout.indexOf('{'))) as {
      totals: { errors: number; warnings: number; ignored: number };
      problems: { ruleId: string; severity: string; message: string }[];
    };
    console.log('redocly lint:', report.totals);
    expect(report.problems.map((p) => `${p.severity} ${p.ruleId}: ${p.message}`)).toEqual([]);
    expect(report.totals).toMatchObject({ errors: 0, warnings: 0 });
  });
});
