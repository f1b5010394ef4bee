import type { ShopInfo } from '../../../domain/shop-info';
import { useRootData } from '~/root';

const EMPTY_SHOP: ShopInfo = { name: '', phone: '', email: '', address: '', guideVideoUrl: null, social: [] };

/** The shop's configured name and contact details (from the root loader; never hard-coded). */
export function useShop(): ShopInfo {
  return useRootData()?.shop ?? EMPTY_SHOP;
}
