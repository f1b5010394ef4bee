import { describe, expect, it } from 'vitest';
import { productionWindow } from '../../../domain/production';
import { productionView, proofVersionView } from '../../../tests/helpers/proof-views';
import { pageText, renderAt } from '../../../tests/helpers/server-render';
import { CustomerProofSection, productionPromise } from './customer-proof-section';

const version = proofVersionView;
const view = productionView;
const render = (node: React.ReactNode) => renderAt(node, '/orders/o1?token=t');
const text = pageText;

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
