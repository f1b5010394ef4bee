import type { LogoFont, LogoMethod, LogoPosition } from '../../../../domain/catalogue';
import { QuoteRequestSchema } from '../../../../domain/schemas/quotes';
import {
  LOGO_ACCEPT,
  LOGO_FORMATS_TEXT,
  LOGO_MAX_BYTES,
  LOGO_TOO_LARGE_MESSAGE,
} from '../../../../domain/uploads';

/**
 * The quote request form's state and the one way it becomes what POST /api/quotes takes: pure, so the page, the
 * loader's prefill and the tests share it. The browser checks with the API's own schema (QuoteRequestSchema)
 * and adds what only the form knows: a garment card half filled in, the logo the buyer said they would give.
 */

/** A product as the picker offers it: what a card needs to draw its choice and mock-up, nothing more. */
export interface QuoteProductOption {
  id: string;
  title: string;
  /** The picker groups by the first; the mock-up draws by them. */
  productTypes: string[];
  frontImage: string;
  backImage: string | null;
  colours: { name: string; hex: string; image: string; backImage?: string }[];
  sizes: string[];
}

export interface SizeQuantity {
  size: string;
  quantity: number;
}

/** One garment card: a product (or none chosen yet), its colour and a quantity per size. */
export interface GarmentChoice {
  /** The card's own key, stable while cards come and go (React's key; never in the page's HTML). */
  key: number;
  productId: string;
  colour: string | null;
  sizes: SizeQuantity[];
}

/** How the logo comes: a file with the request (or a customer's earlier upload), or text in a font. */
export type DesignChoice = 'upload' | 'text';

/** A logo the customer uploaded before, as the form shows the one chosen. */
export interface PreviousLogo {
  id: string;
  name: string;
  previewUrl: string | null;
}

export interface DecorationChoice {
  /** '' for no decoration. */
  method: LogoMethod | '';
  positions: LogoPosition[];
  design: DesignChoice;
  textLine: string;
  font: LogoFont;
  /** An earlier logo of the customer's, chosen instead of a file. */
  previousLogo: PreviousLogo | null;
}

export const DETAIL_FIELDS = [
  'name',
  'email',
  'phone',
  'company',
  'description',
  'neededBy',
  'postcode',
  'notes',
] as const;
export type DetailField = (typeof DETAIL_FIELDS)[number];

export interface QuoteFormState {
  fields: Record<DetailField, string>;
  garments: GarmentChoice[];
  decoration: DecorationChoice;
}

/** What the loader knows before the buyer types: their account's details, a product, the cart's garments. */
export interface QuotePrefill {
  fields: Partial<Record<DetailField, string>>;
  garments: Omit<GarmentChoice, 'key'>[];
  decoration: Partial<DecorationChoice> | null;
}

export const NO_DECORATION: DecorationChoice = {
  method: '',
  positions: [],
  design: 'upload',
  textLine: '',
  font: 'Standard',
  previousLogo: null,
};

/** A new, empty garment card after the cards there are. */
export function addGarment(garments: readonly GarmentChoice[], productId = ''): GarmentChoice[] {
  const key = Math.max(-1, ...garments.map((g) => g.key)) + 1;
  return [...garments, { key, productId, colour: null, sizes: [] }];
}

export function initialQuoteForm(prefill: QuotePrefill): QuoteFormState {
  const fields = Object.fromEntries(DETAIL_FIELDS.map((f) => [f, prefill.fields[f] ?? ''])) as Record<
    DetailField,
    string
  >;
  const garments = prefill.garments.map((g, key) => ({ ...g, key }));
  return {
    fields,
    garments: garments.length > 0 ? garments : addGarment([]),
    decoration: { ...NO_DECORATION, ...prefill.decoration },
  };
}

export const garmentCount = (g: Pick<GarmentChoice, 'sizes'>) => g.sizes.reduce((n, s) => n + s.quantity, 0);

/** A card the buyer never touched: it is left out rather than refused. */
const untouched = (g: GarmentChoice) => !g.productId && g.colour === null && g.sizes.length === 0;

/** Every problem with the form, keyed by where it is shown (`name`, `garments.0.colour`, `logo`). */
export type QuoteFormErrors = Record<string, string>;

/** The logo file as the wizard checks it before sending: its size, and a name the upload accepts. */
export function logoFileProblem(file: { name: string; size: number }): string | null {
  if (file.size > LOGO_MAX_BYTES) return LOGO_TOO_LARGE_MESSAGE;
  const ext = file.name.toLowerCase().match(/\.[a-z0-9]+$/)?.[0];
  if (!ext || !LOGO_ACCEPT.split(',').includes(ext))
    return `Please choose a ${LOGO_FORMATS_TEXT} file for your logo.`;
  return null;
}

/** The day after a YYYY-MM-DD day: the needed-by date's earliest. */
export function dayAfter(day: string): string {
  const d = new Date(`${day}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

/** What the API takes, as the schema reads it: `items` and `decoration` as values, not yet JSON strings. */
export interface QuoteRequestBody {
  name: string;
  email: string;
  phone: string;
  company: string;
  description: string;
  neededBy: string;
  postcode: string;
  notes: string;
  items: { productId: string; colour: string; sizes: SizeQuantity[] }[];
  decoration?: {
    method: LogoMethod;
    positions: LogoPosition[];
    textLine?: string;
    font?: LogoFont;
    logo?: string;
  };
}

export function quoteRequestBody(state: QuoteFormState): QuoteRequestBody {
  const { fields, decoration: d } = state;
  const items = state.garments
    .filter((g) => !untouched(g))
    .map((g) => ({ productId: g.productId, colour: g.colour ?? '', sizes: g.sizes }));
  const body: QuoteRequestBody = { ...fields, items };
  if (d.method)
    body.decoration = {
      method: d.method,
      positions: d.positions,
      ...(d.design === 'text' ? { textLine: d.textLine, font: d.font } : {}),
      ...(d.design === 'upload' && d.previousLogo ? { logo: d.previousLogo.id } : {}),
    };
  return body;
}

/**
 * The form checked as the server will check it, and what only the form knows besides: which card lacks its
 * product, colour or sizes (the schema would say "Product is required" of a list index), that a logo said to
 * come with the request does, and that the needed-by date is still ahead. Errors keyed for the page; none: ok.
 */
export function checkQuoteForm(
  state: QuoteFormState,
  file: { name: string; size: number } | null,
  today: string,
): QuoteFormErrors {
  const errors: QuoteFormErrors = {};
  const add = (key: string, message: string) => {
    errors[key] ??= message;
  };
  // the schema's words for a missing name are the contact form's; this form says it of its own fields
  if (!state.fields.name.trim()) add('name', 'Please enter your name.');
  if (!state.fields.email.trim()) add('email', 'Please enter your e-mail address.');

  // each card's problem in the card's words: which one, and what it lacks
  const cards = state.garments.flatMap((g, i) => (untouched(g) ? [] : [{ g, i }]));
  for (const { g, i } of cards) {
    const at = `garments.${i}`;
    if (!g.productId) add(`${at}.product`, 'Please choose a garment, or remove this one.');
    else if (!g.colour) add(`${at}.colour`, 'Please choose a colour.');
    else if (g.sizes.length === 0) add(`${at}.sizes`, 'Please give a quantity for at least one size.');
  }

  const parsed = QuoteRequestSchema.safeParse(quoteRequestBody(state));
  for (const issue of parsed.success ? [] : parsed.error.issues) {
    const [field, index] = issue.path.map(String);
    if (field === 'items' && index !== undefined) {
      // a card's own words above say it better; the schema speaks only of what they do not cover
      const card = `garments.${cards[Number(index)]?.i ?? 0}`;
      if (!Object.keys(errors).some((k) => k.startsWith(`${card}.`))) add(`${card}.sizes`, issue.message);
    }
    // "pick garments or tell us what you need": said where the buyer can answer it, at the description
    else if (field === 'items' && cards.length === 0) add('description', issue.message);
    else if (field === 'decoration') add(`decoration.${index ?? 'method'}`, issue.message);
    else add(field ?? 'form', issue.message);
  }

  const d = state.decoration;
  if (d.method && d.design === 'text' && !d.textLine.trim())
    add('decoration.textLine', 'Please type the text for your logo.');
  if (d.method && d.design === 'upload' && !d.previousLogo) {
    const problem = file ? logoFileProblem(file) : 'Please choose your logo file, or type a text logo.';
    if (problem) add('logo', problem);
  }
  if (!errors.neededBy && state.fields.neededBy && state.fields.neededBy <= today)
    add('neededBy', 'Please choose a date after today.');
  return errors;
}

/**
 * The request as it is sent: JSON, or multipart (`items` and `decoration` as JSON text) when a logo file goes
 * with it. A file only goes with an uploaded-logo decoration.
 */
export function quoteRequestPayload(state: QuoteFormState, file: File | null): QuoteRequestBody | FormData {
  const body = quoteRequestBody(state);
  if (!file || !body.decoration || state.decoration.design !== 'upload' || body.decoration.logo) return body;
  const form = new FormData();
  for (const [key, value] of Object.entries(body)) {
    if (value === undefined) continue;
    form.set(key, typeof value === 'string' ? value : JSON.stringify(value));
  }
  form.set('logo', file, file.name);
  return form;
}
