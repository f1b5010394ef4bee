import { data } from 'react-router';
import { londonToday } from '../../../../domain/earnings';
import type { QuoteView } from '../../../../domain/quote-view';
import { defaultQuoteValidUntil } from '../../../../domain/quotes';
import type { AppContext } from '../../../../server/context';
import { isAppError } from '../../../../server/errors';
import { quoteEditable } from './quote-form';
import { editorProductOf, type EditorProduct, type QuotableProduct } from './quote-products';

/**
 * The catalogue the quote editor needs: every product the shop sells by name (to add a garment line), and the
 * details of the products the quote's lines and request already name (their colours, sizes and pictures), so
 * the editor draws every line's mock-up on the server's page without asking again.
 */
export async function loadQuoteCatalogue(
  services: AppContext['services'],
  quote: Pick<QuoteView, 'draft' | 'versions' | 'request'>,
): Promise<{ products: QuotableProduct[]; details: Record<string, EditorProduct> }> {
  const named = new Set<string>(quote.request.items.map((i) => i.productId));
  for (const doc of [quote.draft, ...quote.versions])
    for (const line of doc?.lines ?? []) if (line.kind === 'garment') named.add(line.productId);
  const [pickable, found] = await Promise.all([
    services.bundleAdmin.pickableProducts(),
    Promise.all([...named].map((id) => services.catalogue.getProduct(id))),
  ]);
  return {
    products: pickable.map((p) => ({ id: p.id, title: p.title, brand: p.brand })),
    details: Object.fromEntries(found.flatMap((p) => (p ? [[p.id, editorProductOf(p)]] : []))),
  };
}

/**
 * The quote page's data: the quote as the seller sees it (opening it clears its New badge; a 404 for an unknown
 * id), the catalogue while it may be edited, and the shop's today with the default valid-until.
 */
export async function loadSellerQuote(services: AppContext['services'], id: string) {
  let quote: QuoteView | null;
  try {
    quote = await services.quotes.getForSeller(id);
  } catch (error) {
    if (isAppError(error) && error.code === 'not_found') throw data(null, { status: 404 });
    throw error;
  }
  if (!quote) throw data(null, { status: 404 });
  const now = new Date();
  const today = londonToday(now);
  const catalogue = quoteEditable(quote.status)
    ? await loadQuoteCatalogue(services, quote)
    : { products: [], details: {} };
  return { quote, ...catalogue, today, defaultValidUntil: defaultQuoteValidUntil(now) };
}
