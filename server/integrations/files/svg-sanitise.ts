/**
 * Cleaning of customer SVG logos with DOMPurify on jsdom: cheap checks on the text, a strict XML parse, then
 * DOMPurify's SVG allow-list with our rules for links and CSS, and the cleaned tree serialised afresh as XML.
 *
 * The checks before the parse are not for safety (DOMPurify sees to that) but for cost: jsdom builds about
 * 2 KB per node and its tree building slows down with the square of the nesting depth and of the attributes on
 * one element, so a file past the limits below is refused before jsdom ever sees it.
 */
import { createRequire } from 'node:module';
import type { Config, DOMPurify } from 'dompurify';
import type * as Jsdom from 'jsdom';

/** Why an SVG was refused: it is not well-formed XML, or it declares XML entities (billion laughs). */
export class SvgRejectedError extends Error {
  constructor(
    readonly reason: 'malformed' | 'entities',
    message: string,
  ) {
    super(message);
    this.name = 'SvgRejectedError';
  }
}

const SVG_NS = 'http://www.w3.org/2000/svg';
const XLINK_NS = 'http://www.w3.org/1999/xlink';
/** The namespace of the element jsdom's DOMParser returns in place of a document it could not parse. */
const PARSER_ERROR_NS = 'http://www.mozilla.org/newlayout/xml/parsererror.xml';
/** Deeper nesting than this is no logo. */
const MAX_DEPTH = 256;
/** More nodes (elements, attributes, text runs, comments) than this is no logo: 50,000 take seconds to clean. */
const MAX_NODES = 50_000;
/** More attributes on one element than this is no logo. */
const MAX_ATTRIBUTES = 256;
/** How much of a file the SVG sniffer reads: prologs (XML declaration, comments, DOCTYPE) are short. */
const SNIFF_BYTES = 64 * 1024;

const malformed = (what: string) => new SvgRejectedError('malformed', `SVG is not well-formed: ${what}`);

// ---------------------------------------------------------------------------------------------------------------
// Checks on the text

// Characters XML 1.0 forbids anywhere in a document (line ends are normalised to \n before this is used)
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const FORBIDDEN_CHAR = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/;
// A character that may continue an XML name, so `<svg` followed by one is some other element
const NAME_CHAR = /[\w.:\u00B7\u00C0-\uFFFD-]/;

const normaliseLineEnds = (text: string) => text.replace(/\r\n?/g, '\n');

/** Where `end` ends, searching from `from`; -1 when it never comes. */
function after(s: string, end: string, from: number): number {
  const i = s.indexOf(end, from);
  return i < 0 ? -1 : i + end.length;
}

/**
 * Where the root element's `<` is, past the XML declaration, comments, processing instructions and DOCTYPE; -1
 * when one of those is never closed, -2 when the DOCTYPE has an internal subset and `subset` is 'refuse'.
 */
function rootStart(s: string, subset: 'skip' | 'refuse'): number {
  let i = 0;
  for (;;) {
    while (s[i] === ' ' || s[i] === '\t' || s[i] === '\n') i++;
    if (s.startsWith('<?', i)) i = after(s, '?>', i + 2);
    else if (s.startsWith('<!--', i)) i = after(s, '-->', i + 4);
    else if (s.startsWith('<!DOCTYPE', i)) {
      // quoted literals may hold '>' or '['; an internal subset is skipped whole, brackets and all
      let quote = '';
      let depth = 0;
      for (i += 9; i < s.length; i++) {
        const c = s[i];
        if (quote) quote = c === quote ? '' : quote;
        else if (c === '"' || c === "'") quote = c;
        else if (c === '[' && subset === 'refuse') return -2;
        else if (c === '[') depth++;
        else if (c === ']') depth--;
        else if (c === '>' && depth <= 0) break;
      }
      i = i < s.length ? i + 1 : -1;
    } else return i;
    if (i < 0) return -1;
  }
}

const isSvgStart = (s: string, i: number) =>
  i >= 0 && s.startsWith('<svg', i) && !NAME_CHAR.test(s[i + 4] ?? '');

/**
 * Counts what jsdom would build from the root element on, refusing the file past the limits, and returns where
 * the root's start tag ends. Never counts less than the parser builds: each attribute has an '=' outside quotes
 * in its start tag, and the parser stops at the first error, where this count may go its own way.
 */
function checkSize(s: string, from: number): number {
  let rootEnd = -1;
  let depth = 0;
  let nodes = 0;
  for (let i = from; i >= 0 && i < s.length;) {
    if (s.startsWith('</', i)) {
      depth--;
      i = after(s, '>', i + 2);
      continue;
    }
    if (++nodes > MAX_NODES) throw malformed('too many nodes');
    if (s[i] !== '<')
      i = s.indexOf('<', i); // a text run
    else if (s.startsWith('<!--', i)) i = after(s, '-->', i + 4);
    else if (s.startsWith('<![CDATA[', i)) i = after(s, ']]>', i + 9);
    else if (s.startsWith('<?', i)) i = after(s, '?>', i + 2);
    else {
      let quote = '';
      let attributes = 0;
      let end = i + 1;
      for (; end < s.length; end++) {
        const c = s[end];
        if (quote) quote = c === quote ? '' : quote;
        else if (c === '"' || c === "'") quote = c;
        else if (c === '=') attributes++;
        else if (c === '>') break;
      }
      if (attributes > MAX_ATTRIBUTES) throw malformed('too many attributes on one element');
      if ((nodes += attributes) > MAX_NODES) throw malformed('too many nodes');
      if (s[end - 1] !== '/' && ++depth > MAX_DEPTH) throw malformed('elements nested too deeply');
      if (rootEnd < 0) rootEnd = end;
      i = end + 1;
    }
  }
  return rootEnd;
}

/**
 * True when the bytes are text whose root element is `<svg>` (after an optional BOM, XML declaration, comments
 * and DOCTYPE). Says nothing about the rest being well-formed: sanitiseSvg judges that.
 */
export function looksLikeSvg(bytes: Uint8Array): boolean {
  // not fatal: the window may cut a character in two; the whole file is decoded strictly later
  const head = normaliseLineEnds(new TextDecoder('utf-8').decode(bytes.subarray(0, SNIFF_BYTES)));
  return isSvgStart(head, rootStart(head, 'skip'));
}

// ---------------------------------------------------------------------------------------------------------------
// Our rules on top of DOMPurify's: links and CSS

/** Elements whose href may point at another element of the same file (`#id`). Any other href goes. */
const FRAGMENT_HREF = new Set([
  'use',
  'linearGradient',
  'radialGradient',
  'pattern',
  'filter',
  'textPath',
  'feImage',
]);
/** Elements whose href may be an embedded raster image. */
const IMAGE_HREF = new Set(['image', 'feImage']);
/** Elements that are nothing without their reference. */
const NEEDS_HREF = new Set(['use', 'image']);

// A same-document reference; no spaces, quotes, brackets or backslashes (no xpointer(), no CSS escapes)
const FRAGMENT = /^#[^\s"'()<>\\]+$/;
// Embedded PNG, JPEG, GIF or WebP, base64 only: never SVG, HTML or anything a browser might run
const IMAGE_DATA_URI = /^data:image\/(?:png|jpeg|gif|webp)(?:;[\w.+=-]+)*;base64,[A-Za-z0-9+/=\s]*$/i;

function cleanHref(element: string, value: string): string | null {
  const href = value.trim();
  if (FRAGMENT_HREF.has(element) && FRAGMENT.test(href)) return href;
  if (IMAGE_HREF.has(element) && IMAGE_DATA_URI.test(href)) return href;
  return null; // javascript:, data:text/html, other files, other sites: all gone
}

// CSS that can run code or fetch something other than url(): old IE and Firefox bindings, @import, and the image
// functions that take a bare string as a URL. Backslashes are refused because CSS escapes could spell any of these.
const CSS_DANGER =
  /\\|@import|expression\s*\(|javascript:|-moz-binding|behavior\s*:|(?:image|image-set|src|cross-fade|element)\s*\(/i;

/** CSS with its comments taken out, or null when one is never closed. A loop, not a regex, to stay linear. */
function stripCssComments(css: string): string | null {
  let out = '';
  let from = 0;
  for (let start = css.indexOf('/*'); start >= 0; start = css.indexOf('/*', from)) {
    const end = css.indexOf('*/', start + 2);
    if (end < 0) return null;
    out += css.slice(from, start) + ' ';
    from = end + 2;
  }
  return out + css.slice(from);
}

/** What url(...) points at, without its quotes; null when the quoting is odd. */
function urlTarget(raw: string): string | null {
  const text = raw.trim();
  const quote = text[0];
  if (quote !== '"' && quote !== "'") return /["'\s]/.test(text) ? null : text;
  const inner = text.slice(1, -1);
  return text.length >= 2 && text.endsWith(quote) && !inner.includes(quote) ? inner.trim() : null;
}

/**
 * A style sheet or style attribute with every url() outside this file replaced by `none`, or null when it holds
 * anything else that could fetch or run code. Scanned by hand: regexes over attacker-sized CSS can backtrack.
 */
function cleanCss(css: string): string | null {
  const text = stripCssComments(css);
  if (text === null || CSS_DANGER.test(text)) return null;
  const lower = text.replace(/[A-Z]/g, (c) => c.toLowerCase()); // ASCII only, so its indexes are text's
  let out = '';
  let from = 0;
  for (let at = lower.indexOf('url'); at >= 0; at = lower.indexOf('url', from)) {
    let open = at + 3;
    while (open < text.length && /\s/.test(text[open])) open++;
    if (text[open] !== '(') {
      out += text.slice(from, at + 3); // a word containing "url", not a url()
      from = at + 3;
      continue;
    }
    const close = text.indexOf(')', open);
    if (close < 0) return null;
    const target = urlTarget(text.slice(open + 1, close));
    out +=
      text.slice(from, at) + (target !== null && FRAGMENT.test(target) ? text.slice(at, close + 1) : 'none');
    from = close + 1;
  }
  return out + text.slice(from);
}

// ---------------------------------------------------------------------------------------------------------------
// DOMPurify on jsdom

const PURIFY_CONFIG: Config & { IN_PLACE: true } = {
  IN_PLACE: true,
  USE_PROFILES: { svg: true, svgFilters: true },
  // <use> is off DOMPurify's list because it can load other files; the href hook below lets only `#id` through
  ADD_TAGS: ['use'],
  // animations can rewrite an href after cleaning; metadata is editors' private data
  FORBID_TAGS: [
    'script',
    'foreignObject',
    'animate',
    'animateColor',
    'animateMotion',
    'animateTransform',
    'set',
    'metadata',
  ],
  // harmless geometry and presentation attributes that DOMPurify's SVG list lacks
  ADD_ATTR: [
    'xml:lang',
    'baseProfile',
    'enable-background',
    'fr',
    'mix-blend-mode',
    'isolation',
    'unicode-bidi',
    'spacing',
    'side',
    'pointsAtX',
    'pointsAtY',
    'pointsAtZ',
    'limitingConeAngle',
  ],
  ADD_DATA_URI_TAGS: ['feImage'],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  // a removed element goes with everything in it, as the allow-list before DOMPurify did (editors' data, etc.)
  KEEP_CONTENT: false,
};

interface Engine {
  window: Jsdom.DOMWindow;
  parser: DOMParser;
  serializer: XMLSerializer;
  purify: DOMPurify;
}

let engine: Engine | undefined;

/** jsdom and DOMPurify, loaded on the first SVG (jsdom takes half a second to load) and kept for the rest. */
function getEngine(): Engine {
  if (engine) return engine;
  // required, not imported, so that loading this module (at server start) does not load jsdom
  const require = createRequire(import.meta.url);
  const { JSDOM } = require('jsdom') as typeof Jsdom;
  const createDOMPurify = require('dompurify') as DOMPurify;
  const { window } = new JSDOM('');
  const purify = createDOMPurify(window);
  // without a DOM it trusts, DOMPurify returns its input unchanged: refuse to run rather than store that
  if (!purify.isSupported) throw new Error('DOMPurify does not support this jsdom window');

  purify.addHook('uponSanitizeElement', (node, data) => {
    if (data.tagName !== 'style') return;
    node.textContent = cleanCss(node.textContent ?? '') ?? '';
  });
  purify.addHook('uponSanitizeAttribute', (element, data) => {
    const { attrName: name, attrValue: value } = data; // the name lower-cased, the value trimmed
    let clean: string | null = value;
    if (name === 'href' || name === 'xlink:href') clean = cleanHref(element.localName, value);
    else if (name === 'style' || /url\s*\(|\\/i.test(value)) clean = cleanCss(value);
    if (clean === null) data.keepAttr = false;
    else data.attrValue = clean;
  });
  purify.addHook('afterSanitizeAttributes', (element) => {
    if (
      NEEDS_HREF.has(element.localName) &&
      !element.hasAttribute('href') &&
      !element.hasAttribute('xlink:href')
    )
      element.remove();
  });

  engine = {
    window,
    parser: new window.DOMParser(),
    serializer: new window.XMLSerializer(),
    purify,
  };
  return engine;
}

/**
 * The SVG in `bytes` (UTF-8, optional BOM) cleaned for storing and serving: only DOMPurify's SVG elements and
 * attributes, with references only to itself or to embedded raster images, serialised afresh as XML.
 * Throws SvgRejectedError when the file is not well-formed XML with an `<svg>` root, or declares entities.
 */
export function sanitiseSvg(bytes: Uint8Array): string {
  let text: string;
  try {
    text = normaliseLineEnds(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch {
    throw new SvgRejectedError('malformed', 'SVG is not valid UTF-8');
  }
  // Refused wherever it appears, even in a comment: entities are how a few bytes expand to gigabytes
  if (/<!ENTITY/i.test(text)) throw new SvgRejectedError('entities', 'SVG declares XML entities');
  if (FORBIDDEN_CHAR.test(text)) throw malformed('characters XML forbids');
  const root = rootStart(text, 'refuse');
  // where entities would be declared; refused too, so that rootStart and the XML parser agree on where it ends
  if (root === -2) throw new SvgRejectedError('entities', 'SVG has an internal DTD subset');
  if (root === -1) throw malformed('the prolog is not closed');
  if (!isSvgStart(text, root)) throw malformed('the root element is not <svg>');
  const rootEnd = checkSize(text, root);

  // Hand-written SVGs often leave out the namespaces that renderers do without; declare them on the root
  const rootTag = text.slice(root, rootEnd);
  let declarations = '';
  if (!/\sxmlns\s*=/.test(rootTag)) declarations += ` xmlns="${SVG_NS}"`;
  if (!/\sxmlns:xlink\s*=/.test(rootTag) && text.includes('xlink:'))
    declarations += ` xmlns:xlink="${XLINK_NS}"`;
  if (declarations) text = text.slice(0, root + 4) + declarations + text.slice(root + 4);

  const { window, parser, serializer, purify } = getEngine();
  const document = parser.parseFromString(text, 'image/svg+xml');
  const svg = document.documentElement;
  if (svg.namespaceURI === PARSER_ERROR_NS) throw malformed(svg.textContent ?? 'parse error');
  if (svg.nodeName !== 'svg' || svg.namespaceURI !== SVG_NS)
    throw malformed(`the root element is <${svg.nodeName}> in ${svg.namespaceURI}, not an SVG <svg>`);

  // CDATA sections become plain text: the same characters, and DOMPurify drops CDATA nodes
  const cdata = document.createNodeIterator(svg, window.NodeFilter.SHOW_CDATA_SECTION);
  const sections: CDATASection[] = [];
  for (let node = cdata.nextNode(); node; node = cdata.nextNode()) sections.push(node as CDATASection);
  for (const section of sections) section.replaceWith(document.createTextNode(section.data));

  try {
    purify.sanitize(svg, PURIFY_CONFIG);
  } catch (error) {
    // DOMPurify refuses rather than return a tree it could not clean
    throw malformed(`DOMPurify could not clean it (${(error as Error).message})`);
  } finally {
    purify.removed = []; // let go of the removed nodes
  }
  return `<?xml version="1.0" encoding="UTF-8"?>\n${serializer.serializeToString(svg)}`;
}
