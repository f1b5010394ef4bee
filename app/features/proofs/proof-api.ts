import type { ProductionView } from '../../../domain/proof-view';
import { api, ApiError } from '~/lib/api';

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
  const path = answer.kind === 'approve' ? 'approve' : 'changes';
  try {
    const data = await api.post<{ production?: ProductionView; message?: unknown } | null>(
      `/orders/${orderId}/proofs/${version}/${path}`,
      // an approval has no body; a request for changes carries the comment
      answer.kind === 'changes' ? { comment: answer.comment } : undefined,
      { query: { token: token || undefined } },
    );
    const message = typeof data?.message === 'string' ? data.message : null;
    if (!data?.production) return { ok: false, message: message ?? FAILED };
    return { ok: true, production: data.production, message: message ?? '' };
  } catch (error) {
    return { ok: false, message: error instanceof ApiError ? error.messageOr(FAILED) : FAILED };
  }
}
