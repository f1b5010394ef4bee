import { data, redirect, type AppLoadContext } from 'react-router';
import { AcceptInviteSchema } from '../../../../domain/schemas/staff';
import { isAppError, STATUS_BY_CODE } from '../../../../server/errors';
import { sessionCookieHeader } from '../../../../server/http/session';
import { formFailure, parseForm, TWO_STEP_SET_UP_PAGE } from '~/lib/auth.server';

/** The invitation a link names; a dead link's page says why (404 unknown or altered, 410 expired or used). */
export async function invitationFor(context: AppLoadContext, token: string) {
  try {
    const invitation = await context.app.services.staff.invitation(token);
    return { invitation, problem: null };
  } catch (error) {
    if (!isAppError(error)) throw error;
    return data({ invitation: null, problem: error.message }, STATUS_BY_CODE[error.code]);
  }
}

/** Sets the name and password, logs the new member in and goes to the dashboard (or to two-step set-up). */
export async function acceptInvitation(request: Request, context: AppLoadContext, token: string) {
  const form = await request.formData();
  form.set('token', token);
  const { values, errors } = parseForm(AcceptInviteSchema, form);
  if (!values) return data({ errors, formError: null, title: null }, 400);
  try {
    const { user, token: session } = await context.app.services.staff.acceptInvite(values, {
      ip: context.clientIp,
      userAgent: request.headers.get('user-agent'),
    });
    return redirect(user.mustSetUpTwoStep ? TWO_STEP_SET_UP_PAGE : '/admin/dashboard', {
      headers: { 'Set-Cookie': sessionCookieHeader(session, context.secure) },
    });
  } catch (error) {
    // a weak password is the password box's problem; the rest (a used link, a customer's address) the form's
    if (isAppError(error) && error.code === 'bad_request') {
      return data({ errors: { password: error.message }, formError: null, title: null }, 400);
    }
    return formFailure(error);
  }
}
