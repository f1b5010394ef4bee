import { data } from 'react-router';
import { formatTimelineTime } from '../../../domain/order-timeline';
import { requirePermission } from '~/lib/auth.server';
import { contactMessageView, telHref } from '~/features/admin/inbox/contact-message-view';
import { BackLink, sellerRecordErrorBoundary } from '~/components/admin/seller-record-error';
import { Button } from '~/components/ui/button';
import type { Route } from './+types/inbox-message';

export const meta: Route.MetaFunction = ({ data }) => [
  { title: data ? `Message from ${data.message.fullName}` : 'Message' },
  { name: 'robots', content: 'noindex' },
];

/** Opening a message marks it read (the first time only). */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requirePermission(request, context, 'inbox:manage');
  const { contact } = context.app.services;
  const row = await contact.get(params.messageId);
  if (!row) throw data(null, { status: 404 });
  await contact.markRead(row.id);
  // counted after marking it read: the sidebar shows this, not the layout's count from before (layout.tsx)
  return { message: contactMessageView(row), unreadMessages: await contact.unreadCount() };
}

export default function InboxMessage({ loaderData }: Route.ComponentProps) {
  const { message: m } = loaderData;
  const subject = encodeURIComponent('Re: your message to us');
  return (
    <div className="max-w-3xl">
      <BackLink to="/admin/inbox">Back to inbox</BackLink>
      <h1 className="mt-3 text-2xl font-bold text-brand-900">Message from {m.fullName}</h1>
      <p className="mt-1 text-sm text-zinc-600">Sent {formatTimelineTime(m.createdAt)}</p>
      <dl className="mt-6 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 rounded-lg border border-zinc-200 bg-white p-4 text-sm">
        <dt className="font-medium text-zinc-600">Name</dt>
        <dd>{m.fullName}</dd>
        <dt className="font-medium text-zinc-600">Email</dt>
        <dd className="break-all">
          <a href={`mailto:${m.email}?subject=${subject}`} className="text-brand-700 underline">
            {m.email}
          </a>
        </dd>
        <dt className="font-medium text-zinc-600">Phone</dt>
        <dd>
          <a href={telHref(m.contactNumber)} className="whitespace-nowrap text-brand-700 underline">
            {m.contactNumber}
          </a>
        </dd>
        {m.company && (
          <>
            <dt className="font-medium text-zinc-600">Company</dt>
            <dd>{m.company}</dd>
          </>
        )}
      </dl>
      <section
        aria-labelledby="message-heading"
        className="mt-4 rounded-lg border border-zinc-200 bg-white p-4"
      >
        <h2 id="message-heading" className="font-semibold text-zinc-900">
          Message
        </h2>
        {/* React escapes the text; pre-wrap keeps the sender's line breaks */}
        <p className="mt-2 break-words whitespace-pre-wrap text-zinc-800">{m.message}</p>
      </section>
      <Button asChild className="mt-4">
        <a href={`mailto:${m.email}?subject=${subject}`}>Reply by e-mail</a>
      </Button>
    </div>
  );
}

/** An unknown message is a 404 inside the seller's area, with its sidebar. */
export const ErrorBoundary = sellerRecordErrorBoundary('Message not found', {
  to: '/admin/inbox',
  label: 'Back to inbox',
});
