import { beforeEach, describe, expect, it } from 'vitest';
import { createCustomer } from '../../tests/factories';
import { useTestApp } from '../../tests/helpers/test-app';

const ADDRESS = {
  firstName: 'Jo',
  lastName: 'Bloggs',
  address: '1 High Street',
  postCode: 'ls1 4ap',
  city: 'Leeds',
  country: 'United Kingdom',
  email: 'jo@example.co.uk',
  phone: '0113 496 0000',
};

describe('addresses API', () => {
  const t = useTestApp('pglite');
  let ip = 0;
  beforeEach(() => {
    ip++;
  });

  const send = (method: string, p: string, body?: unknown, cookie?: string) =>
    t.request(`/api${p}`, {
      method,
      headers: {
        'content-type': 'application/json',
        origin: 'http://localhost',
        'x-forwarded-for': `10.3.0.${ip}`,
        ...(cookie ? { cookie } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  async function customer() {
    const user = await createCustomer(t.ctx.database.db);
    const res = await send('POST', '/auth/login', { email: user.email, password: user.password });
    return res.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
  }

  it('needs a login', async () => {
    expect((await send('GET', '/addresses')).status).toBe(401);
    expect((await send('POST', '/addresses', { address: ADDRESS })).status).toBe(401);
  });

  it('adds, edits, makes default and deletes, the first address being the default', async () => {
    const cookie = await customer();
    const first = await send('POST', '/addresses', { address: ADDRESS }, cookie);
    expect(first.status).toBe(201);
    const a = (await first.json()).address;
    expect(a).toMatchObject({ isDefault: true, address: { postCode: 'LS1 4AP', lastName: 'Bloggs' } });
    const b = (
      await (
        await send(
          'POST',
          '/addresses',
          { address: { ...ADDRESS, address: '2 Mill Lane', city: 'York', postCode: 'YO1 7HH' } },
          cookie,
        )
      ).json()
    ).address;
    expect(b.isDefault).toBe(false);

    const edited = await send(
      'PUT',
      `/addresses/${b._id}`,
      { address: { ...ADDRESS, city: 'Harrogate', postCode: 'HG1 1AA' }, isDefault: true },
      cookie,
    );
    expect(edited.status).toBe(200);
    expect((await edited.json()).address).toMatchObject({ isDefault: true, address: { city: 'Harrogate' } });
    let list = (await (await send('GET', '/addresses', undefined, cookie)).json()).addresses;
    expect(list.map((x: { _id: string; isDefault: boolean }) => [x._id, x.isDefault])).toEqual([
      [b._id, true],
      [a._id, false],
    ]);

    expect((await send('POST', `/addresses/${a._id}/default`, undefined, cookie)).status).toBe(200);
    expect((await send('DELETE', `/addresses/${a._id}`, undefined, cookie)).status).toBe(200);
    list = (await (await send('GET', '/addresses', undefined, cookie)).json()).addresses;
    // the default was deleted: the one left takes over
    expect(list).toEqual([expect.objectContaining({ _id: b._id, isDefault: true })]);
  });

  it('validates with the checkout schema', async () => {
    const cookie = await customer();
    const res = await send('POST', '/addresses', { address: { ...ADDRESS, city: '', phone: '' } }, cookie);
    expect(res.status).toBe(400);
    expect((await res.json()).message).toBe('Please fill in: City, Phone');
    const bad = await send('POST', '/addresses', { address: ADDRESS, owner: 'x' }, cookie);
    expect(bad.status).toBe(400);
  });

  it("never shows or changes another customer's address", async () => {
    const owner = await customer();
    const other = await customer();
    const { address } = await (await send('POST', '/addresses', { address: ADDRESS }, owner)).json();
    expect((await (await send('GET', '/addresses', undefined, other)).json()).addresses).toEqual([]);
    expect((await send('PUT', `/addresses/${address._id}`, { address: ADDRESS }, other)).status).toBe(404);
    expect((await send('POST', `/addresses/${address._id}/default`, undefined, other)).status).toBe(404);
    expect((await send('DELETE', `/addresses/${address._id}`, undefined, other)).status).toBe(404);
    expect((await send('DELETE', '/addresses/not-a-uuid', undefined, other)).status).toBe(404);
    expect((await (await send('GET', '/addresses', undefined, owner)).json()).addresses).toHaveLength(1);
  });
});
