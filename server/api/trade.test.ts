import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addDays, londonToday } from '../../domain/earnings';
import { dueDay, formatTradeDay, TRADE_MESSAGES } from '../../domain/trade';
import { createCustomer, createProduct, stockOf } from '../../tests/factories';
import {
  callApi,
  jsonAnswer,
  logIn,
  pdfAnswerText,
  sellerSession,
  UK_ADDRESS,
} from '../../tests/helpers/api';
import { mailSubject } from '../../tests/helpers/smtp';
import { testDatabases, useSmtpServer, useTestApp } from '../../tests/helpers/test-app';
import { orders, tradeLedger } from '../db/schema';
import { tradeApplication } from '../../tests/helpers/trade-application';

const PUBLIC_URL = 'http://shop.test';
const DAY = 24 * 60 * 60 * 1000;

/**
 * Trade accounts end to end (issue 31): apply, approve, an on-account order with a PO number (mails over SMTP),
 * a second order refused past the limit, two checkouts at once on one account, part payments, a cancellation's
 * credit note, reminders as the clock moves, and bad input.
 */
describe.each(testDatabases())('trade accounts on %s', (kind) => {
  const smtp = useSmtpServer();
  let now = new Date();
  const t = useTestApp(
    kind,
    () => ({
      SMTP_URL: smtp.url,
      SHOP_EMAIL: 'trade@shop.test',
      PUBLIC_URL,
      TRADE_BANK_ACCOUNT_NAME: 'Workwear Wardrobe Ltd',
      TRADE_BANK_SORT_CODE: '12-34-56',
      TRADE_BANK_ACCOUNT_NUMBER: '12345678',
    }),
    { clock: () => now },
  );
  let seller = '';
  let ip = 0;
  beforeEach(() => {
    ip++;
    now = new Date();
  });
  const from = () => `10.31.${ip}.1`;
  const send = (method: string, p: string, body?: unknown, cookie?: string) =>
    callApi(t, method, p, { body, cookie, from: from() });
  beforeAll(async () => {
    seller = await sellerSession(
      t,
      { email: 'seller@trade.test', password: 'trade-seller-pass' },
      '10.31.0.1',
    );
  });

  const application = tradeApplication;

  /** A customer, logged in, who has applied: their cookie and account id. */
  async function applicant(overrides: Record<string, unknown> = {}) {
    const customer = await createCustomer(t.ctx.database.db);
    const cookie = await logIn(t, customer, { from: from() });
    const body = await jsonAnswer(await send('POST', '/trade-account', application(overrides), cookie), 201);
    return { customer, cookie, accountId: body.account.id as string, account: body.account };
  }

  /** Applied and approved at `limit` pence and 30 days. */
  async function approvedAccount(limit = 50_000, overrides: Record<string, unknown> = {}) {
    const a = await applicant(overrides);
    await jsonAnswer(
      await send(
        'PUT',
        `/trade-accounts/${a.accountId}`,
        { action: 'approve', creditLimit: limit, termsDays: 30 },
        seller,
      ),
    );
    return a;
  }

  /** 30 polos (10 each of S, M, L, Navy) embroidered with text on the left breast. */
  async function fillCart(cookie: string, productId: string, sizes = ['S', 'M', 'L']) {
    for (const size of sizes) {
      const res = await send(
        'POST',
        '/cart',
        {
          productId,
          size,
          color: 'Navy',
          finalQuantity: 10,
          method: 'Embroidery',
          position: 'Left Breast',
          textLine: 'HILL PRIMARY',
          font: 'Serif',
        },
        cookie,
      );
      expect(res.status).toBe(200);
    }
  }
  const checkout = (cookie: string, extra: Record<string, unknown>) =>
    send(
      'POST',
      '/payments/create-checkout-session',
      { shippingAddress: UK_ADDRESS, shippingType: 'standard', ...extra },
      cookie,
    );
  const polo = async () => (await createProduct(t.ctx.database.db, { title: 'Trade Polo', price: 600 }))!;

  const mailsTo = async (to: string, subject: string) => {
    await t.ctx.jobs.drain();
    return smtp.messages.filter((m) => m.to.includes(to) && mailSubject(m.raw).includes(subject));
  };

  it('applies, is approved at £500 and 30 days, orders 30 polos on account with a PO, and is refused past the limit', async () => {
    const { customer, cookie, accountId, account } = await applicant();
    expect(account.status).toBe('pending');
    expect(
      (await mailsTo('trade@shop.test', 'Trade account application from Hill Primary School')).length,
    ).toBe(1);
    // pending: not yet offered at checkout
    expect((await jsonAnswer(await send('GET', '/trade-account', undefined, cookie))).account.status).toBe(
      'pending',
    );

    const approved = await jsonAnswer(
      await send(
        'PUT',
        `/trade-accounts/${accountId}`,
        { action: 'approve', creditLimit: 50_000, termsDays: 30 },
        seller,
      ),
    );
    expect(approved.account).toMatchObject({ status: 'approved', creditLimit: 50_000, termsDays: 30 });
    expect(approved.account.events[0]).toMatchObject({
      kind: 'approved',
      actor: 'Seller (seller@trade.test)',
    });
    expect(approved.account.events[0].summary).toBe('Approved with a £500 limit at 30 days');
    expect((await mailsTo('accounts@hill.test', 'is approved')).length).toBe(1);

    const product = await polo();
    await fillCart(cookie, product.id);
    const placed = await jsonAnswer(
      await checkout(cookie, { paymentMethod: 'account', poNumber: 'PO-7731' }),
    );
    expect(placed.sessionId).toBeNull();
    expect(placed.url).toBe(`/orders/${placed.orderId}?placed=account`);

    const [order] = await t.ctx.database.db.select().from(orders).where(eq(orders.id, placed.orderId));
    const due = dueDay(londonToday(now), 30);
    expect(order).toMatchObject({
      paymentStatus: 'invoiced',
      poNumber: 'PO-7731',
      tradeAccountId: accountId,
      invoiceDueDay: due,
      paymentTermsDays: 30,
      productionStatus: 'Awaiting proof',
      userId: customer.id,
    });
    expect(order!.total).toBeLessThanOrEqual(50_000);
    expect(order!.total * 2).toBeGreaterThan(50_000);
    // placed at once: the garments left the stock, the cart is empty
    expect(await stockOf(t.ctx.database.db, product.id, '#1f3f7a', 'M')).toBe(90);
    expect((await jsonAnswer(await send('GET', '/cart', undefined, cookie))).cart).toEqual([]);
    const ledger = await t.ctx.database.db
      .select()
      .from(tradeLedger)
      .where(eq(tradeLedger.accountId, accountId));
    expect(ledger).toMatchObject([
      { kind: 'invoice', amount: order!.total, dueDay: due, orderId: order!.id },
    ]);

    // the order reads as invoiced, with its PO number, to the customer
    const { order: json } = await jsonAnswer(
      await send('GET', `/orders/orders/${order!.id}`, undefined, cookie),
    );
    expect(json).toMatchObject({
      paymentStatus: 'invoiced',
      paymentMode: 'account',
      poNumber: 'PO-7731',
      invoiceDueDay: due,
    });

    // the confirmation (to the order's address) and the shop's new-order notice went
    expect((await mailsTo(UK_ADDRESS.email, '')).length).toBeGreaterThanOrEqual(1);
    expect((await mailsTo('trade@shop.test', `#${order!.number}`)).length).toBe(1);

    // the invoice PDF, as the customer downloads it: due date, terms, PO number and how to pay
    const invoiceText = await pdfAnswerText(
      await send('GET', `/trade-account/invoices/${order!.id}`, undefined, cookie),
    );
    for (const words of [
      `INV-${order!.number}`,
      formatTradeDay(due),
      '30 days',
      'PO-7731',
      '12-34-56',
      '12345678',
      'Workwear Wardrobe Ltd',
    ])
      expect(invoiceText).toContain(words);
    // and the statement of today, with the invoice on it
    const statementText = await pdfAnswerText(
      await send('GET', '/trade-account/statement', undefined, cookie),
    );
    expect(statementText).toContain(`INV-${order!.number}`);
    expect(statementText).toContain('Hill Primary School');
    // another customer's invoice is nothing to them
    const stranger = await logIn(t, await createCustomer(t.ctx.database.db), { from: from() });
    expect((await send('GET', `/trade-account/invoices/${order!.id}`, undefined, stranger)).status).toBe(404);

    const mine = (await jsonAnswer(await send('GET', '/trade-account', undefined, cookie))).account;
    expect(mine.figures).toMatchObject({
      outstanding: order!.total,
      available: 50_000 - order!.total,
      overdue: 0,
    });
    expect(mine.invoices[0]).toMatchObject({
      invoiceNumber: `INV-${order!.number}`,
      poNumber: 'PO-7731',
      state: 'unpaid',
    });
    expect(mine.events).toEqual([]);

    // the same again would pass the limit: refused, nothing written
    await fillCart(cookie, product.id);
    const refused = await checkout(cookie, { paymentMethod: 'account', poNumber: 'PO-7732' });
    expect(refused.status).toBe(409);
    expect((await refused.json()).message).toBe(TRADE_MESSAGES.overLimit(50_000, order!.total));
    expect(
      await t.ctx.database.db.select().from(orders).where(eq(orders.tradeAccountId, accountId)),
    ).toHaveLength(1);
    expect(await stockOf(t.ctx.database.db, product.id, '#1f3f7a', 'M')).toBe(90);
  });

  it('holds the limit when two checkouts on one account run at once', async () => {
    const product = await polo();
    // room for one cart's order, not two
    const probe = await approvedAccount(1_000_000);
    await fillCart(probe.cookie, product.id);
    const one = await jsonAnswer(await checkout(probe.cookie, { paymentMethod: 'account', poNumber: 'P1' }));
    const [first] = await t.ctx.database.db.select().from(orders).where(eq(orders.id, one.orderId));
    const total = first!.total;

    const { cookie, accountId } = await approvedAccount(total + Math.floor(total / 2));
    await fillCart(cookie, product.id);
    const answers = await Promise.all(
      ['RACE-1', 'RACE-2', 'RACE-3'].map((po) =>
        checkout(cookie, { paymentMethod: 'account', poNumber: po }),
      ),
    );
    // one goes through; each other is refused: over the limit, or, when it read the cart after the winner had
    // emptied it, an empty cart (which of the two depends on timing; neither writes anything)
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    for (const refusal of answers.filter((a) => a.status !== 200)) {
      const { message } = await refusal.json();
      if (refusal.status === 400) expect(message).toBe('Your cart is empty');
      else
        expect([refusal.status, message]).toEqual([
          409,
          TRADE_MESSAGES.overLimit(total + Math.floor(total / 2), total),
        ]);
    }
    const invoices = await t.ctx.database.db
      .select()
      .from(tradeLedger)
      .where(eq(tradeLedger.accountId, accountId));
    expect(invoices).toHaveLength(1);
    expect(invoices[0]!.amount).toBe(total);
  });

  it('takes a part payment and then the rest: the invoice and the order read Paid, the account clear', async () => {
    const { cookie, accountId } = await approvedAccount();
    const product = await polo();
    await fillCart(cookie, product.id, ['M']);
    const { orderId } = await jsonAnswer(await checkout(cookie, { paymentMethod: 'account' }));
    const [order] = await t.ctx.database.db.select().from(orders).where(eq(orders.id, orderId));
    const total = order!.total;
    const today = londonToday(now);

    const pay = (body: Record<string, unknown>) =>
      send('POST', `/trade-accounts/${accountId}/payments`, body, seller);
    const tooMuch = await pay({ amount: total + 1, day: today, reference: 'BACS 1' });
    expect(tooMuch.status).toBe(400);
    expect((await tooMuch.json()).message).toBe(TRADE_MESSAGES.paymentTooLarge(total));
    const future = await pay({ amount: 100, day: addDays(today, 1) });
    expect(future.status).toBe(400);
    expect((await future.json()).message).toBe(TRADE_MESSAGES.paymentInFuture);
    expect((await pay({ amount: -5, day: today })).status).toBe(400);
    expect((await pay({ amount: 10.5, day: today })).status).toBe(400);

    const part = (
      await jsonAnswer(await pay({ amount: 1000, day: today, reference: 'BACS 7731', orderId }), 201)
    ).account;
    expect(part.figures.outstanding).toBe(total - 1000);
    expect(part.invoices[0]).toMatchObject({ state: 'part-paid', paid: 1000, outstanding: total - 1000 });
    expect(part.payments[0]).toMatchObject({
      amount: 1000,
      reference: 'BACS 7731',
      recordedBy: 'Seller (seller@trade.test)',
    });
    const [stillInvoiced] = await t.ctx.database.db.select().from(orders).where(eq(orders.id, orderId));
    expect(stillInvoiced!.paymentStatus).toBe('invoiced');

    const rest = (
      await jsonAnswer(await pay({ amount: total - 1000, day: today, reference: 'BACS 7790' }), 201)
    ).account;
    expect(rest.figures).toMatchObject({ balance: 0, outstanding: 0, available: 50_000 });
    expect(rest.invoices[0]).toMatchObject({ state: 'paid', outstanding: 0 });
    const [paid] = await t.ctx.database.db.select().from(orders).where(eq(orders.id, orderId));
    expect(paid!.paymentStatus).toBe('paid');
    expect(paid!.paidAt).not.toBeNull();
    // nothing more is owed
    const nothing = await pay({ amount: 1, day: today });
    expect(nothing.status).toBe(400);
    expect((await nothing.json()).message).toBe(TRADE_MESSAGES.nothingOwed);
  });

  it('credits a cancelled on-account order to the account (a credit note, no card refund)', async () => {
    const { cookie, accountId } = await approvedAccount();
    const product = await polo();
    await fillCart(cookie, product.id, ['L']);
    const { orderId } = await jsonAnswer(
      await checkout(cookie, { paymentMethod: 'account', poNumber: 'PO-1' }),
    );
    await jsonAnswer(await send('PUT', `/orders/update/${orderId}`, { status: 'Cancelled' }, seller));
    const [order] = await t.ctx.database.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order).toMatchObject({ paymentStatus: 'refunded', refundedAmount: order!.total });
    const account = (await jsonAnswer(await send('GET', `/trade-accounts/${accountId}`, undefined, seller)))
      .account;
    expect(account.figures.balance).toBe(0);
    expect(account.creditNotes[0]).toMatchObject({
      creditNoteNumber: `CN-${order!.number}`,
      amount: order!.total,
    });
    expect(account.invoices[0].state).toBe('credited');
    // a refund after it finds it credited already
    expect((await send('POST', `/orders/${orderId}/refund`, undefined, seller)).status).toBe(409);
    // the customer downloads their credit note; another customer cannot
    const note = await send('GET', `/trade-account/credit-notes/${orderId}`, undefined, cookie);
    expect(note.status).toBe(200);
    expect(note.headers.get('content-type')).toBe('application/pdf');
    const other = await applicant();
    expect(
      (await send('GET', `/trade-account/credit-notes/${orderId}`, undefined, other.cookie)).status,
    ).toBe(404);
  });

  it('sends each reminder once, never for a paid invoice, as the clock moves past the due date', async () => {
    const { cookie, accountId } = await approvedAccount();
    const product = await polo();
    await fillCart(cookie, product.id, ['S']);
    const { orderId } = await jsonAnswer(await checkout(cookie, { paymentMethod: 'account' }));
    const [order] = await t.ctx.database.db.select().from(orders).where(eq(orders.id, orderId));
    const start = now.getTime();
    const reminders = async () => {
      await t.ctx.services.trade.sendDueReminders();
      await t.ctx.jobs.drain();
      return smtp.messages
        .filter(
          (m) => m.to.includes('accounts@hill.test') && mailSubject(m.raw).includes(`INV-${order!.number}`),
        )
        .map((m) => mailSubject(m.raw));
    };
    expect(await reminders()).toEqual([]);
    now = new Date(start + 27 * DAY);
    expect(await reminders()).toEqual([expect.stringContaining('is due on')]);
    // again the same day: nothing more
    expect(await reminders()).toHaveLength(1);
    now = new Date(start + 31 * DAY);
    expect(await reminders()).toEqual([
      expect.stringContaining('is due on'),
      expect.stringContaining('is overdue'),
    ]);
    // paid now: the final reminder never goes
    await jsonAnswer(
      await send(
        'POST',
        `/trade-accounts/${accountId}/payments`,
        { amount: order!.total, day: londonToday(now) },
        seller,
      ),
      201,
    );
    now = new Date(start + 45 * DAY);
    expect(await reminders()).toHaveLength(2);
  });

  it('sends only the latest reminder when its day has passed the others', async () => {
    const { cookie } = await approvedAccount();
    const product = await polo();
    await fillCart(cookie, product.id, ['S']);
    const { orderId } = await jsonAnswer(await checkout(cookie, { paymentMethod: 'account' }));
    const [order] = await t.ctx.database.db.select().from(orders).where(eq(orders.id, orderId));
    now = new Date(now.getTime() + 50 * DAY);
    await t.ctx.services.trade.sendDueReminders();
    await t.ctx.jobs.drain();
    const subjects = smtp.messages
      .filter((m) => mailSubject(m.raw).includes(`INV-${order!.number}`))
      .map((m) => mailSubject(m.raw));
    expect(subjects).toEqual([`Final reminder: invoice INV-${order!.number} is two weeks overdue`]);
  });

  describe('refuses', () => {
    it('pay on account without an approved account: 403, nothing created', async () => {
      const product = await polo();
      const customer = await createCustomer(t.ctx.database.db);
      const cookie = await logIn(t, customer, { from: from() });
      await fillCart(cookie, product.id, ['M']);
      const before = (await t.ctx.database.db.select().from(orders)).length;
      const res = await checkout(cookie, { paymentMethod: 'account' });
      expect(res.status).toBe(403);
      expect((await res.json()).message).toBe(TRADE_MESSAGES.notApproved);
      // pending or suspended accounts alike
      const { cookie: pending } = await applicant();
      await fillCart(pending, product.id, ['M']);
      expect((await checkout(pending, { paymentMethod: 'account' })).status).toBe(403);
      expect((await t.ctx.database.db.select().from(orders)).length).toBe(before);
      expect(await stockOf(t.ctx.database.db, product.id, '#1f3f7a', 'M')).toBe(100);
    });

    it('a suspended account, and opens again when reopened', async () => {
      const { cookie, accountId } = await approvedAccount();
      await jsonAnswer(
        await send('PUT', `/trade-accounts/${accountId}`, { action: 'suspend', reason: 'Overdue' }, seller),
      );
      const product = await polo();
      await fillCart(cookie, product.id, ['M']);
      expect((await checkout(cookie, { paymentMethod: 'account' })).status).toBe(403);
      const again = await send('PUT', `/trade-accounts/${accountId}`, { action: 'suspend' }, seller);
      expect(again.status).toBe(409);
      expect((await again.json()).message).toBe(TRADE_MESSAGES.notNow('suspended', 'suspend'));
      await jsonAnswer(await send('PUT', `/trade-accounts/${accountId}`, { action: 'reopen' }, seller));
      expect((await checkout(cookie, { paymentMethod: 'account' })).status).toBe(200);
    });

    it('a missing or too long PO number, and bad applications and decisions', async () => {
      const { cookie, accountId } = await approvedAccount(50_000, { poRequired: true });
      const product = await polo();
      await fillCart(cookie, product.id, ['M']);
      const missing = await checkout(cookie, { paymentMethod: 'account' });
      expect(missing.status).toBe(400);
      expect((await missing.json()).message).toBe(TRADE_MESSAGES.poRequired);
      const long = await checkout(cookie, { paymentMethod: 'card', poNumber: 'X'.repeat(51) });
      expect(long.status).toBe(400);
      expect((await long.json()).message).toBe(TRADE_MESSAGES.poTooLong);
      // a card payer may give one too
      const card = await jsonAnswer(await checkout(cookie, { paymentMethod: 'card', poNumber: 'CARD-PO' }));
      const [cardOrder] = await t.ctx.database.db.select().from(orders).where(eq(orders.id, card.orderId));
      expect(cardOrder).toMatchObject({ poNumber: 'CARD-PO', paymentStatus: 'unpaid', tradeAccountId: null });

      expect((await send('POST', '/trade-account', application(), cookie)).status).toBe(409);
      const bad = await send(
        'POST',
        '/trade-account',
        application({ businessName: '', vatNumber: 'FR123' }),
        cookie,
      );
      expect(bad.status).toBe(400);
      for (const decision of [
        { action: 'approve', creditLimit: -1, termsDays: 30 },
        { action: 'update', termsDays: 45 },
        { action: 'shred' },
      ])
        expect((await send('PUT', `/trade-accounts/${accountId}`, decision, seller)).status).toBe(400);
      expect((await send('GET', '/trade-accounts', undefined, cookie)).status).toBe(403);
      expect((await send('GET', '/trade-accounts/not-an-id', undefined, seller)).status).toBe(404);
    });
  });

  it('mails a statement PDF to the accounts contact and keeps who sent it', async () => {
    const { cookie, accountId } = await approvedAccount();
    const product = await polo();
    await fillCart(cookie, product.id, ['XL']);
    await jsonAnswer(await checkout(cookie, { paymentMethod: 'account' }));
    const sent = await jsonAnswer(
      await send('POST', `/trade-accounts/${accountId}/statement-mail`, {}, seller),
      202,
    );
    expect(sent.message).toBe('The statement is on its way to accounts@hill.test.');
    const [mail] = await mailsTo('accounts@hill.test', 'Your statement from');
    expect(mail!.raw).toMatch(/Content-Type: application\/pdf/i);
    expect(mail!.raw).toMatch(/filename="?statement_\d{4}-\d{2}-\d{2}_\d{4}-\d{2}-\d{2}\.pdf/);
    const account = (await jsonAnswer(await send('GET', `/trade-accounts/${accountId}`, undefined, seller)))
      .account;
    expect(account.events[0]).toMatchObject({ kind: 'statement-sent', actor: 'Seller (seller@trade.test)' });
    const backwards = await send(
      'GET',
      `/trade-accounts/${accountId}/statement?from=2026-05-01&to=2026-04-01`,
      undefined,
      seller,
    );
    expect(backwards.status).toBe(400);
  });

  it('lists applications first, searches and filters overdue accounts', async () => {
    const { accountId } = await applicant({
      businessName: 'Zebra Plumbing Ltd',
      contactEmail: 'zed@zebra.test',
    });
    const list = await jsonAnswer(await send('GET', '/trade-accounts?q=zebra', undefined, seller));
    expect(list.accounts.map((a: { id: string }) => a.id)).toEqual([accountId]);
    expect(list.pending).toBeGreaterThanOrEqual(1);
    const pending = await jsonAnswer(await send('GET', '/trade-accounts?status=pending', undefined, seller));
    expect(pending.accounts.every((a: { status: string }) => a.status === 'pending')).toBe(true);
    const overdue = await jsonAnswer(
      await send('GET', '/trade-accounts?overdue=1&q=zebra', undefined, seller),
    );
    expect(overdue.accounts).toEqual([]);
  });
});
