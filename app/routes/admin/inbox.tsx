import { Link } from 'react-router';
import { formatTimelineTime } from '../../../domain/order-timeline';
import { requirePermission } from '~/lib/auth.server';
import { Pager } from '~/components/ui/data-table';
import {
  contactMessageView,
  INBOX_PAGE_SIZE,
  inboxPageFromUrl,
  messagePreview,
} from '~/features/admin/inbox/contact-message-view';
import { cn } from '~/lib/cn';
import type { Route } from './+types/inbox';

export const meta: Route.MetaFunction = () => [{ title: 'Inbox' }, { name: 'robots', content: 'noindex' }];

export async function loader({ request, context }: Route.LoaderArgs) {
  await requirePermission(request, context, 'inbox:manage');
  const page = inboxPageFromUrl(new URL(request.url));
  const { contact } = context.app.services;
  const [{ messages, total }, unread] = await Promise.all([
    contact.list({ page, pageSize: INBOX_PAGE_SIZE }),
    contact.unreadCount(),
  ]);
  return {
    messages: messages.map(contactMessageView),
    total,
    unread,
    page,
    pages: Math.max(1, Math.ceil(total / INBOX_PAGE_SIZE)),
  };
}

/** The messages sent from /contact, newest first; unread ones stand out until a seller opens them. */
export default function Inbox({ loaderData }: Route.ComponentProps) {
  const { messages, total, unread, page, pages } = loaderData;
  return (
    <div className="max-w-4xl">
      <h1 className="text-2xl font-bold text-brand-900">Inbox</h1>
      <p className="mt-1 text-sm text-zinc-600">
        Messages from the contact page. {total === 1 ? '1 message' : `${total} messages`}, {unread} unread.
      </p>
      {messages.length === 0 ? (
        <p className="mt-6 rounded-lg border border-dashed border-zinc-300 bg-white p-6 text-zinc-600">
          No messages yet.
        </p>
      ) : (
        // a list rather than a table: each message reads as one line (who, when, its first words)
        <ul
          className="mt-6 divide-y divide-zinc-200 rounded-lg border border-zinc-200 bg-white"
          aria-label="Messages"
        >
          {messages.map((m) => (
            <li key={m.id} className={cn(!m.read && 'bg-brand-50/60')}>
              <Link
                to={`/admin/inbox/${m.id}`}
                className="block px-4 py-3 hover:bg-zinc-50 focus-visible:outline-2 focus-visible:outline-brand-600"
              >
                <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
                  {!m.read && (
                    <span className="rounded-full bg-brand-700 px-2 py-0.5 text-xs font-bold text-white">
                      Unread
                    </span>
                  )}
                  <span className={cn('text-zinc-900', !m.read && 'font-semibold')}>{m.fullName}</span>
                  {m.company && <span className="text-sm text-zinc-600">{m.company}</span>}
                  <span className="ml-auto text-sm text-zinc-600">{formatTimelineTime(m.createdAt)}</span>
                </span>
                <span className="mt-1 block truncate text-sm text-zinc-700">{messagePreview(m.message)}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      <Pager page={page} pages={pages} previousLabel="Newer" nextLabel="Older" />
    </div>
  );
}
