import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { toast } from '~/components/ui/toast';
import { ApiError } from '~/lib/api';
import type { z } from 'zod';

/**
 * What a seller's page says when a call to the API fails: the server's message for a 4xx (written for people),
 * else `fallback` (a 5xx's message is not for them, a lost connection has none, and a bug's is not either).
 */
export function refusalMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError ? error.messageOr(fallback) : fallback;
}

/** A failed action's toast: `failed` as its title, and the server's words for a refusal (a 4xx) under it. */
export function toastFailure(error: unknown, failed: string) {
  const message = refusalMessage(error, failed);
  toast.error(failed, { description: message === failed ? undefined : message });
}

/**
 * A seller's form sent to the API: checked with its shared schema first, busy while it runs, the problem kept
 * beside the field and toasted. `send` calls `api`, whose refusal (an ApiError) says what went wrong; what was
 * typed stays, so a failed save loses nothing.
 */
export function useSellerSubmit() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  function fail(message: string) {
    setError(message);
    toast.error(message);
  }

  async function submit<S extends z.ZodType>(
    schema: S,
    value: unknown,
    fallback: string,
    send: (checked: z.output<S>) => Promise<void>,
  ) {
    const checked = schema.safeParse(value);
    if (!checked.success) return fail(checked.error.issues[0]?.message ?? fallback);
    setBusy(true);
    setError(null);
    try {
      await send(checked.data);
    } catch (e) {
      fail(refusalMessage(e, fallback));
    } finally {
      setBusy(false);
    }
  }

  return { busy, error, submit };
}

/**
 * One call of a seller's list (deleting a row, restoring one): busy while it runs, the server's message as a
 * toast and the list reloaded, or a failure's toast (toastFailure). `key` names what is busy (a row's id), for
 * lists that show which row is waiting (`busyKey`).
 */
export function useSellerAction() {
  const revalidator = useRevalidator();
  const [busyKey, setBusyKey] = useState<string | null>(null);
  async function run(call: () => Promise<{ message?: string }>, failed: string, key = 'action') {
    setBusyKey(key);
    try {
      const { message } = await call();
      toast.success(message ?? 'Done');
      await revalidator.revalidate();
    } catch (e) {
      toastFailure(e, failed);
    } finally {
      setBusyKey(null);
    }
  }
  return { busy: busyKey !== null, busyKey, run };
}
