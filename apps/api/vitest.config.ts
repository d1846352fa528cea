import { defineConfig } from 'vitest/config';

/**
 * PGlite (default): globalSetup creates, migrates and seeds one database and dumps it; each
 * test file restores that dump in memory (~1 s instead of ~6 s per fresh database).
 * PostgreSQL (DATABASE_URL set): every file resets the schema of the one database, so files
 * must run one after another.
 */
const onPostgres = Boolean(process.env.DATABASE_URL);

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['./test/global-setup.ts'],
    fileParallelism: !onPostgres,
    // Test files mostly wait on PGlite and scrypt; two workers use both cores.
    maxWorkers: onPostgres ? 1 : 2,
    // A guard against hangs, not a speed target (benchmarks measure speed). CI runs a second pass
    // of these tests at a low priority beside the end-to-end tests; starved of the CPU there, a
    // file's setup (a database restored, sites made, a scrypt login) took over 60 s, and a test
    // that encodes images (AVIF) or opens a second database takes longer still.
    testTimeout: 180_000,
    hookTimeout: 180_000,
    pool: 'forks',
    // A worker keeps its imports from one file to the next: the app's module graph (Fastify,
    // Drizzle, sharp, PGlite) was loaded afresh for each of the 80-odd files, half the suite's
    // time. Files share no state through modules: each builds its own app on its own database.
    isolate: false,
  },
});
