import { fileURLToPath } from 'node:url';
import { defineConfig } from 'tsup';

const zodLite = fileURLToPath(new URL('./src/zod-lite.ts', import.meta.url));

export default defineConfig([
  {
    // The package: the element, its API client and helpers, and the React wrapper, for bundlers (the
    // engine stays a dependency, React a peer).
    entry: { index: 'src/index.ts', react: 'src/react.ts' },
    format: ['esm', 'cjs'],
    dts: true,
    sourcemap: true,
    clean: false,
    target: 'es2022',
    treeshake: true,
  },
  {
    // The one script a shop's page loads: everything in it, the engine included, for any browser
    // of the last few years. `test/size.test.ts` keeps it under its budget.
    entry: { 'rentline-booking': 'src/browser.ts' },
    format: ['iife'],
    platform: 'browser',
    target: 'es2020',
    minify: true,
    treeshake: true,
    noExternal: [/.*/],
    outExtension: () => ({ js: '.js' }),
    esbuildPlugins: [
      {
        name: 'zod-lite',
        setup(build) {
          // The engine's `import { z } from 'zod'` gets the trimmed `z`; zod-lite itself gets zod.
          build.onResolve({ filter: /^zod$/ }, (args) => (args.importer === zodLite ? undefined : { path: zodLite }));
        },
      },
    ],
  },
]);
