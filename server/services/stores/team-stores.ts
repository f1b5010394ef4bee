import type { StoreInput, StoreShipInput } from '../../../domain/schemas/stores';
import type {
  MemberStoreView,
  StoreBatchView,
  StoreGateView,
  StoreLogoView,
  StoreSummaryView,
  StoreView,
} from '../../../domain/team-store-view';
import type { StoreState } from '../../../domain/team-stores';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import type { FileStore } from '../../integrations/files/file-store';
import type { CatalogueService } from '../catalogue';
import type { LogoService } from '../logos';
import type { StoreViewer } from './store-access';

/** Who acts on a store: the seller (their id and how the timeline names them). */
export interface StoreActor {
  userId: string | null;
  label: string;
}

/** The seller's list of stores: one page, newest first. */
export interface StoreListQuery {
  q?: string;
  state?: StoreState;
  page?: number;
}
export interface StoreList {
  stores: StoreSummaryView[];
  page: number;
  pages: number;
  total: number;
}

export const STORE_PAGE_SIZE = 20;

export type TeamStoresService = ReturnType<typeof createTeamStoresService>;

const notYet = (): never => {
  throw new AppError('not_found', 'Store not found');
};

/**
 * Team stores (issue 32): the seller's stores, what members see after access, the batch and its documents, and
 * shipping the batch. Access rules are in store-access.ts; the cart and checkout read stores through it too.
 */
export function createTeamStoresService(deps: {
  db: Database;
  files: FileStore;
  catalogue: CatalogueService;
  logos: LogoService;
  now?: () => Date;
}) {
  void deps;
  return {
    list: async (query: StoreListQuery): Promise<StoreList> => (void query, notYet()),
    get: async (id: string): Promise<StoreView> => (void id, notYet()),
    /** 409 when the address is taken. */
    create: async (input: StoreInput, actor: StoreActor): Promise<StoreView> => (
      void [input, actor],
      notYet()
    ),
    update: async (id: string, input: StoreInput, actor: StoreActor): Promise<StoreView> => (
      void [id, input, actor],
      notYet()
    ),
    act: async (
      id: string,
      action: 'close' | 'reopen' | 'approveProof' | 'archive',
      actor: StoreActor,
    ): Promise<StoreView> => (void [id, action, actor], notYet()),
    /** The organisation's logo, stored as one of the seller's logos (checked like any logo). */
    uploadLogo: async (sellerId: string, bytes: Uint8Array, fileName: string): Promise<StoreLogoView> => (
      void [sellerId, bytes, fileName],
      notYet()
    ),
    uploadBanner: async (id: string, bytes: Uint8Array): Promise<{ bannerUrl: string }> => (
      void [id, bytes],
      notYet()
    ),
    gate: async (slug: string, viewer: StoreViewer): Promise<StoreGateView | null> => (
      void [slug, viewer],
      notYet()
    ),
    forMember: async (slug: string, viewer: StoreViewer): Promise<MemberStoreView | null> => (
      void [slug, viewer],
      notYet()
    ),
    /** The grant token for the access cookie, or 400 STORE_MESSAGES.wrongCode. */
    grantCode: async (slug: string, code: string): Promise<string> => (void [slug, code], notYet()),
    batch: async (id: string): Promise<StoreBatchView> => (void id, notYet()),
    ship: async (id: string, input: StoreShipInput, actor: StoreActor): Promise<{ shipped: number }> => (
      void [id, input, actor],
      notYet()
    ),
  };
}
