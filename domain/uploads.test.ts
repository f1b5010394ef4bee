import { expect, it } from 'vitest';
import { LOGO_FORMATS_TEXT, LOGO_MAX_BYTES, LOGO_TOO_LARGE_MESSAGE, SVG_LOGO_MAX_BYTES } from './uploads';

it.each([
  [LOGO_MAX_BYTES, 10 * 1024 * 1024],
  [SVG_LOGO_MAX_BYTES, 2 * 1024 * 1024],
])('limits uploads to %i bytes', (limit, expected) => {
  expect(limit).toBe(expected);
});

it('words the limits as the pages and errors say them', () => {
  expect(LOGO_FORMATS_TEXT).toBe('PNG, JPEG, SVG, PDF, EPS or AI');
  expect(LOGO_TOO_LARGE_MESSAGE).toBe('The file is too large. The largest logo we accept is 10 MB.');
});
