import { describe, expect, it } from 'vitest';
import { authHref, brandLinks, cartBadgeText, cartLabel, guideLink, quickLinkHref } from './nav-links';
import { videoEmbed } from '~/lib/video-embed';

describe('cart badge', () => {
  it.each([
    [0, null, 'Cart, empty'],
    [-2, null, 'Cart, empty'],
    [1, '1', 'Cart, 1 item'],
    [3, '3', 'Cart, 3 items'],
    [9, '9', 'Cart, 9 items'],
    // the name holds the badge's own text (WCAG 2.5.3, axe's label-content-name-mismatch), and the count
    [10, '9+', 'Cart, 9+ items (10)'],
    [250, '9+', 'Cart, 9+ items (250)'],
  ])('%i items: badge %s, label %s', (count, badge, label) => {
    expect(cartBadgeText(count)).toBe(badge);
    expect(cartLabel(count)).toBe(label);
    if (badge) expect(label).toContain(badge);
  });
});

describe('quick links', () => {
  it.each([
    ['Home', '/'],
    ['About', '/about'],
    ['FAQs', '/faqs'],
    ['Price Guide', '/price-guide'],
  ])('%s goes to %s', (label, href) => expect(quickLinkHref(label)).toBe(href));
});

describe('guide link', () => {
  it('opens the illustrated guide without a video', () => {
    expect(guideLink({ guideVideoUrl: null })).toEqual({ href: '/guide', external: false });
  });
  it('opens the configured video', () => {
    expect(guideLink({ guideVideoUrl: 'https://youtu.be/abc' })).toEqual({
      href: 'https://youtu.be/abc',
      external: true,
    });
  });
});

describe('brand links', () => {
  it('uses the catalogue brands with their logos', () => {
    expect(brandLinks([{ slug: 'kustom-kit', name: 'Kustom Kit', logo: '/files/kk.webp' }])).toEqual([
      { label: 'Kustom Kit', href: '/brands/kustom-kit', image: '/files/kk.webp' },
    ]);
  });
  it('falls back to the fixed brand list when the catalogue has none', () => {
    const links = brandLinks([]);
    expect(links).toHaveLength(10);
    expect(links).toContainEqual({ label: 'Gildan', href: '/brands/gildan' });
  });
});

describe('video embed', () => {
  const nocookie = 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0';
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', nocookie],
    ['https://youtu.be/dQw4w9WgXcQ', nocookie],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ', nocookie],
    ['https://m.youtube.com/shorts/dQw4w9WgXcQ', nocookie],
    ['https://vimeo.com/76979871', 'https://player.vimeo.com/video/76979871?autoplay=1'],
    ['https://player.vimeo.com/video/76979871', 'https://player.vimeo.com/video/76979871'],
  ])('plays %s in a frame', (url, src) =>
    expect(videoEmbed(url, { autoplay: true })).toEqual({ kind: 'iframe', src }),
  );

  it('plays a video file with the video element', () => {
    expect(videoEmbed('/files/guide/how-to.mp4')).toEqual({ kind: 'video', src: '/files/guide/how-to.mp4' });
  });

  it('starts paused unless asked to autoplay, and refuses what it cannot play', () => {
    expect(videoEmbed('https://youtu.be/dQw4w9WgXcQ')).toEqual({
      kind: 'iframe',
      src: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?rel=0',
    });
    expect(videoEmbed('')).toBeNull();
    expect(videoEmbed('javascript:alert(1)')).toBeNull();
  });
});

describe('login and sign-up links', () => {
  it.each([
    ['/login', '/products/polo', '', '/login?redirectTo=%2Fproducts%2Fpolo'],
    [
      '/signup',
      '/products/polo',
      '?sort=price-low&page=2',
      '/signup?redirectTo=%2Fproducts%2Fpolo%3Fsort%3Dprice-low%26page%3D2',
    ],
    ['/login', '/cart', '', '/login?redirectTo=%2Fcart'],
    ['/login', '/', '', '/login'],
    ['/login', '/', '?x=1', '/login?redirectTo=%2F%3Fx%3D1'],
  ] as const)('%s from %s%s goes to %s', (target, pathname, search, expected) => {
    expect(authHref(target, { pathname, search })).toBe(expected);
  });

  it.each([
    ['/signup', '/login', '', '/signup'],
    ['/login', '/signup', '', '/login'],
    ['/signup', '/login', '?redirectTo=%2Fcart', '/signup?redirectTo=%2Fcart'],
    ['/login', '/otp', '?email=a%40b.c&redirectTo=%2Fproduct%2F1', '/login?redirectTo=%2Fproduct%2F1'],
    ['/signup', '/login', '?redirectTo=https%3A%2F%2Fevil.example', '/signup'],
  ] as const)(
    '%s from the login step %s%s keeps its return path: %s',
    (target, pathname, search, expected) => {
      expect(authHref(target, { pathname, search })).toBe(expected);
    },
  );
});
