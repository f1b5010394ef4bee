import { chromium } from '@playwright/test';
const base = 'http://localhost:3500';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium' });
for (const [w, h] of [[1280, 800], [390, 844]]) {
  const ctx = await b.newContext({ viewport: { width: w, height: h } });
  await ctx.addInitScript(() => localStorage.setItem('welcomePopupSeen', 'true'));
  const p = await ctx.newPage();
  await p.goto(base + '/');
  const list = await (await p.request.get(base + '/api/products?pageSize=1')).json();
  const prod = list.products?.[0] ?? list[0];
  const r = await p.request.post(base + '/api/cart', { headers: { origin: base }, data: { productId: prod._id, size: prod.size?.[0] ?? 'M', color: prod.colours?.[0] ?? prod.colors?.[0], finalQuantity: 2 } });
  console.log('add', r.status(), (await r.text()).slice(0, 100));
  await p.goto(base + '/cart');
  await p.getByRole('region', { name: 'Cookie consent' }).waitFor({ timeout: 10000 });
  await p.waitForTimeout(600);
  const btn = p.getByRole('link', { name: /checkout/i }).or(p.getByRole('button', { name: /checkout/i })).first();
  const box = await btn.boundingBox();
  const banner = await p.getByRole('region', { name: 'Cookie consent' }).boundingBox();
  const hit = await p.evaluate(([x, y]) => { const e = document.elementFromPoint(x, y); return e?.outerHTML.slice(0, 80); }, [box.x + box.width / 2, box.y + box.height / 2]);
  console.log(w, 'button', JSON.stringify(box), 'banner', JSON.stringify(banner), 'hit', hit);
  await p.screenshot({ path: `/tmp/shots-small/cookie-cart-${w}.png` });
  await ctx.close();
}
await b.close();
