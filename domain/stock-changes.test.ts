import { describe, expect, it } from 'vitest';
import { applyStockChanges, planStockChanges, stockConflictMessage } from './stock-changes';

const NAVY = '#1f2a44';
const cells = (colours: string[], sizes: string[]) =>
  colours.flatMap((colour) => sizes.map((size) => ({ colour, size })));

describe('planStockChanges', () => {
  it('leaves a cell the seller did not change as it is now, sold garments included', () => {
    const plan = planStockChanges({
      cells: cells([NAVY], ['S', 'M']),
      loaded: { [NAVY]: { S: 20, M: 10 } },
      current: { [NAVY]: { S: 16, M: 10 } }, // 4 sold after the editor loaded
      entered: { [NAVY]: { S: 20, M: 12 } },
    });
    expect(plan).toEqual({
      changes: [{ colour: NAVY, size: 'M', from: 10, to: 12 }],
      conflicts: [],
    });
  });

  it('refuses a changed cell whose stock moved underneath, naming both figures', () => {
    const plan = planStockChanges({
      cells: cells([NAVY], ['S']),
      loaded: { [NAVY]: { S: 20 } },
      current: { [NAVY]: { S: 16 } },
      entered: { [NAVY]: { S: 30 } },
    });
    expect(plan.conflicts).toEqual([{ colour: NAVY, size: 'S', loaded: 20, current: 16, entered: 30 }]);
    expect(stockConflictMessage(plan.conflicts, () => 'Navy')).toBe(
      'Stock changed while you were editing: Navy, size S is now 16 (it was 20 when you opened the editor). Nothing was saved. Check the new figure and save again.',
    );
  });

  it('keeps every cell when the save carries no figures; a new colour or size starts at 0', () => {
    const plan = planStockChanges({
      cells: cells([NAVY, '#ffffff'], ['S', 'XL']),
      current: { [NAVY]: { S: 16, M: 3 } },
    });
    expect(plan.conflicts).toEqual([]);
    expect(plan.changes).toEqual([
      { colour: NAVY, size: 'XL', from: null, to: 0 },
      { colour: '#ffffff', size: 'S', from: null, to: 0 },
      { colour: '#ffffff', size: 'XL', from: null, to: 0 },
      { colour: NAVY, size: 'M', from: 3, to: null },
    ]);
    expect(applyStockChanges({ [NAVY]: { S: 16, M: 3 } }, plan.changes)).toEqual({
      [NAVY]: { S: 16, XL: 0 },
      '#ffffff': { S: 0, XL: 0 },
    });
  });

  it('sets the figures an API client sends without a loaded grid, and only those', () => {
    const plan = planStockChanges({
      cells: cells([NAVY], ['S', 'M']),
      current: { [NAVY]: { S: 16, M: 10 } },
      entered: { [NAVY]: { S: 40 } },
    });
    expect(plan.changes).toEqual([{ colour: NAVY, size: 'S', from: 16, to: 40 }]);
  });

  it('treats an empty box of a cell new to the editor as 0, and a figure there as a new cell', () => {
    const plan = planStockChanges({
      cells: cells([NAVY], ['S', 'L']),
      loaded: { [NAVY]: { S: 5 } },
      current: { [NAVY]: { S: 5 } },
      entered: { [NAVY]: { S: 5, L: 7 } },
    });
    expect(plan.changes).toEqual([{ colour: NAVY, size: 'L', from: null, to: 7 }]);
  });

  it('writes a change the seller typed back to what it is now as no change', () => {
    const plan = planStockChanges({
      cells: cells([NAVY], ['S']),
      loaded: { [NAVY]: { S: 5 } },
      current: { [NAVY]: { S: 5 } },
      entered: { [NAVY]: { S: 5 } },
    });
    expect(plan.changes).toEqual([]);
  });
});
