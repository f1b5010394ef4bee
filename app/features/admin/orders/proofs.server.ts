import type { AppContext } from '../../../../server/context';
import { isDecoratedLine } from '../../../../domain/production';
import type { OrderWithLines } from '../../../../server/services/orders/order-record';
import { lineLabel } from '../../../../server/services/orders/proofs';
import type { ProofLineChoice } from './seller-production-panel';

/**
 * The seller's order page's proof step: the production view (a seller sees the proofs but never answers them)
 * and the decorated lines a proof file can show; null production for an order with no proof step.
 */
export async function loadSellerProduction(services: AppContext['services'], order: OrderWithLines) {
  const production = await services.proofs.productionView(order, { mayAnswer: false });
  const proofLines: ProofLineChoice[] = order.lines
    .filter(isDecoratedLine)
    .map((l) => ({ id: l.id, label: lineLabel(l) }));
  return { production, proofLines };
}
