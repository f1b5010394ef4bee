import type { AppContext } from '../context';
import { createApiRouter } from './router';

/** Issue 33's two-step operations. CONTRACT STUB: helper C builds them. */
export function twoStepApi(ctx: AppContext) {
  void ctx;
  return createApiRouter();
}
