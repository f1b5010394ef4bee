import type { CSSProperties, ReactNode } from 'react';
import type { ShopInfo } from '../../../domain/shop-info';
import { legalLines } from '../../../domain/trader';
import { useMailPart } from '../render';

/**
 * The shop's mail frame: a dark header with the shop's name, the message on white, and a footer with the
 * shop's address and how to reach it. `text` is the mail's plain-text part, which takes the place of the
 * whole frame when the text is drawn (renderMail).
 */
export function MailLayout(props: { shop: ShopInfo; title: string; text: string; children: ReactNode }) {
  const { shop } = props;
  if (useMailPart() === 'text') return <>{props.text}</>;
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <title>{props.title}</title>
      </head>
      <body
        style={{
          margin: 0,
          background: '#f4f4f5',
          fontFamily: 'Arial,Helvetica,sans-serif',
          color: '#18181b',
        }}
      >
        <Table>
          <tr>
            <td align="center" style={{ padding: 24 }}>
              <Table width="600" style={{ maxWidth: 600, background: '#fff', borderRadius: 8 }}>
                <tr>
                  <td
                    style={{
                      background: '#0f172a',
                      color: '#fff',
                      padding: '20px 24px',
                      fontSize: 20,
                      fontWeight: 'bold',
                      borderRadius: '8px 8px 0 0',
                    }}
                  >
                    {shop.name}
                  </td>
                </tr>
                <tr>
                  <td style={{ padding: 24, fontSize: 15, lineHeight: 1.5 }}>{props.children}</td>
                </tr>
                <tr>
                  <td
                    style={{
                      padding: '16px 24px',
                      fontSize: 12,
                      color: '#71717a',
                      borderTop: '1px solid #e4e4e7',
                    }}
                  >
                    {`${shop.name} · ${shop.address} · ${shop.phone} · ${shop.email}`}
                    {shop.trader ? (
                      <div style={{ marginTop: 6 }}>{legalLines(shop.trader).join(' · ')}</div>
                    ) : null}
                  </td>
                </tr>
              </Table>
            </td>
          </tr>
        </Table>
      </body>
    </html>
  );
}

/** A layout table (role="presentation", no spacing), as mail clients lay out a mail. */
export function Table(props: { width?: string; style?: CSSProperties; children: ReactNode }) {
  return (
    <table
      role="presentation"
      width={props.width ?? '100%'}
      cellPadding={0}
      cellSpacing={0}
      style={props.style}
    >
      <tbody>{props.children}</tbody>
    </table>
  );
}

/** The shop's name and how to reach it, as the plain-text parts sign off. */
export const mailSignature = (shop: ShopInfo) =>
  `${shop.name} · ${shop.phone} · ${shop.email}` +
  (shop.trader ? `\n${[...legalLines(shop.trader), `Trading address: ${shop.address}`].join(' · ')}` : '');
