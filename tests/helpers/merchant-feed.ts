import { JSDOM } from 'jsdom';
import { expect } from 'vitest';
import { GOOGLE_NS } from '../../domain/merchant-feed';

/** One feed item as read back: RSS fields by name, g: fields as `g:name`, each shipping as its own object. */
export interface ParsedFeedItem {
  fields: Record<string, string>;
  shipping: Record<string, string>[];
}

const childFields = (el: Element) =>
  Object.fromEntries(
    [...el.children].map((c) => [
      c.namespaceURI === GOOGLE_NS ? `g:${c.localName}` : c.localName,
      c.textContent ?? '',
    ]),
  );

/**
 * The Merchant feed parsed as namespaced XML by a real parser (jsdom's DOMParser; a parse error fails the test):
 * the channel's fields and each item's, the g: ones only when in Google's namespace.
 */
export function parseMerchantFeed(xml: string) {
  const doc = new new JSDOM('').window.DOMParser().parseFromString(xml, 'application/xml');
  expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
  const rss = doc.documentElement;
  expect(rss.localName).toBe('rss');
  expect(rss.getAttribute('version')).toBe('2.0');
  const channel = [...rss.children].find((c) => c.localName === 'channel');
  expect(channel).toBeDefined();
  const items: ParsedFeedItem[] = [...channel!.children]
    .filter((c) => c.localName === 'item')
    .map((item) => ({
      fields: childFields(item),
      shipping: [...item.getElementsByTagNameNS(GOOGLE_NS, 'shipping')].map(childFields),
    }));
  return { channel: childFields(channel!), items };
}
