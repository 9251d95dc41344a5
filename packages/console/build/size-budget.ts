/**
 * The console's size budget, checked by every build: the gzipped JavaScript and CSS a browser loads
 * for the page are summed, printed, and the build fails when either total is over its budget. Code
 * loaded only when a screen needs it (the return dialog, the rate plan and schedule forms) is
 * summed apart, against a budget of its own. The
 * page is loaded once per shift over a shop's own network, but a phone on the shop floor loads it
 * too, so growth should be a decision, not an accident.
 */
import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

export interface SizeBudget {
  /** Gzipped bytes of the JavaScript the page loads (the entry and what it imports). */
  js: number;
  /** Gzipped bytes of the JavaScript loaded later, on demand (dynamic imports). */
  lazyJs: number;
  /** Gzipped bytes of all CSS. */
  css: number;
}

export interface BundleSize {
  js: number;
  lazyJs: number;
  css: number;
  files: { name: string; bytes: number; gzip: number }[];
}

const kb = (n: number) => `${(n / 1000).toFixed(1)} kB`;

export function sizeBudget(budget: SizeBudget): Plugin {
  return {
    name: 'rentline-size-budget',
    apply: 'build',
    generateBundle(_options, bundle) {
      const size: BundleSize = { js: 0, lazyJs: 0, css: 0, files: [] };
      // What the page loads: the entry chunks and, transitively, their static imports.
      const initial = new Set<string>();
      const visit = (name: string) => {
        const chunk = bundle[name];
        if (initial.has(name) || chunk?.type !== 'chunk') return;
        initial.add(name);
        for (const dep of chunk.imports) visit(dep);
      };
      for (const out of Object.values(bundle)) if (out.type === 'chunk' && out.isEntry) visit(out.fileName);
      for (const out of Object.values(bundle)) {
        const kind = out.fileName.endsWith('.js')
          ? initial.has(out.fileName)
            ? 'js'
            : 'lazyJs'
          : out.fileName.endsWith('.css')
            ? 'css'
            : undefined;
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
      const line =
        `console bundle: JS ${kb(size.js)} gzip (budget ${kb(budget.js)}), ` +
        `loaded on demand ${kb(size.lazyJs)} (budget ${kb(budget.lazyJs)}), CSS ${kb(size.css)} gzip (budget ${kb(budget.css)})`;
      this.info(line);
      if (size.js > budget.js || size.lazyJs > budget.lazyJs || size.css > budget.css)
        this.error(`${line}: over budget`);
    },
  };
}
