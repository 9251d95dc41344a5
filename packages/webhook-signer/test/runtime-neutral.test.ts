// The `web` and `fetch` entries must run where there is no Node: no `node:` (or bare builtin) import
// anywhere in their source import graph, and no bare package import at all (zero dependencies).
import { readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const src = resolve(dirname(fileURLToPath(import.meta.url)), '../src');
const IMPORT = /(?:^|\n)\s*(?:import|export)\s+(?:type\s+)?(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/g;

/** Every module reached from an entry (type-only imports included, to be strict). */
function importGraph(entry: string): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  const visit = (file: string) => {
    if (graph.has(file)) return;
    const specifiers = [...readFileSync(file, 'utf8').matchAll(IMPORT)].map((m) => m[1]!);
    graph.set(file, specifiers);
    for (const s of specifiers) if (s.startsWith('.')) visit(join(dirname(file), s.replace(/\.js$/, '.ts')));
  };
  visit(join(src, entry));
  return graph;
}

const builtins = new Set(builtinModules);

describe.each(['web.ts', 'fetch.ts'])('%s import graph', (entry) => {
  const graph = importGraph(entry);

  it('is found (sanity: the walker sees the crypto and receiver modules)', () => {
    const files = [...graph.keys()].map((f) => relative(src, f));
    expect(files).toContain('web-crypto.ts');
    expect(files).toContain('shared.ts');
    if (entry === 'fetch.ts') expect(files).toContain('receivers/core.ts');
  });

  it('imports nothing from node: or any package', () => {
    const outside = [...graph].flatMap(([file, specifiers]) =>
      specifiers.filter((s) => !s.startsWith('.')).map((s) => `${relative(src, file)} → ${s}`),
    );
    expect(outside).toEqual([]);
  });

  it('never names Buffer or process in code', () => {
    for (const file of graph.keys()) {
      const code = readFileSync(file, 'utf8')
        .replace(/\/\*[\s\S]*?\*\//g, '')
        .replace(/\/\/.*$/gm, '')
        .replace(/'(?:[^'\\\n]|\\.)*'|`(?:[^`\\]|\\.)*`/g, "''");
      expect(code, relative(src, file)).not.toMatch(/\bBuffer\b|\bprocess\./);
    }
  });
});

it('the node entries do use node:crypto (sanity check of the walker)', () => {
  const specifiers = [...importGraph('index.ts').values()].flat();
  expect(specifiers).toContain('node:crypto');
  expect(specifiers.filter((s) => builtins.has(s.replace(/^node:/, '')))).toEqual(['node:crypto', 'node:crypto']);
});
