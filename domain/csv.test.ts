import { describe, expect, it } from 'vitest';
import { csvRow } from './csv';

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
