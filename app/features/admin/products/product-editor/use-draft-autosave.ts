import { useCallback, useEffect, useRef, useState } from 'react';
import { api, ApiError } from '~/lib/api';
import type { ProductDraft } from '../../../../../domain/product-draft';

const DELAY_MS = 700;
const NOT_SAVED = 'Draft not saved';

export type DraftStatus =
  { kind: 'idle' } | { kind: 'saving' } | { kind: 'saved'; at: string } | { kind: 'failed'; message: string };

/**
 * Saves the editor's draft as the seller goes: a moment after the last change, and at once when the tab is hidden
 * or closed (keepalive), so closing the tab loses nothing. `finish` stops saving and deletes the draft.
 */
export function useDraftAutosave(key: string, draft: ProductDraft, dirty: boolean) {
  const path = `/product-drafts/${key}`;
  const [status, setStatus] = useState<DraftStatus>({ kind: 'idle' });
  const latest = useRef(draft);
  const pending = useRef(false);
  const stopped = useRef(false);
  const inFlight = useRef<Promise<unknown>>(Promise.resolve());
  useEffect(() => {
    latest.current = draft;
  }, [draft]);

  const save = useCallback(
    (keepalive = false) => {
      if (stopped.current || !pending.current) return;
      pending.current = false;
      setStatus({ kind: 'saving' });
      const request = api
        .put<{ updatedAt?: string } | null>(path, { data: latest.current }, { keepalive })
        .then((saved) => {
          if (stopped.current) return;
          const at = saved?.updatedAt;
          setStatus(at ? { kind: 'saved', at } : { kind: 'failed', message: NOT_SAVED });
        })
        .catch((e: unknown) => {
          if (stopped.current) return;
          const offline = !(e instanceof ApiError) || e.isNetworkError;
          setStatus({
            kind: 'failed',
            message: offline ? 'Draft not saved: no connection' : (e.serverMessage ?? NOT_SAVED),
          });
        });
      inFlight.current = inFlight.current.then(() => request);
    },
    [path],
  );

  useEffect(() => {
    if (!dirty || stopped.current) return;
    pending.current = true;
    const timer = window.setTimeout(() => save(), DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [draft, dirty, save]);

  useEffect(() => {
    const now = () => save(true);
    const hidden = () => document.visibilityState === 'hidden' && now();
    window.addEventListener('pagehide', now);
    document.addEventListener('visibilitychange', hidden);
    return () => {
      window.removeEventListener('pagehide', now);
      document.removeEventListener('visibilitychange', hidden);
    };
  }, [save]);

  /** Stops autosaving, waits for a save on its way, and deletes the draft (after the product is saved). */
  const finish = useCallback(async () => {
    stopped.current = true;
    pending.current = false;
    await inFlight.current.catch(() => undefined);
    await api.delete(path).catch(() => undefined);
  }, [path]);

  /** Deletes the draft and lets autosave carry on from a fresh start. */
  const discard = useCallback(async () => {
    pending.current = false;
    await inFlight.current.catch(() => undefined);
    await api.delete(path).catch(() => undefined);
    setStatus({ kind: 'idle' });
  }, [path]);

  return { status, finish, discard };
}
