import { PlayCircle, Shirt, Sparkles, Upload } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import type { ShopInfo } from '../../../domain/shop-info';
import { cn } from '~/lib/cn';
import { readStorage, whenNoModalOpen, writeStorage } from './browser-storage';
import { ShopMark } from './shop-logo';
import { videoEmbed } from '~/lib/video-embed';

/** Set once the popup has been shown; while it is set the popup never shows again. */
export const WELCOME_POPUP_SEEN_KEY = 'welcomePopupSeen';
/** `{ shown: true, lastShown: ISO time }`, written on the home page after the popup has shown there. */
export const POPUP_STATE_KEY = 'popupState';

const SHOW_AFTER_MS = 2000;
const HOME_RECORD_AFTER_MS = 4000;

// Pages where an interruption would do harm: paying, signing in, the seller's area.
const QUIET_PATHS = ['/checkout', '/success', '/login', '/signup', '/admin', '/seller', '/verify'];

/**
 * A one-time welcome for first visits: after 2 s, once per browser. It waits while another modal (the phone
 * menu, a wizard) is open, so it never stacks over one, and the cookie banner in turn waits for it.
 */
export function WelcomePopup({ shop }: { shop: Pick<ShopInfo, 'name' | 'guideVideoUrl'> }) {
  const [open, setOpen] = useState(false);
  const [playing, setPlaying] = useState(false);
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
        setOpen(true);
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

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) setPlaying(false);
  };

  const embed = videoEmbed(shop.guideVideoUrl, { autoplay: true });
  const actionClass =
    'inline-flex h-11 items-center justify-center gap-2 rounded-md px-5 text-sm font-semibold transition-colors';

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-brand-900/60 backdrop-blur-[2px] transition-opacity duration-300 motion-reduce:transition-none starting:opacity-0" />
        <Dialog.Content
          className={cn(
            'fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white shadow-2xl transition-[opacity,scale] duration-300 focus:outline-none motion-reduce:transition-none starting:scale-95 starting:opacity-0',
            playing ? 'max-w-3xl' : 'max-w-md',
          )}
        >
          {playing && embed ? (
            <div className="bg-brand-900 p-3 sm:p-4">
              <Dialog.Title className="px-1 pb-3 text-base font-semibold text-white">
                How to add your logo
              </Dialog.Title>
              <Dialog.Description className="sr-only">
                A short video guide to adding your logo.
              </Dialog.Description>
              <div className="aspect-video w-full overflow-hidden rounded-lg bg-black">
                {embed.kind === 'video' ? (
                  <video src={embed.src} controls autoPlay playsInline className="size-full" />
                ) : (
                  <iframe
                    src={embed.src}
                    title="How to add your logo (video)"
                    allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
                    allowFullScreen
                    referrerPolicy="strict-origin-when-cross-origin"
                    className="size-full border-0"
                  />
                )}
              </div>
              <div className="flex justify-end gap-3 pt-3">
                <Link
                  to="/products"
                  onClick={() => onOpenChange(false)}
                  className={cn(actionClass, 'bg-accent-400 text-brand-900 hover:bg-accent-300')}
                >
                  Start creating
                </Link>
                <Dialog.Close
                  className={cn(actionClass, 'border border-white/30 text-white hover:bg-white/10')}
                >
                  Close
                </Dialog.Close>
              </div>
            </div>
          ) : (
            <>
              <div className="relative overflow-hidden bg-brand-800 px-6 pt-6 pb-5 text-white">
                <div
                  aria-hidden="true"
                  className="absolute -top-10 -right-10 size-40 rounded-full bg-brand-600/60 blur-2xl"
                />
                <div className="relative flex items-center gap-3">
                  <ShopMark className="size-10" />
                  <p className="text-xs font-semibold tracking-[0.2em] text-accent-300 uppercase">
                    Wear Your Identity
                  </p>
                </div>
                <Dialog.Title className="relative mt-4 text-2xl font-bold tracking-tight">
                  Welcome to {shop.name}
                </Dialog.Title>
              </div>
              <div className="px-6 pt-5 pb-6">
                <Dialog.Description className="leading-relaxed text-zinc-700">
                  Put your logo on quality workwear in a few clicks: choose a garment, upload your logo or
                  type your text, and pick embroidery or print. Our short guide shows you how.
                </Dialog.Description>
                <ul className="mt-4 space-y-2 text-sm text-zinc-700">
                  <li className="flex items-center gap-2">
                    <Shirt aria-hidden="true" className="size-4 text-brand-600" /> Polos, hoodies, hi-vis,
                    bags and more
                  </li>
                  <li className="flex items-center gap-2">
                    <Upload aria-hidden="true" className="size-4 text-brand-600" /> Upload a logo or type your
                    text
                  </li>
                  <li className="flex items-center gap-2">
                    <Sparkles aria-hidden="true" className="size-4 text-brand-600" /> Embroidered or printed
                    in-house
                  </li>
                </ul>
                <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:justify-end">
                  {embed ? (
                    <button
                      type="button"
                      onClick={() => setPlaying(true)}
                      className={cn(actionClass, 'bg-brand-700 text-white hover:bg-brand-800')}
                    >
                      <PlayCircle aria-hidden="true" className="size-5" /> Watch and Create
                    </button>
                  ) : (
                    <Link
                      to="/guide"
                      onClick={() => onOpenChange(false)}
                      className={cn(actionClass, 'bg-brand-700 text-white hover:bg-brand-800')}
                    >
                      <PlayCircle aria-hidden="true" className="size-5" /> Watch and Create
                    </Link>
                  )}
                  <Dialog.Close
                    className={cn(
                      actionClass,
                      'border border-zinc-300 text-zinc-700 hover:border-zinc-400 hover:bg-zinc-50',
                    )}
                  >
                    Close
                  </Dialog.Close>
                </div>
              </div>
            </>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
