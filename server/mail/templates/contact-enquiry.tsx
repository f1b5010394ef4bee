import type { ContactMessage } from '../../../domain/schemas/contact';
import type { ShopInfo } from '../../../domain/shop-info';
import { MailLayout } from './layout';

/** The shop's copy of a message sent from the contact form: who sent it, and their words as typed. */
export function ContactEnquiryMail({ shop, message }: { shop: ShopInfo; message: ContactMessage }) {
  const fields: [string, string][] = [
    ['Name', message.fullName],
    ['Email', message.email],
    ['Contact number', message.contactNumber],
    ['Company', message.company ?? '—'],
  ];
  const text = `${fields.map(([k, v]) => `${k}: ${v}`).join('\n')}\n\n${message.message}`;
  return (
    <MailLayout shop={shop} title="New enquiry" text={text}>
      <h1 style={{ fontSize: 18 }}>New enquiry from the website</h1>
      <table>
        <tbody>
          {fields.map(([k, v]) => (
            <tr key={k}>
              <th align="left" style={{ paddingRight: 12 }}>
                {k}
              </th>
              <td>{v}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p style={{ whiteSpace: 'pre-wrap', borderLeft: '3px solid #e4e4e7', paddingLeft: 12 }}>
        {message.message}
      </p>
    </MailLayout>
  );
}
