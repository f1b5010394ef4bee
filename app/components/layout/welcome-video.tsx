import { Dialog } from 'radix-ui';
import { Link } from 'react-router';
import type { ShopInfo } from '../../../domain/shop-info';
import { cn } from '~/lib/cn';
import { videoEmbed } from '~/lib/video-embed';

/**
 * The guide video the welcome card's Watch and Create plays: a modal, as the shopper asked for it (loaded when
 * first opened; welcome-popup.tsx decides when).
 */
export default function WelcomeVideo({
  shop,
  onClose,
}: {
  shop: Pick<ShopInfo, 'guideVideoUrl'>;
  onClose: () => void;
}) {
  const embed = videoEmbed(shop.guideVideoUrl, { autoplay: true });
  if (!embed) return null;
  const actionClass =
    'inline-flex h-11 items-center justify-center gap-2 rounded-md px-5 text-sm font-semibold transition-colors';

  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-brand-900/60 backdrop-blur-[2px] transition-opacity duration-300 motion-reduce:transition-none starting:opacity-0" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-3xl -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-brand-900 p-3 shadow-2xl transition-[opacity,scale] duration-300 focus:outline-none motion-reduce:transition-none sm:p-4 starting:scale-95 starting:opacity-0">
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
              onClick={onClose}
              className={cn(actionClass, 'bg-accent-400 text-brand-900 hover:bg-accent-300')}
            >
              Start creating
            </Link>
            <Dialog.Close className={cn(actionClass, 'border border-white/30 text-white hover:bg-white/10')}>
              Close
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
