import { data, redirect, type AppLoadContext } from 'react-router';
import { ShippingChoiceSchema } from '../../../domain/schemas/cart';
import {
  ADDRESS_FIELDS,
  checkoutProblems,
  CreateCheckoutSchema,
  type AddressField,
  type CheckoutProblems,
} from '../../../domain/schemas/checkout';
import { isAppError, STATUS_BY_CODE } from '../../../server/errors';
import type { Address } from './checkout-form';

const FIELDS = Object.keys(ADDRESS_FIELDS) as AddressField[];

export const emptyAddress = (): Address =>
  Object.fromEntries(FIELDS.map((f) => [f, f === 'country' ? 'United Kingdom' : ''])) as Address;

/** The logged-in customer (or null) and whose cart this is. */
export async function visitor(context: AppLoadContext) {
  const user = await context.app.services.auth.userForSession(context.sessionToken);
  const owner = user ? { userId: user.id } : { guestToken: context.cartToken ?? null };
  return { user, owner };
}

/** The posted checkout form: checked as the API checks it, then the same checkout service, then the payment page. */
export async function checkoutAction(request: Request, context: AppLoadContext) {
  const form = await request.formData();
  const { user, owner } = await visitor(context);
  const values = Object.fromEntries(FIELDS.map((f) => [f, String(form.get(f) ?? '')])) as Address;
  const shippingType = ShippingChoiceSchema.parse(form.get('shippingType') ?? undefined);
  const promoCode = user ? String(form.get('promoCode') ?? '') : '';
  const failed = (problems: CheckoutProblems, status: number) =>
    data({ values, shippingType, problems }, status);

  const problems = checkoutProblems(values, shippingType);
  if (problems) return failed(problems, 400);
  const parsed = CreateCheckoutSchema.safeParse({ shippingAddress: values, shippingType, promoCode });
  if (!parsed.success) return failed({ summary: parsed.error.issues[0]!.message, fields: {} }, 400);
  try {
    const { url } = await context.app.services.checkout.start({
      owner,
      user: user && { id: user.id },
      request: parsed.data,
      origin: context.origin,
      clientIp: context.clientIp,
    });
    return redirect(url);
  } catch (error) {
    if (isAppError(error)) return failed({ summary: error.message, fields: {} }, STATUS_BY_CODE[error.code]);
    throw error;
  }
}
