import { and, asc, desc, eq, ilike, isNotNull, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import { auditChanges, type AuditChange } from '../../../domain/audit';
import { londonToday } from '../../../domain/earnings';
import { isUuid } from '../../../domain/ids';
import type { ShopInfo } from '../../../domain/shop-info';
import type { StoreInput, StoreShipInput } from '../../../domain/schemas/stores';
import type {
  MemberStoreView,
  StoreBatchView,
  StoreGateView,
  StoreLogoView,
  StoreSummaryView,
  StoreView,
} from '../../../domain/team-store-view';
import { STORE_MESSAGES, storeClosedMessage, storeState, type StoreState } from '../../../domain/team-stores';
import type { Database, Tx } from '../../db/client';
import { logos, teamStoreProducts, teamStores, tradeAccounts } from '../../db/schema';
import { AppError } from '../../errors';
import type { FileStore } from '../../integrations/files/file-store';
import { preparePicture } from '../../integrations/files/seller-picture';
import { recordAudit } from '../audit';
import type { CatalogueService } from '../catalogue';
import { logoPreviewUrl, type LogoService } from '../logos';
import type { createOrderFulfilmentService } from '../orders/order-fulfilment';
import {
  accessOf,
  grantToken,
  sameCode,
  storeBySlug,
  storeNamesOf,
  type StoreRow,
  type StoreViewer,
} from './store-access';
import { createStoreBatch } from './store-batch';
import {
  offerViews,
  storeBannerUrl,
  storeFigures,
  storeLogoView,
  storeView,
  summaryView,
} from './store-views';

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

/** What the stores service says beyond the domain's sentences. */
export const STORE_SERVICE_MESSAGES = {
  slugTaken: 'That address is taken: choose another.',
  reopenPastClosing:
    'The closing date has passed. Change the closing date (or clear it) to reopen the store.',
  logoMissing: "The organisation's logo was not found. Please upload it again.",
  tradeAccountMissing: 'That trade account was not found.',
  tradeAccountNotApproved: 'That trade account is not approved: approve it first, or let the seller invoice.',
} as const;

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);
const notFound = () => new AppError('not_found', STORE_MESSAGES.notFound);

/** A seller's act on a store, as the audit trail names it. */
const STORE_ACTS = {
  close: { action: 'store.close', summary: (name: string) => `Closed the team store ${name}.` },
  reopen: { action: 'store.reopen', summary: (name: string) => `Reopened the team store ${name}.` },
  approveProof: {
    action: 'store.approve_proof',
    summary: (name: string) => `Approved the batch proof of the team store ${name}.`,
  },
  archive: { action: 'store.archive', summary: (name: string) => `Deleted the team store ${name}.` },
} as const;

/** Postgres says a unique index refused the row (the slug), through drizzle's wrapping or not. */
function isUniqueViolation(error: unknown): boolean {
  for (let e = error as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e)
    if (e.code === '23505') return true;
  return false;
}

/**
 * Team stores (issue 32): the seller's stores, what members see after access, the batch and its documents, and
 * shipping the batch. Access rules are in store-access.ts; the cart and checkout read stores through it too.
 */
export function createTeamStoresService(deps: {
  db: Database;
  files: FileStore;
  catalogue: CatalogueService;
  logos: LogoService;
  /** Shipping the batch marks each member order Shipped through it (its mail goes once per order). */
  fulfilment: Pick<ReturnType<typeof createOrderFulfilmentService>, 'updateStatus'>;
  /** The shop's name and e-mail: a closed store's sentence, the batch documents' header. */
  shop: ShopInfo;
  now?: () => Date;
}) {
  const { db, files, catalogue } = deps;
  const now = deps.now ?? (() => new Date());

  async function row(id: string): Promise<StoreRow> {
    if (!isUuid(id)) throw notFound();
    const [found] = await db.select().from(teamStores).where(eq(teamStores.id, id));
    if (!found) throw notFound();
    return found;
  }

  /** Every reference of the input checked before anything is written: products, colours, logo, trade account. */
  async function checkInput(input: StoreInput): Promise<void> {
    for (const offer of input.offers) {
      const product = isUuid(offer.productId) ? await catalogue.getProduct(offer.productId) : null;
      if (!product || !product.available)
        throw new AppError(
          'bad_request',
          `This product is not in the shop (unknown, a draft or deleted): ${offer.productId}`,
        );
      const names = new Set(product.colours.map((c) => c.name));
      const stranger = offer.colours.find((c) => !names.has(c));
      if (stranger !== undefined)
        throw new AppError('bad_request', `${stranger} is not one of the colours of ${product.title}.`);
      if (new Set(offer.colours).size !== offer.colours.length)
        throw new AppError('bad_request', `Each colour of ${product.title} once, please.`);
    }
    if (input.logoId) {
      const [logo] = isUuid(input.logoId)
        ? await db.select({ id: logos.id }).from(logos).where(eq(logos.id, input.logoId))
        : [];
      if (!logo) throw new AppError('bad_request', STORE_SERVICE_MESSAGES.logoMissing);
    }
    if (input.tradeAccountId) {
      const [account] = isUuid(input.tradeAccountId)
        ? await db
            .select({ status: tradeAccounts.status })
            .from(tradeAccounts)
            .where(eq(tradeAccounts.id, input.tradeAccountId))
        : [];
      if (!account) throw new AppError('bad_request', STORE_SERVICE_MESSAGES.tradeAccountMissing);
      if (account.status !== 'approved')
        throw new AppError('bad_request', STORE_SERVICE_MESSAGES.tradeAccountNotApproved);
    }
  }

  const columnsOf = (input: StoreInput) => ({
    slug: input.slug,
    name: input.name,
    welcome: input.welcome,
    logoId: input.logoId,
    access: input.access,
    accessCode: input.accessCode,
    allowedDomains: input.allowedDomains,
    namesEnabled: input.names.enabled,
    namePosition: input.names.position,
    nameMethod: input.names.method,
    nameFont: input.names.font,
    nameMaxLength: input.names.maxLength,
    namePrice: input.names.price,
    opensOn: input.opensOn,
    closesOn: input.closesOn,
    delivery: input.delivery,
    deliveryAddress: input.deliveryAddress,
    payer: input.payer,
    tradeAccountId: input.tradeAccountId,
    contactName: input.contactName,
    contactEmail: input.contactEmail,
  });

  type StoreColumns = ReturnType<typeof columnsOf>;
  /** The store's settings the audit trail compares (the access code only as set or changed: members type it). */
  const AUDITED_STORE_FIELDS = [
    'slug',
    'name',
    'welcome',
    'logoId',
    'access',
    'allowedDomains',
    'namesEnabled',
    'namePosition',
    'nameMethod',
    'nameFont',
    'nameMaxLength',
    'namePrice',
    'opensOn',
    'closesOn',
    'delivery',
    'deliveryAddress',
    'payer',
    'tradeAccountId',
    'contactName',
    'contactEmail',
  ] as const satisfies readonly Exclude<keyof StoreColumns, 'accessCode'>[];

  async function offersOf(tx: Tx, storeId: string) {
    return tx
      .select({
        productId: teamStoreProducts.productId,
        colours: teamStoreProducts.colours,
        price: teamStoreProducts.price,
        decorations: teamStoreProducts.decorations,
      })
      .from(teamStoreProducts)
      .where(eq(teamStoreProducts.storeId, storeId))
      .orderBy(asc(teamStoreProducts.sortOrder));
  }

  /** A store's save in the audit trail: its settings and offers before → after (a new store's before is none). */
  function storeSaveChanges(
    before: { row: StoreRow; offers: Awaited<ReturnType<typeof offersOf>> } | null,
    input: StoreInput,
  ): AuditChange[] {
    const after = columnsOf(input);
    const changes = auditChanges<Record<keyof StoreColumns, unknown>>(
      before?.row ?? {},
      after,
      AUDITED_STORE_FIELDS,
    );
    const code = (v: string | null | undefined) => v ?? null;
    if (code(before?.row.accessCode) !== code(after.accessCode))
      changes.push({
        field: 'accessCode',
        before: before?.row.accessCode ? '(set)' : null,
        after: after.accessCode ? '(changed)' : null,
      });
    const offers = input.offers.map((o) => ({
      productId: o.productId.toLowerCase(),
      colours: o.colours,
      price: o.price,
      decorations: o.decorations,
    }));
    changes.push(...auditChanges({ offers: before?.offers ?? null }, { offers }));
    return changes;
  }

  async function slugTaken(tx: Tx, slug: string, except: string | null): Promise<boolean> {
    const [other] = await tx
      .select({ id: teamStores.id })
      .from(teamStores)
      .where(and(eq(teamStores.slug, slug), except ? sql`${teamStores.id} <> ${except}` : undefined));
    return !!other;
  }

  async function replaceOffers(tx: Tx, storeId: string, input: StoreInput) {
    await tx.delete(teamStoreProducts).where(eq(teamStoreProducts.storeId, storeId));
    await tx.insert(teamStoreProducts).values(
      input.offers.map((o, i) => ({
        storeId,
        productId: o.productId.toLowerCase(),
        sortOrder: i,
        colours: o.colours,
        price: o.price,
        decorations: o.decorations,
      })),
    );
  }

  /** Saves the store and its offers in one transaction; a taken address is a 409. */
  async function save(id: string | null, input: StoreInput): Promise<string> {
    await checkInput(input);
    try {
      return await db.transaction(async (tx) => {
        if (await slugTaken(tx, input.slug, id))
          throw new AppError('conflict', STORE_SERVICE_MESSAGES.slugTaken);
        let storeId = id;
        let before: Parameters<typeof storeSaveChanges>[0] = null;
        if (storeId) {
          const [was] = await tx.select().from(teamStores).where(eq(teamStores.id, storeId)).for('update');
          if (!was) throw notFound();
          before = { row: was, offers: await offersOf(tx, storeId) };
          await tx
            .update(teamStores)
            .set({ ...columnsOf(input), updatedAt: sql`now()` })
            .where(eq(teamStores.id, storeId));
        } else {
          const [inserted] = await tx
            .insert(teamStores)
            .values(columnsOf(input))
            .returning({ id: teamStores.id });
          storeId = inserted!.id;
        }
        await replaceOffers(tx, storeId, input);
        const changes = storeSaveChanges(before, input);
        if (!before || changes.length)
          await recordAudit(tx, {
            area: 'stores',
            action: before ? 'store.update' : 'store.create',
            subjectId: storeId,
            summary: before ? `Changed the team store ${input.name}.` : `Added the team store ${input.name}.`,
            changes,
          });
        return storeId;
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError('conflict', STORE_SERVICE_MESSAGES.slugTaken);
      throw error;
    }
  }

  const view = async (id: string) => storeView(db, catalogue, await row(id), now());

  /** A store by its address that the viewer may see, or null (the API answers 404). */
  async function visibleBySlug(slug: string, viewer: StoreViewer): Promise<StoreRow | null> {
    const found = await storeBySlug(db, slug);
    return found && accessOf(found, viewer).granted ? found : null;
  }

  /** The condition of a store's state today, for the list's filter (as domain storeState reads it). */
  function stateCondition(state: StoreState, at: Date): SQL {
    const today = londonToday(at);
    const closed = or(
      and(isNotNull(teamStores.closedAt), lte(teamStores.closedAt, at)),
      and(isNotNull(teamStores.closesOn), lt(teamStores.closesOn, today)),
    )!;
    const scheduled = and(isNotNull(teamStores.opensOn), sql`${teamStores.opensOn} > ${today}`)!;
    if (state === 'closed') return closed;
    if (state === 'scheduled') return and(sql`not (${closed})`, scheduled)!;
    return and(sql`not (${closed})`, sql`not (${scheduled})`)!;
  }

  const batch = createStoreBatch({ ...deps, now, row });

  return {
    async list(query: StoreListQuery): Promise<StoreList> {
      const at = now();
      const conditions: SQL[] = [isNull(teamStores.archivedAt)];
      if (query.q) {
        const like = `%${escapeLike(query.q.trim())}%`;
        conditions.push(or(ilike(teamStores.name, like), ilike(teamStores.slug, like))!);
      }
      if (query.state) conditions.push(stateCondition(query.state, at));
      const where = and(...conditions);
      const [{ n } = { n: 0 }] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(teamStores)
        .where(where);
      const total = Number(n);
      const pages = Math.max(1, Math.ceil(total / STORE_PAGE_SIZE));
      const page = Math.min(Math.max(1, query.page ?? 1), pages);
      const rows = await db
        .select()
        .from(teamStores)
        .where(where)
        .orderBy(desc(teamStores.createdAt), desc(teamStores.id))
        .limit(STORE_PAGE_SIZE)
        .offset((page - 1) * STORE_PAGE_SIZE);
      const figures = await storeFigures(
        db,
        rows.map((r) => r.id),
      );
      return { stores: rows.map((r) => summaryView(r, figures.get(r.id), at)), page, pages, total };
    },

    get: view,

    /** 409 when the address is taken. */
    async create(input: StoreInput, actor: StoreActor): Promise<StoreView> {
      void actor;
      return view(await save(null, input));
    },

    async update(id: string, input: StoreInput, actor: StoreActor): Promise<StoreView> {
      void actor;
      await row(id);
      return view(await save(id, input));
    },

    async act(
      id: string,
      action: 'close' | 'reopen' | 'approveProof' | 'archive',
      actor: StoreActor,
    ): Promise<StoreView> {
      const store = await row(id);
      const at = now();
      const set: Partial<typeof teamStores.$inferInsert> = {};
      if (action === 'close') {
        if (!store.closedAt || store.closedAt > at) set.closedAt = at;
      } else if (action === 'reopen') {
        if (store.closesOn && store.closesOn < londonToday(at))
          throw new AppError('bad_request', STORE_SERVICE_MESSAGES.reopenPastClosing);
        set.closedAt = null;
      } else if (action === 'approveProof') {
        if (!store.proofApprovedAt) {
          set.proofApprovedAt = at;
          set.proofApprovedBy = actor.label;
        }
      } else if (!store.archivedAt) set.archivedAt = at;
      if (Object.keys(set).length > 0)
        await db.transaction(async (tx) => {
          await tx
            .update(teamStores)
            .set({ ...set, updatedAt: sql`now()` })
            .where(eq(teamStores.id, id));
          await recordAudit(tx, {
            area: 'stores',
            action: STORE_ACTS[action].action,
            subjectId: id,
            summary: STORE_ACTS[action].summary(store.name),
            changes: auditChanges(store, set),
          });
        });
      return view(id);
    },

    /** The organisation's logo, stored as one of the seller's logos (checked like any logo). */
    async uploadLogo(sellerId: string, bytes: Uint8Array, fileName: string): Promise<StoreLogoView> {
      const logo = await deps.logos.upload(sellerId, bytes, fileName);
      return {
        id: logo.id,
        name: logo.originalName,
        previewUrl: logo.previewKey ? logoPreviewUrl(logo.id) : null,
      };
    },

    /** The banner, checked and made WebP as the catalogue's pictures are; the old one is removed. */
    async uploadBanner(id: string, bytes: Uint8Array): Promise<{ bannerUrl: string }> {
      const store = await row(id);
      const picture = await preparePicture(bytes, 'Banner', 1600);
      const key = `private/stores/${store.id}/banner-${crypto.randomUUID().slice(0, 8)}.webp`;
      await files.put(key, picture);
      await db.transaction(async (tx) => {
        await tx
          .update(teamStores)
          .set({ bannerKey: key, updatedAt: sql`now()` })
          .where(eq(teamStores.id, store.id));
        await recordAudit(tx, {
          area: 'stores',
          action: 'store.banner',
          subjectId: store.id,
          summary: `Changed the banner of the team store ${store.name}.`,
          changes: auditChanges(store, { bannerKey: key }),
        });
      });
      if (store.bannerKey) await files.remove(store.bannerKey).catch(() => undefined);
      return { bannerUrl: storeBannerUrl(store.id, key) };
    },

    /**
     * A store picture's file for its public route: the logo's WebP preview, or the banner for a viewer with
     * access (or the seller); null when there is none or the viewer may not see it.
     */
    async picture(
      id: string,
      which: 'logo' | 'banner',
      viewer: StoreViewer,
      seller: boolean,
    ): Promise<string | null> {
      if (!isUuid(id)) return null;
      const [store] = await db.select().from(teamStores).where(eq(teamStores.id, id));
      if (!store) return null;
      if (which === 'banner')
        return seller || (!store.archivedAt && accessOf(store, viewer).granted) ? store.bannerKey : null;
      // the logo is on members' cart lines, orders and mails long after they typed the code: anyone given the
      // store's id (a random one, only shown with access or on an order) may load it
      if (!store.logoId) return null;
      const [logo] = await db
        .select({ previewKey: logos.previewKey })
        .from(logos)
        .where(eq(logos.id, store.logoId));
      return logo?.previewKey ?? null;
    },

    async gate(slug: string, viewer: StoreViewer): Promise<StoreGateView | null> {
      const store = await storeBySlug(db, slug);
      if (!store) return null;
      const access = accessOf(store, viewer);
      return {
        name: store.name,
        slug: store.slug,
        access: store.access,
        allowedDomains: store.access === 'domain' ? store.allowedDomains : [],
        granted: access.granted,
        refusal: access.refusal,
      };
    },

    async forMember(slug: string, viewer: StoreViewer): Promise<MemberStoreView | null> {
      const store = await visibleBySlug(slug, viewer);
      if (!store) return null;
      const at = now();
      return {
        id: store.id,
        name: store.name,
        slug: store.slug,
        welcome: store.welcome,
        bannerUrl: store.bannerKey ? storeBannerUrl(store.id, store.bannerKey) : null,
        logo: await storeLogoView(db, store),
        state: storeState(store, at),
        closedMessage: storeClosedMessage(store, at, deps.shop.email),
        opensOn: store.opensOn,
        closesOn: store.closesOn,
        delivery: store.delivery,
        payer: store.payer,
        names: storeNamesOf(store),
        offers: (await offerViews(db, catalogue, store.id)).filter((o) => !o.unavailable),
      };
    },

    /** The grant token for the access cookie, or 400 STORE_MESSAGES.wrongCode. */
    async grantCode(slug: string, code: string): Promise<string> {
      const store = await storeBySlug(db, slug);
      if (!store) throw notFound();
      if (store.access !== 'code' || !sameCode(code, store.accessCode))
        throw new AppError('bad_request', STORE_MESSAGES.wrongCode);
      return grantToken(store);
    },

    batch: (id: string): Promise<StoreBatchView> => batch.view(id),
    ship: (id: string, input: StoreShipInput, actor: StoreActor): Promise<{ shipped: number }> =>
      batch.ship(id, input, actor),
    /** The combined work order PDF (409 until the store is closed). */
    workOrderPdf: (id: string) => batch.workOrderPdf(id),
    /** The packing list PDF: a bag label per member order (409 until the store is closed). */
    packingListPdf: (id: string) => batch.packingListPdf(id),
    /** Every name of the batch as CSV: Order, Member, Product, Colour, Size, Name. */
    namesCsv: (id: string) => batch.namesCsv(id),
  };
}
