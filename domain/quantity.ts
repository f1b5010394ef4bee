import { MAX_LINE_QUANTITY, MIN_LINE_QUANTITY } from './pricing';

export interface ClampedQuantity {
  /** The quantity to keep: 0 only where `allowNone` (an empty size in the grid). */
  quantity: number;
  /** Why a typed value was changed, in the shopper's words; null when it was kept as typed. */
  message: string | null;
}

const maxText = (n: number) => n.toLocaleString('en-GB');

/**
 * A typed quantity brought into range (MIN_LINE_QUANTITY to MAX_LINE_QUANTITY, and no more than the stock),
 * with a message saying what happened. An empty field is none where `allowNone` (a size grid's untouched
 * size), else the least a line may hold.
 */
export function clampQuantity(
  typed: string | number,
  options: { stock?: number; allowNone?: boolean; size?: string } = {},
): ClampedQuantity {
  const least = options.allowNone ? 0 : MIN_LINE_QUANTITY;
  const text = String(typed).trim();
  if (text === '') return { quantity: least, message: null };
  const value = Number(text);
  if (!Number.isFinite(value)) return { quantity: least, message: 'Please type a whole number.' };
  let quantity = Math.trunc(value);
  let message: string | null = quantity === value ? null : 'Quantities are whole garments.';
  if (quantity < least || (options.allowNone && quantity > 0 && quantity < MIN_LINE_QUANTITY)) {
    return {
      quantity: least,
      message: least === 0 ? null : `The least per line is ${MIN_LINE_QUANTITY}; use Remove to take it out.`,
    };
  }
  if (quantity > MAX_LINE_QUANTITY) {
    quantity = MAX_LINE_QUANTITY;
    message = `The most per size is ${maxText(MAX_LINE_QUANTITY)}.`;
  }
  if (options.stock !== undefined && quantity > options.stock) {
    quantity = Math.max(options.stock, least);
    message =
      options.stock <= 0
        ? `${options.size ? `Size ${options.size}` : 'This size'} is out of stock.`
        : `Only ${maxText(options.stock)} left${options.size ? ` in size ${options.size}` : ''}.`;
  }
  return { quantity, message };
}
