import { buildApp } from './app';
import { prepareDatabase } from './db/setup';
import { demoAccountList } from './db/seed/demo-accounts';
import { installDemoMedia } from './db/seed/demo-media';
import { seedSyntheticPosts } from './db/seed/synthetic';
import { readEnv } from './env';
import { warmTranslationMemory } from './modules/translation-memory/trigram-index';

async function main(): Promise<void> {
  const env = readEnv();
  const started = Date.now();
  // Demo content and accounts go in only when asked: `--demo` here, or SEED_DEMO=true.
  const demo = env.SEED_DEMO || process.argv.slice(2).includes('--demo');
  const { database, seeded, noAdmin } = await prepareDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    worker: true,
    demo,
    demoTraffic: env.DEMO_TRAFFIC === 'on',
    onPoolError: (error) => console.warn(`PostgreSQL connection lost (${error.message}); the pool reconnects on the next query.`),
  });
  if (env.SYNTHETIC_POSTS > 0) {
    // Benchmark data only (SYNTHETIC_POSTS is never set in production).
    const added = await seedSyntheticPosts(database.db, 'localhost', env.SYNTHETIC_POSTS);
    console.log(`SYNTHETIC_POSTS: added ${added} synthetic posts to localhost (${env.SYNTHETIC_POSTS} in all)`);
  }
  const app = await buildApp({ env, database });
  // The demo articles' pictures go into the media store (once; later starts find them there).
  if (demo) await installDemoMedia(app.ctx.mediaStorage);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: closing`);
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    try {
      await app.close();
      await database.close();
      process.exit(0);
    } catch (error) {
      console.error(error);
      process.exit(1);
    }
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: env.PORT, host: env.HOST });
  // Each language pair's fuzzy-match index loads in the background: ready requests are not held.
  warmTranslationMemory(database.db).catch((error: unknown) => app.log.warn({ err: error }, 'translation memory index: loading at start failed'));
  const port = (app.server.address() as { port: number } | null)?.port ?? env.PORT;
  const storage = database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite at ${env.DATA_DIR}`;
  console.log(
    [
      '',
      `  Sitenet API ready in ${((Date.now() - started) / 1000).toFixed(1)} s (${storage}${seeded ? ', demo data seeded' : ''})`,
      `  Magazine:       http://localhost:${port}`,
      `  Admin console:  http://admin.localhost:${port}`,
      ...(demo ? demoAccountLines() : []),
      ...(noAdmin ? firstAdminLines() : []),
      '',
    ].join('\n'),
  );
}

function demoAccountLines(): string[] {
  return [
    `  Demo accounts (demo seed only, never in production):`,
    ...demoAccountList().map((account) => {
      const where = account.memberships.map((m) => `${m.role} of ${m.site}${m.languages.length ? ` (${m.languages.join(', ')})` : ''}`);
      return `    ${`${account.email} / ${account.password}`.padEnd(46)} ${account.role === 'member' ? where.join('; ') : account.role}`;
    }),
  ];
}

function firstAdminLines(): string[] {
  return [
    '',
    '  No admin account exists yet. Create the first one (the password is asked for, never an argument):',
    '    pnpm --filter @sitenet/api admin:create --email you@example.com --name "Your Name" --site example.com --site-name "Example"',
    '  (from a built copy: node dist/admin-create.js ...; on the embedded database stop the server first).',
    '  For the demo network with its demo accounts instead, start with --demo (or SEED_DEMO=true) on an empty database.',
  ];
}

main().catch((error: unknown) => {
  console.error('Failed to start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
