/*
 * CSV (RFC 4180) that a spreadsheet opens safely, whatever separator it splits on. The one writer
 * of every CSV export (leads, newsletter subscribers).
 *
 * - A cell is quoted (quotes doubled) when it holds a separator any consumer may use (comma,
 *   semicolon, tab), a quote, a line break, or spaces at either end.
 * - A formula character (= + - @, tab, carriage return) that would start a cell is made text with
 *   an apostrophe: at the start of the cell, and also right after a separator or line break inside
 *   it, because a consumer that splits on ";" (Excel in many locales) or ignores the quotes would
 *   start a new cell there: `a;=1+1` -> `"a;'=1+1"`.
 */

/** Where a consumer may start a new cell: the start, or after one of , ; tab CR LF. */
const FORMULA_START = /(^|[,;\t\r\n])(?=[=+\-@\t\r])/g;
const NEEDS_QUOTES = /[",;\t\r\n]|^\s|\s$/;

export function csvCell(value: unknown): string {
  const text = value === null || value === undefined ? '' : String(value);
  const safe = text.replace(FORMULA_START, "$1'");
  return NEEDS_QUOTES.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** A header and rows, comma-separated, CRLF line ends (what spreadsheets and RFC 4180 expect). */
export function toCsv(header: readonly string[], rows: readonly (readonly unknown[])[]): string {
  return [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

/**
 * Reads CSV (RFC 4180: quoted cells, doubled quotes, CRLF or LF, a leading byte-order mark) into
 * rows of cells. Blank lines are dropped. A quote left open is reported rather than guessed at.
 */
export function parseCsv(text: string): { rows: string[][] } | { error: string } {
  const input = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  let i = 0;
  const endRow = () => {
    row.push(cell);
    if (row.length > 1 || row[0]!.trim() !== '') rows.push(row);
    row = [];
    cell = '';
  };
  while (i < input.length) {
    const c = input[i]!;
    if (quoted) {
      if (c === '"' && input[i + 1] === '"') {
        cell += '"';
        i += 2;
        continue;
      }
      if (c === '"') quoted = false;
      else cell += c;
      i += 1;
      continue;
    }
    if (c === '"' && cell === '') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\n' || c === '\r') {
      endRow();
      if (c === '\r' && input[i + 1] === '\n') i += 1;
    } else cell += c;
    i += 1;
  }
  if (quoted) return { error: 'A quoted cell is not closed' };
  if (cell !== '' || row.length > 0) endRow();
  return { rows };
}
