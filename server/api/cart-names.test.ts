import { beforeEach, describe, expect, it } from 'vitest';
import { NAMES_MESSAGES } from '../../domain/names';
import { createCustomer, createProduct } from '../../tests/factories';
import { callApi, jsonAnswer, logIn, payTestCheckout, UK_ADDRESS } from '../../tests/helpers/api';
import { testDatabases, useTestApp } from '../../tests/helpers/test-app';

/**
 * Names on garments through the cart (issue 32): a name per garment, checked against the quantities per size,
 * the longest name and the logo's position; charged per name in the line's logo charge; kept on the order with
 * the price each charged.
 */
describe.each(testDatabases())('names on garments in the cart on %s', (kind) => {
  const t = useTestApp(kind);
  let ip = 0;
  let cookie = '';
  let productId = '';
  beforeEach(async () => {
    ip++;
    const customer = await createCustomer(t.ctx.database.db);
    cookie = await logIn(t, customer, { from: from() });
    productId = (await createProduct(t.ctx.database.db, { title: 'Club Polo', price: 1200 }))!.id;
  });
  const from = () => `10.32.${ip}.1`;
  const send = (method: string, p: string, body?: unknown) =>
    callApi(t, method, p, { body, cookie, from: from() });

  const names = (size: string, n: number, prefix = size) =>
    Array.from({ length: n }, (_, i) => ({ size, name: `${prefix} Player ${i + 1}` }));
  const addSizes = (extra: Record<string, unknown>) =>
    send('POST', '/cart/sizes', {
      productId,
      colour: 'Navy',
      items: [
        { size: 'M', quantity: 3 },
        { size: 'L', quantity: 2 },
      ],
      decorations: [{ position: 'Left Breast', method: 'Embroidery', textLine: 'FC', font: 'Serif' }],
      ...extra,
    });

  it('adds a name per garment, charges £3.50 each in the logo charge, keeps them on the order', async () => {
    const added = await jsonAnswer(
      await addSizes({
        names: [...names('M', 3), ...names('L', 2)],
        namePosition: 'Large Back',
        nameFont: 'Sans-serif',
        namesChecked: true,
      }),
    );
    expect(added.quantity).toBe(5);
    const cart = await jsonAnswer(await send('GET', '/cart'));
    const medium = cart.cart.find((l: { size: string }) => l.size === 'M');
    expect(medium.names).toMatchObject({
      position: 'Large Back',
      method: 'Print',
      font: 'Sans-serif',
      names: ['M Player 1', 'M Player 2', 'M Player 3'],
      count: 3,
      unitPrice: 3.5,
      charge: 10.5,
    });
    // the logo (£5.50 a garment) and the names (£3.50 a garment) on each of the 3 garments
    expect(medium.logoCharge).toBe(3 * 5.5 + 3 * 3.5);
    expect(cart.summary.logoCharges).toBe(5 * 5.5 + 5 * 3.5);

    // a line with names changes quantity only with its names
    const refused = await jsonAnswer(await send('PUT', `/cart/quantity/${medium._id}`, { quantity: 4 }), 400);
    expect(refused.message).toBe(NAMES_MESSAGES.quantityLocked);

    const started = await jsonAnswer(
      await send('POST', '/payments/create-checkout-session', {
        shippingAddress: UK_ADDRESS,
        shippingType: 'standard',
      }),
    );
    expect((await payTestCheckout(t, started.sessionId, from())).status).toBe(200);
    const { order } = await jsonAnswer(await send('GET', `/orders/orders/${started.orderId}`));
    const ordered = order.products.find((l: { size: string }) => l.size === 'L');
    expect(ordered.names).toMatchObject({ names: ['L Player 1', 'L Player 2'], unitPrice: 3.5, charge: 7 });
    // 5 garments × £12 + 5 × (£5.50 + £3.50) + £20 setup
    expect(order.totalAmount).toBe(60 + 45 + 20);
  });

  it('refuses names that do not match the quantities, in the issue’s words, and adds nothing', async () => {
    const refused = await jsonAnswer(
      await addSizes({
        names: [...names('M', 2), ...names('L', 2)],
        namePosition: 'Large Back',
        namesChecked: true,
      }),
      400,
    );
    expect(refused.message).toBe('You have 3 medium garments and 2 names.');
    const cart = await jsonAnswer(await send('GET', '/cart'));
    expect(cart.cart).toEqual([]);
  });

  it.each([
    ['without the spelling tick', { namesChecked: false }, NAMES_MESSAGES.spelling],
    [
      'with a control character',
      { names: [{ size: 'M', name: 'Jo\u0007' }, ...names('M', 2), ...names('L', 2)] },
      NAMES_MESSAGES.control,
    ],
    [
      'longer than the shop allows (20)',
      { names: [{ size: 'M', name: 'Bartholomew Fitzgerald' }, ...names('M', 2), ...names('L', 2)] },
      '"Bartholomew Fitzgerald" is longer than 20 characters.',
    ],
    [
      'more names than garments',
      { names: [...names('M', 4), ...names('L', 2)] },
      'You have 3 medium garments and 4 names.',
    ],
    ['where the logo is', { namePosition: 'Left Breast' }, NAMES_MESSAGES.positionTaken('Left Breast')],
  ])('refuses names %s', async (_, extra, message) => {
    const refused = await jsonAnswer(
      await addSizes({
        names: [...names('M', 3), ...names('L', 2)],
        namePosition: 'Large Back',
        namesChecked: true,
        ...extra,
      }),
      400,
    );
    expect(refused.message).toContain(message);
    expect((await jsonAnswer(await send('GET', '/cart'))).cart).toEqual([]);
  });

  it('adds one size with names through POST /api/cart, and keeps named lines apart', async () => {
    const one = (extra: Record<string, unknown>) =>
      send('POST', '/cart', {
        productId,
        size: 'S',
        color: 'Navy',
        finalQuantity: 2,
        method: 'Print',
        position: 'Large Front',
        textLine: 'FC',
        ...extra,
      });
    await jsonAnswer(
      await one({ names: names('S', 2, 'A'), namePosition: 'Large Back', namesChecked: true }),
    );
    await jsonAnswer(
      await one({ names: names('S', 2, 'B'), namePosition: 'Large Back', namesChecked: true }),
    );
    const cart = await jsonAnswer(await send('GET', '/cart'));
    expect(cart.cart.map((l: { names: { names: string[] } }) => l.names.names)).toEqual([
      ['A Player 1', 'A Player 2'],
      ['B Player 1', 'B Player 2'],
    ]);
  });
});
