import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { StarRating } from './star-rating';

describe('StarRating', () => {
  it.each([
    [0, 0],
    [4.7, 0],
  ])(
    'shows nothing for a rating of %d without reviews (no "Rated 0.0" on a new product)',
    (rating, count) => {
      expect(renderToStaticMarkup(<StarRating rating={rating} reviewCount={count} />)).toBe('');
    },
  );

  it('shows a rating with the reviews behind it', () => {
    const html = renderToStaticMarkup(<StarRating rating={4.5} reviewCount={12} />);
    expect(html).toContain('aria-label="Rated 4.5 out of 5"');
    expect(html).toContain('(12 reviews)');
  });
});
