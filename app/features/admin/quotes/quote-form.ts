import {
  LOGO_FONTS,
  LOGO_POSITIONS,
  type LogoFont,
  type LogoMethod,
  type LogoPosition,
} from '../../../../domain/catalogue';
import type { LineDecoration } from '../../../../domain/line-item';
import { formatPounds, parsePrice, type Pence } from '../../../../domain/money';
import { formatQuoteDay, type QuoteStatus } from '../../../../domain/quotes';
import type {
  QuoteDocumentView,
  QuoteGarmentLineView,
  QuoteLineView,
  QuoteRequestView,
  QuoteView,
} from '../../../../domain/quote-view';
import { QuoteDraftSchema, type QuoteDraftInput } from '../../../../domain/schemas/quotes';

/**
 * The quote editor's form (issue 30): the seller's draft as the boxes hold it, and the two ways across — a
 * quote's draft (or, for a new request, what the buyer asked for) into the form, and the form into the
 * QuoteDraftSchema body that PUT /api/quotes/{id} and POST …/price take. Prices are typed in pounds and sent in
 * pence; a price left at the shop's is left out, so the server prices it (with its quantity breaks). Nothing here
 * adds up money: every figure the editor shows is the server's.
 */

/** A unit price box: the shop's price until the seller types their own (`overridden`). */
export interface PriceBox {
  typed: string;
  overridden: boolean;
}

export interface DecorationForm {
  key: string;
  position: LogoPosition;
  method: LogoMethod;
  /** Text in a font, or a logo (by id: the request's, or one already on the line). */
  design: 'text' | 'logo';
  textLine: string;
  font: LogoFont;
  logoId: string | null;
  price: PriceBox;
}

export interface SizeQuantity {
  size: string;
  quantity: number;
}

export interface GarmentLineForm {
  kind: 'garment';
  key: string;
  /** '' until the seller picks a product. */
  productId: string;
  colour: string;
  /** The size grid's choice: sizes with a quantity, in the product's order of sizes. */
  sizes: SizeQuantity[];
  decorations: DecorationForm[];
  price: PriceBox;
}

export interface CustomLineForm {
  kind: 'custom';
  key: string;
  description: string;
  quantity: string;
  unitPrice: string;
}

export type LineForm = GarmentLineForm | CustomLineForm;

export interface QuoteForm {
  lines: LineForm[];
  discountPercent: string;
  shipping: string;
  /** YYYY-MM-DD (a date input's value). */
  validUntil: string;
  message: string;
  /** The next key for a line or decoration added: keys stay the same on the server's page and the browser's. */
  nextKey: number;
}

/** A logo the editor can put on a line: the request's upload, or one a saved line carries. */
export interface QuoteLogo {
  id: string;
  name: string;
  previewUrl: string | null;
}

/* ------------------------------------------------------------------------------------------------ money */

/** The box's text for an amount: "12.50". */
export const poundsText = (pence: Pence) => (pence / 100).toFixed(2);

/** Pence from a typed amount ("12.50", "£12.50", "0"), or null when it is not pounds with at most two decimals. */
export function typedPence(raw: string): Pence | null {
  const text = raw.trim().replace(/^£/, '');
  if (/^0+(\.0{1,2})?$/.test(text)) return 0;
  return parsePrice(text);
}

/** "Shop price £12.99 (from 50)": the shop's own price each, and the quantity break that set it. */
export function shopPriceText(price: Pence, priceBreak: number | null | undefined): string {
  return `Shop price ${formatPounds(price)}${priceBreak ? ` (from ${priceBreak.toLocaleString('en-GB')})` : ''}`;
}

/** The states the seller may edit the draft in (saving one makes it a draft: domain/quotes QUOTE_MOVES). */
export const quoteEditable = (status: QuoteStatus) =>
  status === 'requested' || status === 'draft' || status === 'changes_requested';

/** A typed day as the page says it ("3 November 2026"); a half-typed one as it is, so a cleared box breaks nothing. */
export const dayText = (day: string) => (/^\d{4}-\d{2}-\d{2}$/.test(day) ? formatQuoteDay(day) : day);

/* ------------------------------------------------------------------------------------------- into the form */

const fontOf = (font: string | null | undefined): LogoFont =>
  (LOGO_FONTS as readonly string[]).includes(font ?? '') ? (font as LogoFont) : 'Standard';

/** A decoration's price as saved: the seller's own (overridden) when it is not the shop's price there. */
function decorationPriceBox(d: QuoteGarmentLineView['decorations'][number]): PriceBox {
  const price = d.unitPrice ?? 0;
  const overridden = d.shopUnitPrice !== undefined && d.shopUnitPrice !== price;
  return { typed: poundsText(price), overridden };
}

/** A price left at the shop's: the server prices it, with its quantity breaks. */
const SHOP_PRICE: PriceBox = { typed: '', overridden: false };

/** What a decoration puts on the garment: text in a font, or a logo. */
type DesignFields = Pick<DecorationForm, 'design' | 'textLine' | 'font' | 'logoId'>;

const designOf = ({ design }: LineDecoration): DesignFields =>
  design.kind === 'text'
    ? { design: 'text', textLine: design.text, font: design.font, logoId: null }
    : { design: 'logo', textLine: '', font: 'Standard', logoId: design.logo?.id ?? null };

/** A garment line of a product in a colour, its sizes copied. */
function garmentOf(
  key: string,
  item: Pick<GarmentLineForm, 'productId' | 'colour' | 'sizes'>,
  decorations: DecorationForm[],
  price: PriceBox,
): GarmentLineForm {
  const sizes = item.sizes.map(({ size, quantity }) => ({ size, quantity }));
  return { kind: 'garment', key, productId: item.productId, colour: item.colour, sizes, decorations, price };
}

function garmentLineOf(line: QuoteGarmentLineView, key: string): GarmentLineForm {
  const decorations = line.decorations.map((d, j) => ({
    key: `${key}d${j}`,
    position: d.position,
    method: d.method,
    ...designOf(d),
    price: decorationPriceBox(d),
  }));
  const price = { typed: poundsText(line.unitPrice), overridden: line.unitPrice !== line.shopUnitPrice };
  return garmentOf(key, line, decorations, price);
}

function lineFormOf(line: QuoteLineView, index: number): LineForm {
  const key = `l${index}`;
  if (line.kind === 'garment') return garmentLineOf(line, key);
  return {
    kind: 'custom',
    key,
    description: line.description,
    quantity: String(line.quantity),
    unitPrice: poundsText(line.unitPrice),
  };
}

/** A priced document (the seller's draft, or the version sent) as the form. */
export function formOfDocument(doc: QuoteDocumentView, validUntil = doc.validUntil): QuoteForm {
  return {
    lines: doc.lines.map(lineFormOf),
    discountPercent: String(doc.discountPercent),
    shipping: poundsText(doc.shipping),
    validUntil,
    message: doc.message,
    nextKey: doc.lines.length,
  };
}

/**
 * A new request's first draft: one garment line per garment the buyer picked, each with the decoration they asked
 * for at every position they chose, every price the shop's.
 */
export function formOfRequest(request: QuoteRequestView, validUntil: string): QuoteForm {
  const wanted = request.decoration;
  const design: DesignFields | null = wanted && {
    design: wanted.logo && !wanted.textLine ? 'logo' : 'text',
    textLine: wanted.textLine ?? '',
    font: fontOf(wanted.font),
    logoId: wanted.logo?.id ?? null,
  };
  const lines = request.items.map((item, i) => {
    const decorations = (design ? wanted!.positions : []).map((position, j) => ({
      key: `l${i}d${j}`,
      position,
      method: wanted!.method,
      ...design!,
      price: SHOP_PRICE,
    }));
    return garmentOf(`l${i}`, item, decorations, SHOP_PRICE);
  });
  return { lines, discountPercent: '0', shipping: '0.00', validUntil, message: '', nextKey: lines.length };
}

/**
 * The editor's first form: the saved draft (or the version the buyer read); a quote sent back for changes is
 * revised valid for the default days again; a request with no draft yet starts from what was asked.
 */
export function quoteFormOf(
  quote: Pick<QuoteView, 'status' | 'draft' | 'versions' | 'request'>,
  validUntil: string,
) {
  const doc = quote.draft ?? quote.versions[0];
  if (!doc) return formOfRequest(quote.request, validUntil);
  return formOfDocument(
    doc,
    quote.status === 'changes_requested' || !quote.draft ? validUntil : doc.validUntil,
  );
}

/** The logos the editor offers: the request's upload and any a saved line carries, each once. */
export function quoteLogos(quote: Pick<QuoteView, 'draft' | 'versions' | 'request'>): QuoteLogo[] {
  const logos = new Map<string, QuoteLogo>();
  const requested = quote.request.decoration?.logo;
  if (requested)
    logos.set(requested.id, { id: requested.id, name: requested.name, previewUrl: requested.previewUrl });
  for (const doc of [quote.draft, ...quote.versions])
    for (const line of doc?.lines ?? [])
      if (line.kind === 'garment')
        for (const d of line.decorations)
          if (d.design.kind === 'logo' && d.design.logo && !logos.has(d.design.logo.id))
            logos.set(d.design.logo.id, {
              id: d.design.logo.id,
              name: d.design.name,
              previewUrl: d.design.logo.previewUrl,
            });
  return [...logos.values()];
}

/* -------------------------------------------------------------------------------------------- changes */

/** A new key, and the form counting it. */
function takeKey(form: QuoteForm): [string, QuoteForm] {
  return [`n${form.nextKey}`, { ...form, nextKey: form.nextKey + 1 }];
}

export function addGarmentLine(form: QuoteForm): [QuoteForm, string] {
  const [key, next] = takeKey(form);
  const line = garmentOf(key, { productId: '', colour: '', sizes: [] }, [], SHOP_PRICE);
  return [{ ...next, lines: [...next.lines, line] }, key];
}

export function addCustomLine(form: QuoteForm, description = ''): [QuoteForm, string] {
  const [key, next] = takeKey(form);
  const line: CustomLineForm = { kind: 'custom', key, description, quantity: '1', unitPrice: '' };
  return [{ ...next, lines: [...next.lines, line] }, key];
}

/** A decoration at the first position the line does not carry yet, in the line's (or the request's) design. */
export function addDecoration(
  form: QuoteForm,
  lineKey: string,
  logos: readonly QuoteLogo[],
): [QuoteForm, string] {
  const [key, next] = takeKey(form);
  const lines = next.lines.map((line) => {
    if (line.key !== lineKey || line.kind !== 'garment') return line;
    const taken = new Set(line.decorations.map((d) => d.position));
    const like = line.decorations[0];
    const design: DesignFields = like
      ? { design: like.design, textLine: like.textLine, font: like.font, logoId: like.logoId }
      : { design: logos[0] ? 'logo' : 'text', textLine: '', font: 'Standard', logoId: logos[0]?.id ?? null };
    const position = LOGO_POSITIONS.find((p) => !taken.has(p)) ?? LOGO_POSITIONS[0];
    const method = like?.method ?? 'Embroidery';
    const decoration: DecorationForm = { key, position, method, ...design, price: SHOP_PRICE };
    return { ...line, decorations: [...line.decorations, decoration] };
  });
  return [{ ...next, lines }, key];
}

export function updateLine(form: QuoteForm, key: string, patch: Partial<LineForm>): QuoteForm {
  return {
    ...form,
    lines: form.lines.map((l) => (l.key === key ? ({ ...l, ...patch } as LineForm) : l)),
  };
}

export function removeLine(form: QuoteForm, key: string): QuoteForm {
  return { ...form, lines: form.lines.filter((l) => l.key !== key) };
}

export function updateDecoration(
  form: QuoteForm,
  lineKey: string,
  key: string,
  patch: Partial<DecorationForm> | null,
): QuoteForm {
  return {
    ...form,
    lines: form.lines.map((line) =>
      line.key !== lineKey || line.kind !== 'garment'
        ? line
        : {
            ...line,
            decorations: patch
              ? line.decorations.map((d) => (d.key === key ? { ...d, ...patch } : d))
              : line.decorations.filter((d) => d.key !== key),
          },
    ),
  };
}

/* ---------------------------------------------------------------------------------------- field ids */

/** The box a problem is shown under, by id (so focus can go to it). */
export const QUOTE_FIELD_IDS = {
  discountPercent: 'quote-discount',
  shipping: 'quote-shipping',
  validUntil: 'quote-valid-until',
  message: 'quote-message',
  lines: 'quote-add-garment',
} as const;
export type QuoteFormField = keyof typeof QUOTE_FIELD_IDS;

export type LinePart = 'product' | 'colour' | 'sizes' | 'price' | 'description' | 'quantity';
export type DecorationPart = 'position' | 'method' | 'design' | 'text' | 'font' | 'price';

export const lineFieldId = (lineKey: string, part: LinePart) => `quote-${lineKey}-${part}`;
export const decorationFieldId = (lineKey: string, key: string, part: DecorationPart) =>
  `quote-${lineKey}-${key}-${part}`;

/** A problem and the box it belongs under (null: by the Save button only). */
export interface FormProblem {
  fieldId: string | null;
  message: string;
}

const DECORATION_PARTS: Record<string, DecorationPart> = {
  position: 'position',
  method: 'method',
  textLine: 'text',
  logo: 'design',
  font: 'font',
  unitPrice: 'price',
};
const LINE_PARTS: Record<string, LinePart> = {
  productId: 'product',
  colour: 'colour',
  sizes: 'sizes',
  unitPrice: 'price',
  description: 'description',
  quantity: 'quantity',
};

/** The first box of a line: where a problem of the line as a whole is shown. */
const firstPart = (line: LineForm): LinePart => (line.kind === 'garment' ? 'product' : 'description');

/** The box of a schema path (['lines', 2, 'decorations', 0, 'unitPrice']) in this form. */
export function fieldOfPath(form: QuoteForm, path: readonly PropertyKey[]): string | null {
  const [head, index, part, j, sub] = path;
  if (head !== 'lines') {
    return typeof head === 'string' && head in QUOTE_FIELD_IDS
      ? QUOTE_FIELD_IDS[head as QuoteFormField]
      : null;
  }
  const line = typeof index === 'number' ? form.lines[index] : undefined;
  if (!line) return QUOTE_FIELD_IDS.lines;
  if (part === 'decorations' && line.kind === 'garment') {
    const decoration = typeof j === 'number' ? line.decorations[j] : undefined;
    if (!decoration) return lineFieldId(line.key, 'product');
    const which =
      typeof sub === 'string'
        ? (DECORATION_PARTS[sub] ?? 'text')
        : decoration.design === 'logo'
          ? 'design'
          : 'text';
    return decorationFieldId(line.key, decoration.key, which);
  }
  const which = typeof part === 'string' ? LINE_PARTS[part] : undefined;
  return lineFieldId(line.key, which ?? firstPart(line));
}

/* ------------------------------------------------------------------------------------------ out of it */

export const QUOTE_FORM_MESSAGES = {
  garmentPrice: 'Enter the price each in pounds, for example 12.50.',
  decorationPrice: 'Enter the decoration price each in pounds, for example 5.50.',
  customPrice: 'Enter the unit price in pounds, for example 25.00.',
  shipping: 'Enter the shipping in pounds, for example 9.95 (0 for free).',
  discount: 'Enter the discount as a whole percentage from 0 to 100.',
} as const;

export type DraftBodyResult = { ok: true; body: QuoteDraftInput } | { ok: false; problems: FormProblem[] };

/**
 * The form as PUT /api/quotes/{id}'s body, checked by the same schema the server uses; or every problem, each
 * under its box. A price at the shop's is left out (the server prices it); an override goes in pence.
 */
export function draftBodyOf(form: QuoteForm): DraftBodyResult {
  const problems: FormProblem[] = [];
  /** Pence from a box, or a problem under it (NaN, which the schema then passes over). */
  const pence = (typed: string, fieldId: string, message: string) => {
    const value = typedPence(typed);
    if (value === null) problems.push({ fieldId, message });
    return value ?? Number.NaN;
  };
  const lines = form.lines.map((line) => {
    if (line.kind === 'custom')
      return {
        kind: 'custom' as const,
        description: line.description,
        quantity: line.quantity.trim() === '' ? Number.NaN : Number(line.quantity.trim()),
        unitPrice: pence(line.unitPrice, lineFieldId(line.key, 'price'), QUOTE_FORM_MESSAGES.customPrice),
      };
    return {
      kind: 'garment' as const,
      productId: line.productId,
      colour: line.colour,
      sizes: line.sizes.filter((s) => s.quantity > 0),
      decorations: line.decorations.map((d) => ({
        position: d.position,
        method: d.method,
        ...(d.design === 'text'
          ? { textLine: d.textLine, font: d.font }
          : d.logoId
            ? { logo: d.logoId }
            : {}),
        ...(d.price.overridden
          ? {
              unitPrice: pence(
                d.price.typed,
                decorationFieldId(line.key, d.key, 'price'),
                QUOTE_FORM_MESSAGES.decorationPrice,
              ),
            }
          : {}),
      })),
      ...(line.price.overridden
        ? {
            unitPrice: pence(
              line.price.typed,
              lineFieldId(line.key, 'price'),
              QUOTE_FORM_MESSAGES.garmentPrice,
            ),
          }
        : {}),
    };
  });
  const discount = form.discountPercent.trim().replace(/%$/, '').trim();
  if (discount !== '' && !/^\d+$/.test(discount))
    problems.push({ fieldId: QUOTE_FIELD_IDS.discountPercent, message: QUOTE_FORM_MESSAGES.discount });
  const shipping =
    form.shipping.trim() === ''
      ? 0
      : pence(form.shipping, QUOTE_FIELD_IDS.shipping, QUOTE_FORM_MESSAGES.shipping);
  const body = {
    lines,
    discountPercent: discount === '' ? 0 : Number(discount),
    shipping,
    validUntil: form.validUntil,
    message: form.message,
  };
  const checked = QuoteDraftSchema.safeParse(body);
  if (!checked.success) {
    const placed = new Set(problems.map((p) => p.fieldId));
    for (const issue of checked.error.issues) {
      // a line with no product yet asks for the product only: its colour and sizes come after
      const [head, index, part] = issue.path;
      const line = head === 'lines' && typeof index === 'number' ? form.lines[index] : undefined;
      if (line?.kind === 'garment' && !line.productId && part !== 'productId') continue;
      const fieldId = fieldOfPath(form, issue.path);
      // a box already refused for its typing says that, not the schema's words for the NaN it became
      if (fieldId !== null && placed.has(fieldId)) continue;
      placed.add(fieldId);
      problems.push({ fieldId, message: issue.message });
    }
  }
  if (problems.length > 0) return { ok: false, problems };
  return { ok: true, body: checked.data! };
}

/* ------------------------------------------------------------------------------ the server's refusals */

const PART_WORDS: [RegExp, LinePart][] = [
  [/\bprice\b/i, 'price'],
  [/\bcolou?r\b|\bdoes not come in\b/i, 'colour'],
  [/\bsizes?\b/i, 'sizes'],
  [/\bdescription\b/i, 'description'],
  [/\bquantity\b|\bquantities\b/i, 'quantity'],
  [/\bproduct\b/i, 'product'],
];
const FORM_WORDS: [RegExp, QuoteFormField][] = [
  [/valid[- ]until/i, 'validUntil'],
  [/\bdiscount\b/i, 'discountPercent'],
  [/\bshipping\b|\bdelivery\b/i, 'shipping'],
  [/\bmessage\b/i, 'message'],
];

/** The box a refusal about line `line` names by its words ("Line 2: Unknown colour …" → the colour). */
function linePartOf(line: LineForm, text: string): string {
  if (line.kind === 'garment') {
    const decoration =
      line.decorations.find((d) => text.includes(d.position)) ??
      (/\blogo\b/i.test(text) ? line.decorations.find((d) => d.design === 'logo') : undefined);
    if (decoration) {
      const part = /\bprice\b/i.test(text) ? 'price' : decoration.design === 'logo' ? 'design' : 'text';
      return decorationFieldId(line.key, decoration.key, part);
    }
  }
  const found = PART_WORDS.find(([words]) => words.test(text))?.[1];
  const part =
    found === 'quantity' && line.kind === 'garment'
      ? 'sizes'
      : found &&
          (line.kind === 'garment'
            ? found !== 'description'
            : ['price', 'description', 'quantity'].includes(found))
        ? found
        : firstPart(line);
  return lineFieldId(line.key, part);
}

/**
 * Where the server's refusal belongs in the form: a row it names ("Line 2: …", or a schema path "lines.1.colour:
 * …") under that line's box, with the row's name taken off; a charge it names (valid-until, discount, shipping,
 * message) under that box; anything else by the Save button only.
 */
export function placeRefusal(form: QuoteForm, message: string): FormProblem {
  const path = /^lines\.(\d+)((?:\.[\w]+)*): (.+)$/s.exec(message);
  if (path) {
    const parts = path[2]!
      .split('.')
      .filter(Boolean)
      .map((p) => (/^\d+$/.test(p) ? Number(p) : p));
    return { fieldId: fieldOfPath(form, ['lines', Number(path[1]), ...parts]), message: path[3]! };
  }
  const row = /^Line (\d+)\b[^:]*: (.+)$/is.exec(message);
  if (row) {
    const line = form.lines[Number(row[1]) - 1];
    if (line) return { fieldId: linePartOf(line, message), message: row[2]! };
  }
  const charge = FORM_WORDS.find(([words]) => words.test(message))?.[1];
  return { fieldId: charge ? QUOTE_FIELD_IDS[charge] : null, message };
}

/* ---------------------------------------------------------------------------------------- figures */

/** The server's priced lines by the form's line keys (the body sent had the form's lines in its order). */
export function figuresByKey(
  keys: readonly string[],
  doc: Pick<QuoteDocumentView, 'lines'>,
): Record<string, QuoteLineView> {
  return Object.fromEntries(keys.flatMap((key, i) => (doc.lines[i] ? [[key, doc.lines[i]]] : [])));
}

/** The shop's price of a decoration in a priced line (by position), when the server gave it. */
export function decorationFigures(
  line: QuoteLineView | undefined,
  position: LogoPosition,
): { unitPrice: Pence; shopUnitPrice: Pence | null; priceBreak: number | null } | null {
  if (line?.kind !== 'garment') return null;
  const d = line.decorations.find((x) => x.position === position);
  if (!d) return null;
  return {
    unitPrice: d.unitPrice ?? 0,
    shopUnitPrice: d.shopUnitPrice ?? null,
    priceBreak: d.priceBreak ?? null,
  };
}
