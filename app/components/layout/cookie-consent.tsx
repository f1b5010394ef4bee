import { Cookie } from 'lucide-react';
import { useEffect, useRef, useState, type FocusEvent } from 'react';
import { Link } from 'react-router';
import { readStorage, whenNoModalOpen, writeStorage } from './browser-storage';

export const COOKIE_CONSENT_KEY = 'cookieConsent';
export type CookieConsentChoice = 'accepted' | 'rejected';
/** Fired on window with the choice as `detail`, for anything that loads optional cookies later. */
export const COOKIE_CONSENT_EVENT = 'cookieconsentchange';

const SHOW_AFTER_MS = 5000;

export function readCookieConsent(): CookieConsentChoice | null {
  const value = readStorage(COOKIE_CONSENT_KEY);
  return value === 'accepted' || value === 'rejected' ? value : null;
}

/**
 * The cookie notice: a non-modal panel at the bottom of the window, 5 s after the first page when no choice is
 * stored. It waits while a modal dialog is open (a modal would make it unreachable), never takes focus itself,
 * and hands focus back to where the shopper came from once they choose.
 */
export function CookieConsent() {
  const [visible, setVisible] = useState(false);
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

  const buttonClass =
    'inline-flex h-10 flex-1 items-center justify-center rounded-md px-5 text-sm font-semibold transition-colors sm:flex-none';

  return (
    <section
      role="region"
      aria-label="Cookie consent"
      onFocus={rememberOrigin}
      className="pointer-events-none fixed inset-x-0 bottom-0 z-40 p-3 sm:p-5"
    >
      <div className="pointer-events-auto mx-auto flex max-w-3xl flex-col gap-4 rounded-xl border border-zinc-200 bg-white p-4 shadow-2xl shadow-brand-900/20 transition-[opacity,translate] duration-300 motion-reduce:transition-none sm:flex-row sm:items-center sm:gap-6 sm:p-5 starting:translate-y-4 starting:opacity-0">
        <div className="flex gap-3">
          <Cookie aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-brand-600" />
          <p className="text-sm leading-relaxed text-zinc-700">
            We use essential cookies to run the shop, such as keeping you signed in and remembering your cart,
            and would like your permission for optional ones that help us improve it. Read our{' '}
            <Link to="/cookie-policy" className="font-semibold text-brand-700 underline underline-offset-2">
              Cookie Policy
            </Link>
            .
          </p>
        </div>
        <div className="flex shrink-0 gap-2">
          <button
            type="button"
            onClick={() => choose('rejected')}
            className={`${buttonClass} border border-brand-700 text-brand-700 hover:bg-brand-50`}
          >
            Reject
          </button>
          <button
            type="button"
            onClick={() => choose('accepted')}
            className={`${buttonClass} border border-brand-700 bg-brand-700 text-white hover:bg-brand-800`}
          >
            Accept
          </button>
        </div>
      </div>
    </section>
  );
}
