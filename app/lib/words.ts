/** 'a, b and c' (or 'a, b or c') */
export function listText(words: readonly string[], conjunction: 'and' | 'or' = 'and'): string {
  return words.length < 2
    ? words.join('')
    : `${words.slice(0, -1).join(', ')} ${conjunction} ${words[words.length - 1]}`;
}

const WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];

/** 'seven' for 7; numbers above ten stay as digits. */
export function numberWord(n: number): string {
  return WORDS[n] ?? String(n);
}
