import { AlertDialog, Dialog as RadixDialog } from 'radix-ui';
import { X } from 'lucide-react';
import { useRef, useState, type ReactNode, type RefObject } from 'react';
import { cn } from '~/lib/cn';
import { Button, buttonClass } from './button';

/**
 * --ui Dialog and ConfirmDialog, the seller's look (white card on a dimmed page). Radix draws the one overlay,
 * traps focus, moves it in on opening (the first field, or `autoFocus`) and gives it back on closing: to the
 * `trigger` when there is one, else to what had focus when the dialog opened (`useReturnFocus`), which is what
 * a dialog opened from code (a menu item, a check) needs.
 */

/**
 * Focus back where it was when the dialog opened; when that is gone (the menu item that opened it), to
 * `fallback` (the menu's button). Radix's own return, to a Trigger, needs neither.
 */
function useFocusReturn(fallback?: RefObject<HTMLElement | null>) {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: () => {
      const active = document.activeElement;
      opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
    },
    onCloseAutoFocus: (event: Event) => {
      const target = [opener.current, fallback?.current].find((el) => el?.isConnected);
      opener.current = null;
      if (!target) return;
      event.preventDefault();
      target.focus();
    },
  };
}

export type DialogSize = 'sm' | 'md' | 'lg';

const overlayClass = 'fixed inset-0 z-50 bg-black/50';
const contentFrame =
  'fixed top-1/2 left-1/2 z-50 -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white shadow-xl focus:outline-none';
/** Widths: sm the confirm dialog's 26 rem; md 28 rem; lg a form with a list in it, scrolling inside. */
const SIZES: Record<DialogSize, string> = {
  sm: 'w-[min(92vw,26rem)] p-6',
  md: 'w-[calc(100%-2rem)] max-w-md p-6',
  lg: 'max-h-[calc(100dvh-1.5rem)] w-[calc(100%-1.5rem)] max-w-3xl overflow-y-auto p-4 sm:p-6',
};
export const dialogTitleClass = 'text-lg font-bold text-zinc-900';
export const dialogDescriptionClass = 'mt-2 text-sm [overflow-wrap:anywhere] text-zinc-700';
/** The row of buttons at a dialog's foot. */
export const dialogActionsClass = 'mt-6 flex flex-wrap justify-end gap-2';

export function Dialog(props: {
  /** Controlled; leave both out when a `trigger` opens it. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** The element that opens it (a `<Button>`): focus goes back to it on closing. */
  trigger?: ReactNode;
  title: ReactNode;
  /** Read out with the title when it opens; leave out when the body says it all. */
  description?: ReactNode;
  /** An × in the corner (a long form). Escape and a click outside close it anyway. */
  closeButton?: boolean;
  size?: DialogSize;
  /** The dialog's body: fields, and its buttons in `<div className={dialogActionsClass}>`. */
  children?: ReactNode;
  /** Where focus goes on closing when what opened it has gone (a menu item): the menu's button. */
  returnFocusTo?: RefObject<HTMLElement | null>;
  /**
   * Runs as it closes, before focus goes back: `event.preventDefault()` and focus something else (what the
   * dialog's action just put on the page) instead of the trigger.
   */
  onCloseAutoFocus?: (event: Event) => void;
}) {
  const focus = useFocusReturn(props.returnFocusTo);
  const own: Partial<typeof focus> = props.trigger ? {} : focus;
  const size = props.size ?? 'sm';
  return (
    <RadixDialog.Root open={props.open} onOpenChange={props.onOpenChange}>
      {props.trigger && <RadixDialog.Trigger asChild>{props.trigger}</RadixDialog.Trigger>}
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={overlayClass} />
        <RadixDialog.Content
          // with a trigger Radix gives focus back to it; without one, to what had it
          {...own}
          onCloseAutoFocus={(event) => {
            props.onCloseAutoFocus?.(event);
            if (!event.defaultPrevented) own.onCloseAutoFocus?.(event);
          }}
          // without a description Radix warns unless told there is none on purpose
          {...(props.description ? {} : { 'aria-describedby': undefined })}
          className={cn(contentFrame, SIZES[size])}
        >
          <div className={cn(props.closeButton && 'flex items-start justify-between gap-3')}>
            <RadixDialog.Title className={dialogTitleClass}>{props.title}</RadixDialog.Title>
            {props.closeButton && (
              <RadixDialog.Close
                className={buttonClass({ variant: 'ghost', size: 'icon' })}
                aria-label="Close"
              >
                <X className="size-5" aria-hidden />
              </RadixDialog.Close>
            )}
          </div>
          {props.description && (
            <RadixDialog.Description className={dialogDescriptionClass}>
              {props.description}
            </RadixDialog.Description>
          )}
          {props.children}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

/** A button that closes the dialog it is in (Cancel); takes Button's props. */
export function DialogClose(props: Parameters<typeof Button>[0]) {
  return (
    <RadixDialog.Close asChild>
      <Button variant="secondary" type="button" {...props} />
    </RadixDialog.Close>
  );
}

/**
 * Asks before something that cannot be undone from the page (an alertdialog: a click outside does not close it).
 * Controlled: the caller opens it. `onConfirm` returning nothing closes the dialog at once (the action runs on
 * behind it, as the seller's row menus do); returning a promise keeps it open and busy until the promise
 * settles, then closes it — on a failure too, so the caller tells how it went (a toast), unless
 * `keepOpenOnFailure` keeps it open for the caller to say why inside it.
 */
export function ConfirmDialog(props: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description: ReactNode;
  confirmLabel: ReactNode;
  /** Shown on the confirm button while busy (default: the confirm label). */
  busyLabel?: ReactNode;
  cancelLabel?: ReactNode;
  onConfirm: () => void | Promise<unknown>;
  /** 'danger' (the default) for what removes something; 'primary' for an action that only adds. */
  tone?: 'danger' | 'primary';
  /** Busy from outside (the caller's own request): both buttons wait. */
  busy?: boolean;
  /** More than words: a choice that goes with the action (a "refund too" checkbox). */
  children?: ReactNode;
  /** Where focus goes on closing when what opened it has gone (a menu item): the menu's button. */
  returnFocusTo?: RefObject<HTMLElement | null>;
  /** A rejected `onConfirm` promise leaves it open (the caller shows why inside it: a wrong password). */
  keepOpenOnFailure?: boolean;
  /**
   * The id of what takes focus on closing, when it is on the page (what the action brought: a new secret's
   * panel); otherwise focus returns as usual.
   */
  focusOnClose?: string;
}) {
  const returnFocus = useFocusReturn(props.returnFocusTo);
  const focus = {
    ...returnFocus,
    onCloseAutoFocus: (event: Event) => {
      const target = props.focusOnClose ? document.getElementById(props.focusOnClose) : null;
      if (!target) return returnFocus.onCloseAutoFocus(event);
      event.preventDefault();
      target.focus();
    },
  };
  const [waiting, setWaiting] = useState(false);
  const busy = props.busy || waiting;

  function confirm(event: React.MouseEvent) {
    const result = props.onConfirm();
    if (!(result instanceof Promise)) return; // AlertDialog.Action closes it
    event.preventDefault();
    setWaiting(true);
    void result
      .then(
        () => true,
        () => !props.keepOpenOnFailure,
      )
      .then((close) => {
        setWaiting(false);
        if (close) props.onOpenChange(false);
      });
  }

  return (
    <AlertDialog.Root open={props.open} onOpenChange={(open) => !busy && props.onOpenChange(open)}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={overlayClass} />
        <AlertDialog.Content {...focus} className={cn(contentFrame, SIZES.sm)} aria-busy={busy || undefined}>
          <AlertDialog.Title className={dialogTitleClass}>{props.title}</AlertDialog.Title>
          <AlertDialog.Description className={dialogDescriptionClass}>
            {props.description}
          </AlertDialog.Description>
          {props.children}
          <div className="mt-6 flex justify-end gap-3">
            <AlertDialog.Cancel asChild>
              <Button variant="secondary" type="button" disabled={busy}>
                {props.cancelLabel ?? 'Cancel'}
              </Button>
            </AlertDialog.Cancel>
            <AlertDialog.Action asChild>
              <Button
                variant={props.tone === 'primary' ? 'primary' : 'danger'}
                type="button"
                disabled={busy}
                onClick={confirm}
              >
                {busy ? (props.busyLabel ?? props.confirmLabel) : props.confirmLabel}
              </Button>
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
