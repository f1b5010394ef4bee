import type { StaffListView, StaffMemberView } from '../../../domain/staff';
import type { AcceptInviteInput, StaffInviteInput, StaffUpdateInput } from '../../../domain/schemas/staff';
import type { ShopInfo } from '../../../domain/shop-info';
import type { Database } from '../../db/client';
import type { Mailer } from '../../integrations/mail/mailer';
import type { JobQueue } from '../jobs';
import type { SessionUser } from '../auth';

/**
 * Staff accounts (issue 33): invitations by a one-use link, roles, disabling and removing, the last-Owner rules,
 * the shop's "require two-step login" setting. CONTRACT STUB: helper B builds it.
 */
export function createStaffService(deps: {
  db: Database;
  jobs: JobQueue;
  mailer: Mailer;
  shop: ShopInfo;
  publicUrl: string;
  now: () => Date;
}) {
  void deps;
  const todo = (): never => {
    throw new Error('staff service: not built yet');
  };
  return {
    async list(): Promise<StaffListView> {
      return todo();
    },
    /** Mails a one-use link valid INVITE_DAYS; a newer invitation to the same address replaces an open one. */
    async invite(input: StaffInviteInput, by: SessionUser): Promise<StaffMemberView> {
      void [input, by];
      return todo();
    },
    /** A new role or disabled / enabled; either ends the member's sessions. The last Owner stays an active Owner. */
    async update(id: string, input: StaffUpdateInput, by: SessionUser): Promise<StaffMemberView> {
      void [id, input, by];
      return todo();
    },
    /** Removes a member (the row stays, flagged) or withdraws an open invitation. */
    async remove(id: string, by: SessionUser): Promise<void> {
      void [id, by];
      return todo();
    },
    /** The invitation a link names: 404 unknown or altered, 410 expired or used. */
    async invitation(token: string): Promise<{ email: string; role: StaffMemberView['role'] }> {
      void token;
      return todo();
    },
    /** Sets the name and password, makes the account, and logs it in (a session token). */
    async acceptInvite(
      input: AcceptInviteInput,
      device: { ip: string; userAgent?: string | null },
    ): Promise<{ user: SessionUser; token: string }> {
      void [input, device];
      return todo();
    },
    async setRequireTwoStep(requireTwoStep: boolean, by: SessionUser): Promise<void> {
      void [requireTwoStep, by];
      return todo();
    },
    /** The Owner ends every session of a member. */
    async endSessionsOf(id: string, by: SessionUser): Promise<void> {
      void [id, by];
      return todo();
    },
  };
}

export type StaffService = ReturnType<typeof createStaffService>;
