import { isAnonymisedEmail } from '../../../../domain/customers';
import type { AppContext } from '../../../../server/context';
import type { OrderEmailView } from './order-emails-panel';

/** The note and sent e-mails the seller's order page starts with (the panels then talk to the API). */
export async function loadOrderMessages(app: AppContext, order: { id: string; email: string }) {
  const [note, emails] = await Promise.all([
    app.services.orderMessages.getNote(order.id),
    app.services.orderMessages.listEmails(order.id),
  ]);
  return {
    note,
    emails: emails.map((e): OrderEmailView => ({
      _id: e.id,
      to: e.to,
      message: e.message,
      status: e.sentAt ? 'sent' : 'sending',
      sentAt: e.sentAt?.toISOString() ?? null,
      createdAt: e.createdAt.toISOString(),
    })),
    canWrite: !isAnonymisedEmail(order.email),
  };
}
