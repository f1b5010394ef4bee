import { LOGO_POSITIONS, type LogoFont, type LogoMethod, type LogoPosition } from '../../../domain/catalogue';
import { NAMES_MESSAGES, namesProblems, type NamePricing, type SizedName } from '../../../domain/names';
import type { MockupDecoration } from '~/components/mockup/garment-mockup';

/**
 * The logo wizard's names on garments (issue 32): off until the buyer asks for them, then the names by size,
 * where (a position no logo uses), how, in which font, and the spelling tick. Pure, beside the wizard's state.
 */
export interface WizardNames {
  on: boolean;
  names: SizedName[];
  checked: boolean;
  /** The position chosen; null: the first free one (the large back when no logo is there). */
  position: LogoPosition | null;
  method: LogoMethod;
  font: LogoFont;
}

export const initialWizardNames = (method: LogoMethod = 'Print'): WizardNames => ({
  on: false,
  names: [],
  checked: false,
  position: null,
  method,
  font: 'Standard',
});

/** Names go on the back first: a name across the shoulders is what teams and staff ask for. */
const NAME_POSITIONS: readonly LogoPosition[] = ['Large Back', ...LOGO_POSITIONS];

/** The positions the names may take: those no logo uses. */
export const freeNamePositions = (taken: ReadonlySet<LogoPosition>): LogoPosition[] =>
  LOGO_POSITIONS.filter((p) => !taken.has(p));

/** Where the names go: the one chosen while no logo takes it, else the first free (null when none is). */
export function namesPosition(names: WizardNames, taken: ReadonlySet<LogoPosition>): LogoPosition | null {
  if (names.position && !taken.has(names.position)) return names.position;
  return NAME_POSITIONS.find((p) => !taken.has(p)) ?? null;
}

/** The names as POST /api/cart/sizes takes them (domain/schemas/cart.ts NamesFieldsSchema). */
export interface NamesPayload {
  names: SizedName[];
  namePosition: LogoPosition;
  nameMethod: LogoMethod;
  nameFont: LogoFont;
  namesChecked: boolean;
}

/**
 * The names to send with the add, none when they are off, or the first thing wrong in the buyer's words: a name
 * too long or empty, the counts per size ("You have 12 medium garments and 11 names."), no free position, the
 * spelling tick.
 */
export function checkNames(
  names: WizardNames,
  quantities: readonly { size: string; quantity: number }[],
  pricing: Pick<NamePricing, 'maxLength'>,
  taken: ReadonlySet<LogoPosition>,
): { payload: NamesPayload | null } | { problem: string } {
  if (!names.on) return { payload: null };
  if (names.names.length === 0)
    return { problem: 'Please enter a name for each garment, or turn names off.' };
  const [problem] = namesProblems(names.names, quantities, pricing.maxLength);
  if (problem) return { problem };
  const position = namesPosition(names, taken);
  if (!position) return { problem: 'Every position has a logo: remove one to add names.' };
  if (!names.checked) return { problem: NAMES_MESSAGES.spelling };
  return {
    payload: {
      names: names.names,
      namePosition: position,
      nameMethod: names.method,
      nameFont: names.font,
      namesChecked: true,
    },
  };
}

/** The first name drawn at the names position in its font, as the mock-up draws a text logo. */
export function namesMockup(names: WizardNames, taken: ReadonlySet<LogoPosition>): MockupDecoration | null {
  const first = names.names[0]?.name;
  const position = namesPosition(names, taken);
  if (!names.on || !first || !position) return null;
  return { position, logo: { kind: 'text', text: first, font: names.font } };
}
