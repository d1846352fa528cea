import { defineConfig } from 'vitest/config';

/**
 * globalSetup migrates and seeds one database: on PGlite (default) it dumps it and each test
 * database restores the dump in memory (~1 s instead of ~6 s); on PostgreSQL (DATABASE_URL set)
 * it is a template and each test database is a copy of it (test/postgres-databases.ts). Either
 * way every test file has databases of its own, so files run side by side.
 */
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['./test/global-setup.ts'],
    // Test files mostly wait on the database and scrypt; two workers use both cores.
    maxWorkers: 2,
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
