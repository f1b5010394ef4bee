import { LIST_LIMITS } from '../../domain/list-limits';
import { and, desc, eq, sql } from 'drizzle-orm';
import { ShippingAddressSchema, type ShippingAddress } from '../../domain/schemas/checkout';
import type { Database } from '../db/client';
import { addresses } from '../db/schema';
import { AppError } from '../errors';

/** How many addresses one customer may keep. */
export const MAX_ADDRESSES = LIST_LIMITS.addresses;

export interface SavedAddress {
  id: string;
  address: ShippingAddress;
  isDefault: boolean;
  lastUsedAt: Date | null;
}

const notFound = () => new AppError('not_found', 'Address not found');

/** The same address whatever the spacing or case of its words (so a repeat order does not add a copy). */
const sameAddress = (a: ShippingAddress, b: ShippingAddress) =>
  (Object.keys(a) as (keyof ShippingAddress)[]).every(
    (k) => a[k].replace(/\s+/g, ' ').toLowerCase() === (b[k] ?? '').replace(/\s+/g, ' ').toLowerCase(),
  );

/**
 * A customer's address book. Every call takes the owner's id and reads or writes only their rows: another
 * customer's address answers 404, as if it did not exist. Input is checked with the checkout's own schema.
 */
export function createAddressService(db: Database) {
  const toSaved = (row: typeof addresses.$inferSelect): SavedAddress => ({
    id: row.id,
    address: ShippingAddressSchema.parse(row.address),
    isDefault: row.isDefault,
    lastUsedAt: row.lastUsedAt,
  });

  const validate = (input: unknown): ShippingAddress => {
    const parsed = ShippingAddressSchema.safeParse(input);
    if (!parsed.success) throw new AppError('bad_request', parsed.error.issues[0]!.message);
    return parsed.data;
  };

  async function owned(userId: string, id: string) {
    if (!/^[0-9a-f-]{36}$/i.test(id)) throw notFound();
    const [row] = await db
      .select()
      .from(addresses)
      .where(and(eq(addresses.id, id), eq(addresses.userId, userId)));
    if (!row) throw notFound();
    return row;
  }

  async function makeDefault(userId: string, id: string) {
    await db.transaction(async (tx) => {
      await tx
        .update(addresses)
        .set({ isDefault: false })
        .where(and(eq(addresses.userId, userId), eq(addresses.isDefault, true)));
      await tx
        .update(addresses)
        .set({ isDefault: true })
        .where(and(eq(addresses.id, id), eq(addresses.userId, userId)));
    });
  }

  const service = {
    /** The default first, then the most recently used, then the newest. */
    async list(userId: string): Promise<SavedAddress[]> {
      const rows = await db
        .select()
        .from(addresses)
        .where(eq(addresses.userId, userId))
        .orderBy(
          desc(addresses.isDefault),
          sql`${addresses.lastUsedAt} desc nulls last`,
          desc(addresses.createdAt),
          addresses.id,
        );
      return rows.map(toSaved);
    },

    async get(userId: string, id: string): Promise<SavedAddress> {
      return toSaved(await owned(userId, id));
    },

    /** Adds an address; the first one (or one asked for) becomes the default. */
    async create(userId: string, input: unknown, options: { makeDefault?: boolean } = {}) {
      const address = validate(input);
      const [{ count }] = (await db
        .select({ count: sql<number>`count(*)::int` })
        .from(addresses)
        .where(eq(addresses.userId, userId))) as [{ count: number }];
      if (count >= MAX_ADDRESSES)
        throw new AppError(
          'conflict',
          `You can keep up to ${MAX_ADDRESSES} addresses. Please delete one first.`,
        );
      const [row] = await db
        .insert(addresses)
        .values({ userId, address, isDefault: false })
        .returning({ id: addresses.id });
      if (count === 0 || options.makeDefault) await makeDefault(userId, row!.id);
      return service.get(userId, row!.id);
    },

    async update(userId: string, id: string, input: unknown, options: { makeDefault?: boolean } = {}) {
      const address = validate(input);
      await owned(userId, id);
      await db
        .update(addresses)
        .set({ address })
        .where(and(eq(addresses.id, id), eq(addresses.userId, userId)));
      if (options.makeDefault) await makeDefault(userId, id);
      return service.get(userId, id);
    },

    async setDefault(userId: string, id: string) {
      await owned(userId, id);
      await makeDefault(userId, id);
      return service.get(userId, id);
    },

    /** Deletes an address; when it was the default, the most recently used one left takes its place. */
    async remove(userId: string, id: string): Promise<void> {
      const row = await owned(userId, id);
      await db.delete(addresses).where(and(eq(addresses.id, id), eq(addresses.userId, userId)));
      if (row.isDefault) {
        const [next] = await service.list(userId);
        if (next) await makeDefault(userId, next.id);
      }
    },

    /**
     * Remembers the address an order was placed to: the same address (spacing and case aside) is marked used,
     * a new one is added (the oldest unused one makes room when the book is full). Never throws for the order.
     */
    async rememberUsed(userId: string, input: ShippingAddress): Promise<void> {
      const address = validate(input);
      const now = new Date();
      const all = await service.list(userId);
      const same = all.find((a) => sameAddress(a.address, address));
      if (same) {
        await db.update(addresses).set({ lastUsedAt: now }).where(eq(addresses.id, same.id));
        return;
      }
      if (all.length >= MAX_ADDRESSES) {
        const oldest = all.filter((a) => !a.isDefault).at(-1);
        if (oldest) await db.delete(addresses).where(eq(addresses.id, oldest.id));
      }
      const [row] = await db
        .insert(addresses)
        .values({ userId, address, lastUsedAt: now })
        .returning({ id: addresses.id });
      if (all.length === 0) await makeDefault(userId, row!.id);
    },

    /** For checkout: the book and the address to prefill (the last one used, else the default). */
    async forCheckout(userId: string): Promise<{ addresses: SavedAddress[]; preferredId: string | null }> {
      const all = await service.list(userId);
      const lastUsed = all
        .filter((a) => a.lastUsedAt)
        .sort((a, b) => b.lastUsedAt!.getTime() - a.lastUsedAt!.getTime())[0];
      return {
        addresses: all,
        preferredId: (lastUsed ?? all.find((a) => a.isDefault) ?? all[0])?.id ?? null,
      };
    },
  };
  return service;
}

export type AddressService = ReturnType<typeof createAddressService>;
