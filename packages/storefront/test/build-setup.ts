/**
 * Builds the package once before the storefront tests (they read `dist/`: the script's size, and the
 * script a shop page loads), unless `npm test` has just built everything (`RENTLINE_BUILT=1`). Once,
 * here, because two test files building at the same time would empty `dist/` under each other.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const PACKAGE = join(dirname(fileURLToPath(import.meta.url)), '..');

export default function setup(): void {
  if (process.env.RENTLINE_BUILT === '1' && existsSync(join(PACKAGE, 'dist', 'rentline-booking.js'))) return;
  execFileSync('npx', ['-y', 'pnpm@10.34.9', 'run', 'build'], { cwd: PACKAGE, stdio: 'pipe' });
}
