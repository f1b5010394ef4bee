import { ArrowLeft, ShoppingCart } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link, useRevalidator } from 'react-router';
import { formatPounds } from '../../../domain/money';
import { NAMES_MESSAGES, namePriceLabel, namesProblems, type SizedName } from '../../../domain/names';
import type { MemberStoreView, StoreOfferView } from '../../../domain/team-store-view';
import { formatStoreDay, storePath } from '../../../domain/team-stores';
import { GarmentMockupViews } from '~/components/mockup/garment-mockup';
import { NamesEntry } from '~/components/names/names-entry';
import { ColourSwatches } from '~/components/product/colour-swatches';
import { SizePicker, type SelectedSize } from '~/components/product/size-picker';
import { Button } from '~/components/ui/button';
import { useReturnFocus } from '~/components/ui/return-focus';
import { api, ApiError } from '~/lib/api';
import { StoreAddedDialog } from './store-added-dialog';
import { StoreClosedNote, StoreHeader, storePriceText } from './store-front';
import { offerDecorations, offerMockupProduct, offerSizesIn } from './store-mockup';

/** What POST /api/stores/by-slug/{slug}/cart takes (domain/schemas/stores.ts StoreCartSchema). */
export interface StoreCartRequest {
  productId: string;
  colour: string;
  items: SelectedSize[];
  names?: SizedName[];
  namesChecked: boolean;
}

const itemsText = (n: number) => `${n} ${n === 1 ? 'item' : 'items'}`;

/** The names sent: those typed, blank ones left out. */
const typedNames = (names: readonly SizedName[]) =>
  names.map((n) => ({ size: n.size, name: n.name.trim() })).filter((n) => n.name !== '');

/**
 * What keeps the garments from being added, said before asking the server: no size, or names that do not
 * match the sizes or are not ticked as checked. The server checks all of it again.
 */
export function storeAddProblem(
  store: Pick<MemberStoreView, 'names'>,
  sizes: readonly SelectedSize[],
  names: readonly SizedName[],
  checked: boolean,
): string | null {
  if (sizes.length === 0) return 'Please select at least one size.';
  const typed = typedNames(names);
  if (!store.names.enabled || typed.length === 0) return null;
  const problems = namesProblems(typed, sizes, store.names.maxLength);
  if (problems.length > 0) return problems[0]!;
  if (!checked) return NAMES_MESSAGES.spelling;
  return null;
}

/**
 * One garment of a store: the mock-up with the organisation's logo in the chosen colour (and the first name,
 * when names are typed), the store's colours, the size grid, the store price (logo included, no setup fee),
 * the names when the store offers them, and Add to cart. A refusal is shown as the server says it and
 * everything typed stays.
 */
export function StoreGarment({ store, offer }: { store: MemberStoreView; offer: StoreOfferView }) {
  const [colour, setColour] = useState<string>(offer.colours[0]?.name ?? '');
  const [sizes, setSizes] = useState<SelectedSize[]>([]);
  const [names, setNames] = useState<SizedName[]>([]);
  const [checked, setChecked] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const [added, setAdded] = useState<number | null>(null);
  const { revalidate } = useRevalidator();
  const returnFocus = useReturnFocus();
  const open = store.closedMessage === null;
  const namesOn = store.names.enabled;

  const garments = sizes.reduce((n, s) => n + s.quantity, 0);
  const nameCount = namesOn ? typedNames(names).length : 0;
  const total = garments * offer.price + nameCount * store.names.price;
  const firstName = typedNames(names)[0]?.name ?? null;

  async function add(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = storeAddProblem(store, sizes, names, checked);
    setProblem(found);
    if (found) return;
    const typed = namesOn ? typedNames(names) : [];
    const body: StoreCartRequest = {
      productId: offer.productId,
      colour,
      items: sizes,
      ...(typed.length > 0 ? { names: typed } : {}),
      namesChecked: typed.length > 0 && checked,
    };
    setAdding(true);
    try {
      const { quantity } = await api.post<{ quantity: number }>(
        `/stores/by-slug/${encodeURIComponent(store.slug)}/cart`,
        body,
      );
      setAdded(quantity ?? garments);
      setSizes([]);
      setNames([]);
      setChecked(false);
      void revalidate();
    } catch (error) {
      setProblem(
        error instanceof ApiError
          ? error.messageOr('We could not add these to your cart. Please try again.')
          : 'We could not add these to your cart. Please try again.',
      );
    } finally {
      setAdding(false);
    }
  }

  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-6 px-4 py-6 sm:py-10">
      <StoreHeader store={store}>
        <p className="text-lg font-semibold text-brand-900">{store.name}</p>
      </StoreHeader>
      <Link
        to={storePath(store.slug)}
        className="inline-flex min-h-11 items-center gap-1 self-start text-sm font-medium text-brand-700 hover:underline"
      >
        <ArrowLeft aria-hidden className="size-4" /> All garments in {store.name}
      </Link>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2 lg:gap-12">
        <div className="flex flex-col gap-2">
          <GarmentMockupViews
            product={offerMockupProduct(offer)}
            colour={colour}
            decorations={offerDecorations(store, offer, firstName)}
            viewClassName="rounded-xl"
          />
          <p className="text-xs text-zinc-600">
            {store.logo ? `${store.name}'s logo` : 'The logo'} on the{' '}
            {offer.decorations
              .map((d) => `${d.position.toLowerCase()} (${d.method.toLowerCase()})`)
              .join(', ')}
            {namesOn ? `; names on the ${store.names.position.toLowerCase()}` : ''}.
          </p>
        </div>
        <div className="flex flex-col gap-5">
          <div>
            <h1 className="text-2xl font-bold text-brand-900 sm:text-3xl">{offer.title}</h1>
            <p className="mt-2 text-xl font-semibold text-brand-800">{storePriceText(offer)}</p>
            <p className="text-sm text-zinc-700">
              No setup fee.
              {namesOn ? ` Names: ${namePriceLabel(store.names.price)}.` : ''}
            </p>
          </div>
          {!open ? (
            <StoreClosedNote message={store.closedMessage!} />
          ) : (
            <form
              className="flex flex-col gap-5"
              onSubmit={add}
              noValidate
              aria-labelledby="store-order-title"
            >
              <h2 id="store-order-title" className="sr-only">
                Your order of {offer.title}
              </h2>
              <ColourSwatches colours={offer.colours} value={colour} onChange={setColour} />
              <SizePicker sizes={offerSizesIn(offer, colour)} selected={sizes} onChange={setSizes} />
              {namesOn && (
                <NamesEntry
                  quantities={sizes}
                  sizes={offer.sizes.map((s) => s.label)}
                  maxLength={store.names.maxLength}
                  price={store.names.price}
                  names={names}
                  onNamesChange={setNames}
                  checked={checked}
                  onCheckedChange={setChecked}
                />
              )}
              <p className="text-sm text-zinc-700" aria-live="polite" aria-atomic>
                {garments > 0 && (
                  <>
                    {itemsText(garments)}
                    {nameCount > 0 ? ` with ${nameCount} ${nameCount === 1 ? 'name' : 'names'}` : ''} · Total{' '}
                    <strong className="font-semibold text-zinc-900 tabular-nums">
                      {formatPounds(total)}
                    </strong>
                  </>
                )}
              </p>
              {problem && (
                <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
                  {problem}
                </p>
              )}
              <Button type="submit" size="lg" disabled={adding} data-main-action>
                <ShoppingCart aria-hidden className="size-4" />
                {adding ? 'Adding…' : `Add to Cart${garments > 0 ? ` (${garments})` : ''}`}
              </Button>
              {store.closesOn && (
                <p className="text-xs text-zinc-600">Orders close on {formatStoreDay(store.closesOn)}.</p>
              )}
            </form>
          )}
        </div>
      </div>
      {added !== null && (
        <StoreAddedDialog
          description={`${itemsText(added)} ${added === 1 ? 'has' : 'have'} been added to the cart.`}
          storeName={store.name}
          backTo={storePath(store.slug)}
          onClose={() => setAdded(null)}
          returnFocus={returnFocus}
        />
      )}
    </div>
  );
}
