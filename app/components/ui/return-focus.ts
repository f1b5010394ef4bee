import { useRef } from 'react';

/**
 * Radix dialogs give focus back to their Trigger on close; dialogs opened from code (after a check, or on
 * arrival) have none, so these handlers remember what had focus when the dialog opened and return it there.
 */
export function useReturnFocus() {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: () => {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    },
    onCloseAutoFocus: (event: Event) => {
      if (opener.current?.isConnected) {
        event.preventDefault();
        opener.current.focus();
      }
    },
  };
}
