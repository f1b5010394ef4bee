/**
 * Every sentence the shop says about VAT, for a VAT mode (issue 34). Not charged: the words the shop has always
 * used, word for word ("No VAT charged — not VAT registered"). Charged: prices include VAT at the standard rate,
 * with the shop's VAT number. Pages, mails and documents read their sentence here, never write their own, so the
 * whole shop changes mode together.
 */
import { formatIsoDate } from './earnings';
import { VAT_STANDARD_RATE_PERCENT, type OrderVat, type VatMode, type VatRateTotals } from './vat';

const RATE = `${VAT_STANDARD_RATE_PERCENT}%`;

/** Documents (invoices, quotes) of a shop that charges no VAT: said on each. */
export const NO_VAT_DOCUMENT = 'No VAT charged — not VAT registered';
/** The VAT row's value in a cart, checkout, order or mail summary when no VAT is charged. */
export const NO_VAT_SUMMARY = 'No VAT Charged';

export interface VatWording {
  charged: boolean;
  /** Beside a shopper's price ("£12.99 inc. VAT"); null when no VAT is charged. */
  priceSuffix: string | null;
  /** Beside a trade customer's ex-VAT price. */
  tradePriceSuffix: string;
  /** The footer's line under the copyright. */
  footer: string;
  /** The VAT row's value in a summary with no VAT rows (not charged), or the sentence under the rows. */
  summary: string;
  /** The order-confirmation mail's VAT row value. */
  mail: string;
  /** Under a document's totals. */
  document: string;
  /** The FAQ's "Do you charge VAT?" answer, paragraph by paragraph. */
  faqAnswer: string[];
  home: { metaDescription: string };
  about: { glance: string };
  paymentInfo: { metaDescription: string; highlightTitle: string; highlightText: string; pricesLead: string };
  priceGuide: {
    /** The meta description's tail after the setup fee: "and no VAT". */
    metaTail: string;
    intro: string;
    why: string;
  };
  vatInfo: {
    metaDescription: string;
    intro: string;
    calloutStrong: string;
    calloutText: string;
    statusLead: (shopName: string) => string;
    statusPoints: string[];
    business: string;
    international: string;
    changes: string;
    changesCallout: string;
  };
  /** JSON-LD: schema.org's valueAddedTaxIncluded on price specifications; null leaves it out (not charged). */
  valueAddedTaxIncluded: boolean | null;
  /** The organisation's vatID in JSON-LD, when charged. */
  vatId: string | null;
}

const NOT_CHARGED: VatWording = {
  charged: false,
  priceSuffix: null,
  tradePriceSuffix: 'ex. VAT',
  footer: 'No VAT charged — prices are final.',
  summary: NO_VAT_SUMMARY,
  mail: NO_VAT_SUMMARY,
  document: NO_VAT_DOCUMENT,
  faqAnswer: [
    'No. We are not VAT-registered, so no VAT is charged on any order.',
    'The prices you see are the prices you pay, plus delivery where it applies.',
  ],
  home: {
    metaDescription:
      'Polos, T-shirts, hoodies, hi-vis, caps and bags embroidered or printed with your logo. No minimum order on most items, no VAT, made in the UK.',
  },
  about: { glance: 'No VAT added to any price' },
  paymentInfo: {
    metaDescription:
      'Pay securely by card through our hosted checkout, powered by Stripe. Prices are in pounds sterling with no VAT, and we never see or store your card number.',
    highlightTitle: 'Pounds, no VAT',
    highlightText: 'All prices are in pounds sterling and no VAT is added.',
    pricesLead:
      'All prices are shown and charged in pounds sterling (GBP). We are not VAT-registered, so no VAT is added:',
  },
  priceGuide: {
    metaTail: 'and no VAT',
    intro:
      'Simple, transparent pricing for embroidery and printing on workwear. No hidden extras and no VAT: the price you see is the price you pay.',
    why: 'No VAT: the price you see is the price you pay',
  },
  vatInfo: {
    metaDescription:
      'We are not VAT-registered, so no VAT is charged on any order and the prices shown are final.',
    intro: 'No VAT is charged on any of our products or services. The price you see is the price you pay.',
    calloutStrong: 'No VAT charged.',
    calloutText:
      'All prices on our website are final prices, with nothing added at checkout apart from your chosen delivery option.',
    statusLead: (shop) =>
      `${shop || 'Our business'} is not currently registered for Value Added Tax (VAT) in the United Kingdom. This means:`,
    statusPoints: [
      'we do not charge VAT on garments, embroidery, printing, setup fees or delivery;',
      'the prices shown on product pages, in your cart and at checkout are the final prices you pay;',
      'your cart and checkout show ‘No VAT Charged’, and our receipts do not include a VAT number.',
    ],
    business:
      'Because we do not charge VAT, there is no VAT on our invoices for VAT-registered businesses to reclaim. Many of our trade and school customers find this makes our prices simpler to budget for, as there is nothing extra to add.',
    international:
      'We do not charge UK VAT on international orders either. However, the country you are shipping to may charge import VAT, duties or customs fees when the parcel arrives. These are set by the destination country and payable by the recipient.',
    changes:
      'If we become VAT-registered in the future, we will update our prices and this page, and VAT will be shown clearly as a separate line at checkout before you pay. Orders already placed will not be affected.',
    changesCallout: 'Any change will be announced on this page before it takes effect.',
  },
  valueAddedTaxIncluded: null,
  vatId: null,
};

function charged(vatNumber: string, startDay: string): VatWording {
  const since = formatIsoDate(startDay);
  return {
    charged: true,
    priceSuffix: 'inc. VAT',
    tradePriceSuffix: 'ex. VAT',
    footer: `Prices include VAT at ${RATE}. VAT number ${vatNumber}.`,
    summary: `Prices include VAT at ${RATE} (VAT number ${vatNumber}).`,
    mail: orderVatSentence({ vatNumber }),
    document: `VAT number ${vatNumber}. Prices include VAT at ${RATE}.`,
    faqAnswer: [
      `Yes. We are VAT-registered (VAT number ${vatNumber}), and our prices include VAT at ${RATE} where it applies; children’s clothing is zero-rated.`,
      'The prices you see are the prices you pay, plus delivery where it applies. Trade account customers see prices without VAT, with the VAT added at checkout, and every order comes with a VAT invoice.',
    ],
    home: {
      metaDescription: `Polos, T-shirts, hoodies, hi-vis, caps and bags embroidered or printed with your logo. No minimum order on most items, prices include VAT, made in the UK.`,
    },
    about: { glance: `Prices include VAT at ${RATE}, with a VAT invoice` },
    paymentInfo: {
      metaDescription: `Pay securely by card through our hosted checkout, powered by Stripe. Prices are in pounds sterling including VAT at ${RATE}, and we never see or store your card number.`,
      highlightTitle: 'Pounds, VAT included',
      highlightText: `All prices are in pounds sterling and include VAT at ${RATE}.`,
      pricesLead: `All prices are shown and charged in pounds sterling (GBP). We are VAT-registered (VAT number ${vatNumber}) and our prices include VAT at ${RATE}:`,
    },
    priceGuide: {
      metaTail: `with VAT at ${RATE} included`,
      intro: `Simple, transparent pricing for embroidery and printing on workwear. No hidden extras: every price includes VAT at ${RATE}, so the price you see is the price you pay.`,
      why: `VAT included: the price you see is the price you pay`,
    },
    vatInfo: {
      metaDescription: `We are VAT-registered (VAT number ${vatNumber}): our prices include VAT at ${RATE} and every order comes with a VAT invoice.`,
      intro: `Our prices include VAT at ${RATE}. The price you see is the price you pay.`,
      calloutStrong: `Prices include VAT at ${RATE}.`,
      calloutText: `Our VAT number is ${vatNumber}. Your cart and checkout show the VAT in your order, and you get a VAT invoice.`,
      statusLead: (shop) =>
        `${shop || 'Our business'} is registered for Value Added Tax (VAT) in the United Kingdom, VAT number ${vatNumber}, from ${since}. This means:`,
      statusPoints: [
        `the prices shown on product pages, in your cart and at checkout include VAT at ${RATE} (zero-rated items, such as children’s clothing, carry none);`,
        'your cart and checkout show the VAT in your order, net and VAT for each rate;',
        'every order comes with a VAT invoice showing our VAT number.',
      ],
      business: `VAT-registered businesses can reclaim the VAT shown on our VAT invoices. Trade account customers see our prices without VAT, with the VAT added at checkout.`,
      international:
        'The country you are shipping to may charge import VAT, duties or customs fees when the parcel arrives. These are set by the destination country and payable by the recipient.',
      changes: `Orders placed before ${since} were not charged VAT and stay as they were.`,
      changesCallout: 'Any change will be announced on this page before it takes effect.',
    },
    valueAddedTaxIncluded: true,
    vatId: vatNumber,
  };
}

/** Every VAT sentence for a mode. */
export function vatWording(mode: VatMode): VatWording {
  return mode.charged ? charged(mode.vatNumber, mode.startDay) : NOT_CHARGED;
}

/**
 * An order's VAT row in its mails, from what the order stored (orders.vat): an order placed before VAT started, or
 * by a shop never registered, keeps "No VAT Charged" whatever the shop's mode is now.
 */
export function orderVatSentence(vat: Pick<OrderVat, 'vatNumber'> | null | undefined): string {
  return vat ? `VAT included — VAT number ${vat.vatNumber}` : NO_VAT_SUMMARY;
}

/** A VAT row's label in a summary: "VAT at 20%", "VAT at 0% (zero-rated)", "Exempt". */
export function vatRateLabel(rate: Pick<VatRateTotals, 'rate' | 'percent'>): string {
  if (rate.rate === 'exempt') return 'VAT exempt';
  if (rate.rate === 'zero') return 'VAT at 0% (zero-rated)';
  return `VAT at ${rate.percent}%`;
}

/** A net row's label beside its VAT row: "Net at 20%". */
export function netRateLabel(rate: Pick<VatRateTotals, 'rate' | 'percent'>): string {
  if (rate.rate === 'exempt') return 'Net (exempt)';
  return `Net at ${rate.percent}%${rate.rate === 'zero' ? ' (zero-rated)' : ''}`;
}
