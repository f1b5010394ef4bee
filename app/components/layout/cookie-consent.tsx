import { Cookie } from 'lucide-react';
import { useEffect, useLayoutEffect, useRef, useState, type FocusEvent } from 'react';
import { Link } from 'react-router';
import { Button } from '~/components/ui/button';
import { readStorage, whenNoModalOpen, writeStorage } from './browser-storage';

export const COOKIE_CONSENT_KEY = 'cookieConsent';
export type CookieConsentChoice = 'accepted' | 'rejected';
/** Fired on window with the choice as `detail`, for anything that loads optional cookies later. */
export const COOKIE_CONSENT_EVENT = 'cookieconsentchange';

const SHOW_AFTER_MS = 5000;

/** Marks a page's main action (Checkout, Pay, Add to Cart): the cookie bar never sits on top of one. */
export const MAIN_ACTION_ATTRIBUTE = 'data-main-action';

type Placement = { edge: 'bottom' } | { edge: 'top'; top: number };

const samePlacement = (a: Placement, b: Placement) =>
  a.edge === b.edge && (a.edge === 'bottom' || a.top === (b as typeof a).top);

/** The banner's two buttons: rejecting is as easy as accepting, just not the highlighted one. */
const CHOICES: { choice: CookieConsentChoice; label: string; variant?: 'outline' }[] = [
  { choice: 'rejected', label: 'Reject', variant: 'outline' },
  { choice: 'accepted', label: 'Accept' },
];

/**
 * Where the bar goes: at the bottom of the window, unless a main action is showing there and the top edge
 * (just under the sticky header) is clear of them.
 */
function placeBar(height: number): Placement {
  const actions = Array.from(document.querySelectorAll(`[${MAIN_ACTION_ATTRIBUTE}]`))
    .map((el) => el.getBoundingClientRect())
    .filter((r) => r.width > 0 && r.height > 0);
  const covers = (top: number, bottom: number) => actions.some((r) => r.bottom > top && r.top < bottom);
  const viewport = window.innerHeight;
  if (!covers(viewport - height, viewport)) return { edge: 'bottom' };
  const header = document.querySelector('body > header');
  const top = Math.max(0, header?.getBoundingClientRect().bottom ?? 0);
  return covers(top, top + height) ? { edge: 'bottom' } : { edge: 'top', top };
}

export function readCookieConsent(): CookieConsentChoice | null {
  const value = readStorage(COOKIE_CONSENT_KEY);
  return value === 'accepted' || value === 'rejected' ? value : null;
}

/**
 * The cookie notice: a compact, non-modal bar at the bottom of the window, 5 s after the first page when no choice is
 * stored. It waits while a modal dialog is open (a modal would make it unreachable), never takes focus itself,
 * and hands focus back to where the shopper came from once they choose.
 */
export function CookieConsent() {
  const [visible, setVisible] = useState(false);
  const [placement, setPlacement] = useState<Placement>({ edge: 'bottom' });
  const bar = useRef<HTMLElement>(null);
  const returnFocusTo = useRef<HTMLElement | null>(null);

  useEffect(() => {
    if (readCookieConsent()) return;
    let cancelWait = () => {};
    const timer = window.setTimeout(() => {
      cancelWait = whenNoModalOpen(() => {
        if (!readCookieConsent()) setVisible(true);
      });
    }, SHOW_AFTER_MS);
    return () => {
      window.clearTimeout(timer);
      cancelWait();
    };
  }, []);

  // While shown, the page's end gets the bar's height as padding, so nothing is left under the bar once
  // scrolled down; and the bar moves off a main action (placeBar) as the page scrolls or resizes.
  useLayoutEffect(() => {
    const el = bar.current;
    if (!visible || !el) return;
    const body = document.body;
    const paddingBefore = body.style.paddingBottom;
    const update = () => {
      const height = el.offsetHeight;
      body.style.paddingBottom = `${height}px`;
      const next = placeBar(height);
      // keep the same object when nothing moved, so scrolling does not re-render the bar
      setPlacement((current) => (samePlacement(current, next) ? current : next));
    };
    update();
    const resized = new ResizeObserver(update);
    resized.observe(el);
    resized.observe(body);
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      resized.disconnect();
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
      body.style.paddingBottom = paddingBefore;
    };
  }, [visible]);

  if (!visible) return null;

  const rememberOrigin = (e: FocusEvent<HTMLElement>) => {
    const from = e.relatedTarget;
    if (from instanceof HTMLElement && !e.currentTarget.contains(from)) returnFocusTo.current = from;
  };

  const choose = (choice: CookieConsentChoice) => {
    writeStorage(COOKIE_CONSENT_KEY, choice);
    window.dispatchEvent(new CustomEvent(COOKIE_CONSENT_EVENT, { detail: choice }));
    setVisible(false);
    const origin = returnFocusTo.current;
    if (origin?.isConnected) origin.focus();
  };

  return (
    <section
      ref={bar}
      role="region"
      aria-label="Cookie consent"
      onFocus={rememberOrigin}
      data-edge={placement.edge}
      style={placement.edge === 'top' ? { top: placement.top } : undefined}
      className={`fixed inset-x-0 z-40 border-zinc-200 bg-white ${placement.edge === 'top' ? 'border-b shadow-[0_4px_16px_rgb(19_40_76/0.12)]' : 'bottom-0 border-t shadow-[0_-4px_16px_rgb(19_40_76/0.12)]'}`}
    >
      <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-2.5 sm:flex-row sm:items-center sm:gap-6">
        <p className="flex gap-2.5 text-sm leading-snug text-zinc-700">
          <Cookie aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-600" />
          <span>
            <span className="sm:hidden">
              We use essential cookies, and optional ones only if you allow them. Read our{' '}
            </span>
            <span className="hidden sm:inline">
              We use essential cookies to run the shop (keeping you signed in, remembering your cart) and
              would like your permission for optional ones that help us improve it. Read our{' '}
            </span>
            <Link to="/cookie-policy" className="font-semibold text-brand-700 underline underline-offset-2">
              Cookie Policy
            </Link>
            .
          </span>
        </p>
        <div className="flex shrink-0 gap-2 sm:ml-auto">
          {CHOICES.map(({ choice, label, variant }) => (
            <Button
              key={choice}
              type="button"
              variant={variant}
              size="field"
              onClick={() => choose(choice)}
              className="flex-1 sm:flex-none"
            >
              {label}
            </Button>
          ))}
        </div>
      </div>
    </section>
  );
}
