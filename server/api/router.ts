import { OpenAPIHono } from '@hono/zod-openapi';
import type { Env } from 'hono';
import type { ZodError } from 'zod';
import type { AppContext } from '../context';

export type ApiEnv = { Variables: { requestId: string } };

/** A router whose request validation answers 400 `{ message }` with the first problem found. */
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
  const generic = /^(Invalid (input|option)|Too (small|big)|Expected|Unrecognized)/.test(issue.message);
  return field && generic ? `${field}: ${issue.message}` : issue.message;
}
