import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import type { ShopInfo } from '../../../domain/shop-info';
import { readStorage, whenNoModalOpen, writeStorage } from './browser-storage';

// their code is loaded when they first show, not with the page
const WelcomeCard = lazy(() => import('./welcome-card'));
const WelcomeVideo = lazy(() => import('./welcome-video'));

/** Set once the popup has been shown; while it is set the popup never shows again. */
export const WELCOME_POPUP_SEEN_KEY = 'welcomePopupSeen';
/** `{ shown: true, lastShown: ISO time }`, written on the home page after the popup has shown there. */
export const POPUP_STATE_KEY = 'popupState';

const SHOW_AFTER_MS = 2000;
const HOME_RECORD_AFTER_MS = 4000;

// Pages where an interruption would do harm: paying, signing in, the seller's area.
const QUIET_PATHS = ['/checkout', '/success', '/login', '/signup', '/admin', '/seller', '/verify'];

/**
 * A one-time welcome for first visits: after 2 s, once per browser, a card in a corner of the window
 * (welcome-card.tsx); its Watch and Create plays the guide video in a modal. It waits while a modal (the phone
 * menu, a wizard) is open, so it never shows under one, and the cookie bar in turn waits for it.
 */
export function WelcomePopup({ shop }: { shop: Pick<ShopInfo, 'name' | 'guideVideoUrl'> }) {
  const [shown, setShown] = useState<'card' | 'video' | null>(null);
  const shownAt = useRef<string | null>(null);
  const { pathname } = useLocation();
  const quiet = QUIET_PATHS.some((p) => pathname === p || pathname.startsWith(`${p}/`));
  const onHome = pathname === '/';

  useEffect(() => {
    if (quiet || readStorage(WELCOME_POPUP_SEEN_KEY)) return;
    let cancelWait = () => {};
    const timer = window.setTimeout(() => {
      cancelWait = whenNoModalOpen(() => {
        if (readStorage(WELCOME_POPUP_SEEN_KEY)) return; // shown meanwhile in another tab
        shownAt.current = new Date().toISOString();
        writeStorage(WELCOME_POPUP_SEEN_KEY, shownAt.current);
        setShown('card');
      });
    }, SHOW_AFTER_MS);
    return () => {
      window.clearTimeout(timer);
      cancelWait();
    };
  }, [quiet]);

  useEffect(() => {
    if (!onHome) return;
    const timer = window.setTimeout(() => {
      if (!shownAt.current) return;
      writeStorage(POPUP_STATE_KEY, JSON.stringify({ shown: true, lastShown: shownAt.current }));
    }, HOME_RECORD_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, [onHome]);

  if (!shown) return null;
  const close = () => setShown(null);
  return (
    <Suspense fallback={null}>
      {shown === 'card' ? (
        <WelcomeCard shop={shop} onWatch={() => setShown('video')} onClose={close} />
      ) : (
        <WelcomeVideo shop={shop} onClose={close} />
      )}
    </Suspense>
  );
}
