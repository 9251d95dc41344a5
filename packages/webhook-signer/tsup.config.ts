import { defineConfig } from 'tsup';

// One entry per subpath export. `web` and `fetch` must stay free of `node:` imports
// (test/consumer.test.ts greps their built chunks to prove it).
export default defineConfig({
  entry: {
    index: 'src/index.ts',
    web: 'src/web.ts',
    fetch: 'src/fetch.ts',
    koa: 'src/koa.ts',
    express: 'src/express.ts',
    node: 'src/node.ts',
  },
  format: ['esm', 'cjs'],
  dts: true,
  clean: true,
  target: 'es2022',
  treeshake: true,
  splitting: true,
  // Keep `node:crypto` as written: Deno and Bun resolve the prefixed form, and Node >= 20 is required anyway.
  removeNodeProtocol: false,
});
