/** Figures of a benchmark: statistics and the JSON file each run writes (bench-results/ is ignored by git). */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { API_ROOT } from './processes';

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** The nearest-rank percentile (p in 0..100) of a list of times. */
export function percentile(values: ArrayLike<number>, p: number): number {
  const sorted = Float64Array.from(values).sort();
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

export async function writeResults(mode: string, data: object): Promise<string> {
  const dir = path.join(API_ROOT, 'bench-results');
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, `${mode}-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  await writeFile(file, `${JSON.stringify({ node: process.version, ...data }, null, 2)}\n`);
  console.log(`\nWritten to ${file}`);
  return file;
}
