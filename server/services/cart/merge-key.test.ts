import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { StoredDecoration } from '../../../domain/line-item';
import { mergeKeyOf } from './merge-key';

const text = (position: string, textLine = 'ACME', method = 'Embroidery'): StoredDecoration => ({
  position,
  method,
  textLine,
  font: 'Serif',
  logoId: null,
});
const logo = (position: string, logoId = 'l1'): StoredDecoration => ({
  position,
  method: 'Print',
  textLine: null,
  font: null,
  logoId,
});
const line = (decorations: StoredDecoration[], notes: string | null = null) => ({
  productId: 'p1',
  colour: 'Navy',
  size: 'M',
  decorations,
  notes,
});

describe('the cart line merge key', () => {
  it('is the same for the same decorations in any order', () => {
    expect(mergeKeyOf(line([text('Left Breast'), logo('Large Back')]))).toBe(
      mergeKeyOf(line([logo('Large Back'), text('Left Breast')])),
    );
  });

  it.each([
    ['another text at a position', [text('Left Breast', 'ACME Ltd'), logo('Large Back')]],
    ['another logo at a position', [text('Left Breast'), logo('Large Back', 'l2')]],
    ['another method at a position', [text('Left Breast', 'ACME', 'Print'), logo('Large Back')]],
    ['one decoration fewer', [text('Left Breast')]],
    ['the designs swapped between positions', [logo('Left Breast'), text('Large Back')]],
    ['none', []],
  ])('differs for %s', (_name, decorations) => {
    expect(mergeKeyOf(line(decorations))).not.toBe(
      mergeKeyOf(line([text('Left Breast'), logo('Large Back')])),
    );
  });

  it('differs for other notes', () => {
    expect(mergeKeyOf(line([text('Left Breast')], 'gold'))).not.toBe(mergeKeyOf(line([text('Left Breast')])));
  });

  it('keeps the key lines had when a line stored one method, one design and its positions', () => {
    const legacy = (method: string, positions: string[], design: string) =>
      createHash('sha256')
        .update(JSON.stringify(['p1', 'Navy', 'M', method, positions, design, '']))
        .digest('hex');
    expect(mergeKeyOf(line([]))).toBe(legacy('', [], ''));
    expect(mergeKeyOf(line([text('Left Breast'), text('Large Back')]))).toBe(
      legacy('Embroidery', ['Large Back', 'Left Breast'], 'text:Serif:ACME'),
    );
    expect(mergeKeyOf(line([logo('Large Back')]))).toBe(legacy('Print', ['Large Back'], 'logo:l1'));
  });
});
