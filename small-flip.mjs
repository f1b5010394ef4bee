import { chromium } from '@playwright/test';
const base = 'http://localhost:3500';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium' });
for (const [w, h] of [[390, 844], [1280, 720]]) {
  const ctx = await b.newContext({ viewport: { width: w, height: h } });
  await ctx.addInitScript(() => localStorage.setItem('welcomePopupSeen', 'true'));
  const p = await ctx.newPage();
  await p.goto(base + '/');
  const list = await (await p.request.get(base + '/api/products?pageSize=1')).json();
  const prod = list.products[0];
  await p.request.post(base + '/api/cart', { headers: { origin: base }, data: { productId: prod._id, size: prod.size[0], color: prod.colours?.[0] ?? prod.colors?.[0], finalQuantity: 2 } });
  await p.goto(base + '/cart');
  const region = p.getByRole('region', { name: 'Cookie consent' });
  await region.waitFor({ timeout: 10000 });
  const btn = p.locator('[data-main-action]');
  for (const block of ['end', 'center', 'start']) {
    await btn.evaluate((e, block) => e.scrollIntoView({ block }), block);
    await p.waitForTimeout(400);
    const box = await btn.boundingBox();
    const hit = await p.evaluate(([x, y]) => !!document.elementFromPoint(x, y)?.closest('[data-main-action]'), [box.x + box.width / 2, box.y + box.height / 2]);
    console.log(w, h, block, 'btn y', Math.round(box.y), 'bar', JSON.stringify(await region.boundingBox()), await region.getAttribute('data-edge'), 'hit', hit);
    if (block === 'end') await p.screenshot({ path: `/tmp/shots-small/flip-${w}.png` });
  }
  await ctx.close();
}
await b.close();
