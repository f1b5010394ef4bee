import { isRouteErrorResponse, Link } from 'react-router';

/** A record page's way back to its list, above its heading (as its error page has it, below). */
export function BackLink({ to, children }: { to: string; children: React.ReactNode }) {
  return (
    <Link to={to} className="text-sm text-brand-700 underline">
      {children}
    </Link>
  );
}

/**
 * A seller page's error for one record (an order, a customer, a message): "… not found" for a 404, else a
 * general line, inside the seller's area with its sidebar, and the way back to the list.
 */
export function SellerRecordError(props: {
  error: unknown;
  notFound: string;
  back: { to: string; label: string };
}) {
  const notFound = isRouteErrorResponse(props.error) && props.error.status === 404;
  // a member of staff whose role lacks the page's permission: the guard's words
  const refused =
    isRouteErrorResponse(props.error) && props.error.status === 403
      ? (props.error.data as { message?: string } | null)?.message
      : undefined;
  return (
    <div>
      <h1 className="text-2xl font-bold text-brand-900">
        {notFound ? props.notFound : refused ? 'Not allowed' : 'Something went wrong'}
      </h1>
      {refused && <p className="mt-3 text-zinc-700">{refused}</p>}
      <Link to={props.back.to} className="mt-4 inline-block text-brand-700 underline">
        {props.back.label}
      </Link>
    </div>
  );
}

/**
 * A seller record page's `ErrorBoundary` export: the route module names its 404 line and its way back, e.g.
 * `export const ErrorBoundary = sellerRecordErrorBoundary('Order not found', { to: '/admin/orders', … })`.
 */
export function sellerRecordErrorBoundary(notFound: string, back: { to: string; label: string }) {
  return function ErrorBoundary({ error }: { error: unknown }) {
    return <SellerRecordError error={error} notFound={notFound} back={back} />;
  };
}
