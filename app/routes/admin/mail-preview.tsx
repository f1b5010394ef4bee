import { useEffect, useRef } from 'react';
import { data } from 'react-router';
import { requirePermission } from '~/lib/auth.server';
import { BackLink, sellerRecordErrorBoundary } from '~/components/admin/seller-record-error';
import { loadMailPreview } from '~/features/admin/mail-previews/mail-previews.server';
import type { Route } from './+types/mail-preview';

export const meta: Route.MetaFunction = ({ data }) => [
  { title: data ? `Mail preview: ${data.mail.title}` : 'Mail preview' },
  { name: 'robots', content: 'noindex' },
];

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requirePermission(request, context, 'seller:area');
  const mail = await loadMailPreview(context, params.name);
  if (!mail) throw data(null, { status: 404 });
  return { mail };
}

/**
 * One mail with sample data: its headers, its HTML part as a mail client shows it (in a sandboxed frame, no
 * scripts, pictures embedded) and its plain-text part.
 */
export default function MailPreview({ loaderData }: Route.ComponentProps) {
  const { mail } = loaderData;
  const headers: [string, string][] = [
    ['Subject', mail.subject],
    ['To', mail.to],
    ...(mail.replyTo ? ([['Reply-To', mail.replyTo]] as [string, string][]) : []),
    ...mail.headers,
  ];
  const pictures = mail.attachments.filter((a) => a.inline);
  const files = mail.attachments.filter((a) => !a.inline);
  return (
    <div className="max-w-3xl">
      <BackLink to="/admin/mail-previews">All mail previews</BackLink>
      <h1 className="mt-3 text-2xl font-bold text-brand-900">{mail.title}</h1>
      <p className="mt-1 text-sm text-zinc-600">{mail.when}</p>
      <dl className="mt-6 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 rounded-lg border border-zinc-200 bg-white p-4 text-sm">
        {headers.map(([name, value]) => (
          <div key={name} className="contents">
            <dt className="font-medium text-zinc-600">{name}</dt>
            <dd className="break-all">{value}</dd>
          </div>
        ))}
      </dl>
      <section aria-labelledby="html-part" className="mt-6">
        <h2 id="html-part" className="font-semibold text-zinc-900">
          As the mail shows it
        </h2>
        <MailFrame html={mail.html} title={`${mail.title}: the mail`} />
        {pictures.length > 0 && (
          <p className="mt-2 text-sm text-zinc-600">
            Pictures sent with it: {pictures.map((a) => a.filename).join(', ')}
          </p>
        )}
        {files.length > 0 && (
          <p className="mt-2 text-sm text-zinc-600">
            Attached:{' '}
            {files.map((a) => `${a.filename} (${Math.max(1, Math.round(a.bytes / 1024))} KB)`).join(', ')}
          </p>
        )}
      </section>
      <section aria-labelledby="text-part" className="mt-6">
        <h2 id="text-part" className="font-semibold text-zinc-900">
          Plain text
        </h2>
        <pre className="mt-2 overflow-x-auto rounded-lg border border-zinc-200 bg-white p-4 text-sm break-words whitespace-pre-wrap text-zinc-800">
          {mail.text}
        </pre>
      </section>
    </div>
  );
}

/**
 * The mail's HTML in a frame of its own: sandboxed with no scripts (only the same origin, so this page can
 * read its height and show it whole), as a mail client would.
 */
function MailFrame({ html, title }: { html: string; title: string }) {
  const frame = useRef<HTMLIFrameElement>(null);
  const fit = () => {
    const el = frame.current;
    const doc = el?.contentDocument;
    // before the mail has loaded the frame holds an empty page: its size says nothing
    if (!el || doc?.location.href !== 'about:srcdoc' || doc.readyState !== 'complete') return;
    const root = doc.documentElement;
    root.style.zoom = '1';
    // a mail wider than the frame is shrunk to fit, as a phone's mail app shows it
    const scale = Math.min(1, el.clientWidth / root.scrollWidth);
    root.style.zoom = String(scale);
    // measured shrunk: a mail whose text fills the width it is given reflows at the new scale
    const height = root.getBoundingClientRect().height;
    const border = el.offsetHeight - el.clientHeight;
    el.style.height = `${Math.ceil(height) + border}px`;
  };
  // a frame that loaded before hydration fires no load event for React: fit it now too, and on a turned phone
  useEffect(() => {
    fit();
    window.addEventListener('resize', fit);
    return () => window.removeEventListener('resize', fit);
  }, [html]);
  return (
    <iframe
      ref={frame}
      title={title}
      srcDoc={html}
      sandbox="allow-same-origin"
      onLoad={fit}
      className="mt-2 h-[900px] w-full rounded-lg border border-zinc-200 bg-white"
    />
  );
}

/** An unknown mail is a 404 inside the seller's area, with its sidebar. */
export const ErrorBoundary = sellerRecordErrorBoundary('Mail not found', {
  to: '/admin/mail-previews',
  label: 'All mail previews',
});
