import { describe, expect, it } from 'vitest';
import { mailGreeting, opensWithGreeting, sellerFirstName } from './greeting';

describe('greetings', () => {
  it.each([
    ['Bev', 'Hello Bev,'],
    ['  Bev ', 'Hello Bev,'],
    ['', 'Hello,'],
    [null, 'Hello,'],
  ])('greets %o as %s', (name, greeting) => expect(mailGreeting(name)).toBe(greeting));

  it.each([
    ['Hi Bev,\n\nYour polos are ready.', true],
    ['hello Bev', true],
    ['  Hey, quick one about your order', true],
    ['Dear Mrs Shah', true],
    ['Good morning!', true],
    ['Good afternoon Bev', true],
    ['Hi', true],
    ['Hiya Bev', true],
    ['Hi-vis vests are back in stock.', false],
    ['Highlights: your order ships today.', false],
    ['Your polos are ready.', false],
    ['Thank you, Bev. Hello again soon!', false],
    ['Goodbye for now', false],
  ])('%o opens with its own greeting: %s', (text, yes) => expect(opensWithGreeting(text)).toBe(yes));

  it.each([
    [{ firstName: 'Bev', lastName: 'Hughes' }, 'Bev'],
    [{ firstName: 'Shop', lastName: 'Owner' }, null],
    [{ firstName: 'Shop', lastName: 'Keeper' }, 'Shop'],
    [{ firstName: ' ', lastName: '' }, null],
  ])('greets the seller %o by %o', (user, name) => expect(sellerFirstName(user)).toBe(name));
});
