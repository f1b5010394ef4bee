import type { FileStore } from '../../integrations/files/file-store';
import { bundleMockupLines } from '../../../domain/bundle-line';
import { garmentKindFor, isReflective, mockupViews } from '../../../domain/mockup';
import { renderDecorations, sideBySide, type renderMockup } from '../../integrations/mockup/render-mockup';
import type { LogoService } from '../logos';
import type { MockupAttachments } from '../order-mails';

async function readFile(files: FileStore, key: string): Promise<Buffer | null> {
  const file = await files.read(key);
  if (!file) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of file.stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * Draws an order line's mock-up from the stored garment pictures and the customer's logo previews: every
 * decoration at its position, the front and (when a logo sits there) the back side by side. A bundle line is
 * drawn on its first garment (callers wanting each garment pass bundleMockupLines' lines one by one).
 */
export function createOrderMockups(deps: { files: FileStore; logos: LogoService }): MockupAttachments {
  const draw: MockupAttachments = async (given) => {
    const line = given.bundle ? bundleMockupLines(given)[0] : given;
    if (!line || line.decorations.length === 0) return null;
    const views = mockupViews(garmentKindFor(line.productTypes, line.title), line.decorations, {
      reflective: isReflective(line.productTypes),
    }).filter((v) => v.items.length > 0);
    const pictures: Buffer[] = [];
    for (const { view, items } of views) {
      const picture = view === 'back' ? (line.backImage ?? line.image) : line.image;
      if (!picture.startsWith('/files/')) return null;
      const garment = await readFile(deps.files, decodeURIComponent(picture.slice('/files/'.length)));
      if (!garment) return null;
      const decorations = [];
      for (const { decoration } of items) {
        const { position, design } = decoration;
        let logo: Parameters<typeof renderMockup>[0]['logo'];
        if (design.kind === 'text') {
          logo = { kind: 'text', text: design.text, font: design.font };
        } else {
          const row = design.logo ? await deps.logos.findById(design.logo.id) : null;
          logo = {
            kind: 'image',
            image: row?.previewKey ? await readFile(deps.files, row.previewKey) : null,
          };
        }
        decorations.push({ position, logo });
      }
      pictures.push(
        await renderDecorations({
          garment,
          productTypes: line.productTypes,
          title: line.title,
          colourHex: line.colourHex,
          decorations,
        }),
      );
    }
    return sideBySide(pictures);
  };
  return draw;
}
