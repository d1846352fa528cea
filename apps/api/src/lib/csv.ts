/**
 * CSV (RFC 4180) that a spreadsheet opens safely: a cell starting with = + - @ (or a tab or
 * carriage return) is prefixed with an apostrophe so it is shown as text, never run as a formula.
 */
export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
}

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
