import type { FileStore } from '../integrations/files/file-store';
import { mockupPlacement, renderMockup } from '../integrations/mockup/render-mockup';
import type { LogoService } from './logos';
import type { MockupAttachments } from './order-mails';

async function readFile(files: FileStore, key: string): Promise<Buffer | null> {
  const file = await files.read(key);
  if (!file) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of file.stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Draws an order line's mock-up from the stored garment picture and the customer's logo preview. */
export function createOrderMockups(deps: { files: FileStore; logos: LogoService }): MockupAttachments {
  return async (line) => {
    // the mock-up shows the first decoration, as the pages' line pictures do
    const decoration = line.decorations[0];
    if (!decoration) return null;
    const { position, design } = decoration;
    const { view } = mockupPlacement(line.productTypes, line.title, position);
    const picture = view === 'back' ? (line.backImage ?? line.image) : line.image;
    if (!picture.startsWith('/files/')) return null;
    const garment = await readFile(deps.files, decodeURIComponent(picture.slice('/files/'.length)));
    if (!garment) return null;
    let logo: Parameters<typeof renderMockup>[0]['logo'];
    if (design.kind === 'text') {
      logo = { kind: 'text', text: design.text, font: design.font };
    } else {
      const row = design.logo ? await deps.logos.findById(design.logo.id) : null;
      logo = { kind: 'image', image: row?.previewKey ? await readFile(deps.files, row.previewKey) : null };
    }
    return renderMockup({
      garment,
      productTypes: line.productTypes,
      title: line.title,
      colourHex: line.colourHex,
      position,
      logo,
    });
  };
}
