import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vatWording } from '../../domain/vat-wording';
import { createTestApp, testDatabases, type TestApp } from '../../tests/helpers/test-app';
import type { PageHandler } from '../app';
import { VERSION_MAX_AGE_MS } from '../services/catalogue';
import { londonDayOf } from './page-cache';

/** A page that says the footer's VAT sentence in the mode of the moment, as the root loader does. */
const vatPage: PageHandler = async (_request, context) => {
  const mode = await context.app.services.vatSettings.mode();
  return new Response(
    `<!doctype html><html><body><footer>${vatWording(mode).footer}</footer></body></html>`,
    {
      headers: { 'Content-Type': 'text/html; charset=utf-8' },
    },
  );
};

const NOT_CHARGED = 'No VAT charged — prices are final.';
const CHARGED = 'Prices include VAT at 20%. VAT number GB123456789.';

describe('londonDayOf', () => {
  it('turns the day at London midnight, in winter and in summer time', () => {
    let now = new Date('2027-02-10T23:59:59Z');
    const day = londonDayOf(() => now);
    expect(day()).toBe('2027-02-10');
    now = new Date('2027-02-11T00:00:00Z');
    expect(day()).toBe('2027-02-11');
    now = new Date('2027-07-01T22:59:59Z');
    expect(day()).toBe('2027-07-01');
    now = new Date('2027-07-01T23:00:00Z');
    expect(day()).toBe('2027-07-02');
  });
});

describe.each(testDatabases())('kept pages follow the VAT mode (%s)', (kind) => {
  let t: TestApp;
  let now = new Date('2027-02-10T23:58:00Z');

  beforeAll(async () => {
    t = await createTestApp(
      kind,
      { PUBLIC_URL: 'https://shop.example' },
      { pageHandler: vatPage, clock: () => now },
    );
  });
  afterAll(() => t.close());

  it('draws a page again once VAT is registered, and at midnight when it starts the next day', async () => {
    const first = await t.request('/faqs');
    expect(first.headers.get('X-Cache')).toBe('miss');
    expect(await first.text()).toContain(NOT_CHARGED);
    expect((await t.request('/faqs')).headers.get('X-Cache')).toBe('hit');

    // registered from tomorrow: the setting moves the catalogue version, but today's pages still say no VAT
    await t.ctx.services.vatSettings.set({
      registered: true,
      vatNumber: 'GB123456789',
      startDay: '2027-02-11',
    });
    await sleep(VERSION_MAX_AGE_MS + 50);
    const redrawn = await t.request('/faqs');
    expect(redrawn.headers.get('X-Cache')).toBe('miss');
    expect(await redrawn.text()).toContain(NOT_CHARGED);
    const kept = await t.request('/faqs');
    expect(kept.headers.get('X-Cache')).toBe('hit');
    expect(await kept.text()).toContain(NOT_CHARGED);

    // midnight in London: nothing was written, yet no page drawn yesterday is served
    now = new Date('2027-02-11T00:00:05Z');
    const midnight = await t.request('/faqs');
    expect(midnight.headers.get('X-Cache')).toBe('miss');
    expect(await midnight.text()).toContain(CHARGED);
    const after = await t.request('/faqs');
    expect(after.headers.get('X-Cache')).toBe('hit');
    expect(await after.text()).toContain(CHARGED);
  });
});
