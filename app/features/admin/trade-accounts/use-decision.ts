import { useSellerSubmit } from '~/components/admin/use-seller-submit';
import { toast } from '~/components/ui/toast';
import { api } from '~/lib/api';
import { TradeDecisionSchema, type TradeDecision } from '../../../../domain/schemas/trade';
import { useTradeCall } from './use-trade-call';

export const DECISION_FAILED = 'The account could not be changed. Please try again.';

/**
 * Decisions sent to PUT /api/trade-accounts/{id}: `submit` for a form (checked by the shared schema first, its
 * problem kept beside the form and what was typed kept too), `send` for a ConfirmDialog that waits on it (a
 * refusal is thrown, for the caller's toast). `done` is toasted and `after` run once the decision is made.
 */
export function useDecision(accountId: string) {
  const trade = useTradeCall();
  const form = useSellerSubmit();

  const send = (decision: TradeDecision, done: string, after?: () => void) =>
    trade.call(
      () => api.put(`/trade-accounts/${accountId}`, decision),
      () => {
        toast.success(done);
        after?.();
      },
    );

  const submit = (body: unknown, done: string, after?: () => void) =>
    form.submit(TradeDecisionSchema, body, DECISION_FAILED, (checked) => send(checked, done, after));

  return { busy: form.busy, error: form.error, submit, send, reauthDialog: trade.reauthDialog };
}
