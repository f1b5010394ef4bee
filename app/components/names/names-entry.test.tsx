import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { NAMES_SPELLING_CHECK, type SizedName } from '../../../domain/names';
import { pageText } from '../../../tests/helpers/server-render';
import { NamesEntry, typedNames } from './names-entry';

const noop = () => undefined;
const render = (
  names: SizedName[],
  quantities = [
    { size: 'M', quantity: 3 },
    { size: 'L', quantity: 2 },
  ],
) =>
  renderToString(
    <NamesEntry
      quantities={quantities}
      sizes={['S', 'M', 'L', 'XL']}
      maxLength={12}
      price={350}
      names={names}
      onNamesChange={noop}
      checked={false}
      onCheckedChange={noop}
    />,
  );
const text = (html: string) => pageText(html).replaceAll('&quot;', '"');

describe('the names entry', () => {
  it('asks for a name per garment of each chosen size, with the price per name before adding', () => {
    const html = render([]);
    const page = text(html);
    expect(page).toContain('One name per garment, £3.50 per name, up to 12 characters each.');
    expect(page).toContain('Names for size M, one per line (3 garments)');
    expect(page).toContain('Names for size L, one per line (2 garments)');
    expect(page).toContain('0 of 3 medium names');
    expect(page).toContain('Paste from a spreadsheet');
    expect(page).toContain(NAMES_SPELLING_CHECK);
    expect(page).toContain('0 names: £0.00');
    // each box is labelled: no box without its label
    expect(html.match(/<textarea/g)).toHaveLength(3);
    expect(html.match(/<label[^>]*for=/g)!.length).toBeGreaterThanOrEqual(3);
  });

  it('counts the names against the quantities per size, and names each problem', () => {
    const names = [
      { size: 'M', name: 'Alice' },
      { size: 'M', name: 'Bob' },
      { size: 'L', name: 'Christopher Robin' },
    ];
    const page = text(render(names));
    expect(page).toContain('3 names: £10.50');
    expect(page).toContain('2 of 3 medium names');
    expect(page).toContain('Name 3: "Christopher Robin" is longer than 12 characters.');
    expect(page).toContain('You have 3 medium garments and 2 names.');
    expect(page).toContain('You have 2 large garments and 1 name.');
  });

  it('is quiet once every size has its names', () => {
    const names = ['Alice', 'Bob', 'Cy'].map((name) => ({ size: 'M', name }));
    const page = text(render([...names, { size: 'L', name: 'Di' }, { size: 'L', name: 'Ed' }]));
    expect(page).toContain('5 names: £17.50');
    expect(page).not.toContain('You have');
  });

  it('escapes names', () => {
    const html = render([{ size: 'M', name: '<img src=x onerror=alert(1)>' }]);
    expect(html).not.toContain('<img');
  });

  it('reads a box as its size’s names, blank lines dropped', () => {
    expect(typedNames('M', ' Alice \n\nBob\r\n')).toEqual([
      { size: 'M', name: 'Alice' },
      { size: 'M', name: 'Bob' },
    ]);
  });
});
