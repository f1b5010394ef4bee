import { data, type AppLoadContext } from 'react-router';
import { SecondStepSchema } from '../../../../domain/schemas/staff';
import { TWO_STEP_MESSAGES } from '../../../../domain/two-step';
import { safeRedirect } from '../../../../domain/redirect';
import { isAppError, STATUS_BY_CODE } from '../../../../server/errors';
import { loggedInFlashCookie } from '~/components/admin/login-flash';
import { loginRedirect, parseForm, type FieldErrors } from '~/lib/auth.server';

/**
 * The second-step form's action: a code from the app or a recovery code for the login waiting behind the
 * cookie. Passed, the new session's cookie is set and the login goes on (saying 'Logged In!' once); refused, the
 * form shows why (`expired` when no login waits any more: the page offers to log in again).
 */
export async function secondStepAction(request: Request, context: AppLoadContext) {
  const form = await request.formData();
  const { values, errors } = parseForm(SecondStepSchema, form);
  if (!values) return data({ errors, formError: null, expired: false }, 400);
  try {
    const login = await context.app.services.twoStep.verify(context.sessionToken, values, {
      origin: context.origin,
    });
    const response = await loginRedirect(
      context,
      login,
      safeRedirect(form.get('redirectTo'), '/admin/dashboard'),
    );
    response.headers.append('Set-Cookie', loggedInFlashCookie(context.secure));
    return response;
  } catch (error) {
    if (!isAppError(error)) throw error;
    const none: FieldErrors = {};
    const expired = error.message === TWO_STEP_MESSAGES.noPendingLogin;
    return data({ errors: none, formError: error.message, expired }, STATUS_BY_CODE[error.code]);
  }
}
