import { CheckCircle2 } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { Link } from 'react-router';
import { Button } from '~/components/ui/button';
import type { useReturnFocus } from '~/components/ui/return-focus';

/** "Added to Cart" on a team store's garment: back to the store's garments, or on to the cart. */
export function StoreAddedDialog({
  description,
  storeName,
  onClose,
  backTo,
  returnFocus,
}: {
  description: string;
  storeName: string;
  onClose: () => void;
  /** The store's page: its garments. */
  backTo: string;
  returnFocus: ReturnType<typeof useReturnFocus>;
}) {
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-brand-900/50" />
        <Dialog.Content
          {...returnFocus}
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-sm -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 text-center shadow-2xl focus:outline-none"
        >
          <CheckCircle2 aria-hidden className="mx-auto size-12 text-emerald-600" />
          <Dialog.Title className="mt-3 text-lg font-bold text-brand-900">Added to Cart</Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-zinc-600">{description}</Dialog.Description>
          <div className="mt-5 flex flex-col gap-2 sm:flex-row">
            <Button asChild variant="secondary" size="touch" className="sm:flex-1">
              <Link to={backTo} onClick={onClose}>
                More from {storeName}
              </Link>
            </Button>
            <Button asChild size="touch" className="sm:flex-1">
              <Link to="/cart">Go to Cart</Link>
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
