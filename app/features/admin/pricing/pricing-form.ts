import { LOGO_METHODS, type LogoMethod } from '../../../../domain/catalogue';
import { NAME_MAX_LENGTH_LIMIT } from '../../../../domain/names';
import { poundsToPence } from '../../../../domain/money';
import { POSITION_SIZES, type PositionSize } from '../../../../domain/price-breaks';
import { typedPriceBreaks, type TypedPriceBreak } from '../../../../domain/price-ladder';
import {
  PricingSettingsInputSchema,
  type PricingSettingsInput,
  type pricingJson,
} from '../../../../domain/schemas/pricing';

/** GET /api/pricing's answer (and the page loader's): the decoration prices in pounds. */
export type PricingJson = ReturnType<typeof pricingJson>;

// which positions each size covers, as the shop names them everywhere
export { POSITION_SIZE_NAMES } from '../../../../domain/price-quotes';

/** One decoration ladder on the page: a method at a position size, and its rows as typed. */
export interface LadderForm {
  method: LogoMethod;
  positionSize: PositionSize;
  rows: TypedPriceBreak[];
}

/** The page's form, as typed: every box's text. */
export interface PricingForm {
  setupFee: string;
  /** "Waive the setup fee from N garments of a design": off unless the shop has set it. */
  waiveSetup: boolean;
  setupFreeFrom: string;
  /** Names on garments (issue 32): the price per name in pounds and the longest name, as typed. */
  namePrice: string;
  nameMaxLength: string;
  /** The four ladders, in the page's order (Embroidery small, large; Print small, large). */
  ladders: LadderForm[];
}

/** The four ladders, in the page's order. */
export const LADDERS = LOGO_METHODS.flatMap((method) =>
  POSITION_SIZES.map((positionSize) => ({ method, positionSize })),
);

/** A ladder's name in the server's refusals: "Print, small positions". */
export const ladderName = (l: Pick<LadderForm, 'method' | 'positionSize'>) =>
  `${l.method}, ${l.positionSize} positions`;

/** The prices as saved, as the form's boxes hold them; a ladder the shop has not set has no rows. */
export function pricingFormOf(pricing: PricingJson): PricingForm {
  return {
    setupFee: pricing.setupFee.toFixed(2),
    waiveSetup: pricing.setupFreeFrom !== null,
    setupFreeFrom: pricing.setupFreeFrom === null ? '' : String(pricing.setupFreeFrom),
    namePrice: pricing.namePrice.toFixed(2),
    nameMaxLength: String(pricing.nameMaxLength),
    ladders: LADDERS.map((l) => {
      const saved = pricing.decoration.find(
        (d) => d.method === l.method && d.positionSize === l.positionSize,
      );
      const breaks = (saved?.breaks ?? []).map((b) => ({ ...b, price: poundsToPence(b.price) }));
      return { ...l, rows: typedPriceBreaks(breaks) };
    }),
  };
}

/** The boxes a problem of the form is shown under. */
export type PricingField = 'setupFee' | 'setupFreeFrom' | 'namePrice' | 'nameMaxLength';

export const PRICING_MESSAGES = {
  setupFee: 'Enter the setup fee in pounds, for example 20.00 (0 for none)',
  setupFreeFrom:
    'Enter the number of garments of a design that waives its setup fee: a whole number from 1 to 10,000',
  namePrice: 'Enter the price per name in pounds, for example 3.50 (0 for free)',
  nameMaxLength: `Enter the longest name in characters: a whole number from 1 to ${NAME_MAX_LENGTH_LIMIT}`,
} as const;

/**
 * PUT /api/pricing's body from the form, or the first problem of the setup boxes. The ladders go as typed: the
 * server reads them (domain/schemas/pricing's readPriceBreaks) and names a bad row in its refusal.
 */
export function pricingRequestOf(
  form: PricingForm,
): { ok: true; body: PricingSettingsInput } | { ok: false; field: PricingField; message: string } {
  const fee = form.setupFee.trim().replace(/^£/, '');
  if (!/^\d+(\.\d{1,2})?$/.test(fee))
    return { ok: false, field: 'setupFee', message: PRICING_MESSAGES.setupFee };
  const freeFrom = form.setupFreeFrom.trim();
  if (form.waiveSetup && !/^\d+$/.test(freeFrom))
    return { ok: false, field: 'setupFreeFrom', message: PRICING_MESSAGES.setupFreeFrom };
  const namePrice = form.namePrice.trim().replace(/^£/, '');
  if (!/^\d+(\.\d{1,2})?$/.test(namePrice))
    return { ok: false, field: 'namePrice', message: PRICING_MESSAGES.namePrice };
  const nameMaxLength = form.nameMaxLength.trim();
  if (
    !/^\d+$/.test(nameMaxLength) ||
    Number(nameMaxLength) < 1 ||
    Number(nameMaxLength) > NAME_MAX_LENGTH_LIMIT
  )
    return { ok: false, field: 'nameMaxLength', message: PRICING_MESSAGES.nameMaxLength };
  const body = {
    setupFee: Number(fee),
    setupFreeFrom: form.waiveSetup ? Number(freeFrom) : null,
    namePrice: Number(namePrice),
    nameMaxLength: Number(nameMaxLength),
    decoration: form.ladders.map((l) => ({
      method: l.method,
      positionSize: l.positionSize,
      breaks: l.rows.map((r) => ({ minQuantity: r.minQuantity.trim(), price: r.price.trim() })),
    })),
  };
  const checked = PricingSettingsInputSchema.safeParse(body);
  if (checked.success) return { ok: true, body: checked.data };
  const issue = checked.error.issues[0]!;
  const at = issue.path[0];
  const field: PricingField =
    at === 'setupFreeFrom' || at === 'namePrice' || at === 'nameMaxLength' ? at : 'setupFee';
  return {
    ok: false,
    field,
    message: field === 'setupFreeFrom' ? PRICING_MESSAGES.setupFreeFrom : issue.message,
  };
}

/**
 * Where the server's refusal belongs: a ladder's ("Print, small positions: Row 2: …" → that ladder, "Row 2: …"),
 * or none (shown by the Save button only).
 */
export function refusedLadder(message: string): { ladder: number; message: string } | null {
  const ladder = LADDERS.findIndex((l) => message.startsWith(`${ladderName(l)}: `));
  if (ladder < 0) return null;
  return { ladder, message: message.slice(ladderName(LADDERS[ladder]!).length + 2) };
}
