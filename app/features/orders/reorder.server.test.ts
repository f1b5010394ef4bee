import type { AppLoadContext } from 'react-router';
import { describe, expect, it } from 'vitest';
import { reorderNotice } from './reorder.server';

const context = { secure: true } as AppLoadContext;
const withCookie = (value: string) =>
  new Request('http://shop.test/cart', { headers: { Cookie: `sid=abc; reorder_notice=${value}` } });
const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe("the cart's re-order notice (a one-shot cookie)", () => {
  it('reads what was added and the notes, and clears the cookie', () => {
    const read = reorderNotice(
      withCookie(encode({ added: 3, notes: ['Kit Tee in Black, size L is out of stock.'] })),
      context,
    );
    expect(read?.notice).toEqual({
      message: '3 items from your order added to your cart. Some lines changed: see the notes.',
      notes: ['Kit Tee in Black, size L is out of stock.'],
    });
    expect(read?.clear).toMatch(/^reorder_notice=; Max-Age=0; Path=\//);
    expect(read?.clear).toContain('HttpOnly');
  });

  it('says nothing without the cookie, and clears a malformed one without showing it', () => {
    expect(reorderNotice(new Request('http://shop.test/cart?reordered=3&note=Call+us'), context)).toBeNull();
    for (const bad of [
      'not-base64-json',
      encode({ added: -1, notes: [] }),
      encode({ notes: ['x'] }),
      encode(null),
    ]) {
      const read = reorderNotice(withCookie(bad), context);
      expect(read?.notice, bad).toBeNull();
      expect(read?.clear).toContain('Max-Age=0');
    }
  });
});
