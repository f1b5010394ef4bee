import { useState } from 'react';
import { Panel } from '~/components/admin/panel';
import { Button } from '~/components/ui/button';
import { CheckboxField, ErrorList, Field, OptionList, SelectField } from '~/components/ui/field';
import { toast } from '~/components/ui/toast';
import { PAYMENT_TERMS_DAYS } from '../../../../domain/trade';
import type { TradeAccountView } from '../../../../domain/trade-view';
import { boxesOf, termsBody, termsFormOf, tradeMovesFrom, type TermsForm } from './trade-form';
import { TradeMoves } from './trade-moves';
import { useDecision } from './use-decision';

const TERMS_OPTIONS = PAYMENT_TERMS_DAYS.map((d) => [String(d), `${d} days`] as const);
/** The credit limit in pounds, the terms and the PO rule: approving, or changing them later. */
function TermsFields({ form, onChange }: { form: TermsForm; onChange: (form: TermsForm) => void }) {
  const box = boxesOf(form, (change) => onChange({ ...form, ...change }), 'mt-1 block h-10 w-full max-w-48');
  const checkPo = (e: React.ChangeEvent<HTMLInputElement>) =>
    onChange({ ...form, poRequired: e.target.checked });
  return (
    <div className="mt-3 grid gap-3 sm:grid-cols-2">
      <Field
        labelProps={{ children: 'Credit limit (£)' }}
        hint="Unpaid invoices and a new order together may not pass it."
        inputProps={box('creditLimit', { type: 'text', inputMode: 'decimal', autoComplete: 'off' })}
      />
      <SelectField
        labelProps={{ children: 'Payment terms' }}
        hint="Counted from the invoice date."
        selectProps={box('termsDays')}
      >
        <OptionList options={TERMS_OPTIONS} />
      </SelectField>
      <CheckboxField
        className="sm:col-span-2"
        labelProps={{ children: 'A purchase order number on every order' }}
        inputProps={{ name: 'poRequired', checked: form.poRequired, onChange: checkPo }}
      />
    </div>
  );
}

/**
 * What the seller may decide now: approve an application (or a declined one, when they ask again) with a limit,
 * terms and the PO rule, or change an approved or suspended account's; and under it the grave moves (decline,
 * suspend, reopen). What was typed stays when the server refuses.
 */
export function TradeDecisionPanel({ account }: { account: TradeAccountView }) {
  const moves = tradeMovesFrom(account.status);
  const approving = moves.includes('approve');
  const decision = useDecision(account.id);
  const [form, setForm] = useState(() => termsFormOf(account));
  const [problem, setProblem] = useState<string | null>(null);

  function save(event: React.FormEvent) {
    event.preventDefault();
    const { body, problem: unreadable } = termsBody(approving ? 'approve' : 'update', form);
    setProblem(unreadable);
    if (unreadable) return toast.error(unreadable);
    void decision.submit(
      body,
      approving
        ? `${account.businessName} is approved: they may pay on account now.`
        : `${account.businessName}’s terms are saved.`,
    );
  }

  const label = approving ? ['Approve account', 'Approving…'] : ['Save terms', 'Saving…'];
  return (
    <Panel title={approving ? 'Decision' : 'Credit terms'}>
      <p className="mt-1 text-sm text-zinc-700">
        {approving
          ? 'Approve with a credit limit and payment terms, and the customer may pay on account at checkout.'
          : 'Change the limit, the terms or the PO rule: new orders follow them, invoices already sent keep theirs.'}
      </p>
      <form onSubmit={save} noValidate aria-label={approving ? 'Approve' : 'Credit terms'}>
        <TermsFields form={form} onChange={setForm} />
        <ErrorList errors={[problem ?? decision.error]} announce className="mt-3 text-sm text-red-700" />
        <Button type="submit" size="field" className="mt-4" disabled={decision.busy}>
          {label[decision.busy ? 1 : 0]}
        </Button>
      </form>
      {/* outside the form: a dialog's own form would bubble its submit up to this one through React's tree */}
      <TradeMoves account={account} moves={moves} />
      {decision.reauthDialog}
    </Panel>
  );
}
