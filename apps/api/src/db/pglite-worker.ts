/**
 * The database worker: the embedded PGlite on a thread of its own (pglite-remote.ts is the
 * server's side). Each request runs as it arrives; PGlite's own locks order them.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { types, type PGlite, type Transaction } from '@electric-sql/pglite';
import { createPglite, type PgliteOptions } from './pglite-create';
import { pglitePrepared } from './pglite-prepared';
import { errorData, type WorkerReply, type WorkerRequest } from './pglite-remote';

const port = parentPort!;
const asText = (value: string) => value;
/** The types Drizzle's driver (drizzle-orm/pglite) reads as text: times, dates, intervals, their arrays. */
const DRIZZLE_TEXT_TYPES = [types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE, 1231, 1115, 1185, 1187, 1182];
/** Ends a transaction without committing: thrown inside it, caught here. */
const ROLLBACK = Symbol('rollback');

const reply = (message: WorkerReply) => port.postMessage(message);

let db: PGlite;
try {
  db = await createPglite(workerData as PgliteOptions);
} catch (error) {
  reply({ id: 0, ok: false, error: errorData(error) });
  throw error;
}
/**
 * Drizzle passes its parsers with every query, and PGlite merges them into its own 300-odd at each
 * call: that merge cost as much as a whole simple query (about 85 µs). Here its parsers are the
 * database's own, so its queries pass none; every other caller (exec, COPY, the prepared
 * statements) keeps PGlite's defaults, given explicitly.
 */
const pgliteParsers = db.parsers;
const pgliteTimeParsers = Object.fromEntries(DRIZZLE_TEXT_TYPES.map((oid) => [oid, pgliteParsers[oid] ?? asText]));
db.parsers = { ...pgliteParsers, ...Object.fromEntries(DRIZZLE_TEXT_TYPES.map((oid) => [oid, asText])) };
const runPrepared = pglitePrepared(db, pgliteParsers);
/** Open transactions by number, each waiting for the server to say commit or roll back. */
const open = new Map<
  number,
  { tx: Transaction; end: (commit: boolean) => void; done: Promise<unknown> }
>();
let lastTx = 0;

port.on('message', (request: WorkerRequest & { id: number }) => {
  handle(request).then(
    (result) => reply({ id: request.id, ok: true, result }),
    (error: unknown) => reply({ id: request.id, ok: false, error: errorData(error) }),
  );
});
reply({ id: 0, ok: true });

async function handle(request: WorkerRequest): Promise<unknown> {
  switch (request.op) {
    case 'query': {
      const target = request.tx ? transaction(request.tx) : db;
      const { rows, fields, affectedRows } = await target.query(request.sql, request.params, {
        ...(request.rowMode ? { rowMode: request.rowMode } : {}),
        ...(request.drizzleParsers ? {} : { parsers: pgliteTimeParsers }),
        ...(request.blob ? { blob: request.blob } : {}),
      });
      return { rows, fields, affectedRows };
    }
    case 'exec': {
      const results = await (request.tx ? transaction(request.tx) : db).exec(request.sql, {
        parsers: pgliteTimeParsers,
        ...(request.blob ? { blob: request.blob } : {}),
      });
      return results.map(({ rows, fields, affectedRows }) => ({ rows, fields, affectedRows }));
    }
    case 'begin':
      return begin();
    case 'end': {
      const entry = open.get(request.tx);
      if (!entry) throw new Error(`No open transaction ${request.tx}`);
      open.delete(request.tx);
      entry.end(request.commit);
      await entry.done;
      return undefined;
    }
    case 'prepared':
      return runPrepared(request.name, request.text, request.values);
    case 'close':
      await db.close();
      return undefined;
  }
}

function transaction(id: number): Transaction {
  const entry = open.get(id);
  if (!entry) throw new Error(`No open transaction ${id}`);
  return entry.tx;
}

/** Opens a transaction and answers its number once BEGIN ran; it lasts until its 'end'. */
function begin(): Promise<number> {
  const id = ++lastTx;
  return new Promise((resolve, reject) => {
    let end!: (commit: boolean) => void;
    const ended = new Promise<boolean>((settle) => (end = settle));
    let begun = false;
    const done = db
      .transaction(async (tx) => {
        begun = true;
        open.set(id, { tx, end, done });
        resolve(id);
        if (!(await ended)) throw ROLLBACK;
      })
      .catch((error: unknown) => {
        if (!begun) reject(error instanceof Error ? error : new Error(String(error)));
        else if (error !== ROLLBACK) throw error;
      });
  });
}
