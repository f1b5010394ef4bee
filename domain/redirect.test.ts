import { describe, expect, it } from 'vitest';
import { safeRedirect } from './redirect';

describe('safeRedirect', () => {
  it.each([
    ['/checkout', '/checkout'],
    ['/products?type=polo#list', '/products?type=polo#list'],
    ['/account/orders', '/account/orders'],
    ['/a/../b', '/b'],
    ['/%2F%2Fevil.example', '/%2F%2Fevil.example'],
  ])('keeps the same-origin path %j', (target, expected) => {
    expect(safeRedirect(target)).toBe(expected);
  });

  it.each([
    ['tab', '/\t/evil.example'],
    ['CR', '/\r/evil.example'],
    ['LF', '/\n/evil.example'],
    ['NUL', '/\u0000/evil.example'],
    ['backslash', '/\\evil.example'],
    ['protocol-relative', '//evil.example'],
    ['absolute https', 'https://evil.example/'],
    ['javascript:', 'javascript:alert(1)'],
    ['relative', 'evil.example'],
    ['empty', ''],
    ['not a string', 42],
    ['missing', null],
  ])('refuses %s', (_name, target) => {
    expect(safeRedirect(target, '/fallback')).toBe('/fallback');
  });
});
