import { MailCheck } from 'lucide-react';
import { Form, useNavigation } from 'react-router';
import { Button } from '~/components/ui/button';

/**
 * What a mailed link past its time shows instead of the order: why, and a button that mails a new link to the
 * order's own address (a plain form post, so it works before JavaScript).
 */
export function OrderLinkExpired({ message, mailed }: { message: string; mailed: string | null }) {
  const busy = useNavigation().state === 'submitting';
  return (
    <div className="mx-auto w-full max-w-xl px-4 py-12">
      <div className="rounded-2xl border border-zinc-200 bg-white p-6">
        <h1 className="text-2xl font-bold text-brand-900">This link has expired</h1>
        <p className="mt-3 text-zinc-700">{message}</p>
        {mailed ? (
          <p role="status" className="mt-5 flex items-start gap-2 rounded-md bg-green-50 p-3 text-green-900">
            <MailCheck aria-hidden className="mt-0.5 size-5 shrink-0" />
            {mailed}
          </p>
        ) : (
          <Form method="post" className="mt-5">
            <input type="hidden" name="intent" value="mail-link" />
            <Button type="submit" size="touch" disabled={busy}>
              {busy ? 'Sending…' : 'E-mail me a new link'}
            </Button>
          </Form>
        )}
      </div>
    </div>
  );
}
