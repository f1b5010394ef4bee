import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { GarmentMockup, GarmentMockupViews, type MockupProduct } from './garment-mockup';

const tee: MockupProduct = {
  title: 'Heavy Cotton T-Shirt',
  productTypes: ['t-shirt'],
  frontImage: '/files/tee/black-front.webp',
  backImage: '/files/tee/black-back.webp',
  colours: [
    {
      name: 'Black',
      hex: '#1c1c1e',
      image: '/files/tee/black-front.webp',
      backImage: '/files/tee/black-back.webp',
    },
    {
      name: 'White',
      hex: '#ffffff',
      image: '/files/tee/white-front.webp',
      backImage: '/files/tee/white-back.webp',
    },
    { name: 'Red', hex: '#c62828', image: '/files/tee/red-front.webp' },
  ],
};

const html = (props: Partial<Parameters<typeof GarmentMockup>[0]>) =>
  renderToString(
    <GarmentMockup product={tee} colour="White" position="Left Breast" logo={null} {...props} />,
  );

describe('GarmentMockup', () => {
  it('draws a text logo in the font and a contrasting ink on the chosen colour', () => {
    const out = html({ logo: { kind: 'text', text: 'ACME', font: 'Serif' } });
    expect(out).toContain('src="/files/tee/white-front.webp"');
    expect(out).toContain('alt="Heavy Cotton T-Shirt in White with your logo on the Left Breast"');
    expect(out).toContain('fill="#18181b"');
    expect(out).toContain('font-family="&#x27;Times New Roman&#x27;');
    expect(out).toContain('>ACME</tspan>');
    // the wearer's left breast is on the image's right
    const left = Number(/left:([\d.]+)%/.exec(out)?.[1]);
    expect(left).toBeGreaterThan(50);
    expect(html({ colour: 'Black', logo: { kind: 'text', text: 'ACME', font: 'Serif' } })).toContain(
      'fill="#ffffff"',
    );
  });

  it('squeezes long text to the box', () => {
    const out = html({ logo: { kind: 'text', text: 'Bright Sparks Electrical Services', font: 'Standard' } });
    expect(out).toContain('lengthAdjust="spacingAndGlyphs"');
  });

  it('switches to the back picture of the colour for back positions, or keeps the front if there is none', () => {
    const logo = { kind: 'text', text: 'ACME', font: 'Standard' } as const;
    expect(html({ position: 'Large Back', logo })).toContain('src="/files/tee/white-back.webp"');
    expect(html({ position: 'Large Back', logo })).toContain('>Back</span>');
    // red has no back picture: the product's own back is black, so the red front is shown
    expect(html({ colour: 'Red', position: 'Nape of Neck', logo })).toContain(
      'src="/files/tee/red-front.webp"',
    );
  });

  it('shows an uploaded picture, or a badge for a file without a preview', () => {
    const img = html({ logo: { kind: 'image', src: '/uploads/logo.png' } });
    expect(img).toContain('src="/uploads/logo.png"');
    expect(img).toContain('object-contain');
    const badge = html({ logo: { kind: 'image', src: null, name: 'brand.pdf' } });
    expect(badge).toContain('>PDF</text>');
    expect(badge).toContain('>Your</text>');
  });

  it('shows the plain picture without a position, and marks the spot while there is no logo yet', () => {
    const plain = html({ position: null, logo: { kind: 'text', text: 'ACME', font: 'Standard' } });
    expect(plain).not.toContain('aria-hidden');
    expect(plain).toContain('alt="Heavy Cotton T-Shirt in White"');
    expect(html({ logo: { kind: 'text', text: '  ', font: 'Standard' } })).toContain('border-dashed');
    expect(html({ size: 'sm', logo: null })).not.toContain('border-dashed');
  });

  it('renders a small lazy thumbnail', () => {
    const out = html({ size: 'sm', logo: { kind: 'text', text: 'ACME', font: 'Script' } });
    expect(out).toContain('width="96"');
    expect(out).toContain('loading="lazy"');
    expect(out).toContain('size-24');
  });
});

describe('GarmentMockupViews (several logos)', () => {
  it('draws the front logos on the front picture and the back logos on the back picture', () => {
    const out = renderToString(
      <GarmentMockupViews
        product={tee}
        colour="White"
        decorations={[
          { position: 'Left Breast', logo: { kind: 'text', text: 'ACME', font: 'Serif' } },
          { position: 'Large Back', logo: { kind: 'image', src: '/api/logos/l1/preview', name: 'b.png' } },
        ]}
      />,
    );
    expect(out).toContain('data-mockup-views="front back"');
    const [front, back] = out.slice(out.indexOf('data-mockup-views')).split('data-view="back"');
    expect(front).toContain('src="/files/tee/white-front.webp"');
    expect(front).toContain('alt="Heavy Cotton T-Shirt in White with your logo on the Left Breast"');
    expect(front).toContain('>ACME</tspan>');
    expect(front).not.toContain('/api/logos/l1/preview');
    expect(back).toContain('src="/files/tee/white-back.webp"');
    expect(back).toContain('alt="Heavy Cotton T-Shirt in White, back with your logo on the Large Back"');
    expect(back).toContain('src="/api/logos/l1/preview"');
  });

  it('draws two front logos on one picture', () => {
    const out = html({
      decorations: [
        { position: 'Left Breast', logo: { kind: 'text', text: 'ACME', font: 'Serif' } },
        { position: 'Right Breast', logo: { kind: 'text', text: 'Ltd', font: 'Script' } },
      ],
    });
    expect(out).toContain('with your logos on the Left Breast and Right Breast');
    expect(out).toContain('>ACME</tspan>');
    expect(out).toContain('>Ltd</tspan>');
  });
});
