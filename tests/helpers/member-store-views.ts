import type { MemberStoreView, StoreGateView, StoreOfferView } from '../../domain/team-store-view';

/** A polo and a sweatshirt of St Mary's PE kit store, as GET /api/stores/by-slug/{slug} hands them out. */
export const poloOffer: StoreOfferView = {
  productId: 'polo-1',
  title: 'Classic Polo',
  productSlug: 'classic-polo',
  productTypes: ['polo'],
  colours: [
    { name: 'Navy', hex: '#1f3f7a', image: '/files/polo-navy.webp', backImage: null },
    { name: 'White', hex: '#ffffff', image: '/files/polo-white.webp', backImage: null },
  ],
  sizes: [
    { label: 'S', stock: { Navy: 40, White: 40 } },
    { label: 'M', stock: { Navy: 40, White: 0 } },
    { label: 'L', stock: { Navy: 40, White: 40 } },
  ],
  price: 1450,
  decorations: [{ position: 'Left Breast', method: 'Embroidery' }],
  unavailable: false,
};

export const sweatshirtOffer: StoreOfferView = {
  ...poloOffer,
  productId: 'sweat-1',
  title: 'Crew Sweatshirt',
  productSlug: 'crew-sweatshirt',
  productTypes: ['sweatshirt'],
  colours: [{ name: 'Navy', hex: '#1f3f7a', image: '/files/sweat-navy.webp', backImage: null }],
  price: 2200,
};

export const memberStore: MemberStoreView = {
  id: 'store-1',
  name: "St Mary's PE kit",
  slug: 'st-marys-pe',
  welcome: 'Order your PE kit by Friday.\nNames are printed on the back.',
  bannerUrl: '/api/stores/store-1/banner',
  logo: { id: 'logo-1', name: 'st-marys.png', previewUrl: '/api/stores/store-1/logo' },
  state: 'open',
  closedMessage: null,
  opensOn: null,
  closesOn: '2026-12-12',
  delivery: 'organisation',
  payer: 'member',
  names: {
    enabled: true,
    position: 'Large Back',
    method: 'Print',
    font: 'Standard',
    maxLength: 12,
    price: 350,
  },
  offers: [
    poloOffer,
    sweatshirtOffer,
    { ...poloOffer, productId: 'gone', title: 'Old Fleece', unavailable: true },
  ],
};

export const closedStore: MemberStoreView = {
  ...memberStore,
  state: 'closed',
  closedMessage: 'This store closed on 12 December 2026. To order, please contact us at shop@example.com.',
};

export const codeGate: StoreGateView = {
  name: "St Mary's PE kit",
  slug: 'st-marys-pe',
  access: 'code',
  allowedDomains: [],
  granted: false,
  refusal: null,
};

export const domainGate: StoreGateView = {
  ...codeGate,
  access: 'domain',
  allowedDomains: ['stmarys.sch.uk'],
};
