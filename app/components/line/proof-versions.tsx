import { FileText } from 'lucide-react';
import { formatOrderDate } from '../../../domain/orders';
import type { ProofFileView, ProofVersionView } from '../../../domain/proof-view';
import { cn } from '~/lib/cn';

/**
 * A proof's files: an image shown inline (lazy, at a fixed box so the page does not jump), a PDF as a link;
 * each under the line it shows ("Whole order" for the order).
 */
export function ProofFiles({ files, version }: { files: ProofFileView[]; version: number }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2" aria-label={`Files of proof version ${version}`}>
      {files.map((f) => (
        <li key={f.id} className="min-w-0">
          <figure className="rounded-lg border border-zinc-200 bg-zinc-50 p-2">
            {f.isImage ? (
              <a href={f.url} target="_blank" rel="noopener noreferrer" className="block">
                <img
                  src={f.url}
                  alt={`Proof version ${version}: ${f.label}`}
                  loading="lazy"
                  decoding="async"
                  width={640}
                  height={480}
                  className="aspect-[4/3] h-auto w-full rounded-md bg-white object-contain"
                />
                <span className="sr-only"> (opens full size in a new tab)</span>
              </a>
            ) : (
              <a
                href={f.url}
                target="_blank"
                rel="noopener noreferrer"
                className="flex min-h-11 items-center gap-2 rounded-md bg-white px-3 py-2 text-sm font-semibold text-brand-700 underline underline-offset-2"
              >
                <FileText aria-hidden className="size-5 shrink-0" />
                Open proof (PDF)
                <span className="sr-only"> for {f.label} (opens in a new tab)</span>
              </a>
            )}
            <figcaption className="mt-2 text-sm break-words text-zinc-800">{f.label}</figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}

/** What became of a version, in words: "Approved on 3 December 2026", "Changes requested on …", "Replaced …". */
export function proofOutcome(p: ProofVersionView): string {
  if (p.answer === 'approved') return `Approved on ${formatOrderDate(p.answeredAt ?? p.sentAt)}`;
  if (p.answer === 'changes') return `Changes requested on ${formatOrderDate(p.answeredAt ?? p.sentAt)}`;
  if (p.superseded) return 'Replaced by a newer version before an answer';
  return 'Waiting for an answer';
}

/**
 * Proof versions as a history, newest first: version, date sent, the seller's message, the answer and the
 * customer's comment, each introduced in this reader's words; with `showFiles` each version's files too (the
 * seller's panel).
 */
export function ProofHistory({
  versions,
  showFiles = false,
  headingLevel = 3,
  messageLabel,
  commentLabel,
}: {
  versions: ProofVersionView[];
  showFiles?: boolean;
  headingLevel?: 3 | 4;
  /** How the seller's message is introduced to this reader ("Message from us:", "Message sent:"). */
  messageLabel: string;
  /** How the customer's comment is introduced to this reader ("Your comment:", "The customer's comment:"). */
  commentLabel: string;
}) {
  const Heading = `h${headingLevel}` as const;
  return (
    <ol className="flex flex-col gap-3" aria-label="Proof versions">
      {versions.map((p) => (
        <li key={p.version} className="rounded-lg border border-zinc-200 p-3 text-sm">
          <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
            <Heading className="font-semibold text-zinc-900">Proof version {p.version}</Heading>
            <span className="text-zinc-600">
              Sent <time dateTime={p.sentAt}>{formatOrderDate(p.sentAt)}</time>
            </span>
          </div>
          <p
            className={cn(
              'mt-1 font-medium',
              p.answer === 'approved'
                ? 'text-green-800'
                : p.answer === 'changes'
                  ? 'text-orange-900'
                  : 'text-zinc-700',
            )}
          >
            {proofOutcome(p)}
          </p>
          {p.message && (
            <p className="mt-1 break-words whitespace-pre-wrap text-zinc-800">
              <span className="font-medium">{messageLabel}</span> {p.message}
            </p>
          )}
          {p.comment && (
            <div className="mt-2">
              <p className="font-medium text-zinc-800">{commentLabel}</p>
              <blockquote className="mt-1 border-l-4 border-orange-300 pl-3 break-words whitespace-pre-wrap text-zinc-900">
                {p.comment}
              </blockquote>
            </div>
          )}
          {showFiles && p.files.length > 0 && (
            <div className="mt-3">
              <ProofFiles files={p.files} version={p.version} />
            </div>
          )}
        </li>
      ))}
    </ol>
  );
}
