/**
 * Creates an admin account: the owner when the network has none yet (a fresh database), else an
 * administrator. Both reach every site; --site grants (and creates) sites all the same:
 *
 *   pnpm --filter @sitenet/api admin:create --email ann@example.com --name "Ann" [--site example.com --site-name "Example"]
 *   node dist/admin-create.js ...            (the same from a built copy)
 *
 * The password is asked for at a prompt without echo, or read from standard input (first line) when
 * stdin is not a terminal: never from an argument, where it would end up in the shell history and
 * the process list. Uses the same DATABASE_URL / DATA_DIR as the server (stop the server first on
 * the embedded database: PGlite allows one process per data folder).
 */
import { createInterface } from 'node:readline/promises';
import { Writable } from 'node:stream';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { AdminExistsError } from '../modules/auth/admin-exists-error';
import { passwordProblem } from '../modules/auth/password-policy';
import { runCommand, UsageError } from './run-command';

const USAGE = `Usage: admin:create --email <email> --name <name> [--site <domain> [--site-name <name>]]...
  The password is read from a prompt (no echo) or, when piped, from the first line of standard input.`;

function parseCommandLine(argv: string[]) {
  if (argv.some((arg) => arg === '--password' || arg.startsWith('--password='))) {
    throw new UsageError('Passwords are never accepted as arguments: type it at the prompt or pipe it on standard input.');
  }
  const { values } = parseArgs({
    args: argv,
    options: {
      email: { type: 'string' },
      name: { type: 'string' },
      site: { type: 'string', multiple: true },
      'site-name': { type: 'string', multiple: true },
      help: { type: 'boolean', short: 'h' },
    },
    strict: true,
  });
  if (values.help) return null;
  const email = z.email().safeParse(values.email?.trim());
  if (!email.success) throw new UsageError('--email must be a valid email address.');
  const name = values.name?.trim();
  if (!name) throw new UsageError('--name is required.');
  const domains = values.site ?? [];
  const siteNames = values['site-name'] ?? [];
  if (siteNames.length > domains.length) throw new UsageError('Each --site-name belongs to a --site before it.');
  for (const domain of domains) {
    if (!/^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/i.test(domain)) {
      throw new UsageError(`--site ${domain} is not a host name (e.g. example.com).`);
    }
  }
  return {
    email: email.data,
    name,
    sites: domains.map((domain, index) => ({ domain, name: siteNames[index] })),
  };
}

async function readPassword(): Promise<string> {
  if (!process.stdin.isTTY) {
    const chunks: Buffer[] = [];
    for await (const chunk of process.stdin) chunks.push(Buffer.from(chunk as Buffer));
    return Buffer.concat(chunks).toString('utf8').split(/\r?\n/)[0] ?? '';
  }
  const ask = async (question: string) => {
    // The typed characters are echoed into a sink: nothing of the password reaches the screen.
    const silent = new Writable({ write: (_chunk, _encoding, done) => done() });
    const prompt = createInterface({ input: process.stdin, output: silent, terminal: true });
    process.stdout.write(question);
    try {
      return await prompt.question('');
    } finally {
      prompt.close();
      process.stdout.write('\n');
    }
  };
  const first = await ask('Password: ');
  const again = await ask('Repeat the password: ');
  if (first !== again) throw new UsageError('The two passwords differ.');
  return first;
}

async function main(): Promise<number> {
  const input = parseCommandLine(process.argv.slice(2));
  if (!input) {
    console.log(USAGE);
    return 0;
  }
  const password = await readPassword();
  const problem = passwordProblem(password, { email: input.email });
  if (problem) throw new UsageError(`${problem} No account was created.`);

  // The database and the server's modules load only now: a refused command answers at once.
  const [{ readEnv }, { prepareDatabase }, { createAdmin }] = await Promise.all([
    import('../env'),
    import('../db/setup'),
    import('../modules/auth/create-admin'),
  ]);
  const env = readEnv();
  const { database } = await prepareDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR, demo: false });
  try {
    const created = await createAdmin(database.db, { ...input, password });
    console.log(`Created admin ${created.email} (id ${created.id}) as the network's ${created.role}.`);
    for (const site of created.grantedSites) {
      console.log(`  ${site.created ? 'created site and granted' : 'granted'} ${site.domain} (id ${site.id})`);
    }
    if (created.grantedSites.length === 0) console.log('  No site granted: add --site <domain> to manage one.');
    return 0;
  } finally {
    await database.close();
  }
}

// Refused: bad arguments, a weak password or an existing account.
runCommand(main, { usage: USAGE, isRefusal: (error) => error instanceof AdminExistsError });
