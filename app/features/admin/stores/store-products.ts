/** A product the seller may offer in a store: its name, picture and colours (with their swatches). */
export interface StoreProduct {
  id: string;
  title: string;
  brand: string | null;
  image: string;
  colours: { name: string; hex: string }[];
  /** The store offers it but the shop no longer sells it. */
  unavailable?: boolean;
}

/** An approved trade account an organisation may pay on. */
export interface StoreTradeAccount {
  id: string;
  businessName: string;
}
