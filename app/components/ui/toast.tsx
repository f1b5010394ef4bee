import { lazy, Suspense, useEffect, useSyncExternalStore, type CSSProperties } from 'react';
import type { ExternalToast, toast as sonnerToast } from 'sonner';

/**
 * Toasts without sonner on first load: `toast.success(…)` loads sonner and mounts its Toaster the first
 * time a toast is shown, then replays what was asked meanwhile. Same calls and look as sonner's.
 */
type Call = (toast: typeof sonnerToast) => void;

let loaded: typeof sonnerToast | undefined;
let wanted = false;
const pending: Call[] = [];
const listeners = new Set<() => void>();

function run(call: Call) {
  if (loaded) return call(loaded);
  pending.push(call);
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
}

export const toast = {
  success: (message: string, options?: ExternalToast) => run((t) => void t.success(message, options)),
  error: (message: string, options?: ExternalToast) => run((t) => void t.error(message, options)),
  warning: (message: string, options?: ExternalToast) => run((t) => void t.warning(message, options)),
  dismiss: () => {
    pending.length = 0;
    loaded?.dismiss();
  },
};

/**
 * sonner's rich colours with darker text: its own read 4.29:1 (success), 4.35 (info), 3.07 (warning) and
 * 4.36 (error) on their backgrounds, under WCAG's 4.5. Same hues, each at least 5.9:1. Set on the toaster,
 * where sonner declares them, so they win over its style sheet.
 */
const READABLE_COLOURS = {
  '--success-text': 'hsl(140, 100%, 22%)',
  '--info-text': 'hsl(210, 92%, 36%)',
  '--warning-text': 'hsl(31, 92%, 30%)',
  '--error-text': 'hsl(360, 100%, 36%)',
} as CSSProperties;

const SonnerToaster = lazy(() =>
  import('sonner').then((m) => ({
    default: function ReadyToaster() {
      // sonner's Toaster subscribes in its own effect, which runs before this one: toasts replayed here show
      useEffect(() => {
        loaded = m.toast;
        for (const call of pending.splice(0)) call(m.toast);
      }, []);
      return (
        <m.Toaster position="top-center" visibleToasts={1} richColors closeButton style={READABLE_COLOURS} />
      );
    },
  })),
);

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** Where toasts appear; renders nothing (and loads nothing) until the first toast. */
export function Toaster() {
  const show = useSyncExternalStore(
    subscribe,
    () => wanted,
    () => false,
  );
  if (!show) return null;
  return (
    <Suspense fallback={null}>
      <SonnerToaster />
    </Suspense>
  );
}
