import { PRODUCTION_MESSAGES, type ProductionStage } from '../../../domain/production';
import { cn } from '~/lib/cn';

const STATUS_STYLE: Record<ProductionStage, string> = {
  'Awaiting proof': 'bg-zinc-100 text-zinc-800 ring-zinc-500/25',
  'Proof sent': 'bg-amber-50 text-amber-900 ring-amber-700/25',
  'Changes requested': 'bg-orange-50 text-orange-900 ring-orange-700/25',
  Approved: 'bg-green-50 text-green-800 ring-green-700/20',
  'In production': 'bg-brand-50 text-brand-700 ring-brand-700/20',
  'Ready to ship': 'bg-sky-50 text-sky-800 ring-sky-700/20',
  Shipped: 'bg-sky-50 text-sky-800 ring-sky-700/20',
  Cancelled: 'bg-red-50 text-red-800 ring-red-700/20',
};

/** The production status as a small badge (the seller's list and panel, the customer's proof section). */
export function ProductionBadge({ status, className }: { status: ProductionStage; className?: string }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset',
        STATUS_STYLE[status],
        className,
      )}
    >
      <span className="sr-only">Production: </span>
      {status}
    </span>
  );
}

/** Where the proof stands, in the customer's words; the current proof's version for the ones that name it. */
export function customerProductionText(status: ProductionStage, proofVersion: number): string {
  switch (status) {
    case 'Awaiting proof':
      return 'We are preparing your proof and will e-mail you when it is ready.';
    case 'Proof sent':
      return `Proof version ${proofVersion} is ready. Please check it, then approve it or tell us what to change.`;
    case 'Changes requested':
      return PRODUCTION_MESSAGES.changesAsked(proofVersion);
    case 'Approved':
      return 'You approved the proof: your order goes into production next.';
    case 'In production':
      return 'Your order is being made.';
    case 'Ready to ship':
      return 'Your order is made and ready to ship.';
    case 'Shipped':
      return 'Your order has been made and sent.';
    case 'Cancelled':
      return 'This order is cancelled, so nothing will be made.';
  }
}

/** Where the proof stands, for the seller: what they are waiting for or should do next. */
export function sellerProductionText(status: ProductionStage, proofVersion: number): string {
  switch (status) {
    case 'Awaiting proof':
      return 'No proof sent yet: upload one for the customer to approve.';
    case 'Proof sent':
      return PRODUCTION_MESSAGES.awaitingAnswer(proofVersion);
    case 'Changes requested':
      return PRODUCTION_MESSAGES.changesToMake(proofVersion);
    case 'Approved':
      return `The customer approved proof version ${proofVersion}: production can start.`;
    case 'In production':
      return 'In production: mark it ready to ship once it is made.';
    case 'Ready to ship':
      return 'Made and ready to ship.';
    case 'Shipped':
      return PRODUCTION_MESSAGES.orderShipped;
    case 'Cancelled':
      return PRODUCTION_MESSAGES.orderCancelled;
  }
}
