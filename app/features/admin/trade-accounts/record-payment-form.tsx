import { useState } from 'react';
import { useSellerSubmit } from '~/components/admin/use-seller-submit';
import { Button } from '~/components/ui/button';
import { ErrorList, Field, OptionList, SelectField } from '~/components/ui/field';
import { toast } from '~/components/ui/toast';
import { api } from '~/lib/api';
import { formatPounds } from '../../../../domain/money';
import { TradePaymentSchema, type TradePaymentInput } from '../../../../domain/schemas/trade';
import type { TradeAccountView } from '../../../../domain/trade-view';
import { boxesOf, emptyPaymentForm, payableInvoices, paymentBody, type PaymentForm } from './trade-form';
import { useTradeCall } from './use-trade-call';

const FAILED = 'The payment could not be recorded. Please try again.';

/**
 * "Record payment": money received, its day (today unless said), the bank's reference, and the invoice it pays
 * or the oldest invoices first. A refusal (more than is owed, a day to come) keeps what was typed; a recorded
 * payment empties the form and the page shows the account as it now stands.
 */
export function RecordPaymentForm({ account, today }: { account: TradeAccountView; today: string }) {
  const trade = useTradeCall();
  const { busy, error, submit } = useSellerSubmit();
  const [form, setForm] = useState<PaymentForm>(() => emptyPaymentForm(today));
  const [problem, setProblem] = useState<string | null>(null);
  const set = (change: Partial<PaymentForm>) => setForm((f) => ({ ...f, ...change }));
  const box = boxesOf(form, set, 'mt-1 block h-10 w-full');

  const send = (payment: TradePaymentInput) =>
    trade.call(
      () => api.post(`/trade-accounts/${account.id}/payments`, payment),
      () => {
        toast.success(`Payment of ${formatPounds(payment.amount)} recorded.`);
        setForm(emptyPaymentForm(today));
      },
    );

  function record(event: React.FormEvent) {
    event.preventDefault();
    const { body, problem: unreadable } = paymentBody(form);
    setProblem(unreadable);
    if (unreadable) return toast.error(unreadable);
    void submit(TradePaymentSchema, body, FAILED, send);
  }

  return (
    <>
      <form
        onSubmit={record}
        noValidate
        aria-labelledby="record-payment"
        className="mt-4 border-t border-zinc-200 pt-4"
      >
        <h3 id="record-payment" className="font-semibold text-zinc-900">
          Record payment
        </h3>
        <div className="mt-2 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          <Field
            labelProps={{ children: 'Amount (£)' }}
            inputProps={box('amount', { type: 'text', inputMode: 'decimal', autoComplete: 'off' })}
          />
          <Field
            labelProps={{ children: 'Received on' }}
            inputProps={box('day', { type: 'date', max: today })}
          />
          <Field
            labelProps={{ children: 'Reference' }}
            inputProps={box('reference', { type: 'text', maxLength: 100, autoComplete: 'off' })}
          />
          <SelectField labelProps={{ children: 'Pays' }} selectProps={box('orderId')}>
            <option value="">Oldest invoices first</option>
            <OptionList options={payableInvoices(account.invoices).map((i) => [i.value, i.label] as const)} />
          </SelectField>
        </div>
        <ErrorList errors={[problem ?? error]} announce className="mt-3 text-sm text-red-700" />
        <Button type="submit" size="field" className="mt-3" disabled={busy}>
          {busy ? 'Recording…' : 'Record payment'}
        </Button>
      </form>
      {trade.reauthDialog}
    </>
  );
}
