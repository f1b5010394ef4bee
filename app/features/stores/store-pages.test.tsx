import { describe, expect, it } from 'vitest';
import { STORE_MESSAGES } from '../../../domain/team-stores';
import {
  closedStore,
  codeGate,
  domainGate,
  memberStore,
  poloOffer,
} from '../../../tests/helpers/member-store-views';
import { pageText, renderAt } from '../../../tests/helpers/server-render';
import { StoreFront } from './store-front';
import { StoreGarment, storeAddProblem } from './store-garment';
import { StoreGate } from './store-gate';
import { offerDecorations, offerSizesIn } from './store-mockup';

const at = '/store/st-marys-pe';

describe('the store’s gate', () => {
  it('asks for the access code, and keeps what was typed with the refusal', () => {
    const html = renderAt(
      <StoreGate gate={codeGate} signedIn={false} codeError={STORE_MESSAGES.wrongCode} typedCode="nope" />,
      at,
    );
    const shown = pageText(html);
    expect(shown).toContain('St Mary&#x27;s PE kit');
    expect(shown).toContain('Access code');
    expect(shown).toContain('That access code is not right. Please check it with your organisation.');
    expect(html).toContain('value="nope"');
    expect(html).toContain('aria-invalid="true"');
    expect(shown).not.toMatch(/£/);
  });

  it('asks a visitor to sign in with the organisation’s address, coming back to the store', () => {
    const html = renderAt(<StoreGate gate={domainGate} signedIn={false} />, at);
    expect(pageText(html)).toContain(STORE_MESSAGES.signInFirst);
    expect(pageText(html)).toContain('@stmarys.sch.uk');
    expect(html).toContain('href="/login?redirectTo=%2Fstore%2Fst-marys-pe"');
  });

  it('tells a member signed in with another domain why, and offers to log out', () => {
    const refusal = STORE_MESSAGES.wrongDomain(['stmarys.sch.uk']);
    const shown = pageText(renderAt(<StoreGate gate={{ ...domainGate, refusal }} signedIn />, at));
    expect(shown).toContain('This store is for members with an e-mail address at @stmarys.sch.uk.');
    expect(shown).toContain('Logout');
  });
});

describe('the store', () => {
  it('shows its name, welcome, closing day and the garments still sold with their store prices', () => {
    const html = renderAt(<StoreFront store={memberStore} />, at);
    const shown = pageText(html);
    expect(shown).toContain('Order your PE kit by Friday.');
    expect(shown).toContain('Orders close on 12 December 2026.');
    expect(shown).toContain('Classic Polo £14.50 each, logo included 2 colours');
    expect(shown).toContain('Crew Sweatshirt £22.00 each, logo included Navy');
    expect(shown).not.toContain('Old Fleece');
    expect(html).toContain('href="/store/st-marys-pe?product=polo-1"');
    // the organisation's logo on each card's mock-up
    expect(html).toContain('src="/api/stores/store-1/logo"');
  });

  it('once closed, says when and how to contact the shop', () => {
    const shown = pageText(renderAt(<StoreFront store={closedStore} />, at));
    expect(shown).toContain(
      'This store closed on 12 December 2026. To order, please contact us at shop@example.com.',
    );
    expect(shown).not.toContain('Orders close on');
  });
});

describe('a store garment', () => {
  it('draws the logo at the offer’s positions in the chosen colour, with the sizes, price and names', () => {
    const html = renderAt(<StoreGarment store={memberStore} offer={poloOffer} />, `${at}?product=polo-1`);
    const shown = pageText(html);
    expect(html).toContain('data-position="Left Breast"');
    expect(html).toContain('src="/files/polo-navy.webp"');
    expect(shown).toContain('£14.50 each, logo included');
    expect(shown).toContain('No setup fee. Names: £3.50 per name.');
    expect(shown).toContain('Names on garments');
    expect(shown).toContain('I have checked the spelling of every name');
    expect(shown).toContain('Add to Cart');
    // only the store's colours
    expect(html).toContain('aria-label="Navy"');
    expect(html).toContain('aria-label="White"');
  });

  it('leaves the names out when the store offers none', () => {
    const store = { ...memberStore, names: { ...memberStore.names, enabled: false } };
    const shown = pageText(renderAt(<StoreGarment store={store} offer={poloOffer} />, at));
    expect(shown).not.toContain('Names on garments');
    expect(shown).toContain('No setup fee.');
  });

  it('takes no order once the store is closed', () => {
    const shown = pageText(renderAt(<StoreGarment store={closedStore} offer={poloOffer} />, at));
    expect(shown).toContain('This store closed on 12 December 2026.');
    expect(shown).not.toContain('Add to Cart');
  });

  it('reads each size’s stock in the chosen colour', () => {
    expect(offerSizesIn(poloOffer, 'White')).toEqual([
      { label: 'S', stock: 40 },
      { label: 'M', stock: 0 },
      { label: 'L', stock: 40 },
    ]);
    const byHex = { ...poloOffer, sizes: [{ label: 'S', stock: { '#1f3f7a': 3 } }] };
    expect(offerSizesIn(byHex, 'Navy')).toEqual([{ label: 'S', stock: 3 }]);
  });

  it('puts the first name at the store’s names position, never over a logo', () => {
    expect(offerDecorations(memberStore, poloOffer, 'AMY')).toEqual([
      {
        position: 'Left Breast',
        logo: { kind: 'image', src: '/api/stores/store-1/logo', name: 'st-marys.png' },
      },
      { position: 'Large Back', logo: { kind: 'text', text: 'AMY', font: 'Standard' } },
    ]);
    const onBack = { decorations: [{ position: 'Large Back' as const, method: 'Print' as const }] };
    expect(offerDecorations(memberStore, onBack, 'AMY')).toHaveLength(1);
  });

  it('says what keeps the garments from being added before asking the server', () => {
    const sizes = [{ size: 'M', quantity: 2 }];
    expect(storeAddProblem(memberStore, [], [], false)).toBe('Please select at least one size.');
    expect(storeAddProblem(memberStore, sizes, [], false)).toBeNull();
    expect(storeAddProblem(memberStore, sizes, [{ size: 'M', name: 'AMY' }], true)).toBe(
      'You have 2 medium garments and 1 name.',
    );
    const two = [
      { size: 'M', name: 'AMY' },
      { size: 'M', name: 'BEN' },
    ];
    expect(storeAddProblem(memberStore, sizes, two, false)).toBe(
      'Please tick "I have checked the spelling of every name" before adding.',
    );
    expect(storeAddProblem(memberStore, sizes, two, true)).toBeNull();
  });
});
