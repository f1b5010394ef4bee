import { ShoppingCart, Sparkles } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useRevalidator, useSearchParams } from 'react-router';
import { toast } from '~/components/ui/toast';
import { formatPounds } from '../../../domain/money';
import { garmentQuote, priceEachText } from '../../../domain/price-quotes';
import { COLOUR_PARAM } from '../../../domain/seo';
import { NO_COLOUR, type PurchaseProduct, type StockGrid } from '../../../domain/product';
import { ApiError } from '~/lib/api';
import { cartApi } from '~/lib/cart-api';
import { ColourSwatches } from '~/components/product/colour-swatches';
import { SizePicker, type SelectedSize } from '~/components/product/size-picker';
import { useHydrated } from '~/components/layout/use-hydrated';
import { useReturnFocus } from '~/components/ui/return-focus';
import { useVisitor } from '~/components/layout/visitor';
import { cn } from '~/lib/cn';
import { HiVisNotice } from '~/components/logo-wizard/hi-vis-notice';

// the wizard (and its mock-up) is fetched the first time a shopper opens it, not with every product page
const LogoWizard = lazy(() =>
  import('~/components/logo-wizard/logo-wizard').then((m) => ({ default: m.LogoWizard })),
);

// the confirmation after Add to Cart: its code is fetched when the shopper clicks (loadAddedToCartDialog)
const loadAddedToCartDialog = () => import('./added-to-cart-dialog');
const AddedToCartDialog = lazy(loadAddedToCartDialog);

/** Search params that carry a shopper's choice through the login detour and back to an open wizard. */
export const RESUME_PARAMS = { wizard: 'wizard', colour: COLOUR_PARAM, sizes: 'sizes', product: 'customise' };

/** The colour a link names (`?colour=Navy`, as the Merchant feed's links do), when the product has it. */
export function linkedColour(
  params: URLSearchParams,
  product: Pick<PurchaseProduct, 'colours'>,
): string | null {
  const colour = params.get(COLOUR_PARAM);
  return colour && product.colours.some((c) => c.name === colour) ? colour : null;
}

export function encodeSizes(sizes: SelectedSize[]): string {
  return sizes.map((s) => `${s.size}:${s.quantity}`).join(',');
}

export function decodeSizes(value: string | null, product: PurchaseProduct): SelectedSize[] {
  if (!value) return [];
  return value.split(',').flatMap((part) => {
    const [size, qty] = part.split(':');
    const quantity = Number(qty);
    const known = product.sizes.some((s) => s.label === size && s.stock > 0);
    return known && Number.isInteger(quantity) && quantity >= 1 ? [{ size: size!, quantity }] : [];
  });
}

/** The choice carried back from /login, when the address holds one for this product. */
function resumedChoice(params: URLSearchParams, product: PurchaseProduct) {
  if (params.get(RESUME_PARAMS.wizard) !== '1') return null;
  const forProduct = params.get(RESUME_PARAMS.product);
  if (forProduct && forProduct !== product.id) return null;
  return {
    colour: linkedColour(params, product),
    sizes: decodeSizes(params.get(RESUME_PARAMS.sizes), product),
  };
}

/**
 * The sizes with the stock of the chosen colour (from the stock grid); before a colour is chosen, or without
 * a grid, the size's total. The seller's 'Out of Stock' empties every size.
 */
export function sizesInColour(
  product: PurchaseProduct,
  stock: StockGrid | undefined,
  colour: string | null,
): PurchaseProduct['sizes'] {
  if (product.stockStatus === 'Out of Stock') return product.sizes.map((s) => ({ ...s, stock: 0 }));
  if (!stock || Object.keys(stock).length === 0) return product.sizes;
  const hex = colour
    ? (product.colours.find((c) => c.name === colour)?.hex.toLowerCase() ?? null)
    : product.colours.length
      ? null
      : NO_COLOUR;
  if (!hex) return product.sizes;
  return product.sizes.map((s) => ({ ...s, stock: stock[hex]?.[s.label] ?? 0 }));
}

export const totalQuantity = (sizes: SelectedSize[]) => sizes.reduce((n, s) => n + s.quantity, 0);

const itemsText = (n: number) => `${n} ${n === 1 ? 'item' : 'items'}`;

/**
 * Colour, sizes with quantities, ADD LOGO and ADD TO CART: how a garment is bought, on the product page and in
 * the home customiser. ADD LOGO needs a login; a logged-out shopper comes back from /login with the wizard
 * open and their colour and sizes kept (carried in the return address).
 */
export function ProductPurchase({
  product,
  variant,
  onColourChange,
  initial,
  formError,
  stock,
}: {
  product: PurchaseProduct;
  /** Stock per colour and size (the product page reads it fresh); without it the sizes' totals show. */
  stock?: StockGrid;
  variant: 'product-page' | 'customiser';
  onColourChange?: (colour: string) => void;
  /** The choice a form post without JavaScript came back with (refused), to keep it on the page. */
  initial?: { colour: string | null; sizes: SelectedSize[] };
  /** The server's refusal of that post. */
  formError?: string | null;
}) {
  const { user, known: visitorKnown } = useVisitor();
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams, setSearchParams] = useSearchParams();
  const { revalidate } = useRevalidator();
  // back from the login detour, the choice rides in the address: restore it and open the wizard
  const [resume] = useState(() => resumedChoice(searchParams, product));
  const [colour, setColour] = useState<string | null>(
    // a link naming a colour (the Merchant feed's) arrives with it chosen
    () => resume?.colour ?? initial?.colour ?? linkedColour(searchParams, product),
  );
  const [sizes, setSizes] = useState<SelectedSize[]>(resume?.sizes ?? initial?.sizes ?? []);
  // before JavaScript the buttons post the form, and the server says what is missing
  const hydrated = useHydrated();
  const [wizardOpen, setWizardOpen] = useState(Boolean(resume?.colour && user));
  // on a page from the shared shell the visitor arrives after hydration: back from logging in, open it then
  const resumeOnceKnown = useRef(Boolean(resume?.colour) && !user);
  // a new key per opening starts the wizard afresh; it stays mounted while closed so focus returns to ADD LOGO
  const [wizardSession, setWizardSession] = useState(0);
  const openWizard = () => {
    setWizardSession((n) => n + 1);
    setWizardOpen(true);
  };
  useEffect(() => {
    if (!resumeOnceKnown.current || !user) return;
    resumeOnceKnown.current = false;
    openWizard();
  }, [user]);
  const [adding, setAdding] = useState(false);
  const [addedCount, setAddedCount] = useState<number | null>(null);
  const count = totalQuantity(sizes);
  // the price each the grid's garments reach together, their total and the next break (domain/price-quotes)
  const quote = garmentQuote(product.price, product.priceBreaks, count);
  const returnFocus = useReturnFocus();
  const ready = colour !== null && sizes.length > 0;

  const chooseColour = (name: string) => {
    setColour(name);
    onColourChange?.(name);
  };

  // once restored, tidy the address so a reload does not reopen the wizard
  useEffect(() => {
    if (!resume) return;
    if (resume.colour) onColourChange?.(resume.colour);
    const next = new URLSearchParams(window.location.search);
    for (const key of [RESUME_PARAMS.wizard, RESUME_PARAMS.colour, RESUME_PARAMS.sizes]) next.delete(key);
    setSearchParams(next, { replace: true, preventScrollReset: true });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on arrival
  }, []);

  const problem = (message: string) => toast.error('Error', { description: message });

  async function addLogo() {
    if (!colour) return problem('Please select a color.');
    if (sizes.length === 0) return problem('Please select at least one size.');
    const loggedIn =
      user || !visitorKnown
        ? await cartApi.canAddLogo().then(
            () => true,
            () => false,
          )
        : false;
    if (loggedIn) return openWizard();
    const back = new URLSearchParams(searchParams);
    back.set(RESUME_PARAMS.wizard, '1');
    back.set(RESUME_PARAMS.colour, colour);
    back.set(RESUME_PARAMS.sizes, encodeSizes(sizes));
    if (variant === 'customiser') back.set(RESUME_PARAMS.product, product.id);
    const redirectTo = `${location.pathname}?${back.toString()}${variant === 'customiser' ? '#customiser' : ''}`;
    navigate(`/login?redirectTo=${encodeURIComponent(redirectTo)}`);
  }

  async function addToCart() {
    if (!product.id) return problem('Please select a product first.');
    if (sizes.length === 0) return problem('Please select at least one size.');
    if (!colour) return problem('Please select a color.');
    setAdding(true);
    if (variant === 'product-page') void loadAddedToCartDialog();
    try {
      const { quantity } = await cartApi.addSizes({ productId: product.id, color: colour, items: sizes });
      // one message: the dialog on the product page (it offers the cart), a toast in the customiser
      if (variant === 'product-page') setAddedCount(quantity);
      else toast.success('Success!', { description: `${itemsText(quantity)} successfully added to cart!` });
      setSizes([]);
      void revalidate();
    } catch (error) {
      toast.error('Error', {
        description:
          error instanceof ApiError && error.message
            ? error.message
            : 'An error occurred while adding to the cart.',
      });
    } finally {
      setAdding(false);
    }
  }

  // min-h, not h: in a column a flex-1 basis of 0 squashed these to their text on phones
  const buttonBase =
    'inline-flex min-h-12 items-center justify-center gap-2 rounded-md px-5 text-sm font-bold tracking-wide transition disabled:cursor-not-allowed disabled:opacity-50 sm:flex-1';

  return (
    <div className="flex flex-col gap-5">
      {/* a real form: without JavaScript it posts to the product page's action, which adds to the cart */}
      <form
        method="post"
        action={`/product/${product.id}`}
        className="flex flex-col gap-5"
        onSubmit={(e) => {
          e.preventDefault();
          const submitter = (e.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
          if (submitter?.value === 'logo') void addLogo();
          else void addToCart();
        }}
      >
        <ColourSwatches colours={product.colours} value={colour} onChange={chooseColour} />
        <SizePicker sizes={sizesInColour(product, stock, colour)} selected={sizes} onChange={setSizes} />
        {/* always in the page, so a screen reader hears each change of the count, price each and nudge */}
        <div
          className="flex flex-col gap-1 text-sm text-zinc-700 empty:hidden"
          aria-live="polite"
          aria-atomic
        >
          {count > 0 && (
            <>
              <p>
                {itemsText(count)} selected · Total{' '}
                <strong className="font-semibold text-zinc-900 tabular-nums">
                  {formatPounds(quote.total)}
                </strong>
              </p>
              {product.priceBreaks.length > 0 && (
                <p className="font-medium text-zinc-900 tabular-nums">
                  {priceEachText(quote.price, quote.priceBreak)}
                </p>
              )}
              {quote.next && <p className="font-semibold text-emerald-800">{quote.next}</p>}
            </>
          )}
        </div>
        {formError && (
          <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
            {formError}
          </p>
        )}
        <HiVisNotice products={[product]} />
        {/* Add to Cart comes first: Enter in a quantity adds to the cart */}
        <div className="flex flex-col gap-3 sm:flex-row">
          <button
            type="submit"
            name="intent"
            value="add"
            data-main-action
            disabled={hydrated && (!ready || adding)}
            className={cn(buttonBase, 'bg-brand-700 text-white hover:bg-brand-800')}
          >
            <ShoppingCart aria-hidden className="size-4" />
            {adding
              ? 'Adding…'
              : variant === 'product-page'
                ? `Add to Cart${count > 0 ? ` (${count})` : ''}`
                : 'ADD TO CART'}
          </button>
          <button
            type="submit"
            name="intent"
            value="logo"
            disabled={hydrated && !ready}
            className={cn(buttonBase, 'border-2 border-brand-700 bg-white text-brand-800 hover:bg-brand-50')}
          >
            <Sparkles aria-hidden className="size-4" /> ADD LOGO
          </button>
        </div>
        {!ready && (
          <p className="text-xs text-zinc-600">Choose a colour and at least one size to add a logo or buy.</p>
        )}
      </form>

      {colour && (wizardOpen || wizardSession > 0) && (
        <Suspense fallback={null}>
          <LogoWizard
            key={wizardSession}
            open={wizardOpen}
            onOpenChange={setWizardOpen}
            product={product}
            colour={colour}
            sizes={sizes}
            onAdded={() => {
              setSizes([]);
              void revalidate();
            }}
          />
        </Suspense>
      )}

      {addedCount !== null && (
        <Suspense fallback={null}>
          <AddedToCartDialog
            description={`${itemsText(addedCount)} ${addedCount === 1 ? 'has' : 'have'} been added to the cart.`}
            onClose={() => setAddedCount(null)}
            returnFocus={returnFocus}
          />
        </Suspense>
      )}
    </div>
  );
}
