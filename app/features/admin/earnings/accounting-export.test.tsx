import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { MAX_EXPORT_DAYS } from '../../../../domain/accounting-export';
import { addDays } from '../../../../domain/earnings';
import { AccountingExport } from './accounting-export';

const render = (from: string, to: string) =>
  renderToStaticMarkup(<AccountingExport from={from} to={to} period="the range" />);

describe('AccountingExport', () => {
  it("links both files for a range the export covers, with the range's days", () => {
    const to = addDays('2027-01-01', MAX_EXPORT_DAYS - 1);
    const html = render('2027-01-01', to);
    expect(html).toContain(`/api/earnings/export?format=xero&amp;from=2027-01-01&amp;to=${to}`);
    expect(html).toContain(`format=quickbooks&amp;from=2027-01-01&amp;to=${to}`);
  });

  it('offers no link that the API would refuse for a longer range, and says why', () => {
    const html = render('2022-01-01', '2026-12-31');
    expect(html).not.toContain('/api/earnings/export');
    expect(html).toContain(`at most ${MAX_EXPORT_DAYS} days`);
  });
});
