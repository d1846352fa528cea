/** Where the admin benchmarks live and write their figures (bench-results/ is ignored by git). */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const adminRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const repoRoot = join(adminRoot, '..', '..');

/** apps/admin/bench-results/<name>.json */
export function writeResult(name: string, data: object): string {
  const dir = join(adminRoot, 'bench-results');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `${name}.json`);
  writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`);
  console.log(`written: ${file}`);
  return file;
}
