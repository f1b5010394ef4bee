import { parse } from 'csv-parse/sync';
/**
 * One CSV line (RFC 4180): fields with commas, quotes or line breaks are quoted. A field a spreadsheet would run
 * as a formula (=, +, -, @, tab, return at the start) gets a leading apostrophe, so a customer's name cannot.
 */
export function csvRow(fields: readonly (string | number)[]): string {
  return `${fields.map(csvField).join(',')}\r\n`;
}

function csvField(value: string | number): string {
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

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
