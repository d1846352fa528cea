#!/usr/bin/env node
// Writes .br and .gz copies next to every compressible file of a build folder, so the API (and
// any static host that supports it) serves compressed bytes without compressing per request.
// Usage: node tooling/scripts/precompress.mjs <dist-folder>
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.html', '.json', '.svg', '.txt', '.xml', '.webmanifest']);
const MIN_BYTES = 1024;

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (COMPRESSIBLE.has(extname(entry.name))) yield path;
  }
}

const root = process.argv[2];
if (!root) {
  console.error('usage: precompress.mjs <dist-folder>');
  process.exit(1);
}

let count = 0;
for (const path of files(root)) {
  if (statSync(path).size < MIN_BYTES) continue;
  const bytes = readFileSync(path);
  writeFileSync(`${path}.gz`, gzipSync(bytes, { level: 9 }));
  writeFileSync(
    `${path}.br`,
    brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  count += 1;
}
console.log(`precompressed ${count} files in ${root}`);
