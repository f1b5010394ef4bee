/** The trade tables' column looks (DataTable's Column classes): money right-aligned in figures, days unbroken. */
export const moneyColumn = {
  className: 'text-right',
  cellClassName: 'whitespace-nowrap tabular-nums',
} as const;
export const dayColumn = { cellClassName: 'whitespace-nowrap' } as const;
