import { data, redirect, type AppLoadContext } from 'react-router';
import type { ZodType } from 'zod';
import type { LoginInput } from '../../domain/schemas/auth';
import { cartCookieClearHeader, deviceCookieHeader, sessionCookieHeader } from '../../server/http/session';
import { isAppError, STATUS_BY_CODE } from '../../server/errors';
import { safeRedirect } from '../../domain/redirect';
import { setRequestActor } from '../../server/services/audit';
import {
  can,
  isStaff,
  loginDoorFor,
  notPermittedMessage,
  WRONG_DOOR_MESSAGES,
  type LoginDoor,
  type Permission,
  type Role,
} from '../../domain/permissions';

export type FieldErrors = Record<string, string>;

/** Checks a form with its zod schema: the first message per field, as the forms show them. */
export function parseForm<T>(schema: ZodType<T>, form: FormData) {
  const result = schema.safeParse(Object.fromEntries(form));
  if (result.success) return { values: result.data, errors: null };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const key = String(issue.path[0] ?? 'form');
    errors[key] ??= issue.message;
  }
  return { values: null, errors };
}

/** A service's refusal becomes the form's message with the same status the API would give. */
export function formFailure(error: unknown, title?: string) {
  if (isAppError(error)) {
    return data({ errors: null, formError: error.message, title: title ?? null }, STATUS_BY_CODE[error.code]);
  }
  throw error;
}

/** Sets the session cookie and goes on; a guest's cart moves into the customer's cart on the way. */
export async function loginRedirect(
  context: AppLoadContext,
  login: { token: string; user: { id: string; role: Role }; newDeviceToken?: string | null },
  to: string,
) {
  const headers = new Headers({ 'Set-Cookie': sessionCookieHeader(login.token, context.secure) });
  if (login.newDeviceToken)
    headers.append('Set-Cookie', deviceCookieHeader(login.newDeviceToken, context.secure));
  if (context.cartToken && can(login.user, 'shop:buy')) {
    await context.app.services.cart.adoptGuestCart(context.cartToken, login.user.id);
    headers.append('Set-Cookie', cartCookieClearHeader(context.secure));
  }
  return redirect(to, { headers });
}

/** Each door's login page. */
const LOGIN_PAGES: Record<LoginDoor, string> = { customer: '/login', seller: '/admin/login' };

/** To a door's login page, coming back to this page after. */
function toLoginPage(request: Request, door: LoginDoor) {
  const url = new URL(request.url);
  return redirect(`${LOGIN_PAGES[door]}?redirectTo=${encodeURIComponent(url.pathname + url.search)}`);
}

export async function requireUserPage(request: Request, context: AppLoadContext) {
  const user = await context.app.services.auth.userForSession(context.sessionToken);
  if (!user) throw toLoginPage(request, 'customer');
  return user;
}

/**
 * The user, if their role grants `permission`; a member of staff whose role lacks it gets a 403 with "You don't
 * have permission to …" (the seller's area shows it in its frame); anyone else goes to log in at the door that
 * grants it (the seller's for the seller's area). Every loader and action of the area calls it: loaders run in
 * parallel, so the layout's check guards no child route.
 */
export async function requirePermission(
  request: Request,
  context: AppLoadContext,
  permission: Permission,
  options: { beforeTwoStep?: boolean } = {},
) {
  const user = await context.app.services.auth.userForSession(context.sessionToken);
  if (user && isStaff(user) && !can(user, permission))
    throw data({ message: notPermittedMessage(user, permission) }, 403);
  if (!user || !can(user, permission)) throw toLoginPage(request, loginDoorFor(permission));
  // the shop requires two-step login and this member has none: its set-up page before anything else
  if (user.mustSetUpTwoStep && !options.beforeTwoStep) throw redirect(TWO_STEP_SET_UP_PAGE);
  setRequestActor(user);
  return user;
}

/** Where a staff member sets up two-step login (the guards send them here when the shop requires it). */
export const TWO_STEP_SET_UP_PAGE = '/admin/account/two-step';

/** Where a staff login with two-step login on finishes: a code, a passkey or a recovery code. */
export const SECOND_STEP_PAGE = '/admin/login/two-step';

/** The login form's action at either door: check the form, log in, set the cookie, go on. */
export async function loginAction(
  request: Request,
  context: AppLoadContext,
  door: { schema: ZodType<LoginInput>; role: LoginDoor; fallback: string },
) {
  const form = await request.formData();
  const { values, errors } = parseForm(door.schema, form);
  if (!values) return data({ errors, formError: null, title: null }, 400);
  try {
    const login = await context.app.services.auth.login(
      values.email,
      values.password,
      door.role,
      context.clientIp,
      context.deviceToken,
      request.headers.get('user-agent'),
    );
    const to = safeRedirect(form.get('redirectTo'), door.fallback);
    // the password passed, the second step is to come: its page, then on to where the login was going
    if (login.secondStep) {
      return await loginRedirect(context, login, `${SECOND_STEP_PAGE}?redirectTo=${encodeURIComponent(to)}`);
    }
    return await loginRedirect(context, login, to);
  } catch (error) {
    const sellerAtShopDoor = isAppError(error) && error.message === WRONG_DOOR_MESSAGES.customer;
    return formFailure(error, sellerAtShopDoor ? 'Access Denied' : undefined);
  }
}
