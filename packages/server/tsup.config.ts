import { defineConfig } from 'tsup';

export default defineConfig([
  {
    entry: { index: 'src/index.ts' },
    format: ['esm'],
    dts: true,
    sourcemap: true,
    clean: true,
    target: 'node20',
    platform: 'node',
    tsconfig: 'tsconfig.build.json',
    // Workspace packages and node dependencies stay external: they are installed beside us.
    skipNodeModulesBundle: true,
    external: ['@rentline/pricing-engine', '@rentline/webhook-signer'],
  },
  {
    entry: { cli: 'src/cli.ts' },
    format: ['esm'],
    dts: false,
    sourcemap: true,
    clean: false,
    target: 'node20',
    platform: 'node',
    tsconfig: 'tsconfig.build.json',
    skipNodeModulesBundle: true,
    external: ['@rentline/pricing-engine', '@rentline/webhook-signer'],
    banner: { js: '#!/usr/bin/env node' },
  },
]);
