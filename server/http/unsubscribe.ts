import { Hono } from 'hono';
import type { ShopInfo } from '../../domain/shop-info';
import type { AppContext } from '../context';
import { escapeHtml } from '../security/escape-html';

export const UNSUBSCRIBED_MESSAGE = 'You have been unsubscribed';
const BAD_LINK = 'This unsubscribe link is not valid. Please use the link from your most recent e-mail.';

/** A small, self-contained page (no script): works in any browser and mail client's viewer. */
function page(shop: ShopInfo, title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)} · ${escapeHtml(shop.name)}</title>
<style>body{margin:0;padding:0 1rem;background:#f4f4f5;font-family:Arial,Helvetica,sans-serif;color:#18181b}main{max-width:32rem;margin:3rem auto;background:#fff;border-radius:8px;padding:1.5rem;box-shadow:0 1px 3px rgb(0 0 0/.1)}h1{font-size:1.35rem;margin:0 0 .75rem;color:#0f172a}p{line-height:1.5}button{background:#1e3a8a;color:#fff;border:0;border-radius:6px;padding:.65rem 1.2rem;font-size:1rem;font-weight:bold;cursor:pointer}button:focus-visible,a:focus-visible{outline:3px solid #1d4ed8;outline-offset:2px}a{color:#1e3a8a}.shop{font-weight:bold;color:#0f172a;text-decoration:none;font-size:1.1rem}</style></head>
<body><main><p><a class="shop" href="/">${escapeHtml(shop.name)}</a></p>${body}</main></body></html>`;
}

/**
 * `/unsubscribe?token=…` from promo mails: GET asks to confirm (a plain form, no script needed); POST, from
 * that form or a mail client's RFC 8058 one-click (`List-Unsubscribe=One-Click`), unsubscribes. The signed
 * token is the only authority, so this sits before the cross-site check: a mail provider's POST has no origin
 * of ours, and unsubscribing cannot harm anyone.
 */
export function unsubscribePages(ctx: AppContext) {
  const { promoMailings } = ctx.services;
  const app = new Hono();

  app.get('/', async (c) => {
    const token = c.req.query('token');
    const target = await promoMailings.unsubscribeTarget(token);
    if (!target)
      return c.html(page(ctx.shop, 'Link not valid', `<h1>Link not valid</h1><p>${BAD_LINK}</p>`), 400);
    if (target.unsubscribed)
      return c.html(
        page(
          ctx.shop,
          UNSUBSCRIBED_MESSAGE,
          `<h1>${UNSUBSCRIBED_MESSAGE}</h1><p>${escapeHtml(target.email)} gets no promotional e-mails from us. Order and account e-mails still come.</p>`,
        ),
      );
    const action = `/unsubscribe?token=${encodeURIComponent(token!)}`;
    return c.html(
      page(
        ctx.shop,
        'Unsubscribe',
        `<h1>Unsubscribe from promotional e-mails?</h1><p>${escapeHtml(target.email)} will get no more offers or promo codes from ${escapeHtml(ctx.shop.name)}. Order and account e-mails still come.</p>
<form method="post" action="${escapeHtml(action)}"><button type="submit">Unsubscribe</button></form>`,
      ),
    );
  });

  app.post('/', async (c) => {
    let token = c.req.query('token');
    if (!token) {
      const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
      token = typeof form.token === 'string' ? form.token : undefined;
    }
    if (!(await promoMailings.unsubscribe(token)))
      return c.html(page(ctx.shop, 'Link not valid', `<h1>Link not valid</h1><p>${BAD_LINK}</p>`), 400);
    return c.html(
      page(
        ctx.shop,
        UNSUBSCRIBED_MESSAGE,
        `<h1>${UNSUBSCRIBED_MESSAGE}</h1><p>You will get no more promotional e-mails from ${escapeHtml(ctx.shop.name)}. Order and account e-mails still come.</p><p><a href="/">Back to the shop</a></p>`,
      ),
    );
  });

  return app;
}
