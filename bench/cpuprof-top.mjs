#!/usr/bin/env node
// Summarise a V8 .cpuprofile (from `node --cpu-prof`, e.g. `BENCH_CPU_PROF=bench/.work/prof node
// bench/run.mjs server`): the functions with the most self time, and the most total (inclusive)
// time, as a share of the samples.
// Usage: node bench/cpuprof-top.mjs <file.cpuprofile> [rows=25] [filter substring]
import { readFileSync } from 'node:fs';

const [file, rowsArg = '25', filter = ''] = process.argv.slice(2);
if (!file) {
  console.error('usage: node bench/cpuprof-top.mjs <file.cpuprofile> [rows] [filter]');
  process.exit(2);
}
const prof = JSON.parse(readFileSync(file, 'utf8'));
const rows = Number(rowsArg);
const byId = new Map(prof.nodes.map((n) => [n.id, n]));
const parent = new Map();
for (const n of prof.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const counts = new Map();
for (const s of prof.samples) counts.set(s, (counts.get(s) ?? 0) + 1);
const total = prof.samples.length;
const short = (url) =>
  url
    .replace(/^file:\/\//, '')
    .replace(/.*\/node_modules\/\.pnpm\/[^/]+\/node_modules\//, '')
    .replace(/.*\/packages\//, '');
const key = (n) => {
  const f = n.callFrame;
  return `${f.functionName || '(anonymous)'} ${f.url ? `${short(f.url)}:${f.lineNumber + 1}` : ''}`.trim();
};
const self = new Map();
const incl = new Map();
for (const [id, c] of counts) {
  const n = byId.get(id);
  self.set(key(n), (self.get(key(n)) ?? 0) + c);
  const seen = new Set();
  for (let cur = id; cur !== undefined; cur = parent.get(cur)) {
    const k = key(byId.get(cur));
    if (seen.has(k)) continue;
    seen.add(k);
    incl.set(k, (incl.get(k) ?? 0) + c);
  }
}
const show = (title, m) => {
  console.log(`\n${title} (${total} samples)`);
  const sorted = [...m]
    .filter(([k]) => k.includes(filter))
    .sort((a, b) => b[1] - a[1])
    .slice(0, rows);
  for (const [k, c] of sorted) console.log(`${((100 * c) / total).toFixed(1).padStart(5)}%  ${k}`);
};
show('self time', self);
show('total time', incl);
