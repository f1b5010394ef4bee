import { beforeAll, describe, expect, it } from 'vitest';
import { createProduct, insertOrderWithLines } from '../../tests/factories';
import { apiClient } from '../../tests/helpers/seller-api';
import { useTestApp } from '../../tests/helpers/test-app';
import { PDF_SECURITY_POLICY } from './sandbox-pdf';

/** Every PDF the shop sends is sandboxed: it runs as a document of no origin, not as the shop. */
describe('PDFs are served in a sandbox', () => {
  const t = useTestApp('pglite');
  let seller: string;
  let orderId: string;

  beforeAll(async () => {
    const api = apiClient(t);
    await t.ctx.services.auth.upsertSeller({ email: 'seller@pdf.test', password: 'pdf-seller-pass' });
    seller = await api.login('/auth/admin/login', 'seller@pdf.test', 'pdf-seller-pass');
    const polo = (await createProduct(t.ctx.database.db, { price: 1250 }))!;
    const order = await insertOrderWithLines(t.ctx.database.db, null, [
      { product: polo, colour: polo.colours[0]!.name, size: 'L', quantity: 2 },
    ]);
    orderId = order.id;
    await t.ctx.files.put('docs/size-guide.pdf', Buffer.from('%PDF-1.4\n%%EOF\n'));
  });

  it.each(['invoice', 'work-order'])("the order's %s", async (document) => {
    const res = await t.request(`/api/orders/${orderId}/${document}`, { headers: { cookie: seller } });
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('application/pdf');
    expect(res.headers.get('Content-Security-Policy')).toBe(PDF_SECURITY_POLICY);
    expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff');
  });

  it('a PDF among the files', async () => {
    const res = await t.request('/files/docs/size-guide.pdf');
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('application/pdf');
    expect(res.headers.get('Content-Security-Policy')).toBe(PDF_SECURITY_POLICY);
  });

  it('and nothing else: a page or JSON keeps the shop’s own policy', async () => {
    const res = await t.request('/api/products');
    expect(res.headers.get('Content-Security-Policy')).toContain("default-src 'self'");
    expect(res.headers.get('Content-Security-Policy')).not.toContain('sandbox');
  });
});
