import { parse } from 'csv-parse/sync';

// Server-side only: csv-parse needs Node's Buffer, so the browser's modules import domain/csv, never this.
/**
 * The records of a CSV text (RFC 4180, as spreadsheets and carriers' tools write it), read by csv-parse: quoted
 * fields may hold commas, doubled quotes and line breaks; CRLF, LF or CR end a record; a byte-order mark and blank
 * lines are dropped; fields are kept as written (not trimmed). Semicolons separate fields when the first line has
 * more of them than commas (a European spreadsheet's export). A text that is not CSV (an unclosed quote, say)
 * throws csv-parse's CsvError ("Quote Not Closed: …").
 */
export function parseCsv(text: string): string[][] {
  const source = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const firstLine = source.slice(0, source.search(/\r|\n|$/));
  const delimiter = (firstLine.match(/;/g)?.length ?? 0) > (firstLine.match(/,/g)?.length ?? 0) ? ';' : ',';
  return parse(source, {
    delimiter,
    record_delimiter: ['\r\n', '\n', '\r'],
    relax_column_count: true,
    // a quote inside an unquoted field (=HYPERLINK("x")) is kept as written, so its row can be named
    relax_quotes: true,
    skip_empty_lines: true,
  });
}
