import { createContext, startTransition, useContext, useEffect, useState, type ReactNode } from 'react';

const Hydrated = createContext(false);

/**
 * Turns `useHydrated()` true once the page has hydrated, as a transition: React renders the menus, pickers and
 * buttons that wait for it in slices between other work, not in one block right after hydration (a store
 * read through useSyncExternalStore did that, a long task Lighthouse counted against every page).
 */
export function HydrationProvider({ children }: { children: ReactNode }) {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => startTransition(() => setHydrated(true)), []);
  return <Hydrated.Provider value={hydrated}>{children}</Hydrated.Provider>;
}

/**
 * False in the server render and during hydration, true afterwards. Menus render plain links until then, so
 * every item is usable before (or without) JavaScript.
 */
export function useHydrated(): boolean {
  return useContext(Hydrated);
}
