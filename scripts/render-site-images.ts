// Draws the shop's own site pictures (no downloads, no copied logos) and writes them to public/images/.
// Run with `npx tsx scripts/render-site-images.ts`; the results are committed.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { garmentMarkup, type GarmentStyle } from '../server/db/seed/pictures/garments';
import { escapeXml, FONT, svgDocument } from '../server/db/seed/pictures/svg';

const OUT = path.resolve('public/images');
const NAVY = '#1f2a44';
const ACCENT = '#2563eb';
const INK = '#18181b';
const MUTED = '#52525b';

const text = (
  x: number,
  y: number,
  content: string,
  o: { size: number; fill?: string; weight?: string; anchor?: string; spacing?: number; style?: string },
) =>
  `<text x="${x}" y="${y}" font-family="${FONT}" font-size="${o.size}" font-weight="${o.weight ?? 'bold'}" fill="${o.fill ?? INK}"` +
  ` text-anchor="${o.anchor ?? 'middle'}"${o.spacing ? ` letter-spacing="${o.spacing}"` : ''}${o.style ? ` font-style="${o.style}"` : ''}>${escapeXml(content)}</text>`;

/** A garment drawing (800 x 800 space) placed with its centre at (cx, cy), `size` pixels wide. */
const garmentAt = (style: GarmentStyle, hex: string, cx: number, cy: number, size: number) =>
  `<g transform="translate(${cx} ${cy}) scale(${size / 800}) translate(-400 -400)">${garmentMarkup(style, hex, 'front')}</g>`;

// ------------------------------------------------------------------------------------------- steps banner

function stepsBanner(): string {
  const W = 1600;
  const H = 500;
  let s = `<rect width="${W}" height="${H}" fill="#f4f4f5"/>`;
  s += `<rect width="${W}" height="${H}" fill="url(#backdrop)"/>`;
  s += text(W / 2, 74, 'Add Your Logo With Ease', { size: 44, fill: NAVY });
  s += `<rect x="${W / 2 - 40}" y="92" width="80" height="5" rx="2.5" fill="${ACCENT}"/>`;

  const cardW = 330;
  const gap = (W - 4 * cardW) / 5;
  const top = 128;
  const cardH = 332;
  const steps: { title: string; sub: string; art: (cx: number, cy: number) => string }[] = [
    {
      title: 'Choose your garment',
      sub: 'Polos, tees, hoodies, hi-vis & more',
      art: (cx, cy) =>
        garmentAt({ kind: 'hoodie' }, '#6d1f2f', cx - 62, cy + 4, 150) +
        garmentAt({ kind: 'polo' }, NAVY, cx + 48, cy + 12, 160),
    },
    {
      title: 'Pick colours & sizes',
      sub: 'Mix sizes and quantities freely',
      art: (cx, cy) => {
        const colours = ['#1c1c1e', '#ffffff', NAVY, '#c62828', '#1d4d35', '#2251a8'];
        let a = '';
        colours.forEach((c, i) => {
          const x = cx - 100 + i * 40;
          a += `<circle cx="${x}" cy="${cy - 34}" r="16" fill="${c}" stroke="${i === 2 ? ACCENT : '#a1a1aa'}" stroke-width="${i === 2 ? 4 : 1.5}"/>`;
        });
        ['S', 'M', 'L', 'XL'].forEach((label, i) => {
          const x = cx - 108 + i * 56;
          const on = label === 'L';
          a += `<rect x="${x}" y="${cy + 6}" width="46" height="36" rx="8" fill="${on ? NAVY : '#ffffff'}" stroke="${on ? NAVY : '#d4d4d8'}" stroke-width="2"/>`;
          a += text(x + 23, cy + 31, label, { size: 17, fill: on ? '#ffffff' : INK });
        });
        a += `<rect x="${cx - 60}" y="${cy + 56}" width="120" height="34" rx="17" fill="#ffffff" stroke="#d4d4d8" stroke-width="2"/>`;
        a += text(cx - 36, cy + 80, '−', { size: 20, fill: MUTED }) + text(cx, cy + 80, '10', { size: 18 });
        a += text(cx + 36, cy + 80, '+', { size: 20, fill: MUTED });
        return a;
      },
    },
    {
      title: 'Add your logo',
      sub: 'Upload artwork or type your text',
      art: (cx, cy) =>
        garmentAt({ kind: 'tshirt' }, '#ffffff', cx - 20, cy + 8, 190) +
        // the logo on the chest, with a dashed placement box
        `<rect x="${cx - 10}" y="${cy - 42}" width="44" height="32" rx="3" fill="none" stroke="${ACCENT}" stroke-width="2" stroke-dasharray="4 3"/>` +
        `<circle cx="${cx + 2}" cy="${cy - 26}" r="9" fill="${ACCENT}"/><path d="M ${cx + 14} ${cy - 34} L ${cx + 28} ${cy - 34} M ${cx + 14} ${cy - 25} L ${cx + 28} ${cy - 25} M ${cx + 14} ${cy - 16} L ${cx + 24} ${cy - 16}" stroke="${NAVY}" stroke-width="3" stroke-linecap="round"/>` +
        // an upload badge
        `<circle cx="${cx + 92}" cy="${cy - 62}" r="30" fill="${ACCENT}"/>` +
        `<path d="M ${cx + 92} ${cy - 46} L ${cx + 92} ${cy - 78} M ${cx + 80} ${cy - 66} L ${cx + 92} ${cy - 78} L ${cx + 104} ${cy - 66}" stroke="#ffffff" stroke-width="5" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`,
    },
    {
      title: 'We embroider & deliver',
      sub: 'Proof first, then 5–10 working days',
      art: (cx, cy) => {
        // a delivery van
        const x = cx - 110;
        const y = cy - 46;
        let a = `<ellipse cx="${cx}" cy="${y + 118}" rx="120" ry="8" fill="#000" fill-opacity="0.08"/>`;
        a += `<rect x="${x}" y="${y}" width="150" height="100" rx="8" fill="${NAVY}"/>`;
        a += `<path d="M ${x + 150} ${y + 26} L ${x + 194} ${y + 26} Q ${x + 204} ${y + 26} ${x + 210} ${y + 36} L ${x + 224} ${y + 62} L ${x + 224} ${y + 100} L ${x + 150} ${y + 100} Z" fill="${ACCENT}"/>`;
        a += `<path d="M ${x + 162} ${y + 36} L ${x + 192} ${y + 36} L ${x + 206} ${y + 60} L ${x + 162} ${y + 60} Z" fill="#dbeafe"/>`;
        for (const wx of [x + 40, x + 180]) {
          a += `<circle cx="${wx}" cy="${y + 102}" r="17" fill="#27272a"/><circle cx="${wx}" cy="${y + 102}" r="7" fill="#d4d4d8"/>`;
        }
        // a needle and thread on the van's side
        a += `<path d="M ${x + 30} ${y + 70} C ${x + 60} ${y + 20}, ${x + 90} ${y + 80}, ${x + 120} ${y + 30}" stroke="#fbbf24" stroke-width="4" fill="none" stroke-dasharray="8 6" stroke-linecap="round"/>`;
        a += `<path d="M ${x + 112} ${y + 22} L ${x + 134} ${y + 44}" stroke="#e4e4e7" stroke-width="5" stroke-linecap="round"/>`;
        // speed lines
        a += `<path d="M ${x - 40} ${y + 30} L ${x - 12} ${y + 30} M ${x - 52} ${y + 54} L ${x - 12} ${y + 54} M ${x - 36} ${y + 78} L ${x - 12} ${y + 78}" stroke="#a1a1aa" stroke-width="4" stroke-linecap="round"/>`;
        return a;
      },
    },
  ];

  steps.forEach((step, i) => {
    const x = gap + i * (cardW + gap);
    const cx = x + cardW / 2;
    s += `<rect x="${x}" y="${top + 4}" width="${cardW}" height="${cardH}" rx="20" fill="#000" fill-opacity="0.05"/>`;
    s += `<rect x="${x}" y="${top}" width="${cardW}" height="${cardH}" rx="20" fill="#ffffff" stroke="#e4e4e7" stroke-width="1.5"/>`;
    s += `<circle cx="${x + 40}" cy="${top + 40}" r="22" fill="${NAVY}"/>`;
    s += text(x + 40, top + 48, String(i + 1), { size: 22, fill: '#ffffff' });
    s += step.art(cx, top + 140);
    s += text(cx, top + 272, step.title, { size: 22 });
    s += text(cx, top + 304, step.sub, { size: 16, fill: MUTED, weight: 'normal' });
    if (i < steps.length - 1) {
      const ax = x + cardW + gap / 2;
      const ay = top + cardH / 2;
      s += `<path d="M ${ax - 14} ${ay} L ${ax + 12} ${ay} M ${ax + 2} ${ay - 10} L ${ax + 12} ${ay} L ${ax + 2} ${ay + 10}" stroke="${ACCENT}" stroke-width="4" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`;
    }
  });
  return svgDocument(W, H, s);
}

// ----------------------------------------------------------------------------------------- payment badges

function paymentMethods(): string {
  const W = 480;
  const H = 60;
  const badgeW = 88;
  const gap = (W - 5 * badgeW) / 4;
  const badges: { fill: string; stroke?: string; draw: (cx: number) => string }[] = [
    {
      fill: '#1a1f71',
      draw: (cx) => text(cx, 39, 'VISA', { size: 22, fill: '#ffffff', style: 'italic', spacing: 1 }),
    },
    {
      fill: '#231f20',
      draw: (cx) =>
        text(cx, 36, 'mastercard', { size: 13, fill: '#ffffff', spacing: 0.2 }) +
        `<rect x="${cx - 30}" y="42" width="60" height="3" rx="1.5" fill="#f79e1b"/>`,
    },
    { fill: '#2e77bc', draw: (cx) => text(cx, 37, 'AMEX', { size: 20, fill: '#ffffff', spacing: 2 }) },
    {
      fill: '#000000',
      draw: (cx) => text(cx, 36, 'Apple Pay', { size: 15, fill: '#ffffff', weight: 'normal' }),
    },
    {
      fill: '#ffffff',
      stroke: '#d4d4d8',
      draw: (cx) =>
        `<text x="${cx}" y="36" font-family="${FONT}" font-size="15" text-anchor="middle"><tspan fill="#4285f4" font-weight="bold">G</tspan><tspan fill="#3c4043"> Pay</tspan></text>`,
    },
  ];
  let s = '';
  badges.forEach((b, i) => {
    const x = i * (badgeW + gap);
    s += `<rect x="${x + 1}" y="8" width="${badgeW - 2}" height="44" rx="7" fill="${b.fill}" stroke="${b.stroke ?? b.fill}" stroke-width="1.5"/>`;
    s += b.draw(x + badgeW / 2);
  });
  return svgDocument(W, H, s);
}

// -------------------------------------------------------------------------------------------- empty cart

function emptyCart(): string {
  const W = 400;
  const H = 300;
  let s = `<circle cx="200" cy="150" r="128" fill="#eef2ff"/>`;
  s += `<ellipse cx="200" cy="252" rx="110" ry="9" fill="#000" fill-opacity="0.07"/>`;
  // handle and basket
  s += `<path d="M 74 78 L 110 78 L 142 196 L 282 196" fill="none" stroke="${NAVY}" stroke-width="10" stroke-linecap="round" stroke-linejoin="round"/>`;
  s += `<path d="M 116 100 L 310 100 L 290 176 L 138 176 Z" fill="#ffffff" stroke="${NAVY}" stroke-width="9" stroke-linejoin="round"/>`;
  s += `<path d="M 166 108 L 174 168 M 276 108 L 268 168" stroke="#c7d2fe" stroke-width="5" stroke-linecap="round"/>`;
  s += `<circle cx="160" cy="226" r="15" fill="${NAVY}"/><circle cx="160" cy="226" r="5" fill="#ffffff"/>`;
  s += `<circle cx="266" cy="226" r="15" fill="${NAVY}"/><circle cx="266" cy="226" r="5" fill="#ffffff"/>`;
  // a friendly face, and a tee floating in, waiting to be added
  s += `<circle cx="204" cy="128" r="5" fill="${NAVY}"/><circle cx="232" cy="128" r="5" fill="${NAVY}"/>`;
  s += `<path d="M 204 146 Q 218 158 232 146" stroke="${NAVY}" stroke-width="4" fill="none" stroke-linecap="round"/>`;
  const tee = garmentMarkup({ kind: 'tshirt' }, ACCENT, 'front').replace(/<ellipse[^>]*>/g, ''); // no floor shadow in mid-air
  s += `<g transform="translate(300 58) rotate(14) scale(0.11) translate(-400 -390)">${tee}</g>`;
  s += `<path d="M 262 52 l 0 14 M 255 59 l 14 0 M 332 116 l 0 10 M 327 121 l 10 0 M 96 50 l 0 10 M 91 55 l 10 0" stroke="${ACCENT}" stroke-width="3" stroke-linecap="round"/>`;
  return svgDocument(W, H, s);
}

// ------------------------------------------------------------------------------------------- share image

function ogImage(): string {
  const W = 1200;
  const H = 630;
  let s = `<defs><linearGradient id="og" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#1f2a44"/><stop offset="1" stop-color="#111827"/></linearGradient></defs>`;
  s += `<rect width="${W}" height="${H}" fill="url(#og)"/>`;
  s += `<circle cx="900" cy="330" r="250" fill="#ffffff" fill-opacity="0.06"/>`;
  s += `<circle cx="900" cy="330" r="190" fill="#ffffff" fill-opacity="0.05"/>`;
  s += garmentAt({ kind: 'hoodie' }, '#c62828', 800, 330, 330);
  s += garmentAt({ kind: 'polo' }, '#ffffff', 990, 360, 330);
  s += garmentAt({ kind: 'cap' }, '#2251a8', 930, 530, 190);
  s += text(80, 250, 'Workwear', { size: 84, fill: '#ffffff', anchor: 'start' });
  s += text(80, 346, 'Wardrobe', { size: 84, fill: '#ffffff', anchor: 'start' });
  s += `<rect x="82" y="376" width="110" height="7" rx="3.5" fill="#3b82f6"/>`;
  s += text(80, 442, 'Wear Your Identity', { size: 40, fill: '#dbeafe', anchor: 'start', weight: 'normal' });
  s += text(80, 540, 'Custom embroidered & printed workwear · UK', {
    size: 24,
    fill: '#93c5fd',
    anchor: 'start',
    weight: 'normal',
  });
  return svgDocument(W, H, s);
}

// -------------------------------------------------------------------------------------------------- main

await mkdir(OUT, { recursive: true });
const outputs: [string, () => Promise<Buffer>][] = [
  ['steps-banner.webp', () => sharp(Buffer.from(stepsBanner())).webp({ quality: 80, effort: 6 }).toBuffer()],
  [
    'payment-methods.webp',
    () => sharp(Buffer.from(paymentMethods())).webp({ quality: 90, effort: 6 }).toBuffer(),
  ],
  ['empty-cart.webp', () => sharp(Buffer.from(emptyCart())).webp({ quality: 85, effort: 6 }).toBuffer()],
  [
    'og-default.png',
    () => sharp(Buffer.from(ogImage())).png({ palette: true, quality: 90, compressionLevel: 9 }).toBuffer(),
  ],
];
for (const [name, render] of outputs) {
  const body = await render();
  await writeFile(path.join(OUT, name), body);
  console.log(`public/images/${name}: ${(body.length / 1024).toFixed(1)} KB`);
}
