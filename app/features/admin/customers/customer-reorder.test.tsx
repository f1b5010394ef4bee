import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { ReactElement } from 'react';
import { CustomerReorderButton, CustomerReorderOutcome } from './customer-reorder';

/** The server's HTML without React's text separators. */
const html = (element: ReactElement) => renderToString(element).replace(/<!-- -->/g, '');

describe("the customer view's re-order for the customer (server render)", () => {
  it('shows the message and each note, and an error as an alert', () => {
    const shown = html(
      <CustomerReorderOutcome
        outcome={{
          orderNumber: 1042,
          message: "Added 6 garments to jo@example.co.uk's cart and e-mailed them the link.",
          notes: [
            'Classic Polo in Navy, size M is no longer sold.',
            'Kit Tee in Black, size L is out of stock.',
          ],
          failed: false,
        }}
      />,
    );
    expect(shown).toContain('Order #1042: Added 6 garments to jo@example.co.uk&#x27;s cart');
    expect(shown).toContain('<li>Classic Polo in Navy, size M is no longer sold.</li>');
    expect(shown).toContain('<li>Kit Tee in Black, size L is out of stock.</li>');
    expect(shown).not.toContain('role="alert"');

    const failed = html(
      <CustomerReorderOutcome
        outcome={{ orderNumber: 1042, message: 'Order not found', notes: [], failed: true }}
      />,
    );
    expect(failed).toContain('role="alert"');
    expect(failed).toContain('Order #1042: Order not found');
  });

  it("names the order on the row's button and waits while any order is sent", () => {
    // the row's button for order o1 (#1042), while `sending` is that order, another or none
    const button = (sending: string | null) =>
      html(
        <CustomerReorderButton
          order={{ id: 'o1', number: 1042 }}
          customerEmail="jo@example.co.uk"
          sending={sending}
          onConfirm={() => {}}
        />,
      );
    const idle = button(null);
    expect(idle).toContain('Re-order for customer');
    expect(idle).toContain('(order #1042)');
    expect(idle).not.toContain('disabled=""');
    const other = button('o2');
    expect(other).toContain('disabled=""');
    expect(other).toContain('Re-order for customer');
    const own = button('o1');
    expect(own).toContain('Re-ordering…');
  });
});
