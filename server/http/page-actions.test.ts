import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../tests/helpers/test-app';
import { BROKEN_FORM_MESSAGE, NOT_A_FORM_MESSAGE } from './page-actions';

/**
 * Page actions read their body as a form (React Router's actions call request.formData(), which throws on
 * anything else: the probe's JSON, XML and type-less POSTs were 500s). The page handler here reads it just so;
 * tests/e2e/bad-input.spec.ts posts the same to the built pages.
 */
describe('what a page action is posted', () => {
  const t = useTestApp(
    'pglite',
    {},
    {
      pageHandler: async (request) => {
        if (request.method === 'GET') return new Response('a page');
        const form = await request.formData();
        return new Response(`read ${[...form.keys()].join(',')}`);
      },
    },
  );

  const post = (body: BodyInit | null, contentType?: string) =>
    t.request('/contact', {
      method: 'POST',
      headers: { origin: 'http://localhost', ...(contentType ? { 'content-type': contentType } : {}) },
      body,
    });

  it.each([
    ['JSON', '{"fullName":"Priya"}', 'application/json'],
    ['XML', '<contact><fullName>Priya</fullName></contact>', 'application/xml'],
    ['XML as text', '<contact/>', 'text/xml; charset=utf-8'],
    ['plain text', 'fullName=Priya', 'text/plain'],
    ['no content type', new Blob(['fullName=Priya']), undefined],
  ])('refuses %s with 415, not a 500', async (_what, body, type) => {
    const res = await post(body, type);
    expect(res.status).toBe(415);
    expect(await res.text()).toBe(NOT_A_FORM_MESSAGE);
  });

  it('refuses a multipart body that does not parse with 400', async () => {
    for (const type of ['multipart/form-data', 'multipart/form-data; boundary=x']) {
      const res = await post('not multipart at all', type);
      expect(res.status, type).toBe(400);
      expect(await res.text()).toBe(BROKEN_FORM_MESSAGE);
    }
  });

  it('hands forms to the page, read once more there', async () => {
    const encoded = await post('fullName=Priya&email=p%40x.co.uk', 'application/x-www-form-urlencoded');
    expect(await encoded.text()).toBe('read fullName,email');
    const form = new FormData();
    form.set('fullName', 'Priya');
    const multipart = await post(form);
    expect(await multipart.text()).toBe('read fullName');
    expect((await t.request('/contact')).status).toBe(200);
  });

  it('leaves the API its own rules (JSON)', async () => {
    const res = await t.request('/api/contact', {
      method: 'POST',
      headers: { origin: 'http://localhost', 'content-type': 'application/json' },
      body: JSON.stringify({ fullName: '' }),
    });
    expect(res.status).toBe(400);
  });
});
