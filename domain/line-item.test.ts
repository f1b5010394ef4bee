import { describe, expect, it } from 'vitest';
import {
  decorationColumns,
  decorationLine,
  decorationsFromStored,
  decorationText,
  designKey,
  storedDecorations,
  type LogoSummary,
  type StoredDecoration,
} from './line-item';

const logo: LogoSummary = {
  id: 'l1',
  name: 'logo.pdf',
  format: 'pdf',
  url: '/api/logos/l1/file',
  previewUrl: null,
  setupPaid: false,
  createdAt: '2026-11-22T10:00:00.000Z',
};
const text = (position: string, method: string, textLine: string, font: string): StoredDecoration => ({
  position,
  method,
  textLine,
  font,
  logoId: null,
});
const file = (position: string, method: string, logoId: string, extra = {}): StoredDecoration => ({
  position,
  method,
  textLine: null,
  font: null,
  logoId,
  ...extra,
});
const logos = new Map([[logo.id, logo]]);

describe('a line’s decorations', () => {
  it.each([
    { name: 'a plain garment', stored: [], text: null, lines: [] },
    {
      name: 'a text logo',
      stored: [text('Left Breast', 'Embroidery', 'Bloggs & Sons', 'Script')],
      text: 'Embroidery · Left Breast · Text “Bloggs & Sons” (Script)',
      lines: ["Left Breast: Embroidery, text 'Bloggs & Sons' in Script"],
    },
    {
      name: 'an uploaded logo at two positions',
      stored: [file('Left Breast', 'Print', 'l1'), file('Large Back', 'Print', 'l1')],
      text: 'Print · Large Back, Left Breast · Logo: logo.pdf',
      lines: ['Large Back: Print, logo logo.pdf', 'Left Breast: Print, logo logo.pdf'],
    },
    {
      name: 'a left-breast text and a large-back logo',
      stored: [text('Left Breast', 'Embroidery', 'ACME', 'Serif'), file('Large Back', 'Print', 'l1')],
      text: 'Print · Large Back · Logo: logo.pdf; Embroidery · Left Breast · Text “ACME” (Serif)',
      lines: ['Large Back: Print, logo logo.pdf', "Left Breast: Embroidery, text 'ACME' in Serif"],
    },
    {
      name: 'a logo whose file is gone (an order keeps its name)',
      stored: [file('Large Back', 'Print', 'gone', { logoName: 'old.ai', isPreviousLogo: true })],
      text: 'Print · Large Back · Logo: old.ai',
      lines: ['Large Back: Print, logo old.ai (used before)'],
    },
  ] satisfies { name: string; stored: StoredDecoration[]; text: string | null; lines: string[] }[])(
    'reads $name from its stored list and back',
    ({ stored, text, lines }) => {
      const decorations = decorationsFromStored(stored, logos);
      expect(decorationText({ decorations })).toBe(text);
      expect(decorations.map(decorationLine)).toEqual(lines);
      // stored again and read back, it is the same line
      expect(decorationsFromStored(storedDecorations({ decorations }), logos)).toEqual(decorations);
    },
  );

  it('gives the JSON API the first decoration’s design and every position', () => {
    const decorations = decorationsFromStored(
      [text('Left Breast', 'Embroidery', 'ACME', 'Serif'), file('Large Back', 'Print', 'l1')],
      logos,
    );
    expect(decorationColumns({ decorations })).toEqual({
      method: 'Print',
      positions: ['Large Back', 'Left Breast'],
      textLine: null,
      font: null,
      logoName: 'logo.pdf',
      logo,
      isPreviousLogo: false,
    });
  });

  it('falls back to the standard font and ignores unknown positions and methods', () => {
    const [d, ...rest] = decorationsFromStored(
      [
        text('Left Breast', 'Embroidery', 'Hi', 'Comic'),
        text('Elbow', 'Embroidery', 'Hi', 'Serif'),
        text('Large Back', 'Glue', 'Hi', 'Serif'),
      ],
      logos,
    );
    expect(rest).toEqual([]);
    expect(d?.design).toEqual({ kind: 'text', text: 'Hi', font: 'Standard' });
  });

  it('counts a logo whose setup was paid as a previous logo', () => {
    const [d] = decorationsFromStored(
      [file('Large Back', 'Print', 'l1')],
      new Map([['l1', { ...logo, setupPaid: true }]]),
    );
    expect(d?.isPreviousLogo).toBe(true);
  });

  it.each([
    { design: { kind: 'text', text: 'Hi', font: 'Script' } as const, key: 'text:Script:Hi' },
    { design: { kind: 'logo', name: 'logo.pdf', logo } as const, key: 'logo:l1' },
  ])('keys the design $key so like designs share a setup fee', ({ design, key }) => {
    expect(designKey(design)).toBe(key);
  });

  it('reads positions of different designs as separate groups', () => {
    expect(
      decorationText({
        decorations: [
          {
            position: 'Left Breast',
            method: 'Embroidery',
            design: { kind: 'text', text: 'A', font: 'Serif' },
            isPreviousLogo: false,
          },
          {
            position: 'Large Back',
            method: 'Print',
            design: { kind: 'logo', name: 'b.png', logo: null },
            isPreviousLogo: false,
          },
        ],
      }),
    ).toBe('Embroidery · Left Breast · Text “A” (Serif); Print · Large Back · Logo: b.png');
  });
});
