#!/usr/bin/env node
// Sums the vitest and Playwright summaries found in the given log files and prints one line,
// "N passed, N failed", which CI reads. Lines may carry prefixes (turbo's task, the e2e group).
// Tests that passed only on their retry (Playwright's "flaky") count as passed, and are named
// above that line so a flake is seen.
import { readFileSync } from 'node:fs';

let passed = 0;
let failed = 0;
let skipped = 0;
const retried = [];

for (const file of process.argv.slice(2)) {
  let text = '';
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    continue;
  }
  // eslint-disable-next-line no-control-regex
  text = text.replace(/\x1b\[[0-9;]*m/g, '');
  // Per output prefix: the end-to-end tests run as two prefixed processes whose lines interleave.
  const inFlakyList = new Map();
  for (const raw of text.split('\n')) {
    // Turbo prefixes lines with the task name, the e2e runner with its group ("desktop: ").
    const [, prefixes, line] = raw.match(/^((?:[\w@/.:-]+:\s+)*)(.*)$/);
    const prefix = prefixes.replace(/\s+/g, ' ').trim();
    // Playwright lists the flaky tests under "  N flaky", one "[project] › file:line › title" each.
    const named = line.match(/^\s*(\[[^\]]+\] › .*?)\s*─*\s*$/);
    if (inFlakyList.get(prefix) && named) {
      retried.push(named[1]);
      continue;
    }
    inFlakyList.set(prefix, /^\s*\d+\s+flaky\s*$/.test(line));
    // vitest: "      Tests  2 failed | 25 passed | 1 skipped (28)"
    const vitest = line.match(/\bTests\s+(.*)\(\d+\)\s*$/);
    if (vitest) {
      for (const [, n, kind] of vitest[1].matchAll(/(\d+)\s+(passed|failed|skipped|todo)/g)) {
        if (kind === 'passed') passed += Number(n);
        else if (kind === 'failed') failed += Number(n);
        else skipped += Number(n);
      }
      continue;
    }
    // Playwright: "  25 passed (1.2m)", "  2 failed", "  1 flaky", "  3 skipped"
    const pw = line.match(/^\s*(\d+)\s+(passed|failed|flaky|skipped|did not run|interrupted)\b(?:\s+\([\d.]+m?s?\))?\s*$/);
    if (pw) {
      const n = Number(pw[1]);
      if (pw[2] === 'passed' || pw[2] === 'flaky') passed += n;
      else if (pw[2] === 'failed' || pw[2] === 'interrupted') failed += n;
      else skipped += n;
    }
  }
}

if (retried.length > 0) {
  console.log(`Passed only on a retry (${retried.length}):`);
  for (const name of retried) console.log(`  ${name}`);
}
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
