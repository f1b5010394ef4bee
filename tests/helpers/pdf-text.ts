/** Every page's text of a PDF as a reader extracts it (pdf.js), whitespace collapsed to single spaces. */
export async function pdfText(pdf: ArrayBuffer | Uint8Array): Promise<string> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  // a copy: pdf.js takes over the buffer it is given
  const doc = await pdfjs.getDocument({ data: new Uint8Array(pdf), disableFontFace: true, verbosity: 0 })
    .promise;
  const pages: string[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const content = await (await doc.getPage(n)).getTextContent();
    pages.push(content.items.map((i) => ('str' in i ? i.str : '')).join(' '));
  }
  return pages.join(' ').replace(/\s+/g, ' ');
}
