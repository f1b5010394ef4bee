import type { Database } from '../../db/client';
import type { CatalogueService } from '../catalogue';
import type { LogoService } from '../logos';
import type { PricingService } from '../pricing';
import type { CartRows } from './rows';
import type { StockChecks } from './stock-checks';
import type { CartViews } from './views';

export interface CartDeps {
  db: Database;
  catalogue: CatalogueService;
  logos: LogoService;
  /** The shop's decoration ladders and setup rule. */
  pricing: PricingService;
  /** The shop's e-mail address, named by a closed team store's sentence. */
  shopEmail?: string;
  /** The clock a team store's opening and closing days are read with (tests move it). */
  now?: () => Date;
}

/** What each group of the cart's operations works with: the services, and the rows, stock and views parts. */
export interface CartParts extends CartDeps {
  rows: CartRows;
  stock: StockChecks;
  views: CartViews;
}
