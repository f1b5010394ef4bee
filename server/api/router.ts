import { OpenAPIHono, z } from '@hono/zod-openapi';
import type { Env } from 'hono';
import type { ZodError } from 'zod';
import type { AppContext } from '../context';
import { CART_COOKIE, SESSION_COOKIE } from '../http/session';
import { ErrorSchema } from './serializers';

export type ApiEnv = { Variables: { requestId: string } };

/**
 * The one router every `/api` module uses. Requests are validated by the zod schemas of their OpenAPI route,
 * so what is documented is what is checked: a problem answers 400 `{ message }` with the first issue found, a
 * body of an undeclared media type 415, and AppErrors thrown by services map to statuses in server/errors.ts.
 */
export function createApiRouter<E extends Env = ApiEnv>() {
  return new OpenAPIHono<E>({
    strict: false,
    defaultHook: (result, c) => {
      if (!result.success) return c.json({ message: firstIssueMessage(result.error) }, 400);
    },
  });
}

export type ApiModule = (ctx: AppContext) => OpenAPIHono<ApiEnv>;

/** The first problem in words a person can act on; zod's generic wording gets the field's name. */
export function firstIssueMessage(error: ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'Invalid request';
  const field = issue.path.join('.');
  if (issue.code === 'unrecognized_keys') {
    const keys = issue.keys.map((k) => (field ? `${field}.${k}` : k));
    return `Unknown field${keys.length > 1 ? 's' : ''}: ${keys.join(', ')}`;
  }
  const generic = /^(Invalid (input|option)|Too (small|big)|Expected|Unrecognized)/.test(issue.message);
  return field && generic ? `${field}: ${issue.message}` : issue.message;
}

/** How a caller proves who they are; each operation names the ones it accepts. */
export const SECURITY_SCHEMES = {
  session: {
    type: 'apiKey',
    in: 'cookie',
    name: SESSION_COOKIE,
    description:
      'The session cookie set by `POST /auth/login`, `/auth/admin/login` or `/auth/signup/verify` (HttpOnly, SameSite=Lax).',
  },
  guestCart: {
    type: 'apiKey',
    in: 'cookie',
    name: CART_COOKIE,
    description: "A guest's cart, set by the first `POST /cart`; it moves into the customer's cart at login.",
  },
  webhookSignature: {
    type: 'apiKey',
    in: 'header',
    name: 'stripe-signature',
    description: "The payment provider's HMAC signature of the raw request body (Stripe's webhook scheme).",
  },
} as const;

type SecurityRequirement = Record<string, string[]>;
const needs = (scheme: keyof typeof SECURITY_SCHEMES): SecurityRequirement => ({ [scheme]: [] });
const ANONYMOUS: SecurityRequirement = {};

/** The security of an operation: `[]` is public; `{}` in a list means "or anonymously". */
export const SECURITY = {
  public: [] as SecurityRequirement[],
  /** A logged-in user (customer or seller; the description says which). */
  session: [needs('session')],
  /** Anyone; a logged-in user gets their own view. */
  optionalSession: [ANONYMOUS, needs('session')],
  /** A customer's cart by their session, a guest's by the cart cookie, or a new guest cart. */
  cart: [ANONYMOUS, needs('session'), needs('guestCart')],
  webhook: [needs('webhookSignature')],
};

export const jsonContent = <S extends z.ZodType>(schema: S, description: string) => ({
  description,
  content: { 'application/json': { schema } },
});

export const errorResponse = (description: string) => jsonContent(ErrorSchema, description);

/** A required JSON request body of this schema. */
export const jsonBody = <S extends z.ZodType>(schema: S) => ({
  required: true,
  content: { 'application/json': { schema } },
});

/** `{ success: true, message }`, the answer of an action with nothing more to say; the description quotes it. */
export const messageResponse = (description: string) =>
  jsonContent(z.object({ success: z.literal(true), message: z.string() }), description);

/** The responses every JSON body route can give besides its own: 400 and 415. */
export const bodyErrors = {
  400: errorResponse('Invalid input: `message` names the first problem (an unknown field is one)'),
  415: errorResponse('The body is not JSON'),
};

/** A request field the spec's client sends that the server does not use: accepted, never read. */
export const ignoredField = (what: string) =>
  z
    .unknown()
    .optional()
    .openapi({ description: `Accepted and ignored: ${what}.` });
