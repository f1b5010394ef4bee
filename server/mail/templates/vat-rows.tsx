import type { OrderVat } from '../../../domain/vat';
import { VAT_INVOICE, VAT_TABLE_HEADINGS, vatTableRows } from '../../../domain/vat-documents';
import { Table } from './layout';

const cell = { padding: '3px 0', textAlign: 'right' as const };

/**
 * A VAT order's VAT per rate under the mail's totals (issue 34): net, VAT and gross at each rate, as the VAT
 * invoice and the order page show them (domain/vat-documents).
 */
export function MailVatRows({ vat }: { vat: OrderVat }) {
  const rows = vatTableRows(vat);
  return (
    <Table style={{ marginTop: 12, fontSize: 13, color: '#3f3f46' }}>
      <tr>
        <th style={{ padding: '3px 0', textAlign: 'left' }}>{VAT_TABLE_HEADINGS.rate}</th>
        <th style={cell}>{VAT_TABLE_HEADINGS.net}</th>
        <th style={cell}>{VAT_TABLE_HEADINGS.vat}</th>
        <th style={cell}>{VAT_TABLE_HEADINGS.gross}</th>
      </tr>
      {rows.map((r) => (
        <tr key={r.rate} style={r.rate === 'total' ? { fontWeight: 'bold' } : undefined}>
          <td style={{ padding: '3px 0' }}>{r.label}</td>
          <td style={cell}>{r.net}</td>
          <td style={cell}>{r.vat}</td>
          <td style={cell}>{r.gross}</td>
        </tr>
      ))}
      <tr>
        <td colSpan={4} style={{ padding: '6px 0 0' }}>
          {`VAT number ${vat.vatNumber}. Your ${VAT_INVOICE} is on your order page.`}
        </td>
      </tr>
    </Table>
  );
}

/** The same rows for the mail's text part, after the totals; nothing for an order without VAT. */
export function mailVatRowsText(vat: OrderVat | null | undefined): string {
  if (!vat) return '';
  const rows = vatTableRows(vat).map((r) => `${r.label}: net ${r.net}, VAT ${r.vat}, gross ${r.gross}`);
  return `\n\n${rows.join('\n')}\nVAT number ${vat.vatNumber}.`;
}
