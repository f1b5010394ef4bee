import { LIST_LIMITS } from '../../../domain/list-limits';
import { createElement } from 'react';
import { randomUUID } from 'node:crypto';
import { hash } from '@node-rs/argon2';
import { and, asc, count, eq, gt, isNull, max, ne, sql } from 'drizzle-orm';
import { z } from 'zod';
import { isUuid } from '../../../domain/ids';
import { can, isStaff, ROLE_LABELS, type StaffRole } from '../../../domain/permissions';
import type { AcceptInviteInput, StaffInviteInput, StaffUpdateInput } from '../../../domain/schemas/staff';
import type { ShopInfo } from '../../../domain/shop-info';
import {
  INVITE_DAYS,
  STAFF_MESSAGES,
  STAFF_MORE_MESSAGES,
  type StaffInvitationView,
  type StaffListView,
  type StaffMemberView,
} from '../../../domain/staff';
import type { Database, DbOrTx } from '../../db/client';
import { roleGrants } from '../../db/role-grants';
import { passkeys, recoveryCodes, sessions, shopSettings, staffInvites, users } from '../../db/schema';
import { AppError } from '../../errors';
import type { Mailer, MailMessage } from '../../integrations/mail/mailer';
import { renderMail } from '../../mail/render';
import { StaffInviteMail } from '../../mail/templates/staff-invite';
import { guessableWords, weakPasswordAdvice } from '../../security/password-strength';
import { signValue } from '../../security/signed-tokens';
import { hashToken } from '../../security/tokens';
import { recordAudit, type AuditActor } from '../audit';
import { insertSession, STAFF_SETTINGS_KEY, type SessionUser } from '../auth';
import { defineJob, type JobQueue } from '../jobs';
import { endSessionsOf } from './sessions';

/** The job that mails an invitation's link. */
export const STAFF_INVITE_MAIL_JOB = 'staff.invite-mail';

const DAY_MS = 24 * 60 * 60 * 1000;
const INVITE_PURPOSE = 'staff-invite';

type UserRow = typeof users.$inferSelect;
type InviteRow = typeof staffInvites.$inferSelect;

const fullName = (u: Pick<UserRow, 'firstName' | 'lastName'>) => `${u.firstName} ${u.lastName}`.trim();
const actorOf = (u: Pick<UserRow, 'id' | 'firstName' | 'lastName' | 'email'>): AuditActor => ({
  id: u.id,
  name: fullName(u),
  email: u.email,
});

/** The invitation mail: the link to set a name and password, to the invited address only. */
export function staffInviteMail(input: {
  invite: Pick<InviteRow, 'email' | 'role'>;
  invitedBy: string | null;
  link: string;
  shop: ShopInfo;
}): MailMessage {
  const { invite, shop } = input;
  const subject = `Join ${shop.name}'s staff`;
  return {
    to: invite.email,
    replyTo: shop.email,
    subject,
    ...renderMail(
      createElement(StaffInviteMail, {
        role: invite.role as StaffRole,
        invitedBy: input.invitedBy,
        link: input.link,
        shop,
        subject,
      }),
    ),
  };
}

/**
 * Staff accounts (issue 33): invitations by a one-use link, roles, disabling and removing, the last-Owner rules,
 * the shop's "require two-step login" setting. Every change is written to the audit trail in its transaction;
 * disabling, removing and a new role end the member's sessions at once.
 *
 * The "last Owner" is the last active member whose role may manage staff: the shop always keeps one.
 */
export function createStaffService(deps: {
  db: Database;
  jobs: JobQueue;
  mailer: Mailer;
  shop: ShopInfo;
  publicUrl: string;
  /** Signs invitation links: the link's token is derived from the invitation, only its hash is stored. */
  secret: string;
  now: () => Date;
}) {
  const { db, jobs, mailer, shop, publicUrl, secret, now } = deps;

  /** An invitation's token: signed, so the mail job can make the link again without it being stored. */
  const inviteToken = (inviteId: string) => signValue(secret, INVITE_PURPOSE, inviteId);
  const joinLink = (inviteId: string) =>
    `${publicUrl}/admin/join/${encodeURIComponent(inviteToken(inviteId))}`;

  const inviteMailJob = defineJob(
    STAFF_INVITE_MAIL_JOB,
    z.object({ inviteId: z.string() }),
    async ({ inviteId }) => {
      const [row] = await db
        .select({ invite: staffInvites, by: users })
        .from(staffInvites)
        .leftJoin(users, eq(users.id, staffInvites.invitedBy))
        .where(eq(staffInvites.id, inviteId));
      // withdrawn, replaced, used or expired before the mail went: nothing to send
      if (!row || row.invite.acceptedAt || row.invite.revokedAt || row.invite.expiresAt <= now()) return;
      await mailer.send(
        staffInviteMail({
          invite: row.invite,
          invitedBy: row.by ? fullName(row.by) : null,
          link: joinLink(inviteId),
          shop,
        }),
      );
    },
  );
  jobs.register(inviteMailJob);

  const userByEmail = async (tx: DbOrTx, email: string) =>
    (await tx.select().from(users).where(eq(users.email, email)))[0];

  /** A member the staff page may change: staff, not removed. */
  async function memberForUpdate(tx: DbOrTx, id: string): Promise<UserRow> {
    const [member] = isUuid(id)
      ? await tx
          .select()
          .from(users)
          .where(and(eq(users.id, id), roleGrants('seller:area'), isNull(users.removedAt)))
          .for('update')
      : [];
    if (!member) throw new AppError('not_found', STAFF_MESSAGES.memberNotFound);
    return member;
  }

  /**
   * Refuses a change that would leave the shop without an active member who may manage staff. The rows of
   * those members are locked first, so two Owners demoting each other at once can't both pass.
   */
  async function keepAnOwner(tx: DbOrTx, member: UserRow, after: { role: StaffRole; disabled: boolean }) {
    const wasOwner = can(member, 'staff:manage') && !member.disabledAt;
    const staysOwner = can({ role: after.role }, 'staff:manage') && !after.disabled;
    if (!wasOwner || staysOwner) return;
    const others = await tx
      .select({ id: users.id })
      .from(users)
      .where(
        and(
          roleGrants('staff:manage'),
          isNull(users.disabledAt),
          isNull(users.removedAt),
          ne(users.id, member.id),
        ),
      )
      .for('update');
    if (others.length === 0) throw new AppError('conflict', STAFF_MESSAGES.lastOwner);
  }

  /** An open invitation by its link's token: 404 unknown, altered or withdrawn; 410 used or expired. */
  async function openInvite(tx: DbOrTx, token: string, lock = false): Promise<InviteRow> {
    const query = tx
      .select()
      .from(staffInvites)
      .where(eq(staffInvites.tokenHash, hashToken(token)));
    const [invite] = lock ? await query.for('update') : await query;
    if (!invite) throw new AppError('not_found', STAFF_MESSAGES.inviteNotFound);
    if (invite.acceptedAt) throw new AppError('gone', STAFF_MESSAGES.inviteUsed);
    if (invite.revokedAt) throw new AppError('not_found', STAFF_MORE_MESSAGES.inviteWithdrawn);
    if (invite.expiresAt <= now()) throw new AppError('gone', STAFF_MESSAGES.inviteExpired);
    return invite;
  }

  const memberView = (
    u: UserRow,
    extra: { passkeys: number; sessions: number; lastSeenAt: Date | null },
  ): StaffMemberView => ({
    id: u.id,
    kind: 'member',
    name: fullName(u),
    email: u.email,
    role: u.role as StaffRole,
    status: u.disabledAt ? 'disabled' : 'active',
    twoStep: { totp: !!u.totpEnabledAt, passkeys: extra.passkeys },
    sessions: extra.sessions,
    lastSeenAt: extra.lastSeenAt?.toISOString() ?? null,
    expiresAt: null,
    createdAt: u.createdAt.toISOString(),
  });

  const inviteView = (i: InviteRow): StaffMemberView => ({
    id: i.id,
    kind: 'invite',
    name: null,
    email: i.email,
    role: i.role as StaffRole,
    status: 'invited',
    twoStep: { totp: false, passkeys: 0 },
    sessions: 0,
    lastSeenAt: null,
    expiresAt: i.expiresAt.toISOString(),
    createdAt: i.createdAt.toISOString(),
  });

  async function requireTwoStep(tx: DbOrTx = db): Promise<boolean> {
    const [row] = await tx.select().from(shopSettings).where(eq(shopSettings.key, STAFF_SETTINGS_KEY));
    const value = row?.value as { requireTwoStep?: unknown } | undefined;
    return value?.requireTwoStep === true;
  }

  /** Whether a member has an authenticator app or a passkey. */
  async function hasTwoStep(tx: DbOrTx, userId: string): Promise<boolean> {
    const [user] = await tx.select({ app: users.totpEnabledAt }).from(users).where(eq(users.id, userId));
    if (user?.app) return true;
    const [key] = await tx
      .select({ id: passkeys.id })
      .from(passkeys)
      .where(eq(passkeys.userId, userId))
      .limit(1);
    return !!key;
  }

  async function member(id: string): Promise<StaffMemberView> {
    const found = (await list()).members.find((m) => m.id === id);
    if (!found) throw new AppError('not_found', STAFF_MESSAGES.memberNotFound);
    return found;
  }

  /** Members (not removed) by role, then name, and the open invitations after them. */
  async function list(): Promise<StaffListView> {
    const passkeyCount = db
      .select({ userId: passkeys.userId, keys: count().as('keys') })
      .from(passkeys)
      .groupBy(passkeys.userId)
      .as('pk');
    const sessionCount = db
      .select({
        userId: sessions.userId,
        live: count().as('live'),
        seen: max(sessions.lastSeenAt).as('seen'),
      })
      .from(sessions)
      .where(and(gt(sessions.expiresAt, sql`now()`), eq(sessions.secondStepPending, false)))
      .groupBy(sessions.userId)
      .as('live');
    const rows = await db
      .select({
        user: users,
        passkeys: passkeyCount.keys,
        sessions: sessionCount.live,
        seen: sessionCount.seen,
      })
      .from(users)
      .leftJoin(passkeyCount, eq(passkeyCount.userId, users.id))
      .leftJoin(sessionCount, eq(sessionCount.userId, users.id))
      .where(and(roleGrants('seller:area'), isNull(users.removedAt)))
      .orderBy(asc(users.firstName), asc(users.lastName), asc(users.email))
      .limit(LIST_LIMITS.staff);
    const invites = await db
      .select()
      .from(staffInvites)
      .where(
        and(
          isNull(staffInvites.acceptedAt),
          isNull(staffInvites.revokedAt),
          gt(staffInvites.expiresAt, now()),
        ),
      )
      .orderBy(asc(staffInvites.createdAt))
      .limit(LIST_LIMITS.staff);
    const roleOrder = (role: string) => Object.keys(ROLE_LABELS).indexOf(role);
    const members = rows
      .map((r) =>
        memberView(r.user, {
          passkeys: Number(r.passkeys ?? 0),
          sessions: Number(r.sessions ?? 0),
          lastSeenAt: r.seen ? new Date(r.seen) : null,
        }),
      )
      .sort((a, b) => roleOrder(a.role) - roleOrder(b.role));
    return {
      members: [...members, ...invites.map(inviteView)].slice(0, LIST_LIMITS.staff),
      requireTwoStep: await requireTwoStep(),
    };
  }

  return {
    list,
    requireTwoStep: () => requireTwoStep(),

    /**
     * Mails a one-use link valid INVITE_DAYS; a newer invitation to the same address replaces an open one. A
     * customer's address, or a member's, is refused (409); a removed member's address may be invited again.
     */
    async invite(input: StaffInviteInput, by: SessionUser): Promise<StaffMemberView> {
      const email = input.email.trim().toLowerCase();
      const invite = await db.transaction(async (tx) => {
        const existing = await userByEmail(tx, email);
        if (existing && !isStaff(existing)) throw new AppError('conflict', STAFF_MESSAGES.customerEmail);
        if (existing && !existing.removedAt) throw new AppError('conflict', STAFF_MESSAGES.alreadyStaff);
        await tx
          .update(staffInvites)
          .set({ revokedAt: now() })
          .where(
            and(
              eq(staffInvites.email, email),
              isNull(staffInvites.acceptedAt),
              isNull(staffInvites.revokedAt),
            ),
          );
        const id = randomUUID();
        const [row] = await tx
          .insert(staffInvites)
          .values({
            id,
            email,
            role: input.role,
            tokenHash: hashToken(inviteToken(id)),
            invitedBy: by.id,
            expiresAt: new Date(now().getTime() + INVITE_DAYS * DAY_MS),
            createdAt: now(),
          })
          .returning();
        await jobs.enqueue(
          tx,
          inviteMailJob,
          { inviteId: id },
          { dedupeKey: `${STAFF_INVITE_MAIL_JOB}:${id}` },
        );
        await recordAudit(tx, {
          area: 'staff',
          action: 'staff.invite',
          subjectId: id,
          summary: `Invited ${email} to the staff as ${ROLE_LABELS[input.role]}.`,
          changes: [
            { field: 'email', before: null, after: email },
            { field: 'role', before: null, after: input.role },
          ],
        });
        return row!;
      });
      jobs.kick();
      return inviteView(invite);
    },

    /**
     * A new role, or disabled / enabled: a new role or disabling ends the member's sessions at once. The last
     * Owner stays an active Owner; nobody disables themself.
     */
    async update(id: string, input: StaffUpdateInput, by: SessionUser): Promise<StaffMemberView> {
      await db.transaction(async (tx) => {
        const member = await memberForUpdate(tx, id);
        const role = input.role ?? (member.role as StaffRole);
        const disabled = input.disabled ?? !!member.disabledAt;
        await keepAnOwner(tx, member, { role, disabled });
        if (input.disabled === true && member.id === by.id) {
          throw new AppError('conflict', STAFF_MESSAGES.notYourself);
        }
        const name = fullName(member);
        if (role !== member.role) {
          await tx.update(users).set({ role }).where(eq(users.id, member.id));
          await endSessionsOf(tx, member.id);
          await recordAudit(tx, {
            area: 'staff',
            action: 'staff.role',
            subjectId: member.id,
            summary: `Changed ${name}'s role from ${ROLE_LABELS[member.role]} to ${ROLE_LABELS[role]}.`,
            changes: [{ field: 'role', before: member.role, after: role }],
          });
        }
        if (disabled !== !!member.disabledAt) {
          await tx
            .update(users)
            .set({ disabledAt: disabled ? now() : null })
            .where(eq(users.id, member.id));
          if (disabled) await endSessionsOf(tx, member.id);
          await recordAudit(tx, {
            area: 'staff',
            action: disabled ? 'staff.disable' : 'staff.enable',
            subjectId: member.id,
            summary: disabled
              ? `Disabled ${name}'s account and ended their sessions.`
              : `Enabled ${name}'s account again.`,
            changes: [
              {
                field: 'status',
                before: member.disabledAt ? 'disabled' : 'active',
                after: disabled ? 'disabled' : 'active',
              },
            ],
          });
        }
      });
      return member(id);
    },

    /**
     * Removes a member (the row stays, flagged, so their past actions keep their name; their sessions end) or
     * withdraws an open invitation.
     */
    async remove(id: string, by: SessionUser): Promise<void> {
      if (!isUuid(id)) throw new AppError('not_found', STAFF_MESSAGES.memberNotFound);
      await db.transaction(async (tx) => {
        const [invite] = await tx
          .select()
          .from(staffInvites)
          .where(
            and(eq(staffInvites.id, id), isNull(staffInvites.acceptedAt), isNull(staffInvites.revokedAt)),
          );
        if (invite) {
          await tx.update(staffInvites).set({ revokedAt: now() }).where(eq(staffInvites.id, id));
          await recordAudit(tx, {
            area: 'staff',
            action: 'staff.invite_withdrawn',
            subjectId: id,
            summary: `Withdrew the invitation to ${invite.email}.`,
          });
          return;
        }
        const member = await memberForUpdate(tx, id);
        await keepAnOwner(tx, member, { role: member.role as StaffRole, disabled: true });
        if (member.id === by.id) throw new AppError('conflict', STAFF_MESSAGES.notYourself);
        await tx.update(users).set({ removedAt: now() }).where(eq(users.id, member.id));
        await endSessionsOf(tx, member.id);
        await recordAudit(tx, {
          area: 'staff',
          action: 'staff.remove',
          subjectId: member.id,
          summary: `Removed ${fullName(member)} (${member.email}) from the staff.`,
          changes: [{ field: 'status', before: member.disabledAt ? 'disabled' : 'active', after: 'removed' }],
        });
      });
    },

    /** The invitation a link names: 404 unknown or altered, 410 expired or used. */
    async invitation(token: string): Promise<StaffInvitationView> {
      const invite = await openInvite(db, token);
      return {
        email: invite.email,
        role: invite.role as StaffRole,
        expiresAt: invite.expiresAt.toISOString(),
      };
    },

    /**
     * Sets the name and password, makes the account (or brings a removed member's back, starting afresh), and
     * logs it in: a session token. Once only; an address that has become a customer's is refused (409).
     */
    async acceptInvite(
      input: AcceptInviteInput,
      device: { ip: string; userAgent?: string | null },
    ): Promise<{ user: SessionUser; token: string }> {
      // a cheap look first, so a dead link says so before the password is scored or hashed
      const peek = await openInvite(db, input.token);
      const advice = weakPasswordAdvice(
        input.password,
        guessableWords(peek.email, input.firstName, input.lastName, shop.name),
      );
      if (advice) throw new AppError('bad_request', advice);
      const passwordHash = await hash(input.password);
      const { user, token } = await db.transaction(async (tx) => {
        const invite = await openInvite(tx, input.token, true);
        const existing = await userByEmail(tx, invite.email);
        if (existing && !isStaff(existing)) throw new AppError('conflict', STAFF_MESSAGES.customerEmail);
        if (existing && !existing.removedAt) throw new AppError('conflict', STAFF_MESSAGES.alreadyStaff);
        const account = {
          firstName: input.firstName,
          lastName: input.lastName,
          passwordHash,
          role: invite.role,
          verifiedAt: now(),
          disabledAt: null,
          removedAt: null,
          // a returning member starts afresh: their old authenticator is not carried over
          totpSecret: null,
          totpEnabledAt: null,
          totpLastStep: null,
        };
        let row: UserRow;
        if (existing) {
          await tx.delete(passkeys).where(eq(passkeys.userId, existing.id));
          await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, existing.id));
          await tx.delete(sessions).where(eq(sessions.userId, existing.id));
          [row] = (await tx.update(users).set(account).where(eq(users.id, existing.id)).returning()) as [
            UserRow,
          ];
        } else {
          [row] = (await tx
            .insert(users)
            .values({ ...account, email: invite.email })
            .returning()) as [UserRow];
        }
        await tx.update(staffInvites).set({ acceptedAt: now() }).where(eq(staffInvites.id, invite.id));
        const session = await insertSession(tx, row.id, device);
        await recordAudit(
          tx,
          {
            area: 'staff',
            action: 'staff.invite_accepted',
            subjectId: row.id,
            summary: `${fullName(row)} accepted the invitation and joined the staff as ${ROLE_LABELS[row.role]}.`,
            changes: [{ field: 'role', before: null, after: row.role }],
          },
          actorOf(row),
        );
        return { user: { ...row, sessionId: session.id }, token: session.token };
      });
      return {
        user: {
          id: user.id,
          firstName: user.firstName,
          lastName: user.lastName,
          email: user.email,
          role: user.role,
          sessionId: user.sessionId,
          mustSetUpTwoStep: await requireTwoStep(),
        },
        token,
      };
    },

    /** The Owner's rule that every member has an app or a passkey: those without one are sent to set it up. */
    async setRequireTwoStep(required: boolean, by: SessionUser): Promise<void> {
      await db.transaction(async (tx) => {
        const before = await requireTwoStep(tx);
        // requiring it before having it would send the Owner to set it up before anything else: say so instead
        if (required && !before && !(await hasTwoStep(tx, by.id))) {
          throw new AppError('conflict', STAFF_MORE_MESSAGES.twoStepYourselfFirst);
        }
        await tx
          .insert(shopSettings)
          .values({ key: STAFF_SETTINGS_KEY, value: { requireTwoStep: required } })
          .onConflictDoUpdate({
            target: shopSettings.key,
            set: { value: { requireTwoStep: required }, updatedAt: now() },
          });
        if (before === required) return;
        await recordAudit(tx, {
          area: 'settings',
          action: 'settings.require_two_step',
          subjectId: STAFF_SETTINGS_KEY,
          summary: required
            ? 'Required two-step login for all staff.'
            : 'Stopped requiring two-step login for staff.',
          changes: [{ field: 'requireTwoStep', before, after: required }],
        });
      });
    },

    /** The Owner ends every session of a member (their own too, when they ask: that logs them out everywhere). */
    async endSessionsOf(id: string, by: SessionUser): Promise<number> {
      void by;
      return db.transaction(async (tx) => {
        const member = await memberForUpdate(tx, id);
        const ended = await endSessionsOf(tx, member.id);
        await recordAudit(tx, {
          area: 'staff',
          action: 'staff.sessions_ended',
          subjectId: member.id,
          summary: `Ended ${fullName(member)}'s signed-in sessions (${ended}).`,
          changes: [{ field: 'sessions', before: ended, after: 0 }],
        });
        return ended;
      });
    },
  };
}

export type StaffService = ReturnType<typeof createStaffService>;
