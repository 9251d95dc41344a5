/**
 * The script a shop's page loads (`dist/rentline-booking.js`, built by `build-setup.ts`): one file,
 * the engine in it, at most 100 KB gzip. Its build swaps zod for `src/zod-lite.ts`, so every
 * `z.<name>(…)` the engine calls (a call may span lines) must be in that trimmed `z`: a missing one
 * would break pricing in the browser only.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { z } from '../src/zod-lite.js';

const PACKAGE = join(dirname(fileURLToPath(import.meta.url)), '..');
const SCRIPT = join(PACKAGE, 'dist', 'rentline-booking.js');
/** The budget for the whole element, engine included. */
const BUDGET_GZIP_BYTES = 100 * 1024;

describe('the browser script', () => {
  it('is at most 100 KB gzip, with the pricing engine in it', () => {
    const script = readFileSync(SCRIPT);
    const gzip = gzipSync(script, { level: 9 }).length;
    console.log(`dist/rentline-booking.js: ${script.length} bytes, ${gzip} bytes gzip (budget ${BUDGET_GZIP_BYTES})`);
    expect(gzip).toBeLessThanOrEqual(BUDGET_GZIP_BYTES);
    const text = script.toString('utf8');
    // The engine's own error codes and its decimal arithmetic are bundled, not fetched.
    for (const marker of ['outside_opening_hours', 'coupon_minimum_not_met', 'rentline-booking', '[DecimalError]'])
      expect(text, marker).toContain(marker);
    // One classic script: no imports, nothing loaded from elsewhere.
    expect(text).not.toMatch(/\bimport\s*\(|^import |\brequire\(/m);
  });

  it("has every z.<name>(…) the engine's schemas call", () => {
    const called = new Set<string>();
    const walk = (dir: string): void => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const path = join(dir, entry.name);
        if (entry.isDirectory()) walk(path);
        else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.check.ts'))
          for (const [, name] of readFileSync(path, 'utf8').matchAll(/\bz\s*\.\s*([A-Za-z]+)\s*\(/g))
            called.add(name ?? '');
      }
    };
    walk(join(PACKAGE, '..', 'pricing-engine', 'src'));
    expect(called.size).toBeGreaterThan(5);
    const trimmed = new Map(Object.entries(z));
    for (const name of called) expect(typeof trimmed.get(name), `z.${name}`).toBe('function');
  });

  it('imports where there is no DOM (a server render) without doing anything, as ESM and CommonJS', async () => {
    const esm = await import(join(PACKAGE, 'dist', 'index.js'));
    expect(typeof esm.RentlineBooking).toBe('function');
    // The README's npm lines: nothing to register without customElements, and nothing thrown.
    expect(() => esm.defineRentlineBooking()).not.toThrow();
    const cjs = createRequire(import.meta.url)(join(PACKAGE, 'dist', 'index.cjs'));
    expect(Object.keys(cjs).sort()).toEqual(Object.keys(esm).sort());
    expect(cjs.formatMoney(123456, 'EUR', 'de-DE').replace(/\u00a0/g, ' ')).toBe('1.234,56 €');
  });
});
