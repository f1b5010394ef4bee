import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { plainPicture } from '../../tests/helpers/photos';
import type { LineDecoration } from '../../domain/line-item';
import { OrderLines } from '../../app/components/line/order-lines';
import {
  bundleGarment,
  createBundle,
  createCustomer,
  createProduct,
  insertOrderWithLines,
} from '../../tests/factories';
import { decodedMail } from '../../tests/helpers/seller-api';
import { testDatabases, useTestApp, useSmtpServer } from '../../tests/helpers/test-app';
import { bundleLineJson } from './serializers';
import { CUSTOMER_MAIL } from '../services/orders/orders';
import { pdfAnswerText } from '../../tests/helpers/api';

const textLogo = (position: LineDecoration['position']): LineDecoration => ({
  position,
  method: 'Embroidery',
  design: { kind: 'text', text: 'ACME', font: 'Serif' },
  isPreviousLogo: false,
});

/**
 * An order with an everyday bundle (5 tees over two colours, 3 polos, 2 hoodies, "ACME" on two positions of
 * every garment) and a plain polo line, written as checkout writes it, then shown by every view that reads it.
 */
describe.each(testDatabases())('a bundle line in the order views on %s', (kind) => {
  const smtp = useSmtpServer();
  const t = useTestApp(kind, () => ({ SMTP_URL: smtp.url, SHOP_EMAIL: 'orders@bundle-views.test' }));
  let orderId = '';
  let seller = '';

  const send = (path: string, cookie = '') =>
    t.request(`/api${path}`, {
      headers: { origin: 'http://localhost', 'x-forwarded-for': '10.6.0.1', ...(cookie ? { cookie } : {}) },
    });

  beforeAll(async () => {
    const db = t.ctx.database.db;
    // real garment pictures, so the mock-ups are drawn
    const picture = await plainPicture('webp', { width: 600, height: 600, background: '#dddddd' });
    const colours = (name: string) =>
      ['Navy', 'Red', 'Black', 'Grey'].map((c, i) => ({
        hex: ['#1f3f7a', '#c62828', '#000000', '#888888'][i]!,
        name: c,
        image: `/files/views/${name}-${c}.webp`,
      }));
    for (const name of ['tee', 'polo', 'hoodie'])
      for (const c of colours(name)) await t.ctx.files.put(c.image.slice('/files/'.length), picture);
    const tee = (await createProduct(db, {
      title: 'Classic Tee',
      productTypes: ['t-shirt'],
      price: 1000,
      colours: colours('tee'),
    }))!;
    const polo = (await createProduct(db, { title: 'Work Polo', price: 1500, colours: colours('polo') }))!;
    const hoodie = (await createProduct(db, {
      title: 'Heavy Hoodie',
      productTypes: ['hoodie'],
      price: 2500,
      colours: colours('hoodie'),
    }))!;
    const bundle = (await createBundle(
      db,
      [
        { productId: tee.id, requiredQuantity: 5 },
        { productId: polo.id, requiredQuantity: 3 },
        { productId: hoodie.id, requiredQuantity: 2 },
      ],
      { title: 'Everyday Team Bundle', price: 9900 },
    ))!;
    const user = await createCustomer(db, { email: `bundle.views.${kind}@example.co.uk` });
    const order = await insertOrderWithLines(db, user, [
      {
        bundle: { id: bundle.id, title: bundle.title, price: bundle.price, thumbnail: bundle.thumbnail },
        quantity: 1,
        garments: [
          bundleGarment(tee, 'Navy', 'M', 3),
          bundleGarment(tee, 'Red', 'L', 2),
          bundleGarment(polo, 'Black', 'XL', 3),
          bundleGarment(hoodie, 'Grey', 'L', 2),
        ],
        decorations: [textLogo('Left Breast'), textLogo('Large Back')],
      },
      { product: polo, colour: 'Navy', size: 'M', quantity: 2 },
    ]);
    orderId = order.id;
    await t.ctx.services.auth.upsertSeller({
      email: 'seller@bundle-views.test',
      password: 'views-seller-pass',
    });
    const res = await t.request('/api/auth/admin/login', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: 'http://localhost',
        'x-forwarded-for': '10.6.0.2',
      },
      body: JSON.stringify({ email: 'seller@bundle-views.test', password: 'views-seller-pass' }),
    });
    seller = res.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
  });

  it('reads the order back with one bundle line priced by domain/pricing', async () => {
    const order = (await t.ctx.services.orders.get(orderId))!;
    const [bundle, polo] = order.lines;
    expect(bundle).toMatchObject({
      title: 'Everyday Team Bundle',
      quantity: 1,
      unitPrice: 9900,
      goods: 9900,
    });
    expect(bundle!.bundle).toMatchObject({ garmentCount: 10, separatePrice: 5 * 1000 + 3 * 1500 + 2 * 2500 });
    // £5.50 per garment per position: 10 garments, 2 positions
    expect(bundle!.logoCharge).toBe(11_000);
    expect(polo).toMatchObject({ title: 'Work Polo', size: 'M', quantity: 2, goods: 3000 });
    expect(order).toMatchObject({ goods: 12_900, logoCharges: 11_000, setupFees: 2000 });
  });

  it('shows the order read from the database as the order pages draw it: one bundle line with its garments', async () => {
    const order = (await t.ctx.services.orders.get(orderId))!;
    const Stub = createRoutesStub([{ path: '/', Component: () => <OrderLines lines={order.lines} /> }]);
    const html = renderToString(<Stub initialEntries={['/']} />).replace(/<!-- -->/g, '');
    expect(html.match(/<li class="flex gap-4/g)).toHaveLength(2);
    for (const text of [
      'Everyday Team Bundle</a>',
      'Bundle of 10 garments',
      '1 x £99.00',
      '3 × Classic Tee · Navy · M',
      '2 × Heavy Hoodie · Grey · L',
      'You save £46.00 against buying the garments separately',
      'alt="Work Polo in Black with your logo on the Left Breast"',
      'alt="Work Polo in Black, back with your logo on the Large Back"',
      'Work Polo (M)',
    ])
      expect(html).toContain(text);
  });

  it('serialises the bundle line in the spec’s shape, each garment with its quantity', async () => {
    const order = (await t.ctx.services.orders.get(orderId))!;
    expect(bundleLineJson(order.lines[0]!)).toMatchObject({
      isBundle: true,
      garmentCount: 10,
      separatePrice: 145,
      saving: 46,
      bundleProducts: [
        {
          title: 'Classic Tee',
          size: 'M',
          color: 'Navy',
          quantity: 3,
          position: ['Large Back', 'Left Breast'],
        },
        { title: 'Classic Tee', size: 'L', color: 'Red', quantity: 2 },
        { title: 'Work Polo', size: 'XL', color: 'Black', quantity: 3 },
        {
          title: 'Heavy Hoodie',
          size: 'L',
          color: 'Grey',
          quantity: 2,
          images: ['/files/views/hoodie-Grey.webp'],
        },
      ],
    });
    expect(bundleLineJson(order.lines[1]!)).toEqual({ isBundle: false, bundleId: null, bundleProducts: [] });
  });

  it('answers GET /api/orders/orders/{id} with the bundle line in that shape', async () => {
    const res = await send(`/orders/orders/${orderId}`, seller);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { order: { products: Record<string, unknown>[] } };
    expect(body.order.products[0]).toMatchObject({
      isBundle: true,
      garmentCount: 10,
      saving: 46,
      bundleProducts: expect.arrayContaining([
        expect.objectContaining({ title: 'Work Polo', size: 'XL', color: 'Black', quantity: 3 }),
      ]),
    });
    expect(body.order.products[1]).toMatchObject({ isBundle: false, bundleProducts: [] });
  });

  it('mails the confirmation with the bundle’s garments, saving, decoration and a mock-up per product and colour', async () => {
    const before = smtp.messages.length;
    await t.ctx.jobs.enqueue(
      t.ctx.database.db,
      CUSTOMER_MAIL,
      { orderId, accessToken: 'views-token' },
      {
        dedupeKey: `${CUSTOMER_MAIL}:${orderId}`,
      },
    );
    t.ctx.jobs.kick();
    await t.ctx.jobs.drain();
    await expect.poll(() => smtp.messages.length).toBe(before + 1);
    const mail = decodedMail(smtp.messages.at(-1)!.raw);
    for (const text of [
      'Everyday Team Bundle (Bundle of 10 garments) £209.00',
      '  3 × Classic Tee · Navy · M',
      '  2 × Classic Tee · Red · L',
      '  3 × Work Polo · Black · XL',
      '  2 × Heavy Hoodie · Grey · L',
      '  You save £46.00 against buying the garments separately',
      "  Left Breast: Embroidery, text 'ACME' in Serif",
      '- 2 × Work Polo (M, Navy) £30.00',
    ])
      expect(mail).toContain(text);
    // the HTML part lists them too, with the garments' mock-ups embedded: Tee Navy, Tee Red, Polo, Hoodie
    expect(mail).toContain('<strong>Everyday Team Bundle</strong>');
    for (const n of [1, 2, 3, 4]) expect(mail).toContain(`filename=mockup-1-${n}.png`);
    expect(mail).not.toContain('filename=mockup-1-5.png');
    expect(mail).toContain('alt="Heavy Hoodie in Grey"');
  });

  it('puts the bundle line on the invoice with its garments, price and No VAT', async () => {
    const res = await send(`/orders/${orderId}/invoice`, seller);
    const text = await pdfAnswerText(res);
    for (const part of [
      'Everyday Team Bundle',
      'Bundle of 10 garments',
      '3 × Classic Tee · Navy · M',
      '2 × Heavy Hoodie · Grey · L',
      'You save £46.00 against buying the garments separately',
      "Large Back: Embroidery, text 'ACME' in Serif (every garment)",
      '1 £99.00 £209.00',
      'Logo application £110.00',
      'Work Polo',
      'Garments £129.00',
      'Setup fees £20.00',
      'No VAT charged — not VAT registered',
    ])
      expect(text).toContain(part);
  });

  it('lists every garment on the work order, with the price each charged and no charges', async () => {
    const res = await send(`/orders/${orderId}/work-order`, seller);
    const text = await pdfAnswerText(res);
    expect(text).toContain('Garments: 12');
    // the unit price charged (issue 29): the bundle's, each; its totals are the invoice's
    expect(text).toContain('1 × Everyday Team Bundle £99.00 each');
    expect(text).toContain('3 × Work Polo · Black · XL');
    expect(text).toContain('Heavy Hoodie, Grey');
    for (const charge of ['£209.00', 'Logo application', 'Setup fees', 'You save'])
      expect(text).not.toContain(charge);
  });
});
