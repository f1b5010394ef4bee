import { createContext, useContext } from 'react';

/** The per-request CSP nonce, so <Scripts> and inline scripts are allowed to run. */
export const NonceContext = createContext<string | undefined>(undefined);
export const useNonce = () => useContext(NonceContext);
