import { copyFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { defineConfig } from 'tsup';

/**
 * The /docs renderer ships inside the build (dist/assets/), so an installed server serves it without
 * installing @scalar/api-reference and its dependencies: only its standalone browser bundle is used.
 */
function copyReferenceBundle(): void {
  const entry = createRequire(import.meta.url).resolve('@scalar/api-reference');
  mkdirSync('dist/assets', { recursive: true });
  copyFileSync(join(dirname(entry), 'browser', 'standalone.js'), 'dist/assets/scalar-api-reference.js');
  writeFileSync(
    'dist/assets/scalar-api-reference.LICENSE.txt',
    'scalar-api-reference.js is the standalone bundle of @scalar/api-reference (https://github.com/scalar/scalar),\n' +
      'MIT License, Copyright (c) 2023-present Scalar. It bundles third-party code under their own licences\n' +
      '(Vue, Tailwind CSS and others, MIT), named in the comments the bundle keeps.\n',
  );
}

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
    onSuccess: async () => copyReferenceBundle(),
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
