import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BinaryCopy } from './copy-binary';
import { createPglite } from './pglite-create';

let db: PGlite;

beforeAll(async () => {
  db = await createPglite({});
  await db.exec('create table copied (note text, n int, at timestamptz, ok boolean)');
});

afterAll(async () => {
  await db.close();
});

describe('BinaryCopy', () => {
  it('writes rows PGlite reads back exactly: any text, negative numbers, times before and after 2000, nulls, booleans', async () => {
    const rows = [
      { note: 'tab\there, line\nbreak, back\\slash', n: 42, at: new Date('2026-11-28T18:45:01.123Z'), ok: true },
      { note: 'مرحبا 你好 ¿qué?', n: -7, at: new Date('1999-12-31T23:59:59.999Z'), ok: false },
      { note: null, n: 2_147_483_647, at: new Date('2000-01-01T00:00:00.000Z'), ok: true },
      // Short values are written byte by byte while they are ASCII: one that stops being ASCII
      // late, one just over the short length, and an empty one.
      { note: 'plain ascii then é', n: 1, at: new Date('2026-01-01T00:00:00.000Z'), ok: false },
      { note: 'x'.repeat(33), n: 2, at: new Date('2026-01-02T00:00:00.000Z'), ok: true },
      { note: '', n: 3, at: new Date('2026-01-03T00:00:00.000Z'), ok: false },
    ];
    // A small first buffer: the rows must grow it.
    const copy = new BinaryCopy(4, 16);
    for (const row of rows) {
      const written = copy.row().text(row.note).int4(row.n);
      if (row.note === null) written.null();
      else written.timestamptz(row.at.getTime());
      written.bool(row.ok);
    }
    await db.query(`copy copied (note, n, at, ok) from '/dev/blob' with (format binary)`, [], {
      blob: new Blob([copy.finish()]),
    });
    const { rows: stored } = await db.query<{ note: string | null; n: number; at: Date | null; ok: boolean }>(
      'select note, n, at, ok from copied order by n',
    );
    const expected = (row: (typeof rows)[number]) => ({ note: row.note, n: row.n, at: row.note === null ? null : row.at, ok: row.ok });
    expect(stored).toEqual([rows[1]!, rows[3]!, rows[4]!, rows[5]!, rows[0]!, rows[2]!].map(expected));
  });
});
