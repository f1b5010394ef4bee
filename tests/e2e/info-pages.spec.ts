import { type Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test, waitForHydration } from './support/fixtures';

type InfoPage = {
  path: string;
  h1: string;
  /** Words the page's main content says, checked once the page has loaded. */
  texts?: string[];
  /** The page's other key facts, checked after them. */
  facts?: (page: Page) => Promise<void>;
};

const main = (page: Page) => page.getByRole('main');

const PAGES: InfoPage[] = [
  {
    path: '/about',
    h1: 'About Us',
    facts: async (page) => {
      for (const name of ['What We Offer', 'Why Choose Us', 'Our Mission']) {
        await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
      }
      for (const name of [
        'Custom Printing',
        'Professional Embroidery',
        'Wide Product Range',
        'Fast Turnaround',
      ]) {
        await expect(page.getByRole('heading', { level: 3, name })).toBeVisible();
      }
      await expect(main(page).getByRole('link', { name: 'Get in Touch' })).toHaveAttribute(
        'href',
        '/contact',
      );
    },
  },
  {
    path: '/faqs',
    h1: 'Frequently Asked Questions',
    facts: async (page) => {
      await expect(main(page).getByRole('button', { name: 'Do you charge VAT?' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Still have questions?' })).toBeVisible();
      await expect(main(page).getByRole('link', { name: /^E-mail us/ })).toHaveAttribute(
        'href',
        /^mailto:.+@.+/,
      );
    },
  },
  {
    path: '/price-guide',
    h1: 'Price Guide',
    facts: async (page) => {
      // the seeds' prices (the shop's until the seller sets ladders, which add a table of their own)
      const table = main(page).getByRole('table', { name: 'Logo application and setup prices' });
      await expect(
        table.getByRole('row', { name: /Embroidery \(up to 10,000 stitches\).*£5\.50/ }),
      ).toBeVisible();
      await expect(table.getByRole('row', { name: /Vinyl printing.*£5\.50/ })).toBeVisible();
      await expect(table.getByRole('row', { name: /Extra stitches.*£1\.50/ })).toBeVisible();
      await expect(table.getByRole('row', { name: /Setup \(digitising\).*£20\.00/ })).toBeVisible();
      await expect(table.getByRole('row', { name: /used with us before.*No setup fee/ })).toBeVisible();
      for (const garment of [
        'T-shirts',
        'Polo shirts',
        'Hoodies',
        'Hi-vis vests',
        'Work jackets',
        'Caps and beanies',
      ]) {
        await expect(main(page).getByRole('link', { name: new RegExp(`^${garment}`) })).toBeVisible();
      }
      await expect(main(page).getByRole('link', { name: 'Request a quote online' })).toHaveAttribute(
        'href',
        '/contact',
      );
      await expect(main(page).locator('a[href^="tel:"]')).toBeVisible();
    },
  },
  {
    path: '/disclaimer',
    h1: 'Disclaimer',
    facts: async (page) => {
      await expect(page.getByRole('heading', { level: 2, name: 'Your artwork and logos' })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: 'Limitation of liability' })).toBeVisible();
    },
  },
  {
    path: '/cookie-policy',
    h1: 'Cookie Policy',
    facts: async (page) => {
      const numbered = main(page).getByRole('heading', { level: 2, name: /^\d\. / });
      await expect(numbered).toHaveText([
        '1. What are cookies?',
        '2. Types of cookies we use',
        '3. How we use cookies',
        '4. Third-party cookies',
        '5. Your cookie choices',
        '6. Changes to this policy',
        '7. Contact us',
      ]);
      for (const type of [
        'Essential cookies',
        'Performance cookies',
        'Functional cookies',
        'Advertising cookies',
      ]) {
        await expect(main(page).getByText(type, { exact: true })).toBeVisible();
      }
      await expect(main(page).getByText('15 May 2025')).toBeVisible();
      await expect(main(page).getByRole('link', { name: 'Back to the home page' })).toHaveAttribute(
        'href',
        '/',
      );
    },
  },
  {
    path: '/payment-info',
    h1: 'Payment Information',
    texts: ['Stripe', 'never see', 'pounds sterling'],
  },
  {
    path: '/return-policy',
    h1: 'Return & Refund Policy',
    texts: ['within 14 days of delivery', '5-7 business days', 'spelling error'],
  },
  {
    path: '/shipping-policy',
    h1: 'Shipping Policy',
    texts: ['1-3 business days', 'within 24 hours'],
    facts: async (page) => {
      const table = main(page).getByRole('table');
      await expect(
        table.getByRole('row', { name: /^Standard \(UK\) 2-3 business days £4\.95$/ }),
      ).toBeVisible();
      await expect(table.getByRole('row', { name: /^Expedited 1-2 business days £6\.95$/ })).toBeVisible();
      await expect(
        table.getByRole('row', { name: /^International 5-10 business days £9\.95$/ }),
      ).toBeVisible();
      await expect(table.getByRole('row', { name: /£100 or more.*Free$/ })).toBeVisible();
      await expect(main(page)).not.toContainText('£10.95');
    },
  },
  {
    path: '/vat-information',
    h1: 'VAT Information',
    texts: ['not currently registered for Value Added Tax', 'No VAT charged', 'VAT will be shown'],
    facts: async (page) => {
      await expect(main(page).getByRole('link', { name: /@/ }).first()).toHaveAttribute('href', /^mailto:/);
    },
  },
  {
    path: '/guide',
    h1: 'How to Add Your Logo',
    facts: async (page) => {
      const steps = main(page).getByRole('list', { name: 'Steps to add your logo' }).locator(':scope > li');
      await expect(steps).toHaveCount(9);
      await expect(main(page).getByRole('heading', { level: 2, name: /ADD LOGO/ })).toBeVisible();
      await expect(main(page).getByRole('heading', { level: 2, name: /digital proof/ })).toBeVisible();
      const positions = main(page).locator('figcaption');
      await expect(positions).toHaveText([
        'Large Back',
        'Large Front',
        'Left Breast',
        'Left Sleeve',
        'Nape of Neck',
        'Right Breast',
        'Right Sleeve',
      ]);
      const banner = main(page).locator('img[src="/images/steps-banner.webp"]');
      await expect(banner).toHaveAttribute('width', '1600');
      await expect(banner).toHaveAttribute('height', '500');
      await expect(banner).toHaveAttribute('alt', /logo/i);
    },
  },
];

test.describe('information pages', () => {
  for (const info of PAGES) {
    test(`${info.path} shows its heading and key facts, and passes axe @phone`, async ({ page }) => {
      const res = await page.goto(info.path);
      expect(res?.status()).toBe(200);
      const h1 = page.getByRole('heading', { level: 1 });
      await expect(h1).toHaveCount(1);
      await expect(h1).toHaveText(info.h1);
      await expect(page).toHaveTitle(
        new RegExp(`^${info.h1.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\| .+)?$`),
      );
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{40,}/);
      for (const text of info.texts ?? []) await expect(main(page)).toContainText(text);
      await info.facts?.(page);
      // nothing wider than the screen
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, 'horizontal overflow in px').toBeLessThanOrEqual(0);
      await expectNoSeriousA11yViolations(page);
    });
  }
});

test.describe('FAQ accordion', () => {
  test('keeps one answer open at a time and closes the open one when clicked again @phone', async ({
    page,
  }) => {
    await page.goto('/faqs');
    const faq = main(page);
    const first = faq.getByRole('button', { name: 'What types of customisation do you offer?' });
    const second = faq.getByRole('button', { name: 'Can I upload my own logo?' });
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await expect(second).toHaveAttribute('aria-expanded', 'false');

    await first.click();
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    const firstAnswer = faq.getByRole('region', { name: 'What types of customisation do you offer?' });
    await expect(firstAnswer).toContainText('embroidery and vinyl printing');
    // the answer is split into paragraphs
    expect(await firstAnswer.locator('p').count()).toBeGreaterThan(1);

    await second.click();
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await expect(firstAnswer).toBeHidden();
    const secondAnswer = faq.getByRole('region', { name: 'Can I upload my own logo?' });
    await expect(secondAnswer).toContainText('PNG, JPEG, SVG or PDF');
    // the panel is capped at 10rem and scrolls
    const maxHeight = await secondAnswer.evaluate((el) => getComputedStyle(el).maxHeight);
    expect(maxHeight).toBe('160px');
    expect(await faq.getByRole('button', { expanded: true }).count()).toBe(1);

    await second.click();
    await expect(second).toHaveAttribute('aria-expanded', 'false');
    expect(await faq.getByRole('button', { expanded: true }).count()).toBe(0);
  });

  test('is usable from the keyboard', async ({ page }) => {
    await page.goto('/faqs');
    // a key pressed before React listens does nothing
    await waitForHydration(page);
    const question = main(page).getByRole('button', { name: 'Do you charge VAT?' });
    await question.focus();
    await page.keyboard.press('Enter');
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    await expect(main(page).getByRole('region', { name: 'Do you charge VAT?' })).toContainText(
      'not VAT-registered',
    );

    // arrows, Home and End move between the questions
    const questions = main(page).getByRole('button', { expanded: false }).or(question);
    const count = await questions.count();
    await page.keyboard.press('Home');
    await expect(questions.first()).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(questions.nth(count - 1)).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(questions.first()).toBeFocused();
    await page.keyboard.press('End');
    await expect(questions.nth(count - 1)).toBeFocused();
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the information pages are server-rendered and readable', async ({ page }) => {
    await page.goto('/faqs');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Frequently Asked Questions');
    // the native <details> fallback (inside <noscript>, which Playwright's text matching skips) opens without scripts
    // …and the script-driven accordion hides itself (a `noscript:` variant, no <style> in the body)
    await expect(main(page).getByRole('button', { name: 'Do you charge VAT?' })).toBeHidden();
    const open = page.locator('details[open]');
    await expect(open).toHaveCount(0);
    await page.locator('summary', { hasText: 'How long will my order take?' }).click();
    await expect(open).toHaveCount(1);
    await expect(open.locator('p').first()).toBeVisible();
    expect(await open.innerText()).toContain('to produce, counted from when you approve your digital proof');
    await page.locator('summary', { hasText: 'Do you charge VAT?' }).click();
    await expect(open).toHaveCount(1);
    expect(await open.innerText()).toContain('not VAT-registered');

    await page.goto('/shipping-policy');
    await expect(page.getByRole('row', { name: /^Expedited 1-2 business days £6\.95$/ })).toBeVisible();

    await page.goto('/guide');
    await expect(page.locator('figcaption')).toHaveCount(7);
  });
});
