import { z } from 'zod';

/** Messages on one page of the seller's inbox. */
export const INBOX_PAGE_SIZE = 20;

/** The inbox's page from its URL: a whole number 1 to 10,000, else the first page (as the other lists do). */
export function inboxPageFromUrl(url: URL): number {
  const page = z.coerce
    .number()
    .int()
    .min(1)
    .max(10_000)
    .safeParse(url.searchParams.get('page') ?? 1);
  return page.success ? page.data : 1;
}

/** A contact message as the seller's inbox shows it (dates as ISO strings, ready for the page). */
export interface ContactMessageView {
  id: string;
  fullName: string;
  email: string;
  contactNumber: string;
  company: string | null;
  message: string;
  createdAt: string;
  read: boolean;
}

/** The stored message the view is made from: the same fields, its dates as Dates and `readAt` for `read`. */
type ContactMessageRow = Omit<ContactMessageView, 'createdAt' | 'read'> & {
  createdAt: Date;
  readAt: Date | null;
};

export function contactMessageView(row: ContactMessageRow): ContactMessageView {
  return {
    id: row.id,
    fullName: row.fullName,
    email: row.email,
    contactNumber: row.contactNumber,
    company: row.company,
    message: row.message,
    createdAt: row.createdAt.toISOString(),
    read: row.readAt !== null,
  };
}

/** The first words of a message for the list: one line, at most `max` characters. */
export function messagePreview(message: string, max = 120): string {
  const flat = message.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).trimEnd()}…`;
}

/** A phone number as a tel: link takes it: digits and a leading +. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
