import { formatPounds, type Pence } from '../../../domain/money';

/** £100 rather than £100.00 for round amounts in running text; pence otherwise (£4.95). */
export function formatPoundsShort(pence: Pence): string {
  return pence % 100 === 0 ? formatPounds(pence).replace(/\.00$/, '') : formatPounds(pence);
}

/** 'a, b and c' */
export function listText(words: readonly string[]): string {
  return words.length < 2
    ? words.join('')
    : `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;
}
