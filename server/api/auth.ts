import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { can, ROLES, type LoginDoor } from '../../domain/permissions';
import { safeRedirect } from '../../domain/redirect';
import type { AppContext } from '../context';
import type { SessionUser } from '../services/auth';
import {
  cartToken,
  clearSessionCookie,
  clientIp,
  deviceToken,
  sessionToken,
  setDeviceCookie,
  setSessionCookie,
  type SessionEnv,
} from '../http/session';
import { adoptGuestCart } from './cart';
import { bodyErrors, createApiRouter, errorResponse, jsonBody, jsonContent, SECURITY } from './router';
import {
  AdminLoginBodySchema,
  LoginBodySchema,
  LogoutQuerySchema,
  ReauthBodySchema,
  ResendOtpBodySchema,
  SignupBodySchema,
  VerifyOtpBodySchema,
} from './validators/auth';

/** The user as the original client reads it: `_id`, and role `user` or `seller`. */
export const userJson = (u: SessionUser) => ({
  _id: u.id,
  id: u.id,
  firstName: u.firstName,
  lastName: u.lastName,
  email: u.email,
  role: can(u, 'seller:area') ? ('seller' as const) : ('user' as const),
});

const UserSchema = z
  .object({
    _id: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    role: z.enum(['user', 'seller']),
  })
  .openapi('User');

const VisitorSchema = z
  .object({
    user: z
      .object({
        firstName: z.string(),
        lastName: z.string(),
        email: z.string(),
        role: z.enum(ROLES),
      })
      .nullable(),
    cartCount: z.number().int(),
  })
  .openapi('Visitor');

const Outcome = z.object({ success: z.boolean(), message: z.string() }).passthrough();

/** The public account forms: a JSON body, an outcome, and the refusals they share. */
function post<S extends z.ZodType>(
  path: string,
  operationId: string,
  summary: string,
  schema: S,
  okDescription: string,
) {
  return createRoute({
    method: 'post',
    path,
    operationId,
    summary,
    tags: ['Accounts'],
    security: SECURITY.public,
    request: { body: { required: true, content: { 'application/json': { schema } } } },
    responses: {
      200: jsonContent(Outcome, okDescription),
      ...bodyErrors,
      401: errorResponse('Wrong e-mail, password or code'),
      403: errorResponse('A customer at the seller door, or a seller at the customer door'),
      409: errorResponse('That e-mail already has an account'),
      429: errorResponse('Too many attempts: try again later'),
    },
  });
}

export function authApi(ctx: AppContext) {
  const { auth } = ctx.services;
  const app = createApiRouter<SessionEnv>();

  app.openapi(
    post(
      '/signup',
      'signup',
      'Start a customer account; e-mails a 6-digit code',
      SignupBodySchema,
      'Code sent',
    ),
    async (c) => {
      const { email, attemptId } = await auth.signup(c.req.valid('json'), clientIp(c));
      // `attempt` goes back with the code: a code verifies only the sign-up it was sent for
      return c.json(
        { success: true, message: 'We have e-mailed you a 6-digit code.', email, attempt: attemptId },
        200,
      );
    },
  );

  app.openapi(
    post(
      '/signup/verify',
      'verifySignup',
      'Check the code; the account is active and logged in',
      VerifyOtpBodySchema,
      'Verified',
    ),
    async (c) => {
      const { email, otp, attempt } = c.req.valid('json');
      const { user, token } = await auth.verifySignup(email, otp, clientIp(c), attempt);
      setSessionCookie(c, ctx, token);
      await adoptGuestCart(c, ctx, user.id);
      return c.json({ success: true, message: 'OTP Verified Successfully', user: userJson(user) }, 200);
    },
  );

  app.openapi(
    post(
      '/otp/resend',
      'resendOtp',
      'Send a new code to an account waiting for verification',
      ResendOtpBodySchema,
      'Sent if waiting',
    ),
    async (c) => {
      const { email, attempt } = c.req.valid('json');
      await auth.resendCode(email, clientIp(c), attempt);
      return c.json(
        { success: true, message: 'If that account is waiting for verification, a new code is on its way.' },
        200,
      );
    },
  );

  /** Either door: log in, set the session (and, the first time here, the known-device) cookie. */
  async function logIn(
    c: Context<SessionEnv>,
    { email, password }: { email: string; password: string },
    door: LoginDoor,
  ) {
    const login = await auth.login(
      email,
      password,
      door,
      clientIp(c),
      deviceToken(c),
      c.req.header('user-agent'),
    );
    setSessionCookie(c, ctx, login.token);
    if (login.newDeviceToken) setDeviceCookie(c, ctx, login.newDeviceToken);
    return login;
  }

  app.openapi(post('/login', 'login', 'Customer login', LoginBodySchema, 'Logged in'), async (c) => {
    const { user } = await logIn(c, c.req.valid('json'), 'customer');
    await adoptGuestCart(c, ctx, user.id);
    return c.json({ success: true, message: 'Logged In!', user: userJson(user) }, 200);
  });

  app.openapi(
    post(
      '/admin/login',
      'sellerLogin',
      'Seller login; a staff member with two-step login gets `{ secondStep: true, methods }` and a session that opens nothing until `POST /auth/2fa/verify`',
      AdminLoginBodySchema,
      'Logged in, or the password passed and the second step is to come',
    ),
    async (c) => {
      const { user, secondStep } = await logIn(c, c.req.valid('json'), 'seller');
      if (secondStep) {
        return c.json(
          {
            success: true,
            message: 'Password accepted. Now the second step.',
            secondStep: true,
            methods: secondStep.methods,
          },
          200,
        );
      }
      return c.json({ success: true, message: 'Logged In!', user: userJson(user) }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: '/logout',
      operationId: 'logout',
      summary: 'End the session (any body is ignored); a plain HTML form post is redirected to `next`',
      tags: ['Accounts'],
      security: SECURITY.optionalSession,
      request: { query: LogoutQuerySchema },
      responses: {
        200: jsonContent(Outcome, 'Logged out (also when there was no session)'),
        303: { description: 'A form post without JavaScript: back to the shop' },
        400: errorResponse('An unknown query parameter'),
      },
    }),
    async (c) => {
      await auth.logout(sessionToken(c));
      clearSessionCookie(c);
      // a plain form post (no JavaScript) goes back to the shop
      if (
        !c.req.header('content-type')?.includes('application/json') &&
        c.req.header('accept')?.includes('text/html')
      ) {
        return c.redirect(safeRedirect(c.req.query('next')), 303);
      }
      return c.json({ success: true, message: 'Logged out successfully' }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: '/reauth',
      operationId: 'reauthenticate',
      summary:
        'Enter the password again: a refund, deleting a customer or a promo mail-out needs it entered in the last 15 minutes',
      description:
        'Those answer 403 `{ message, reauth: true }` when it is older. This checks the password (5 wrong ones in 15 minutes are throttled) and replaces the session with a new one (a new cookie), whose password is then recent.',
      tags: ['Accounts'],
      security: SECURITY.session,
      request: { body: jsonBody(ReauthBodySchema) },
      responses: {
        200: jsonContent(Outcome, 'Confirmed'),
        ...bodyErrors,
        400: errorResponse("'That password is not right.'"),
        401: errorResponse('Not logged in'),
        429: errorResponse('Too many wrong passwords: try again later'),
      },
    }),
    async (c) => {
      const token = await auth.reauthenticate(sessionToken(c), c.req.valid('json').password);
      setSessionCookie(c, ctx, token);
      return c.json({ success: true, message: 'Password confirmed.' }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/check',
      operationId: 'checkSession',
      summary: 'The logged-in user',
      tags: ['Accounts'],
      security: SECURITY.session,
      responses: {
        200: jsonContent(UserSchema, 'Logged in'),
        401: errorResponse('Not logged in'),
      },
    }),
    (c) => {
      const user = c.get('user');
      if (!user) return c.json({ message: 'Not logged in' }, 401);
      return c.json(userJson(user), 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/isAdmin',
      operationId: 'isAdmin',
      summary: 'Whether the visitor is logged in as the seller',
      tags: ['Accounts'],
      security: SECURITY.optionalSession,
      responses: {
        200: jsonContent(z.object({ success: z.literal(true), isAdmin: z.boolean() }), 'The answer'),
      },
    }),
    (c) => c.json({ success: true as const, isAdmin: can(c.get('user'), 'seller:area') }, 200),
  );

  return app;
}

/**
 * GET /api/auth/visitor, mounted ahead of the API's session middleware: the summary looks the session up
 * itself, with the cart's count in the same trip, so every page served from the shared shell costs one query.
 */
export function visitorApi(ctx: AppContext) {
  const app = createApiRouter();
  app.openapi(
    createRoute({
      method: 'get',
      path: '/visitor',
      operationId: 'visitor',
      summary: "The header's personal parts: who is logged in and the cart's garment count",
      description:
        'A page served from the shared shell (a visitor with a session or cart) asks for this once it loads.',
      tags: ['Accounts'],
      security: SECURITY.optionalSession,
      responses: {
        200: jsonContent(VisitorSchema, 'The visitor (user null when nobody is logged in)'),
      },
    }),
    async (c) =>
      c.json(
        await ctx.services.visitor.summary({ sessionToken: sessionToken(c), cartToken: cartToken(c) }),
        200,
      ),
  );

  return app;
}
