/**
 * The demo catalogue written into an empty database on first start: the ten brands, believable products of
 * every type, and one bundle of each kind. Data only; the pictures are drawn from `picture` by ./pictures.
 */
import { BRANDS, type BrandSlug, type ProductTypeSlug } from '../../../domain/catalogue';
import type { GarmentStyle } from './pictures/garments';

export interface DemoColour {
  name: string;
  /** #rrggbb, lower case */
  hex: string;
}

export interface DemoSize {
  label: string;
  stock: number;
}

export type SizeChartFamily = 'tops' | 'bottoms' | 'headwear' | 'bags';

export interface DemoProduct {
  /** stable key: bundles refer to products by it, and picture files are named after it */
  key: string;
  title: string;
  description: string;
  brand: BrandSlug;
  types: ProductTypeSlug[];
  /** pence */
  price: number;
  originalPrice?: number;
  discountPercent?: number;
  colours: DemoColour[];
  sizes: DemoSize[];
  sizeChart: SizeChartFamily;
  isNew: boolean;
  /** lower comes first in the featured sort; the lowest of each type is its best seller */
  featuredRank: number;
  /** ISO date-time */
  createdAt: string;
  picture: GarmentStyle;
}

export interface DemoBundle {
  key: string;
  type: 'everyday' | 'solo1' | 'solo2';
  title: string;
  description: string;
  /** pence */
  price: number;
  sections: { product: string; quantity: number }[];
  createdAt: string;
}

/** Stock given to every size unless a product says otherwise (the spec's fixed stock per size). */
export const DEFAULT_STOCK = 100;

export const DEMO_BRANDS = BRANDS;

// ------------------------------------------------------------------------------------------------ colours

const C = {
  black: { name: 'Black', hex: '#1c1c1e' },
  white: { name: 'White', hex: '#ffffff' },
  navy: { name: 'Navy', hex: '#1f2a44' },
  royal: { name: 'Royal Blue', hex: '#2251a8' },
  bottle: { name: 'Bottle Green', hex: '#1d4d35' },
  burgundy: { name: 'Burgundy', hex: '#6d1f2f' },
  heather: { name: 'Heather Grey', hex: '#b9b9bb' },
  sportGrey: { name: 'Sport Grey', hex: '#a9aaad' },
  red: { name: 'Red', hex: '#c62828' },
  hiVisYellow: { name: 'Hi-Vis Yellow', hex: '#e2f032' },
  hiVisOrange: { name: 'Hi-Vis Orange', hex: '#ff6b1a' },
  hiVisPink: { name: 'Hi-Vis Pink', hex: '#ff5fa2' },
  khaki: { name: 'Khaki', hex: '#8a7f5a' },
  graphite: { name: 'Graphite', hex: '#45484d' },
  charcoal: { name: 'Charcoal', hex: '#36383c' },
  sky: { name: 'Sky Blue', hex: '#8fc1e3' },
  oxfordBlue: { name: 'Oxford Blue', hex: '#b7cde6' },
  purple: { name: 'Purple', hex: '#5b2c83' },
  orange: { name: 'Orange', hex: '#ef7d22' },
  kelly: { name: 'Kelly Green', hex: '#1e8a3e' },
  darkHeather: { name: 'Dark Heather', hex: '#4b4f55' },
  sand: { name: 'Sand', hex: '#d8c7a1' },
  olive: { name: 'Olive', hex: '#5b5e3a' },
  natural: { name: 'Natural', hex: '#efe6d2' },
  stone: { name: 'Stone', hex: '#bfb49a' },
  sapphire: { name: 'Sapphire', hex: '#1f6fb2' },
  pink: { name: 'Light Pink', hex: '#f3c1cf' },
  french: { name: 'French Navy', hex: '#27324d' },
} satisfies Record<string, DemoColour>;

// -------------------------------------------------------------------------------------------------- sizes

const TOP_SIZES = ['XS', 'S', 'M', 'L', 'XL', '2XL', '3XL', '4XL', '5XL', '6XL'] as const;
type TopSize = (typeof TOP_SIZES)[number];

/** Stock per size: DEFAULT_STOCK unless named in `low`. */
function withStock(labels: string[], low: Record<string, number> = {}): DemoSize[] {
  return labels.map((label) => ({ label, stock: low[label] ?? DEFAULT_STOCK }));
}

/** A run of top sizes, e.g. tops('S', '3XL'). */
function tops(from: TopSize, to: TopSize, low: Record<string, number> = {}): DemoSize[] {
  return withStock(TOP_SIZES.slice(TOP_SIZES.indexOf(from), TOP_SIZES.indexOf(to) + 1), low);
}

/** Waist sizes in inches, every two inches: 28" … 44". */
function waist(from: number, to: number, low: Record<string, number> = {}): DemoSize[] {
  const labels: string[] = [];
  for (let w = from; w <= to; w += 2) labels.push(`${w}"`);
  return withStock(labels, low);
}

const oneSize = (stock = DEFAULT_STOCK): DemoSize[] => [{ label: 'One Size', stock }];

// ----------------------------------------------------------------------------------------------- products

export const DEMO_PRODUCTS: DemoProduct[] = [
  // T-shirts ---------------------------------------------------------------------------------------------
  {
    key: 'gildan-heavy-cotton-tee',
    title: 'Gildan Heavy Cotton T-Shirt',
    description:
      'The workhorse tee: 185gsm ring-spun cotton with a seamless twin-needle collar and taped neck and shoulders. Classic fit that keeps its shape wash after wash. A smooth face that takes both screen print and left-breast embroidery cleanly.',
    brand: 'gildan',
    types: ['t-shirt'],
    price: 649,
    colours: [C.black, C.white, C.navy, C.sportGrey, C.red, C.royal],
    sizes: tops('S', '5XL'),
    sizeChart: 'tops',
    isNew: false,
    featuredRank: 1,
    createdAt: '2026-05-04T09:00:00Z',
    picture: { kind: 'tshirt' },
  },
  {
    key: 'fotl-valueweight-tee',
    title: 'Fruit Of The Loom Valueweight T-Shirt',
    description:
      'A 165gsm cotton tee at an everyday price, made for teams, events and staff who need a fresh shirt every shift. Belcoro yarn gives a soft, bright surface that suits vinyl print. Taped neck, twin-needle hems and a regular fit.',
    brand: 'fruit-of-the-loom',
    types: ['t-shirt'],
    price: 499,
    colours: [C.white, C.black, C.navy, C.heather, C.red, C.kelly, C.purple],
    sizes: tops('S', '5XL', { '5XL': 6 }),
    sizeChart: 'tops',
    isNew: false,
    featuredRank: 110,
    createdAt: '2026-05-12T09:00:00Z',
    picture: { kind: 'tshirt' },
  },
  {
    key: 'fotl-iconic-150-tee',
    title: 'Fruit Of The Loom Iconic 150 T',
    description:
      'A modern, slightly slimmer tee in 150gsm ring-spun combed cotton. Lightweight and breathable for warm kitchens, shops and summer events. Ideal for full-front prints and small chest logos.',
    brand: 'fruit-of-the-loom',
    types: ['t-shirt'],
    price: 599,
    colours: [C.black, C.white, C.sapphire, C.heather, C.burgundy],
    sizes: tops('XS', '3XL'),
    sizeChart: 'tops',
    isNew: false,
    featuredRank: 130,
    createdAt: '2026-06-20T09:00:00Z',
    picture: { kind: 'tshirt' },
  },
  {
    key: 'gildan-softstyle-tee',
    title: 'Gildan Softstyle Ringspun T-Shirt',
    description:
      'Soft-hand 153gsm ring-spun cotton with a fashion fit and a narrow rib collar. Tear-away label so it can be relabelled for merch. Prints beautifully with DTF and water-based inks.',
    brand: 'gildan',
    types: ['t-shirt'],
    price: 699,
    colours: [C.charcoal, C.white, C.navy, C.orange, C.bottle],
    sizes: tops('S', '3XL'),
    sizeChart: 'tops',
    isNew: true,
    featuredRank: 120,
    createdAt: '2026-10-18T09:00:00Z',
    picture: { kind: 'tshirt' },
  },
  {
    key: 'printer-essentials-heavy-v-tee',
    title: 'Printer Essentials Heavy V-Neck T-Shirt',
    description:
      'A heavier 180gsm combed cotton tee with a neat V-neck, popular in salons, cafés and front-of-house teams. Side-seamed for a tailored drape. Takes a crisp embroidered logo on the chest without puckering.',
    brand: 'printer-essentials',
    types: ['t-shirt'],
    price: 899,
    colours: [C.black, C.white, C.navy, C.darkHeather],
    sizes: tops('S', '3XL', { '3XL': 4 }),
    sizeChart: 'tops',
    isNew: false,
    featuredRank: 140,
    createdAt: '2026-07-08T09:00:00Z',
    picture: { kind: 'tshirt', neck: 'v' },
  },
  {
    key: 'ucc-premium-heavyweight-tee',
    title: 'UCC Premium Heavyweight T-Shirt',
    description:
      'A 200gsm heavyweight tee built for site and warehouse work. Ribbed crew neck, reinforced shoulder seams and a generous regular fit up to 6XL. Great base for large back prints.',
    brand: 'ucc',
    types: ['t-shirt'],
    price: 749,
    colours: [C.black, C.navy, C.heather, C.white, C.royal],
    sizes: tops('S', '6XL'),
    sizeChart: 'tops',
    isNew: false,
    featuredRank: 150,
    createdAt: '2026-06-02T09:00:00Z',
    picture: { kind: 'tshirt' },
  },

  // Polos ------------------------------------------------------------------------------------------------
  {
    key: 'kustom-kit-klassic-polo',
    title: 'Kustom Kit Klassic Polo',
    description:
      'Our best-selling uniform polo: 200gsm cotton-rich piqué with a three-button placket, flat-knit collar and ribbed cuffs. Superwash 60°C finish keeps colours true through commercial laundering. The close knit holds left-breast embroidery sharply.',
    brand: 'kustom-kit',
    types: ['polo'],
    price: 1299,
    colours: [C.navy, C.black, C.white, C.royal, C.bottle, C.burgundy, C.red],
    sizes: tops('S', '4XL'),
    sizeChart: 'tops',
    isNew: false,
    featuredRank: 2,
    createdAt: '2026-05-06T09:00:00Z',
    picture: { kind: 'polo' },
  },
  {
    key: 'kustom-kit-workforce-polo',
    title: 'Kustom Kit Workforce Polo',
    description:
      'A hard-wearing 220gsm polo designed for trades and facilities teams. Taped neck, side vents and a stay-flat collar that survives industrial washing. Embroiders well on the chest and sleeve.',
    brand: 'kustom-kit',
    types: ['polo'],
    price: 1399,
    colours: [C.navy, C.black, C.graphite, C.royal],
    sizes: tops('S', '5XL'),
    sizeChart: 'tops',
    isNew: false,
    featuredRank: 210,
    createdAt: '2026-05-21T09:00:00Z',
    picture: { kind: 'polo' },
  },
  {
    key: 'fotl-65-35-polo',
    title: 'Fruit Of The Loom 65/35 Polo',
    description:
      'A budget-friendly 180gsm polycotton piqué polo that resists shrinking and fading. Two-button placket with matching buttons and a knitted collar. A sensible choice for large staff orders.',
    brand: 'fruit-of-the-loom',
    types: ['polo'],
    price: 899,
    colours: [C.white, C.black, C.navy, C.red, C.heather, C.kelly],
    sizes: tops('S', '3XL', { XL: 7 }),
    sizeChart: 'tops',
    isNew: false,
    featuredRank: 220,
    createdAt: '2026-06-10T09:00:00Z',
    picture: { kind: 'polo' },
  },
  {
    key: 'gildan-dryblend-polo',
    title: 'Gildan DryBlend Jersey Polo',
    description:
      'Moisture-wicking 50/50 jersey that stays comfortable on the move, ideal for delivery, events and coaching staff. Three-button placket and double-needle hems. Print or embroider on the smooth jersey face.',
    brand: 'gildan',
    types: ['polo'],
    price: 999,
    originalPrice: 1199,
    discountPercent: 17,
    colours: [C.black, C.navy, C.royal, C.sportGrey, C.white],
    sizes: tops('S', '3XL'),
    sizeChart: 'tops',
    isNew: false,
    featuredRank: 230,
    createdAt: '2026-07-14T09:00:00Z',
    picture: { kind: 'polo' },
  },
  {
    key: 'ucc-heavyweight-polo',
    title: 'UCC 50/50 Heavyweight Plain Polo',
    description:
      'A 240gsm polycotton piqué polo that feels substantial and lasts. Reinforced taped neck, ribbed sleeves and side vents. A favourite for school staff, cleaners and maintenance teams.',
    brand: 'ucc',
    types: ['polo'],
    price: 1099,
    colours: [C.navy, C.black, C.bottle, C.burgundy, C.sky],
    sizes: tops('S', '6XL'),
    sizeChart: 'tops',
    isNew: false,
    featuredRank: 240,
    createdAt: '2026-06-28T09:00:00Z',
    picture: { kind: 'polo' },
  },
  {
    key: 'james-harvest-greenville-polo',
    title: 'James Harvest Greenville Stretch Piqué Polo',
    description:
      'A smart stretch piqué polo in 210gsm cotton with elastane and contrast tipping on the collar and cuffs. Tailored fit for client-facing teams and golf days. Embroidery sits beautifully on the fine piqué.',
    brand: 'james-harvest',
    types: ['polo'],
    price: 2299,
    colours: [C.navy, C.white, C.black],
    sizes: tops('S', '3XL'),
    sizeChart: 'tops',
    isNew: true,
    featuredRank: 250,
    createdAt: '2026-10-25T09:00:00Z',
    picture: { kind: 'polo', tipping: '#d9dde3' },
  },

  // Sweatshirts ------------------------------------------------------------------------------------------
  {
    key: 'gildan-heavy-blend-crew',
    title: 'Gildan Heavy Blend Crewneck Sweatshirt',
    description:
      'A 271gsm cotton/poly fleece sweatshirt with a soft brushed inside and air-jet yarn for reduced pilling. Ribbed collar, cuffs and waistband with spandex for shape retention. Large front prints and chest embroidery both look great.',
    brand: 'gildan',
    types: ['sweatshirt'],
    price: 1399,
    colours: [C.navy, C.black, C.sportGrey, C.royal, C.burgundy, C.bottle],
    sizes: tops('S', '5XL'),
    sizeChart: 'tops',
    isNew: false,
    featuredRank: 3,
    createdAt: '2026-05-08T09:00:00Z',
    picture: { kind: 'sweatshirt' },
  },
  {
    key: 'fotl-classic-set-in-sweat',
    title: 'Fruit Of The Loom Classic Set-In Sweatshirt',
    description:
      'A 280gsm classic sweat with set-in sleeves, a cotton-rich face and a brushed-back fleece. Twin-needle stitching throughout and a neat V-insert at the neck. Reliable value for uniforms and clubs.',
    brand: 'fruit-of-the-loom',
    types: ['sweatshirt'],
    price: 1299,
    colours: [C.navy, C.black, C.heather, C.red, C.royal],
    sizes: tops('S', '3XL', { '3XL': 0 }),
    sizeChart: 'tops',
    isNew: false,
    featuredRank: 310,
    createdAt: '2026-05-30T09:00:00Z',
    picture: { kind: 'sweatshirt' },
  },
  {
    key: 'ucc-heavyweight-sweatshirt',
    title: 'UCC 50/50 Heavyweight Set-In Sweatshirt',
    description:
      'A dense 300gsm polycotton sweatshirt that shrugs off site wear. Double-stitched seams, ribbed cuffs and a wide waistband. Sized generously up to 6XL for layering over workwear.',
    brand: 'ucc',
    types: ['sweatshirt'],
    price: 1499,
    colours: [C.black, C.navy, C.graphite, C.bottle],
    sizes: tops('S', '6XL'),
    sizeChart: 'tops',
    isNew: false,
    featuredRank: 320,
    createdAt: '2026-07-02T09:00:00Z',
    picture: { kind: 'sweatshirt' },
  },
  {
    key: 'kustom-kit-klassic-sweatshirt',
    title: 'Kustom Kit Klassic Sweatshirt',
    description:
      'A 280gsm Superwash 60°C sweatshirt that keeps its colour through hot commercial washes. Soft brushed inner, ribbed trims and a classic fit. Built to carry embroidered logos on the chest and sleeve.',
    brand: 'kustom-kit',
    types: ['sweatshirt'],
    price: 1799,
    colours: [C.navy, C.black, C.heather, C.bottle, C.burgundy],
    sizes: tops('XS', '4XL'),
    sizeChart: 'tops',
    isNew: false,
    featuredRank: 330,
    createdAt: '2026-08-05T09:00:00Z',
    picture: { kind: 'sweatshirt' },
  },
  {
    key: 'printer-essentials-heavy-crew',
    title: 'Printer Essentials Heavy Crewneck Sweatshirt',
    description:
      'A premium 320gsm organic cotton blend crew with a relaxed modern fit. Dropped shoulders, deep ribbed cuffs and a smooth face for tonal embroidery. Made for creative studios and branded merchandise.',
    brand: 'printer-essentials',
    types: ['sweatshirt'],
    price: 2199,
    colours: [C.sand, C.black, C.olive, C.heather],
    sizes: tops('XS', '2XL'),
    sizeChart: 'tops',
    isNew: true,
    featuredRank: 340,
    createdAt: '2026-11-02T09:00:00Z',
    picture: { kind: 'sweatshirt' },
  },

  // Hoodies ----------------------------------------------------------------------------------------------
  {
    key: 'gildan-heavy-blend-hoodie',
    title: 'Gildan Heavy Blend Hooded Sweatshirt',
    description:
      'The classic 271gsm pullover hoodie with a double-lined hood, matching drawcords and a roomy kangaroo pocket. Soft fleece inside, pill-resistant face outside. Perfect for a large back print with a chest logo.',
    brand: 'gildan',
    types: ['hoodie'],
    price: 2199,
    colours: [C.black, C.navy, C.sportGrey, C.red, C.royal, C.bottle],
    sizes: tops('S', '5XL'),
    sizeChart: 'tops',
    isNew: false,
    featuredRank: 4,
    createdAt: '2026-05-10T09:00:00Z',
    picture: { kind: 'hoodie' },
  },
  {
    key: 'fotl-classic-hooded-sweat',
    title: 'Fruit Of The Loom Classic Hooded Sweat',
    description:
      'An 280gsm everyday hoodie with set-in sleeves, a double-fabric hood and flat drawcords. Brushed-back fleece keeps the chill off on early starts. Great value for club and team orders.',
    brand: 'fruit-of-the-loom',
    types: ['hoodie'],
    price: 1999,
    colours: [C.navy, C.black, C.heather, C.burgundy],
    sizes: tops('S', '3XL'),
    sizeChart: 'tops',
    isNew: false,
    featuredRank: 410,
    createdAt: '2026-06-14T09:00:00Z',
    picture: { kind: 'hoodie' },
  },
  {
    key: 'ucc-heavyweight-hoodie',
    title: 'UCC 50/50 Heavyweight Hooded Sweatshirt',
    description:
      'A 300gsm workwear hoodie with a lined hood, reinforced pouch pocket and twin-needle seams. Keeps its shape after repeated washing at 60°C. Sized to layer over a polo or shirt up to 6XL.',
    brand: 'ucc',
    types: ['hoodie'],
    price: 2299,
    colours: [C.black, C.navy, C.graphite, C.royal],
    sizes: tops('S', '6XL', { '6XL': 3 }),
    sizeChart: 'tops',
    isNew: false,
    featuredRank: 420,
    createdAt: '2026-07-20T09:00:00Z',
    picture: { kind: 'hoodie' },
  },
  {
    key: 'kustom-kit-klassic-hoodie',
    title: 'Kustom Kit Klassic Hooded Sweatshirt',
    description:
      'A 280gsm Superwash hoodie that can be washed at 60°C without losing colour. Double-layer hood, metal eyelets and a kangaroo pocket. Embroiders cleanly on the chest, with room for a name on the sleeve.',
    brand: 'kustom-kit',
    types: ['hoodie'],
    price: 2499,
    colours: [C.navy, C.black, C.heather, C.bottle],
    sizes: tops('S', '3XL'),
    sizeChart: 'tops',
    isNew: false,
    featuredRank: 430,
    createdAt: '2026-08-22T09:00:00Z',
    picture: { kind: 'hoodie' },
  },

  // Jackets ----------------------------------------------------------------------------------------------
  {
    key: 'result-core-softshell',
    title: 'Result Core Softshell Jacket',
    description:
      'A three-layer softshell that is windproof, water-resistant and breathable, with a warm microfleece lining. Full-length zip, two zipped hand pockets and a zipped chest pocket, adjustable cuffs and drawcord hem. The smooth face takes embroidery beautifully.',
    brand: 'result',
    types: ['jacket'],
    price: 2999,
    colours: [C.black, C.navy, C.royal, C.graphite, C.red],
    sizes: tops('XS', '3XL'),
    sizeChart: 'tops',
    isNew: false,
    featuredRank: 5,
    createdAt: '2026-05-14T09:00:00Z',
    picture: { kind: 'softshell' },
  },
  {
    key: 'result-work-guard-platinum-softshell',
    title: 'Result Work-Guard Platinum Softshell',
    description:
      'A heavy-duty 3-layer softshell with abrasion-resistant panels, a high collar and storm-flap zip. Rated 5,000mm waterproof and 1,000g breathability for outdoor trades. Room on the chest and back for a large embroidered logo.',
    brand: 'result',
    types: ['jacket'],
    price: 4999,
    originalPrice: 5999,
    discountPercent: 17,
    colours: [C.black, C.navy, C.graphite],
    sizes: tops('S', '4XL'),
    sizeChart: 'tops',
    isNew: false,
    featuredRank: 510,
    createdAt: '2026-07-26T09:00:00Z',
    picture: { kind: 'softshell' },
  },
  {
    key: 'james-harvest-reno-softshell',
    title: 'James Harvest Reno Softshell Jacket',
    description:
      'A lightweight two-layer stretch softshell with a clean Scandinavian cut. Bonded micro-fleece inside, water-repellent finish outside and reflective zip pullers. Smart enough for reception staff, tough enough for site visits.',
    brand: 'james-harvest',
    types: ['jacket'],
    price: 5499,
    colours: [C.french, C.black, C.charcoal],
    sizes: tops('S', '3XL'),
    sizeChart: 'tops',
    isNew: true,
    featuredRank: 520,
    createdAt: '2026-11-08T09:00:00Z',
    picture: { kind: 'softshell' },
  },
  {
    key: 'jobman-7401-softshell',
    title: 'Jobman 7401 Softshell Jacket',
    description:
      'A durable workwear softshell with reinforced elbows, a mobile-phone chest pocket and a fleece-lined collar. Wind and water-resistant for year-round use on site. Embroider the chest and add a large print across the back yoke.',
    brand: 'jobman-workwear',
    types: ['jacket'],
    price: 5999,
    colours: [C.black, C.navy, C.graphite],
    sizes: tops('S', '4XL', { '4XL': 5 }),
    sizeChart: 'tops',
    isNew: false,
    featuredRank: 530,
    createdAt: '2026-08-12T09:00:00Z',
    picture: { kind: 'softshell' },
  },

  // Bodywarmers ------------------------------------------------------------------------------------------
  {
    key: 'result-core-bodywarmer',
    title: 'Result Core Bodywarmer',
    description:
      'A padded, quilted bodywarmer with a water-repellent shell and lightweight polyester fill. Full zip with chin guard, two zipped hand pockets and bound armholes. Layers over a polo or sweatshirt; embroiders well on the left chest.',
    brand: 'result',
    types: ['bodywarmer'],
    price: 2499,
    colours: [C.navy, C.black, C.bottle, C.royal],
    sizes: tops('XS', '3XL'),
    sizeChart: 'tops',
    isNew: false,
    featuredRank: 6,
    createdAt: '2026-05-18T09:00:00Z',
    picture: { kind: 'bodywarmer' },
  },
  {
    key: 'james-harvest-everett-bodywarmer',
    title: 'James Harvest Everett Padded Bodywarmer',
    description:
      'A premium lightweight gilet with channel quilting, a soft-touch shell and a packable design. Stand collar, two-way zip and inner chest pocket. A smart layer for estate agents, golf clubs and front-of-house teams.',
    brand: 'james-harvest',
    types: ['bodywarmer'],
    price: 4499,
    colours: [C.french, C.black, C.olive],
    sizes: tops('S', '3XL'),
    sizeChart: 'tops',
    isNew: false,
    featuredRank: 610,
    createdAt: '2026-09-03T09:00:00Z',
    picture: { kind: 'bodywarmer' },
  },
  {
    key: 'jobman-7515-padded-gilet',
    title: 'Jobman 7515 Padded Service Gilet',
    description:
      'A hard-wearing padded gilet with a tough polyester outer and warm wadding. Chest pocket with ID holder, two hand pockets and a long back for bending and kneeling. Made for engineers and drivers on the move.',
    brand: 'jobman-workwear',
    types: ['bodywarmer'],
    price: 4999,
    colours: [C.black, C.navy, C.graphite],
    sizes: tops('S', '4XL'),
    sizeChart: 'tops',
    isNew: false,
    featuredRank: 620,
    createdAt: '2026-08-30T09:00:00Z',
    picture: { kind: 'bodywarmer' },
  },

  // Shirts & blouses -------------------------------------------------------------------------------------
  {
    key: 'kustom-kit-corporate-oxford-shirt',
    title: 'Kustom Kit Corporate Oxford Shirt Long Sleeve',
    description:
      'An easy-care 135gsm Oxford weave shirt with a button-down collar and a single chest pocket. Classic fit with curved hem and adjustable two-button cuffs. A smart canvas for a neat embroidered chest logo.',
    brand: 'kustom-kit',
    types: ['shirt-blouse'],
    price: 2299,
    colours: [C.oxfordBlue, C.white, C.navy, C.pink],
    sizes: tops('S', '4XL'),
    sizeChart: 'tops',
    isNew: false,
    featuredRank: 7,
    createdAt: '2026-05-20T09:00:00Z',
    picture: { kind: 'shirt' },
  },
  {
    key: 'kustom-kit-workwear-oxford-shirt',
    title: 'Kustom Kit Workwear Oxford Shirt',
    description:
      'A tougher Oxford shirt in a 60°C-washable polycotton, built for workshops, showrooms and drivers. Reinforced chest pocket with pen division and a relaxed fit for movement. Embroidery holds up through industrial laundering.',
    brand: 'kustom-kit',
    types: ['shirt-blouse'],
    price: 1999,
    colours: [C.sky, C.white, C.black, C.graphite],
    sizes: tops('S', '5XL'),
    sizeChart: 'tops',
    isNew: false,
    featuredRank: 710,
    createdAt: '2026-06-24T09:00:00Z',
    picture: { kind: 'shirt' },
  },
  {
    key: 'kustom-kit-womens-oxford-blouse',
    title: "Kustom Kit Women's Corporate Oxford Blouse",
    description:
      "A women's-fit Oxford blouse with a shaped waist, back darts and a softer collar. Easy-care cotton-rich weave that needs little ironing. Looks polished with a small embroidered logo on the left chest.",
    brand: 'kustom-kit',
    types: ['shirt-blouse'],
    price: 2299,
    colours: [C.white, C.oxfordBlue, C.pink, C.black],
    sizes: tops('XS', '2XL', { XS: 8 }),
    sizeChart: 'tops',
    isNew: false,
    featuredRank: 720,
    createdAt: '2026-07-30T09:00:00Z',
    picture: { kind: 'shirt', fitted: true },
  },
  {
    key: 'james-harvest-burlingham-shirt',
    title: 'James Harvest Burlingham Oxford Shirt',
    description:
      'A soft brushed Oxford in 100% cotton with a modern fit and a button-down collar. Mother-of-pearl effect buttons and a shaped yoke with box pleat. Designed for sales teams who want a crisp, premium look.',
    brand: 'james-harvest',
    types: ['shirt-blouse'],
    price: 3499,
    colours: [C.white, C.oxfordBlue, C.navy],
    sizes: tops('S', '3XL'),
    sizeChart: 'tops',
    isNew: true,
    featuredRank: 730,
    createdAt: '2026-10-12T09:00:00Z',
    picture: { kind: 'shirt' },
  },

  // Trousers ---------------------------------------------------------------------------------------------
  {
    key: 'jobman-2321-craftsman-trousers',
    title: 'Jobman 2321 Craftsman Trousers',
    description:
      'Durable craftsman trousers in a cotton/polyester canvas with Cordura reinforcement at the hems. Ruler pocket, hammer loop and two deep back pockets. A straight, comfortable fit for a full day of bending and climbing.',
    brand: 'jobman-workwear',
    types: ['trousers'],
    price: 4999,
    colours: [C.black, C.navy, C.graphite],
    sizes: waist(28, 44, { '44"': 6 }),
    sizeChart: 'bottoms',
    isNew: false,
    featuredRank: 8,
    createdAt: '2026-05-22T09:00:00Z',
    picture: { kind: 'trousers' },
  },
  {
    key: 'jobman-2313-service-trousers',
    title: 'Jobman 2313 Service Trousers',
    description:
      'Lightweight service trousers in a smart polyester/cotton twill for engineers and drivers. Slanted front pockets, a phone pocket on the thigh and a comfortable regular fit. Easy to wash and quick to dry.',
    brand: 'jobman-workwear',
    types: ['trousers'],
    price: 3699,
    colours: [C.navy, C.black, C.khaki],
    sizes: waist(28, 44),
    sizeChart: 'bottoms',
    isNew: false,
    featuredRank: 810,
    createdAt: '2026-07-05T09:00:00Z',
    picture: { kind: 'trousers' },
  },
  {
    key: 'ucc-premium-work-trousers',
    title: 'UCC Premium Work Trousers',
    description:
      'Practical 245gsm polycotton work trousers with a part-elasticated waist for all-day comfort. Two side pockets, one back pocket and a pressed crease for a tidy uniform. Good value for warehouse, catering and cleaning teams.',
    brand: 'ucc',
    types: ['trousers'],
    price: 1999,
    colours: [C.black, C.navy, C.graphite, C.stone],
    sizes: waist(28, 44),
    sizeChart: 'bottoms',
    isNew: false,
    featuredRank: 820,
    createdAt: '2026-06-16T09:00:00Z',
    picture: { kind: 'trousers' },
  },

  // Cargo pants ------------------------------------------------------------------------------------------
  {
    key: 'ucc-premium-cargo-trousers',
    title: 'UCC Premium Cargo Trousers',
    description:
      'Tough 245gsm polycotton cargo trousers with two flapped thigh pockets and a reinforced seat. Knee-pad compatible with a generous, straight leg. A dependable everyday trouser for trades and groundskeeping.',
    brand: 'ucc',
    types: ['cargo-pants'],
    price: 2199,
    colours: [C.black, C.navy, C.khaki, C.graphite],
    sizes: waist(28, 44),
    sizeChart: 'bottoms',
    isNew: false,
    featuredRank: 9,
    createdAt: '2026-05-24T09:00:00Z',
    picture: { kind: 'cargo' },
  },
  {
    key: 'result-work-guard-sabre-cargo',
    title: 'Result Work-Guard Sabre Stretch Cargo Trousers',
    description:
      'Stretch cargo trousers with a mechanical-stretch twill that moves with you. Bellowed cargo pockets with hook-and-loop flaps, a phone pocket and triple-stitched seams. Slim-leg styling that still fits over boots.',
    brand: 'result',
    types: ['cargo-pants'],
    price: 3499,
    colours: [C.black, C.navy, C.olive],
    sizes: waist(28, 42),
    sizeChart: 'bottoms',
    isNew: true,
    featuredRank: 910,
    createdAt: '2026-10-05T09:00:00Z',
    picture: { kind: 'cargo' },
  },
  {
    key: 'jobman-2312-cargo-trousers',
    title: 'Jobman 2312 Cargo Trousers',
    description:
      'Classic Jobman cargo trousers in a heavy polycotton with two large leg pockets, a ruler pocket and reinforced hems. Fits knee pads and holds its shape through industrial washing. Built for installers and joiners.',
    brand: 'jobman-workwear',
    types: ['cargo-pants'],
    price: 4299,
    colours: [C.black, C.navy, C.graphite],
    sizes: waist(28, 44),
    sizeChart: 'bottoms',
    isNew: false,
    featuredRank: 920,
    createdAt: '2026-08-08T09:00:00Z',
    picture: { kind: 'cargo' },
  },

  // Work pants -------------------------------------------------------------------------------------------
  {
    key: 'jobman-2810-stretch-knee-pad',
    title: 'Jobman 2810 Stretch Knee-Pad Work Trousers',
    description:
      'Four-way-stretch work trousers with Cordura knee-pad pockets that meet EN 14404 with approved pads. Holster-ready waist, ruler pocket and articulated knees for climbing ladders. Premium comfort for kneeling trades.',
    brand: 'jobman-workwear',
    types: ['work-pants'],
    price: 6999,
    originalPrice: 7999,
    discountPercent: 13,
    colours: [C.black, C.navy, C.graphite],
    sizes: waist(28, 44, { '30"': 9 }),
    sizeChart: 'bottoms',
    isNew: false,
    featuredRank: 10,
    createdAt: '2026-05-26T09:00:00Z',
    picture: { kind: 'workpants', contrast: '#1c1c1e' },
  },
  {
    key: 'result-work-guard-action-trousers',
    title: 'Result Work-Guard Action Trousers',
    description:
      'Hard-wearing 260gsm polycotton trousers with knee-pad pockets, a rule pocket and a phone pocket. Triple-stitched main seams and a part-elasticated waist. A practical everyday work trouser at a fair price.',
    brand: 'result',
    types: ['work-pants'],
    price: 3299,
    colours: [C.black, C.navy, C.khaki],
    sizes: waist(28, 44),
    sizeChart: 'bottoms',
    isNew: false,
    featuredRank: 1010,
    createdAt: '2026-06-18T09:00:00Z',
    picture: { kind: 'workpants' },
  },
  {
    key: 'jobman-2322-service-knee-pad',
    title: 'Jobman 2322 Service Trousers with Knee Pockets',
    description:
      'Lightweight service trousers with knee-pad pockets for engineers who kneel occasionally. Smart twill, slanted front pockets and a thigh pocket for phone or notebook. Reinforced at the hems and knees.',
    brand: 'jobman-workwear',
    types: ['work-pants'],
    price: 4999,
    colours: [C.navy, C.black, C.charcoal],
    sizes: waist(30, 42),
    sizeChart: 'bottoms',
    isNew: false,
    featuredRank: 1020,
    createdAt: '2026-09-10T09:00:00Z',
    picture: { kind: 'workpants' },
  },

  // Shorts -----------------------------------------------------------------------------------------------
  {
    key: 'jobman-2722-service-shorts',
    title: 'Jobman 2722 Service Shorts',
    description:
      'Lightweight polycotton work shorts with a cargo pocket, phone pocket and reinforced seat. A comfortable regular fit for summer installs and deliveries. Washable at 60°C.',
    brand: 'jobman-workwear',
    types: ['shorts'],
    price: 3499,
    colours: [C.black, C.navy, C.graphite],
    sizes: waist(28, 44),
    sizeChart: 'bottoms',
    isNew: false,
    featuredRank: 11,
    createdAt: '2026-06-01T09:00:00Z',
    picture: { kind: 'shorts', cargoPockets: true },
  },
  {
    key: 'ucc-premium-cargo-shorts',
    title: 'UCC Premium Cargo Shorts',
    description:
      'Tough 245gsm cargo shorts with two flapped side pockets and a part-elasticated waist. Triple-stitched seams for landscaping, grounds and warehouse teams. Stone and khaki colours hide the dust.',
    brand: 'ucc',
    types: ['shorts'],
    price: 1799,
    colours: [C.black, C.navy, C.khaki, C.stone],
    sizes: waist(28, 42),
    sizeChart: 'bottoms',
    isNew: false,
    featuredRank: 1110,
    createdAt: '2026-07-11T09:00:00Z',
    picture: { kind: 'shorts', cargoPockets: true },
  },
  {
    key: 'result-work-guard-action-shorts',
    title: 'Result Work-Guard Action Shorts',
    description:
      'Hard-wearing work shorts in 260gsm polycotton with a rule pocket and two back pockets. Stain-resistant finish and a comfortable fit with room to kneel. Pairs with the Work-Guard trousers for a matching uniform.',
    brand: 'result',
    types: ['shorts'],
    price: 2599,
    colours: [C.black, C.navy, C.graphite],
    sizes: waist(30, 40),
    sizeChart: 'bottoms',
    isNew: false,
    featuredRank: 1120,
    createdAt: '2026-08-15T09:00:00Z',
    picture: { kind: 'shorts' },
  },

  // Hi-vis -----------------------------------------------------------------------------------------------
  {
    key: 'hi-vis-two-band-brace-vest',
    title: 'Hi-Vis Two-Band & Brace Waistcoat',
    description:
      'The essential site vest: fluorescent polyester with two retro-reflective bands and shoulder braces, certified to EN ISO 20471 Class 2. Touch-tape front closure for a quick fit over jackets. Print your company name across the back.',
    brand: 'hi-vis-ppe',
    types: ['hi-vis'],
    price: 499,
    colours: [C.hiVisYellow, C.hiVisOrange, C.hiVisPink],
    sizes: tops('S', '4XL'),
    sizeChart: 'tops',
    isNew: false,
    featuredRank: 12,
    createdAt: '2026-05-28T09:00:00Z',
    picture: { kind: 'vest' },
  },
  {
    key: 'hi-vis-executive-vest',
    title: 'Hi-Vis Executive Waistcoat with ID Pocket',
    description:
      'A zip-front hi-vis waistcoat with a clear ID pocket, pen and phone pockets on the chest. Retro-reflective bands and braces to EN ISO 20471 Class 2. The one site managers and marshals choose.',
    brand: 'hi-vis-ppe',
    types: ['hi-vis'],
    price: 899,
    colours: [C.hiVisYellow, C.hiVisOrange, C.navy],
    sizes: tops('S', '4XL', { '4XL': 2 }),
    sizeChart: 'tops',
    isNew: false,
    featuredRank: 1210,
    createdAt: '2026-06-30T09:00:00Z',
    picture: { kind: 'vest', executive: true },
  },
  {
    key: 'hi-vis-short-sleeve-polo',
    title: 'Hi-Vis Short Sleeve Polo Shirt',
    description:
      'A breathable bird’s-eye polyester polo in fluorescent fabric with two reflective bands and braces. Moisture-wicking for summer shifts and certified EN ISO 20471 Class 2. Embroider or print your logo on the left chest.',
    brand: 'hi-vis-ppe',
    types: ['hi-vis'],
    price: 1299,
    colours: [C.hiVisYellow, C.hiVisOrange, C.hiVisPink],
    sizes: tops('S', '4XL'),
    sizeChart: 'tops',
    isNew: false,
    featuredRank: 1220,
    createdAt: '2026-07-18T09:00:00Z',
    picture: { kind: 'polo', reflective: true },
  },
  {
    key: 'hi-vis-softshell-jacket',
    title: 'Hi-Vis Softshell Jacket',
    description:
      'A windproof, water-resistant hi-vis softshell with a fleece lining and reflective tape on the body and sleeves. Zipped chest and hand pockets and adjustable cuffs. Certified EN ISO 20471 Class 3 for roadside work.',
    brand: 'hi-vis-ppe',
    types: ['hi-vis'],
    price: 3999,
    colours: [C.hiVisYellow, C.hiVisOrange, C.hiVisPink],
    sizes: tops('S', '4XL'),
    sizeChart: 'tops',
    isNew: true,
    featuredRank: 1230,
    createdAt: '2026-10-28T09:00:00Z',
    picture: { kind: 'softshell', reflective: true },
  },

  // Headwear ---------------------------------------------------------------------------------------------
  {
    key: 'beechfield-original-cuffed-beanie',
    title: 'Beechfield Original Cuffed Beanie',
    description:
      'The classic soft-touch acrylic beanie with a deep turn-up cuff. Double-layer knit for warmth on cold sites and early deliveries. The cuff is the perfect spot for a small embroidered logo.',
    brand: 'beechfield',
    types: ['headwear'],
    price: 499,
    colours: [C.black, C.navy, C.heather, C.red, C.bottle, C.hiVisOrange],
    sizes: oneSize(),
    sizeChart: 'headwear',
    isNew: false,
    featuredRank: 13,
    createdAt: '2026-06-04T09:00:00Z',
    picture: { kind: 'beanie' },
  },
  {
    key: 'beechfield-pro-style-cap',
    title: 'Beechfield Pro-Style Heavy Brushed Cotton Cap',
    description:
      'A six-panel heavy brushed cotton cap with a pre-curved peak, embroidered eyelets and a metal buckle strap. Structured front panels keep embroidered logos crisp. One size fits most adults.',
    brand: 'beechfield',
    types: ['headwear'],
    price: 599,
    colours: [C.navy, C.black, C.royal, C.red, C.white, C.bottle],
    sizes: oneSize(),
    sizeChart: 'headwear',
    isNew: false,
    featuredRank: 1310,
    createdAt: '2026-06-08T09:00:00Z',
    picture: { kind: 'cap' },
  },
  {
    key: 'beechfield-pom-pom-beanie',
    title: 'Beechfield Original Pom Pom Beanie',
    description:
      'A cosy cuffed beanie topped with a full pom pom. Soft-touch acrylic knit that keeps its stretch season after season. A popular winter giveaway with an embroidered cuff logo.',
    brand: 'beechfield',
    types: ['headwear'],
    price: 699,
    colours: [C.navy, C.red, C.heather, C.black],
    sizes: oneSize(),
    sizeChart: 'headwear',
    isNew: false,
    featuredRank: 1320,
    createdAt: '2026-09-14T09:00:00Z',
    picture: { kind: 'beanie', pompom: true },
  },
  {
    key: 'beechfield-organic-6-panel-cap',
    title: 'Beechfield Organic Cotton 6 Panel Cap',
    description:
      'An unstructured six-panel cap in organic cotton twill with a soft pre-curved peak. Tonal eyelets and an adjustable strap with a metal buckle. Embroider on the front panels or the back.',
    brand: 'beechfield',
    types: ['headwear'],
    price: 799,
    colours: [C.stone, C.navy, C.black, C.olive],
    sizes: oneSize(7),
    sizeChart: 'headwear',
    isNew: false,
    featuredRank: 1330,
    createdAt: '2026-09-20T09:00:00Z',
    picture: { kind: 'cap' },
  },

  // Backpacks --------------------------------------------------------------------------------------------
  {
    key: 'printer-essentials-commuter-backpack',
    title: 'Printer Essentials Commuter Laptop Backpack',
    description:
      'A 22-litre backpack with a padded 15.6" laptop sleeve, a zipped front organiser pocket and padded shoulder straps. Water-repellent 600D polyester with a tough base panel. The front pocket takes an embroidered or printed logo.',
    brand: 'printer-essentials',
    types: ['backpack'],
    price: 2999,
    colours: [C.black, C.navy, C.graphite],
    sizes: oneSize(),
    sizeChart: 'bags',
    isNew: false,
    featuredRank: 14,
    createdAt: '2026-06-12T09:00:00Z',
    picture: { kind: 'backpack' },
  },
  {
    key: 'beechfield-everyday-outdoor-backpack',
    title: 'Beechfield Everyday Outdoor Backpack',
    description:
      'A light 18-litre daypack with a zipped main compartment, front pocket and side compression straps. Ripstop polyester with a padded back panel. Ideal for staff on the go and event giveaways.',
    brand: 'beechfield',
    types: ['backpack'],
    price: 2299,
    colours: [C.black, C.royal, C.red, C.bottle],
    sizes: oneSize(),
    sizeChart: 'bags',
    isNew: false,
    featuredRank: 1410,
    createdAt: '2026-07-24T09:00:00Z',
    picture: { kind: 'backpack' },
  },
  {
    key: 'jobman-tool-backpack',
    title: 'Jobman Tool Backpack',
    description:
      'A rugged 30-litre tool backpack with a moulded waterproof base, padded laptop section and dozens of tool loops inside. Reinforced grab handle and reflective details. Room on the front for a large embroidered logo.',
    brand: 'jobman-workwear',
    types: ['backpack'],
    price: 6499,
    colours: [C.black, C.graphite, C.navy],
    sizes: oneSize(4),
    sizeChart: 'bags',
    isNew: true,
    featuredRank: 1420,
    createdAt: '2026-11-12T09:00:00Z',
    picture: { kind: 'backpack', contrast: '#1c1c1e' },
  },

  // Work bags --------------------------------------------------------------------------------------------
  {
    key: 'beechfield-heavy-canvas-tote',
    title: 'Beechfield Heavy Canvas Work Tote',
    description:
      'A heavyweight 16oz cotton canvas tote with reinforced long handles and an inside slip pocket. Strong enough for tools, samples or a day’s paperwork. A big flat front panel for printing or embroidery.',
    brand: 'beechfield',
    types: ['workbag'],
    price: 1199,
    colours: [C.natural, C.black, C.navy, C.bottle],
    sizes: oneSize(),
    sizeChart: 'bags',
    isNew: false,
    featuredRank: 15,
    createdAt: '2026-06-22T09:00:00Z',
    picture: { kind: 'tote' },
  },
  {
    key: 'jobman-9681-tool-bag',
    title: 'Jobman 9681 Tool Bag',
    description:
      'A tough open-mouth tool bag with a waterproof base, webbing handles and a padded shoulder strap. Outer pockets for quick-grab tools and a zipped top to keep rain out. Branded bags make your van stand out on site.',
    brand: 'jobman-workwear',
    types: ['workbag'],
    price: 3499,
    colours: [C.black, C.graphite, C.navy],
    sizes: oneSize(),
    sizeChart: 'bags',
    isNew: false,
    featuredRank: 1510,
    createdAt: '2026-08-26T09:00:00Z',
    picture: { kind: 'holdall', contrast: '#1c1c1e' },
  },
  {
    key: 'printer-essentials-holdall',
    title: 'Printer Essentials Everyday Holdall',
    description:
      'A 40-litre holdall with a wide zipped opening, end pocket and detachable shoulder strap. Water-repellent polyester with webbing carry handles. A practical kit bag for teams, gyms and overnight jobs.',
    brand: 'printer-essentials',
    types: ['workbag'],
    price: 2499,
    colours: [C.navy, C.black, C.red, C.royal],
    sizes: oneSize(),
    sizeChart: 'bags',
    isNew: false,
    featuredRank: 1520,
    createdAt: '2026-09-24T09:00:00Z',
    picture: { kind: 'holdall' },
  },
];

// ------------------------------------------------------------------------------------------------ bundles

export const DEMO_BUNDLES: DemoBundle[] = [
  {
    key: 'everyday-team-kit',
    type: 'everyday',
    title: 'Everyday Team Kit — 5 polos, 3 sweatshirts, 2 softshells',
    description:
      'Kit out a small team in one go: five Kustom Kit Klassic polos, three Gildan Heavy Blend sweatshirts and two Result Core softshell jackets. Mix colours and sizes across each garment, add your logo once and we apply it to the whole kit.',
    price: 12900,
    sections: [
      { product: 'kustom-kit-klassic-polo', quantity: 5 },
      { product: 'gildan-heavy-blend-crew', quantity: 3 },
      { product: 'result-core-softshell', quantity: 2 },
    ],
    createdAt: '2026-09-01T09:00:00Z',
  },
  {
    key: 'solo-trader-starter',
    type: 'solo1',
    title: 'Solo Trader Starter — 3 T-shirts & 2 hoodies',
    description:
      'Everything a sole trader needs to look the part: three Gildan Heavy Cotton T-shirts for summer and two Gildan Heavy Blend hoodies for the colder months. Pick your colours and sizes, then add your logo to the lot.',
    price: 4999,
    sections: [
      { product: 'gildan-heavy-cotton-tee', quantity: 3 },
      { product: 'gildan-heavy-blend-hoodie', quantity: 2 },
    ],
    createdAt: '2026-09-05T09:00:00Z',
  },
  {
    key: 'site-ready-pack',
    type: 'solo2',
    title: 'Site Ready Pack — 3 workforce polos & 2 cargo trousers',
    description:
      'A hard-wearing set for trades: three Kustom Kit Workforce polos that survive industrial washing and two pairs of UCC Premium Cargo Trousers. Choose colours and sizes per garment and brand the polos with your logo.',
    price: 6499,
    sections: [
      { product: 'kustom-kit-workforce-polo', quantity: 3 },
      { product: 'ucc-premium-cargo-trousers', quantity: 2 },
    ],
    createdAt: '2026-09-09T09:00:00Z',
  },
];

/** The quantities each bundle type needs per section, in order. */
export const BUNDLE_SECTION_QUANTITIES: Record<DemoBundle['type'], number[]> = {
  everyday: [5, 3, 2],
  solo1: [3, 2],
  solo2: [3, 2],
};
