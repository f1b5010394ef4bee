import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, londonToday } from '../../domain/earnings';
import type { AuditChange } from '../../domain/audit';
import {
  createBrand,
  createCustomer,
  createProduct,
  insertOrderWithLines,
  productEditorFields,
} from '../../tests/factories';
import { callApi, formData, jsonAnswer, logIn, sellerSession } from '../../tests/helpers/api';
import { plainPicture } from '../../tests/helpers/photos';
import { insertOrder } from '../../tests/helpers/seller-api';
import { auditEntriesOf, createStaffMember } from '../../tests/helpers/staff';
import { testDatabases, useTestApp } from '../../tests/helpers/test-app';
import { auditEvents, products, promoCodes, shopSettings, teamStores, tradeLedger } from '../db/schema';
import { tradeApplication } from '../../tests/helpers/trade-application';

/** The change of one field in an entry's changes (undefined: the field did not change). */
const changeOf = (changes: AuditChange[], field: string) => changes.find((c) => c.field === field);

/**
 * The audit trail of the catalogue and selling areas (issue 33): one staff action per area written with who did
 * it and its fields before → after, in the change's transaction; and a refused action per area (bad input found
 * part-way) leaving neither the change nor an entry, and the entries before it as they were.
 */
describe.each(testDatabases())(
  'the audit trail of products, prices, promos, quotes, trade and stores on %s',
  (kind) => {
    const t = useTestApp(kind, {}, { worker: false });
    let owner = '';
    let manager = '';
    let managerName = '';
    let ip = 0;
    const send = (method: string, p: string, body?: unknown, cookie = owner) =>
      callApi(t, method, p, { body, cookie, from: `10.33.${++ip % 250}.5` });
    const db = () => t.ctx.database.db;
    const entryCount = async () =>
      (
        await db()
          .select({ n: sql<number>`count(*)::int` })
          .from(auditEvents)
      )[0]!.n;

    beforeAll(async () => {
      owner = await sellerSession(
        t,
        { email: 'owner@audit-areas.test', password: 'audit-areas-owner-pass' },
        '10.33.0.1',
      );
      const member = await createStaffMember(db(), 'manager', { firstName: 'Mina', lastName: 'Manager' });
      managerName = 'Mina Manager';
      manager = await logIn(t, member, { path: '/auth/admin/login', from: '10.33.0.2' });
      await createBrand(db(), { slug: 'gildan', name: 'Gildan' });
    });

    describe('products and stock', () => {
      let id = '';
      const loaded = { '#000000': { M: 2, L: 5, C44: 1 }, '#ffffff': { M: 0, L: 3, C44: 0 } };

      it('records an added product, a change with its stock, publishing and deleting, each before → after', async () => {
        const added = await send(
          'POST',
          '/products/add',
          formData(productEditorFields({ status: 'draft' })),
          manager,
        );
        id = (await jsonAnswer(added, 201)).product._id;
        const [create] = await auditEntriesOf(db(), 'product.create', id);
        expect(create).toMatchObject({
          area: 'products',
          actorName: managerName,
          summary: 'Added the product Site Polo as a draft.',
        });
        expect(changeOf(create!.changes, 'price')).toEqual({ field: 'price', before: null, after: 1450 });
        expect(changeOf(create!.changes, 'frontImage')).toEqual({
          field: 'frontImage',
          before: null,
          after: '/files/products/front.webp',
        });
        const [initialStock] = await auditEntriesOf(db(), 'stock.change', id);
        expect(changeOf(initialStock!.changes, 'Black L')).toEqual({
          field: 'Black L',
          before: null,
          after: 5,
        });

        const updated = await send(
          'PUT',
          `/products/update/${id}`,
          formData(
            productEditorFields({
              status: 'published',
              price: '15.00',
              frontImageUrl: '/files/products/front-2.webp',
              stockGrid: JSON.stringify({ ...loaded, '#000000': { ...loaded['#000000'], L: 9 } }),
              stockLoaded: JSON.stringify(loaded),
            }),
          ),
          manager,
        );
        expect(updated.status).toBe(200);
        const [publish] = await auditEntriesOf(db(), 'product.publish', id);
        expect(publish).toMatchObject({
          summary: 'Published the product Site Polo.',
          actorName: managerName,
        });
        expect(publish!.changes).toEqual(
          expect.arrayContaining([
            { field: 'price', before: 1450, after: 1500 },
            { field: 'status', before: 'draft', after: 'published' },
            {
              field: 'frontImage',
              before: '/files/products/front.webp',
              after: '/files/products/front-2.webp',
            },
          ]),
        );
        expect(changeOf(publish!.changes, 'title')).toBeUndefined();
        const stock = await auditEntriesOf(db(), 'stock.change', id);
        expect(stock).toHaveLength(2);
        expect(stock[1]).toMatchObject({ area: 'stock', summary: 'Changed the stock of Site Polo.' });
        expect(stock[1]!.changes).toEqual([{ field: 'Black L', before: 5, after: 9 }]);

        expect((await send('DELETE', `/products/delete/${id}`, undefined, manager)).status).toBe(200);
        expect((await auditEntriesOf(db(), 'product.archive', id))[0]!.changes).toEqual([
          { field: 'deleted', before: false, after: true },
        ]);
        expect((await send('POST', `/products/restore/${id}`, undefined, manager)).status).toBe(200);
        expect(await auditEntriesOf(db(), 'product.restore', id)).toHaveLength(1);
      });

      it('leaves no entry when the save is refused part-way (stock moved meanwhile), nor when a write fails after the entry', async () => {
        const before = await entryCount();
        const stale = await send(
          'PUT',
          `/products/update/${id}`,
          formData(
            productEditorFields({
              title: 'Site Polo (stale)',
              stockGrid: JSON.stringify({ ...loaded, '#000000': { ...loaded['#000000'], M: 7 } }),
              // the editor loaded 3 Black M; there are 2
              stockLoaded: JSON.stringify({ ...loaded, '#000000': { ...loaded['#000000'], M: 3 } }),
            }),
          ),
          manager,
        );
        expect(stale.status).toBe(409);
        expect(await entryCount()).toBe(before);

        // the product's entry is written before its stock history: a history that fails takes the entry with it
        await db().execute(sql`
        create or replace function audit_areas_refuse() returns trigger language plpgsql as $$
        begin
          if new.to_quantity = 666 then raise exception 'refused by the test'; end if;
          return new;
        end $$`);
        await db().execute(sql`
        create trigger audit_areas_refuse before insert on product_stock_changes
        for each row execute function audit_areas_refuse()`);
        try {
          const failed = await send(
            'PUT',
            `/products/update/${id}`,
            formData(
              productEditorFields({
                title: 'Site Polo (never saved)',
                stockGrid: JSON.stringify({ ...loaded, '#000000': { ...loaded['#000000'], L: 666 } }),
                stockLoaded: JSON.stringify({ ...loaded, '#000000': { ...loaded['#000000'], L: 9 } }),
              }),
            ),
            manager,
          );
          expect(failed.status).toBe(500);
        } finally {
          await db().execute(sql`drop trigger audit_areas_refuse on product_stock_changes`);
        }
        expect(await entryCount()).toBe(before);
        const [row] = await db().select({ title: products.title }).from(products).where(eq(products.id, id));
        expect(row!.title).toBe('Site Polo');
        // the earlier entries are all still there
        expect(await auditEntriesOf(db(), 'stock.change', id)).toHaveLength(2);
      });
    });

    describe('pricing', () => {
      const prices = (setupFee: number, breaks: { minQuantity: number; price: number }[]) => ({
        setupFee,
        setupFreeFrom: null,
        namePrice: 3.5,
        nameMaxLength: 20,
        decoration: [{ method: 'Print', positionSize: 'small', breaks }],
      });

      it('records the prices before → after in pence', async () => {
        await jsonAnswer(await send('PUT', '/pricing', prices(25, [{ minQuantity: 10, price: 4 }])));
        const [entry] = await auditEntriesOf(db(), 'pricing.update');
        expect(entry).toMatchObject({ area: 'pricing', summary: 'Changed the decoration prices.' });
        expect(changeOf(entry!.changes, 'setupFee')).toEqual({
          field: 'setupFee',
          before: 2000,
          after: 2500,
        });
        expect(changeOf(entry!.changes, 'decoration')).toEqual({
          field: 'decoration',
          before: [],
          after: [{ method: 'Print', positionSize: 'small', breaks: [{ minQuantity: 10, price: 400 }] }],
        });
        expect(changeOf(entry!.changes, 'names')).toBeUndefined();
      });

      it('leaves no entry and the prices as they were when a ladder is refused', async () => {
        const before = await entryCount();
        const [stored] = await db().select().from(shopSettings).where(eq(shopSettings.key, 'pricing'));
        const bad = prices(30, [
          { minQuantity: 10, price: 4 },
          { minQuantity: 20, price: 4.5 },
        ]);
        expect((await send('PUT', '/pricing', bad)).status).toBe(400);
        expect(await entryCount()).toBe(before);
        const [after] = await db().select().from(shopSettings).where(eq(shopSettings.key, 'pricing'));
        expect(after!.value).toEqual(stored!.value);
      });
    });

    describe('promo codes and mail-outs', () => {
      it('records a code added, turned off and deleted, and a mail-out', async () => {
        const created = await jsonAnswer(
          await send('POST', '/promocodes/create', { code: 'audit10', discount: 10 }, manager),
          201,
        );
        const [row] = await db().select().from(promoCodes).where(eq(promoCodes.code, 'AUDIT10'));
        expect(created.promo).toBeTruthy();
        const [create] = await auditEntriesOf(db(), 'promo.create', row!.id);
        expect(create).toMatchObject({ area: 'promos', actorName: managerName });
        expect(create!.changes).toEqual(
          expect.arrayContaining([
            { field: 'code', before: null, after: 'AUDIT10' },
            { field: 'percent', before: null, after: 10 },
          ]),
        );
        expect(
          (await send('PATCH', `/promocodes/toggle/${row!.id}`, { status: 'inactive' }, manager)).status,
        ).toBe(200);
        expect((await auditEntriesOf(db(), 'promo.deactivate', row!.id))[0]!.changes).toEqual([
          { field: 'active', before: true, after: false },
        ]);

        await createCustomer(db());
        const mailing = await send(
          'POST',
          '/promocodes/send-email',
          { emailBody: 'Autumn offers.', promoCodeId: row!.id },
          manager,
        );
        expect(mailing.status).toBeLessThan(300);
        const [mail] = await auditEntriesOf(db(), 'promo.mailing');
        expect(mail).toMatchObject({ area: 'promos', actorName: managerName });
        expect(changeOf(mail!.changes, 'promoCode')).toEqual({
          field: 'promoCode',
          before: null,
          after: 'AUDIT10',
        });

        expect((await send('DELETE', `/promocodes/delete/${row!.id}`, undefined, manager)).status).toBe(200);
        expect((await auditEntriesOf(db(), 'promo.delete', row!.id))[0]!.changes).toEqual([
          { field: 'deleted', before: false, after: true },
        ]);
      });

      it('leaves no entry for a code that exists already, or a mail-out without words', async () => {
        const before = await entryCount();
        expect((await send('POST', '/promocodes/create', { code: 'AUDIT10', discount: 20 })).status).toBe(
          400,
        );
        expect((await send('POST', '/promocodes/send-email', { emailBody: '  ' })).status).toBe(400);
        expect(await entryCount()).toBe(before);
      });
    });

    describe('bundles', () => {
      const post = async (productIds: string[]) => {
        const form = new FormData();
        form.set('title', 'Audit starter');
        form.set('description', 'Two polos');
        form.set('price', '39.99');
        form.set('type', 'solo1');
        form.set('BundleData', JSON.stringify(productIds.map((productId) => ({ productId, colors: [] }))));
        const png = await plainPicture('png', { width: 40, height: 40, background: '#1f3f7a' });
        form.set('thumbnail', new Blob([new Uint8Array(png)], { type: 'image/png' }));
        return send('POST', '/bundle', form, manager);
      };

      it('records a bundle made and deleted', async () => {
        const polo = await createProduct(db(), { title: 'Bundle Polo' });
        const cap = await createProduct(db(), { title: 'Bundle Cap', productTypes: ['headwear'] });
        const made = await jsonAnswer(await post([polo.id, cap.id]), 201);
        const id: string = made.bundle._id;
        const [create] = await auditEntriesOf(db(), 'bundle.create', id);
        expect(create).toMatchObject({ area: 'bundles', summary: 'Added the bundle Audit starter.' });
        expect(create!.changes).toEqual(
          expect.arrayContaining([
            { field: 'price', before: null, after: 3999 },
            { field: 'products', before: null, after: ['Bundle Polo', 'Bundle Cap'] },
          ]),
        );
        expect((await send('DELETE', `/bundle/${id}`, undefined, manager)).status).toBe(200);
        expect(await auditEntriesOf(db(), 'bundle.archive', id)).toHaveLength(1);
      });

      it('leaves no entry when a chosen product is a draft', async () => {
        const before = await entryCount();
        const draft = await createProduct(db(), { status: 'draft' });
        const polo = await createProduct(db());
        expect((await post([polo.id, draft.id])).status).toBe(400);
        expect(await entryCount()).toBe(before);
      });
    });

    describe('quotes', () => {
      let quoteId = '';
      const draft = (unitPrice: number, validUntil = addDays(londonToday(new Date()), 30)) => ({
        lines: [{ kind: 'custom', description: 'Hi-vis vests, printed', quantity: 20, unitPrice }],
        discountPercent: 0,
        shipping: 0,
        validUntil,
        message: 'Here is your quote.',
      });

      beforeAll(async () => {
        const product = await createProduct(db(), { title: 'Quote Polo' });
        const form = new FormData();
        form.set('name', 'Jo Bloggs');
        form.set('email', 'jo@audit-quotes.test');
        form.set(
          'items',
          JSON.stringify([{ productId: product.id, colour: 'Navy', sizes: [{ size: 'M', quantity: 20 }] }]),
        );
        form.set('postcode', 'LS1 4AP');
        const asked = await jsonAnswer(
          await callApi(t, 'POST', '/quotes', { body: form, from: '10.33.9.9' }),
          201,
        );
        quoteId = asked.quote.id;
      });

      it('records the seller saving a draft and sending it, before → after', async () => {
        expect((await send('PUT', `/quotes/${quoteId}`, draft(1500), manager)).status).toBe(200);
        const [saved] = await auditEntriesOf(db(), 'quote.draft', quoteId);
        expect(saved).toMatchObject({ area: 'quotes', actorName: managerName });
        expect(saved!.changes).toEqual(
          expect.arrayContaining([
            { field: 'status', before: 'requested', after: 'draft' },
            { field: 'draftTotal', before: null, after: 30000 },
          ]),
        );
        expect((await send('POST', `/quotes/${quoteId}/send`, undefined, manager)).status).toBe(200);
        const [sent] = await auditEntriesOf(db(), 'quote.send', quoteId);
        expect(sent!.summary).toMatch(/^Sent version 1 of quote Q-\d+ to Jo Bloggs\.$/);
        expect(sent!.changes).toEqual(
          expect.arrayContaining([
            { field: 'status', before: 'draft', after: 'sent' },
            { field: 'version', before: 0, after: 1 },
          ]),
        );
      });

      it('leaves no entry when a move is refused inside its transaction (renewing a quote not expired)', async () => {
        const before = await entryCount();
        const renew = await send(
          'POST',
          `/quotes/${quoteId}/renew`,
          { validUntil: addDays(londonToday(new Date()), 40) },
          manager,
        );
        expect(renew.status).toBe(409);
        expect((await send('PUT', `/quotes/${quoteId}`, draft(1400, '2020-01-01'), manager)).status).toBe(
          400,
        );
        expect(await entryCount()).toBe(before);
      });
    });

    describe('trade accounts', () => {
      let accountId = '';
      let orderId = '';

      beforeAll(async () => {
        const customer = await createCustomer(db());
        const cookie = await logIn(t, customer, { from: '10.33.8.1' });
        const applied = await jsonAnswer(
          await callApi(t, 'POST', '/trade-account', {
            cookie,
            from: '10.33.8.1',
            body: tradeApplication(),
          }),
          201,
        );
        accountId = applied.account.id;
      });

      it('records the decision with the limit and terms, a payment with the balance, and a statement sent', async () => {
        await jsonAnswer(
          await send(
            'PUT',
            `/trade-accounts/${accountId}`,
            { action: 'approve', creditLimit: 50_000, termsDays: 30 },
            manager,
          ),
        );
        const [approve] = await auditEntriesOf(db(), 'trade.approve', accountId);
        expect(approve).toMatchObject({ area: 'trade', actorName: managerName });
        expect(approve!.changes).toEqual(
          expect.arrayContaining([
            { field: 'status', before: 'pending', after: 'approved' },
            { field: 'creditLimit', before: 0, after: 50_000 },
          ]),
        );

        // an invoice on the account, as an on-account checkout writes it
        const order = await insertOrder(db(), null, {
          paymentStatus: 'invoiced',
          total: 12_000,
          tradeAccountId: accountId,
        });
        orderId = order.id;
        const today = londonToday(new Date());
        await db()
          .insert(tradeLedger)
          .values({
            accountId,
            kind: 'invoice',
            amount: 12_000,
            day: today,
            orderId,
            orderNumber: order.number,
            dueDay: addDays(today, 30),
            recordedByLabel: 'Customer',
          });
        await jsonAnswer(
          await send(
            'POST',
            `/trade-accounts/${accountId}/payments`,
            { amount: 5_000, day: today, orderId, reference: 'BACS 1' },
            manager,
          ),
          201,
        );
        const [payment] = await auditEntriesOf(db(), 'trade.payment', accountId);
        expect(payment!.changes).toEqual([
          { field: 'outstanding', before: 12_000, after: 7_000 },
          { field: 'invoiceOutstanding', before: 12_000, after: 7_000 },
        ]);

        expect(
          (await send('POST', `/trade-accounts/${accountId}/statement-mail`, {}, manager)).status,
        ).toBeLessThan(300);
        expect(await auditEntriesOf(db(), 'trade.statement_sent', accountId)).toHaveLength(1);
      });

      it('leaves no entry and no payment when the payment is more than is owed', async () => {
        const before = await entryCount();
        const payments = async () =>
          (await db().select().from(tradeLedger).where(eq(tradeLedger.accountId, accountId))).length;
        const ledger = await payments();
        const res = await send(
          'POST',
          `/trade-accounts/${accountId}/payments`,
          { amount: 8_000, day: londonToday(new Date()), orderId, reference: null },
          manager,
        );
        expect(res.status).toBe(400);
        expect(
          (await send('PUT', `/trade-accounts/${accountId}`, { action: 'reopen' }, manager)).status,
        ).toBe(409);
        expect(await payments()).toBe(ledger);
        expect(await entryCount()).toBe(before);
      });
    });

    describe('team stores', () => {
      let storeId = '';
      let product: Awaited<ReturnType<typeof createProduct>>;
      const input = (overrides: Record<string, unknown> = {}) => ({
        name: 'Hill FC kit',
        slug: `hill-fc-${kind}`,
        welcome: 'Order by Friday.',
        logoId: null,
        access: 'code',
        accessCode: 'Goal24',
        allowedDomains: [],
        names: { enabled: false },
        delivery: 'member',
        payer: 'member',
        contactName: 'Pat Coach',
        contactEmail: 'coach@hill.test',
        offers: [
          {
            productId: product.id,
            colours: ['Navy'],
            price: 1450,
            decorations: [{ position: 'Left Breast', method: 'Embroidery' }],
          },
        ],
        ...overrides,
      });

      beforeAll(async () => {
        product = await createProduct(db(), { title: 'Club Polo' });
      });

      it('records a store added, changed (the access code only as changed) and closed', async () => {
        const made = await jsonAnswer(await send('POST', '/stores', input(), manager), 201);
        storeId = made.store.id;
        const [create] = await auditEntriesOf(db(), 'store.create', storeId);
        expect(create).toMatchObject({ area: 'stores', summary: 'Added the team store Hill FC kit.' });
        expect(changeOf(create!.changes, 'accessCode')).toEqual({
          field: 'accessCode',
          before: null,
          after: '(changed)',
        });

        const changed = input({
          name: 'Hill FC kit 2025',
          accessCode: 'Goal25',
          offers: [
            {
              productId: product.id,
              colours: ['Navy'],
              price: 1550,
              decorations: [{ position: 'Left Breast', method: 'Embroidery' }],
            },
          ],
        });
        await jsonAnswer(await send('PUT', `/stores/${storeId}`, changed, manager));
        const [update] = await auditEntriesOf(db(), 'store.update', storeId);
        expect(update!.changes).toEqual(
          expect.arrayContaining([
            { field: 'name', before: 'Hill FC kit', after: 'Hill FC kit 2025' },
            { field: 'accessCode', before: '(set)', after: '(changed)' },
          ]),
        );
        expect(JSON.stringify(update!.changes)).not.toContain('Goal2');
        const offers = changeOf(update!.changes, 'offers')!;
        expect((offers.before as { price: number }[])[0]!.price).toBe(1450);
        expect((offers.after as { price: number }[])[0]!.price).toBe(1550);

        await jsonAnswer(await send('POST', `/stores/${storeId}/actions`, { action: 'close' }, manager));
        const [close] = await auditEntriesOf(db(), 'store.close', storeId);
        expect(close!.changes).toEqual([{ field: 'closedAt', before: null, after: expect.any(String) }]);
      });

      it('records the batch proof approved and the batch shipped; a shipment missing a tracking number records nothing', async () => {
        const order = await insertOrderWithLines(
          db(),
          null,
          [{ product, colour: 'Navy', size: 'M', quantity: 1, decorations: [] }],
          { storeId, email: `member-${kind}@hill.test` },
        );
        await jsonAnswer(
          await send('POST', `/stores/${storeId}/actions`, { action: 'approveProof' }, manager),
        );
        const [proof] = await auditEntriesOf(db(), 'store.approve_proof', storeId);
        expect(changeOf(proof!.changes, 'proofApprovedBy')).toMatchObject({ before: null });

        const before = await entryCount();
        const missing = await send('POST', `/stores/${storeId}/ship`, { carrier: 'Royal Mail' }, manager);
        expect(missing.status).toBe(400);
        expect(await entryCount()).toBe(before);

        const shipped = await send(
          'POST',
          `/stores/${storeId}/ship`,
          { carrier: 'Royal Mail', perOrder: [{ orderId: order.id, trackingNumber: 'RM123456785GB' }] },
          manager,
        );
        expect((await jsonAnswer(shipped)).shipped).toBe(1);
        const [ship] = await auditEntriesOf(db(), 'store.ship', storeId);
        expect(ship).toMatchObject({
          area: 'stores',
          actorName: managerName,
          summary: 'Shipped the batch of the team store Hill FC kit 2025: 1 order marked Shipped.',
        });
        expect(ship!.changes).toEqual([
          { field: 'shippedAt', before: null, after: expect.any(String) },
          { field: 'ordersShipped', before: null, after: [`#${order.number}`] },
        ]);
      });

      it('leaves no entry and the store as it was when its new address is taken', async () => {
        const other = await jsonAnswer(
          await send('POST', '/stores', input({ slug: `hill-netball-${kind}`, name: 'Netball' }), manager),
          201,
        );
        const before = await entryCount();
        const res = await send(
          'PUT',
          `/stores/${other.store.id}`,
          input({ name: 'Renamed', slug: `hill-fc-${kind}` }),
          manager,
        );
        expect(res.status).toBe(409);
        expect(await entryCount()).toBe(before);
        const [row] = await db()
          .select({ name: teamStores.name })
          .from(teamStores)
          .where(eq(teamStores.id, other.store.id));
        expect(row!.name).toBe('Netball');
      });
    });
  },
);
