import { expect } from 'vitest';
import type { ShopInfo } from '../../domain/shop-info';

/** The shop as its documents' unit tests print it. */
export const DOCUMENT_SHOP: ShopInfo = {
  name: 'Workwear Wardrobe',
  phone: '01274 123 456',
  email: 'hello@workwearwardrobe.co.uk',
  address: 'Unit 4, Canal Road Works, Bradford BD1 4AB, United Kingdom',
  guideVideoUrl: null,
  social: [],
};

/** The same shop with its bank account set (TRADE_BANK_*), as trade invoices and statements print it. */
export const DOCUMENT_SHOP_WITH_BANK: ShopInfo = {
  ...DOCUMENT_SHOP,
  bank: { accountName: 'Workwear Wardrobe Ltd', sortCode: '12-34-56', accountNumber: '12345678' },
};

/** A document's text says each of `says` (each named when it fails) and none of `never`. */
export function expectText(text: string, says: readonly string[], never: readonly string[] = []) {
  for (const expected of says) expect(text, expected).toContain(expected);
  for (const unsaid of never) expect(text, unsaid).not.toContain(unsaid);
}
