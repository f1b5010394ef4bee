import type { AppContext } from '../context';
import { createApiRouter } from './router';

/** Issue 33's staff operations. CONTRACT STUB: helper B builds them. */
export function staffApi(ctx: AppContext) {
  void ctx;
  return createApiRouter();
}
