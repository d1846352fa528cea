/**
 * Round-trips a site's posts through a content folder (the format of content/demo):
 *
 *   pnpm --filter @sitenet/api content:export <dir> [--site <domain>]
 *   pnpm --filter @sitenet/api content:import <dir> [--site <domain>]
 *
 * The site defaults to localhost (the demo magazine). Uses the same DATABASE_URL / DATA_DIR as the
 * server (stop the server first on the embedded database: PGlite allows one process per data folder).
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { migrateDatabase, openDatabase, type Db } from '../db/client';
import { readEnv } from '../env';
import { systemClock } from '../lib/clock';
import { ContentFileError } from '../modules/content/content-folder';
import { ServicePostStore } from '../modules/content/service-post-store';
import {
  ContentCommandError,
  exportSiteToFolder,
  importFolderToSite,
} from '../modules/content/site-transfer';
import { PostService } from '../modules/posts/service';
import { SiteAccess } from '../modules/sites/access';
import { runCommand, UsageError } from './run-command';

const USAGE = `Usage: content:export <dir> [--site <domain>]
       content:import <dir> [--site <domain>]
  <dir> holds articles/<key>.json, authors.json and tags.json; --site defaults to localhost.`;

/** The command's posts, through one PostService over db (over the transaction while importing). */
function postStore(db: Db): ServicePostStore {
  return new ServicePostStore(db, new PostService(db, new SiteAccess(db), systemClock));
}

function parseCommandLine(argv: string[], cwd: string) {
  const { values, positionals } = parseArgs({
    args: argv,
    options: {
      site: { type: 'string', default: 'localhost' },
      help: { type: 'boolean', short: 'h' },
    },
    allowPositionals: true,
    strict: true,
  });
  const [command, dir, ...rest] = positionals;
  if (values.help) return null;
  if ((command !== 'export' && command !== 'import') || !dir || rest.length > 0) {
    throw new UsageError(
      dir && rest.length > 0 ? 'Name one folder only.' : 'Name the content folder.',
    );
  }
  return { command, dir: path.resolve(cwd, dir), domain: values.site };
}

async function main(): Promise<number> {
  const env = readEnv();
  const input = parseCommandLine(process.argv.slice(2), env.INIT_CWD);
  if (!input) {
    console.log(USAGE);
    return 0;
  }
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  try {
    await migrateDatabase(database);
    const { db } = database;
    if (input.command === 'export') {
      const count = await exportSiteToFolder(db, postStore(db), input.domain, input.dir);
      console.log(`Exported ${count} posts of ${input.domain} to ${input.dir}`);
    } else {
      const count = await importFolderToSite(db, input.domain, input.dir, (work) =>
        db.transaction((tx) => work(tx, postStore(tx))),
      );
      console.log(`Imported ${count} posts from ${input.dir} into ${input.domain}`);
    }
    return 0;
  } finally {
    await database.close();
  }
}

// Refused: bad arguments, an unknown site, an invalid file or a slug already taken.
runCommand(main, {
  usage: USAGE,
  isRefusal: (error) => error instanceof ContentCommandError || error instanceof ContentFileError,
});
