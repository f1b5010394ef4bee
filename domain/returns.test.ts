import { describe, expect, it } from 'vitest';
import {
  FAULTY_GOODS_RIGHTS,
  PERSONALISED_RETURN_TERMS,
  PLAIN_RETURN_TERMS,
  RETURN_WINDOW_DAYS,
  isPersonalised,
  returnTermsFor,
  type ReturnsLine,
} from './returns';

const plain = { id: 'p', title: 'Polo', decorations: [] };
const logo = { id: 'l', title: 'Polo with logo', decorations: [{ position: 'Left Breast' }] };
const named = { id: 'n', title: 'Shirt with names', decorations: [], names: { names: ['AMY'] } };
const store = { id: 's', title: 'Club hoodie', decorations: [], store: { id: 'x', name: 'Club' } };

describe('returnTermsFor', () => {
  it.each<[ReturnsLine, boolean]>([
    [plain, false],
    [logo, true],
    [named, true],
    [{ ...named, names: { names: [] } }, false],
    [store, true],
  ])('%o personalised: %s', (line, expected) => {
    expect(isPersonalised(line)).toBe(expected);
  });

  it('says the 14 days for a plain cart only', () => {
    const terms = returnTermsFor([plain]);
    expect(terms.sentences).toEqual([PLAIN_RETURN_TERMS]);
    expect(PLAIN_RETURN_TERMS).toContain(`${RETURN_WINDOW_DAYS} days`);
  });

  it('says personalised items are not returnable, rights for faults kept', () => {
    const terms = returnTermsFor([logo, named]);
    expect(terms.sentences).toEqual([PERSONALISED_RETURN_TERMS, FAULTY_GOODS_RIGHTS]);
    expect(terms.plain).toEqual([]);
  });

  it('splits a mixed cart, line by line', () => {
    const terms = returnTermsFor([plain, logo, store]);
    expect(terms.personalised.map((l) => l.id)).toEqual(['l', 's']);
    expect(terms.plain.map((l) => l.id)).toEqual(['p']);
    expect(terms.sentences).toHaveLength(3);
  });

  it('says nothing for an empty cart', () => {
    expect(returnTermsFor([]).sentences).toEqual([]);
  });
});
