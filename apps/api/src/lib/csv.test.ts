import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv';

/** How a naive consumer reads a line: split on one separator, quotes ignored. */
const naiveCells = (line: string, separator: string) => line.split(separator).map((cell) => cell.replace(/^"/, ''));
const FORMULA = /^[=+\-@\t\r]/;

describe('csvCell', () => {
  it.each([
    ['=1+1', "'=1+1"],
    ['+33 1 23', "'+33 1 23"],
    ['-5', "'-5"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tcmd', `"'\tcmd"`],
    ['\rcmd', `"'\rcmd"`],
    ['plain', 'plain'],
    ['a,b', '"a,b"'],
    ['a;b', '"a;b"'],
    ['a\tb', '"a\tb"'],
    ['say "hi"', '"say ""hi"""'],
    ['line\nbreak', '"line\nbreak"'],
    [' padded ', '" padded "'],
    [';=1+1', `";'=1+1"`],
    [',=1+1', `",'=1+1"`],
    ['a;+1', `"a;'+1"`],
    ['x\n@SUM(A1)', `"x\n'@SUM(A1)"`],
    ['x\r\n-2', `"x\r\n'-2"`],
    ['a - b, c', '"a - b, c"'],
    ['e-mail', 'e-mail'],
    [null, ''],
    [undefined, ''],
    [42, '42'],
  ])('%j -> %j', (input, output) => {
    expect(csvCell(input)).toBe(output);
  });

  it('leaves no cell that starts a formula, however a consumer splits the line', () => {
    const hostile = ['=1+1', ';=1+1', ',=1+1', 'a;@x', 'a,+x', 'a\t-x', '"=1', 'x\n=1', ';;=1', ',;=cmd|"/c calc"!A1'];
    const line = hostile.map(csvCell).join(',');
    for (const separator of [',', ';', '\t']) {
      for (const row of line.split(/\r?\n/)) {
        for (const cell of naiveCells(row, separator)) expect(cell, `${separator} ${JSON.stringify(cell)}`).not.toMatch(FORMULA);
      }
    }
  });
});

describe('toCsv', () => {
  it('writes a header and rows with CRLF line ends, quoting what needs it', () => {
    expect(toCsv(['name', 'note'], [['Ana', 'a;b'], ['=Bob', null]])).toBe(`name,note\r\nAna,"a;b"\r\n'=Bob,\r\n`);
  });
});
