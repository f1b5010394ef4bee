import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { artworkFindings, type ArtworkFacts } from '../../domain/artwork-checks';
import { createProduct } from '../../tests/factories';
import { ORIGIN, uploadLogo } from '../../tests/helpers/api';
import { plainPicture } from '../../tests/helpers/photos';
import { shopperApi } from '../../tests/helpers/shopper-api';
import { testDatabases, useTestApp } from '../../tests/helpers/test-app';
import { logos } from '../db/schema';

/** A real SVG of three flat colours, as a logo designer would export it. */
const SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="100" viewBox="0 0 200 100">
  <rect width="200" height="100" fill="#ffffff"/>
  <circle cx="50" cy="50" r="40" fill="#1d4ed8"/>
  <rect x="110" y="20" width="70" height="60" fill="#dc2626"/>
</svg>`;

interface LogoAnswer {
  _id: string;
  name: string;
  inCart: boolean;
  artworkFacts: ArtworkFacts | null;
}

describe.each(testDatabases())('logo upload with artwork facts on %s', (kind) => {
  const t = useTestApp(kind);
  let ip = 0;
  let lowResPng: Buffer;

  beforeAll(async () => {
    // 120x60 px, opaque: at Left Breast (9 cm) about 34 DPI
    lowResPng = await plainPicture('png', { width: 120, height: 60, background: '#0f766e' });
  });
  beforeEach(() => {
    ip++;
  });

  const from = () => `10.7.0.${ip}`;
  const headers = (cookie: string) => ({ origin: ORIGIN, 'x-forwarded-for': from(), cookie });
  const { customer } = shopperApi(() => t, from);
  const upload = (cookie: string, bytes: Buffer | string, name: string, type: string) =>
    uploadLogo<LogoAnswer>(t, bytes, name, { cookie, from: from(), type });
  const storedFacts = async (id: string) =>
    (await t.ctx.database.db.select().from(logos).where(eq(logos.id, id)))[0]?.artworkFacts ?? null;
  const listLogos = async (cookie: string) => {
    const res = await t.request('/api/cart/get-cart-product-logs', { headers: headers(cookie) });
    expect(res.status).toBe(200);
    return (await res.json()).logos as LogoAnswer[];
  };

  it('reads a low-resolution PNG at upload, stores the facts and returns them', async () => {
    const { cookie } = await customer();
    const logo = await upload(cookie, lowResPng, 'small.png', 'image/png');
    const expected: ArtworkFacts = {
      format: 'png',
      pixels: { width: 120, height: 60 },
      transparentFraction: 0,
      distinctColours: 1,
    };
    expect(logo.artworkFacts).toEqual(expected);
    expect(await storedFacts(logo._id)).toEqual(expected);
    // what the wizard shows from them: the low-resolution warning with the size it prints well at
    const findings = artworkFindings(logo.artworkFacts!, { position: 'Left Breast', method: 'Print' });
    expect(findings.map((f) => f.code)).toEqual(['low-resolution', 'tiny-image']);
    expect(findings[0]!.message).toBe(
      'At Left Breast this logo prints at about 34 DPI, so it may look blurry; it prints well up to 2 × 1 cm. ' +
        'A larger image or a vector file (SVG, PDF, EPS or AI) will print sharper.',
    );
  });

  it('reads an SVG as vector artwork with its colours, and the list carries the facts', async () => {
    const { cookie } = await customer();
    const logo = await upload(cookie, SVG, 'mark.svg', 'image/svg+xml');
    expect(logo.artworkFacts).toEqual({
      format: 'svg',
      pixels: null,
      transparentFraction: null,
      distinctColours: 3,
    });
    expect(await storedFacts(logo._id)).toEqual(logo.artworkFacts);
    expect(artworkFindings(logo.artworkFacts!, { position: 'Large Back', method: 'Print' })).toEqual([
      { level: 'ok', code: 'vector', message: 'Vector artwork: prints sharp at any size.' },
    ]);
    const [listed] = await listLogos(cookie);
    expect(listed).toMatchObject({ _id: logo._id, inCart: false, artworkFacts: logo.artworkFacts });
  });

  it('reads the facts of a logo uploaded before the checks from its stored file, once, and saves them', async () => {
    const { cookie } = await customer();
    const logo = await upload(cookie, lowResPng, 'old.png', 'image/png');
    await t.ctx.database.db.update(logos).set({ artworkFacts: null }).where(eq(logos.id, logo._id));
    expect(await storedFacts(logo._id)).toBeNull();

    const [listed] = await listLogos(cookie);
    expect(listed!.artworkFacts).toEqual({
      format: 'png',
      pixels: { width: 120, height: 60 },
      transparentFraction: 0,
      distinctColours: 1,
    });
    expect(await storedFacts(logo._id)).toEqual(listed!.artworkFacts);

    // saved, so the next read does not need the file
    const [row] = await t.ctx.database.db.select().from(logos).where(eq(logos.id, logo._id));
    await t.ctx.files.remove(row!.fileKey);
    expect((await t.ctx.services.logos.withArtworkFacts(row!)).artworkFacts).toEqual(listed!.artworkFacts);
  });

  it('stores the facts of a logo sent with the garments (the cart’s multipart add), through the same upload', async () => {
    const { user, cookie } = await customer();
    const polo = (await createProduct(t.ctx.database.db, { price: 1299 }))!;
    const form = new FormData();
    const fields = {
      productId: polo.id,
      size: 'L',
      color: 'Black',
      quantity: '2',
      usePreviousLogo: 'false',
      method: 'Print',
      position: 'Large Back',
    };
    for (const [k, v] of Object.entries(fields)) form.set(k, v);
    form.set('logo', new Blob([new Uint8Array(lowResPng)], { type: 'image/png' }), 'with-cart.png');
    const res = await t.request('/api/cart', { method: 'POST', headers: headers(cookie), body: form });
    expect(res.status).toBe(200);
    const [row] = await t.ctx.database.db.select().from(logos).where(eq(logos.userId, user.id));
    expect(row!.originalName).toBe('with-cart.png');
    expect(row!.artworkFacts).toMatchObject({ format: 'png', pixels: { width: 120, height: 60 } });
  });

  it('leaves the facts null, and the row unchanged, when an old logo’s file is gone', async () => {
    const { cookie } = await customer();
    const logo = await upload(cookie, lowResPng, 'gone.png', 'image/png');
    await t.ctx.database.db.update(logos).set({ artworkFacts: null }).where(eq(logos.id, logo._id));
    const [row] = await t.ctx.database.db.select().from(logos).where(eq(logos.id, logo._id));
    await t.ctx.files.remove(row!.fileKey);
    expect((await t.ctx.services.logos.withArtworkFacts(row!)).artworkFacts).toBeNull();
    expect(await storedFacts(logo._id)).toBeNull();
    const [listed] = await listLogos(cookie);
    expect(listed!.artworkFacts).toBeNull();
  });

  it('the same file uploaded twice is one design: one logo, one setup fee in an order, none once paid, listed once', async () => {
    const db = t.ctx.database.db;
    const { user, cookie } = await customer();
    const first = await upload(cookie, lowResPng, 'acme.png', 'image/png');
    const again = await upload(cookie, lowResPng, 'acme-final-v2.png', 'image/png');
    expect(again._id).toBe(first._id);
    expect(again.name).toBe('acme.png');
    const rows = await db.select().from(logos).where(eq(logos.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.contentHash).toMatch(/^[0-9a-f]{64}$/);

    // within an order: two lines, each sent with the file again (the cart's multipart add), pay one setup
    const polo = (await createProduct(db, { price: 1299 }))!;
    const addWithFile = async (size: string, name: string) => {
      const form = new FormData();
      const fields = { productId: polo.id, size, color: 'Navy', quantity: '2', method: 'Print' };
      for (const [k, v] of Object.entries({ ...fields, position: 'Large Back' })) form.set(k, v);
      form.set('logo', new Blob([new Uint8Array(lowResPng)], { type: 'image/png' }), name);
      const res = await t.request('/api/cart', { method: 'POST', headers: headers(cookie), body: form });
      expect(res.status).toBe(200);
      return (await res.json()).cartItem;
    };
    const m = await addWithFile('M', 'acme.png');
    const l = await addWithFile('L', 'acme copy.png');
    expect(l.logoFile._id).toBe(first._id);
    const cart = await (await t.request('/api/cart', { headers: headers(cookie) })).json();
    expect(cart.summary).toMatchObject({ setupFees: 20, logoCharges: 22 });
    expect((await listLogos(cookie)).map((x) => x._id)).toEqual([first._id]);

    // across orders: once its setup is paid, the same file uploaded again is a previous logo
    await t.ctx.services.logos.markSetupPaid([first._id]);
    for (const line of [m, l])
      await t.request(`/api/cart/remove/${line._id}`, { method: 'DELETE', headers: headers(cookie) });
    const later = await addWithFile('S', 'acme-2027.png');
    expect(later).toMatchObject({ usePreviousLogo: true, logoFile: { _id: first._id, setupPaid: true } });
    const after = await (await t.request('/api/cart', { headers: headers(cookie) })).json();
    expect(after.summary.setupFees).toBe(0);

    // another customer's copy of the same file is their own design
    const other = await customer();
    const theirs = await upload(other.cookie, lowResPng, 'acme.png', 'image/png');
    expect(theirs._id).not.toBe(first._id);
  });

  it('lists logos uploaded twice before hashes were kept once, the paid one, and a new upload finds it', async () => {
    const db = t.ctx.database.db;
    const { user, cookie } = await customer();
    const older = await upload(cookie, lowResPng, 'old.png', 'image/png');
    const [row] = await db.select().from(logos).where(eq(logos.id, older._id));
    // a second copy stored before this change: its own file with the same content, no hash on either
    const copyKey = row!.fileKey.replace(/\.png$/, '-copy.png');
    await t.ctx.files.put(copyKey, lowResPng);
    const [copy] = await db
      .insert(logos)
      .values({ ...row!, id: crypto.randomUUID(), fileKey: copyKey, createdAt: new Date(Date.now() + 1000) })
      .returning();
    await db.update(logos).set({ contentHash: null }).where(eq(logos.userId, user.id));
    await t.ctx.services.logos.markSetupPaid([copy!.id]);

    expect((await listLogos(cookie)).map((x) => x._id)).toEqual([copy!.id]);
    expect((await upload(cookie, lowResPng, 'again.png', 'image/png'))._id).toBe(copy!.id);
  });
});
