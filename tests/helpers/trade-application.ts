/** A school's trade-account application as the API takes it, with `overrides` for the fields a test is about. */
export const tradeApplication = (overrides: Record<string, unknown> = {}) => ({
  businessName: 'Hill Primary School',
  companyNumber: null,
  vatNumber: null,
  contactName: 'Pat Bursar',
  contactEmail: 'accounts@hill.test',
  invoiceAddress: {
    address: '1 School Lane',
    city: 'Leeds',
    postCode: 'ls1 4ap',
    country: 'United Kingdom',
  },
  phone: '0113 496 0000',
  monthlySpend: '500-2000',
  poRequired: false,
  ...overrides,
});
