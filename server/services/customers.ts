import { randomBytes } from 'node:crypto';
import { hash } from '@node-rs/argon2';
import { and, eq, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { auditChanges } from '../../domain/audit';
import { ANONYMISED_NAME, anonymisedEmail } from '../../domain/customers';
import { isUuid } from '../../domain/ids';
import { storedLogoIds } from '../../domain/line-item';
import type { Database, Tx } from '../db/client';
import { roleGrants } from '../db/role-grants';
import {
  addresses,
  carts,
  knownDevices,
  logos,
  orderEmails,
  orderLines,
  orders,
  otpCodes,
  sessions,
  users,
} from '../db/schema';
import { AppError } from '../errors';
import type { FileStore } from '../integrations/files/file-store';
import { recordAudit } from './audit';
import { recordMarketingConsent } from './marketing-consent';
import { CONSENT_WORDING } from '../../domain/consent';
import { CART_REMINDER_JOB } from './cart-reminders';
import { defineJob, type JobQueue } from './jobs';
import { statusMailJob } from './orders/order-fulfilment';
import { ORDER_LINK_MAIL_JOB } from './order-links';
import { ORDER_EMAIL_JOB } from './order-messages';
import { STATUS_MAIL_KINDS } from './order-status-mails';
import { CUSTOMER_MAIL } from './orders/orders';
import { PROMO_MAIL_JOB } from './promo-mailings';
import { PROOF_MAIL_JOB, PROOF_REMINDER_JOB } from './orders/proofs';
import { SELLER_REORDER_MAIL_JOB } from './orders/seller-reorder';

/** The job that deletes an anonymised customer's logo files (files are not in the transaction). */
export const REMOVE_FILES_JOB = 'customer.remove-files';
/** The stored files' keys: a deleted customer's logos and previews. */
const RemoveFilesPayload = z.object({ keys: z.array(z.string()) });

const customerNotFound = () => new AppError('not_found', 'Customer not found');

/**
 * The jobs that mail a customer, by what their payload names (the order, the order's e-mail, the customer,
 * the cart): the queued ones are dropped when the customer is deleted. The seller's own notices stay.
 */
const CUSTOMER_MAIL_JOBS = [
  CUSTOMER_MAIL,
  ...STATUS_MAIL_KINDS.map(statusMailJob),
  PROOF_MAIL_JOB,
  PROOF_REMINDER_JOB,
  ORDER_LINK_MAIL_JOB,
  ORDER_EMAIL_JOB,
  PROMO_MAIL_JOB,
  SELLER_REORDER_MAIL_JOB,
  CART_REMINDER_JOB,
];
const DROPPED_FOR_DELETED = 'Dropped: the customer was deleted (anonymised) before it was sent';

/**
 * Deleting a customer anonymises them: the person goes, their orders and money stay (earnings, invoices and
 * the order history keep every figure).
 */
export function createCustomersService(deps: { db: Database; jobs: JobQueue; files: FileStore }) {
  const { db, jobs, files } = deps;

  const removeFilesJob = defineJob(REMOVE_FILES_JOB, RemoveFilesPayload, async ({ keys }) => {
    for (const key of keys) await files.remove(key);
  });
  jobs.register(removeFilesJob);

  return {
    /** The customer as the seller's pages name them, anonymised ones included (their orders stay listed). */
    async get(id: string) {
      if (!isUuid(id)) return null;
      const [row] = await db
        .select({
          id: users.id,
          firstName: users.firstName,
          lastName: users.lastName,
          email: users.email,
          anonymisedAt: users.anonymisedAt,
        })
        .from(users)
        .where(and(eq(users.id, id), roleGrants('shop:buy')));
      return row
        ? {
            id: row.id,
            name: `${row.firstName} ${row.lastName}`.trim(),
            email: row.email,
            anonymised: row.anonymisedAt !== null,
          }
        : null;
    },

    /**
     * In one transaction: the name becomes 'Deleted customer', the e-mail a unique address nobody can receive
     * at, the password a hash of a random secret nobody holds; sessions, remembered devices, sign-up codes,
     * saved addresses, the cart and the logo library go. The orders keep their lines and money. A logo that an
     * order was made with stays with that order (the workshop may still need the artwork to make or remake
     * it); the others and their files are removed, the files by a durable job after the commit.
     */
    async anonymise(
      id: string,
      options: {
        /** More of the same deletion in its transaction (a customer's own: its refusals and its record). */
        inTransaction?: (tx: Tx) => Promise<void>;
      } = {},
    ): Promise<void> {
      if (!isUuid(id)) throw customerNotFound();
      // hashed before the transaction: argon2 is slow and needs no lock
      const unusablePassword = await hash(randomBytes(32).toString('base64url'));
      const placeholder = anonymisedEmail(id);
      await db.transaction(async (tx) => {
        const [user] = await tx
          .update(users)
          .set({
            ...ANONYMISED_NAME,
            email: placeholder,
            passwordHash: unusablePassword,
            anonymisedAt: sql`now()`,
          })
          .where(and(eq(users.id, id), roleGrants('shop:buy'), isNull(users.anonymisedAt)))
          .returning({ id: users.id, anonymisedAt: users.anonymisedAt });
        if (!user) throw customerNotFound();
        await options.inTransaction?.(tx);
        // consent withdrawn with the account (issue 34): once, as the row above is anonymised only once
        await recordMarketingConsent(tx, {
          userId: id,
          granted: false,
          source: 'account-deleted',
          wording: CONSENT_WORDING.accountDeleted,
        });

        await tx.delete(sessions).where(eq(sessions.userId, id));
        await tx.delete(knownDevices).where(eq(knownDevices.userId, id));
        await tx.delete(otpCodes).where(eq(otpCodes.userId, id));
        await tx.delete(addresses).where(eq(addresses.userId, id));
        const theirCarts = await tx.delete(carts).where(eq(carts.userId, id)).returning({ id: carts.id });

        const usedOnOrders = storedLogoIds(
          await tx
            .select({ decorations: orderLines.decorations })
            .from(orderLines)
            .innerJoin(orders, eq(orders.id, orderLines.orderId))
            .where(eq(orders.userId, id)),
        );
        const removed = await tx
          .delete(logos)
          .where(
            and(
              eq(logos.userId, id),
              usedOnOrders.length > 0 ? notInArray(logos.id, usedOnOrders) : undefined,
            ),
          )
          .returning({ fileKey: logos.fileKey, previewKey: logos.previewKey });
        const keys = removed.flatMap((l) => (l.previewKey ? [l.fileKey, l.previewKey] : [l.fileKey]));
        if (keys.length > 0) {
          await jobs.enqueue(tx, removeFilesJob, { keys }, { dedupeKey: `${REMOVE_FILES_JOB}:${id}` });
        }

        // The order keeps the delivery name and address: it is the sale's record (invoice, returns, HMRC's
        // six years) and says where the goods went. The ways to reach the person (e-mail, phone) are wiped
        // there too, as they are on the account; the order's money and lines are untouched.
        const theirOrders = await tx
          .update(orders)
          .set({
            email: placeholder,
            shippingAddress: sql`${orders.shippingAddress} || ${JSON.stringify({ email: placeholder, phone: '' })}::jsonb`,
            accessTokenHash: sql`'anonymised:' || ${orders.id}`,
            updatedAt: sql`now()`,
          })
          .where(eq(orders.userId, id))
          .returning({ id: orders.id });
        const theirEmails =
          theirOrders.length === 0
            ? []
            : await tx
                .update(orderEmails)
                .set({ toEmail: placeholder })
                .where(
                  inArray(
                    orderEmails.orderId,
                    theirOrders.map((o) => o.id),
                  ),
                )
                .returning({ id: orderEmails.id });
        // their links and mails end with them: nothing queued goes out to the address just wiped
        await jobs.drop(
          tx,
          CUSTOMER_MAIL_JOBS,
          {
            orderId: theirOrders.map((o) => o.id),
            emailId: theirEmails.map((e) => e.id),
            userId: [id],
            cartId: theirCarts.map((c) => c.id),
          },
          DROPPED_FOR_DELETED,
        );
        // the entry names no one: the person's details are what was just wiped
        await recordAudit(tx, {
          area: 'customers',
          action: 'customer.delete',
          subjectId: id,
          summary: `Deleted a customer: their name, e-mail, phone and password were wiped (${theirOrders.length} ${theirOrders.length === 1 ? 'order keeps' : 'orders keep'} its lines and money).`,
          changes: auditChanges({ anonymisedAt: null }, { anonymisedAt: user.anonymisedAt }),
        });
      });
      jobs.kick();
    },
  };
}

export type CustomersService = ReturnType<typeof createCustomersService>;
