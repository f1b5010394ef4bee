import { data, type AppLoadContext } from 'react-router';
import { ContactMessageSchema } from '../../../domain/schemas/contact';
import { isAppError, STATUS_BY_CODE } from '../../../server/errors';

/** The contact form's action: the schema the API uses, then the same service, its refusals as messages. */
export async function contactAction(request: Request, context: AppLoadContext) {
  const form = Object.fromEntries(await request.formData());
  const parsed = ContactMessageSchema.safeParse(form);
  if (!parsed.success) {
    return data(
      { ok: false as const, error: parsed.error.issues[0]?.message ?? 'Please check the form.' },
      400,
    );
  }
  try {
    await context.app.services.contact.submit(parsed.data, context.clientIp);
  } catch (error) {
    if (isAppError(error))
      return data({ ok: false as const, error: error.message }, STATUS_BY_CODE[error.code]);
    throw error;
  }
  return { ok: true as const, error: null };
}
