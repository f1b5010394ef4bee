import {
  linesLogoIds,
  orderArtworkFindings,
  type LineArtworkFindings,
} from '../../../../domain/artwork-advice';
import type { LineItem } from '../../../../domain/line-item';
import type { AppContext } from '../../../../server/context';

/**
 * The artwork findings the shopper saw in the wizard, per line and position, for the seller's order page: from
 * each uploaded logo's facts (read and saved now for a logo uploaded before the checks existed).
 */
export async function loadOrderArtworkFindings(
  services: AppContext['services'],
  lines: readonly LineItem[],
): Promise<Record<string, LineArtworkFindings>> {
  const rows = await services.logos.byIds(linesLogoIds(lines));
  const withFacts = await services.logos.allWithArtworkFacts([...rows.values()]);
  return orderArtworkFindings(lines, new Map(withFacts.map((row) => [row.id, row.artworkFacts])));
}
