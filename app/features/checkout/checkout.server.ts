import { data, redirect, type AppLoadContext } from 'react-router';
import { ShippingChoiceSchema } from '../../../domain/schemas/cart';
import {
  ADDRESS_FIELDS,
  checkoutProblems,
  CreateCheckoutSchema,
  type AddressField,
  type CheckoutProblems,
} from '../../../domain/schemas/checkout';
import { postedCheckoutChoice } from '../../../domain/consent';
import { isAppError, STATUS_BY_CODE } from '../../../server/errors';
import type { Address } from './checkout-form';
import { placeRefusal, postedPayment, type PaymentProblem } from './payment-method';

/** The offers box as posted before JavaScript: which wording was shown, and whether the box was ticked. */
function postedOffers(form: FormData) {
  const shown = form.get('offersShown');
  if (shown !== 'soft-opt-in' && shown !== 'opt-in') return null;
  return postedCheckoutChoice(shown, form.get('offersTicked') !== null);
}

const FIELDS = Object.keys(ADDRESS_FIELDS) as AddressField[];

export const emptyAddress = (): Address =>
  Object.fromEntries(FIELDS.map((f) => [f, f === 'country' ? 'United Kingdom' : ''])) as Address;

/** The logged-in customer (or null) and whose cart this is. */
export async function visitor(context: AppLoadContext) {
  const user = await context.app.services.auth.userForSession(context.sessionToken);
  const owner = user ? { userId: user.id } : { guestToken: context.cartToken ?? null };
  return { user, owner };
}

/**
 * The posted checkout form: checked as the API checks it, then the same checkout service, then the payment page
 * (or, on account, the placed order's page).
 */
export async function checkoutAction(request: Request, context: AppLoadContext) {
  const form = await request.formData();
  const { user, owner } = await visitor(context);
  const values = Object.fromEntries(FIELDS.map((f) => [f, String(form.get(f) ?? '')])) as Address;
  const shippingType = ShippingChoiceSchema.parse(form.get('shippingType') ?? undefined);
  const promoCode = user ? String(form.get('promoCode') ?? '') : '';
  // how they pay and their PO number come back as typed too, with a refusal of them placed at them
  const payment = postedPayment(form);
  const failed = (
    problems: CheckoutProblems | null,
    status: number,
    paymentProblem: PaymentProblem | null = null,
  ) => data({ values, shippingType, problems, payment, paymentProblem }, status);

  const problems = checkoutProblems(values, shippingType);
  if (problems) return failed(problems, 400);
  const parsed = CreateCheckoutSchema.safeParse({
    shippingAddress: values,
    shippingType,
    promoCode,
    paymentMethod: payment.method,
    poNumber: payment.poNumber,
    marketing: postedOffers(form),
  });
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    if (issue.path[0] === 'poNumber') return failed(null, 400, placeRefusal(issue.message));
    return failed({ summary: issue.message, fields: {} }, 400);
  }
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
    if (isAppError(error)) {
      const status = STATUS_BY_CODE[error.code];
      const refusal = placeRefusal(error.message);
      // the account's and the PO number's refusals are said at the payment part, the rest over the address
      if (payment.method === 'account' || refusal.field) return failed(null, status, refusal);
      return failed({ summary: error.message, fields: {} }, status);
    }
    throw error;
  }
}
