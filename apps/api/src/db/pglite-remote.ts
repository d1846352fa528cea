import { Worker } from 'node:worker_threads';
import type { QueryOptions, Results } from '@electric-sql/pglite';
import type { PgliteOptions } from './pglite-create';

/** What the server asks the database worker (pglite-worker.ts); `tx` runs it in that open transaction. */
export type WorkerRequest =
  | {
      op: 'query';
      sql: string;
      params: unknown[];
      rowMode?: 'array' | 'object';
      /** The caller passed parsers: drizzle's, the only ones ever passed (times and dates stay text). */
      drizzleParsers?: boolean;
      blob?: Blob;
      tx?: number;
    }
  | { op: 'exec'; sql: string; blob?: Blob; tx?: number }
  | { op: 'begin' }
  | { op: 'end'; tx: number; commit: boolean }
  | { op: 'prepared'; name: string; text: string; values: string[] }
  | { op: 'close' };

/** The worker's answer to request `id` (0: the database opened, or failed to). */
export type WorkerReply =
  { id: number; ok: true; result?: unknown } | { id: number; ok: false; error: ErrorData };

/** An error as it crosses threads: its message and the driver's fields (code, constraint, detail ...). */
export type ErrorData = Record<string, string | number | boolean | null>;

export function errorData(error: unknown): ErrorData {
  if (!(error instanceof Error)) return { message: String(error) };
  const data: ErrorData = { name: error.name, message: error.message };
  for (const [key, value] of Object.entries(error)) {
    if (value === null || ['string', 'number', 'boolean'].includes(typeof value))
      data[key] = value as ErrorData[string];
  }
  return data;
}

function errorOf(data: ErrorData): Error {
  const error = new Error(String(data.message));
  return Object.assign(error, data);
}

/** What Drizzle's PGlite driver and copy-blob.ts call on a transaction. */
export interface RemoteTransaction {
  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  exec(sql: string, options?: { blob?: Blob }): Promise<Results[]>;
}

/**
 * The embedded database in a worker thread, behind the part of PGlite's interface the server uses
 * (Drizzle's driver: query and transaction; COPY from a blob; named prepared statements). PGlite
 * runs each statement inside WebAssembly on the thread that calls it: on the server's own thread
 * a batch of clicks or a bulk action held every reply for milliseconds. Here the replies go on
 * while the worker writes. PGlite's own locks, in the worker, still order the statements: one
 * at a time, none between another caller's BEGIN and COMMIT.
 */
export class RemotePglite {
  private readonly pending = new Map<
    number,
    { resolve: (value: unknown) => void; reject: (error: Error) => void }
  >();
  private nextId = 1;
  private stopped: Error | null = null;

  private constructor(private readonly worker: Worker) {
    worker.on('message', (reply: WorkerReply) => {
      const waiting = this.pending.get(reply.id);
      if (!waiting) return;
      this.pending.delete(reply.id);
      if (reply.ok) waiting.resolve(reply.result);
      else waiting.reject(errorOf(reply.error));
    });
    worker.on('error', (error) => this.stop(error));
    worker.on('exit', () => this.stop(new Error('PGlite is closed (its worker stopped)')));
  }

  static async open(options: PgliteOptions): Promise<RemotePglite> {
    // tsx runs src/db/*.ts (tests, benchmarks); the build puts dist/pglite-worker.js beside dist/main.js.
    const fromSource = import.meta.url.endsWith('.ts');
    const worker = new Worker(
      new URL(fromSource ? './pglite-worker.ts' : './pglite-worker.js', import.meta.url),
      {
        workerData: options,
        ...(fromSource ? { execArgv: ['--import', 'tsx'] } : {}),
      },
    );
    const remote = new RemotePglite(worker);
    const opened = new Promise((resolve, reject) => remote.pending.set(0, { resolve, reject }));
    try {
      await opened;
    } catch (error) {
      await worker.terminate();
      throw error;
    }
    return remote;
  }

  query<T>(
    sql: string,
    params: unknown[] = [],
    options?: QueryOptions,
    tx?: number,
  ): Promise<Results<T>> {
    return this.call({
      op: 'query',
      sql,
      params,
      ...(options?.rowMode ? { rowMode: options.rowMode } : {}),
      ...(options?.parsers ? { drizzleParsers: true } : {}),
      ...(options?.blob ? { blob: options.blob } : {}),
      ...(tx ? { tx } : {}),
    }) as Promise<Results<T>>;
  }

  exec(sql: string, options?: { blob?: Blob }, tx?: number): Promise<Results[]> {
    return this.call({
      op: 'exec',
      sql,
      ...(options?.blob ? { blob: options.blob } : {}),
      ...(tx ? { tx } : {}),
    }) as Promise<Results[]>;
  }

  /** Commits when the callback resolves, rolls back when it throws (as PGlite's transaction()). */
  async transaction<T>(callback: (tx: RemoteTransaction) => Promise<T>): Promise<T> {
    const tx = (await this.call({ op: 'begin' })) as number;
    const handle: RemoteTransaction = {
      query: (sql, params, options) => this.query(sql, params, options, tx),
      exec: (sql, options) => this.exec(sql, options, tx),
    };
    let result: T;
    try {
      result = await callback(handle);
    } catch (error) {
      await this.call({ op: 'end', tx, commit: false }).catch(() => undefined);
      throw error;
    }
    await this.call({ op: 'end', tx, commit: true });
    return result;
  }

  /** pglite-prepared.ts, run in the worker. */
  readonly runPrepared = <T>(name: string, text: string, values: string[]): Promise<T[]> =>
    this.call({ op: 'prepared', name, text, values }) as Promise<T[]>;

  async close(): Promise<void> {
    if (this.stopped) return;
    await this.call({ op: 'close' });
    this.stop(new Error('PGlite is closed'));
    await this.worker.terminate();
  }

  private call(request: WorkerRequest): Promise<unknown> {
    if (this.stopped) return Promise.reject(this.stopped);
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.worker.postMessage({ ...request, id });
    });
  }

  /** Every call still waiting fails as on a closed PGlite (errors.ts answers 503). */
  private stop(error: Error): void {
    this.stopped ??= /pglite is closed/i.test(error.message)
      ? error
      : new Error(`PGlite is closed: ${error.message}`);
    for (const waiting of this.pending.values()) waiting.reject(this.stopped);
    this.pending.clear();
  }
}
