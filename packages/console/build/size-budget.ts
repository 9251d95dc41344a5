/**
 * The console's size budget, checked by every build: the gzipped JavaScript and CSS a browser loads
 * for the page are summed, printed, and the build fails when either total is over its budget. The
 * page is loaded once per shift over a shop's own network, but a phone on the shop floor loads it
 * too, so growth should be a decision, not an accident.
 */
import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

export interface SizeBudget {
  /** Gzipped bytes of all JavaScript chunks. */
  js: number;
  /** Gzipped bytes of all CSS. */
  css: number;
}

export interface BundleSize {
  js: number;
  css: number;
  files: { name: string; bytes: number; gzip: number }[];
}

const kb = (n: number) => `${(n / 1000).toFixed(1)} kB`;

export function sizeBudget(budget: SizeBudget): Plugin {
  return {
    name: 'rentline-size-budget',
    apply: 'build',
    generateBundle(_options, bundle) {
      const size: BundleSize = { js: 0, css: 0, files: [] };
      for (const out of Object.values(bundle)) {
        const kind = out.fileName.endsWith('.js') ? 'js' : out.fileName.endsWith('.css') ? 'css' : undefined;
        if (kind === undefined) continue;
        const source = out.type === 'chunk' ? out.code : out.source;
        const bytes = Buffer.byteLength(source);
        const gzip = gzipSync(source, { level: 9 }).length;
        size[kind] += gzip;
        size.files.push({ name: out.fileName, bytes, gzip });
      }
      // Kept beside the page, so a reader (or `pnpm bench`) can see what was shipped.
      this.emitFile({
        type: 'asset',
        fileName: 'bundle-size.json',
        source: `${JSON.stringify({ budget, ...size }, null, 2)}\n`,
      });
      const line = `console bundle: JS ${kb(size.js)} gzip (budget ${kb(budget.js)}), CSS ${kb(size.css)} gzip (budget ${kb(budget.css)})`;
      this.info(line);
      if (size.js > budget.js || size.css > budget.css) this.error(`${line}: over budget`);
    },
  };
}
