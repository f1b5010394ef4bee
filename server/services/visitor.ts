import type { createAuthService, SessionUser } from './auth';
import type { createCartService } from './cart';

/** The header's personal parts: who is logged in (if anyone) and how many garments their cart holds. */
export interface VisitorSummary {
  user: { firstName: string; lastName: string; email: string; role: 'customer' | 'seller' } | null;
  cartCount: number;
}

/**
 * The visitor's header, read from their cookies' tokens: the root loader draws it into a personal render, and
 * GET /api/auth/visitor sends it to a page served from the shared shell (see server/http/page-cache.ts).
 */
export function createVisitorService(deps: {
  auth: ReturnType<typeof createAuthService>;
  cart: ReturnType<typeof createCartService>;
}) {
  return {
    /** `sessionUser`: the session's user when the caller has already looked it up (the API's loadSession). */
    async summary(
      tokens: { sessionToken: string | undefined; cartToken: string | undefined },
      sessionUser?: SessionUser | null,
    ): Promise<VisitorSummary> {
      if (!tokens.sessionToken && !tokens.cartToken) return { user: null, cartCount: 0 };
      const user =
        sessionUser !== undefined ? sessionUser : await deps.auth.userForSession(tokens.sessionToken);
      const cartCount = await deps.cart.countItems(
        user ? { userId: user.id } : { guestToken: tokens.cartToken ?? null },
      );
      return {
        user: user && {
          firstName: user.firstName,
          lastName: user.lastName,
          email: user.email,
          role: user.role,
        },
        cartCount,
      };
    },
  };
}
