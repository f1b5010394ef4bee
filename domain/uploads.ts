/**
 * What a logo upload may be, everywhere (single garments and bundles, DESIGN.md "Uploads"): the server's check,
 * the wizard's check before sending, the API's 413 and the words on the pages all read these.
 */

export const LOGO_UPLOAD_FORMATS = ['PNG', 'JPEG', 'SVG', 'PDF', 'EPS', 'AI'] as const;
/** The file picker's filter; the server still judges a file by its content, never its name. */
export const LOGO_ACCEPT = '.jpg,.jpeg,.png,.svg,.pdf,.eps,.ai';

export const LOGO_MAX_MB = 10;
export const LOGO_MAX_BYTES = LOGO_MAX_MB * 1024 * 1024;
/** SVG logos are text; real ones are well under this, and a bigger one would hold the server while it is cleaned. */
export const SVG_LOGO_MAX_MB = 2;
export const SVG_LOGO_MAX_BYTES = SVG_LOGO_MAX_MB * 1024 * 1024;

/** "PNG, JPEG, SVG, PDF, EPS or AI" */
export const LOGO_FORMATS_TEXT = `${LOGO_UPLOAD_FORMATS.slice(0, -1).join(', ')} or ${LOGO_UPLOAD_FORMATS.at(-1)}`;
export const LOGO_TOO_LARGE_MESSAGE = `The file is too large. The largest logo we accept is ${LOGO_MAX_MB} MB.`;
