import { describe, expect, it } from 'vitest';
import {
  decorationColumns,
  decorationsFromColumns,
  decorationText,
  designKey,
  type DecorationColumns,
  type LogoSummary,
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
const plain: DecorationColumns = {
  method: null,
  positions: [],
  textLine: null,
  font: null,
  logoName: null,
  logo: null,
  isPreviousLogo: false,
};

describe('a line’s decorations', () => {
  it.each([
    { name: 'a plain garment', row: plain, text: null },
    {
      name: 'a text logo',
      row: {
        ...plain,
        method: 'Embroidery',
        positions: ['Left Breast'],
        textLine: 'Bloggs & Sons',
        font: 'Script',
      },
      text: 'Embroidery · Left Breast · Text “Bloggs & Sons” (Script)',
    },
    {
      name: 'an uploaded logo at two positions',
      row: {
        ...plain,
        method: 'Print',
        positions: ['Left Breast', 'Large Back'],
        logoName: 'logo.pdf',
        logo,
      },
      text: 'Print · Left Breast, Large Back · Logo: logo.pdf',
    },
    {
      name: 'a logo whose file is gone',
      row: { ...plain, method: 'Print', positions: ['Large Back'], logoName: 'old.ai', isPreviousLogo: true },
      text: 'Print · Large Back · Logo: old.ai',
    },
  ] satisfies { name: string; row: DecorationColumns; text: string | null }[])(
    'reads $name from its columns and back',
    ({ row, text }) => {
      const decorations = decorationsFromColumns(row);
      expect(decorationText({ decorations })).toBe(text);
      expect(decorationColumns({ decorations })).toEqual(row);
    },
  );

  it('falls back to the standard font and ignores unknown positions', () => {
    const [d, ...rest] = decorationsFromColumns({
      ...plain,
      method: 'Embroidery',
      positions: ['Left Breast', 'Elbow'],
      textLine: 'Hi',
      font: 'Comic',
    });
    expect(rest).toEqual([]);
    expect(d?.design).toEqual({ kind: 'text', text: 'Hi', font: 'Standard' });
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
