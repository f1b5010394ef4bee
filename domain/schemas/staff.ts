import { z } from 'zod';
import { AUDIT_AREAS } from '../audit';
import { STAFF_ROLES } from '../permissions';
import { TOTP_DIGITS } from '../two-step';
import { email, name, NEW_PASSWORD_MIN, password } from './auth';

/** Issue 33's inputs, shared by the staff, two-step and audit forms and the API. */

const role = z.enum(STAFF_ROLES, { error: 'Choose a role' });

export const StaffInviteSchema = z.object({ email: email('Email is required'), role });
export type StaffInviteInput = z.infer<typeof StaffInviteSchema>;

/** A member's change: a new role, or disabled / enabled again. */
export const StaffUpdateSchema = z
  .object({ role: role.optional(), disabled: z.boolean().optional() })
  .refine((v) => v.role !== undefined || v.disabled !== undefined, { error: 'Nothing to change' });
export type StaffUpdateInput = z.infer<typeof StaffUpdateSchema>;

export const AcceptInviteSchema = z.object({
  token: z.string().trim().min(1, 'This invitation link is not valid.').max(100),
  firstName: name('First name'),
  lastName: name('Last name'),
  password: password(NEW_PASSWORD_MIN),
});
export type AcceptInviteInput = z.infer<typeof AcceptInviteSchema>;

/** The shop's staff settings (Owner). */
export const StaffSettingsSchema = z.object({ requireTwoStep: z.boolean() });

const totpCode = z
  .string({ error: 'Enter the code from your app' })
  .trim()
  .transform((v) => v.replace(/\s+/g, ''))
  .pipe(
    z
      .string()
      .regex(new RegExp(`^\\d{${TOTP_DIGITS}}$`), `Enter the ${TOTP_DIGITS}-digit code from your app`),
  );

export const TotpConfirmSchema = z.object({ code: totpCode });

/** Turning the app off asks for the password again. */
export const TotpDisableSchema = z.object({ password: z.string().min(1, 'Password is required').max(200) });

const recoveryCode = z
  .string({ error: 'Enter a recovery code' })
  .trim()
  .min(1, 'Enter a recovery code')
  .max(40, 'That recovery code is not right, or it has been used.');

/** The login's second step: a code from the app, a recovery code, or a passkey's answer. */
export const SecondStepSchema = z.discriminatedUnion('method', [
  z.object({ method: z.literal('totp'), code: totpCode }),
  z.object({ method: z.literal('recovery'), code: recoveryCode }),
  z.object({ method: z.literal('passkey'), response: z.record(z.string(), z.unknown()) }),
]);
export type SecondStepInput = z.infer<typeof SecondStepSchema>;

export const PasskeyRegisterVerifySchema = z.object({
  name: z.string().trim().min(1, 'Name the passkey').max(60, 'At most 60 characters').default('Passkey'),
  response: z.record(z.string(), z.unknown()),
});

const day = z.iso.date('Enter a date').optional();

/** The audit page's filters (GET /api/audit and /admin/audit's query). */
export const AuditQuerySchema = z.object({
  actor: z.uuid('Choose a person').optional(),
  area: z.enum(AUDIT_AREAS, { error: 'Choose an area' }).optional(),
  from: day,
  to: day,
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type AuditQuery = z.infer<typeof AuditQuerySchema>;
