import type { AppContext } from '../server/context';

declare module 'react-router' {
  interface AppLoadContext {
    app: AppContext;
    cspNonce: string;
  }
}

export {};
