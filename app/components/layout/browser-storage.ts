/** Small browser helpers shared by the timed popups. All are safe to call where storage is blocked. */

export function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStorage(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // private browsing or storage disabled: the popup may show again, which is harmless
  }
}

const OPEN_MODAL =
  '[role="dialog"][data-state="open"], [role="alertdialog"][data-state="open"], dialog[open]';

export function isModalOpen(): boolean {
  return document.querySelector(OPEN_MODAL) !== null;
}

/**
 * Runs `callback` once no modal dialog is open (at once if none is). A modal traps focus and blocks pointer
 * events on the rest of the page, so a timed popup or banner that appeared under it could not be reached. The
 * welcome card, not modal, is counted too (it marks itself open), so the cookie bar never sits on top of it.
 * Returns a function that cancels the wait.
 */
export function whenNoModalOpen(callback: () => void): () => void {
  if (!isModalOpen()) {
    callback();
    return () => {};
  }
  const observer = new MutationObserver(() => {
    if (isModalOpen()) return;
    observer.disconnect();
    callback();
  });
  observer.observe(document.body, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ['data-state', 'open'],
  });
  return () => observer.disconnect();
}
