import { PRODUCT_TYPES } from '../../../domain/catalogue';
import { formatPounds } from '../../../domain/money';
import type { DecorationPricing } from '../../../domain/price-breaks';
import { FAULTY_GOODS_RIGHTS, REFUND_TIME, RETURN_WINDOW_DAYS } from '../../../domain/returns';
import { LOGO_MAX_MB, LOGO_UPLOAD_FORMATS } from '../../../domain/uploads';
import {
  FREE_DELIVERY_COUNTS,
  FREE_STANDARD_SHIPPING_FROM,
  PROCESSING_DAYS,
  SHIPPING_OPTIONS,
} from '../../../domain/shipping';
import { NO_VAT_MODE, type VatMode } from '../../../domain/vat';
import { vatWording } from '../../../domain/vat-wording';
import { listText } from '~/lib/words';
import {
  ARTWORK_FORMATS,
  CUSTOM_ORDER_LEAD_TIME,
  decorationPriceFrom,
  hasDecorationBreaks,
  LOGO_PRICES,
  methodPricesSentence,
  setupFeeSentence,
} from '../../../domain/logo-prices';

export interface FaqItem {
  /** Stable id, used as the accordion value and in anchors. */
  id: string;
  question: string;
  /** The answer, one paragraph per entry. */
  answer: string[];
  /** An optional link shown under the answer. */
  link?: { to: string; label: string };
}

const list = listText;

const extraUploadFormats = LOGO_UPLOAD_FORMATS.filter(
  (f) => !(ARTWORK_FORMATS as readonly string[]).includes(f),
);
const { standard, expedited, international } = SHIPPING_OPTIONS;
const customisable = PRODUCT_TYPES.map((t) => t.label);

/**
 * The shop's frequently asked questions: shown on /faqs and on the home page. The logo prices come from the shop's
 * decoration pricing (the page's loader reads `services.pricing.get()`), so an answer never contradicts a charge;
 * the VAT answer follows the shop's VAT mode (domain/vat-wording.ts).
 */
export const faqItems = (pricing: DecorationPricing, vat: VatMode = NO_VAT_MODE): FaqItem[] => [
  {
    id: 'customisation-types',
    question: 'What types of customisation do you offer?',
    answer: [
      'We offer two main types of customisation: embroidery and vinyl printing.',
      'Embroidery stitches your logo directly into the fabric for a premium, hard-wearing finish. It is our recommended choice for polos, jackets, fleeces, caps and most workwear.',
      'Vinyl printing heat-presses a cut vinyl design onto the garment. It gives crisp, bold colour and suits T-shirts, hi-vis, names and numbers.',
      'Screen printing and DTF (direct-to-film) printing are available for larger runs by quote.',
    ],
  },
  {
    id: 'upload-logo',
    question: 'Can I upload my own logo?',
    answer: [
      'Yes. Choose a garment, press ADD LOGO and pick Upload Your Logo.',
      `Please send artwork as ${list(ARTWORK_FORMATS, 'or')}. We can also work from ${list(extraUploadFormats, 'or')} files. Files can be up to ${LOGO_MAX_MB} MB.`,
      'For the sharpest result use a high-resolution image or, better still, a vector file (SVG, PDF, EPS or AI).',
      'No logo yet? Choose Text Logo instead and type your business or team name in the font of your choice.',
    ],
    link: { to: '/guide', label: 'Read our step-by-step guide to adding a logo' },
  },
  {
    id: 'minimum-order',
    question: 'Is there a minimum order quantity?',
    answer: [
      'No. There is no minimum order for most items, so you can order a single personalised polo or kit out your whole team.',
      'If a particular item or printing method does have a minimum, we will tell you before any work starts.',
    ],
  },
  {
    id: 'embroidery-vs-vinyl',
    question: 'What is the difference between embroidery and vinyl printing?',
    answer: [
      'Embroidery uses thread stitched into the fabric. It has a raised, textured, professional look, lasts for the life of the garment and copes well with heavy washing. It is ideal for small logos on the chest, caps, jackets and fleeces.',
      'Vinyl printing bonds a thin layer of coloured vinyl to the fabric. It is smooth and vivid, handles large designs and fine lettering well, and is ideal for T-shirts, hi-vis vests and names or numbers on the back.',
      `${methodPricesSentence(pricing)}. Embroidery includes up to ${LOGO_PRICES.includedStitches.toLocaleString('en-GB')} stitches, which covers most chest logos.`,
      'Not sure which to choose? Get in touch and we will recommend the best option for your design and garment.',
    ],
  },
  {
    id: 'logo-cost',
    question: 'How much does it cost to add a logo?',
    answer: [
      hasDecorationBreaks(pricing)
        ? `Adding a logo costs ${decorationPriceFrom(pricing)} per garment, per position: ${formatPounds(pricing.applicationFee)} on a few garments, less as more garments carry the same design (the price guide lists the quantities).`
        : `Adding a logo costs ${formatPounds(pricing.applicationFee)} per garment, per position.`,
      setupFeeSentence(pricing),
      ...(pricing.setupFee > 0
        ? ['Re-using a logo you have ordered with before? There is no setup fee.']
        : []),
    ],
    link: { to: '/price-guide', label: 'See our full price guide' },
  },
  {
    id: 'lead-time',
    question: 'How long will my order take?',
    answer: [
      `Customised orders take ${CUSTOM_ORDER_LEAD_TIME} to produce, counted from when you approve your digital proof.`,
      `Items without a logo are dispatched within ${PROCESSING_DAYS}.`,
      `Delivery then takes ${standard.days} for standard UK delivery (${formatPounds(standard.cost)}, or free on orders of ${formatPounds(FREE_STANDARD_SHIPPING_FROM, { wholePounds: 'short' })} or more: ${FREE_DELIVERY_COUNTS}), ${expedited.days} for ${expedited.label.toLowerCase()} UK delivery (${formatPounds(expedited.cost)}) and ${international.days} for ${international.label.toLowerCase()} delivery to addresses outside the UK (${formatPounds(international.cost)}).`,
      'Need uniforms by a particular date? Tell us when you order and we will do our best to help.',
    ],
    link: { to: '/shipping-policy', label: 'Read our shipping policy' },
  },
  {
    id: 'digital-proof',
    question: 'Will I see a proof before my order is produced?',
    answer: [
      'Yes. Before anything is stitched or printed we send you a digital proof showing your logo, its size, colours and position on the garment.',
      'You can approve it or ask for changes from your order page. Production only starts once you have approved the proof.',
    ],
  },
  {
    id: 'returns',
    question: 'Can I return customised items?',
    answer: [
      'Customised items are made to order just for you, so we cannot accept returns on them unless we made a mistake: for example the wrong size, a spelling error or the logo in the wrong position compared with your approved proof. In that case we will put it right free of charge.',
      FAULTY_GOODS_RIGHTS,
      `Items without any customisation can be returned within ${RETURN_WINDOW_DAYS} days of delivery if unused and in their original condition. Refunds are made within ${REFUND_TIME} of the return reaching us.`,
    ],
    link: { to: '/return-policy', label: 'Read our return and refund policy' },
  },
  {
    id: 'bulk-discounts',
    question: 'Do you offer discounts on bulk orders?',
    answer: [
      'Yes. A garment with quantity prices costs less each as you order more of it: its page lists them, counting every colour and size of it in your cart.',
      ...(hasDecorationBreaks(pricing)
        ? [
            `Logos cost less per garment on bigger runs too, ${decorationPriceFrom(pricing)} per garment per position: see the price guide for the quantities.`,
          ]
        : []),
      'For larger orders such as uniforms for a whole company, school, club or event, contact our team for a tailored quote.',
      'Tell us the garments, quantities and logo positions you need and we will come back to you with our best price.',
    ],
    link: { to: '/contact', label: 'Request a bulk quote' },
  },
  {
    id: 'customisable-items',
    question: 'Which items can I customise?',
    answer: [
      `Almost everything we sell can carry your logo: ${list(customisable)}.`,
      'You can also send in your own garments and we will embroider or print them for you.',
    ],
  },
  {
    id: 'care',
    question: 'How should I care for my customised garments?',
    answer: [
      'Wash inside out at 30°C.',
      'Do not tumble dry; hang or lay flat to dry.',
      'Do not iron directly over the print or embroidery. Iron on the reverse side or use a pressing cloth.',
      'Following these steps keeps colours bright and logos looking sharp for longer.',
    ],
  },
  {
    id: 'vat',
    question: 'Do you charge VAT?',
    answer: vatWording(vat).faqAnswer,
    link: { to: '/vat-information', label: 'Read our VAT information' },
  },
];
