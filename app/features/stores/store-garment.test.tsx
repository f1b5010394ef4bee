// @vitest-environment jsdom
import { act } from 'react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { vi } from 'vitest';
import { STORE_MESSAGES } from '../../../domain/team-stores';
import { setupBrowserDom } from '../../../tests/helpers/browser-dom';
import { jsonResponse, stubFetch } from '../../../tests/helpers/fetch-stub';
import { memberStore, poloOffer } from '../../../tests/helpers/member-store-views';
import { StoreGarment } from './store-garment';

const { mount, click } = setupBrowserDom();
afterEach(() => vi.unstubAllGlobals());

function page() {
  const Stub = createRoutesStub([
    { path: '/store/:slug', Component: () => <StoreGarment store={memberStore} offer={poloOffer} /> },
  ]);
  return <Stub initialEntries={['/store/st-marys-pe?product=polo-1']} />;
}

/** Types into a controlled text box as a person would. */
async function type(element: Element | null, value: string) {
  if (!element) throw new Error('nothing to type into');
  const proto = element instanceof HTMLTextAreaElement ? HTMLTextAreaElement : HTMLInputElement;
  await act(async () => {
    Object.getOwnPropertyDescriptor(proto.prototype, 'value')!.set!.call(element, value);
    element.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

const button = (text: string) =>
  [...document.querySelectorAll('button')].find((b) => b.textContent?.includes(text));

async function chooseTwoMediumsWithNames() {
  await click(document.querySelector('button[aria-label="More M"]'));
  await click(document.querySelector('button[aria-label="More M"]'));
  await type(document.querySelector('textarea[name="names.M"]'), 'AMY\nBEN');
  await click(document.querySelector('input[name="namesChecked"]'));
}

describe('adding a store garment', () => {
  it('sends the colour, sizes and names to the store’s cart, then says how many were added', async () => {
    const fetchMock = stubFetch(() => jsonResponse(201, { message: 'Added', quantity: 2, cartItems: [] }));
    await mount(page());
    await chooseTwoMediumsWithNames();
    expect(document.body.textContent).toContain('2 items with 2 names · Total £36.00');
    await click(button('Add to Cart'));
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/stores/by-slug/st-marys-pe/cart');
    expect(JSON.parse(String(init?.body))).toEqual({
      productId: 'polo-1',
      colour: 'Navy',
      items: [{ size: 'M', quantity: 2 }],
      names: [
        { size: 'M', name: 'AMY' },
        { size: 'M', name: 'BEN' },
      ],
      namesChecked: true,
    });
    expect(document.body.textContent).toContain('2 items have been added to the cart.');
  });

  it('shows a refusal as the server says it and keeps what was typed', async () => {
    stubFetch(() => jsonResponse(400, { message: STORE_MESSAGES.mixedCart }));
    await mount(page());
    await chooseTwoMediumsWithNames();
    await click(button('Add to Cart'));
    expect(document.querySelector('[role="alert"]')?.textContent).toBe(STORE_MESSAGES.mixedCart);
    expect((document.querySelector('textarea[name="names.M"]') as HTMLTextAreaElement).value).toBe(
      'AMY\nBEN',
    );
    expect((document.querySelector('input[name="namesChecked"]') as HTMLInputElement).checked).toBe(true);
  });

  it('asks for the spelling tick before sending names', async () => {
    const fetchMock = stubFetch(() => jsonResponse(201, { quantity: 1 }));
    await mount(page());
    await click(document.querySelector('button[aria-label="More S"]'));
    await type(document.querySelector('textarea[name="names.S"]'), 'CAL');
    await click(button('Add to Cart'));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(document.querySelector('[role="alert"]')?.textContent).toContain('I have checked the spelling');
  });
});
