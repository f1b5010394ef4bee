import { OpenAPIHono } from '@hono/zod-openapi';
import type { AppContext } from '../context';

export type ApiEnv = { Variables: { requestId: string } };

/** A router whose request validation answers 400 `{ message }` with the first problem found. */
export function createApiRouter() {
  return new OpenAPIHono<ApiEnv>({
    strict: false,
    defaultHook: (result, c) => {
      if (!result.success) {
        const issue = result.error.issues[0];
        const field = issue?.path.join('.');
        const message = issue?.message ?? 'Invalid request';
        // zod's own wording ("Invalid input: …") needs the field name; the domain schemas' messages don't
        const generic = /^(Invalid|Too|Expected|Unrecognized)/.test(message);
        return c.json({ message: field && generic ? `${field}: ${message}` : message }, 400);
      }
    },
  });
}

export type ApiModule = (ctx: AppContext) => OpenAPIHono<ApiEnv>;
