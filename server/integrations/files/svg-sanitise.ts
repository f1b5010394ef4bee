/**
 * Cleaning of customer SVG logos: a strict XML parser, then an allow-list walk that rebuilds the document from
 * the elements and attributes known to be harmless.
 *
 * Hand-written because no XML or DOM parser is installed; it is small on purpose. The output is always
 * serialised afresh from the cleaned tree, never patched from the input text, so what a browser or librsvg reads
 * is exactly what the allow-list let through, however oddly the input was written. Anything the parser does not
 * understand is refused rather than guessed at.
 */

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
/** Deeper nesting than this is no logo; the limit keeps the recursive walk far from the stack's end. */
const MAX_DEPTH = 256;
/** More nodes than this is no logo; the limit bounds the memory a hostile file can make the parser use. */
const MAX_NODES = 250_000;
/** How much of a file the SVG sniffer reads: prologs (XML declaration, comments, DOCTYPE) are short. */
const SNIFF_BYTES = 64 * 1024;

interface XmlElement {
  name: string;
  attributes: Map<string, string>;
  children: XmlNode[];
}
type XmlNode = XmlElement | string;

// ---------------------------------------------------------------------------------------------------------------
// Parsing

// XML names, close enough: ASCII letters, digits and punctuation, and any non-ASCII letter-ish character
const NAME = /[A-Za-z_:\u00C0-\uFFFD][\w.:\u00B7\u00C0-\uFFFD-]*/y;
const SPACE = /[ \t\n]*/y;
// Characters XML 1.0 forbids anywhere in a document (line ends are normalised to \n before this is used)
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const FORBIDDEN_CHAR = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/;
// An '&' that does not start a character or entity reference ending in ';'
const STRAY_AMPERSAND = /&(?!#x[0-9a-fA-F]+;|#[0-9]+;|[A-Za-z][A-Za-z0-9]*;)/;
const REFERENCE = /&(#x[0-9a-fA-F]+|#[0-9]+|[A-Za-z][A-Za-z0-9]*);/g;
const PREDEFINED: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

function isXmlChar(code: number): boolean {
  return (
    code === 0x9 ||
    code === 0xa ||
    code === 0xd ||
    (code >= 0x20 && code <= 0xd7ff) ||
    (code >= 0xe000 && code <= 0xfffd) ||
    (code >= 0x10000 && code <= 0x10ffff)
  );
}

class Parser {
  private pos = 0;
  private nodes = 0;
  constructor(private readonly s: string) {}

  private add(parent: XmlElement, node: XmlNode) {
    if (++this.nodes > MAX_NODES) this.fail('too many nodes');
    parent.children.push(node);
  }

  private fail(what: string): never {
    throw new SvgRejectedError('malformed', `SVG is not well-formed: ${what} at character ${this.pos}`);
  }

  private at(text: string): boolean {
    return this.s.startsWith(text, this.pos);
  }

  /** Skips spaces; true when there were any. */
  private space(): boolean {
    SPACE.lastIndex = this.pos;
    SPACE.exec(this.s);
    const moved = SPACE.lastIndex > this.pos;
    this.pos = SPACE.lastIndex;
    return moved;
  }

  /** The text up to `end`, moving past `end`. */
  private until(end: string, what: string): string {
    const i = this.s.indexOf(end, this.pos);
    if (i < 0) this.fail(`unclosed ${what}`);
    const text = this.s.slice(this.pos, i);
    this.pos = i + end.length;
    return text;
  }

  private name(): string {
    NAME.lastIndex = this.pos;
    const match = NAME.exec(this.s);
    if (!match) this.fail('expected a name');
    this.pos = NAME.lastIndex;
    return match[0];
  }

  private expect(text: string) {
    if (!this.at(text)) this.fail(`expected '${text}'`);
    this.pos += text.length;
  }

  /** Resolves character references and the five predefined entities; any other entity is an error. */
  private decode(raw: string): string {
    if (STRAY_AMPERSAND.test(raw)) this.fail("stray '&'");
    return raw.replace(REFERENCE, (_, ref: string) => {
      if (ref[0] !== '#') {
        if (!(ref in PREDEFINED)) this.fail(`undeclared entity &${ref};`);
        return PREDEFINED[ref];
      }
      const code = ref[1] === 'x' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
      if (!isXmlChar(code)) this.fail('reference to a character XML forbids');
      return String.fromCodePoint(code);
    });
  }

  /** The XML declaration, comments, processing instructions and (once) a DOCTYPE before or after the root. */
  private misc(allowDoctype: boolean) {
    if (this.pos === 0 && this.at('<?xml') && /[ \t\n?]/.test(this.s[5] ?? ''))
      this.until('?>', 'declaration');
    for (;;) {
      this.space();
      if (this.at('<!--')) {
        this.pos += 4;
        this.until('-->', 'comment');
      } else if (this.at('<?')) {
        this.pos += 2;
        this.until('?>', 'processing instruction');
      } else if (allowDoctype && this.at('<!DOCTYPE')) {
        this.doctype();
        allowDoctype = false;
      } else return;
    }
  }

  /** Skips a DOCTYPE, internal subset and all: it is never copied to the output. */
  private doctype() {
    this.pos += 9;
    let quote: string | null = null;
    let inSubset = false;
    for (; this.pos < this.s.length; this.pos++) {
      const c = this.s[this.pos];
      if (quote) {
        if (c === quote) quote = null;
      } else if (c === '"' || c === "'") quote = c;
      else if (c === '[') inSubset = true;
      else if (c === ']') inSubset = false;
      else if (c === '>' && !inSubset) {
        this.pos++;
        return;
      }
    }
    this.fail('unclosed DOCTYPE');
  }

  private startTag(): { element: XmlElement; empty: boolean } {
    this.pos++; // '<'
    const element: XmlElement = { name: this.name(), attributes: new Map(), children: [] };
    for (;;) {
      const spaced = this.space();
      if (this.at('/>')) {
        this.pos += 2;
        return { element, empty: true };
      }
      if (this.at('>')) {
        this.pos++;
        return { element, empty: false };
      }
      if (!spaced) this.fail('expected a space before an attribute');
      const name = this.name();
      this.space();
      this.expect('=');
      this.space();
      const quote = this.s[this.pos];
      if (quote !== '"' && quote !== "'") this.fail('expected a quoted attribute value');
      this.pos++;
      const raw = this.until(quote, 'attribute value');
      if (raw.includes('<')) this.fail("'<' in an attribute value");
      if (element.attributes.has(name)) this.fail(`duplicate attribute ${name}`);
      // XML turns literal tabs and line ends in attribute values into spaces; character references survive
      element.attributes.set(name, this.decode(raw.replace(/[\t\n]/g, ' ')));
    }
  }

  /** The root element and everything in it, read with an explicit stack so deep nesting cannot overflow. */
  private element(): XmlElement {
    const root = this.startTag();
    const stack = root.empty ? [] : [root.element];
    while (stack.length) {
      const top = stack[stack.length - 1];
      if (this.pos >= this.s.length) this.fail(`unclosed <${top.name}>`);
      if (this.s[this.pos] !== '<') {
        const end = this.s.indexOf('<', this.pos);
        const raw = this.s.slice(this.pos, end < 0 ? this.s.length : end);
        this.pos += raw.length;
        this.add(top, this.decode(raw));
      } else if (this.at('</')) {
        this.pos += 2;
        const name = this.name();
        this.space();
        this.expect('>');
        if (name !== top.name) this.fail(`</${name}> closes <${top.name}>`);
        stack.pop();
      } else if (this.at('<!--')) {
        this.pos += 4;
        this.until('-->', 'comment');
      } else if (this.at('<![CDATA[')) {
        this.pos += 9;
        this.add(top, this.until(']]>', 'CDATA section'));
      } else if (this.at('<?')) {
        this.pos += 2;
        this.until('?>', 'processing instruction');
      } else if (this.at('<!')) {
        this.fail('unexpected declaration');
      } else {
        const child = this.startTag();
        this.add(top, child.element);
        if (!child.empty) {
          if (stack.length >= MAX_DEPTH) this.fail('elements nested too deeply');
          stack.push(child.element);
        }
      }
    }
    return root.element;
  }

  document(): XmlElement {
    this.misc(true);
    if (!this.at('<')) this.fail('expected the root element');
    const root = this.element();
    this.misc(false);
    if (this.pos < this.s.length) this.fail('content after the root element');
    return root;
  }

  /** The root element's name, reading no further than its start; null when the prolog is not XML. */
  rootName(): string | null {
    try {
      this.misc(true);
      if (!this.at('<')) return null;
      this.pos++;
      return this.name();
    } catch {
      return null;
    }
  }
}

const normaliseLineEnds = (text: string) => text.replace(/\r\n?/g, '\n');

/**
 * True when the bytes are text whose root element is `<svg>` (after an optional BOM, XML declaration, comments
 * and DOCTYPE). Says nothing about the rest being well-formed: sanitiseSvg judges that.
 */
export function looksLikeSvg(bytes: Uint8Array): boolean {
  // not fatal: the window may cut a character in two; the whole file is decoded strictly later
  const head = new TextDecoder('utf-8').decode(bytes.subarray(0, SNIFF_BYTES));
  return new Parser(normaliseLineEnds(head)).rootName() === 'svg';
}

// ---------------------------------------------------------------------------------------------------------------
// The allow-lists

/**
 * Elements kept, by their exact (case-sensitive) SVG names. Missing on purpose: script, foreignObject, iframe,
 * embed, object, the animation elements (animate, set, … can rewrite an href to javascript: after cleaning),
 * metadata, fonts and everything in another namespace (Inkscape's and Illustrator's private data).
 */
// prettier-ignore
const ELEMENTS = new Set([
  'svg', 'g', 'defs', 'symbol', 'use', 'switch', 'title', 'desc', 'style',
  'path', 'rect', 'circle', 'ellipse', 'line', 'polyline', 'polygon', 'image',
  'text', 'tspan', 'textPath',
  'linearGradient', 'radialGradient', 'stop', 'pattern', 'clipPath', 'mask', 'marker',
  'filter', 'feBlend', 'feColorMatrix', 'feComponentTransfer', 'feComposite', 'feConvolveMatrix',
  'feDiffuseLighting', 'feDisplacementMap', 'feDistantLight', 'feDropShadow', 'feFlood', 'feFuncA', 'feFuncB',
  'feFuncG', 'feFuncR', 'feGaussianBlur', 'feImage', 'feMerge', 'feMergeNode', 'feMorphology', 'feOffset',
  'fePointLight', 'feSpecularLighting', 'feSpotLight', 'feTile', 'feTurbulence',
]);

/** Elements dropped but whose content is kept: a link is no use in a logo, the artwork inside it is. */
const UNWRAPPED = new Set(['a']);

/** Attributes kept (besides href, xlink:href and style, which have their own rules): geometry and presentation. */
// prettier-ignore
const ATTRIBUTES = new Set([
  'id', 'class', 'lang', 'xml:lang', 'xml:space',
  'x', 'y', 'width', 'height', 'viewBox', 'preserveAspectRatio', 'version', 'baseProfile', 'transform',
  'enable-background', 'overflow', 'clip', 'display', 'visibility', 'opacity',
  'd', 'points', 'cx', 'cy', 'r', 'rx', 'ry', 'x1', 'y1', 'x2', 'y2', 'fx', 'fy', 'fr', 'pathLength',
  'fill', 'fill-opacity', 'fill-rule', 'stroke', 'stroke-width', 'stroke-opacity', 'stroke-linecap',
  'stroke-linejoin', 'stroke-miterlimit', 'stroke-dasharray', 'stroke-dashoffset', 'color', 'paint-order',
  'vector-effect', 'shape-rendering', 'image-rendering', 'color-rendering', 'color-interpolation',
  'color-interpolation-filters', 'mix-blend-mode', 'isolation',
  'clip-path', 'clip-rule', 'mask', 'clipPathUnits', 'maskUnits', 'maskContentUnits',
  'offset', 'stop-color', 'stop-opacity', 'gradientUnits', 'gradientTransform', 'spreadMethod',
  'patternUnits', 'patternContentUnits', 'patternTransform',
  'marker-start', 'marker-mid', 'marker-end', 'markerUnits', 'markerWidth', 'markerHeight', 'refX', 'refY', 'orient',
  'font-family', 'font-size', 'font-size-adjust', 'font-stretch', 'font-style', 'font-variant', 'font-weight',
  'letter-spacing', 'word-spacing', 'text-anchor', 'text-decoration', 'text-rendering', 'dominant-baseline',
  'alignment-baseline', 'baseline-shift', 'writing-mode', 'direction', 'unicode-bidi', 'kerning',
  'dx', 'dy', 'rotate', 'textLength', 'lengthAdjust', 'startOffset', 'method', 'spacing', 'side',
  'filter', 'filterUnits', 'primitiveUnits', 'in', 'in2', 'result', 'stdDeviation', 'mode', 'operator',
  'k1', 'k2', 'k3', 'k4', 'type', 'values', 'tableValues', 'slope', 'intercept', 'amplitude', 'exponent', 'scale',
  'xChannelSelector', 'yChannelSelector', 'baseFrequency', 'numOctaves', 'seed', 'stitchTiles', 'radius',
  'flood-color', 'flood-opacity', 'lighting-color', 'surfaceScale', 'diffuseConstant', 'specularConstant',
  'specularExponent', 'kernelUnitLength', 'kernelMatrix', 'order', 'divisor', 'bias', 'targetX', 'targetY',
  'edgeMode', 'preserveAlpha', 'azimuth', 'elevation', 'pointsAtX', 'pointsAtY', 'pointsAtZ', 'limitingConeAngle',
  'z',
]);

/** Elements whose href may point at another element of the same file (`#id`). */
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

function cleanAttributes(element: XmlElement): Map<string, string> {
  const kept = new Map<string, string>();
  for (const [name, value] of element.attributes) {
    // event handlers are not on the allow-list either; this says so for whoever edits the list next
    if (/^on/i.test(name)) continue;
    if (name === 'href' || name === 'xlink:href') {
      const href = cleanHref(element.name, value);
      if (href !== null) kept.set(name, href);
    } else if (name === 'style' || (ATTRIBUTES.has(name) && /url\s*\(|\\/i.test(value))) {
      const css = cleanCss(value);
      if (css !== null) kept.set(name, css);
    } else if (ATTRIBUTES.has(name)) {
      kept.set(name, value);
    }
  }
  return kept;
}

/** The cleaned copies of a node's children: disallowed elements go, unwrapped ones leave their children behind. */
function cleanChildren(parent: XmlElement): XmlNode[] {
  if (parent.name === 'style') {
    const css = cleanCss(parent.children.filter((child) => typeof child === 'string').join(''));
    return css ? [css] : [];
  }
  const out: XmlNode[] = [];
  for (const child of parent.children) {
    if (typeof child === 'string') out.push(child);
    else if (UNWRAPPED.has(child.name)) out.push(...cleanChildren(child));
    else if (ELEMENTS.has(child.name)) {
      const attributes = cleanAttributes(child);
      if (NEEDS_HREF.has(child.name) && !attributes.has('href') && !attributes.has('xlink:href')) continue;
      out.push({ name: child.name, attributes, children: cleanChildren(child) });
    }
  }
  return out;
}

// ---------------------------------------------------------------------------------------------------------------
// Serialising

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttribute = (value: string) =>
  escapeText(value)
    .replace(/"/g, '&quot;')
    .replace(/\t/g, '&#9;')
    .replace(/\n/g, '&#10;')
    .replace(/\r/g, '&#13;');

function serialise(element: XmlElement, out: string[]) {
  out.push('<', element.name);
  for (const [name, value] of element.attributes) out.push(' ', name, '="', escapeAttribute(value), '"');
  if (!element.children.length) {
    out.push('/>');
    return;
  }
  out.push('>');
  for (const child of element.children) {
    if (typeof child === 'string') out.push(escapeText(child));
    else serialise(child, out);
  }
  out.push('</', element.name, '>');
}

function usesXlink(element: XmlElement): boolean {
  return (
    element.attributes.has('xlink:href') ||
    element.children.some((c) => typeof c !== 'string' && usesXlink(c))
  );
}

/**
 * The SVG in `bytes` (UTF-8, optional BOM) cleaned for storing and serving: a new document holding only
 * allow-listed SVG elements and attributes, with references only to itself or to embedded raster images.
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
  if (FORBIDDEN_CHAR.test(text)) throw new SvgRejectedError('malformed', 'SVG holds characters XML forbids');

  const root = new Parser(text).document();
  if (root.name !== 'svg')
    throw new SvgRejectedError('malformed', `the root element is <${root.name}>, not <svg>`);

  const clean: XmlElement = { name: 'svg', attributes: cleanAttributes(root), children: cleanChildren(root) };
  // Namespaces are declared afresh (the allow-list dropped the input's): every element written is SVG
  const namespaces = new Map([['xmlns', SVG_NS]]);
  if (usesXlink(clean)) namespaces.set('xmlns:xlink', XLINK_NS);
  clean.attributes = new Map([...namespaces, ...clean.attributes]);

  const out = ['<?xml version="1.0" encoding="UTF-8"?>\n'];
  serialise(clean, out);
  return out.join('');
}
