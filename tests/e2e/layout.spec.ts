import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, waitForHydration } from './support/fixtures';

// Every test here fails on a console error or an uncaught exception in the page.
let pageErrors: string[] = [];
test.beforeEach(({ page }) => {
  pageErrors = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') pageErrors.push(msg.text());
  });
  page.on('pageerror', (error) => pageErrors.push(error.message));
});
test.afterEach(() => {
  expect(pageErrors, 'console errors on the page').toEqual([]);
});

/** Keeps the timed welcome popup and cookie banner out of tests about something else. */
async function skipTimedPopups(page: Page) {
  await page.addInitScript(() => {
    localStorage.setItem('welcomePopupSeen', 'true');
    localStorage.setItem('cookieConsent', 'accepted');
  });
}

/** Lets React render whatever a timer callback just scheduled (its scheduler posts through a MessageChannel). */
async function flushRendering(page: Page) {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve();
        channel.port2.postMessage(null);
      }),
  );
}

/** After a reload, and the ten seconds in which a popup or banner would arrive, `target` is still hidden. */
async function expectHiddenAfterReload(page: Page, target: Locator) {
  await page.reload();
  await waitForHydration(page);
  await page.clock.runFor(10_000);
  await flushRendering(page);
  await expect(target).toBeHidden();
}

test.describe('header at desktop width', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test.beforeEach(async ({ page }) => {
    await skipTimedPopups(page);
    await page.goto('/');
    await waitForHydration(page);
  });

  test('shows the contact bar, logo, account links and an empty cart', async ({ page }) => {
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: /^Call us:/ })).toHaveAttribute('href', /^tel:\+?\d+$/);
    await expect(header.getByRole('link', { name: 'Get a Quote' })).toHaveAttribute('href', '/contact');
    await expect(header.getByRole('link', { name: /^How to add a logo/ })).toHaveAttribute(
      'href',
      /^(\/guide|https?:\/\/.+)$/,
    );
    await expect(header.getByRole('link', { name: /, home$/ })).toHaveAttribute('href', '/');
    await expect(header.getByRole('link', { name: 'Login', exact: true })).toHaveAttribute('href', '/login');
    await expect(header.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/signup');

    const cart = header.getByRole('link', { name: /^Cart/ });
    await expect(cart).toHaveAttribute('href', '/cart');
    await expect(cart).toHaveAccessibleName('Cart, empty');
    await expect(cart.getByTestId('cart-badge')).toHaveCount(0);
  });

  test('dropdown menus open, move focus and close by keyboard', async ({ page }) => {
    const nav = page.getByRole('navigation', { name: 'Main' });
    const products = nav.getByRole('button', { name: 'Products' });
    await expect(products).toHaveAttribute('aria-expanded', 'false');

    // Enter opens the menu with focus on its first link; arrows move; Escape closes and returns focus
    await products.focus();
    await page.keyboard.press('Enter');
    await expect(products).toHaveAttribute('aria-expanded', 'true');
    const productsMenu = page.getByRole('menu', { name: 'Products' });
    const tshirt = productsMenu.getByRole('menuitem', { name: 'T-Shirts' });
    await expect(tshirt).toBeFocused();
    await expect(tshirt).toHaveAttribute('href', '/products/t-shirt');
    await expect(productsMenu.getByRole('menuitem', { name: /All Products/ })).toHaveAttribute(
      'href',
      '/products',
    );
    await page.keyboard.press('ArrowDown');
    await expect(productsMenu.getByRole('menuitem', { name: 'Polos' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(productsMenu).toBeHidden();
    await expect(products).toBeFocused();

    // Tab moves on to the next trigger
    const accessories = nav.getByRole('button', { name: 'Accessories' });
    await page.keyboard.press('Tab');
    await expect(accessories).toBeFocused();
    await page.keyboard.press('Space');
    const accessoriesMenu = page.getByRole('menu', { name: 'Accessories' });
    for (const [name, href] of [
      ['Backpacks', '/products/backpack'],
      ['Headwear', '/products/headwear'],
      ['Hi-Vis', '/products/hi-vis'],
      ['Work Bags', '/products/workbag'],
    ]) {
      await expect(accessoriesMenu.getByRole('menuitem', { name })).toHaveAttribute('href', href);
    }
    await page.keyboard.press('Escape');
    await expect(accessories).toHaveAttribute('aria-expanded', 'false');
    await expect(accessories).toBeFocused();

    const brands = nav.getByRole('button', { name: 'Brands' });
    await page.keyboard.press('Tab');
    await expect(brands).toBeFocused();
    await page.keyboard.press('ArrowDown');
    const brandsMenu = page.getByRole('menu', { name: 'Brands' });
    await expect(brandsMenu.getByRole('menuitem')).toHaveCount(10);
    await expect(brandsMenu.getByRole('menuitem', { name: 'Gildan' })).toHaveAttribute(
      'href',
      '/brands/gildan',
    );
    await page.keyboard.press('Escape');
    await expect(brands).toBeFocused();

    // following a link by keyboard navigates and closes the menu
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    await expect(products).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(tshirt).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/products\/t-shirt$/);
    await expect(productsMenu).toBeHidden();
  });

  test('no serious accessibility violations with a dropdown open', async ({ page }) => {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Products' }).click();
    await expect(page.getByRole('menu', { name: 'Products' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('menu triggers are links to pages or the footer lists', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Products' })).toHaveAttribute('href', '/products');
    await expect(nav.getByRole('link', { name: 'Accessories' })).toHaveAttribute(
      'href',
      '#footer-accessories',
    );
    await expect(nav.getByRole('link', { name: 'Brands' })).toHaveAttribute('href', '#footer-brands');

    await page.setViewportSize({ width: 375, height: 812 });
    await expect(page.getByRole('link', { name: 'Menu' })).toHaveAttribute('href', '#footer-nav');
    await expect(page.locator('#footer-nav')).toHaveCount(1);
    await expect(page.locator('#footer-brands')).toHaveCount(1);
    await expect(page.locator('#footer-accessories')).toHaveCount(1);
  });
});

test.describe('phone menu @phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test.beforeEach(async ({ page }) => {
    await skipTimedPopups(page);
    await page.goto('/');
    await waitForHydration(page);
  });

  test('opens a labelled panel with collapsible sections, traps focus and closes with Escape', async ({
    page,
  }) => {
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    const menuButton = page.getByRole('button', { name: 'Menu' });
    await menuButton.click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();

    for (const [section, link, href] of [
      ['Categories', 'Polo', '/products/polo'],
      ['Accessories', 'Hi-Vis', '/products/hi-vis'],
      ['Brands', 'Gildan', '/brands/gildan'],
    ]) {
      const trigger = menu.getByRole('button', { name: section });
      await expect(trigger).toHaveAttribute('aria-expanded', 'false');
      await expect(menu.getByRole('link', { name: link })).toBeHidden();
      await trigger.click();
      await expect(trigger).toHaveAttribute('aria-expanded', 'true');
      await expect(menu.getByRole('link', { name: link })).toHaveAttribute('href', href);
    }
    await expect(menu.getByRole('link', { name: 'Login' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Sign Up' })).toBeVisible();

    // Tab and Shift+Tab cycle inside the panel
    for (const key of ['Tab', 'Shift+Tab']) {
      for (let i = 0; i < 45; i++) {
        await page.keyboard.press(key);
        expect(await menu.evaluate((el) => el.contains(document.activeElement))).toBe(true);
      }
    }

    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(menuButton).toBeFocused();
  });

  test('following a link closes the panel', async ({ page }) => {
    await page.getByRole('button', { name: 'Menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await menu.getByRole('link', { name: 'Get a Quote' }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(menu).toBeHidden();
  });

  test('no serious accessibility violations with the menu open', async ({ page }) => {
    await page.getByRole('button', { name: 'Menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await menu.getByRole('button', { name: 'Categories' }).click();
    await expect(menu.getByRole('link', { name: 'All Products' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});

test('the footer has every link group, the contact details and the current year', async ({ page }) => {
  await skipTimedPopups(page);
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  const footerNav = footer.getByRole('navigation', { name: 'Footer' });
  await expect(footerNav).toHaveAttribute('id', 'footer-nav');

  const groups: Record<string, [string, string][]> = {
    'Quick links': [
      ['Home', '/'],
      ['About', '/about'],
      ['Contact', '/contact'],
      ['FAQs', '/faqs'],
      ['Price Guide', '/price-guide'],
    ],
    Policies: [
      ['Disclaimer', '/disclaimer'],
      ['Cookie Policy', '/cookie-policy'],
      ['Payment Information', '/payment-info'],
      ['Return & Refund Policy', '/return-policy'],
      ['Shipping Policy', '/shipping-policy'],
      ['VAT Information', '/vat-information'],
    ],
    Shop: [
      ['Bodywarmers', '/products/bodywarmer'],
      ['Jackets', '/products/jacket'],
      ['Hoodies', '/products/hoodie'],
      ['Polos', '/products/polo'],
      ['Shirts & Blouses', '/products/shirt-blouse'],
      ['Sweatshirts', '/products/sweatshirt'],
      ['T-Shirts', '/products/t-shirt'],
      ['Cargo Pants', '/products/cargo-pants'],
      ['Shorts', '/products/shorts'],
      ['Trousers', '/products/trousers'],
      ['Work Pants', '/products/work-pants'],
      ['Backpacks', '/products/backpack'],
      ['Headwear', '/products/headwear'],
      ['Hi-Vis', '/products/hi-vis'],
      ['Work Bags', '/products/workbag'],
    ],
  };
  for (const [title, links] of Object.entries(groups)) {
    const group = footerNav.getByRole('region', { name: title });
    await expect(group.getByRole('heading', { name: title })).toBeVisible();
    await expect(group.getByRole('link')).toHaveCount(links.length);
    for (const [name, href] of links) {
      await expect(group.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
  }
  for (const title of ['Tops', 'Bottoms', 'Accessories']) {
    await expect(footerNav.getByRole('heading', { name: title })).toBeVisible();
  }

  const brands = footerNav.getByRole('region', { name: 'Brands' });
  await expect(brands).toHaveAttribute('id', 'footer-brands');
  await expect(brands.getByRole('link')).toHaveCount(10);
  for (const link of await brands.getByRole('link').all()) {
    await expect(link).toHaveAttribute('href', /^\/brands\/[\w%-]+$/);
  }

  await expect(footer.getByText('Wear Your Identity')).toBeVisible();
  await expect(footer.getByRole('link', { name: /^Phone:/ })).toHaveAttribute('href', /^tel:/);
  await expect(footer.getByRole('link', { name: /^E-mail:/ })).toHaveAttribute('href', /^mailto:.+@.+/);
  await expect(
    footer.getByRole('img', {
      name: 'We accept Visa, Mastercard, American Express, Apple Pay and Google Pay',
    }),
  ).toBeVisible();
  const year = new Date().getFullYear();
  await expect(footer.getByText(new RegExp(`^© ${year} .+\\. All rights reserved\\.$`))).toBeVisible();
  await expect(footer.getByText('No VAT charged — prices are final.')).toBeVisible();
});

test.describe('timed popups', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('the welcome popup appears about 2 s after a first visit and not again', async ({ page }) => {
    // a fake clock that runs in real time until a test moves it on
    await page.clock.install();
    await page.addInitScript(() => localStorage.setItem('cookieConsent', 'accepted'));
    await page.goto('/');
    const popup = page.getByRole('dialog', { name: /^Welcome to / });
    await expect(popup).toBeHidden();
    await expect(popup).toBeVisible({ timeout: 6_000 });
    await expect(
      popup
        .getByRole('button', { name: 'Watch and Create' })
        .or(popup.getByRole('link', { name: 'Watch and Create' })),
    ).toBeVisible();
    // a card, not a modal: it leaves focus where it was and the page usable behind it
    expect(await popup.evaluate((el) => el.contains(document.activeElement))).toBe(false);
    await expect(popup).toHaveAttribute('aria-modal', 'false');
    await page.getByRole('link', { name: 'Bundles' }).first().hover();
    await expectNoSeriousA11yViolations(page);

    // on the home page a popup-state record follows after 4 s
    await expect
      .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('popupState') ?? 'null')), {
        timeout: 6_000,
      })
      .toMatchObject({ shown: true, lastShown: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) });

    await popup.getByRole('button', { name: 'Close' }).click();
    await expect(popup).toBeHidden();

    await expectHiddenAfterReload(page, popup);
  });

  test('the cookie banner appears after about 5 s; Accept hides it for good', async ({ page }) => {
    await page.clock.install();
    await page.addInitScript(() => localStorage.setItem('welcomePopupSeen', 'true'));
    await page.goto('/');
    const banner = page.getByRole('region', { name: 'Cookie consent' });
    await expect(banner).toBeHidden();
    await expect(banner).toBeVisible({ timeout: 9_000 });
    await expect(banner.getByRole('link', { name: 'Cookie Policy' })).toHaveAttribute(
      'href',
      '/cookie-policy',
    );
    await expect(banner.getByRole('button', { name: 'Reject' })).toBeVisible();

    await banner.getByRole('button', { name: 'Accept' }).click();
    await expect(banner).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem('cookieConsent'))).toBe('accepted');

    await expectHiddenAfterReload(page, banner);
  });

  test('Reject is remembered as well', async ({ page }) => {
    await page.clock.install();
    await page.addInitScript(() => localStorage.setItem('welcomePopupSeen', 'true'));
    await page.goto('/');
    await waitForHydration(page);
    await page.clock.runFor(5_500);
    const banner = page.getByRole('region', { name: 'Cookie consent' });
    await banner.getByRole('button', { name: 'Reject' }).click();
    await expect(banner).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem('cookieConsent'))).toBe('rejected');
  });

  test('the cookie banner waits until the welcome popup is closed', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    await waitForHydration(page);
    await page.clock.runFor(2_500);
    const popup = page.getByRole('dialog', { name: /^Welcome to / });
    await expect(popup).toBeVisible();

    await page.clock.runFor(5_000);
    await flushRendering(page);
    const banner = page.getByRole('region', { name: 'Cookie consent' });
    await expect(banner).toBeHidden();

    await page.keyboard.press('Escape');
    await expect(popup).toBeHidden();
    await expect(banner).toBeVisible();
    // the banner is reachable: nothing modal is left blocking it
    await banner.getByRole('button', { name: 'Accept' }).click();
    await expect(banner).toBeHidden();
  });
});
