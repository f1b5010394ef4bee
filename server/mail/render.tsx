import { createContext, useContext, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

/** Which part of a mail is being drawn: its HTML, or its plain text (MailLayout then draws only its `text`). */
export type MailPart = 'html' | 'text';

const MailPartContext = createContext<MailPart>('html');

export const useMailPart = () => useContext(MailPartContext);

export interface RenderedMail {
  html: string;
  text: string;
}

/**
 * A mail component's HTML and plain text, both drawn from the one component: React escapes every value in the
 * HTML, so no template escapes by hand. The HTML is written as e-mail clients expect it: a doctype, void
 * elements as `<br>` (not React's `<br/>`), and none of the image preloads React adds for a web page.
 */
export function renderMail(mail: ReactElement): RenderedMail {
  const html = renderToStaticMarkup(<MailPartContext value="html">{mail}</MailPartContext>);
  const text = renderToStaticMarkup(<MailPartContext value="text">{mail}</MailPartContext>);
  return { html: `<!doctype html>${asMailHtml(html)}`, text: unescapeText(text) };
}

// React escapes every "<", ">", "&" and quote in text and attributes, so a "/>" or "<link" in its output is
// always its own markup, never a value's
const IMAGE_PRELOAD = /<link rel="preload" as="image"[^>]*\/>/g;

// a line break before each block, where it shows nothing: quoted-printable wraps lines at 76 characters, and a
// mail kept in short lines keeps its phrases whole in the raw message (as people and tests search it)
const BLOCK_START = /<(body|table|tr|td|h1|h2|p|div|ul)(?=[\s>])/g;

function asMailHtml(markup: string): string {
  return markup.replace(IMAGE_PRELOAD, '').replace(/\/>/g, '>').replace(BLOCK_START, '\n<$1');
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#x27': "'" };

/** The text part comes out of React escaped as HTML; plain text wants its characters back. */
function unescapeText(markup: string): string {
  return markup.replace(/&(amp|lt|gt|quot|#x27);/g, (_, name: string) => ENTITIES[name]!);
}
