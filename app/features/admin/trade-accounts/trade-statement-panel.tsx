import { FileDown, Send } from 'lucide-react';
import { useState } from 'react';
import { Panel } from '~/components/admin/panel';
import { useSellerSubmit } from '~/components/admin/use-seller-submit';
import { Button } from '~/components/ui/button';
import { ErrorList, Field } from '~/components/ui/field';
import { toast } from '~/components/ui/toast';
import { api } from '~/lib/api';
import { StatementRangeSchema } from '../../../../domain/schemas/trade';
import type { TradeAccountView } from '../../../../domain/trade-view';
import { boxesOf, statementPdfHref } from './trade-form';
import { useTradeCall } from './use-trade-call';

const FAILED = 'The statement could not be sent. Please try again.';

/**
 * The account's statement for a range of days (the last 90 to start with): its PDF to download, and "Send
 * statement" mails it to the accounts contact.
 */
export function TradeStatementPanel({
  account,
  today,
  range: first,
}: {
  account: Pick<TradeAccountView, 'id' | 'contactEmail'>;
  today: string;
  range: { from: string; to: string };
}) {
  const [range, setRange] = useState(first);
  const box = boxesOf(
    range,
    (change) => setRange((r) => ({ ...r, ...change })),
    'mt-1 block h-10 w-full sm:w-44',
  );
  const trade = useTradeCall();
  const { busy, error, submit } = useSellerSubmit();
  const checked = StatementRangeSchema.safeParse(range);
  const problem = checked.success ? null : (checked.error.issues[0]?.message ?? null);

  function send(event: React.FormEvent) {
    event.preventDefault();
    void submit(StatementRangeSchema, range, FAILED, (body) =>
      trade.call(
        () => api.post(`/trade-accounts/${account.id}/statement-mail`, body),
        () => toast.success(`The statement is on its way to ${account.contactEmail}.`),
      ),
    );
  }

  return (
    <Panel title="Statement">
      <form onSubmit={send} noValidate className="mt-3" aria-label="Statement">
        <div className="flex flex-wrap items-end gap-3">
          <Field labelProps={{ children: 'From' }} inputProps={box('from', { type: 'date', max: today })} />
          <Field labelProps={{ children: 'To' }} inputProps={box('to', { type: 'date' })} />
        </div>
        <ErrorList errors={[problem ?? error]} announce className="mt-3 text-sm text-red-700" />
        <div className="mt-3 flex flex-wrap items-center gap-2">
          {checked.success && (
            <Button asChild variant="secondary" size="field">
              <a href={statementPdfHref(account.id, range)} download>
                <FileDown className="size-4" aria-hidden />
                Statement PDF
              </a>
            </Button>
          )}
          <Button type="submit" size="field" disabled={busy || !checked.success}>
            <Send className="size-4" aria-hidden />
            {busy ? 'Sending…' : 'Send statement'}
          </Button>
        </div>
        <p className="mt-2 text-xs text-zinc-600">Sent to {account.contactEmail}, with the PDF attached.</p>
      </form>
      {trade.reauthDialog}
    </Panel>
  );
}
