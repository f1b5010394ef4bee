import type { ShopInfo } from '../../../domain/shop-info';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export { escapeHtml };

/** Wraps a message body (already escaped HTML) in the shop's e-mail frame. */
export function mailLayout(shop: ShopInfo, title: string, bodyHtml: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;background:#f4f4f5;font-family:Arial,Helvetica,sans-serif;color:#18181b">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="max-width:600px;background:#fff;border-radius:8px">
<tr><td style="background:#0f172a;color:#fff;padding:20px 24px;font-size:20px;font-weight:bold;border-radius:8px 8px 0 0">${escapeHtml(shop.name)}</td></tr>
<tr><td style="padding:24px;font-size:15px;line-height:1.5">${bodyHtml}</td></tr>
<tr><td style="padding:16px 24px;font-size:12px;color:#71717a;border-top:1px solid #e4e4e7">${escapeHtml(shop.name)} · ${escapeHtml(shop.address)} · ${escapeHtml(shop.phone)} · ${escapeHtml(shop.email)}</td></tr>
</table></td></tr></table></body></html>`;
}
