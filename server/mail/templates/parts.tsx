import { Fragment, type ReactNode } from 'react';
import type { ShopInfo } from '../../../domain/shop-info';

/** The mail's heading. */
export function Heading({ children }: { children: ReactNode }) {
  return <h1 style={{ fontSize: 20, margin: '0 0 8px' }}>{children}</h1>;
}

/** A link drawn as the shop's blue button, in a paragraph of its own. */
export function ButtonLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <p style={{ marginTop: 20 }}>
      <a
        href={href}
        style={{
          display: 'inline-block',
          background: '#1e3a8a',
          color: '#fff',
          padding: '10px 18px',
          borderRadius: 6,
          textDecoration: 'none',
        }}
      >
        {children}
      </a>
    </p>
  );
}

/** Someone's text with its line breaks kept: each line as typed, a `<br>` between them. */
export function Lines({ text, split = /\n/ }: { text: string; split?: RegExp }) {
  return text.split(split).map((line, i) => (
    <Fragment key={i}>
      {i > 0 && <br />}
      {line}
    </Fragment>
  ));
}

/** Someone's message set apart with a blue rule: a paragraph per blank-line-separated block. */
export function Quote({ text }: { text: string }) {
  return (
    <div style={{ borderLeft: '3px solid #1e3a8a', paddingLeft: 12, margin: '16px 0' }}>
      {text.split(/\n{2,}/).map((paragraph, i) => (
        <p key={i}>
          <Lines text={paragraph} />
        </p>
      ))}
    </div>
  );
}

/** Why a marketing mail came: the customer has an account. */
const marketingWhy = (shop: ShopInfo) =>
  `You are receiving this because you have an account with ${shop.name}.`;

/** Why a marketing mail came, and its one-click unsubscribe link (also sent as List-Unsubscribe). */
export function UnsubscribeNote(props: { shop: ShopInfo; url: string }) {
  return (
    <p style={{ marginTop: 24, fontSize: 13, color: '#52525b' }}>
      {marketingWhy(props.shop)} Don&apos;t want these e-mails?{' '}
      <a href={props.url} style={{ color: '#1e3a8a' }}>
        Unsubscribe
      </a>{' '}
      with one click.
    </p>
  );
}

/** The plain-text part's marketing footer: why it came and the unsubscribe link, below a "--" rule. */
export const unsubscribeText = (shop: ShopInfo, url: string) =>
  `--\n${marketingWhy(shop)}\nUnsubscribe: ${url}`;
