import type { Logger } from 'pino';
import { formatPounds, formatShippingCost } from '../../domain/money';
import { decorationLine, type LineItem } from '../../domain/line-item';
import { garmentKindFor, isReflective, mockupViews } from '../../domain/mockup';
import { formatOrderNumber } from '../../domain/orders';
import { SHIPPING_OPTIONS, type ShippingType } from '../../domain/shipping';
import type { ShopInfo } from '../../domain/shop-info';
import { escapeHtml, mailLayout } from '../integrations/mail/layout';
import type { MailMessage } from '../integrations/mail/mailer';
import type { MailPicture } from './mail-pictures';
import type { OrderWithLines } from './order-record';

/** How many views a line's mock-up shows: the front, and the back when a logo sits there. */
const mailViews = (line: LineItem) =>
  mockupViews(garmentKindFor(line.productTypes, line.title), line.decorations, {
    reflective: isReflective(line.productTypes),
  }).filter((v) => v.items.length > 0).length;

/** Draws a decorated line's mock-up as a PNG (null when it cannot): each view 400 px square, side by side. */
export type MockupAttachments = (line: LineItem) => Promise<Buffer | null>;

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
  const attachments: NonNullable<MailMessage['attachments']> = [];
  const rows: string[] = [];
  const textLines: string[] = [];
  for (const [i, line] of order.lines.entries()) {
    // every picture is embedded (cid:) as PNG or JPEG: Outlook shows no WebP, and webmail fetches no
    // picture the shop serves same-origin only
    let picture: string | null = null;
    // the front and, when a logo sits there, the back side by side
    let pictureWidth = 88;
    if (line.decorations.length > 0 && input.mockups) {
      try {
        const png = await input.mockups(line);
        if (png) {
          const cid = `mockup-${i}@order`;
          attachments.push({ filename: `mockup-${i + 1}.png`, content: png, contentType: 'image/png', cid });
          picture = `cid:${cid}`;
          pictureWidth = 88 * mailViews(line);
        }
      } catch (error) {
        input.logger.warn({ err: error, orderId: order.id }, 'mock-up for the mail failed');
      }
    }
    if (!picture && input.pictures) {
      try {
        const jpeg = await input.pictures(line.image);
        if (jpeg) {
          const cid = `item-${i}@order`;
          attachments.push({ filename: `item-${i + 1}.jpg`, content: jpeg, contentType: 'image/jpeg', cid });
          picture = `cid:${cid}`;
        }
      } catch (error) {
        input.logger.warn({ err: error, orderId: order.id }, 'picture for the mail failed');
      }
    }
    // one line per decoration: "Left Breast: Embroidery, text 'ACME' in Serif"
    const decorations = line.decorations.map(decorationLine);
    rows.push(`<tr>
<td style="padding:8px 8px 8px 0;vertical-align:top" width="${pictureWidth + 8}">${picture ? `<img src="${escapeHtml(picture)}" width="${pictureWidth}" height="88" alt="" style="border-radius:6px;background:#f4f4f5">` : ''}</td>
<td style="padding:8px 0;vertical-align:top"><strong>${escapeHtml(line.title)} (${escapeHtml(line.size)})</strong><br>
<span style="color:#52525b">Colour ${escapeHtml(line.colour)} · ${line.quantity} × ${formatPounds(line.unitPrice)}</span>
${decorations.map((d) => `<br><span style="color:#52525b">${escapeHtml(d)}</span>`).join('')}
${line.notes ? `<br><span style="color:#71717a">Notes: ${escapeHtml(line.notes)}</span>` : ''}</td>
<td style="padding:8px 0;vertical-align:top;text-align:right">${formatPounds(line.goods + line.logoCharge)}</td></tr>`);
    textLines.push(
      `- ${line.quantity} × ${line.title} (${line.size}, ${line.colour}) ${formatPounds(line.goods + line.logoCharge)}${decorations.map((d) => `\n  ${d}`).join('')}`,
    );
  }
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
  const seller: MailMessage = {
    to: shop.email,
    replyTo: order.email,
    subject: `New order ${number} — ${formatPounds(order.total)}`,
    text: `New paid order ${number} from ${a.firstName} ${a.lastName} <${order.email}>.\n\n${textLines.join('\n')}\n\n${totalsText}\n\n${address.join('\n')}${a.additionalInfo ? `\n\nNotes: ${a.additionalInfo}` : ''}`,
    html: mailLayout(
      shop,
      `New order ${number}`,
      `<h1 style="font-size:20px;margin:0 0 8px">New order ${escapeHtml(number)}</h1>
<p>From ${escapeHtml(`${a.firstName} ${a.lastName}`.trim())} &lt;${escapeHtml(order.email)}&gt;, paid ${formatPounds(order.total)}.</p>
${summaryHtml}${a.additionalInfo ? `<p><strong>Additional information:</strong> ${escapeHtml(a.additionalInfo)}</p>` : ''}`,
    ),
    attachments,
  };
  return { customer, seller };
}
