// @vitest-environment jsdom
import { act } from 'react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setupBrowserDom } from '../../../../tests/helpers/browser-dom';
import { jsonResponse, stubFetch } from '../../../../tests/helpers/fetch-stub';
import {
  closedBatch,
  ORDER_IDS,
  STORE_ID,
  storeProducts,
  storeView,
} from '../../../../tests/helpers/store-views';
import { toast } from '~/components/ui/toast';
import { ShipDialog } from './batch-actions';
import { StoreEditor } from './store-editor';

vi.mock('~/components/ui/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const { mount, click } = setupBrowserDom();
afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const byId = <T extends HTMLElement = HTMLInputElement>(id: string) => document.getElementById(id) as T;
const button = (name: string) =>
  [...document.querySelectorAll('button')].find((b) => b.textContent?.trim() === name);

/** Types into a controlled box as a person does (React listens for the input event). */
async function type(input: HTMLInputElement | HTMLTextAreaElement, value: string) {
  const proto =
    input instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  await act(async () => {
    Object.getOwnPropertyDescriptor(proto, 'value')!.set!.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

function page(element: React.ReactNode) {
  const Stub = createRoutesStub([{ path: '*', Component: () => element }]);
  return mount(<Stub initialEntries={[`/admin/stores/${STORE_ID}`]} />);
}

const editor = () => page(<StoreEditor store={storeView} products={storeProducts} tradeAccounts={[]} />);

describe('the store editor saving', () => {
  it("keeps what was typed and shows the server's refusal under the box it names", async () => {
    const fetchMock = stubFetch(() =>
      jsonResponse(409, { message: 'That address is taken. Please choose another address.' }),
    );
    await editor();
    await type(byId('store-name'), 'St Mary’s PE kit 2027');
    await type(byId('store-slug'), 'taken-address');
    await click(button('Save store'));

    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe(`/api/stores/${STORE_ID}`);
    expect(init?.method).toBe('PUT');
    const sent = JSON.parse(String(init?.body));
    expect(sent).toMatchObject({ name: 'St Mary’s PE kit 2027', slug: 'taken-address', logoId: 'logo-1' });
    expect(sent.offers[0]).toMatchObject({ price: 1850, colours: ['Navy', 'White'] });

    const slug = byId('store-slug');
    expect(slug.value).toBe('taken-address');
    expect(byId('store-name').value).toBe('St Mary’s PE kit 2027');
    expect(slug.getAttribute('aria-invalid')).toBe('true');
    expect(byId('store-slug-error').textContent).toBe(
      'That address is taken. Please choose another address.',
    );
    expect(document.activeElement).toBe(slug);
    expect(toast.error).toHaveBeenCalledWith('That address is taken. Please choose another address.');
  });

  it('checks the form before sending: a price in words is marked under its garment, nothing is sent', async () => {
    const fetchMock = stubFetch(() => jsonResponse(200, {}));
    await editor();
    const price = document.querySelector<HTMLInputElement>('input[id$="-price"][inputmode="decimal"]')!;
    await type(price, 'eighteen');
    await click(button('Save store'));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(price.value).toBe('eighteen');
    expect(byId(`${price.id}-error`).textContent).toBe('Enter the store price in pounds, for example 18.50.');
  });

  it('adds a garment from the catalogue with no colour yet, and asks for one', async () => {
    stubFetch(() => jsonResponse(200, {}));
    await editor();
    const pick = byId<HTMLSelectElement>('store-add-garment');
    await act(async () => {
      Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, 'value')!.set!.call(
        pick,
        storeProducts[2]!.id,
      );
      pick.dispatchEvent(new Event('change', { bubbles: true }));
    });
    await click(button('Add garment'));
    expect(document.body.textContent).toContain('Softshell Jacket');
    await type(
      byId(document.querySelectorAll<HTMLInputElement>('input[inputmode="decimal"][id^="store-o"]')[2]!.id),
      '30',
    );
    await click(button('Save store'));
    expect(document.body.textContent).toContain('Please choose at least one colour for each garment.');
  });

  it('suggests the address from the name of a new store until the address is typed', async () => {
    await page(<StoreEditor store={null} products={storeProducts} tradeAccounts={[]} />);
    await type(byId('store-name'), 'Riverside FC Juniors');
    expect(byId('store-slug').value).toBe('riverside-fc-juniors');
    await type(byId('store-slug'), 'riverside');
    await type(byId('store-name'), 'Riverside FC');
    expect(byId('store-slug').value).toBe('riverside');
  });
});

describe('marking the batch shipped', () => {
  it('to the organisation: one carrier and tracking number, and the toast says how many', async () => {
    const fetchMock = stubFetch(() => jsonResponse(200, { shipped: 2 }));
    await page(<ShipDialog batch={closedBatch} />);
    await click(button('Mark batch shipped…'));
    await click(button('Mark 2 orders shipped'));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(byId('ship-carrier-error').textContent).toBe('Please enter the carrier.');
    await type(byId('ship-carrier'), 'Royal Mail');
    await type(byId('ship-tracking'), 'RM123456789GB');
    await click(button('Mark 2 orders shipped'));
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe(`/api/stores/${STORE_ID}/ship`);
    expect(JSON.parse(String(init?.body))).toEqual({
      carrier: 'Royal Mail',
      trackingNumber: 'RM123456789GB',
    });
    expect(toast.success).toHaveBeenCalledWith('2 orders shipped; each member has been e-mailed.');
  });

  it('to each member: a tracking number per order still counted', async () => {
    const fetchMock = stubFetch(() => jsonResponse(200, { shipped: 2 }));
    await page(
      <ShipDialog batch={{ ...closedBatch, store: { ...closedBatch.store, delivery: 'member' } }} />,
    );
    await click(button('Mark batch shipped…'));
    expect(byId(`ship-${ORDER_IDS[2]}`)).toBeNull();
    await type(byId('ship-carrier'), 'DPD');
    await type(byId(`ship-${ORDER_IDS[0]}`), 'DPD-1');
    await click(button('Mark 2 orders shipped'));
    expect(byId(`ship-${ORDER_IDS[1]}-error`).textContent).toBe(
      'Please enter the tracking number of order #1102.',
    );
    await type(byId(`ship-${ORDER_IDS[1]}`), 'DPD-2');
    await click(button('Mark 2 orders shipped'));
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]?.body))).toEqual({
      carrier: 'DPD',
      perOrder: [
        { orderId: ORDER_IDS[0], trackingNumber: 'DPD-1' },
        { orderId: ORDER_IDS[1], trackingNumber: 'DPD-2' },
      ],
    });
  });
});
