import { CustomerListQuerySchema } from '../../../../server/api/validators/customers';

export const CUSTOMERS_PAGE_SIZE = 20;

/** The customer list's search and page from the URL, checked by the API's schema; a bad value is dropped. */
export function customerFilterFromUrl(url: URL): { search?: string; page: number } {
  const raw: Record<string, string> = {};
  for (const key of ['search', 'page']) {
    const value = url.searchParams.get(key);
    if (value) raw[key] = value;
  }
  const parsed = CustomerListQuerySchema.safeParse(raw);
  return {
    search: parsed.success ? parsed.data.search : undefined,
    page: (parsed.success && parsed.data.page) || 1,
  };
}
