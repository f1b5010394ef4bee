import { describe, expect, it } from 'vitest';
import { NO_VAT_MODE, type VatMode } from './vat';
import {
  NO_VAT_DOCUMENT,
  NO_VAT_SUMMARY,
  netRateLabel,
  orderVatSentence,
  vatRateLabel,
  vatWording,
} from './vat-wording';

const REGISTERED: VatMode = { charged: true, vatNumber: 'GB123456789', startDay: '2027-01-01' };

/** Every string a wording holds, functions called with a shop name. */
function sentences(w: ReturnType<typeof vatWording>): string[] {
  const out: string[] = [];
  const walk = (v: unknown) => {
    if (typeof v === 'string') out.push(v);
    else if (typeof v === 'function') out.push((v as (s: string) => string)('Acme Workwear'));
    else if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === 'object') Object.values(v).forEach(walk);
  };
  walk(w);
  return out;
}

describe('vatWording', () => {
  it('keeps the not-registered words exactly as the shop has always said them', () => {
    const w = vatWording(NO_VAT_MODE);
    expect(w.charged).toBe(false);
    expect(w.priceSuffix).toBeNull();
    expect(w.footer).toBe('No VAT charged — prices are final.');
    expect(w.summary).toBe('No VAT Charged');
    expect(w.mail).toBe(NO_VAT_SUMMARY);
    expect(w.document).toBe('No VAT charged — not VAT registered');
    expect(NO_VAT_DOCUMENT).toBe('No VAT charged — not VAT registered');
    expect(w.faqAnswer[0]).toBe('No. We are not VAT-registered, so no VAT is charged on any order.');
    expect(w.vatInfo.statusLead('Acme')).toBe(
      'Acme is not currently registered for Value Added Tax (VAT) in the United Kingdom. This means:',
    );
    expect(w.vatInfo.statusLead('')).toMatch(/^Our business is not/);
    expect(w.valueAddedTaxIncluded).toBeNull();
    expect(w.vatId).toBeNull();
    // nothing in it speaks of a VAT number or VAT being included
    for (const s of sentences(w)) expect(s).not.toMatch(/GB\d|include[sd]? VAT/i);
  });

  it('says prices include VAT at 20% with the VAT number when charged', () => {
    const w = vatWording(REGISTERED);
    expect(w.charged).toBe(true);
    expect(w.priceSuffix).toBe('inc. VAT');
    expect(w.tradePriceSuffix).toBe('ex. VAT');
    expect(w.footer).toBe('Prices include VAT at 20%. VAT number GB123456789.');
    expect(w.summary).toContain('VAT at 20%');
    expect(w.mail).toBe('VAT included — VAT number GB123456789');
    expect(orderVatSentence(null)).toBe('No VAT Charged');
    expect(orderVatSentence({ vatNumber: 'GB999999999' })).toBe('VAT included — VAT number GB999999999');
    expect(w.document).toContain('GB123456789');
    expect(w.faqAnswer[0]).toMatch(/^Yes\. We are VAT-registered \(VAT number GB123456789\)/);
    expect(w.vatInfo.statusLead('Acme')).toContain('from 1 January 2027');
    expect(w.valueAddedTaxIncluded).toBe(true);
    expect(w.vatId).toBe('GB123456789');
    // no sentence of the charged mode says no VAT is charged
    for (const s of sentences(w)) expect(s).not.toMatch(/no VAT|not (currently )?(VAT-)?registered/i);
  });

  it.each([
    [{ rate: 'standard', percent: 20 }, 'VAT at 20%', 'Net at 20%'],
    [{ rate: 'zero', percent: 0 }, 'VAT at 0% (zero-rated)', 'Net at 0% (zero-rated)'],
    [{ rate: 'exempt', percent: 0 }, 'VAT exempt', 'Net (exempt)'],
  ] as const)('labels the %o rows', (rate, vat, net) => {
    expect(vatRateLabel(rate)).toBe(vat);
    expect(netRateLabel(rate)).toBe(net);
  });
});
