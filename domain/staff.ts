import type { StaffRole } from './permissions';

/**
 * Staff accounts' rules and words (issue 33): invitations, the last-Owner rules, what the staff page shows.
 * The server applies them (server/services/staff.ts); the page and the API say the same words.
 */

/** Days an invitation link works. */
export const INVITE_DAYS = 7;

export const STAFF_MESSAGES = {
  lastOwner: 'The shop needs at least one Owner: make someone else an Owner first.',
  customerEmail: "This address belongs to a customer's account. Staff need their own address.",
  alreadyStaff: 'This person is already on the staff.',
  inviteNotFound: 'This invitation link is not valid. Ask the shop owner for a new one.',
  inviteExpired: 'This invitation has expired. Ask the shop owner to send a new one.',
  inviteUsed: 'This invitation has already been used. Log in with the password you set.',
  memberNotFound: 'Staff member not found',
  notYourself: "You can't disable or remove yourself.",
  disabled: 'This account has been disabled. Ask the shop owner.',
} as const;

export type StaffStatus = 'active' | 'disabled' | 'invited';

/** A member (or an open invitation) as the staff page and GET /api/staff show them. */
export interface StaffMemberView {
  /** The user's id; an open invitation's id for an invited row. */
  id: string;
  kind: 'member' | 'invite';
  name: string | null;
  email: string;
  role: StaffRole;
  status: StaffStatus;
  twoStep: { totp: boolean; passkeys: number };
  /** Signed-in devices (live sessions). */
  sessions: number;
  lastSeenAt: string | null;
  /** An invitation's end. */
  expiresAt: string | null;
  createdAt: string;
}

export interface StaffListView {
  members: StaffMemberView[];
  requireTwoStep: boolean;
}

/** A signed-in device as the sessions list shows it. */
export interface SessionView {
  id: string;
  /** "Chrome 131 on macOS", from the browser's user agent. */
  browser: string;
  ip: string | null;
  lastSeenAt: string;
  createdAt: string;
  current: boolean;
}

/** More of the staff page's and the sessions list's words (issue 33, helper B). */
export const STAFF_MORE_MESSAGES = {
  sessionNotFound: 'That session has ended already.',
  inviteWithdrawn: 'This invitation has been withdrawn. Ask the shop owner for a new one.',
  noChange: 'Nothing to change.',
  twoStepYourselfFirst:
    'Set up two-step login for your own account first (Your account, Two-step login): then you can require it of everyone.',
} as const;

/** An invitation as the join page shows it before the form is sent. */
export interface StaffInvitationView {
  email: string;
  role: StaffRole;
  expiresAt: string;
}

const SEEN = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  // the shop's time, so the server's page and the browser's agree
  timeZone: 'Europe/London',
});

/** "22 Nov 2026, 14:05" (the shop's time): when a device or a member was last seen. */
export function formatSeenAt(iso: string | null): string {
  return iso ? SEEN.format(new Date(iso)) : 'Never';
}
