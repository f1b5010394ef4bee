import { CheckCircle2, ShoppingCart, Sparkles } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate, useRevalidator, useSearchParams } from 'react-router';
import { toast } from '~/components/ui/toast';
import {
  BUNDLE_SHOPPER_MESSAGES,
  changeQuantity,
  addSelectionColour,
  emptySelection,
  missingQuantitiesProblem,
  selectedCount,
  selectionProblem,
  type SectionSelection,
} from '../../../domain/bundles';
import { formatPounds } from '../../../domain/money';
import { VatNote } from '~/components/ui/price';
import { cartApi } from '~/lib/cart-api';
import { Breadcrumb } from '~/components/ui/breadcrumb';
import { useHydrated } from '~/components/layout/use-hydrated';
import { useVisitor } from '~/components/layout/visitor';
import { cn } from '~/lib/cn';
import { addBundleToCart, BundleCartError } from '~/lib/bundle-api';
import { BundleSelection } from './bundle-selection';
import { stockLeft, type BundlePageData, type BundlePageSection } from '~/lib/bundle-view';
import { LazyImage, SizeChartImage } from '~/components/lazy-image';

// the wizard (and its mock-ups) is fetched when a shopper first opens it, not with every bundle page
const BundleLogoWizard = lazy(() =>
  import('../../components/logo-wizard/bundle-logo-wizard').then((m) => ({ default: m.BundleLogoWizard })),
);

/** Search params that carry the choice through the login detour and back to an open wizard. */
const RESUME = { wizard: 'wizard', pick: 'pick' };

/** The choice as text for the address: sections by '|', garments 'hex~size~qty' by ','. */
function encodePick(selections: readonly SectionSelection[]): string {
  return selections
    .map((s) =>
      s.colours
        .flatMap((hex) => {
          const bySize = Object.entries(s.quantities[hex] ?? {});
          return bySize.length ? bySize.map(([size, q]) => `${hex}~${size}~${q}`) : [`${hex}~~0`];
        })
        .join(','),
    )
    .join('|');
}

/** The choice read back, kept only as far as the rules (colours offered, limits, stock) allow. */
function decodePick(text: string | null, sections: readonly BundlePageSection[]): SectionSelection[] | null {
  if (!text) return null;
  const parts = text.split('|');
  return sections.map((section, i) => {
    let selection = emptySelection();
    for (const entry of (parts[i] ?? '').split(',').filter(Boolean)) {
      const [hex = '', size = '', qty = ''] = entry.split('~');
      if (!section.colours.some((c) => c.hex === hex)) continue;
      selection = addSelectionColour(selection, hex).selection;
      const n = Math.min(Number(qty) || 0, section.requiredQuantity);
      if (!section.sizes.includes(size)) continue;
      for (let k = 0; k < n; k++)
        selection = changeQuantity(
          selection,
          section.requiredQuantity,
          hex,
          size,
          1,
          stockLeft(section, hex, size),
        );
    }
    return selection;
  });
}

/**
 * The shopper's bundle page: what is in it, the choice of garments, and a bar fixed at the bottom with the
 * total, the Selected Items counter, Add Logo (the bundle logo wizard, after login) and Add to Cart (no logo).
 */
export function BundlePage({ data }: { data: BundlePageData }) {
  const { bundle, sections, saving } = data;
  const { user, known: visitorKnown } = useVisitor();
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams, setSearchParams] = useSearchParams();
  const { revalidate } = useRevalidator();
  const [resume] = useState(() => decodePick(searchParams.get(RESUME.pick), sections));
  const [selections, setSelections] = useState<SectionSelection[]>(
    () => resume ?? sections.map(() => emptySelection()),
  );
  const [problem, setProblem] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const [added, setAdded] = useState(false);
  // back from the login detour with a whole choice: the wizard opens at once
  const [resumeWizard] = useState(() =>
    Boolean(resume && searchParams.get(RESUME.wizard) === '1' && !selectionProblem(sections, resume)),
  );
  const [wizardOpen, setWizardOpen] = useState(resumeWizard && !!user);
  // on a page from the shared shell the visitor arrives after hydration: back from logging in, open it then
  const resumeOnceKnown = useRef(resumeWizard && !user);
  // a new key after a bundle is added clears the wizard's choices; closing otherwise keeps them
  const [wizardSession, setWizardSession] = useState(0);
  const [wizardMounted, setWizardMounted] = useState(wizardOpen);
  useEffect(() => {
    if (!resumeOnceKnown.current || !user) return;
    resumeOnceKnown.current = false;
    setWizardMounted(true);
    setWizardOpen(true);
  }, [user]);

  const required = sections.reduce((n, s) => n + s.requiredQuantity, 0);
  const chosen = selections.reduce((n, s) => n + selectedCount(s), 0);
  const allAvailable = sections.every((s) => s.available);
  const complete =
    allAvailable && sections.every((s, i) => selectedCount(selections[i]!) === s.requiredQuantity);
  const ready = hydrated && complete && !adding;

  // once restored, tidy the address so a reload does not reopen the wizard
  useEffect(() => {
    if (!resume) return;
    const next = new URLSearchParams(window.location.search);
    next.delete(RESUME.wizard);
    next.delete(RESUME.pick);
    setSearchParams(next, { replace: true, preventScrollReset: true });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on arrival
  }, []);

  // after an add the choice empties (the page grows shorter): bring the panel back and offer the cart
  const goToCart = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    if (!added) return;
    document.getElementById('customise')?.scrollIntoView({ block: 'start' });
    goToCart.current?.focus({ preventScroll: true });
  }, [added]);

  const change = (index: number, next: SectionSelection) => {
    const updated = selections.map((s, i) => (i === index ? next : s));
    setSelections(updated);
    // the missing-quantities message stays (naming the colours left) until the shopper has fixed it; any other
    // message is about what the choice was, and goes with the change. A message that goes takes its toast along.
    const missingShown = problem !== null && problem === missingQuantitiesProblem(sections, selections);
    const still = missingShown ? missingQuantitiesProblem(sections, updated) : null;
    if (problem !== null && still === null) toast.dismiss();
    setProblem(still);
    setAdded(false);
  };

  /** The spec's check before either button acts: counts and a quantity for every chosen colour. */
  function checked(): boolean {
    const message = selectionProblem(sections, selections);
    setProblem(message);
    if (message) toast.error('Error', { description: message });
    return message === null;
  }

  /** To /login and back here with the choice kept (and the wizard opened again, when it was the logo). */
  function toLogin(wizard: boolean) {
    const back = new URLSearchParams({ [RESUME.pick]: encodePick(selections) });
    if (wizard) back.set(RESUME.wizard, '1');
    navigate(`/login?redirectTo=${encodeURIComponent(`${location.pathname}?${back.toString()}`)}`);
  }

  async function addLogo() {
    if (!checked()) return;
    // the session may have ended since the page was drawn: ask the server
    const loggedIn =
      user || !visitorKnown
        ? await cartApi.canAddLogo().then(
            () => true,
            () => false,
          )
        : false;
    if (!loggedIn) return toLogin(true);
    setWizardMounted(true);
    setWizardOpen(true);
  }

  function onAdded() {
    toast.success(BUNDLE_SHOPPER_MESSAGES.added);
    setAdded(true);
    setSelections(sections.map(() => emptySelection()));
    setWizardSession((n) => n + 1);
    void revalidate(); // the header's cart count
  }

  async function addToCart() {
    if (!checked()) return;
    setAdding(true);
    try {
      await addBundleToCart({ bundleId: bundle.id, sections, selections, logo: null });
      onAdded();
    } catch (error) {
      const message = error instanceof BundleCartError ? error.message : BUNDLE_SHOPPER_MESSAGES.addFailed;
      setProblem(message);
      toast.error('Error', { description: message });
      if (error instanceof BundleCartError && error.status === 401) toLogin(false);
    } finally {
      setAdding(false);
    }
  }

  return (
    <div>
      <div className="mx-auto max-w-7xl px-4 pt-6 pb-8 sm:pt-10">
        <Breadcrumb
          items={[{ label: 'Home', to: '/' }, { label: 'Bundles', to: '/bundles' }, { label: bundle.title }]}
        />
        {/* on phones the title comes first, then the pictures, then the choice; two columns from lg up */}
        <div className="mt-6 grid grid-cols-1 gap-6 lg:grid-cols-2 lg:grid-rows-[auto_1fr] lg:gap-x-8">
          <div className="lg:col-start-2 lg:row-start-1">
            <h1 className="text-2xl font-bold text-brand-900 sm:text-3xl">{bundle.title}</h1>
            <p className="mt-3 leading-relaxed text-zinc-700">{bundle.description}</p>
          </div>
          <div className="flex flex-col gap-6 lg:col-start-1 lg:row-span-2 lg:row-start-1">
            <img
              src={bundle.thumbnail}
              alt={`${bundle.title} — the garments in this bundle`}
              width={800}
              height={600}
              fetchPriority="high"
              className="aspect-[4/3] w-full rounded-2xl border border-zinc-200 bg-zinc-100 object-cover"
            />
            <section className="rounded-xl border border-zinc-200 p-4" aria-labelledby="includes">
              <h2 id="includes" className="font-semibold text-zinc-900">
                Bundle Includes
              </h2>
              <ol className="mt-3 space-y-3">
                {sections.map((s, i) => (
                  <li key={s.position} className="flex items-center gap-3">
                    <LazyImage
                      src={s.image}
                      width={64}
                      height={64}
                      className={cn(
                        'size-16 rounded-md bg-zinc-100 object-cover',
                        !s.available && 'opacity-50 grayscale',
                      )}
                    />
                    <span>
                      <span className="block text-xs font-medium text-zinc-600 uppercase">
                        Product {i + 1}
                      </span>
                      {s.available ? (
                        <Link
                          to={`/product/${s.productId}`}
                          className="font-medium text-zinc-900 hover:underline"
                        >
                          {s.title}
                        </Link>
                      ) : (
                        <span className="font-medium text-zinc-700">{s.title}</span>
                      )}
                      {s.available ? (
                        <span className="block text-sm text-zinc-600">
                          {s.requiredQuantity} items · {s.colours.length}{' '}
                          {s.colours.length === 1 ? 'colour' : 'colours'} · {formatPounds(s.price)} each alone
                        </span>
                      ) : (
                        <span className="block text-sm font-semibold text-red-700">No longer available</span>
                      )}
                    </span>
                  </li>
                ))}
              </ol>
            </section>
          </div>

          <div className="flex flex-col gap-5 lg:col-start-2 lg:row-start-2">
            <section
              className="-mx-2 scroll-mt-24 rounded-xl bg-brand-50 p-3 sm:mx-0 sm:p-4"
              aria-labelledby="customise"
            >
              <h2 id="customise" className="font-semibold text-brand-900">
                Customize Your Bundle
              </h2>
              <p className="mt-1 flex flex-wrap items-baseline gap-x-3 gap-y-1">
                <span className="text-3xl font-bold text-brand-900">{formatPounds(bundle.price)}</span>
                <VatNote />
                {saving.saving > 0 && (
                  <>
                    <span className="text-zinc-600">
                      <span className="sr-only">Bought separately: </span>
                      <s>{formatPounds(saving.separatePrice)}</s>
                    </span>
                    <span className="rounded-full bg-emerald-100 px-2.5 py-0.5 text-sm font-semibold text-emerald-900">
                      Save {formatPounds(saving.saving)} ({saving.savingPercent}%)
                    </span>
                  </>
                )}
              </p>
              <p className="mt-1 text-sm text-zinc-700">
                {required} garments in your choice of colours and sizes
                {saving.saving > 0 ? `: ${formatPounds(saving.separatePrice)} if bought separately` : ''}. Add
                your logo by embroidery or print.
              </p>
              {!hydrated && (
                <p className="mt-3 text-sm text-zinc-700" role="status">
                  Loading your bundle options…
                </p>
              )}
              <div className="mt-4">
                <BundleSelection
                  sections={sections}
                  selections={selections}
                  onChange={change}
                  disabled={!hydrated}
                />
              </div>
            </section>

            {bundle.sizeChartImage && (
              <section aria-labelledby="bundle-size-chart">
                <details className="rounded-xl border border-zinc-200 p-3">
                  <summary className="min-h-11 cursor-pointer content-center font-semibold text-brand-900">
                    <h2 id="bundle-size-chart" className="inline">
                      Size chart
                    </h2>
                  </summary>
                  <p className="mt-2 text-sm text-zinc-700">Available sizes: {data.sizes.join(', ')}</p>
                  <SizeChartImage
                    src={bundle.sizeChartImage}
                    title={bundle.title}
                    className="mt-3 w-full rounded-lg border border-zinc-200"
                  />
                </details>
              </section>
            )}
            {!bundle.sizeChartImage && (
              <p className="text-sm text-zinc-700">Available sizes: {data.sizes.join(', ')}</p>
            )}
          </div>
        </div>
      </div>

      {/* sticky, not fixed: it stays at the foot of the screen while the page scrolls, and stops above the footer */}
      <div
        className="sticky bottom-0 z-40 border-t border-zinc-200 bg-white/95 shadow-[0_-4px_16px_rgba(0,0,0,0.08)] backdrop-blur"
        role="region"
        aria-label="Your bundle"
      >
        <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-3">
          {added && (
            <p
              role="status"
              className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-md bg-emerald-50 px-3 py-1 text-sm text-emerald-900"
            >
              <CheckCircle2 aria-hidden className="size-5" />
              {BUNDLE_SHOPPER_MESSAGES.added}
              <Link
                ref={goToCart}
                to="/cart"
                className="inline-flex min-h-11 items-center font-semibold underline"
              >
                Go to Cart
              </Link>
              <Link to="/bundles" className="inline-flex min-h-11 items-center font-semibold underline">
                Continue Shopping
              </Link>
            </p>
          )}
          {problem && (
            <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
              {problem}
            </p>
          )}
          <div className="flex flex-wrap items-center justify-between gap-x-6 gap-y-2">
            <dl className="flex gap-6">
              <div>
                <dt className="text-xs font-medium text-zinc-600 uppercase">Total</dt>
                <dd className="text-xl font-bold text-brand-900 tabular-nums">
                  {formatPounds(bundle.price)}
                </dd>
              </div>
              <div>
                <dt className="text-xs font-medium text-zinc-600 uppercase">Selected Items</dt>
                <dd className="text-xl font-bold text-zinc-900 tabular-nums" aria-live="polite">
                  {chosen} / {required}
                </dd>
              </div>
            </dl>
            <div className="flex flex-1 gap-2 sm:flex-none">
              <button
                type="button"
                onClick={() => void addLogo()}
                disabled={!ready}
                className={cn(
                  barButton,
                  'border-2 border-brand-700 bg-white text-brand-800 hover:bg-brand-50',
                )}
              >
                <Sparkles aria-hidden className="size-4" /> Add Logo
              </button>
              <button
                type="button"
                onClick={() => void addToCart()}
                disabled={!ready}
                className={cn(barButton, 'bg-brand-700 text-white hover:bg-brand-800')}
              >
                <ShoppingCart aria-hidden className="size-4" /> {adding ? 'Adding…' : 'Add to Cart'}
              </button>
            </div>
          </div>
          {hydrated && !complete && (
            <p className="text-xs text-zinc-600">
              {allAvailable
                ? `Choose ${required - chosen} more ${required - chosen === 1 ? 'item' : 'items'} to add your logo or buy.`
                : 'A product of this bundle is no longer available.'}
            </p>
          )}
        </div>
      </div>

      {wizardMounted && (
        <Suspense fallback={null}>
          <BundleLogoWizard
            key={wizardSession}
            open={wizardOpen}
            onOpenChange={setWizardOpen}
            bundle={bundle}
            sections={sections}
            selections={selections}
            onAdded={() => {
              setWizardOpen(false);
              onAdded();
            }}
            onLoginNeeded={() => toLogin(true)}
          />
        </Suspense>
      )}
    </div>
  );
}

const barButton =
  'inline-flex min-h-12 flex-1 items-center justify-center gap-2 rounded-md px-5 text-sm font-bold tracking-wide transition disabled:cursor-not-allowed disabled:opacity-50 sm:flex-none';
