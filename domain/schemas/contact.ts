import { z } from 'zod';

export const CONTACT_REQUIRED_MESSAGE = 'Full Name, Email, Contact Number, and Message are required!';

const required = z.string({ error: CONTACT_REQUIRED_MESSAGE }).trim().min(1, CONTACT_REQUIRED_MESSAGE);

/** The contact form, checked the same way in the browser and on the server. */
export const ContactMessageSchema = z.object({
  fullName: required.max(200, 'Full Name must be at most 200 characters'),
  email: required.pipe(z.email('Please enter a valid email address').max(254)),
  contactNumber: required
    .max(40, 'Contact Number must be at most 40 characters')
    .regex(/^[+()\d\s-]{6,}$/, 'Please enter a valid contact number'),
  company: z
    .string()
    .trim()
    .max(200, 'Company must be at most 200 characters')
    .optional()
    .transform((v) => v || undefined),
  message: required.max(5000, 'Message must be at most 5000 characters'),
});

export type ContactMessage = z.output<typeof ContactMessageSchema>;
