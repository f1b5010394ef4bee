import type { VisitorSummary } from '../../domain/visitor';
import type { createAuthService, SessionUser } from './auth';
import type { createCartService } from './cart';

export type { VisitorSummary };

/**
 * The visitor's header, read from their cookies' tokens: the root loader draws it into a personal render, and
 * GET /api/auth/visitor sends it to a page served from the shared shell (see server/http/page-cache.ts).
 */
export function createVisitorService(deps: {
  auth: ReturnType<typeof createAuthService>;
  cart: ReturnType<typeof createCartService>;
}) {
  return {
    async summary(tokens: {
      sessionToken: string | undefined;
      cartToken: string | undefined;
    }): Promise<VisitorSummary> {
      if (!tokens.sessionToken && !tokens.cartToken) return { user: null, cartCount: 0 };
      // the session, its user and their cart's count in one trip; an unknown or expired session is a guest's
      const found = await deps.auth.userAndCartCount(tokens.sessionToken);
      if (found) return summaryOf(found.user, found.cartCount);
      return summaryOf(null, await deps.cart.countItems({ guestToken: tokens.cartToken ?? null }));
    },
  };
}

function summaryOf(user: SessionUser | null, cartCount: number): VisitorSummary {
  return {
    user: user && {
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      role: user.role,
    },
    cartCount,
  };
}
