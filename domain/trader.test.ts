import { describe, expect, it } from 'vitest';
import { legalLines, registrationText, traderFrom, traderLine, traderLines } from './trader';

const ADDRESS = 'Unit 4, Canal Road Works, Bradford BD1 4AB';

describe('traderFrom', () => {
  it('is null without a legal name, whatever else is set', () => {
    expect(traderFrom({}, ADDRESS)).toBeNull();
    expect(traderFrom({ TRADER_LEGAL_NAME: '  ', TRADER_COMPANY_NUMBER: '01234567' }, ADDRESS)).toBeNull();
  });

  it('keeps what is set, trimmed, with the trading address', () => {
    expect(
      traderFrom({ TRADER_LEGAL_NAME: ' Workwear Wardrobe Ltd ', TRADER_REGISTERED_IN: '' }, ADDRESS),
    ).toEqual({
      legalName: 'Workwear Wardrobe Ltd',
      companyNumber: null,
      registeredIn: null,
      registeredOffice: null,
      tradingAddress: ADDRESS,
    });
  });
});

describe('trader lines', () => {
  const company = traderFrom(
    {
      TRADER_LEGAL_NAME: 'Workwear Wardrobe Ltd',
      TRADER_COMPANY_NUMBER: '01234567',
      TRADER_REGISTERED_IN: 'England and Wales',
      TRADER_REGISTERED_OFFICE: '1 High Street, Leeds LS1 1AA',
    },
    ADDRESS,
  )!;
  const soleTrader = traderFrom({ TRADER_LEGAL_NAME: 'Jane Smith trading as Workwear Wardrobe' }, ADDRESS)!;

  it.each([
    [company, 'Registered in England and Wales, company number 01234567'],
    [{ ...company, registeredIn: null }, 'Company number 01234567'],
    [soleTrader, null],
  ])('registration %#', (trader, text) => {
    expect(registrationText(trader)).toBe(text);
  });

  it('lists a company in full, the trading address last', () => {
    expect(traderLines(company)).toEqual([
      'Workwear Wardrobe Ltd',
      'Registered in England and Wales, company number 01234567',
      'Registered office: 1 High Street, Leeds LS1 1AA',
      `Trading address: ${ADDRESS}`,
    ]);
    expect(legalLines(company)).toHaveLength(3);
  });

  it('gives a sole trader their name and address only', () => {
    expect(traderLine(soleTrader)).toBe(
      `Jane Smith trading as Workwear Wardrobe · Trading address: ${ADDRESS}`,
    );
  });
});
