import { describe, expect, it } from 'vitest';
import { safeRedirect } from './redirect';

describe('safeRedirect', () => {
  it.each([
    ['/checkout', '/checkout'],
    ['/products?type=polo#list', '/products?type=polo#list'],
    ['/account/orders', '/account/orders'],
    ['/a/../b', '/b'],
    ['/%2F%2Fevil.example', '/%2F%2Fevil.example'],
    ['/./products', '/products'],
    ['/%252e//evil.example', '/%252e//evil.example'],
    ['/./https://evil.example', '/https://evil.example'],
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
    ['a dot segment before //', '/.//evil.example'],
    ['a parent segment before //', '/..//evil.example'],
    ['an encoded dot segment before //', '/%2e//evil.example'],
    ['an encoded upper-case dot segment before //', '/%2E//evil.example'],
    ['an encoded parent segment before //', '/%2e%2e//evil.example'],
    ['a half-encoded parent segment before //', '/.%2e//evil.example'],
    ['a folder and its parent before //', '/a/..//evil.example'],
    ['a folder and an encoded parent before //', '/a/%2e%2e//evil.example'],
    ['a dot segment before ///', '/.///evil.example'],
    ['a dot segment before /\\', '/./\\evil.example'],
    ['a dot segment before // with a query', '/.//evil.example/?next=/'],
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
