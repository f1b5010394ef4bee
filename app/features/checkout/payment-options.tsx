import { CreditCard, FileText } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { PaymentMethod } from '../../../domain/schemas/checkout';
import { payOnAccountLabel } from '../../../domain/trade';
import type { CheckoutAccountOffer } from '../../../domain/trade-view';
import { Field } from '~/components/ui/field';
import {
  accountOfferNote,
  poNumberRequired,
  type PaymentChoice,
  type PaymentProblem,
} from './payment-method';

/**
 * Checkout's payment part: card, or "Pay on account — invoice due in {n} days" beside it for a customer whose
 * trade account is approved; and the purchase order number, which anybody may give (a must on an account that
 * asks for one on every order). The controls belong to the checkout's form (`form`), so they post with it.
 */
export function PaymentOptions({
  offer,
  choice,
  onChange,
  problem,
  form,
  idPrefix,
  mayApply = false,
}: {
  offer: CheckoutAccountOffer | null;
  /** a logged-in customer without an approved account: offer the application */
  mayApply?: boolean;
  choice: PaymentChoice;
  onChange: (choice: PaymentChoice) => void;
  problem: PaymentProblem | null;
  form: string;
  idPrefix: string;
}) {
  const required = poNumberRequired(choice.method, offer);
  const choiceProblemId = `${idPrefix}-payment-problem`;
  return (
    <fieldset
      className="rounded-xl border border-zinc-200 bg-white p-5"
      aria-describedby={problem && !problem.field ? choiceProblemId : undefined}
    >
      <legend className="px-1 text-lg font-bold text-brand-900">Payment</legend>
      {offer ? (
        <div className="mt-2 grid gap-2 sm:grid-cols-2">
          {methods(offer).map((m) => (
            <Option
              key={m.value}
              id={`${idPrefix}-method-${m.value}`}
              checked={choice.method === m.value}
              onChange={() => onChange({ ...choice, method: m.value })}
              form={form}
              {...m}
            />
          ))}
        </div>
      ) : (
        <div className="mt-1 text-sm text-zinc-700">
          <p className="flex items-center gap-2">
            <CreditCard aria-hidden className="size-5 shrink-0 text-brand-700" />
            You pay by card on the next page.
          </p>
          {mayApply && (
            <p className="mt-1">
              Buying for a business that pays by invoice?{' '}
              <Link
                to="/account/trade"
                className="inline-flex min-h-6 items-center font-semibold text-brand-700 underline underline-offset-2"
              >
                Apply for a trade account
              </Link>
            </p>
          )}
        </div>
      )}
      {problem && !problem.field && (
        <p
          id={choiceProblemId}
          role="alert"
          tabIndex={-1}
          className="mt-3 rounded-md bg-red-50 p-3 text-sm font-medium text-red-800"
        >
          {problem.message}
        </p>
      )}
      <Field
        look="shop"
        className="mt-4 sm:max-w-sm"
        labelProps={{
          children: (
            <>
              Purchase order number
              {!required && <span className="font-normal text-zinc-500"> (optional)</span>}
            </>
          ),
        }}
        hint={required ? 'Your account needs one on every order.' : 'We print it on your invoice.'}
        inputProps={{
          id: `${idPrefix}-poNumber`,
          name: 'poNumber',
          type: 'text',
          form,
          value: choice.poNumber,
          onChange: (e) => onChange({ ...choice, poNumber: e.target.value }),
          required,
          autoComplete: 'off',
          className: 'mt-1 block h-11 w-full',
        }}
        errors={[problem?.field === 'poNumber' ? problem.message : null]}
      />
    </fieldset>
  );
}

/** Card, and paying on the account beside it. */
const methods = (offer: CheckoutAccountOffer) =>
  [
    {
      value: 'card' as const,
      icon: <CreditCard aria-hidden className="size-5 shrink-0 text-brand-700" />,
      label: 'Pay by card',
      note: 'On a secure hosted page, now.',
    },
    {
      value: 'account' as const,
      icon: <FileText aria-hidden className="size-5 shrink-0 text-brand-700" />,
      label: payOnAccountLabel(offer.termsDays),
      note: accountOfferNote(offer),
    },
  ] satisfies { value: PaymentMethod; icon: ReactNode; label: string; note: string }[];

function Option(props: {
  id: string;
  checked: boolean;
  onChange: () => void;
  form: string;
  value: PaymentMethod;
  icon: ReactNode;
  label: string;
  note: string;
}) {
  const noteId = `${props.id}-note`;
  return (
    <label className="flex cursor-pointer items-start gap-3 rounded-md border border-zinc-200 bg-white p-3 text-sm has-checked:border-brand-700 has-checked:bg-brand-50">
      <input
        type="radio"
        id={props.id}
        name="paymentMethod"
        form={props.form}
        value={props.value}
        checked={props.checked}
        onChange={props.onChange}
        aria-describedby={noteId}
        className="mt-1 accent-brand-700"
      />
      <span className="flex min-w-0 flex-1 gap-2">
        {props.icon}
        <span className="min-w-0">
          <span className="block font-semibold text-zinc-900">{props.label}</span>
          <span id={noteId} className="block text-xs text-zinc-600">
            {props.note}
          </span>
        </span>
      </span>
    </label>
  );
}
