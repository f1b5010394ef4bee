import { PlayCircle, Shirt, Sparkles, Upload } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { Link } from 'react-router';
import type { ShopInfo } from '../../../domain/shop-info';
import { cn } from '~/lib/cn';
import { ShopMark } from './shop-logo';
import { videoEmbed } from '~/lib/video-embed';

/** The welcome popup's dialog, loaded when it first opens (welcome-popup.tsx decides when). */
export default function WelcomeDialog({
  shop,
  open,
  onOpenChange,
  playing,
  setPlaying,
}: {
  shop: Pick<ShopInfo, 'name' | 'guideVideoUrl'>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  playing: boolean;
  setPlaying: (playing: boolean) => void;
}) {
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
