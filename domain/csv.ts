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
