import { Check, Palette } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { formatOrderDate } from '../../../domain/orders';
import {
  PRODUCTION_MESSAGES,
  PRODUCTION_WORKING_DAYS,
  PROOF_COMMENT_MAX_LENGTH,
} from '../../../domain/production';
import type { ProductionView } from '../../../domain/proof-view';
import { answerProof } from './proof-api';
import { ProductionBadge, customerProductionText } from '~/components/line/production-status';
import { ProofFiles, ProofHistory, proofOutcome } from '~/components/line/proof-versions';
import { Button } from '~/components/ui/button';
import { ErrorList, shopFieldLook } from '~/components/ui/field';
import { cn } from '~/lib/cn';

/** The 5–10 working day promise: before approval counted from it, after approval as dates. */
export function productionPromise(view: ProductionView): string {
  if (view.approvedAt && view.productionWindow)
    return `Approved on ${formatOrderDate(view.approvedAt)}: expected to be made between ${formatOrderDate(
      view.productionWindow.earliest,
    )} and ${formatOrderDate(view.productionWindow.latest)}.`;
  return `Your order is made in ${PRODUCTION_WORKING_DAYS.min}–${PRODUCTION_WORKING_DAYS.max} working days from when you approve the proof.`;
}

/**
 * The customer's proof step on their order page (the owner, or a guest with the mailed link's token): where it
 * stands, the current proof's files and the shop's message, Approve and Request changes (a comment required)
 * when they may answer, and the versions answered before. After an answer the section shows the new state and
 * focus moves to the server's message, which is announced.
 */
export function CustomerProofSection({
  orderId,
  production,
}: {
  orderId: string;
  production: ProductionView;
}) {
  const id = useId();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const [view, setView] = useState(production);
  const [comment, setComment] = useState('');
  const [commentError, setCommentError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(null);
  const [busy, setBusy] = useState<'approve' | 'changes' | null>(null);
  const outcomeRef = useRef<HTMLParagraphElement>(null);
  const commentRef = useRef<HTMLTextAreaElement>(null);

  const current = view.proofs[0];
  // the proof waiting for an answer, or the approved one, shown in full; the rest as history
  const shown = current && !current.superseded && current.answer !== 'changes' ? current : null;
  const history = view.proofs.filter((p) => p !== shown && (p.answer !== null || p.superseded));

  async function send(answer: { kind: 'approve' } | { kind: 'changes'; comment: string }) {
    if (!current) return;
    setBusy(answer.kind);
    setOutcome(null);
    const result = await answerProof(orderId, current.version, answer, token);
    setBusy(null);
    if (result.ok) {
      setView(result.production);
      setComment('');
    }
    setOutcome({ ok: result.ok, message: result.message });
    // the buttons may be gone: the message is where the keyboard carries on
    requestAnimationFrame(() => outcomeRef.current?.focus());
  }

  function requestChanges(event: React.FormEvent) {
    event.preventDefault();
    const trimmed = comment.trim();
    const problem = !trimmed
      ? PRODUCTION_MESSAGES.commentRequired
      : trimmed.length > PROOF_COMMENT_MAX_LENGTH
        ? PRODUCTION_MESSAGES.commentTooLong
        : null;
    setCommentError(problem);
    if (problem) {
      commentRef.current?.focus();
      return;
    }
    void send({ kind: 'changes', comment: trimmed });
  }

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="mt-6 rounded-2xl border border-zinc-200 bg-white p-4 sm:p-6"
      data-testid="proof-section"
    >
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <h2 id={`${id}-title`} className="flex items-center gap-2 text-lg font-bold text-brand-900">
          <Palette aria-hidden className="size-5 text-brand-600" />
          Proof
        </h2>
        <ProductionBadge status={view.status} />
      </div>
      <p className="mt-2 text-zinc-800">{customerProductionText(view.status, view.proofVersion)}</p>
      <p className="mt-2 rounded-md bg-brand-50 p-3 text-sm text-brand-900">{productionPromise(view)}</p>

      <p
        ref={outcomeRef}
        tabIndex={-1}
        role={outcome && !outcome.ok ? 'alert' : 'status'}
        className={
          outcome
            ? `mt-4 flex items-start gap-2 rounded-md p-3 text-sm focus-visible:outline-2 focus-visible:outline-brand-600 ${
                outcome.ok ? 'bg-green-50 text-green-900' : 'bg-red-50 text-red-900'
              }`
            : 'sr-only'
        }
      >
        {outcome?.ok && <Check aria-hidden className="mt-0.5 size-4 shrink-0" />}
        {outcome?.message}
      </p>

      {shown && (
        <div className="mt-5">
          <h3 className="font-semibold text-zinc-900">
            Proof version {shown.version}
            <span className="font-normal text-zinc-600">
              {' '}
              · sent <time dateTime={shown.sentAt}>{formatOrderDate(shown.sentAt)}</time>
            </span>
          </h3>
          {shown.answer && <p className="mt-1 font-medium text-green-800">{proofOutcome(shown)}</p>}
          {shown.message && (
            <p className="mt-2 break-words whitespace-pre-wrap text-zinc-800">
              <span className="font-medium">Message from us:</span> {shown.message}
            </p>
          )}
          <div className="mt-3">
            <ProofFiles files={shown.files} version={shown.version} />
          </div>
        </div>
      )}

      {view.canAnswer && current && (
        <div className="mt-5 grid gap-5 border-t border-zinc-200 pt-5 md:grid-cols-2">
          <div>
            <h3 className="font-semibold text-zinc-900">Happy with it?</h3>
            <p className="mt-1 text-sm text-zinc-700">
              Approving proof version {current.version} starts production; it cannot be changed afterwards.
            </p>
            <Button
              type="button"
              size="touch"
              className="mt-3 w-full sm:w-auto"
              disabled={busy !== null}
              onClick={() => void send({ kind: 'approve' })}
            >
              <Check aria-hidden className="size-4" />
              {busy === 'approve' ? 'Approving…' : 'Approve proof'}
            </Button>
          </div>
          <form onSubmit={requestChanges} noValidate>
            <label htmlFor={`${id}-comment`} className="font-semibold text-zinc-900">
              What would you like changed?
            </label>
            <p id={`${id}-comment-hint`} className="mt-1 text-sm text-zinc-700">
              We will make a new proof and e-mail you when it is ready.
            </p>
            <textarea
              ref={commentRef}
              id={`${id}-comment`}
              name="comment"
              rows={4}
              required
              maxLength={PROOF_COMMENT_MAX_LENGTH}
              value={comment}
              onChange={(e) => {
                setComment(e.target.value);
                if (commentError) setCommentError(null);
              }}
              aria-invalid={commentError ? true : undefined}
              aria-describedby={
                commentError ? `${id}-comment-hint ${id}-comment-error` : `${id}-comment-hint`
              }
              className={cn(shopFieldLook, 'mt-2 block w-full py-2')}
            />
            <ErrorList id={`${id}-comment-error`} errors={[commentError]} />
            <div className="mt-2 flex flex-wrap items-center justify-between gap-3">
              <span className="text-xs text-zinc-600">
                {comment.length}/{PROOF_COMMENT_MAX_LENGTH}
              </span>
              <Button
                type="submit"
                variant="secondary"
                size="touch"
                className="w-full sm:w-auto"
                disabled={busy !== null}
              >
                {busy === 'changes' ? 'Sending…' : 'Request changes'}
              </Button>
            </div>
          </form>
        </div>
      )}

      {history.length > 0 && (
        <div className="mt-6 border-t border-zinc-200 pt-5">
          <h3 className="font-semibold text-zinc-900">Proof history</h3>
          <div className="mt-3">
            <ProofHistory
              versions={history}
              headingLevel={4}
              messageLabel="Message from us:"
              commentLabel="Your comment:"
            />
          </div>
        </div>
      )}
    </section>
  );
}
