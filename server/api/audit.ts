import type { AppContext } from '../context';
import { createApiRouter } from './router';

/** Issue 33's audit operations. CONTRACT STUB: helper D builds them. */
export function auditApi(ctx: AppContext) {
  void ctx;
  return createApiRouter();
}
