import type { StoreBatchView, StoreSummaryView, StoreView } from '../../domain/team-store-view';
import { batchTotals } from '../../domain/team-stores';

/** Team store views as the stores service hands them out (issue 32): fixtures for the seller's pages' tests. */

export const STORE_ID = '3f2b8c1e-6d4a-4b5e-9c7f-1a2b3c4d5e6f';
export const POLO_ID = 'a1111111-1111-4111-8111-111111111111';
export const SWEAT_ID = 'b2222222-2222-4222-8222-222222222222';
export const ORDER_IDS = [
  'c3333333-3333-4333-8333-333333333331',
  'c3333333-3333-4333-8333-333333333332',
  'c3333333-3333-4333-8333-333333333333',
] as const;

export const storeSummary: StoreSummaryView = {
  id: STORE_ID,
  name: 'St Mary’s PE kit',
  slug: 'st-marys-pe',
  state: 'open',
  access: 'code',
  opensOn: '2027-01-04',
  closesOn: '2027-01-29',
  closedOn: null,
  orders: 3,
  garments: 17,
  total: 36_450,
  shippedAt: null,
  archivedAt: null,
  createdAt: '2026-12-01T10:00:00.000Z',
};

const colour = (name: string, hex: string) => ({
  name,
  hex,
  image: `/images/${name.toLowerCase()}.webp`,
  backImage: null,
});

export const storeView: StoreView = {
  ...storeSummary,
  welcome: 'Order your PE kit by 29 January.',
  bannerUrl: `/api/stores/${STORE_ID}/banner`,
  logo: { id: 'logo-1', name: 'st-marys-crest.png', previewUrl: `/api/stores/${STORE_ID}/logo` },
  accessCode: 'MARYS27',
  allowedDomains: [],
  names: {
    enabled: true,
    position: 'Large Back',
    method: 'Print',
    font: 'Standard',
    maxLength: 16,
    price: 350,
  },
  closedAt: null,
  delivery: 'organisation',
  deliveryAddress: { address: '1 Church Lane', city: 'York', postCode: 'YO1 7HH', country: 'United Kingdom' },
  payer: 'member',
  tradeAccount: null,
  contactName: 'Ann Head',
  contactEmail: 'office@stmarys.sch.uk',
  proofApprovedAt: null,
  proofApprovedBy: null,
  offers: [
    {
      productId: POLO_ID,
      title: 'Classic Polo',
      productSlug: 'classic-polo',
      productTypes: ['polos'],
      colours: [colour('Navy', '#1f2a44'), colour('White', '#ffffff')],
      sizes: [
        { label: 'S', stock: { Navy: 10, White: 10 } },
        { label: 'M', stock: { Navy: 10, White: 10 } },
      ],
      price: 1850,
      decorations: [{ position: 'Left Breast', method: 'Embroidery' }],
      unavailable: false,
    },
    {
      productId: SWEAT_ID,
      title: 'Crew Sweatshirt',
      productSlug: 'crew-sweatshirt',
      productTypes: ['sweatshirts'],
      colours: [colour('Navy', '#1f2a44')],
      sizes: [{ label: 'M', stock: { Navy: 5 } }],
      price: 2400,
      decorations: [
        { position: 'Left Breast', method: 'Print' },
        { position: 'Large Front', method: 'Print' },
      ],
      unavailable: false,
    },
  ],
};

/** The catalogue the editor offers: both products with every colour. */
export const storeProducts = [
  {
    id: POLO_ID,
    title: 'Classic Polo',
    brand: 'Russell',
    image: '/images/polo.webp',
    colours: [
      { name: 'Navy', hex: '#1f2a44' },
      { name: 'White', hex: '#ffffff' },
      { name: 'Red', hex: '#c00000' },
    ],
  },
  {
    id: SWEAT_ID,
    title: 'Crew Sweatshirt',
    brand: null,
    image: '/images/sweat.webp',
    colours: [{ name: 'Navy', hex: '#1f2a44' }],
  },
  {
    id: 'd4444444-4444-4444-8444-444444444444',
    title: 'Softshell Jacket',
    brand: null,
    image: '',
    colours: [],
  },
];

const orders = [
  {
    orderId: ORDER_IDS[0],
    number: 1101,
    memberName: 'Amy Pond',
    cancelled: false,
    lines: [
      {
        productId: POLO_ID,
        title: 'Classic Polo',
        colour: 'Navy',
        size: 'M',
        quantity: 2,
        names: ['AMY', 'RORY'],
      },
    ],
  },
  {
    orderId: ORDER_IDS[1],
    number: 1102,
    memberName: 'Bill Potts',
    cancelled: false,
    lines: [
      { productId: POLO_ID, title: 'Classic Polo', colour: 'Navy', size: 'M', quantity: 1, names: ['=BILL'] },
      { productId: SWEAT_ID, title: 'Crew Sweatshirt', colour: 'Navy', size: 'S', quantity: 1, names: [] },
    ],
  },
  {
    orderId: ORDER_IDS[2],
    number: 1103,
    memberName: 'Clara Oswald',
    cancelled: true,
    lines: [
      { productId: POLO_ID, title: 'Classic Polo', colour: 'White', size: 'S', quantity: 1, names: [] },
    ],
  },
];

export const storeBatch: StoreBatchView = {
  store: {
    id: STORE_ID,
    name: storeSummary.name,
    slug: storeSummary.slug,
    state: 'open',
    delivery: 'organisation',
  },
  orders: [
    {
      id: ORDER_IDS[0],
      number: 1101,
      memberName: 'Amy Pond',
      email: 'amy@stmarys.sch.uk',
      status: 'Confirmed',
      paymentStatus: 'paid',
      garments: 2,
      names: 2,
      total: 4400,
      trackingNumber: null,
      createdAt: '2027-01-05T09:00:00.000Z',
    },
    {
      id: ORDER_IDS[1],
      number: 1102,
      memberName: 'Bill Potts',
      email: 'bill@stmarys.sch.uk',
      status: 'Confirmed',
      paymentStatus: 'paid',
      garments: 2,
      names: 1,
      total: 4600,
      trackingNumber: null,
      createdAt: '2027-01-06T09:00:00.000Z',
    },
    {
      id: ORDER_IDS[2],
      number: 1103,
      memberName: 'Clara Oswald',
      email: 'clara@stmarys.sch.uk',
      status: 'Cancelled',
      paymentStatus: 'refunded',
      garments: 1,
      names: 0,
      total: 1850,
      trackingNumber: null,
      createdAt: '2027-01-07T09:00:00.000Z',
    },
  ],
  totals: batchTotals(orders, ['S', 'M', 'L']),
  total: 9000,
  documentsReady: false,
  proofApprovedAt: null,
  shippedAt: null,
};

/** The same batch once the store is closed: documents ready, the proof approved. */
export const closedBatch: StoreBatchView = {
  ...storeBatch,
  store: { ...storeBatch.store, state: 'closed' },
  documentsReady: true,
  proofApprovedAt: '2027-01-30T10:00:00.000Z',
};
