/** The seller's order panels' look, in one place: a card, a label, a field and the two buttons. */
export const sellerCard = 'rounded-lg border border-zinc-200 bg-white p-4';
export const sellerLabel = 'block text-sm font-medium text-zinc-800';
export const sellerField =
  'mt-1 block h-10 w-full rounded-md border border-zinc-300 bg-white px-3 text-sm text-zinc-900 focus-visible:outline-2 focus-visible:outline-brand-600 disabled:opacity-60';
export const sellerTextarea =
  'mt-1 block w-full rounded-md border border-zinc-300 bg-white px-3 py-2 text-sm text-zinc-900 focus-visible:outline-2 focus-visible:outline-brand-600 disabled:opacity-60';
export const sellerPrimaryButton =
  'inline-flex h-10 items-center justify-center gap-2 rounded-md bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:opacity-60';
export const sellerSecondaryButton =
  'inline-flex h-10 items-center justify-center gap-2 rounded-md border border-zinc-300 bg-white px-4 text-sm font-semibold text-zinc-800 hover:bg-zinc-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:opacity-60';
