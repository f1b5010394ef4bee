import { useEffect, useRef } from 'react';

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

/**
 * Focus moved to an element by id once the next render is on the page: the box of a row just added, the box a
 * refusal names. `focusAfterRender('price-row-2')` in a handler that changes state.
 */
export function useFocusAfterRender(): (id: string) => void {
  const next = useRef<string | null>(null);
  useEffect(() => {
    const id = next.current;
    if (!id) return;
    next.current = null;
    document.getElementById(id)?.focus();
  });
  return (id) => {
    next.current = id;
  };
}
