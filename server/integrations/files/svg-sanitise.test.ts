import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { looksLikeSvg, sanitiseSvg, SvgRejectedError } from './svg-sanitise';

const NS = 'xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"';
const svg = (inner: string, rootAttributes = '') =>
  `<svg ${NS} width="100" height="100" viewBox="0 0 100 100"${rootAttributes}>${inner}</svg>`;
const clean = (source: string) => sanitiseSvg(Buffer.from(source, 'utf8'));

/** A 1x1 PNG as a data: URI, to show embedded rasters survive. */
const PNG_URI =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

function rejection(source: string | Uint8Array): SvgRejectedError {
  try {
    sanitiseSvg(typeof source === 'string' ? Buffer.from(source, 'utf8') : source);
  } catch (error) {
    expect(error).toBeInstanceOf(SvgRejectedError);
    return error as SvgRejectedError;
  }
  throw new Error('the SVG was accepted');
}

describe('sanitiseSvg removes what could run or fetch', () => {
  // each case: the hostile SVG, and a pattern none of its output may match
  // prettier-ignore
  const cases: [name: string, source: string, banned: RegExp][] = [
    ['a script', svg('<script>alert(1)</script>'), /script|alert/i],
    ['a script in CDATA', svg('<script><![CDATA[alert(1)]]></script>'), /script|alert/i],
    ['a script with a namespace prefix', svg('<svg:script xmlns:svg="http://www.w3.org/2000/svg">alert(1)</svg:script>'), /script|alert/i],
    ['a script in the XHTML namespace', svg('<g xmlns="http://www.w3.org/1999/xhtml"><script>alert(1)</script></g>'), /script|alert|xhtml/i],
    ['a capitalised Script', svg('<Script>alert(1)</Script>'), /script|alert/i],
    ['onload on the root', svg('', ' onload="alert(1)"'), /onload|alert/i],
    ['event handlers in any case', svg('<rect width="9" height="9" onclick="alert(1)" ONMOUSEOVER="alert(2)"/>'), /on(click|mouseover)|alert/i],
    ['foreignObject', svg('<foreignObject><body xmlns="http://www.w3.org/1999/xhtml"><img src="x" onerror="alert(1)"/></body></foreignObject>'), /foreignObject|body|img|onerror|alert/i],
    ['a javascript: href', svg('<a href="javascript:alert(1)"><rect width="9" height="9"/></a>'), /javascript|alert|href/i],
    ['a javascript: xlink:href hidden by a tab', svg('<a xlink:href="java&#x09;script:alert(1)"><rect width="9" height="9"/></a>'), /script|alert|href/i],
    ['a javascript: href on use', svg('<use href=" javascript:alert(1)"/>'), /script|alert|<use/i],
    ['an HTML data: URI', svg('<image width="9" height="9" href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=="/>'), /text\/html|<image/i],
    ['an SVG data: URI', svg('<image width="9" height="9" xlink:href="data:image/svg+xml;base64,PHN2Zy8+"/>'), /svg\+xml|<image/i],
    ['an external image', svg('<image width="9" height="9" href="https://evil.example/pixel.png"/>'), /evil|<image/i],
    ['an external use', svg('<use xlink:href="https://evil.example/sprite.svg#logo"/>'), /evil|<use/i],
    ['an external feImage', svg('<filter id="f"><feImage href="https://evil.example/x.png"/></filter>'), /evil/i],
    ['iframe, embed and object', svg('<iframe src="https://evil.example/"/><embed src="x.swf"/><object data="x.pdf"/>'), /iframe|embed|object|evil/i],
    ['animation rewriting a link', svg('<a href="#x"><animate attributeName="href" to="javascript:alert(1)"/><set attributeName="onclick" to="alert(1)"/><rect id="x" width="9" height="9"/></a>'), /animate|<set|javascript|alert/i],
    ['a stylesheet processing instruction', `<?xml-stylesheet href="https://evil.example/x.css"?>${svg('')}`, /stylesheet|evil/i],
    ['@import in a style sheet', svg('<style>@import url(https://evil.example/x.css); rect{fill:red}</style>'), /import|evil/i],
    ['a CSS escape spelling url(', svg('<style>rect{fill:\\75rl(https://evil.example/x)}</style>'), /evil|\\75/i],
    ['an external url() in a style sheet', svg('<style>rect{fill:url("https://evil.example/p.svg#p")}</style>'), /evil/i],
    ['an external url() in a style attribute', svg('<rect width="9" height="9" style="fill:URL(https://evil.example/t)"/>'), /evil/i],
    ['an external url() in a fill', svg('<rect width="9" height="9" fill="url(https://evil.example/p.svg#p)"/>'), /evil/i],
    ['image-set() in CSS', svg('<style>rect{background:image-set("https://evil.example/a.png" 1x)}</style>'), /evil|image-set/i],
    ['metadata and editor data', svg('<metadata><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"/></metadata><sodipodi:namedview xmlns:sodipodi="http://sodipodi.sourceforge.net/DTD/sodipodi-0.dtd"/>'), /metadata|rdf|sodipodi/i],
  ];

  it.each(cases)('%s', async (_name, source, banned) => {
    const output = clean(source);
    expect(output).not.toMatch(banned);
    // what is left is still an SVG sharp reads
    expect(await sharp(Buffer.from(output)).metadata()).toMatchObject({
      format: 'svg',
      width: 100,
      height: 100,
    });
  });
});

describe('sanitiseSvg keeps the artwork', () => {
  it('keeps shapes, gradients, same-file references, classes and embedded rasters', () => {
    const output = clean(
      svg(
        '<defs><linearGradient id="g" gradientTransform="rotate(90)"><stop offset="0" stop-color="#f00"/>' +
          '<stop offset="1" stop-color="#00f"/></linearGradient><symbol id="s"><circle r="5"/></symbol></defs>' +
          '<style><![CDATA[.a { fill: url(#g); } g > .b { stroke: #000 }]]></style>' +
          '<rect class="a" width="50" height="50" fill="url(\'#g\')"/><use xlink:href="#s" x="70" y="70"/>' +
          `<image width="1" height="1" href="${PNG_URI}"/>` +
          '<text x="10" y="90" font-family="Arial">Smith &amp; Sons &lt;Ltd&gt;</text>',
      ),
    );
    expect(output).toContain('<linearGradient id="g" gradientTransform="rotate(90)">');
    expect(output).toContain('<symbol id="s"><circle r="5"/></symbol>');
    expect(output).toContain('<style>.a { fill: url(#g); } g &gt; .b { stroke: #000 }</style>');
    expect(output).toContain(`<rect class="a" width="50" height="50" fill="url('#g')"/>`);
    expect(output).toContain('<use xlink:href="#s" x="70" y="70"/>');
    expect(output).toContain(`<image width="1" height="1" href="${PNG_URI}"/>`);
    expect(output).toContain('<text x="10" y="90" font-family="Arial">Smith &amp; Sons &lt;Ltd&gt;</text>');
    expect(output).toMatch(
      /^<\?xml version="1\.0" encoding="UTF-8"\?>\n<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" xmlns:xlink=/,
    );
  });

  it("reads Illustrator's 'SVG with extensions' layout and keeps the drawing", async () => {
    const source = `<?xml version="1.0" encoding="utf-8"?>
<!-- Generator: Adobe Illustrator 16.0.0, SVG Export Plug-In . SVG Version: 6.00 Build 0)  -->
<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">
<svg version="1.1" ${NS} xmlns:i="http://ns.adobe.com/AdobeIllustrator/10.0/" x="0px" y="0px"
\t width="200px" height="100px" viewBox="0 0 200 100" enable-background="new 0 0 200 100" xml:space="preserve">
<switch>
\t<foreignObject requiredExtensions="http://ns.adobe.com/AdobeIllustrator/10.0/" x="0" y="0" width="1" height="1">
\t\t<i:pgfRef xlink:href="#adobe_illustrator_pgf"></i:pgfRef>
\t</foreignObject>
\t<g i:extraneous="self"><rect x="10" y="10" fill="#1D1D1B" width="180" height="80"/></g>
</switch>
<i:pgf id="adobe_illustrator_pgf"><![CDATA[eJzt1bENgDAMRNE=]]></i:pgf>
</svg>\r\n`;
    const output = clean(source);
    expect(output).not.toMatch(/foreignObject|pgf|i:extraneous|DOCTYPE|Generator/);
    expect(output).toContain('<g><rect x="10" y="10" fill="#1D1D1B" width="180" height="80"/></g>');
    const { data, info } = await sharp(Buffer.from(output)).raw().toBuffer({ resolveWithObject: true });
    expect(info).toMatchObject({ width: 200, height: 100 });
    const centre = (50 * info.width + 100) * info.channels;
    expect([...data.subarray(centre, centre + 4)]).toEqual([0x1d, 0x1d, 0x1b, 255]);
  });

  it('declares the namespaces a hand-written SVG leaves out', async () => {
    const output = clean(
      '<svg width="10" height="10"><defs><rect id="r" width="10" height="10" fill="#00f"/></defs>' +
        '<use xlink:href="#r"/></svg>',
    );
    expect(output).toContain(
      '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"',
    );
    expect(output).toContain('<use xlink:href="#r"/>');
    const { data } = await sharp(Buffer.from(output)).raw().toBuffer({ resolveWithObject: true });
    expect([...data.subarray(0, 4)]).toEqual([0, 0, 255, 255]);
  });

  it('accepts a byte-order mark, CRLF line ends and a DOCTYPE without entities', () => {
    const source = `\uFEFF<?xml version="1.0"?>\r\n<!DOCTYPE svg>\r\n${svg('<path d="M0 0\r\nL9 9"/>')}\r\n<!-- end -->`;
    // XML turns a line end inside an attribute into a space
    expect(clean(source)).toContain('<path d="M0 0 L9 9"/>');
  });
});

describe('sanitiseSvg refuses what is not well-formed', () => {
  // prettier-ignore
  const malformed: [name: string, source: string | Uint8Array][] = [
    ['an unclosed element', svg('<g>')],
    ['a mismatched end tag', svg('<g></h>')],
    ['a duplicate attribute', svg('<rect x="1" x="2"/>')],
    ['an unquoted attribute', svg('<rect x=1/>')],
    ['attributes run together', svg('<rect x="1"y="2"/>')],
    ['< in an attribute', svg('<rect class="a<b"/>')],
    ['an undeclared entity', svg('<text>&nbsp;</text>')],
    ['a stray ampersand', svg('<text>Smith & Sons</text>')],
    ['a reference to a forbidden character', svg('<text>&#0;</text>')],
    ['a forbidden control character', svg('<text>\u0001</text>')],
    ['invalid UTF-8', Buffer.concat([Buffer.from(svg('<text>')), Buffer.from([0xff, 0xfe]), Buffer.from('</text></svg>')])],
    ['content after the root', `${svg('')}<script>alert(1)</script>`],
    ['two roots', `${svg('')}${svg('')}`],
    ['a root that is not svg', '<html xmlns="http://www.w3.org/1999/xhtml"><svg/></html>'],
    ['an unclosed comment', svg('<!-- <rect/>')],
    ['nesting 1,000 deep', svg('<g>'.repeat(1000) + '</g>'.repeat(1000))],
    ['300 attributes on one element', svg(`<g${Array.from({ length: 300 }, (_, i) => ` a${i}="1"`).join('')}/>`)],
    ['a root in the XHTML namespace', '<svg xmlns="http://www.w3.org/1999/xhtml"><rect/></svg>'],
    ['a prefixed root', '<svg:svg xmlns:svg="http://www.w3.org/2000/svg"/>'],
  ];

  it.each(malformed)('%s', (_name, source) => {
    expect(rejection(source).reason).toBe('malformed');
  });

  it('refuses any entity declaration (billion laughs), even when the entities are unused', () => {
    const laughs =
      '<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">' +
      `<!ENTITY c "&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;">]>${svg('<text>&c;</text>')}`;
    expect(rejection(laughs).reason).toBe('entities');
    expect(rejection(`<!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]>${svg('')}`).reason).toBe(
      'entities',
    );
  });

  it('refuses an internal DTD subset even without entities', () => {
    expect(rejection(`<!DOCTYPE svg [<!ATTLIST svg onload CDATA "alert(1)">]>${svg('')}`).reason).toBe(
      'entities',
    );
  });

  it('refuses more nodes than any logo has', () => {
    expect(rejection(svg('<g/>'.repeat(300_000))).message).toMatch(/too many nodes/);
  });

  it('stays quick on hostile CSS (no backtracking blow-up)', () => {
    const started = Date.now();
    for (const css of [
      'url('.repeat(250_000),
      `url(${' '.repeat(1_000_000)}`,
      '/*'.repeat(500_000),
      'url '.repeat(250_000),
    ]) {
      const output = clean(svg(`<style>${css}</style><rect width="9" height="9" style="${css}"/>`));
      expect(output).not.toMatch(/url\s*\(/);
    }
    // linear work takes milliseconds; the quadratic kind would take hours
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('nests 200 groups deep without trouble', () => {
    expect(clean(svg('<g>'.repeat(200) + '</g>'.repeat(200)))).toContain('<g/>');
  });
});

describe('looksLikeSvg', () => {
  // prettier-ignore
  const cases: [source: string, expected: boolean][] = [
    ['<svg xmlns="http://www.w3.org/2000/svg"/>', true],
    ['\uFEFF  \n<svg>', true],
    ['<?xml version="1.0"?>\n<!-- made by hand -->\n<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "x.dtd">\n<svg\n>', true],
    ['<!DOCTYPE svg [<!ENTITY a "b">]><svg>', true], // recognised, then refused by sanitiseSvg
    ['<!DOCTYPE html><html><svg></svg></html>', false],
    ['<html><svg></svg></html>', false],
    ['<svgx>', false],
    ['<svg:svg xmlns:svg="http://www.w3.org/2000/svg"/>', false],
    ['<?xml version="1.0"?><note/>', false],
    ['hello <svg>', false],
    ['', false],
  ];

  it.each(cases)('%j → %s', (source, expected) => {
    expect(looksLikeSvg(Buffer.from(source, 'utf8'))).toBe(expected);
  });
});
