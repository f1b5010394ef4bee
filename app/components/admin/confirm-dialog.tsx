import { AlertDialog } from 'radix-ui';
import { useRef } from 'react';

/**
 * Asks before something that cannot be undone from the page. Controlled: the caller opens it and runs the
 * action on confirm; the dialog closes itself either way and focus returns where it was.
 */
export function ConfirmDialog(props: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  confirmLabel: string;
  onConfirm: () => void;
  /** 'danger' (the default) for what removes something; 'primary' for an action that only adds. */
  tone?: 'danger' | 'primary';
}) {
  // Opened without an AlertDialog.Trigger, Radix has no trigger to give focus back to and drops it on the
  // body: remember what had focus when it opened and return there.
  const returnTo = useRef<HTMLElement | null>(null);
  const confirmClass =
    props.tone === 'primary'
      ? 'bg-brand-700 hover:bg-brand-800 focus-visible:outline-brand-700'
      : 'bg-red-700 hover:bg-red-800 focus-visible:outline-red-700';
  return (
    <AlertDialog.Root open={props.open} onOpenChange={props.onOpenChange}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <AlertDialog.Content
          onOpenAutoFocus={() => {
            returnTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            if (returnTo.current?.isConnected) {
              event.preventDefault();
              returnTo.current.focus();
            }
            returnTo.current = null;
          }}
          className="fixed top-1/2 left-1/2 z-50 w-[min(92vw,26rem)] -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 shadow-xl"
        >
          <AlertDialog.Title className="text-lg font-bold text-zinc-900">{props.title}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm [overflow-wrap:anywhere] text-zinc-700">
            {props.description}
          </AlertDialog.Description>
          <div className="mt-6 flex justify-end gap-3">
            <AlertDialog.Cancel className="rounded-md border border-zinc-300 bg-white px-4 py-2 text-sm font-medium hover:bg-zinc-50 focus-visible:outline-2 focus-visible:outline-brand-600">
              Cancel
            </AlertDialog.Cancel>
            <AlertDialog.Action
              onClick={props.onConfirm}
              className={`rounded-md px-4 py-2 text-sm font-semibold text-white focus-visible:outline-2 focus-visible:outline-offset-2 ${confirmClass}`}
            >
              {props.confirmLabel}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
