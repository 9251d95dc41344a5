import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error: plain JS helper shared by the packages' consumer tests
import { consumerProject, packPackage, readmeExamples, runNode, typecheck } from '../../../scripts/lib/consumer.mjs';

const examples: [string, string][] = readmeExamples(
  readFileSync(new URL('../README.md', import.meta.url), 'utf8'),
  'engine',
);

const QUOTE = `{
  item: { id: 'fi_kayak', name: 'Kayak', price_full_day: 4500, price_weekly: 21000, deposit_amount: 10000 },
  pickup_date: '2026-07-01T09:00', return_date: '2026-07-08T09:00', time_zone: 'America/New_York',
  tax: { rate_bps: 825 }, service_fee: { rate_bps: 300 },
}`;

const files = {
  'esm.mjs': `import { calculatePrice, PricingError } from '@rentline/pricing-engine';
const q = calculatePrice(${QUOTE});
let code = null;
try { calculatePrice({ item: { id: 'x', price_full_day: 1 }, pickup_date: 'soon', return_date: '2026-01-01' }); }
catch (e) { code = e instanceof PricingError ? e.code + ':' + e.param : 'wrong'; }
console.log(JSON.stringify({ total: q.total, days: q.breakdown.days, deposit: q.deposit_hold_amount, code }));
`,
  'cjs.cjs': `const { calculatePrice, isPricingError } = require('@rentline/pricing-engine');
const q = calculatePrice(${QUOTE});
let code = null;
try { calculatePrice({ item: { id: 'x', price_full_day: 1 }, pickup_date: 'soon', return_date: '2026-01-01' }); }
catch (e) { code = isPricingError(e) ? e.code + ':' + e.param : 'wrong'; }
console.log(JSON.stringify({ total: q.total, days: q.breakdown.days, deposit: q.deposit_hold_amount, code }));
`,
  'typed.mts': `import { calculatePrice, type PriceInput, type PriceResult } from '@rentline/pricing-engine';
const input: PriceInput = ${QUOTE};
const q: PriceResult = calculatePrice(input);
const total: number = q.total;
// @ts-expect-error: unknown fields are not part of PriceInput
calculatePrice({ ...input, timezone: 'UTC' });
// @ts-expect-error: amounts are numbers of cents, not strings
const wrong: PriceInput = { ...input, item: { id: 'x', price_full_day: '45.00' } };
export { total, wrong };
`,
  'typed-cjs.cts': `import engine = require('@rentline/pricing-engine');
const r: engine.PriceResult = engine.calculatePrice(${QUOTE});
export const t: number = r.subtotal;
`,
};

describe('consumer: the packed tarball in a fresh project', () => {
  let work: string;
  let project: string;
  beforeAll(() => {
    work = mkdtempSync(join(tmpdir(), 'rentline-pack-'));
    project = consumerProject([packPackage('pricing-engine', work)], { ...files, ...Object.fromEntries(examples) });
  }, 240_000);
  afterAll(() => {
    rmSync(work, { recursive: true, force: true });
    rmSync(project, { recursive: true, force: true });
  });

  // 21000 weekly × 7/7; tax round(21000 × 8.25 %) = 1733; fee round(22733 × 3 %) = 682.
  const expected = { total: 23415, days: 7, deposit: 10000, code: 'parameter_invalid:pickup_date' };

  it('works from ESM import', () => {
    expect(JSON.parse(runNode(project, 'esm.mjs'))).toEqual(expected);
  });

  it('works from CJS require', () => {
    expect(JSON.parse(runNode(project, 'cjs.cjs'))).toEqual(expected);
  });

  it('runs every README example, and each commented result is what it prints', () => {
    expect(examples.length).toBeGreaterThanOrEqual(2);
    let checks = 0;
    for (const [file] of examples) {
      const out = runNode(project, file);
      const n = Number(/checks:(\d+)/.exec(out)?.[1] ?? 0);
      expect(n, `${file} checks none of its commented results`).toBeGreaterThanOrEqual(1);
      checks += n;
    }
    expect(checks).toBeGreaterThanOrEqual(14);
    // Generous: nine node processes, on a machine other work may keep busy.
  }, 180_000);

  it('ships types that TypeScript resolves under node16 for ESM and CJS', () => {
    expect(() => typecheck(project, ['typed.mts', 'typed-cjs.cts'])).not.toThrow();
  }, 180_000);
});
