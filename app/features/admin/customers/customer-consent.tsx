import { CONSENT_SOURCE_LABELS, type MarketingConsentSource } from '../../../../domain/consent';
import { formatOrderDate } from '../../../../domain/orders';

export interface CustomerConsentView {
  consent: boolean;
  optedOutAt: string | null;
  history: { granted: boolean; source: MarketingConsentSource; wording: string; at: string }[];
}

/**
 * The customer's marketing consent on their record (issue 34): may they be mailed offers now, and every grant
 * and withdrawal with its day, source and the words they saw, newest first.
 */
export function CustomerConsent({ consent }: { consent: CustomerConsentView }) {
  return (
    <section
      aria-labelledby="customer-consent"
      className="mt-6 rounded-lg border border-zinc-200 bg-white p-4"
    >
      <h2 id="customer-consent" className="text-lg font-semibold text-zinc-900">
        Offers by e-mail
      </h2>
      <p className="mt-1 text-sm text-zinc-800">
        {consent.consent ? (
          <strong className="text-green-800">Consents: gets promo mail-outs and cart reminders.</strong>
        ) : (
          <strong>Does not consent: gets no promo mail-outs or cart reminders.</strong>
        )}
        {!consent.consent && consent.optedOutAt && ` Said no on ${formatOrderDate(consent.optedOutAt)}.`}
      </p>
      {consent.history.length === 0 ? (
        <p className="mt-2 text-sm text-zinc-600">No choice recorded yet.</p>
      ) : (
        <div className="mt-3 overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Consent history, newest first</caption>
            <thead className="text-zinc-600">
              <tr>
                <th scope="col" className="py-1 pr-3 font-medium">
                  Date
                </th>
                <th scope="col" className="py-1 pr-3 font-medium">
                  Choice
                </th>
                <th scope="col" className="py-1 pr-3 font-medium">
                  Where
                </th>
                <th scope="col" className="py-1 font-medium">
                  What they saw
                </th>
              </tr>
            </thead>
            <tbody>
              {consent.history.map((h, i) => (
                <tr key={`${h.at}-${i}`} className="border-t border-zinc-100 align-top">
                  <td className="py-1.5 pr-3 whitespace-nowrap">{formatOrderDate(h.at)}</td>
                  <td className="py-1.5 pr-3 whitespace-nowrap">{h.granted ? 'Yes' : 'No'}</td>
                  <td className="py-1.5 pr-3">{CONSENT_SOURCE_LABELS[h.source]}</td>
                  <td className="py-1.5 text-zinc-700">{h.wording}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
