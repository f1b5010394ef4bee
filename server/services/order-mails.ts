import type { Logger } from 'pino';
import { formatPounds, formatShippingCost } from '../../domain/money';
import {
  bundleGarmentText,
  bundleGarmentsText,
  bundleMockupLines,
  bundleSavingText,
  lineTitle,
} from '../../domain/bundle-line';
import { decorationLine, type LineItem } from '../../domain/line-item';
import { garmentKindFor, isReflective, mockupViews } from '../../domain/mockup';
import { formatOrderNumber } from '../../domain/orders';
import { SHIPPING_OPTIONS, type ShippingType } from '../../domain/shipping';
import type { ShopInfo } from '../../domain/shop-info';
import { escapeHtml, mailLayout } from '../integrations/mail/layout';
import type { MailMessage } from '../integrations/mail/mailer';
import type { MailPicture } from './mail-pictures';
import type { OrderWithLines } from './orders/order-record';

/** How many views a line's mock-up shows: the front, and the back when a logo sits there. */
const mailViews = (line: LineItem) =>
  mockupViews(garmentKindFor(line.productTypes, line.title), line.decorations, {
    reflective: isReflective(line.productTypes),
  }).filter((v) => v.items.length > 0).length;

/** Draws a decorated line's mock-up as a PNG (null when it cannot): each view 400 px square, side by side. */
export type MockupAttachments = (line: LineItem) => Promise<Buffer | null>;

/**
 * A mail's lines as the shop shows them: the picture or mock-up (embedded, cid:), title, colour or bundle
 * garments, decorations, notes and price, as HTML table rows and as plain text lines. The order confirmation
 * and the cart reminder share it.
 */
export async function mailLines(input: {
  lines: LineItem[];
  mockups?: MockupAttachments;
  pictures?: MailPicture;
  logger: Logger;
  /** Names the mail's pictures' content ids (`…@order`). */
  cidTag: string;
  /** What a failed picture's warning names (e.g. the order's id). */
  logContext: Record<string, unknown>;
}): Promise<{ rows: string[]; textLines: string[]; attachments: NonNullable<MailMessage['attachments']> }> {
  const attachments: NonNullable<MailMessage['attachments']> = [];
  const rows: string[] = [];
  const textLines: string[] = [];
  /** Embeds a mock-up of a decorated line (or a bundle's garment) as PNG; its cid and width, or null. */
  async function embedMockup(line: LineItem, name: string, filename: string) {
    if (line.decorations.length === 0 || !input.mockups) return null;
    try {
      const png = await input.mockups(line);
      if (!png) return null;
      const cid = `${name}@${input.cidTag}`;
      attachments.push({ filename: `${filename}.png`, content: png, contentType: 'image/png', cid });
      return { src: `cid:${cid}`, width: 88 * mailViews(line) };
    } catch (error) {
      input.logger.warn({ err: error, ...input.logContext }, 'mock-up for the mail failed');
      return null;
    }
  }
  for (const [i, line] of input.lines.entries()) {
    // every picture is embedded (cid:) as PNG or JPEG: Outlook shows no WebP, and webmail fetches no
    // picture the shop serves same-origin only
    let picture: string | null = null;
    // the front and, when a logo sits there, the back side by side
    let pictureWidth = 88;
    // a bundle's line shows the bundle's picture; its garments' mock-ups follow its garments
    const mockup = line.bundle ? null : await embedMockup(line, `mockup-${i}`, `mockup-${i + 1}`);
    if (mockup) {
      picture = mockup.src;
      pictureWidth = mockup.width;
    }
    if (!picture && input.pictures) {
      try {
        const jpeg = await input.pictures(line.image);
        if (jpeg) {
          const cid = `item-${i}@${input.cidTag}`;
          attachments.push({ filename: `item-${i + 1}.jpg`, content: jpeg, contentType: 'image/jpeg', cid });
          picture = `cid:${cid}`;
        }
      } catch (error) {
        input.logger.warn({ err: error, ...input.logContext }, 'picture for the mail failed');
      }
    }
    // one line per decoration: "Left Breast: Embroidery, text 'ACME' in Serif"
    const decorations = line.decorations.map(decorationLine);
    // a bundle: its garments ("3 × Classic Tee · Navy · M", as one bundle holds them) and the saving
    const bundle = line.bundle;
    const garments = bundle ? bundle.garments.map((g) => bundleGarmentText(g)) : [];
    const saving = bundleSavingText(line);
    const garmentMockups: { src: string; width: number; alt: string }[] = [];
    for (const [j, garment] of bundleMockupLines(line).entries()) {
      const m = await embedMockup(garment, `mockup-${i}-${j}`, `mockup-${i + 1}-${j + 1}`);
      if (m) garmentMockups.push({ ...m, alt: `${garment.title} in ${garment.colour}` });
    }
    const muted = (text: string) => `<br><span style="color:#52525b">${escapeHtml(text)}</span>`;
    rows.push(`<tr>
<td style="padding:8px 8px 8px 0;vertical-align:top" width="${pictureWidth + 8}">${picture ? `<img src="${escapeHtml(picture)}" width="${pictureWidth}" height="88" alt="" style="border-radius:6px;background:#f4f4f5">` : ''}</td>
<td style="padding:8px 0;vertical-align:top"><strong>${escapeHtml(lineTitle(line))}</strong><br>
<span style="color:#52525b">${bundle ? escapeHtml(bundleGarmentsText(bundle)) : `Colour ${escapeHtml(line.colour)}`} · ${line.quantity} × ${formatPounds(line.unitPrice)}</span>
${bundle && line.quantity > 1 ? muted('Each bundle holds:') : ''}${garments.map(muted).join('')}
${saving ? `<br><span style="color:#047857">${escapeHtml(saving)}</span>` : ''}
${decorations.map(muted).join('')}
${line.notes ? `<br><span style="color:#71717a">Notes: ${escapeHtml(line.notes)}</span>` : ''}
${garmentMockups.length ? `<br>${garmentMockups.map((m) => `<img src="${escapeHtml(m.src)}" width="${m.width}" height="88" alt="${escapeHtml(m.alt)}" style="border-radius:6px;background:#f4f4f5;margin:4px 4px 0 0">`).join('')}` : ''}</td>
<td style="padding:8px 0;vertical-align:top;text-align:right">${formatPounds(line.goods + line.logoCharge)}</td></tr>`);
    const name = bundle
      ? `${line.title} (${bundleGarmentsText(bundle)})`
      : `${line.title} (${line.size}, ${line.colour})`;
    textLines.push(
      `- ${line.quantity} × ${name} ${formatPounds(line.goods + line.logoCharge)}${[
        ...(bundle && line.quantity > 1 ? ['Each bundle holds:'] : []),
        ...garments,
        ...(saving ? [saving] : []),
        ...decorations,
      ]
        .map((d) => `\n  ${d}`)
        .join('')}`,
    );
  }
  return { rows, textLines, attachments };
}

/** The customer's confirmation (lines, decoration, mock-ups, totals, a link to the order) and the seller's notice. */
export async function orderMails(input: {
  order: OrderWithLines;
  shop: ShopInfo;
  publicUrl: string;
  accessToken: string;
  mockups?: MockupAttachments;
  /** A plain line's garment picture as a JPEG, embedded like the mock-ups. */
  pictures?: MailPicture;
  logger: Logger;
}): Promise<{ customer: MailMessage; seller: MailMessage }> {
  const { order, shop } = input;
  const number = formatOrderNumber(order.number);
  const orderUrl = `${input.publicUrl}/orders/${order.id}?token=${encodeURIComponent(input.accessToken)}`;
  const { rows, textLines, attachments } = await mailLines({
    lines: order.lines,
    mockups: input.mockups,
    pictures: input.pictures,
    logger: input.logger,
    cidTag: 'order',
    logContext: { orderId: order.id },
  });
  const totals: [string, string][] = [
    ['Subtotal', formatPounds(order.goods)],
    ...(order.logoCharges ? ([['Logo charges', formatPounds(order.logoCharges)]] as [string, string][]) : []),
    ...(order.setupFees ? ([['Setup fees', formatPounds(order.setupFees)]] as [string, string][]) : []),
    ...(order.discount
      ? ([
          [
            `Discount (${order.promoCode ?? ''} ${order.discountPercent}%)`,
            `-${formatPounds(order.discount)}`,
          ],
        ] as [string, string][])
      : []),
    [
      `Shipping (${SHIPPING_OPTIONS[order.shippingType as ShippingType]?.label ?? order.shippingType})`,
      formatShippingCost(order.shipping),
    ],
    ['VAT', 'No VAT Charged'],
    ['Total paid', formatPounds(order.total)],
  ];
  const a = order.shippingAddress;
  const address = [
    `${a.firstName} ${a.lastName}`.trim(),
    a.companyName,
    a.address,
    `${a.city} ${a.postCode}`.trim(),
    a.country,
    a.phone,
  ].filter(Boolean);
  const summaryHtml = `<table role="presentation" width="100%" cellpadding="0" cellspacing="0">${rows.join('')}</table>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin-top:12px;border-top:1px solid #e4e4e7">
${totals.map(([k, v], i) => `<tr><td style="padding:4px 0${i === totals.length - 1 ? ';font-weight:bold' : ''}">${escapeHtml(k)}</td><td style="padding:4px 0;text-align:right${i === totals.length - 1 ? ';font-weight:bold' : ''}">${escapeHtml(v)}</td></tr>`).join('')}
</table>
<h2 style="font-size:16px;margin:20px 0 4px">Delivering to</h2>
<p style="margin:0">${address.map(escapeHtml).join('<br>')}</p>`;
  const totalsText = totals.map(([k, v]) => `${k}: ${v}`).join('\n');

  // a proof is promised only where there is a logo to prove
  const hasLogo = order.lines.some((line) => line.decorations.length > 0);
  const customer: MailMessage = {
    to: order.email,
    replyTo: shop.email,
    subject: `Your order ${number} is confirmed`,
    text: `Thank you for your order ${number}.\n\n${textLines.join('\n')}\n\n${totalsText}\n\n${hasLogo ? 'We will e-mail you a proof of your logo to approve before production. ' : ''}Follow your order: ${orderUrl}\n\n${shop.name} · ${shop.phone} · ${shop.email}`,
    html: mailLayout(
      shop,
      `Order ${number} confirmed`,
      `<h1 style="font-size:20px;margin:0 0 8px">Thank you — order ${escapeHtml(number)} is confirmed</h1>
<p>We have your payment.${hasLogo ? ' We will send you a proof of your logo to approve before anything is made.' : ''}</p>
${summaryHtml}
<p style="margin-top:20px"><a href="${escapeHtml(orderUrl)}" style="display:inline-block;background:#1e3a8a;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">View your order</a></p>`,
    ),
    attachments,
  };
  // the seller works on the order in the seller's area (no token: the page asks the seller to log in)
  const sellerUrl = `${input.publicUrl}/admin/orders/${order.id}`;
  const seller: MailMessage = {
    to: shop.email,
    replyTo: order.email,
    subject: `New order ${number} — ${formatPounds(order.total)}`,
    text: `New paid order ${number} from ${a.firstName} ${a.lastName} <${order.email}>.\n\nOpen the order: ${sellerUrl}\n\n${textLines.join('\n')}\n\n${totalsText}\n\n${address.join('\n')}${a.additionalInfo ? `\n\nNotes: ${a.additionalInfo}` : ''}`,
    html: mailLayout(
      shop,
      `New order ${number}`,
      `<h1 style="font-size:20px;margin:0 0 8px">New order ${escapeHtml(number)}</h1>
<p>From ${escapeHtml(`${a.firstName} ${a.lastName}`.trim())} &lt;${escapeHtml(order.email)}&gt;, paid ${formatPounds(order.total)}.</p>
${summaryHtml}${a.additionalInfo ? `<p><strong>Additional information:</strong> ${escapeHtml(a.additionalInfo)}</p>` : ''}
<p style="margin-top:20px"><a href="${escapeHtml(sellerUrl)}" style="display:inline-block;background:#1e3a8a;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">Open order ${escapeHtml(number)}</a></p>`,
    ),
    attachments,
  };
  return { customer, seller };
}
