import { describe, expect, it } from 'vitest';
import { csvRow } from './csv';
import { parseCsv } from './csv-read';

describe('csvRow', () => {
  it('quotes commas, quotes and line breaks', () => {
    expect(csvRow(['#1001', 'Bloggs, Jo', 'say "hi"', 'a\nb', 12.5])).toBe(
      '#1001,"Bloggs, Jo","say ""hi""","a\nb",12.5\r\n',
    );
  });
  it('defuses a field a spreadsheet would run as a formula', () => {
    expect(csvRow(['=HYPERLINK("x")', '+1', '@me'])).toBe(`"'=HYPERLINK(""x"")",'+1,'@me\r\n`);
  });
  it('leaves negative numbers alone', () => {
    expect(csvRow([-3])).toBe('-3\r\n');
  });
});

describe('parseCsv', () => {
  it('reads quoted fields with commas, doubled quotes and line breaks', () => {
    expect(parseCsv('a,b,c\r\n"1,2","say ""hi""","x\ny"\n3,,4')).toEqual([
      ['a', 'b', 'c'],
      ['1,2', 'say "hi"', 'x\ny'],
      ['3', '', '4'],
    ]);
  });
  it('drops a byte-order mark and blank lines, and reads CR line ends', () => {
    expect(parseCsv('\uFEFFa,b\r\n\r\n1,2\r3,4\n\n')).toEqual([
      ['a', 'b'],
      ['1', '2'],
      ['3', '4'],
    ]);
  });
  it('reads a semicolon-separated export', () => {
    expect(parseCsv('Reference;Carrier;Tracking\n1001;DPD;155 0')).toEqual([
      ['Reference', 'Carrier', 'Tracking'],
      ['1001', 'DPD', '155 0'],
    ]);
  });
  it('reads back what csvRow writes', () => {
    const rows = [
      ['#1001', 'Bloggs, Jo', 'say "hi"', 'a\r\nb'],
      ['', 'x', '', ''],
    ];
    expect(parseCsv(rows.map((r) => csvRow(r)).join(''))).toEqual(rows);
  });
  it('refuses a quote that is never closed', () => {
    expect(() => parseCsv('a,b\n"1,2\n3,4')).toThrow(/Quote Not Closed/);
  });
});
