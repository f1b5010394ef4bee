import { useRouteLoaderData } from 'react-router';
import type { clientLoader } from '~/root';
import type { ShopInfo } from '../../domain/shop-info';

/**
 * What the root route loads for every page (the shop's details, the brands for the menus, the visitor), typed
 * from root.tsx's clientLoader: the server's data, with the visitor filled in on a page from the shared shell.
 */
export type RootData = Awaited<ReturnType<typeof clientLoader>>;

/** The root route's data; undefined only where the root has none (an error boundary above it). */
export function useRootData(): RootData | undefined {
  return useRouteLoaderData<typeof clientLoader>('root');
}

/** The logged-in person as the page knows it, or null (see `useVisitor` for "not known yet"). */
export function useUser(): RootData['user'] {
  return useRootData()?.user ?? null;
}

const EMPTY_SHOP: ShopInfo = { name: '', phone: '', email: '', address: '', guideVideoUrl: null, social: [] };

/** The shop's configured name and contact details (never hard-coded). */
export function useShop(): ShopInfo {
  return useRootData()?.shop ?? EMPTY_SHOP;
}
