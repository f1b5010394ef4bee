import { describe, expect, it } from 'vitest';
import { NAMES_MESSAGES } from '../names';
import { StoreInputSchema } from './stores';

const store = (overrides: Record<string, unknown> = {}) => ({
  name: "St Mary's PE",
  slug: 'St-Marys-PE',
  logoId: 'logo-1',
  access: 'code',
  accessCode: 'PE2026',
  delivery: 'member',
  payer: 'member',
  offers: [
    {
      productId: 'polo',
      colours: ['Navy'],
      price: 1850,
      decorations: [{ position: 'Left Breast', method: 'Embroidery' }],
    },
  ],
  ...overrides,
});
const problems = (input: unknown) => {
  const parsed = StoreInputSchema.safeParse(input);
  return parsed.success ? [] : parsed.error.issues.map((i) => [i.path.join('.'), i.message]);
};

describe('a store as the seller saves it', () => {
  it('takes a whole store, its address lower-cased and its names off by default', () => {
    const parsed = StoreInputSchema.parse(store());
    expect(parsed.slug).toBe('st-marys-pe');
    expect(parsed.names.enabled).toBe(false);
  });

  it('asks for what the access, delivery and dates need', () => {
    expect(problems(store({ accessCode: '' }))).toEqual([
      ['accessCode', 'Please enter the access code members will type.'],
    ]);
    expect(problems(store({ access: 'domain', allowedDomains: ['not a domain'] }))).toContainEqual([
      'allowedDomains',
      'Please enter domains like stmarys.sch.uk.',
    ]);
    expect(problems(store({ delivery: 'organisation' }))).toEqual([
      ['deliveryAddress', "Please enter the organisation's delivery address."],
    ]);
    expect(problems(store({ opensOn: '2026-12-10', closesOn: '2026-12-01' }))).toEqual([
      ['closesOn', 'The closing date must be on or after the opening date.'],
    ]);
  });

  it('refuses names where a garment carries the logo, a price of £0 and a garment twice', () => {
    expect(problems(store({ names: { enabled: true, position: 'Left Breast' } }))).toEqual([
      ['names.position', NAMES_MESSAGES.positionTaken('Left Breast')],
    ]);
    const offer = store().offers[0]!;
    expect(problems(store({ offers: [{ ...offer, price: 0 }] }))).toEqual([
      ['offers.0.price', 'The store price must be more than £0.'],
    ]);
    expect(problems(store({ offers: [offer, offer] }))).toEqual([
      ['offers', 'Each garment once: change its colours instead.'],
    ]);
  });
});
