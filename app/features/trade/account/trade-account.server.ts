import { data, redirect, type AppLoadContext } from 'react-router';
import { TradeApplicationSchema } from '../../../../domain/schemas/trade';
import { tradeDay } from '../../../../domain/trade';
import { isAppError, STATUS_BY_CODE } from '../../../../server/errors';
import { requireUserPage } from '~/lib/auth.server';
import {
  applicationErrors,
  applicationInput,
  applicationValues,
  statementRange,
  type ApplicationErrors,
  type ApplicationValues,
} from './trade-account-view';

const nameOf = (user: { firstName: string; lastName: string }) => `${user.firstName} ${user.lastName}`.trim();

/** /account/trade: the customer's own account (or none), and the statement's range from ?from=&to=. */
export async function loadTradeAccount(request: Request, context: AppLoadContext) {
  const user = await requireUserPage(request, context);
  const url = new URL(request.url);
  const today = tradeDay(new Date());
  const account = await context.app.services.trade.mine(user.id);
  return {
    account,
    applicant: { name: nameOf(user), email: user.email },
    statement: statementRange({ from: url.searchParams.get('from'), to: url.searchParams.get('to') }, today),
    today,
    applied: url.searchParams.has('applied'),
  };
}

/** What a refused application sends back: the form as typed, a message at each field, and the service's refusal. */
export interface ApplicationFailure {
  values: ApplicationValues;
  errors: ApplicationErrors;
  formError: string | null;
}

/** The application form posted (with or without JavaScript): checked as the API checks it, then applied. */
export async function applyAction(request: Request, context: AppLoadContext) {
  const user = await requireUserPage(request, context);
  const values = applicationValues(await request.formData());
  const failed = (failure: Omit<ApplicationFailure, 'values'>, status: number) =>
    data({ application: { values, ...failure } satisfies ApplicationFailure }, status);
  const parsed = TradeApplicationSchema.safeParse(applicationInput(values));
  if (!parsed.success)
    return failed({ errors: applicationErrors(parsed.error.issues), formError: null }, 400);
  try {
    await context.app.services.trade.apply(
      { id: user.id, email: user.email, name: nameOf(user) },
      parsed.data,
    );
  } catch (error) {
    if (isAppError(error))
      return failed({ errors: {}, formError: error.message }, STATUS_BY_CODE[error.code]);
    throw error;
  }
  return redirect('/account/trade?applied=1');
}
