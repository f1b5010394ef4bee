import { data, redirect, type AppLoadContext } from 'react-router';
import type { ZodType } from 'zod';
import type { LoginInput } from '../../domain/schemas/auth';
import { cartCookieClearHeader, deviceCookieHeader, sessionCookieHeader } from '../../server/http/session';
import { isAppError, STATUS_BY_CODE } from '../../server/errors';
import { safeRedirect } from '../../domain/redirect';

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
  login: { token: string; user: { id: string; role: string }; newDeviceToken?: string | null },
  to: string,
) {
  const headers = new Headers({ 'Set-Cookie': sessionCookieHeader(login.token, context.secure) });
  if (login.newDeviceToken)
    headers.append('Set-Cookie', deviceCookieHeader(login.newDeviceToken, context.secure));
  if (context.cartToken && login.user.role === 'customer') {
    await context.app.services.cart.adoptGuestCart(context.cartToken, login.user.id);
    headers.append('Set-Cookie', cartCookieClearHeader(context.secure));
  }
  return redirect(to, { headers });
}

export async function requireUserPage(request: Request, context: AppLoadContext) {
  const user = await context.app.services.auth.userForSession(context.sessionToken);
  if (!user) {
    const url = new URL(request.url);
    throw redirect(`/login?redirectTo=${encodeURIComponent(url.pathname + url.search)}`);
  }
  return user;
}

export async function requireSellerPage(request: Request, context: AppLoadContext) {
  const user = await context.app.services.auth.userForSession(context.sessionToken);
  if (!user || user.role !== 'seller') {
    const url = new URL(request.url);
    throw redirect(`/admin/login?redirectTo=${encodeURIComponent(url.pathname + url.search)}`);
  }
  return user;
}

/** The login form's action at either door: check the form, log in, set the cookie, go on. */
export async function loginAction(
  request: Request,
  context: AppLoadContext,
  door: { schema: ZodType<LoginInput>; role: 'customer' | 'seller'; fallback: string },
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
    );
    return await loginRedirect(context, login, safeRedirect(form.get('redirectTo'), door.fallback));
  } catch (error) {
    const sellerAtShopDoor =
      isAppError(error) && error.message === 'Sellers must login through the seller portal';
    return formFailure(error, sellerAtShopDoor ? 'Access Denied' : undefined);
  }
}
