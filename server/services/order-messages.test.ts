import { describe, expect, it } from 'vitest';
import { TEST_SHOP } from '../../tests/factories';
import { orderEmailMail } from './order-messages';

const shop = TEST_SHOP;
const mail = (message: string, firstName = 'Bev') =>
  orderEmailMail({ shop, orderNumber: 1042, firstName, to: 'bev@example.co.uk', message });

describe("the seller's e-mail about an order", () => {
  it('greets the customer by name before a message with no greeting of its own', () => {
    const m = mail('Your polos are ready to collect.');
    expect(m.text).toMatch(/^Hello Bev,\n\nYour polos are ready to collect\./);
    expect(m.html).toContain('>Hello Bev,</p>');
  });

  it('adds no greeting of its own to a message that opens with one: never "Hello Bev, / Hi Bev,"', () => {
    const m = mail('Hi Bev,\n\nYour polos are ready to collect.');
    expect(m.text).toMatch(/^Hi Bev,\n\nYour polos are ready to collect\./);
    expect(m.text).not.toContain('Hello Bev');
    expect(m.html).not.toContain('Hello Bev');
    expect(m.html).toContain('Hi Bev,<br><br>Your polos are ready to collect.');
  });

  it('still greets before a message that only starts like a greeting', () => {
    expect(mail('Hi-vis vests are back in stock: shall we add 10?').text).toMatch(/^Hello Bev,\n\nHi-vis/);
    expect(mail('Your order is packed.', '').text).toMatch(/^Hello,\n\n/);
  });
});
