import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { TEST_SHOP } from '../../../tests/factories';
import type { LineItem } from '../../../domain/line-item';
import type { MailLine } from '../mail-lines';
import { renderMail } from '../render';
import {
  SAMPLE_ACCOUNT_ORDER,
  SAMPLE_CODE,
  SAMPLE_CONTACT,
  SAMPLE_LINES,
  SAMPLE_NAMED_LINE,
  SAMPLE_ORDER,
  SAMPLE_PROMO,
  SAMPLE_PROOF,
  SAMPLE_REORDER_NOTES,
  SAMPLE_SELLER_MESSAGE,
} from '../samples';
import { CartReminderMail } from './cart-reminder';
import { ContactEnquiryMail } from './contact-enquiry';
import { MailLayout } from './layout';
import { LineTable, lineTableText } from './line-table';
import { NewOrderMail, OrderConfirmationMail } from './order-confirmation';
import { OrderLinkMail } from './order-link';
import { OrderMessageMail } from './order-message';
import { OrderStatusMail } from './order-status';
import { PromoMail } from './promo';
import { ProofAnswerMail, ProofMail } from './proof';
import { ReorderMail } from './reorder';
import { VerificationCodeMail } from './verification-code';

const shop = TEST_SHOP;
const URL_BASE = 'https://shop.example.co.uk';
const orderUrl = `${URL_BASE}/orders/${SAMPLE_ORDER.id}?token=t0k3n`;
const sellerUrl = `${URL_BASE}/admin/orders/${SAMPLE_ORDER.id}`;
const cartUrl = `${URL_BASE}/cart`;
const unsubscribeUrl = `${URL_BASE}/unsubscribe?token=u1`;
const asMailLines = (lines: LineItem[]): MailLine[] =>
  lines.map((line) => ({ line, picture: null, garmentMockups: [] }));
const lines = asMailLines(SAMPLE_LINES);

/** A status mail of the sample order (or the one placed on account). */
const statusMail = (
  kind: 'shipped' | 'delivered' | 'cancelled' | 'refunded',
  order: typeof SAMPLE_ORDER,
  url: string | null,
) => <OrderStatusMail kind={kind} order={order} shop={shop} orderUrl={url} subject="s" />;

/** Each template with the preview samples, and words its HTML and its text part both carry. */
const MAILS: [string, ReactElement, string[]][] = [
  [
    'sign-up code',
    <VerificationCodeMail shop={shop} {...SAMPLE_CODE} minutes={10} />,
    ['Hello Jo,', 'Your verification code is', '428613', 'expires in 10 minutes', 'did not sign up'],
  ],
  [
    'cart reminder',
    <CartReminderMail
      shop={shop}
      subject="s"
      lines={lines}
      cartUrl={cartUrl}
      unsubscribeUrl={unsubscribeUrl}
    />,
    [
      'Your cart is waiting for you',
      'Kustom Kit Klassic Polo',
      '3 × Gildan Heavy Cotton T-Shirt · Black · M',
      'You save £13.46 against buying the garments separately',
      cartUrl,
      unsubscribeUrl,
      'You are receiving this because you have an account with Hi-Vis',
    ],
  ],
  [
    'order confirmation',
    <OrderConfirmationMail order={SAMPLE_ORDER} lines={lines} shop={shop} orderUrl={orderUrl} />,
    [
      'order #1042',
      'Gildan Heavy Blend Hooded Sweatshirt',
      'Setup fees',
      '-£27.89',
      'Shipping (Standard (UK))',
      'No VAT Charged',
      'Total paid',
      '£250.98',
      'proof of your logo to approve',
      orderUrl.split('?')[0]!,
    ],
  ],
  [
    "seller's new-order notice",
    <NewOrderMail order={SAMPLE_ORDER} lines={lines} shop={shop} sellerUrl={sellerUrl} />,
    [
      'New',
      'order #1042',
      'jo@bloggs-joinery.co.uk',
      'Total paid',
      'LS1 4AB',
      'Deliveries to the side door',
      sellerUrl,
    ],
  ],
  [
    'on-account confirmation',
    <OrderConfirmationMail order={SAMPLE_ACCOUNT_ORDER} lines={lines} shop={shop} orderUrl={orderUrl} />,
    [
      'order #1042',
      'Invoiced — due 20 December 2026: your invoice INV-1042 is attached, with how to pay it.',
      'PO number: ',
      'PO-4471/B',
      'Payment: ',
      'Total to pay',
      '£250.98',
      'proof of your logo to approve',
    ],
  ],
  [
    "seller's on-account new-order notice",
    <NewOrderMail order={SAMPLE_ACCOUNT_ORDER} lines={lines} shop={shop} sellerUrl={sellerUrl} />,
    [
      'New order',
      'on account',
      '£250.98, Invoiced — due 20 December 2026',
      'PO-4471/B',
      'Total to pay',
      sellerUrl,
    ],
  ],
  [
    'shipped',
    statusMail('shipped', SAMPLE_ORDER, orderUrl),
    ['Hello Jo,', 'has been shipped with', 'Royal Mail', 'AB123456789GB', 'royalmail.com/track-your-item'],
  ],
  [
    'delivered',
    statusMail('delivered', SAMPLE_ORDER, orderUrl),
    ['Hello Jo,', 'has been delivered', 'We hope you are pleased with it', 'reply to this e-mail or call us'],
  ],
  [
    'cancelled',
    statusMail('cancelled', SAMPLE_ORDER, null),
    ['Hello Jo,', 'has been cancelled', 'we will tell you when the refund is on its way'],
  ],
  [
    'refunded',
    statusMail('refunded', SAMPLE_ORDER, orderUrl),
    ['Hello Jo,', 'We have refunded', '£21.99', 'to the card you paid with', '5 to 7 business days'],
  ],
  [
    'cancelled on account',
    statusMail('cancelled', SAMPLE_ACCOUNT_ORDER, null),
    [
      'has been cancelled',
      'Its invoice INV-1042 is credited to your trade account with credit note CN-1042: nothing is owed for it.',
    ],
  ],
  [
    'refunded on account',
    statusMail('refunded', SAMPLE_ACCOUNT_ORDER, orderUrl),
    [
      'We have credited £250.98 for order #1042 to your trade account (credit note CN-1042).',
      'nothing goes back to a card',
    ],
  ],
  [
    'proof',
    <ProofMail order={SAMPLE_ORDER} {...SAMPLE_PROOF} link={orderUrl} shop={shop} subject="s" />,
    ['Hello Jo,', 'Proof version 2 for your order #1042 is ready', '9 cm wide', 'Please check the spelling'],
  ],
  [
    'proof reminder',
    <ProofMail order={SAMPLE_ORDER} {...SAMPLE_PROOF} link={orderUrl} shop={shop} subject="s" reminder />,
    ['is still waiting for your answer', 'We start making your order once you approve it.'],
  ],
  [
    'changes to a proof',
    <ProofAnswerMail
      order={SAMPLE_ORDER}
      version={2}
      answer="changes"
      comment={SAMPLE_PROOF.comment}
      link={sellerUrl}
      shop={shop}
      subject="s"
    />,
    [
      'asked for changes to proof version 2 for order #1042',
      'Could the letters be a little bigger?',
      sellerUrl,
    ],
  ],
  [
    'proof approved',
    <ProofAnswerMail
      order={SAMPLE_ORDER}
      version={2}
      answer="approved"
      comment={null}
      link={sellerUrl}
      shop={shop}
      subject="s"
    />,
    ['approved proof version 2 for order #1042', 'Production can start.', sellerUrl],
  ],
  [
    'order link',
    <OrderLinkMail order={SAMPLE_ORDER} link={orderUrl.split('?')[0]!} shop={shop} subject="s" />,
    ['Hello Jo,', 'Here is a new link to your order #1042', 'It works for 90 days', orderUrl.split('?')[0]!],
  ],
  [
    "seller's e-mail",
    <OrderMessageMail shop={shop} orderNumber={1042} firstName="Jo" message={SAMPLE_SELLER_MESSAGE} />,
    ['Hello Jo,', 'Your polos are being embroidered today', 'as soon as we have it.', 'Order #1042'],
  ],
  [
    'promo',
    <PromoMail shop={shop} {...SAMPLE_PROMO} unsubscribeUrl={unsubscribeUrl} />,
    [
      'Spring is here',
      'every polo, hoodie and softshell',
      'SPRING10',
      '10% off until 31 May 2026',
      unsubscribeUrl,
    ],
  ],
  [
    're-order',
    <ReorderMail
      shop={shop}
      subject="s"
      firstName="Jo"
      orderNumber={1042}
      lines={lines}
      notes={SAMPLE_REORDER_NOTES}
      cartUrl={cartUrl}
    />,
    ['Hello Jo,', 'back in your cart, at today', 'Some lines changed', 'is no longer sold', cartUrl],
  ],
  [
    'contact enquiry',
    <ContactEnquiryMail shop={shop} message={SAMPLE_CONTACT} />,
    ['Priya Shah', 'priya@shahbuilders.co.uk', '0113 496 0000', 'Could you quote for 40 embroidered polos'],
  ],
];

describe('the mail templates', () => {
  it('says a card order is paid, and an order on account invoiced, never both', () => {
    const card = renderMail(
      <OrderConfirmationMail order={SAMPLE_ORDER} lines={lines} shop={shop} orderUrl={orderUrl} />,
    ).text;
    expect(card).toContain('We have your payment.');
    expect(card).not.toMatch(/Invoiced|PO number|Total to pay/);
    const account = renderMail(
      <OrderConfirmationMail order={SAMPLE_ACCOUNT_ORDER} lines={lines} shop={shop} orderUrl={orderUrl} />,
    ).text;
    expect(account).not.toMatch(/We have your payment|Total paid/);
    // a card order's PO number shows as well
    const withPo = renderMail(
      <NewOrderMail
        order={{ ...SAMPLE_ORDER, poNumber: 'PO 88' }}
        lines={lines}
        shop={shop}
        sellerUrl={sellerUrl}
      />,
    ).text;
    expect(withPo).toContain('New paid order #1042');
    expect(withPo).toContain('PO number: PO 88');
  });

  it.each(MAILS)('the %s mail says the same in its HTML and its text', (_name, mail, words) => {
    const { html, text } = renderMail(mail);
    expect(html).toMatch(/^<!doctype html><html lang="en">/);
    expect(html).toContain('Hi-Vis &amp; Co</td>');
    for (const word of words) {
      expect(html).toContain(word);
      expect(text).toContain(word);
    }
    // the text part is plain text: none of the mail's markup, no entities
    expect(text).not.toMatch(/<\/?(html|body|table|tr|td|p|br|a|strong|span|h1|h2|div|ul|li|img)[\s>]/);
    expect(text).not.toMatch(/&(amp|lt|gt|quot|#x27);/);
  });
});

const HOSTILE = `<script>alert("x")</script> & Sons`;
const ESCAPED = '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; Sons';

describe('what customers and the seller type is escaped in the HTML, kept as typed in the text', () => {
  const hostileLine: LineItem = {
    ...SAMPLE_LINES[0]!,
    title: HOSTILE,
    notes: HOSTILE,
    decorations: [
      {
        position: 'Left Breast',
        method: 'Embroidery',
        design: { kind: 'text', text: HOSTILE, font: 'Serif' },
        isPreviousLogo: false,
      },
    ],
  };
  const hostileLines = asMailLines([hostileLine]);
  const hostileOrder = {
    ...SAMPLE_ORDER,
    promoCode: HOSTILE,
    poNumber: HOSTILE,
    carrier: HOSTILE,
    trackingId: HOSTILE,
    shippingAddress: { ...SAMPLE_ORDER.shippingAddress, firstName: HOSTILE, additionalInfo: HOSTILE },
  };
  const hostileShop = { ...shop, name: HOSTILE, address: HOSTILE };

  it.each([
    ['layout', <MailLayout shop={hostileShop} title={HOSTILE} text="t" children={<p>{HOSTILE}</p>} />],
    ['sign-up code', <VerificationCodeMail shop={shop} firstName={HOSTILE} code="1" minutes={10} />],
    [
      'cart reminder',
      <CartReminderMail
        shop={shop}
        subject="s"
        lines={hostileLines}
        cartUrl={cartUrl}
        unsubscribeUrl={cartUrl}
      />,
    ],
    [
      'order confirmation',
      <OrderConfirmationMail order={hostileOrder} lines={hostileLines} shop={shop} orderUrl={orderUrl} />,
    ],
    [
      'new-order notice',
      <NewOrderMail order={hostileOrder} lines={hostileLines} shop={shop} sellerUrl={sellerUrl} />,
    ],
    ['shipped', statusMail('shipped', hostileOrder, orderUrl)],
    [
      'proof',
      <ProofMail
        order={hostileOrder}
        version={1}
        message={HOSTILE}
        link={orderUrl}
        shop={shop}
        subject="s"
      />,
    ],
    [
      'proof answer',
      <ProofAnswerMail
        order={hostileOrder}
        version={1}
        answer="changes"
        comment={HOSTILE}
        link={sellerUrl}
        shop={shop}
        subject="s"
      />,
    ],
    ['order link', <OrderLinkMail order={hostileOrder} link={orderUrl} shop={shop} subject="s" />],
    ["seller's e-mail", <OrderMessageMail shop={shop} orderNumber={1} firstName="Jo" message={HOSTILE} />],
    [
      'promo',
      <PromoMail
        shop={shop}
        subject={HOSTILE}
        body={HOSTILE}
        promo={{ code: HOSTILE, percent: 10, expiresAt: null }}
        unsubscribeUrl={unsubscribeUrl}
      />,
    ],
    [
      're-order',
      <ReorderMail
        shop={shop}
        subject="s"
        firstName={HOSTILE}
        orderNumber={1}
        lines={hostileLines}
        notes={[HOSTILE]}
        cartUrl={cartUrl}
      />,
    ],
    [
      'contact enquiry',
      <ContactEnquiryMail
        shop={shop}
        message={{ ...SAMPLE_CONTACT, fullName: HOSTILE, company: HOSTILE, message: HOSTILE }}
      />,
    ],
  ])('the %s mail', (name, mail) => {
    const { html, text } = renderMail(mail);
    expect(html).toContain(ESCAPED);
    expect(html).not.toContain('<script');
    if (name !== 'layout') expect(text).toContain(HOSTILE);
  });

  it('escapes an attribute too: a link and a picture’s words', () => {
    const { html } = renderMail(
      <MailLayout shop={shop} title="t" text="t">
        <LineTable
          lines={[
            {
              line: { ...SAMPLE_LINES[2]!, title: HOSTILE },
              picture: null,
              garmentMockups: [{ src: 'cid:m@x', width: 88, alt: `${HOSTILE} in Navy` }],
            },
          ]}
        />
        <a href={`${URL_BASE}/x?a="b"&c=<d>`}>x</a>
      </MailLayout>,
    );
    expect(html).toContain(`alt="${ESCAPED} in Navy"`);
    expect(html).toContain(`href="${URL_BASE}/x?a=&quot;b&quot;&amp;c=&lt;d&gt;"`);
  });
});

describe('renderMail', () => {
  it('writes HTML as mail clients read it: a doctype, <br> not <br/>, and no image preloads', () => {
    const { html } = renderMail(
      <MailLayout shop={shop} title="Title" text="t">
        <p>
          one
          <br />
          two
        </p>
        <img src="cid:item-0@order" width={88} height={88} alt="" />
      </MailLayout>,
    );
    expect(html).toMatch(/^<!doctype html><html lang="en"><head><meta charSet="utf-8"><title>Title<\/title>/);
    expect(html).toContain('one<br>two');
    expect(html).toContain('<img src="cid:item-0@order" width="88" height="88" alt="">');
    expect(html).not.toContain('/>');
    expect(html).not.toContain('preload');
  });

  it('gives the text part back character for character, entities included', () => {
    const typed = `Tom & Jerry's "<b>bold</b>" offer: &amp; stays &amp;\n\n  indented`;
    expect(renderMail(<MailLayout shop={shop} title="t" text={typed} children={null} />).text).toBe(typed);
  });

  it('starts each block on a line of its own, so quoted-printable never cuts a phrase of it', () => {
    const { html } = renderMail(
      <MailLayout shop={shop} title="t" text="t">
        <h1>New order #1011</h1>
        <p>Paid.</p>
      </MailLayout>,
    );
    expect(html).toContain('\n<h1>New order #1011</h1>\n<p>Paid.</p>');
  });
});

describe("the lines' text", () => {
  it('lists each line with its total, and under it the price each charged, what one bundle holds, the saving and the decorations', () => {
    expect(lineTableText(lines)).toBe(
      [
        '- 10 × Kustom Kit Klassic Polo (L, Navy) £164.90',
        '  £11.99 each (10+ price)',
        "  Left Breast: Embroidery, text 'Bloggs & Sons' in Serif · £4.50 per garment (10+ price)",
        '- 2 × Gildan Heavy Blend Hooded Sweatshirt (XL, Sport Grey) £43.98',
        '  £21.99 each',
        '- 1 × Solo Trader Starter — 3 T-shirts & 2 hoodies (Bundle of 5 garments) £59.99',
        '  £49.99 each',
        '  3 × Gildan Heavy Cotton T-Shirt · Black · M',
        '  2 × Gildan Heavy Blend Hooded Sweatshirt · Sport Grey · L',
        '  You save £13.46 against buying the garments separately',
        "  Left Breast: Print, text 'Bloggs & Sons' in Sans-serif",
      ].join('\n'),
    );
  });

  it('draws the picture and the mock-ups it is given, at their widths', () => {
    const { html } = renderMail(
      <MailLayout shop={shop} title="t" text="t">
        <LineTable
          lines={[
            {
              line: SAMPLE_LINES[0]!,
              picture: { src: 'cid:mockup-0@order', width: 176 },
              garmentMockups: [],
            },
          ]}
        />
      </MailLayout>,
    );
    expect(html).toContain('width="184"><img src="cid:mockup-0@order" width="176" height="88" alt=""');
    expect(html).toContain('<strong>Kustom Kit Klassic Polo (L)</strong><br>');
    // the price each the order charged, with the quantity break that set it, and the embroidery's at its break
    expect(html).toContain('Colour Navy · 10 × £11.99 (10+ price)');
    expect(html).toContain(
      'Left Breast: Embroidery, text &#x27;Bloggs &amp; Sons&#x27; in Serif · £4.50 per garment (10+ price)',
    );
    expect(html).toContain('Notes: Gold thread, please');
  });
});

describe('names on garments in the order mails (issue 32)', () => {
  const named = asMailLines([SAMPLE_NAMED_LINE, ...SAMPLE_LINES]);
  const order = {
    ...SAMPLE_ORDER,
    goods: SAMPLE_ORDER.goods + SAMPLE_NAMED_LINE.goods,
    logoCharges: SAMPLE_ORDER.logoCharges + SAMPLE_NAMED_LINE.logoCharge,
  };

  it('says how many names a line carries, where, the price each, and every name, escaped in the HTML', () => {
    const { html, text } = renderMail(
      <OrderConfirmationMail order={order} lines={named} shop={shop} orderUrl={orderUrl} />,
    );
    for (const [part, words] of [
      [
        text,
        [
          '3 names · Large Back: Print, Sans-serif · Names £3.50 each',
          'Names: Priya Shah, Tom & Jerry, =Coach',
        ],
      ],
      [html, ['3 names · Large Back: Print, Sans-serif · Names £3.50 each', 'Tom &amp; Jerry']],
    ] as const)
      for (const word of words) expect(part).toContain(word);
    expect(text).toContain('From Leeds Rugby Club · Logo included');
    expect(text).toContain(`Logo charges (with 3 names): £${(order.logoCharges / 100).toFixed(2)}`);
    expect(html).not.toContain('Tom & Jerry');
  });

  it('counts the names of the whole order in the seller’s notice', () => {
    const twice = asMailLines([SAMPLE_NAMED_LINE, { ...SAMPLE_NAMED_LINE, id: 'x', size: 'L' }]);
    const { text } = renderMail(
      <NewOrderMail order={order} lines={twice} shop={shop} sellerUrl={sellerUrl} />,
    );
    expect(text).toContain('Logo charges (with 6 names)');
  });
});
