import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BinaryCopy } from './copy-binary';
import { createPglite } from './pglite-create';

let db: PGlite;

beforeAll(async () => {
  db = await createPglite({});
  await db.exec('create table copied (note text, n int, at timestamptz)');
});

afterAll(async () => {
  await db.close();
});

describe('BinaryCopy', () => {
  it('writes rows PGlite reads back exactly: any text, negative numbers, times before and after 2000, nulls', async () => {
    const rows = [
      { note: 'tab\there, line\nbreak, back\\slash', n: 42, at: new Date('2026-11-28T18:45:01.123Z') },
      { note: 'مرحبا 你好 ¿qué?', n: -7, at: new Date('1999-12-31T23:59:59.999Z') },
      { note: null, n: 2_147_483_647, at: new Date('2000-01-01T00:00:00.000Z') },
    ];
    // A small first buffer: the rows must grow it.
    const copy = new BinaryCopy(3, 16);
    for (const row of rows) {
      const written = copy.row().text(row.note).int4(row.n);
      if (row.note === null) written.null();
      else written.timestamptz(row.at.getTime());
    }
    await db.query(`copy copied (note, n, at) from '/dev/blob' with (format binary)`, [], {
      blob: new Blob([copy.finish()]),
    });
    const { rows: stored } = await db.query<{ note: string | null; n: number; at: Date | null }>(
      'select note, n, at from copied order by n',
    );
    expect(stored).toEqual([
      { note: rows[1]!.note, n: -7, at: rows[1]!.at },
      { note: rows[0]!.note, n: 42, at: rows[0]!.at },
      { note: null, n: 2_147_483_647, at: null },
    ]);
  });
});
