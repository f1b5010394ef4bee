import type { AppLoadContext } from 'react-router';
import { parseVatQuarter, vatQuarterKey, vatQuartersBetween } from '../../../../domain/vat-documents';

/**
 * The earnings page's VAT summary (issue 34): the quarter asked for (?quarter=2027-Q1; this quarter when none or a
 * bad one), and the quarters from the registration's start on. Null while the shop has never been registered.
 */
export async function loadVatSummary(
  services: AppLoadContext['app']['services'],
  asked: string | null,
  today: string,
) {
  const settings = await services.vatSettings.get();
  if (!settings.registered || !settings.startDay) return null;
  const quarter = parseVatQuarter(asked) ?? parseVatQuarter(vatQuarterKey(today))!;
  const quarters = vatQuartersBetween(
    settings.startDay,
    today > settings.startDay ? today : settings.startDay,
  );
  if (!quarters.includes(quarter.key)) quarters.push(quarter.key);
  return {
    summary: await services.sellerEarnings.vatQuarter(quarter),
    quarters,
    vatNumber: settings.vatNumber,
  };
}
