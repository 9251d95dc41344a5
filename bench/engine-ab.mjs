#!/usr/bin/env node
// The engine's quotes against another build of it, in the same run: `node bench/engine-ab.mjs
// <baseline dist/index.js> [figures]`. Each figure is measured in 25 alternated pairs of 150 ms, as
// quotes per millisecond of CPU time (less disturbed by other processes on a shared machine than wall
// time); the median ratio and its interquartile range are printed (>= 0.95 is the target). Build the
// baseline with `git worktree add /tmp/base <ref>`, an install and its pricing-engine's `tsup`.
import { pathToFileURL } from 'node:url';
import * as S from './suites/engine.mjs';

const [baselinePath, figures] = process.argv.slice(2);
if (baselinePath === undefined) {
  console.error('usage: node bench/engine-ab.mjs <baseline pricing-engine dist/index.js> [typical,long,...]');
  process.exit(2);
}
const before = await import(pathToFileURL(baselinePath).href);
const after = await import('../packages/pricing-engine/dist/index.js');
const only = figures?.split(',');
const cases = {
  typical: (e) => e.calculatePrice(S.typical),
  long: (e) => e.calculatePrice(S.long),
  planned: (e) => e.calculatePrice(S.planned),
  longPlanned: (e) => e.calculatePrice(S.longPlanned),
  explained: (e) => e.calculatePrice(S.explained),
  calendar7: (e) => e.priceCalendar(S.calendar7),
};

// The thread's CPU time where Node has it (23.9+), else the process's.
const cpu = (since) => (process.threadCpuUsage ? process.threadCpuUsage(since) : process.cpuUsage(since));

function rate(fn, engine, ms) {
  const end = performance.now() + ms;
  let n = 0;
  const start = cpu();
  while (performance.now() < end) {
    for (let i = 0; i < 10; i++) fn(engine);
    n += 10;
  }
  const used = cpu(start);
  return n / ((used.user + used.system) / 1000);
}

for (const [name, fn] of Object.entries(cases)) {
  if (only && !only.includes(name)) continue;
  rate(fn, before, 500);
  rate(fn, after, 500);
  const ratios = [];
  for (let p = 0; p < 25; p++) {
    // Alternate which build goes first, so neither always runs on the warmer machine.
    let a;
    let b;
    if (p % 2) {
      b = rate(fn, before, 150);
      a = rate(fn, after, 150);
    } else {
      a = rate(fn, after, 150);
      b = rate(fn, before, 150);
    }
    ratios.push(a / b);
  }
  ratios.sort((x, y) => x - y);
  console.log(
    `${name}: this/baseline median ${ratios[12].toFixed(3)} (IQR ${ratios[6].toFixed(3)}..${ratios[18].toFixed(3)})`,
  );
}
