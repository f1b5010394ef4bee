import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import {
  AdminLoginSchema,
  LoginSchema,
  ResendOtpSchema,
  SignupSchema,
  VerifyOtpSchema,
} from '../../domain/schemas/auth';
import { safeRedirect } from '../../domain/redirect';
import type { AppContext } from '../context';
import type { SessionUser } from '../services/auth';
import {
  clearSessionCookie,
  clientIp,
  deviceToken,
  sessionToken,
  setDeviceCookie,
  setSessionCookie,
  type SessionEnv,
} from '../http/session';
import { adoptGuestCart } from './cart';
import { firstIssueMessage } from './router';
import { ErrorSchema } from './serializers';

/** The user as the original client reads it: `_id`, and role `user` or `seller`. */
export const userJson = (u: SessionUser) => ({
  _id: u.id,
  id: u.id,
  firstName: u.firstName,
  lastName: u.lastName,
  email: u.email,
  role: u.role === 'seller' ? ('seller' as const) : ('user' as const),
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

const errors = {
  400: { description: 'Invalid input', content: { 'application/json': { schema: ErrorSchema } } },
  429: { description: 'Too many attempts', content: { 'application/json': { schema: ErrorSchema } } },
};

function post<S extends z.ZodType>(path: string, summary: string, schema: S, okDescription: string) {
  return createRoute({
    method: 'post',
    path,
    summary,
    tags: ['Accounts'],
    request: { body: { required: true, content: { 'application/json': { schema } } } },
    responses: {
      200: {
        description: okDescription,
        content: {
          'application/json': {
            schema: z.object({ success: z.boolean(), message: z.string() }).passthrough(),
          },
        },
      },
      ...errors,
    },
  });
}

export function authApi(ctx: AppContext) {
  const { auth } = ctx.services;
  const app = new OpenAPIHono<SessionEnv>({
    strict: false,
    defaultHook: (result, c) => {
      if (!result.success) return c.json({ message: firstIssueMessage(result.error) }, 400);
    },
  });

  app.openapi(
    post('/signup', 'Start a customer account; e-mails a 6-digit code', SignupSchema, 'Code sent'),
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
      'Check the code; the account is active and logged in',
      VerifyOtpSchema,
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
      'Send a new code to an account waiting for verification',
      ResendOtpSchema,
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

  app.openapi(post('/login', 'Customer login', LoginSchema, 'Logged in'), async (c) => {
    const { email, password } = c.req.valid('json');
    const { user, token, newDeviceToken } = await auth.login(
      email,
      password,
      'customer',
      clientIp(c),
      deviceToken(c),
    );
    setSessionCookie(c, ctx, token);
    if (newDeviceToken) setDeviceCookie(c, ctx, newDeviceToken);
    await adoptGuestCart(c, ctx, user.id);
    return c.json({ success: true, message: 'Logged In!', user: userJson(user) }, 200);
  });

  app.openapi(post('/admin/login', 'Seller login', AdminLoginSchema, 'Logged in'), async (c) => {
    const { email, password } = c.req.valid('json');
    const { user, token, newDeviceToken } = await auth.login(
      email,
      password,
      'seller',
      clientIp(c),
      deviceToken(c),
    );
    setSessionCookie(c, ctx, token);
    if (newDeviceToken) setDeviceCookie(c, ctx, newDeviceToken);
    return c.json({ success: true, message: 'Logged In!', user: userJson(user) }, 200);
  });

  app.post('/logout', async (c) => {
    await auth.logout(sessionToken(c));
    clearSessionCookie(c);
    // a plain form post (no JavaScript) goes back to the shop
    if (
      !c.req.header('content-type')?.includes('application/json') &&
      c.req.header('accept')?.includes('text/html')
    ) {
      return c.redirect(safeRedirect(c.req.query('next')), 303);
    }
    return c.json({ success: true, message: 'Logged out successfully' });
  });

  app.openapi(
    createRoute({
      method: 'get',
      path: '/check',
      summary: 'The logged-in user',
      tags: ['Accounts'],
      responses: {
        200: { description: 'Logged in', content: { 'application/json': { schema: UserSchema } } },
        401: { description: 'Not logged in', content: { 'application/json': { schema: ErrorSchema } } },
      },
    }),
    (c) => {
      const user = c.get('user');
      if (!user) return c.json({ message: 'Not logged in' }, 401);
      return c.json(userJson(user), 200);
    },
  );

  app.get('/isAdmin', (c) => c.json({ success: true, isAdmin: c.get('user')?.role === 'seller' }));

  return app;
}
