import { traderLines, type TraderDetails as Trader } from '../../../domain/trader';

/**
 * The trader's legal details (issue 34): the legal name, company number and place of registration, registered
 * office and trading address, one per line. Nothing when the shop has not configured them.
 */
export function TraderDetails({
  trader,
  className,
  label = 'Business details',
}: {
  trader: Trader | null | undefined;
  className?: string;
  label?: string;
}) {
  if (!trader) return null;
  return (
    <section aria-label={label} data-testid="trader-details" className={className}>
      {traderLines(trader).map((line) => (
        <p key={line}>{line}</p>
      ))}
    </section>
  );
}
