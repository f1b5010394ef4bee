import { ContactMessageSchema } from '../../../domain/schemas/contact';

export const ContactBodySchema = ContactMessageSchema.strict().openapi('ContactBody');
