import { renderToString } from 'react-dom/server';
import { createRoutesStub, Outlet } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { ShopInfo } from '../../domain/shop-info';
import { traderFrom } from '../../domain/trader';
import About from './info/about';
import Contact from './contact';
import { pageText, renderAt } from '../../tests/helpers/server-render';
import { SiteFooter } from '~/components/layout/site-footer';

const ADDRESS = 'Unit 4, Canal Road Works, Bradford BD1 4AB, United Kingdom';
const base: ShopInfo = {
  name: 'Workwear Wardrobe',
  phone: '01274 123 456',
  email: 'hello@example.test',
  address: ADDRESS,
  guideVideoUrl: null,
  social: [],
};
const withTrader: ShopInfo = {
  ...base,
  trader: traderFrom(
    {
      TRADER_LEGAL_NAME: 'Workwear Wardrobe Ltd',
      TRADER_COMPANY_NUMBER: '01234567',
      TRADER_REGISTERED_IN: 'England and Wales',
      TRADER_REGISTERED_OFFICE: '1 High Street, Leeds LS1 1AA',
    },
    ADDRESS,
  ),
};

/** A page as the server renders it, with the root route's data holding the shop. */
function renderPage(Page: () => React.ReactNode, shop: ShopInfo, url: string) {
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      Component: () => <Outlet />,
      children: [{ path: url.slice(1), Component: Page }],
    },
  ]);
  return pageText(
    renderToString(
      <Stub
        initialEntries={[url]}
        hydrationData={{ loaderData: { root: { shop, brands: [], year: 2026, user: null } } }}
      />,
    ),
  );
}

const TRADER_TEXT = [
  'Workwear Wardrobe Ltd',
  'Registered in England and Wales, company number 01234567',
  'Registered office: 1 High Street, Leeds LS1 1AA',
  `Trading address: ${ADDRESS}`,
];

describe('trader details on the pages (issue 34)', () => {
  const footer = (shop: ShopInfo) =>
    pageText(renderAt(<SiteFooter shop={shop} brands={[]} year={2026} />, '/'));
  const pages: [string, (shop: ShopInfo) => string][] = [
    ['the footer', footer],
    ['the about page', (shop) => renderPage(() => <About />, shop, '/about')],
    [
      'the contact page',
      (shop) =>
        renderPage(
          () => <Contact {...({ actionData: undefined } as unknown as Parameters<typeof Contact>[0])} />,
          shop,
          '/contact',
        ),
    ],
  ];

  it.each(pages)('%s shows them when set', (_name, render) => {
    const text = render(withTrader);
    for (const line of TRADER_TEXT) expect(text).toContain(line);
  });

  it.each(pages)('%s shows nothing of them when unset', (_name, render) => {
    const text = render(base);
    expect(text).not.toContain('company number');
    expect(text).not.toContain('Trading address');
    expect(text).not.toContain('Registered office');
  });
});
