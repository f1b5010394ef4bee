import { describe, expect, it } from 'vitest';
import { storeAccessCookieHeader } from './store.server';

const request = (cookie?: string) =>
  new Request('http://localhost/store/st-marys-pe', cookie ? { headers: { Cookie: cookie } } : {});
const token = (ch: string) => ch.repeat(32);

describe('the store access cookie a typed code sets', () => {
  it('keeps the stores already opened and adds this one, for the whole shop', () => {
    const header = storeAccessCookieHeader(request(`sid=x; store_access=${token('a')}`), token('b'), true);
    expect(header).toMatch(/^store_access=/);
    expect(header).toContain('Path=/');
    expect(header).toContain('HttpOnly');
    expect(header).toContain('Secure');
    expect(header).toContain('SameSite=Lax');
    const value = /^store_access=([^;]*)/.exec(header)![1]!;
    expect(decodeURIComponent(value).split('.')).toEqual([token('a'), token('b')]);
  });

  it('starts the cookie for a first store', () => {
    const header = storeAccessCookieHeader(request(), token('c'), false);
    expect(header).not.toContain('Secure');
    expect(header.split(';')[0]).toBe(`store_access=${token('c')}`);
  });
});
