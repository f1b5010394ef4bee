import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { productionWindow } from '../../domain/production';
import type { ProductionView, ProofVersionView } from '../../domain/proof-view';
import { CustomerProofSection, productionPromise } from '~/features/proofs/customer-proof-section';
import { SellerProductionPanel } from '~/features/admin/orders/seller-production-panel';

/*
 * Beside the routes: a proof as the customer's order page and the seller's order page draw it, and only a
 * route may put two features (proofs, the seller's orders) together.
 */

const version = (v: number, over: Partial<ProofVersionView> = {}): ProofVersionView => ({
  version: v,
  message: '',
  sentAt: '2026-11-23T10:00:00.000Z',
  answer: null,
  comment: null,
  answeredAt: null,
  superseded: false,
  files: [
    {
      id: `f${v}`,
      orderLineId: 'l1',
      label: 'Classic Polo – Navy, M × 10',
      url: `/api/orders/o1/proofs/files/f${v}?token=t`,
      mimeType: 'image/png',
      originalName: 'proof.png',
      sizeBytes: 1000,
      isImage: true,
    },
    {
      id: `p${v}`,
      orderLineId: null,
      label: 'Whole order',
      url: `/api/orders/o1/proofs/files/p${v}?token=t`,
      mimeType: 'application/pdf',
      originalName: 'proof.pdf',
      sizeBytes: 1000,
      isImage: false,
    },
  ],
  ...over,
});

const view = (over: Partial<ProductionView> = {}): ProductionView => ({
  status: 'Awaiting proof',
  proofVersion: 0,
  approvedAt: null,
  productionWindow: null,
  proofs: [],
  canAnswer: false,
  ...over,
});

function render(node: React.ReactNode) {
  const Stub = createRoutesStub([{ path: '*', Component: () => node }]);
  return renderToString(<Stub initialEntries={['/orders/o1?token=t']} />);
}

/** The page's text without tags or React's text separators. */
const text = (html: string) =>
  html
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');

describe("the customer's proof section (server render)", () => {
  it('before a proof: the status in words and the 5–10 working day promise, nothing to answer', () => {
    const html = render(<CustomerProofSection orderId="o1" production={view()} />);
    expect(text(html)).toContain('We are preparing your proof and will e-mail you when it is ready.');
    expect(text(html)).toContain('Your order is made in 5–10 working days from when you approve the proof.');
    expect(html).not.toContain('Approve proof');
  });

  it('a proof waiting: its image inline (lazy) with the line, its PDF as a link, Approve and a labelled comment', () => {
    const html = render(
      <CustomerProofSection
        orderId="o1"
        production={view({
          status: 'Proof sent',
          proofVersion: 2,
          canAnswer: true,
          proofs: [
            version(2, { message: 'Now 10 cm wide.' }),
            version(1, {
              answer: 'changes',
              comment: 'Bigger please',
              answeredAt: '2026-11-22T10:00:00.000Z',
            }),
          ],
        })}
      />,
    );
    expect(html).toMatch(/<img[^>]*src="\/api\/orders\/o1\/proofs\/files\/f2\?token=t"[^>]*loading="lazy"/);
    expect(html).toContain('alt="Proof version 2: Classic Polo – Navy, M × 10"');
    expect(text(html)).toContain('Open proof (PDF)');
    expect(html).toContain('href="/api/orders/o1/proofs/files/p2?token=t"');
    expect(text(html)).toContain('Now 10 cm wide.');
    expect(text(html)).toContain('Approve proof');
    expect(html).toMatch(/<label for="([^"]+)-comment"[^>]*>What would you like changed\?<\/label>/);
    expect(html).toMatch(/<textarea[^>]*maxLength="2000"/);
    // the earlier version as history with its answer and comment
    expect(text(html)).toContain('Changes requested on 22 November 2026');
    // the customer reads their own words as theirs
    expect(text(html)).toContain('Your comment: Bigger please');
    expect(html).not.toContain('customer&#x27;s comment');
  });

  it('a seller (or anyone who may not answer) sees the proof without the buttons', () => {
    const html = render(
      <CustomerProofSection
        orderId="o1"
        production={view({ status: 'Proof sent', proofVersion: 1, proofs: [version(1)] })}
      />,
    );
    expect(html).toContain('alt="Proof version 1: Classic Polo – Navy, M × 10"');
    expect(html).not.toContain('Approve proof');
    expect(html).not.toContain('What would you like changed?');
  });

  it('after approval the promise is the window as dates', () => {
    const approvedAt = new Date('2026-11-24T10:00:00.000Z');
    const w = productionWindow(approvedAt);
    expect(
      productionPromise(
        view({
          status: 'Approved',
          approvedAt: approvedAt.toISOString(),
          productionWindow: { earliest: w.earliest.toISOString(), latest: w.latest.toISOString() },
        }),
      ),
    ).toBe('Approved on 24 November 2026: expected to be made between 1 December 2026 and 8 December 2026.');
  });
});

describe("the seller's Proof & production panel (server render)", () => {
  it('offers the upload while a proof can be sent, lists each version with its files and the comment', () => {
    const html = render(
      <SellerProductionPanel
        orderId="o1"
        lines={[{ id: 'l1', label: 'Classic Polo – Navy, M × 10' }]}
        production={view({
          status: 'Changes requested',
          proofVersion: 1,
          proofs: [version(1, { answer: 'changes', comment: 'Bigger please' })],
        })}
      />,
    );
    expect(text(html)).toContain('The customer asked for changes to proof version 1: send a new proof.');
    expect(text(html)).toContain('Send proof version 2');
    expect(html).toMatch(/<input[^>]*type="file"[^>]*multiple=""/);
    expect(text(html)).toContain('The customer&#x27;s comment: Bigger please');
    expect(html).toContain('alt="Proof version 1: Classic Polo – Navy, M × 10"');
    expect(html).not.toContain('Start production');
  });

  it('once approved: no upload, Start production; in production: Mark ready to ship', () => {
    const approved = render(
      <SellerProductionPanel
        orderId="o1"
        lines={[]}
        production={view({ status: 'Approved', proofVersion: 1 })}
      />,
    );
    expect(approved).toContain('Start production');
    expect(approved).not.toContain('type="file"');
    const making = render(
      <SellerProductionPanel
        orderId="o1"
        lines={[]}
        production={view({ status: 'In production', proofVersion: 1 })}
      />,
    );
    expect(making).toContain('Mark ready to ship');
    expect(making).not.toContain('Start production');
  });
});
