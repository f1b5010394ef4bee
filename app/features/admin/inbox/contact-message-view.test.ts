import { describe, expect, it } from 'vitest';
import { messagePreview, telHref } from './contact-message-view';

describe('contact message helpers', () => {
  it.each([
    ['Hello', 'Hello'],
    ['Line one\n\n  line two ', 'Line one line two'],
    ['x'.repeat(130), `${'x'.repeat(119)}…`],
  ])('previews %j as %j', (message, preview) => expect(messagePreview(message)).toBe(preview));

  it.each([
    ['07700 900456', 'tel:07700900456'],
    ['+44 (0)113 496-0000', 'tel:+4401134960000'],
  ])('dials %s as %s', (phone, href) => expect(telHref(phone)).toBe(href));
});
