/** Size-guide images: one clean table per garment family, 800 px wide. */
import type { SizeChartFamily } from '../demo-catalogue';
import { escapeXml, FONT, svgDocument } from './svg';

interface Chart {
  title: string;
  note: string;
  columns: string[];
  rows: string[][];
}

const inchesToCm = (n: number) => Math.round(n * 2.54);

const TOP_ROWS: [string, number, number, number][] = [
  // size, chest from, chest to (inches), body length (cm)
  ['XS', 32, 34, 66],
  ['S', 35, 37, 69],
  ['M', 38, 40, 72],
  ['L', 41, 43, 74],
  ['XL', 44, 46, 76],
  ['2XL', 47, 49, 78],
  ['3XL', 50, 52, 80],
  ['4XL', 53, 55, 82],
  ['5XL', 56, 58, 84],
  ['6XL', 59, 61, 86],
];

export const SIZE_CHARTS: Record<SizeChartFamily, Chart> = {
  tops: {
    title: 'Size Guide — Tops',
    note: 'Measure round the fullest part of the chest. Between sizes? Choose the larger for layering.',
    columns: ['Size', 'To fit chest (in)', 'To fit chest (cm)', 'Body length (cm)'],
    rows: TOP_ROWS.map(([size, from, to, length]) => [
      size,
      `${from}–${to}"`,
      `${inchesToCm(from)}–${inchesToCm(to)}`,
      `${length}`,
    ]),
  },
  bottoms: {
    title: 'Size Guide — Trousers & Shorts',
    note: 'Inside leg: Short 29", Regular 31", Long 33". Shorts finish just above the knee.',
    columns: ['Waist', 'Waist (cm)', 'Seat (cm)', 'Inside leg (Reg)'],
    rows: [28, 30, 32, 34, 36, 38, 40, 42, 44].map((w) => [
      `${w}"`,
      `${inchesToCm(w)}`,
      `${inchesToCm(w + 8)}`,
      `31" / ${inchesToCm(31)} cm`,
    ]),
  },
  headwear: {
    title: 'Size Guide — Headwear',
    note: 'Measure round the head just above the ears and eyebrows.',
    columns: ['Style', 'Size', 'Fits head (cm)', 'Fits head (in)'],
    rows: [
      ['Caps', 'One Size', '54–60', '21¼–23½"'],
      ['Beanies', 'One Size', '54–60', '21¼–23½"'],
      ['Pom pom beanies', 'One Size', '54–59', '21¼–23¼"'],
    ],
  },
  bags: {
    title: 'Size Guide — Bags',
    note: 'Dimensions are height × width × depth, measured empty.',
    columns: ['Style', 'Size', 'Dimensions (cm)', 'Capacity'],
    rows: [
      ['Backpacks', 'One Size', '45 × 30 × 16', '18–30 L'],
      ['Totes', 'One Size', '42 × 38 × 10', '16 L'],
      ['Holdalls & tool bags', 'One Size', '30 × 55 × 28', '40 L'],
    ],
  },
};

export function sizeChartSvg(family: SizeChartFamily): string {
  const chart = SIZE_CHARTS[family];
  const width = 800;
  const top = 96;
  const rowH = 44;
  const height = top + rowH * (chart.rows.length + 1) + 70;
  const colW = (width - 80) / chart.columns.length;
  let body = `<rect width="${width}" height="${height}" fill="#ffffff"/>`;
  body += `<text x="40" y="56" font-family="${FONT}" font-size="28" font-weight="bold" fill="#18181b">${escapeXml(chart.title)}</text>`;
  body += `<rect x="40" y="70" width="64" height="4" rx="2" fill="#2563eb"/>`;
  // header row
  body += `<rect x="40" y="${top}" width="${width - 80}" height="${rowH}" rx="6" fill="#1f2a44"/>`;
  chart.columns.forEach((c, i) => {
    body += `<text x="${40 + colW * i + colW / 2}" y="${top + 28}" font-family="${FONT}" font-size="17" font-weight="bold" fill="#ffffff" text-anchor="middle">${escapeXml(c)}</text>`;
  });
  chart.rows.forEach((row, r) => {
    const y = top + rowH * (r + 1);
    if (r % 2 === 1) body += `<rect x="40" y="${y}" width="${width - 80}" height="${rowH}" fill="#f4f4f5"/>`;
    row.forEach((cell, i) => {
      body += `<text x="${40 + colW * i + colW / 2}" y="${y + 28}" font-family="${FONT}" font-size="17" font-weight="${i === 0 ? 'bold' : 'normal'}" fill="#27272a" text-anchor="middle">${escapeXml(cell)}</text>`;
    });
  });
  const bottom = top + rowH * (chart.rows.length + 1);
  body += `<rect x="40" y="${top}" width="${width - 80}" height="${bottom - top}" rx="6" fill="none" stroke="#d4d4d8" stroke-width="1.5"/>`;
  for (let i = 1; i < chart.columns.length; i++) {
    body += `<path d="M ${40 + colW * i} ${top + rowH} L ${40 + colW * i} ${bottom}" stroke="#e4e4e7" stroke-width="1"/>`;
  }
  body += `<text x="40" y="${bottom + 40}" font-family="${FONT}" font-size="15" fill="#52525b">${escapeXml(chart.note)}</text>`;
  return svgDocument(width, height, body);
}
