import { Building2, CalendarClock, Info, Truck } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatPounds } from '../../../domain/money';
import type { MemberStoreView, StoreOfferView } from '../../../domain/team-store-view';
import { formatStoreDay, storePath } from '../../../domain/team-stores';
import { GarmentMockup } from '~/components/mockup/garment-mockup';
import { offerDecorations, offerMockupProduct } from './store-mockup';

/** The garment's own view: the store page with `?product=`. */
export const storeGarmentPath = (slug: string, productId: string) =>
  `${storePath(slug)}?product=${encodeURIComponent(productId)}`;

/** The garments members may buy: those still sold. */
export const memberOffers = (store: MemberStoreView) => store.offers.filter((o) => !o.unavailable);

/** "£14.50 each, logo included" */
export const storePriceText = (offer: Pick<StoreOfferView, 'price'>) =>
  `${formatPounds(offer.price)} each, logo included`;

/** When the store closes, where the garments go and who pays: what a member needs before choosing. */
function StoreFacts({ store }: { store: MemberStoreView }) {
  const facts: { icon: typeof CalendarClock; text: string }[] = [];
  if (store.state === 'open' && store.closesOn)
    facts.push({ icon: CalendarClock, text: `Orders close on ${formatStoreDay(store.closesOn)}.` });
  facts.push({
    icon: Truck,
    text:
      store.delivery === 'organisation'
        ? 'Everything is delivered to your organisation, with no delivery charge.'
        : 'Delivered to you.',
  });
  if (store.payer === 'organisation')
    facts.push({ icon: Building2, text: 'Your organisation pays: no card needed.' });
  return (
    <ul className="flex flex-col gap-1 text-sm text-zinc-700">
      {facts.map(({ icon: Icon, text }) => (
        <li key={text} className="flex items-start gap-2">
          <Icon aria-hidden className="mt-0.5 size-4 shrink-0 text-brand-700" />
          {text}
        </li>
      ))}
    </ul>
  );
}

/** Why the store takes no order now (closed, or not open yet), said plainly. */
export function StoreClosedNote({ message }: { message: string }) {
  return (
    <p role="status" className="flex items-start gap-2 rounded-md bg-amber-50 p-4 text-amber-950">
      <Info aria-hidden className="mt-0.5 size-5 shrink-0" />
      {message}
    </p>
  );
}

/** The store's head: its banner, name and (on the store's own page) the welcome. */
export function StoreHeader({ store, children }: { store: MemberStoreView; children?: ReactNode }) {
  return (
    <header className="flex flex-col gap-4">
      {store.bannerUrl && (
        <img
          src={store.bannerUrl}
          alt=""
          width={1280}
          height={320}
          className="aspect-[4/1] w-full rounded-2xl object-cover"
        />
      )}
      <div className="flex items-center gap-4">
        {store.logo?.previewUrl && (
          <img
            src={store.logo.previewUrl}
            alt={`${store.name} logo`}
            width={64}
            height={64}
            className="size-16 shrink-0 rounded-lg border border-zinc-200 bg-white object-contain p-1"
          />
        )}
        <div className="min-w-0">
          <p className="text-sm font-medium tracking-wide text-zinc-600 uppercase">Team store</p>
          {children}
        </div>
      </div>
    </header>
  );
}

/** The store as a member with access sees it: banner, name, welcome, when it closes, and its garments. */
export function StoreFront({ store }: { store: MemberStoreView }) {
  const offers = memberOffers(store);
  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-6 px-4 py-6 sm:py-10">
      <StoreHeader store={store}>
        <h1 className="text-2xl font-bold text-brand-900 sm:text-3xl">{store.name}</h1>
      </StoreHeader>
      {store.welcome && <p className="max-w-3xl whitespace-pre-line text-zinc-800">{store.welcome}</p>}
      {store.closedMessage ? <StoreClosedNote message={store.closedMessage} /> : <StoreFacts store={store} />}
      <section aria-labelledby="store-garments" className="flex flex-col gap-4">
        <h2 id="store-garments" className="text-xl font-semibold text-brand-900">
          Garments
        </h2>
        {offers.length === 0 ? (
          <p className="text-zinc-700">This store has no garments to order yet.</p>
        ) : (
          <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
            {offers.map((offer) => (
              <li key={offer.productId}>
                <Link
                  to={storeGarmentPath(store.slug, offer.productId)}
                  className="group flex h-full flex-col gap-2 rounded-xl border border-zinc-200 bg-white p-2 hover:border-brand-600 focus-visible:outline-2 focus-visible:outline-brand-600"
                >
                  <GarmentMockup
                    product={offerMockupProduct(offer)}
                    colour={offer.colours[0]?.name ?? null}
                    decorations={offerDecorations(store, offer)}
                    className="rounded-lg"
                  />
                  <span className="px-1 font-semibold text-zinc-900 group-hover:underline">
                    {offer.title}
                  </span>
                  <span className="px-1 text-sm text-zinc-700">{storePriceText(offer)}</span>
                  <span className="px-1 pb-1 text-xs text-zinc-600">
                    {offer.colours.length === 1 ? offer.colours[0]!.name : `${offer.colours.length} colours`}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
