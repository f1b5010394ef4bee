import { useId, useState } from 'react';
import {
  CONSENT_WORDING,
  postedCheckoutChoice,
  type CheckoutMarketingChoice,
  type CheckoutOffersMode,
} from '../../../domain/consent';

/**
 * Checkout's offers choice (issue 34), for a signed-in customer who doesn't consent yet: the soft opt-in with
 * its "No offers, thanks" box right beside it, or — for one who said no before — the plain unticked box. The
 * choice goes with the order and is recorded when it is paid (card) or placed (on account). `field` is the
 * block to show, `choice` what the API call sends.
 */
export function useOffersConsent(mode: CheckoutOffersMode | undefined, form: string) {
  const [ticked, setTicked] = useState(false);
  const shown = mode ?? 'none';
  return {
    choice: postedCheckoutChoice(shown, ticked) satisfies CheckoutMarketingChoice | null,
    field:
      shown === 'none' ? null : (
        <OffersConsent mode={shown} ticked={ticked} onChange={setTicked} form={form} />
      ),
  };
}

function OffersConsent(props: {
  mode: Exclude<CheckoutOffersMode, 'none'>;
  ticked: boolean;
  onChange: (ticked: boolean) => void;
  form: string;
}) {
  const id = useId();
  const soft = props.mode === 'soft-opt-in';
  return (
    <fieldset
      aria-labelledby={`${id}-title`}
      className="rounded-xl border border-zinc-200 bg-white p-5"
      data-testid="offers-consent"
    >
      <legend id={`${id}-title`} className="px-1 text-lg font-bold text-brand-900">
        Offers by e-mail
      </legend>
      {/* before JavaScript the form says which wording was shown, and the box as ticked */}
      <input type="hidden" name="offersShown" value={props.mode} form={props.form} />
      {soft && (
        <p id={`${id}-text`} className="text-sm text-zinc-700">
          {CONSENT_WORDING.checkoutSoftOptIn}
        </p>
      )}
      <label className="mt-2 flex min-h-6 items-start gap-3 text-sm font-medium text-zinc-900">
        <input
          type="checkbox"
          name="offersTicked"
          form={props.form}
          checked={props.ticked}
          onChange={(e) => props.onChange(e.target.checked)}
          aria-describedby={soft ? `${id}-text` : undefined}
          className="mt-0.5 size-5 shrink-0 accent-brand-700"
        />
        <span>{soft ? CONSENT_WORDING.checkoutNoOffers : CONSENT_WORDING.checkoutOptIn}</span>
      </label>
    </fieldset>
  );
}
