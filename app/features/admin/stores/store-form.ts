import {
  LOGO_FONTS,
  LOGO_METHODS,
  LOGO_POSITIONS,
  type LogoFont,
  type LogoMethod,
  type LogoPosition,
} from '../../../../domain/catalogue';
import { formatPounds, parsePrice, type Pence } from '../../../../domain/money';
import { DEFAULT_NAME_MAX_LENGTH, DEFAULT_NAME_PRICE, NAMES_MESSAGES } from '../../../../domain/names';
import { StoreInputSchema, type StoreInput } from '../../../../domain/schemas/stores';
import type { StoreLogoView, StoreView } from '../../../../domain/team-store-view';
import {
  STORE_SLUG_MAX_LENGTH,
  type StoreAccess,
  type StoreDelivery,
  type StorePayer,
} from '../../../../domain/team-stores';

/**
 * The seller's store editor as typed (strings for the boxes, as the quote editor keeps them): made from the
 * saved store or empty, turned into StoreInput (PUT saves it whole) by the schema the server uses, and every
 * problem — the schema's or the server's refusal — placed under the box it names.
 */

/** A garment the store offers, as the editor keeps it. */
export interface OfferForm {
  key: string;
  productId: string;
  colours: string[];
  /** The store price in pounds, as typed ("18.50"). */
  price: string;
  method: LogoMethod;
  positions: LogoPosition[];
}

export interface NamesForm {
  enabled: boolean;
  position: LogoPosition;
  method: LogoMethod;
  font: LogoFont;
  maxLength: string;
  price: string;
}

export interface AddressForm {
  address: string;
  city: string;
  postCode: string;
  country: string;
}

export interface StoreForm {
  name: string;
  slug: string;
  /** The seller typed the address: it no longer follows the name. */
  slugTouched: boolean;
  welcome: string;
  logo: StoreLogoView | null;
  access: StoreAccess;
  accessCode: string;
  /** As typed: domains separated by commas, spaces or lines. */
  allowedDomains: string;
  names: NamesForm;
  opensOn: string;
  closesOn: string;
  delivery: StoreDelivery;
  deliveryAddress: AddressForm;
  payer: StorePayer;
  tradeAccountId: string;
  contactName: string;
  contactEmail: string;
  offers: OfferForm[];
}

/** Pounds as a box shows them: 1850 → "18.50". */
export const poundsText = (pence: Pence) => (pence / 100).toFixed(2);

/** A store address from its name: "St Mary's PE Kit" → "st-marys-pe-kit". */
export function slugOf(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, STORE_SLUG_MAX_LENGTH)
    .replace(/-+$/, '');
}

let keys = 0;
export const newKey = () => `o${++keys}`;

const EMPTY_ADDRESS: AddressForm = { address: '', city: '', postCode: '', country: 'United Kingdom' };

export const EMPTY_STORE: StoreForm = {
  name: '',
  slug: '',
  slugTouched: false,
  welcome: '',
  logo: null,
  access: 'code',
  accessCode: '',
  allowedDomains: '',
  names: {
    enabled: false,
    position: 'Large Back',
    method: 'Print',
    font: 'Standard',
    maxLength: String(DEFAULT_NAME_MAX_LENGTH),
    price: poundsText(DEFAULT_NAME_PRICE),
  },
  opensOn: '',
  closesOn: '',
  delivery: 'member',
  deliveryAddress: EMPTY_ADDRESS,
  payer: 'member',
  tradeAccountId: '',
  contactName: '',
  contactEmail: '',
  offers: [],
};

/** The editor's form for a saved store (or an empty one for a new store). */
export function storeFormOf(store: StoreView | null): StoreForm {
  if (!store) return { ...EMPTY_STORE, offers: [] };
  const firstMethod = (o: StoreView['offers'][number]) => o.decorations[0]?.method ?? 'Embroidery';
  return {
    name: store.name,
    slug: store.slug,
    slugTouched: true,
    welcome: store.welcome,
    logo: store.logo,
    access: store.access,
    accessCode: store.accessCode ?? '',
    allowedDomains: store.allowedDomains.join(', '),
    names: {
      enabled: store.names.enabled,
      position: store.names.position,
      method: store.names.method,
      font: store.names.font,
      maxLength: String(store.names.maxLength),
      price: poundsText(store.names.price),
    },
    opensOn: store.opensOn ?? '',
    closesOn: store.closesOn ?? '',
    delivery: store.delivery,
    deliveryAddress: store.deliveryAddress ? { ...store.deliveryAddress } : EMPTY_ADDRESS,
    payer: store.payer,
    tradeAccountId: store.tradeAccount?.id ?? '',
    contactName: store.contactName,
    contactEmail: store.contactEmail,
    offers: store.offers.map((o) => ({
      key: newKey(),
      productId: o.productId,
      colours: o.colours.map((c) => c.name),
      price: poundsText(o.price),
      method: firstMethod(o),
      positions: o.decorations.map((d) => d.position),
    })),
  };
}

/** A new garment in the store: every colour off until chosen, the logo on the left breast, embroidered. */
export function offerFormOf(productId: string, price: Pence | null): OfferForm {
  return {
    key: newKey(),
    productId,
    colours: [],
    price: price ? poundsText(price) : '',
    method: 'Embroidery',
    positions: ['Left Breast'],
  };
}

/* ---------------------------------------------------------------------------------------- field ids */

export const STORE_FIELD_IDS = {
  name: 'store-name',
  slug: 'store-slug',
  welcome: 'store-welcome',
  logo: 'store-logo',
  banner: 'store-banner',
  access: 'store-access-open',
  accessCode: 'store-code',
  allowedDomains: 'store-domains',
  namesPosition: 'store-names-position',
  namesMethod: 'store-names-method',
  namesFont: 'store-names-font',
  namesMaxLength: 'store-names-max',
  namesPrice: 'store-names-price',
  opensOn: 'store-opens',
  closesOn: 'store-closes',
  delivery: 'store-delivery-member',
  address: 'store-address',
  city: 'store-city',
  postCode: 'store-postcode',
  country: 'store-country',
  payer: 'store-payer-member',
  tradeAccountId: 'store-trade-account',
  contactName: 'store-contact-name',
  contactEmail: 'store-contact-email',
  offers: 'store-add-garment',
} as const;

export type OfferPart = 'colours' | 'price' | 'positions' | 'method';
export const offerFieldId = (key: string, part: OfferPart) => `store-${key}-${part}`;

/** A problem and the box it is shown under (null: by the Save button only). */
export interface FormProblem {
  fieldId: string | null;
  message: string;
}

const NAMES_IDS: Record<string, string> = {
  position: STORE_FIELD_IDS.namesPosition,
  method: STORE_FIELD_IDS.namesMethod,
  font: STORE_FIELD_IDS.namesFont,
  maxLength: STORE_FIELD_IDS.namesMaxLength,
  price: STORE_FIELD_IDS.namesPrice,
};
const ADDRESS_IDS: Record<string, string> = {
  address: STORE_FIELD_IDS.address,
  city: STORE_FIELD_IDS.city,
  postCode: STORE_FIELD_IDS.postCode,
  country: STORE_FIELD_IDS.country,
};
const OFFER_PARTS: Record<string, OfferPart> = {
  colours: 'colours',
  price: 'price',
  decorations: 'positions',
  productId: 'colours',
};

/** The box of a schema path (['offers', 1, 'price'], ['deliveryAddress', 'city']) in this form. */
export function fieldOfPath(form: StoreForm, path: readonly PropertyKey[]): string | null {
  const [head, second, third] = path;
  if (head === 'offers') {
    const offer = typeof second === 'number' ? form.offers[second] : undefined;
    if (!offer) return STORE_FIELD_IDS.offers;
    const part = typeof third === 'string' ? OFFER_PARTS[third] : undefined;
    return offerFieldId(offer.key, part ?? 'colours');
  }
  if (head === 'names')
    return (typeof second === 'string' && NAMES_IDS[second]) || STORE_FIELD_IDS.namesPrice;
  if (head === 'deliveryAddress')
    return (typeof second === 'string' && ADDRESS_IDS[second]) || STORE_FIELD_IDS.address;
  if (head === 'logoId') return STORE_FIELD_IDS.logo;
  if (typeof head === 'string' && head in STORE_FIELD_IDS)
    return STORE_FIELD_IDS[head as keyof typeof STORE_FIELD_IDS];
  return null;
}

/* ------------------------------------------------------------------------------------------ out of it */

export const STORE_FORM_MESSAGES = {
  price: 'Enter the store price in pounds, for example 18.50.',
  namePrice: 'Enter the price per name in pounds, for example 3.50 (0 for free).',
  maxLength: 'Enter the longest name as a whole number of characters.',
  logo: "Please upload the organisation's logo.",
  saveFailed: 'The store could not be saved. Please try again.',
} as const;

/** Pence from a box: "18.50", "£18.5", "0" (when zero is allowed), or null. */
export function typedPence(raw: string, zero = false): Pence | null {
  const text = raw.trim().replace(/^£/, '');
  if (zero && /^0+(\.0{1,2})?$/.test(text)) return 0;
  return parsePrice(text);
}

export const domainsOf = (typed: string) =>
  typed
    .split(/[\s,;]+/)
    .map((d) => d.trim())
    .filter(Boolean);

export type StoreBodyResult = { ok: true; body: StoreInput } | { ok: false; problems: FormProblem[] };

/**
 * The form as POST/PUT /api/stores' body, checked by StoreInputSchema; or every problem under its box. Prices
 * go in pence; an empty date is none; the trade account only when the organisation pays; the delivery address
 * only when everything goes to the organisation.
 */
export function storeBodyOf(form: StoreForm): StoreBodyResult {
  const problems: FormProblem[] = [];
  const pence = (typed: string, fieldId: string, message: string, zero = false) => {
    const value = typedPence(typed, zero);
    if (value === null) problems.push({ fieldId, message });
    return value ?? Number.NaN;
  };
  const maxLength = /^\d+$/.test(form.names.maxLength.trim()) ? Number(form.names.maxLength) : Number.NaN;
  if (form.names.enabled && Number.isNaN(maxLength))
    problems.push({ fieldId: STORE_FIELD_IDS.namesMaxLength, message: STORE_FORM_MESSAGES.maxLength });
  const address = form.deliveryAddress;
  const body = {
    name: form.name,
    slug: form.slug,
    welcome: form.welcome,
    logoId: form.logo?.id ?? null,
    access: form.access,
    accessCode: form.access === 'code' ? form.accessCode : null,
    allowedDomains: form.access === 'domain' ? domainsOf(form.allowedDomains) : [],
    names: form.names.enabled
      ? {
          enabled: true,
          position: form.names.position,
          method: form.names.method,
          font: form.names.font,
          maxLength,
          price: pence(form.names.price, STORE_FIELD_IDS.namesPrice, STORE_FORM_MESSAGES.namePrice, true),
        }
      : {
          enabled: false,
          position: form.names.position,
          method: form.names.method,
          font: form.names.font,
          maxLength: Number.isNaN(maxLength) ? DEFAULT_NAME_MAX_LENGTH : maxLength,
          price: typedPence(form.names.price, true) ?? DEFAULT_NAME_PRICE,
        },
    opensOn: form.opensOn || null,
    closesOn: form.closesOn || null,
    delivery: form.delivery,
    deliveryAddress:
      form.delivery === 'organisation' &&
      [address.address, address.city, address.postCode].some((v) => v.trim() !== '')
        ? address
        : null,
    payer: form.payer,
    tradeAccountId: form.payer === 'organisation' && form.tradeAccountId ? form.tradeAccountId : null,
    contactName: form.contactName,
    contactEmail: form.contactEmail.trim(),
    offers: form.offers.map((o) => ({
      productId: o.productId,
      colours: o.colours,
      price: pence(o.price, offerFieldId(o.key, 'price'), STORE_FORM_MESSAGES.price),
      decorations: o.positions.map((position) => ({ position, method: o.method })),
    })),
  };
  if (!form.logo) problems.push({ fieldId: STORE_FIELD_IDS.logo, message: STORE_FORM_MESSAGES.logo });
  // a name cannot go where the organisation's logo is on any garment: the cart would refuse every member
  if (form.names.enabled && form.offers.some((o) => o.positions.includes(form.names.position)))
    problems.push({
      fieldId: STORE_FIELD_IDS.namesPosition,
      message: NAMES_MESSAGES.positionTaken(form.names.position),
    });
  const checked = StoreInputSchema.safeParse(body);
  if (!checked.success) {
    const placed = new Set(problems.map((p) => p.fieldId));
    for (const issue of checked.error.issues) {
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

const FORM_WORDS: [RegExp, keyof typeof STORE_FIELD_IDS][] = [
  [/\baddress is taken\b|\baddress\b.*\b(letters|characters)\b/i, 'slug'],
  [/\baccess code\b/i, 'accessCode'],
  [/\bdomains?\b/i, 'allowedDomains'],
  [/\blogo\b/i, 'logo'],
  [/\bbanner\b/i, 'banner'],
  [/\bclosing date\b|\bcloses\b/i, 'closesOn'],
  [/\bopening date\b|\bopens\b/i, 'opensOn'],
  [/\bdelivery address\b/i, 'address'],
  [/\bpost ?code\b/i, 'postCode'],
  [/\btrade account\b/i, 'tradeAccountId'],
  [/\be-?mail\b/i, 'contactEmail'],
  [/\bprice per name\b|\bname price\b/i, 'namesPrice'],
  [/\bnames can't go\b/i, 'namesPosition'],
  [/\blongest name\b/i, 'namesMaxLength'],
  [/\bstore name\b/i, 'name'],
  [/\bwelcome\b/i, 'welcome'],
  [/\bgarments?\b/i, 'offers'],
];

/**
 * Where the server's refusal belongs: a schema path ("offers.1.price: …", "deliveryAddress.city: …") under its
 * box with the path taken off; a garment it names by title under that garment's colours or price; a field its
 * words name (the address taken, the access code, a domain, the closing date) under that box; else by Save.
 */
export function placeRefusal(
  form: StoreForm,
  message: string,
  titles: Record<string, string> = {},
): FormProblem {
  const path = /^([a-zA-Z]+)((?:\.[\w]+)*): (.+)$/s.exec(message);
  if (path && (['names', 'deliveryAddress', 'logoId'].includes(path[1]!) || path[1]! in STORE_FIELD_IDS)) {
    const parts = path[2]!
      .split('.')
      .filter(Boolean)
      .map((p) => (/^\d+$/.test(p) ? Number(p) : p));
    return { fieldId: fieldOfPath(form, [path[1]!, ...parts]), message: path[3]! };
  }
  const offer = form.offers.find(
    (o) => message.includes(o.productId) || (titles[o.productId] && message.includes(titles[o.productId]!)),
  );
  if (offer) {
    const part: OfferPart = /\bprice\b/i.test(message)
      ? 'price'
      : /\bposition|logo\b/i.test(message)
        ? 'positions'
        : 'colours';
    return { fieldId: offerFieldId(offer.key, part), message };
  }
  if (/\bstore price\b/i.test(message) && form.offers[0])
    return { fieldId: offerFieldId(form.offers[0].key, 'price'), message };
  const field = FORM_WORDS.find(([words]) => words.test(message))?.[1];
  return { fieldId: field ? STORE_FIELD_IDS[field] : null, message };
}

/** "£18.50 each": a price for the summary lines. */
export const eachText = (pence: Pence) => `${formatPounds(pence)} each`;

export { LOGO_FONTS, LOGO_METHODS, LOGO_POSITIONS };
