import { Link } from 'react-router';
import type { LineItem } from '../../../domain/line-item';
import { lineTitle } from '../../../domain/bundle-line';
import { RETURN_POLICY_PATH, returnTermsFor } from '../../../domain/returns';

/**
 * Before paying (issue 34): beside the Pay button, which lines are made for the buyer (no change-of-mind
 * return, rights for faulty goods kept) and which keep the 14-day cancellation, from domain/returns.
 */
export function ReturnTerms({ lines }: { lines: readonly LineItem[] }) {
  const terms = returnTermsFor(lines);
  if (lines.length === 0) return null;
  const both = terms.personalised.length > 0 && terms.plain.length > 0;
  return (
    <section
      aria-label="Returns"
      data-testid="return-terms"
      className="mt-4 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-zinc-800"
    >
      <p className="font-semibold text-brand-900">Before you pay</p>
      {terms.personalised.length > 0 && (
        <p className="mt-1">
          {terms.sentences[0]} {terms.sentences[1]}
          {both && <LineNames lines={terms.personalised} />}
        </p>
      )}
      {terms.plain.length > 0 && (
        <p className="mt-1">
          {terms.sentences.at(-1)}
          {both && <LineNames lines={terms.plain} />}
        </p>
      )}
      <p className="mt-1">
        <Link to={RETURN_POLICY_PATH} className="font-medium text-brand-700 underline">
          Return policy
        </Link>
      </p>
    </section>
  );
}

function LineNames({ lines }: { lines: readonly LineItem[] }) {
  return <span className="text-zinc-600"> ({lines.map((l) => lineTitle(l)).join(', ')})</span>;
}
