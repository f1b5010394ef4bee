import type { SecondStepInput } from '../../../domain/schemas/staff';
import type { TwoStepView } from '../../../domain/two-step';
import type { ShopInfo } from '../../../domain/shop-info';
import type { Database } from '../../db/client';
import type { SessionUser } from '../auth';
import type { RateLimiter } from '../rate-limit';

/**
 * Two-step login (issue 33): an authenticator app (TOTP, RFC 6238, by `otpauth`), passkeys (WebAuthn, by
 * `@simplewebauthn/server`) and ten one-use recovery codes (stored hashed); the login's second step.
 * CONTRACT STUB: helper C builds it.
 */
export function createTwoStepService(deps: {
  db: Database;
  limiter: RateLimiter;
  shop: ShopInfo;
  publicUrl: string;
  now: () => Date;
}) {
  void deps;
  const todo = (): never => {
    throw new Error('two-step service: not built yet');
  };
  return {
    async view(userId: string): Promise<TwoStepView> {
      void userId;
      return todo();
    },
    todo,
  };
}

export type TwoStepService = ReturnType<typeof createTwoStepService>;
export type { SecondStepInput, SessionUser };
