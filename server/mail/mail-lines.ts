import type { Logger } from 'pino';
import { bundleMockupLines } from '../../domain/bundle-line';
import type { LineItem } from '../../domain/line-item';
import { garmentKindFor, isReflective, mockupViews } from '../../domain/mockup';
import type { MailMessage } from '../integrations/mail/mailer';
import type { MailPicture } from '../services/mail-pictures';

/** Draws a decorated line's mock-up as a PNG (null when it cannot): each view 400 px square, side by side. */
export type MockupAttachments = (line: LineItem) => Promise<Buffer | null>;

export type MailAttachment = NonNullable<MailMessage['attachments']>[number];

/** A picture embedded in a mail: its `cid:` address and the width it is shown at (88 px a view). */
export interface MailImage {
  src: string;
  width: number;
}

/** A line as a mail shows it: the line, its picture or mock-up, and a bundle's garments' mock-ups. */
export interface MailLine {
  line: LineItem;
  picture: MailImage | null;
  garmentMockups: (MailImage & { alt: string })[];
}

/** How many views a line's mock-up shows: the front, and the back when a logo sits there. */
const mailViews = (line: LineItem) =>
  mockupViews(garmentKindFor(line.productTypes, line.title), line.decorations, {
    reflective: isReflective(line.productTypes),
  }).filter((v) => v.items.length > 0).length;

/**
 * A mail's lines with their pictures embedded (cid:) as PNG or JPEG: a decorated line's mock-up, or the
 * garment's picture; a bundle's line shows the bundle's picture and its garments' mock-ups. Outlook shows no
 * WebP, and webmail fetches no picture the shop serves same-origin only. The order confirmation, the cart
 * reminder and the seller's re-order mail share it; a picture that fails is left out with a warning.
 */
export async function embedLinePictures(input: {
  lines: LineItem[];
  mockups?: MockupAttachments;
  pictures?: MailPicture;
  logger: Logger;
  /** Names the mail's pictures' content ids (`…@order`). */
  cidTag: string;
  /** What a failed picture's warning names (e.g. the order's id). */
  logContext: Record<string, unknown>;
}): Promise<{ lines: MailLine[]; attachments: MailAttachment[] }> {
  const attachments: MailAttachment[] = [];
  const lines: MailLine[] = [];
  /** Embeds a mock-up of a decorated line (or a bundle's garment) as PNG; its cid and width, or null. */
  async function embedMockup(line: LineItem, name: string, filename: string): Promise<MailImage | null> {
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
    // the front and, when a logo sits there, the back side by side; a bundle's line shows the bundle's picture
    let picture = line.bundle ? null : await embedMockup(line, `mockup-${i}`, `mockup-${i + 1}`);
    if (!picture && input.pictures) {
      try {
        const jpeg = await input.pictures(line.image);
        if (jpeg) {
          const cid = `item-${i}@${input.cidTag}`;
          attachments.push({ filename: `item-${i + 1}.jpg`, content: jpeg, contentType: 'image/jpeg', cid });
          picture = { src: `cid:${cid}`, width: 88 };
        }
      } catch (error) {
        input.logger.warn({ err: error, ...input.logContext }, 'picture for the mail failed');
      }
    }
    const garmentMockups: MailLine['garmentMockups'] = [];
    for (const [j, garment] of bundleMockupLines(line).entries()) {
      const m = await embedMockup(garment, `mockup-${i}-${j}`, `mockup-${i + 1}-${j + 1}`);
      if (m) garmentMockups.push({ ...m, alt: `${garment.title} in ${garment.colour}` });
    }
    lines.push({ line, picture, garmentMockups });
  }
  return { lines, attachments };
}
