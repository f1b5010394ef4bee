const UK_NAMES = new Set([
  'united kingdom',
  'uk',
  'u.k.',
  'gb',
  'great britain',
  'england',
  'scotland',
  'wales',
  'northern ireland',
]);

/** Whether a typed country is the United Kingdom (any of its usual names, case and spaces ignored). */
export const isUnitedKingdom = (country: string) => UK_NAMES.has(country.trim().toLowerCase());
