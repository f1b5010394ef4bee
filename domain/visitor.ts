import type { Role } from './permissions';

/** The header's personal parts: who is logged in (if anyone) and how many garments their cart holds. */
export interface VisitorSummary {
  user: { firstName: string; lastName: string; email: string; role: Role } | null;
  cartCount: number;
}
