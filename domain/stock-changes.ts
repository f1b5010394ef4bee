/**
 * How a product save changes its stock, decided without I/O. The seller's figures are edits against the stock the
 * editor loaded: a cell the seller left as it was is never written (garments sold meanwhile stay sold), a cell
 * they changed is written only while the stock is still what they saw, and a cell the save does not name keeps
 * its stock. Every write is a change (from → to) the product's history records.
 */
import type { StockGrid } from './product';

export interface StockCell {
  colour: string;
  size: string;
}

/** One cell's stock before and after; null `from` is a new cell, null `to` a cell removed with its colour or size. */
export interface StockChange extends StockCell {
  from: number | null;
  to: number | null;
}

/** A cell the seller changed whose stock moved (a sale, another seller) after their editor loaded it. */
export interface StockConflict extends StockCell {
  /** What the editor showed when it loaded (null: the cell was new to it). */
  loaded: number | null;
  /** The stock now. */
  current: number | null;
  /** What the seller typed. */
  entered: number;
}

export interface StockPlanInput {
  /** The cells the product has after the save (its colours × its sizes). */
  cells: readonly StockCell[];
  /** The stock now, read under lock in the saving transaction. */
  current: StockGrid;
  /** The figures the save carries; a cell it leaves out keeps its stock (a new cell starts at 0). */
  entered?: StockGrid;
  /**
   * The stock the editor loaded: with it, `entered` is the seller's edits (an unchanged figure is no change);
   * without it (an API client's own grid), `entered` is the stock to set.
   */
  loaded?: StockGrid;
}

const cellOf = (grid: StockGrid | undefined, { colour, size }: StockCell): number | null =>
  grid?.[colour]?.[size] ?? null;

/** The changes to make, or the conflicts that refuse the save (then nothing is written). */
export function planStockChanges(input: StockPlanInput): {
  changes: StockChange[];
  conflicts: StockConflict[];
} {
  const changes: StockChange[] = [];
  const conflicts: StockConflict[] = [];
  const kept = new Set<string>();
  for (const cell of input.cells) {
    kept.add(`${cell.colour}\u0000${cell.size}`);
    const current = cellOf(input.current, cell);
    const entered = cellOf(input.entered, cell);
    const keep = () => {
      if (current === null) changes.push({ ...cell, from: null, to: 0 });
    };
    if (entered === null) {
      keep();
      continue;
    }
    if (input.loaded === undefined) {
      if (current !== entered) changes.push({ ...cell, from: current, to: entered });
      continue;
    }
    const loaded = cellOf(input.loaded, cell);
    // an empty box for a cell the editor never had is 0, as the editor shows it
    if (entered === (loaded ?? 0)) {
      keep();
      continue;
    }
    if (current !== loaded) {
      conflicts.push({ ...cell, loaded, current, entered });
      continue;
    }
    if (current !== entered) changes.push({ ...cell, from: current, to: entered });
  }
  for (const [colour, sizes] of Object.entries(input.current))
    for (const [size, quantity] of Object.entries(sizes))
      if (!kept.has(`${colour}\u0000${size}`)) changes.push({ colour, size, from: quantity, to: null });
  return { changes, conflicts };
}

/** The grid after the changes. */
export function applyStockChanges(current: StockGrid, changes: readonly StockChange[]): StockGrid {
  const grid: StockGrid = Object.fromEntries(Object.entries(current).map(([c, cells]) => [c, { ...cells }]));
  for (const change of changes) {
    if (change.to === null) {
      delete grid[change.colour]?.[change.size];
      if (grid[change.colour] && Object.keys(grid[change.colour]!).length === 0) delete grid[change.colour];
    } else (grid[change.colour] ??= {})[change.size] = change.to;
  }
  return grid;
}

/**
 * The refusal a seller reads: "Stock changed while you were editing: Navy, size S is now 16 (it was 20 when you
 * opened the editor). …". `colourName` names a colour key (hex) for people.
 */
export function stockConflictMessage(
  conflicts: readonly StockConflict[],
  colourName: (colour: string) => string,
): string {
  const cells = conflicts.map((c) => {
    const name = colourName(c.colour);
    const where = name ? `${name}, size ${c.size}` : `size ${c.size}`;
    return `${where} is now ${c.current ?? 0} (it was ${c.loaded ?? 0} when you opened the editor)`;
  });
  return `Stock changed while you were editing: ${cells.join('; ')}. Nothing was saved. Check the new figure${
    conflicts.length === 1 ? '' : 's'
  } and save again.`;
}

/** A recorded change as the history lists it: when, by whom. */
export interface RecordedStockChange extends StockChange {
  at: string;
  by: string | null;
}

/** One save's changes (same moment, same seller), newest first as recorded. */
export interface StockChangeSave {
  at: string;
  by: string | null;
  changes: StockChange[];
}

/** The history's rows grouped into saves, keeping their order. */
export function groupStockChanges(rows: readonly RecordedStockChange[]): StockChangeSave[] {
  const saves: StockChangeSave[] = [];
  for (const { at, by, ...change } of rows) {
    const last = saves.at(-1);
    if (last && last.at === at && last.by === by) last.changes.push(change);
    else saves.push({ at, by, changes: [change] });
  }
  return saves;
}

/** "Navy, S: 20 → 16"; a new cell "Navy, XL: new, 5"; a removed one "Navy, 3XL: 4, removed". */
export function describeStockChange(change: StockChange, colourName: string): string {
  const where = colourName ? `${colourName}, ${change.size}` : change.size;
  if (change.from === null) return `${where}: new, ${change.to ?? 0}`;
  if (change.to === null) return `${where}: ${change.from}, removed`;
  return `${where}: ${change.from} → ${change.to}`;
}
