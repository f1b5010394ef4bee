import { PlayCircle, Shirt, Sparkles, Upload } from 'lucide-react';
import { useEffect, useRef, type FocusEvent } from 'react';
import { Link } from 'react-router';
import type { ShopInfo } from '../../../domain/shop-info';
import { Button, buttonClass } from '~/components/ui/button';
import { videoEmbed } from '~/lib/video-embed';
import { ShopMark } from './shop-logo';

/**
 * The welcome popup itself (loaded when it first shows; welcome-popup.tsx decides when): a non-modal card in
 * a corner of the window, as the cookie bar is. It leaves the page usable and never takes focus, so a shopper
 * already reading or typing goes on undisturbed, and the page behind it is not dimmed or restyled: a modal
 * over a phone's whole screen two seconds in is what Google counts as an intrusive interstitial, and what
 * Lighthouse measured as 4.3-5.0 s of Speed Index against 0.8-1.4 s without it. Escape or Close puts it away.
 */
export default function WelcomeCard({
  shop,
  onWatch,
  onClose,
}: {
  shop: Pick<ShopInfo, 'name' | 'guideVideoUrl'>;
  /** Watch and Create with a guide video set: the popup plays it; with none, the guide page opens. */
  onWatch: () => void;
  onClose: () => void;
}) {
  const hasVideo = videoEmbed(shop.guideVideoUrl) !== null;
  const card = useRef<HTMLElement>(null);
  const returnFocusTo = useRef<HTMLElement | null>(null);

  const close = () => {
    onClose();
    const origin = returnFocusTo.current;
    if (card.current?.contains(document.activeElement) && origin?.isConnected) origin.focus();
  };

  useEffect(() => {
    const onKeyDown = (e: KeyboardEvent) => {
      if (e.key !== 'Escape' || e.defaultPrevented) return;
      // Escape inside another layer (a menu, a modal opened meanwhile) is that layer's
      const target = e.target instanceof Element ? e.target : null;
      const layer = target?.closest('[role="dialog"], [role="alertdialog"], [role="menu"], [role="listbox"]');
      if (layer && layer !== card.current) return;
      close();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  });

  const rememberOrigin = (e: FocusEvent<HTMLElement>) => {
    const from = e.relatedTarget;
    if (from instanceof HTMLElement && !e.currentTarget.contains(from)) returnFocusTo.current = from;
  };

  const watchClass = buttonClass({ size: 'touch', className: 'flex-1 sm:flex-none' });
  const watchLabel = (
    <>
      <PlayCircle aria-hidden="true" className="size-5" /> Watch and Create
    </>
  );

  return (
    <section
      ref={card}
      role="dialog"
      aria-modal="false"
      aria-labelledby="welcome-title"
      aria-describedby="welcome-description"
      // read by the timed cookie bar, which waits until this is put away (browser-storage.ts)
      data-state="open"
      onFocus={rememberOrigin}
      className="fixed inset-x-3 bottom-3 z-40 rounded-2xl bg-white shadow-[0_12px_40px_rgb(19_40_76/0.28)] ring-1 ring-brand-900/10 transition-[opacity,translate] duration-300 motion-reduce:transition-none sm:inset-x-auto sm:right-6 sm:bottom-6 sm:w-[25rem] starting:translate-y-4 starting:opacity-0"
    >
      <div className="flex items-center gap-3 px-5 pt-5">
        <ShopMark className="size-10" />
        <div className="min-w-0">
          <p className="text-[11px] font-semibold tracking-[0.2em] text-brand-600 uppercase">
            Wear Your Identity
          </p>
          <h2 id="welcome-title" className="text-lg leading-tight font-bold text-brand-900">
            Welcome to {shop.name}
          </h2>
        </div>
      </div>
      <p id="welcome-description" className="px-5 pt-3 text-sm leading-relaxed text-zinc-700">
        Put your logo on quality workwear in a few clicks: choose a garment, upload your logo or type your
        text, and pick embroidery or print. Our short guide shows you how.
      </p>
      <ul className="hidden space-y-1.5 px-5 pt-3 text-sm text-zinc-700 sm:block">
        <li className="flex items-center gap-2">
          <Shirt aria-hidden="true" className="size-4 text-brand-600" /> Polos, hoodies, hi-vis, bags and more
        </li>
        <li className="flex items-center gap-2">
          <Upload aria-hidden="true" className="size-4 text-brand-600" /> Upload a logo or type your text
        </li>
        <li className="flex items-center gap-2">
          <Sparkles aria-hidden="true" className="size-4 text-brand-600" /> Embroidered or printed in-house
        </li>
      </ul>
      <div className="flex gap-2 p-5 pt-4 sm:justify-end">
        {hasVideo ? (
          <button type="button" onClick={onWatch} className={watchClass}>
            {watchLabel}
          </button>
        ) : (
          <Link to="/guide" onClick={onClose} className={watchClass}>
            {watchLabel}
          </Link>
        )}
        <Button type="button" variant="secondary" size="touch" onClick={close}>
          Close
        </Button>
      </div>
    </section>
  );
}
