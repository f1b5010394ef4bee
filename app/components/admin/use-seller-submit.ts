import { useState } from 'react';
import { toast } from '~/components/ui/toast';
import type { z } from 'zod';

/**
 * A seller's form sent to the API: checked with its shared schema first, busy while it runs, the problem kept
 * beside the field and toasted. `send` throws an Error with the message to show (as `sellerApi` does); what
 * was typed stays, so a failed save loses nothing.
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
      fail((e as Error).message);
    } finally {
      setBusy(false);
    }
  }

  return { busy, error, submit };
}
