import { LIST_LIMITS } from '../../domain/list-limits';
import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import {
  PasskeyRegisterVerifySchema,
  SecondStepSchema,
  TotpConfirmSchema,
  TotpDisableSchema,
} from '../../domain/schemas/staff';
import { SECOND_STEP_MINUTES } from '../../domain/two-step';
import type { AppContext } from '../context';
import { sessionToken, setSessionCookie, type SessionEnv } from '../http/session';
import { requestOrigin } from '../http/request-info';
import { userJson } from './auth';
import { sellerOnly } from './route-access';
import {
  bodyErrors,
  createApiRouter,
  errorResponse,
  jsonBody,
  jsonContent,
  messageResponse,
  SECURITY,
} from './router';

const TAG = 'Two-step login';

/** Every staff member's own two-step settings: open before the set-up the shop may require. */
const ownSettings = () => sellerOnly(TAG, { permission: 'seller:area', beforeTwoStep: true });

const refusals = {
  401: errorResponse('Not logged in'),
  403: errorResponse('Not a staff member'),
};

const TwoStepViewSchema = z
  .object({
    totp: z.boolean(),
    passkeys: z
      .array(
        z.object({
          id: z.string(),
          name: z.string(),
          createdAt: z.string(),
          lastUsedAt: z.string().nullable(),
        }),
      )
      .max(LIST_LIMITS.passkeys),
    recoveryCodesLeft: z.number().int(),
    mustSetUp: z.boolean(),
  })
  .openapi('TwoStep');

const RecoveryCodes = z
  .array(z.string())
  .nullable()
  .describe('Ten one-use recovery codes, shown this once (null: the account already has a set)');

/** WebAuthn options or a browser's answer: the shapes @simplewebauthn documents, passed on as they are. */
const WebAuthnJson = z.record(z.string(), z.unknown());

const route = <R extends Parameters<typeof createRoute>[0]>(r: R) => createRoute(r);

/** POST /api/auth/2fa/… and GET /api/auth/2fa: a staff member's authenticator app, passkeys, recovery codes. */
export function twoStepApi(ctx: AppContext) {
  const { twoStep } = ctx.services;
  const app = createApiRouter<SessionEnv>();
  const site = (c: Context) => ({ origin: requestOrigin(c, ctx.config) });
  const me = (c: Context<SessionEnv>) => c.get('user')!;

  app.openapi(
    route({
      method: 'get',
      path: '/',
      operationId: 'getTwoStep',
      summary:
        "Your two-step login: the app on or off, your passkeys, recovery codes left, whether it's required",
      ...ownSettings(),
      responses: { 200: jsonContent(TwoStepViewSchema, 'Your two-step login'), ...refusals },
    }),
    async (c) => c.json(await twoStep.view(me(c).id), 200),
  );

  app.openapi(
    route({
      method: 'post',
      path: '/totp/setup',
      operationId: 'startTotp',
      summary:
        'Start setting up an authenticator app: a new secret, as a QR code (SVG) and in text; it works once confirmed',
      ...ownSettings(),
      responses: {
        200: jsonContent(
          z.object({
            secret: z.string().describe('Base32, for typing into the app'),
            uri: z.string().describe('The otpauth:// link the QR code holds'),
            qrSvg: z.string().describe('The QR code, an SVG document'),
          }),
          'The secret to add to the app',
        ),
        ...refusals,
        409: errorResponse('An app is already on: turn it off first'),
      },
    }),
    async (c) => c.json(await twoStep.startTotp(me(c)), 200),
  );

  app.openapi(
    route({
      method: 'post',
      path: '/totp/confirm',
      operationId: 'confirmTotp',
      summary:
        'A code from the app turns it on; the first two-step method brings ten recovery codes, shown once',
      ...ownSettings(),
      request: { body: jsonBody(TotpConfirmSchema) },
      responses: {
        200: jsonContent(
          z.object({ success: z.literal(true), message: z.string(), recoveryCodes: RecoveryCodes }),
          'The app is on',
        ),
        ...bodyErrors,
        ...refusals,
        409: errorResponse('Already on'),
        429: errorResponse('Too many wrong codes'),
      },
    }),
    async (c) => {
      const { recoveryCodes } = await twoStep.confirmTotp(me(c), c.req.valid('json').code);
      return c.json(
        { success: true as const, message: 'Two-step login with your app is on.', recoveryCodes },
        200,
      );
    },
  );

  app.openapi(
    route({
      method: 'post',
      path: '/totp/disable',
      operationId: 'disableTotp',
      summary: 'Turn the authenticator app off (your password again)',
      ...ownSettings(),
      request: { body: jsonBody(TotpDisableSchema) },
      responses: {
        200: messageResponse("'The authenticator app is off.'"),
        ...bodyErrors,
        ...refusals,
        409: errorResponse('No app is set up'),
        429: errorResponse('Too many wrong passwords'),
      },
    }),
    async (c) => {
      await twoStep.disableTotp(me(c), c.req.valid('json').password);
      return c.json({ success: true as const, message: 'The authenticator app is off.' }, 200);
    },
  );

  app.openapi(
    route({
      method: 'post',
      path: '/recovery-codes',
      operationId: 'newRecoveryCodes',
      summary: 'A new set of ten recovery codes, shown once; the old set stops working',
      ...ownSettings(),
      responses: {
        200: jsonContent(z.object({ recoveryCodes: z.array(z.string()) }), 'The new codes'),
        ...refusals,
        409: errorResponse('Two-step login is not set up'),
      },
    }),
    async (c) => c.json({ recoveryCodes: await twoStep.newRecoveryCodes(me(c)) }, 200),
  );

  app.openapi(
    route({
      method: 'post',
      path: '/passkeys/register/options',
      operationId: 'passkeyRegisterOptions',
      summary: "The browser's options for making a passkey (WebAuthn); the challenge is kept on your session",
      ...ownSettings(),
      responses: { 200: jsonContent(WebAuthnJson, 'PublicKeyCredentialCreationOptionsJSON'), ...refusals },
    }),
    async (c) => c.json(await twoStep.passkeyRegisterOptions(me(c), site(c)), 200),
  );

  app.openapi(
    route({
      method: 'post',
      path: '/passkeys/register/verify',
      operationId: 'passkeyRegisterVerify',
      summary:
        "The browser's new passkey, checked against the challenge, this site's origin and RP id, and kept",
      ...ownSettings(),
      request: { body: jsonBody(PasskeyRegisterVerifySchema) },
      responses: {
        200: jsonContent(
          z.object({
            success: z.literal(true),
            message: z.string(),
            id: z.string(),
            recoveryCodes: RecoveryCodes,
          }),
          'The passkey is added',
        ),
        ...bodyErrors,
        ...refusals,
        409: errorResponse('That passkey is already registered'),
      },
    }),
    async (c) => {
      const { id, recoveryCodes } = await twoStep.passkeyRegisterVerify(me(c), site(c), c.req.valid('json'));
      return c.json({ success: true as const, message: 'Passkey added.', id, recoveryCodes }, 200);
    },
  );

  app.openapi(
    route({
      method: 'delete',
      path: '/passkeys/{id}',
      operationId: 'removePasskey',
      summary: 'Remove one of your passkeys',
      ...ownSettings(),
      request: { params: z.object({ id: z.string().min(1).max(1000) }) },
      responses: {
        200: messageResponse("'Passkey removed.'"),
        ...refusals,
        404: errorResponse('Not one of your passkeys'),
      },
    }),
    async (c) => {
      await twoStep.removePasskey(me(c), c.req.valid('param').id);
      return c.json({ success: true as const, message: 'Passkey removed.' }, 200);
    },
  );

  app.openapi(
    route({
      method: 'post',
      path: '/passkeys/login/options',
      operationId: 'passkeyLoginOptions',
      summary: "The browser's options for finishing a pending login with a passkey",
      description: `For the session \`POST /auth/admin/login\` answered \`{ secondStep: true }\` to (${SECOND_STEP_MINUTES} minutes).`,
      tags: [TAG],
      security: SECURITY.session,
      responses: {
        200: jsonContent(WebAuthnJson, 'PublicKeyCredentialRequestOptionsJSON'),
        400: errorResponse('The account has no passkey'),
        401: errorResponse('No login is waiting for its second step'),
      },
    }),
    async (c) => c.json(await twoStep.passkeyLoginOptions(sessionToken(c), site(c)), 200),
  );

  app.openapi(
    route({
      method: 'post',
      path: '/verify',
      operationId: 'verifySecondStep',
      summary:
        "The login's second step: a code from the app, a recovery code (once) or a passkey's answer; a new session cookie",
      description: `Within ${SECOND_STEP_MINUTES} minutes of the password. Wrong codes are throttled as wrong passwords are; a code already used is refused.`,
      tags: [TAG],
      security: SECURITY.session,
      request: { body: jsonBody(SecondStepSchema) },
      responses: {
        200: jsonContent(
          z.object({
            success: z.literal(true),
            message: z.string(),
            user: z.record(z.string(), z.unknown()),
          }),
          'Logged in',
        ),
        ...bodyErrors,
        401: errorResponse('No login is waiting for its second step (or it expired)'),
        429: errorResponse('Too many wrong codes'),
      },
    }),
    async (c) => {
      const { user, token } = await twoStep.verify(sessionToken(c), c.req.valid('json'), site(c));
      setSessionCookie(c, ctx, token);
      return c.json({ success: true as const, message: 'Logged In!', user: userJson(user) }, 200);
    },
  );

  return app;
}
