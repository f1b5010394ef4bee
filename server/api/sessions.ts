import type { AppContext } from '../context';
import { createApiRouter } from './router';

/** Issue 33's sessions operations. CONTRACT STUB: helper B builds them. */
export function sessionsApi(ctx: AppContext) {
  void ctx;
  return createApiRouter();
}
