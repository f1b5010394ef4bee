import type { ProductionView } from '../../../domain/proof-view';

export type ProofAnswerResult =
  { ok: true; production: ProductionView; message: string } | { ok: false; message: string };

const FAILED = 'Sorry, we could not save your answer. Please try again, or contact us.';

/**
 * The customer's answer to a proof version: approve it, or ask for changes with a comment. The mailed link's
 * token goes along for a guest. A refusal comes back with the server's message (a 5xx with ours).
 */
export async function answerProof(
  orderId: string,
  version: number,
  answer: { kind: 'approve' } | { kind: 'changes'; comment: string },
  token: string | null,
): Promise<ProofAnswerResult> {
  const query = token ? `?token=${encodeURIComponent(token)}` : '';
  const path = answer.kind === 'approve' ? 'approve' : 'changes';
  try {
    const res = await fetch(`/api/orders/${orderId}/proofs/${version}/${path}${query}`, {
      method: 'POST',
      credentials: 'same-origin',
      // an approval has no body; a request for changes carries the comment
      ...(answer.kind === 'changes'
        ? {
            headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
            body: JSON.stringify({ comment: answer.comment }),
          }
        : { headers: { Accept: 'application/json' } }),
    });
    const data = (await res.json().catch(() => ({}))) as { production?: ProductionView; message?: unknown };
    const message = typeof data.message === 'string' ? data.message : null;
    if (!res.ok || !data.production)
      return { ok: false, message: res.status < 500 && message ? message : FAILED };
    return { ok: true, production: data.production, message: message ?? '' };
  } catch {
    return { ok: false, message: FAILED };
  }
}
