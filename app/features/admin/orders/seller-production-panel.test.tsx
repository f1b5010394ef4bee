import { describe, expect, it } from 'vitest';
import { productionView, proofVersionView } from '../../../../tests/helpers/proof-views';
import { pageText, renderAt } from '../../../../tests/helpers/server-render';
import { SellerProductionPanel } from './seller-production-panel';

const render = (node: React.ReactNode) => renderAt(node, '/admin/orders/o1');

describe("the seller's Proof & production panel (server render)", () => {
  it('offers the upload while a proof can be sent, lists each version with its files and the comment', () => {
    const html = render(
      <SellerProductionPanel
        orderId="o1"
        lines={[{ id: 'l1', label: 'Classic Polo – Navy, M × 10' }]}
        production={productionView({
          status: 'Changes requested',
          proofVersion: 1,
          proofs: [proofVersionView(1, { answer: 'changes', comment: 'Bigger please' })],
        })}
      />,
    );
    expect(pageText(html)).toContain('The customer asked for changes to proof version 1: send a new proof.');
    expect(pageText(html)).toContain('Send proof version 2');
    expect(html).toMatch(/<input[^>]*type="file"[^>]*multiple=""/);
    expect(pageText(html)).toContain('The customer&#x27;s comment: Bigger please');
    expect(html).toContain('alt="Proof version 1: Classic Polo – Navy, M × 10"');
    expect(html).not.toContain('Start production');
  });

  it('once approved: no upload, Start production; in production: Mark ready to ship', () => {
    // a decorated order past its proof, at proof version 1
    const at = (status: 'Approved' | 'In production') =>
      render(
        <SellerProductionPanel
          orderId="o1"
          lines={[]}
          production={productionView({ status, proofVersion: 1 })}
        />,
      );
    const approved = at('Approved');
    expect(approved).toContain('Start production');
    expect(approved).not.toContain('type="file"');
    const making = at('In production');
    expect(making).toContain('Mark ready to ship');
    expect(making).not.toContain('Start production');
  });
});
