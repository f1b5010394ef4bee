/**
 * The artwork findings (domain/artwork-checks.ts) as the screens show them: the shopper's wizard for each position
 * the logo is chosen at, and the seller's order page under each uploaded-logo decoration of a line.
 */
import { artworkFindings, type ArtworkFacts, type ArtworkFinding } from './artwork-checks';
import type { LogoMethod, LogoPosition } from './catalogue';
import type { LineItem } from './line-item';

export interface ArtworkChoice {
  position: LogoPosition;
  method: LogoMethod;
}

export interface ArtworkAdvice extends ArtworkChoice {
  findings: ArtworkFinding[];
}

/** The findings at each chosen position with its method; none while the facts are unknown. */
export function artworkAdvice(
  facts: ArtworkFacts | null,
  choices: readonly ArtworkChoice[],
): ArtworkAdvice[] {
  if (!facts) return [];
  return choices.map(({ position, method }) => ({
    position,
    method,
    findings: artworkFindings(facts, { position, method }),
  }));
}

/** A line's findings by the position of each uploaded-logo decoration whose facts are known. */
export type LineArtworkFindings = Partial<Record<LogoPosition, ArtworkFinding[]>>;

/** Per line id, the findings under each uploaded logo, from the facts of the logos by id. */
export function orderArtworkFindings(
  lines: readonly Pick<LineItem, 'id' | 'decorations'>[],
  factsByLogoId: ReadonlyMap<string, ArtworkFacts | null>,
): Record<string, LineArtworkFindings> {
  const out: Record<string, LineArtworkFindings> = {};
  for (const line of lines) {
    for (const d of line.decorations) {
      if (d.design.kind !== 'logo' || !d.design.logo) continue;
      const facts = factsByLogoId.get(d.design.logo.id);
      if (!facts) continue;
      (out[line.id] ??= {})[d.position] = artworkFindings(facts, d);
    }
  }
  return out;
}

/** The ids of the uploaded logos the lines carry, once each. */
export function linesLogoIds(lines: readonly Pick<LineItem, 'decorations'>[]): string[] {
  const ids = new Set<string>();
  for (const line of lines)
    for (const d of line.decorations)
      if (d.design.kind === 'logo' && d.design.logo) ids.add(d.design.logo.id);
  return [...ids];
}
