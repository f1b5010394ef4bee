import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { TrustBar } from './trust-bar';

describe('TrustBar', () => {
  it('claims no reviews the shop does not have', () => {
    const text = renderToStaticMarkup(<TrustBar />).replace(/<[^>]+>/g, ' ');
    expect(text).not.toMatch(/\b(reviews?|rated|stars?)\b/i);
    expect(text).toContain('Proof before production');
  });
});
