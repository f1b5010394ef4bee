import { describe, expect, it } from 'vitest';
import { LOGO_FONTS, LOGO_POSITIONS, PRODUCT_TYPES, type LogoPosition } from './catalogue';
import {
  INK_DARK,
  INK_LIGHT,
  MOCKUP_FONTS,
  MOCKUP_KINDS,
  allPlacements,
  contrastRatio,
  estimateTextEm,
  garmentKindFor,
  inkFor,
  layoutLogoText,
  logoPlacement,
  mockupViews,
  type LogoPlacement,
  type MockupKind,
} from './mockup';

/** The four corners of a placement's box, rotation included. */
function corners(p: LogoPlacement): [number, number][] {
  const a = ((p.rotate ?? 0) * Math.PI) / 180;
  const [c, s] = [Math.cos(a), Math.sin(a)];
  return [
    [-1, -1],
    [1, -1],
    [1, 1],
    [-1, 1],
  ].map(([dx, dy]) => {
    const x = (dx * p.width) / 2;
    const y = (dy * p.height) / 2;
    return [p.x + x * c - y * s, p.y + x * s + y * c];
  });
}

const TOPS: MockupKind[] = ['tshirt', 'polo', 'sweatshirt', 'hoodie', 'softshell', 'bodywarmer', 'shirt'];
const PAIRS: [LogoPosition, LogoPosition][] = [
  ['Left Breast', 'Right Breast'],
  ['Left Sleeve', 'Right Sleeve'],
];

describe('garmentKindFor', () => {
  it('maps every product type to a drawing kind', () => {
    const expected: Record<string, MockupKind> = {
      't-shirt': 'tshirt',
      polo: 'polo',
      sweatshirt: 'sweatshirt',
      hoodie: 'hoodie',
      jacket: 'softshell',
      bodywarmer: 'bodywarmer',
      'shirt-blouse': 'shirt',
      trousers: 'trousers',
      'cargo-pants': 'cargo',
      'work-pants': 'workpants',
      shorts: 'shorts',
      'hi-vis': 'vest',
      headwear: 'cap',
      backpack: 'backpack',
      workbag: 'holdall',
    };
    for (const { slug } of PRODUCT_TYPES) expect(garmentKindFor([slug]), slug).toBe(expected[slug]);
  });

  it('lets the title settle hi-vis, headwear and work bags', () => {
    expect(garmentKindFor(['hi-vis'], 'Hi-Vis Short Sleeve Polo Shirt')).toBe('polo');
    expect(garmentKindFor(['hi-vis'], 'Hi-Vis Softshell Jacket')).toBe('softshell');
    expect(garmentKindFor(['hi-vis'], 'Hi-Vis Executive Waistcoat with ID Pocket')).toBe('vest');
    expect(garmentKindFor(['headwear'], 'Beechfield Original Pom Pom Beanie')).toBe('beanie');
    expect(garmentKindFor(['headwear'], 'Beechfield Organic Cotton 6 Panel Cap')).toBe('cap');
    expect(garmentKindFor(['workbag'], 'Beechfield Heavy Canvas Work Tote')).toBe('tote');
    expect(garmentKindFor(['workbag'], 'Jobman 9681 Tool Bag')).toBe('holdall');
    // a title never overrides an unambiguous type
    expect(garmentKindFor(['polo'], 'Polo-style T-Shirt Jacket')).toBe('polo');
  });

  it('prefers the garment over hi-vis, ignores case and falls back to a T-shirt', () => {
    expect(garmentKindFor(['hi-vis', 'polo'])).toBe('polo');
    expect(garmentKindFor([' Hoodie '])).toBe('hoodie');
    expect(garmentKindFor([])).toBe('tshirt');
    expect(garmentKindFor(['apron'])).toBe('tshirt');
  });
});

describe('logoPlacement', () => {
  it('gives every kind and position a box inside the picture', () => {
    const all = allPlacements();
    expect(all).toHaveLength(MOCKUP_KINDS.length * LOGO_POSITIONS.length * 2);
    for (const { kind, position, reflective, placement: p } of all) {
      const label = `${kind}${reflective ? ' (hi-vis)' : ''} ${position}`;
      expect(['front', 'back'], label).toContain(p.view);
      expect(p.width, label).toBeGreaterThan(0.02);
      expect(p.height, label).toBeGreaterThan(0.01);
      for (const [x, y] of corners(p)) {
        expect(x, label).toBeGreaterThanOrEqual(0);
        expect(x, label).toBeLessThanOrEqual(1);
        expect(y, label).toBeGreaterThanOrEqual(0);
        expect(y, label).toBeLessThanOrEqual(1);
      }
    }
  });

  it('puts back positions on the back view and front positions on the front view', () => {
    for (const kind of MOCKUP_KINDS) {
      expect(logoPlacement(kind, 'Nape of Neck').view, kind).toBe('back');
      // a backpack's outer face is what people behind the wearer see
      expect(logoPlacement(kind, 'Large Back').view, kind).toBe(kind === 'backpack' ? 'front' : 'back');
      for (const position of ['Large Front', 'Left Breast', 'Right Breast'] as const)
        expect(logoPlacement(kind, position).view, `${kind} ${position}`).toBe('front');
    }
    for (const kind of TOPS) {
      expect(logoPlacement(kind, 'Left Sleeve').view).toBe('front');
      expect(logoPlacement(kind, 'Large Back', { reflective: true }).view).toBe('back');
    }
  });

  it("shows the wearer's left on the image's right", () => {
    for (const kind of MOCKUP_KINDS) {
      for (const [left, right] of PAIRS) {
        const l = logoPlacement(kind, left);
        const r = logoPlacement(kind, right);
        expect(l.view, kind).toBe(r.view);
        expect(l.x, `${kind} ${left}`).toBeGreaterThan(0.5);
        expect(r.x, `${kind} ${right}`).toBeLessThan(0.5);
      }
    }
  });

  it('mirrors left and right about the centre line (the cap is drawn turned, so it is not)', () => {
    for (const kind of MOCKUP_KINDS.filter((k) => k !== 'cap')) {
      for (const reflective of [false, true]) {
        for (const [left, right] of PAIRS) {
          const l = logoPlacement(kind, left, { reflective });
          const r = logoPlacement(kind, right, { reflective });
          const label = `${kind} ${left}`;
          expect(l.x + r.x, label).toBeCloseTo(1, 3);
          expect(l.y, label).toBeCloseTo(r.y, 4);
          expect(l.width, label).toBeCloseTo(r.width, 4);
          expect(l.height, label).toBeCloseTo(r.height, 4);
          // text along a backpack strap reads the same way up on both straps
          if (kind !== 'backpack') expect(l.rotate ?? 0, label).toBeCloseTo(-(r.rotate ?? 0), 4);
        }
      }
    }
  });

  it('turns sleeve logos with the sleeves: short sleeves slope at about 45°', () => {
    for (const kind of ['tshirt', 'polo'] as const) {
      expect(logoPlacement(kind, 'Right Sleeve').rotate).toBeGreaterThan(30);
      expect(logoPlacement(kind, 'Left Sleeve').rotate).toBeLessThan(-30);
    }
    for (const kind of ['sweatshirt', 'hoodie', 'softshell', 'shirt'] as const) {
      const r = logoPlacement(kind, 'Right Sleeve');
      expect(r.rotate).toBeGreaterThan(0);
      expect(r.rotate).toBeLessThan(20);
      // on the sleeve: outside the torso (which starts at x ≈ 0.3)
      expect(r.x).toBeLessThan(0.28);
    }
  });

  it('sizes logos like real prints on the drawn T-shirt family', () => {
    // the torso of the drawn tops is about 312 px of the 800 px picture across the chest
    const torso = 312 / 800;
    for (const kind of ['tshirt', 'polo', 'sweatshirt', 'hoodie'] as const) {
      const large = logoPlacement(kind, 'Large Front').width / torso;
      expect(large, kind).toBeGreaterThan(0.38);
      expect(large, kind).toBeLessThan(0.6);
      const breast = logoPlacement(kind, 'Left Breast').width / torso;
      expect(breast, kind).toBeGreaterThan(0.11);
      expect(breast, kind).toBeLessThan(0.16);
      // the breast logo sits high on the chest, the nape logo just under the collar
      expect(logoPlacement(kind, 'Left Breast').y, kind).toBeLessThan(0.4);
      expect(logoPlacement(kind, 'Nape of Neck').y, kind).toBeLessThan(0.32);
      expect(logoPlacement(kind, 'Nape of Neck').width, kind).toBeLessThan(
        logoPlacement(kind, 'Large Back').width,
      );
    }
  });

  it('keeps hi-vis logos off the reflective braces', () => {
    // the front braces' inner edges are at about x = 340 / 460 of 800
    for (const kind of ['tshirt', 'polo'] as const) {
      const lb = logoPlacement(kind, 'Left Breast', { reflective: true });
      expect((lb.x - lb.width / 2) * 800).toBeGreaterThanOrEqual(400);
      expect((lb.x + lb.width / 2) * 800).toBeLessThanOrEqual(461);
      const lf = logoPlacement(kind, 'Large Front', { reflective: true });
      expect((lf.x - lf.width / 2) * 800).toBeGreaterThanOrEqual(340);
    }
    // without tape nothing changes
    expect(logoPlacement('polo', 'Left Breast', { reflective: false })).toEqual(
      logoPlacement('polo', 'Left Breast'),
    );
    expect(logoPlacement('cap', 'Left Breast', { reflective: true })).toEqual(
      logoPlacement('cap', 'Left Breast'),
    );
  });
});

describe('inkFor', () => {
  const samples = [
    '#ffffff',
    '#000000',
    '#1c1c1e',
    '#1f2a44', // navy
    '#c62828', // red
    '#1e4fb4', // royal blue
    '#1d4d35', // bottle green
    '#a9aaad', // sport grey
    '#dfff11', // hi-vis yellow
    '#ff6a13', // hi-vis orange
    '#ff69b4', // hi-vis pink
    '#f2e8d5', // natural
    '#808080',
    '#767676',
    '#6b1f2a', // burgundy
    '#b5c7e3', // oxford blue
    '#f4c2d0', // light pink
  ];

  it('always contrasts at least 4.5:1', () => {
    for (const hex of samples) expect(contrastRatio(inkFor(hex), hex), hex).toBeGreaterThanOrEqual(4.5);
    for (let v = 0; v < 256; v += 3) {
      const grey = `#${v.toString(16).padStart(2, '0').repeat(3)}`;
      expect(contrastRatio(inkFor(grey), grey), grey).toBeGreaterThanOrEqual(4.5);
    }
    // a spread of hues and tones
    for (let r = 0; r < 256; r += 51)
      for (let g = 0; g < 256; g += 51)
        for (let b = 0; b < 256; b += 51) {
          const hex = `#${[r, g, b].map((c) => c.toString(16).padStart(2, '0')).join('')}`;
          expect(contrastRatio(inkFor(hex), hex), hex).toBeGreaterThanOrEqual(4.5);
        }
  });

  it('is white on dark garments and near-black on light ones', () => {
    expect(inkFor('#000000')).toBe(INK_LIGHT);
    expect(inkFor('#1f2a44')).toBe(INK_LIGHT);
    expect(inkFor('#1d4d35')).toBe(INK_LIGHT);
    expect(inkFor('#ffffff')).toBe(INK_DARK);
    expect(inkFor('#dfff11')).toBe(INK_DARK);
    expect(inkFor('#f2e8d5')).toBe(INK_DARK);
    expect(inkFor('#FFF')).toBe(INK_DARK);
  });

  it('matches the WCAG contrast of black on white', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#777777')).toBe(1);
  });
});

describe('fonts and text layout', () => {
  it('has a stack for every font; Script avoids the generic cursive face until last', () => {
    expect(LOGO_FONTS).toEqual(['Standard', 'Serif', 'Sans-serif', 'Script']);
    for (const font of LOGO_FONTS) expect(MOCKUP_FONTS[font].length).toBeGreaterThan(0);
    const script = MOCKUP_FONTS.Script.split(',').map((s) => s.trim());
    expect(script.at(-1)).toBe('cursive');
    expect(script).toContain("'Mockup Script'");
  });

  it('keeps a pasted essay on one squeezed line, quickly', () => {
    const essay = Array.from({ length: 300 }, (_, i) => `word${i}`).join(' ');
    const layout = layoutLogoText(essay, 'Serif', 160, 150);
    expect(layout.lines).toHaveLength(1);
    expect(layout.lines[0].textLength).toBeLessThanOrEqual(160);
  });

  it('lays out nothing for empty text', () => {
    expect(layoutLogoText('   ', 'Standard', 100, 50).lines).toEqual([]);
  });

  it('never lets a line be wider than the box', () => {
    const texts = [
      'A',
      'ACME',
      'Smith & Sons',
      'Bright Sparks Electrical Services Ltd',
      'W'.repeat(60),
      'x y z',
    ];
    for (const font of LOGO_FONTS)
      for (const text of texts)
        for (const [w, h] of [
          [55, 42],
          [200, 200],
          [290, 55],
          [100, 32],
        ]) {
          const layout = layoutLogoText(text, font, w, h);
          expect(layout.fontSize).toBeGreaterThan(0);
          for (const line of layout.lines) {
            const drawn = line.textLength ?? estimateTextEm(line.text, font) * layout.fontSize;
            expect(drawn, `${font} ${text} in ${w}x${h}`).toBeLessThanOrEqual(w);
            // lines drawn without a textLength leave room for the estimate to be short
            if (!line.textLength) expect(drawn).toBeLessThanOrEqual(w * 0.8);
          }
          const block = layout.lines.length * layout.fontSize;
          expect(block, `${font} ${text}`).toBeLessThanOrEqual(h);
        }
  });

  it('pins long text to the box with textLength and leaves short text alone', () => {
    const long = layoutLogoText('Bright Sparks Electrical Services Ltd', 'Standard', 55, 42);
    expect(long.lines.some((l) => l.textLength !== undefined)).toBe(true);
    const short = layoutLogoText('AB', 'Standard', 300, 100);
    expect(short.lines).toHaveLength(1);
    expect(short.lines[0].textLength).toBeUndefined();
  });

  it('wraps long names in a roomy box onto balanced lines', () => {
    const layout = layoutLogoText('Bright Sparks Electrical Services Ltd', 'Serif', 180, 190);
    expect(layout.lines.length).toBeGreaterThan(1);
    expect(layout.lines.map((l) => l.text).join(' ')).toBe('Bright Sparks Electrical Services Ltd');
    // centred vertically
    const first = layout.lines[0].y;
    const last = layout.lines.at(-1)!.y;
    expect((first + last) / 2).toBeCloseTo(95, 0);
    // a short word stays on one line
    expect(layoutLogoText('ACME', 'Serif', 180, 190).lines).toHaveLength(1);
  });
});

describe('mockupViews (several decorations)', () => {
  it.each([
    { name: 'a plain garment: the front', positions: [], views: { front: [] } },
    {
      name: 'left breast and large back: front and back',
      positions: ['Left Breast', 'Large Back'],
      views: { front: ['Left Breast'], back: ['Large Back'] },
    },
    {
      name: 'two front positions: the front only',
      positions: ['Left Breast', 'Right Sleeve'],
      views: { front: ['Left Breast', 'Right Sleeve'] },
    },
    {
      name: 'only the back: an empty front and the back',
      positions: ['Large Back'],
      views: { front: [], back: ['Large Back'] },
    },
  ] satisfies { name: string; positions: LogoPosition[]; views: Record<string, string[]> }[])(
    '$name',
    ({ positions, views }) => {
      const out = mockupViews(
        'polo',
        positions.map((position) => ({ position })),
      );
      expect(Object.fromEntries(out.map((v) => [v.view, v.items.map((i) => i.decoration.position)]))).toEqual(
        views,
      );
      for (const v of out) for (const i of v.items) expect(i.placement.view).toBe(v.view);
    },
  );

  it('draws both views when asked, for the wizard', () => {
    expect(mockupViews('polo', [], { always: ['back'] }).map((v) => v.view)).toEqual(['front', 'back']);
  });
});
