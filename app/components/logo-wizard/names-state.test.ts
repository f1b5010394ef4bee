import { describe, expect, it } from 'vitest';
import type { LogoPosition } from '../../../domain/catalogue';
import { NAMES_MESSAGES } from '../../../domain/names';
import { checkNames, initialWizardNames, namesMockup, namesPosition, type WizardNames } from './names-state';

const taken = (...p: LogoPosition[]) => new Set(p);
const quantities = [
  { size: 'M', quantity: 2 },
  { size: 'L', quantity: 1 },
];
const filled: WizardNames = {
  ...initialWizardNames(),
  on: true,
  checked: true,
  font: 'Script',
  names: [
    { size: 'M', name: 'Alice' },
    { size: 'M', name: 'Bob' },
    { size: 'L', name: 'Cy' },
  ],
};

describe('the wizard’s names', () => {
  it('go on the large back unless a logo is there, and never where a logo is', () => {
    expect(namesPosition(filled, taken('Left Breast'))).toBe('Large Back');
    expect(namesPosition(filled, taken('Large Back'))).toBe('Large Front');
    expect(namesPosition({ ...filled, position: 'Right Sleeve' }, taken('Large Back'))).toBe('Right Sleeve');
    expect(namesPosition({ ...filled, position: 'Right Sleeve' }, taken('Right Sleeve'))).toBe('Large Back');
  });

  it('are sent with the add once every size has its names and the spelling is ticked', () => {
    expect(checkNames(filled, quantities, { maxLength: 20 }, taken('Left Breast'))).toEqual({
      payload: {
        names: filled.names,
        namePosition: 'Large Back',
        nameMethod: 'Print',
        nameFont: 'Script',
        namesChecked: true,
      },
    });
    expect(checkNames({ ...filled, on: false }, quantities, { maxLength: 20 }, taken())).toEqual({
      payload: null,
    });
  });

  it.each([
    [{ names: filled.names.slice(0, 2) }, 'You have 1 large garment and 0 names.'],
    [{ checked: false }, NAMES_MESSAGES.spelling],
    [{ names: [] }, 'Please enter a name for each garment, or turn names off.'],
  ] as [Partial<WizardNames>, string][])('refuses %j: %s', (patch, problem) => {
    expect(checkNames({ ...filled, ...patch }, quantities, { maxLength: 20 }, taken())).toEqual({ problem });
  });

  it('refuses a name over the shop’s longest', () => {
    expect(checkNames(filled, quantities, { maxLength: 4 }, taken())).toEqual({
      problem: 'Name 1: "Alice" is longer than 4 characters.',
    });
  });

  it('draw the first name at their position in their font on the mock-up', () => {
    expect(namesMockup(filled, taken())).toEqual({
      position: 'Large Back',
      logo: { kind: 'text', text: 'Alice', font: 'Script' },
    });
    expect(namesMockup({ ...filled, on: false }, taken())).toBeNull();
  });
});
