import pg from 'pg';

/**
 * The databases of a test run on PostgreSQL (DATABASE_URL): one migrated and seeded template made
 * once by the global setup, and a copy of it for every test database (CREATE DATABASE ... TEMPLATE,
 * a file copy of a fraction of a second where a migration and a seed took seconds). Every test
 * file thus gets databases of its own and files run side by side, as on PGlite. DATABASE_URL names
 * the database these commands connect to; the role needs CREATEDB.
 */

const nameOf = (baseUrl: string) => decodeURIComponent(new URL(baseUrl).pathname.slice(1));
const templateOf = (baseUrl: string) => `${nameOf(baseUrl)}_template`;
const copyPrefixOf = (baseUrl: string) => `${nameOf(baseUrl)}_copy_`;

/** The URL of database `name` on the server of `baseUrl`, with its credentials. */
function urlOf(baseUrl: string, name: string): string {
  const url = new URL(baseUrl);
  url.pathname = `/${encodeURIComponent(name)}`;
  return url.toString();
}

/** Runs `statements` (one at a time: CREATE/DROP DATABASE cannot share a transaction). */
async function onServer(
  baseUrl: string,
  statements: (client: pg.Client) => string[],
): Promise<void> {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    for (const statement of statements(client)) await client.query(statement);
  } finally {
    await client.end();
  }
}

const drop = (client: pg.Client, name: string) =>
  `drop database if exists ${client.escapeIdentifier(name)} with (force)`;

/** Makes the template afresh (left-over copies of an interrupted run go too); `seed` fills it. */
export async function createTemplate(
  baseUrl: string,
  seed: (url: string) => Promise<void>,
): Promise<void> {
  await dropAll(baseUrl);
  await onServer(baseUrl, (client) => [
    `create database ${client.escapeIdentifier(templateOf(baseUrl))}`,
  ]);
  await seed(urlOf(baseUrl, templateOf(baseUrl)));
}

let copies = 0;

/** A new database with the template's content; its URL. */
export async function copyTemplate(baseUrl: string): Promise<string> {
  copies += 1;
  const name = `${copyPrefixOf(baseUrl)}${process.pid}_${copies}`;
  await onServer(baseUrl, (client) => [
    `create database ${client.escapeIdentifier(name)} template ${client.escapeIdentifier(templateOf(baseUrl))}`,
  ]);
  return urlOf(baseUrl, name);
}

/** Drops one copy, closing what still connects to it. */
export async function dropCopy(baseUrl: string, url: string): Promise<void> {
  await onServer(baseUrl, (client) => [drop(client, nameOf(url))]);
}

/** Drops the template and every copy. */
export async function dropAll(baseUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ datname: string }>(
      'select datname from pg_database where datname = $1 or starts_with(datname, $2)',
      [templateOf(baseUrl), copyPrefixOf(baseUrl)],
    );
    for (const { datname } of rows) await client.query(drop(client, datname));
  } finally {
    await client.end();
  }
}
