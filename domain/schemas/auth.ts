import { z } from 'zod';

/** The spec's own words for each problem, shared by the forms and the API. */
export const email = (requiredMessage: string) =>
  z
    .string({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .max(254, 'Invalid email address')
    .pipe(z.email('Invalid email address'))
    .transform((v) => v.toLowerCase());

export const password = (min: number) =>
  z
    .string({ error: 'Password is required' })
    .min(1, 'Password is required')
    .min(min, `Password must be at least ${min} characters`)
    .max(200, 'Password must be at most 200 characters');

export const name = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(100, `${label} must be at most 100 characters`);

/** The customer login form keeps the spec's 6 (older accounts); every new or changed password needs 8. */
export const CUSTOMER_PASSWORD_MIN = 6;
export const SELLER_PASSWORD_MIN = 8;
export const NEW_PASSWORD_MIN = 8;
export const OTP_LENGTH = 6;
/** Seconds between two code e-mails to one address. */
export const RESEND_COOLDOWN_SECONDS = 60;

export const LoginSchema = z.object({
  email: email('Email is required'),
  password: password(CUSTOMER_PASSWORD_MIN),
});

export const AdminLoginSchema = z.object({
  email: email('Admin email is required'),
  password: password(SELLER_PASSWORD_MIN),
});

/** A `role` sent with the form is not part of it: nobody signs up as a seller. */
export const SignupSchema = z.object({
  firstName: name('First name'),
  lastName: name('Last name'),
  email: email('Email is required'),
  password: password(NEW_PASSWORD_MIN),
  /** The unticked "E-mail me offers" box (issue 34): a form's 'on', or JSON's true; absent is no. */
  marketingConsent: z
    .union([z.boolean(), z.literal('on')])
    .optional()
    .transform((v) => v === true || v === 'on'),
});

/** The sign-up attempt a code belongs to: only the browser that made the attempt knows it. */
const attempt = z.preprocess(
  (v) => (v === '' ? undefined : v),
  z.uuid('This sign-up link is not valid. Please sign up again.').optional(),
);

export const VerifyOtpSchema = z.object({
  email: email('Email is required'),
  attempt,
  otp: z
    .string({ error: 'Please enter the 6-digit code' })
    .trim()
    .regex(/^\d{6}$/, 'Please enter the 6-digit code'),
});

export const ResendOtpSchema = z.object({ email: email('Email is required'), attempt });

export type LoginInput = z.output<typeof LoginSchema>;
export type SignupInput = z.output<typeof SignupSchema>;

export const ChangePasswordSchema = z
  .object({
    currentPassword: z
      .string({ error: 'Please enter your current password' })
      .min(1, 'Please enter your current password'),
    newPassword: password(NEW_PASSWORD_MIN),
    confirmPassword: z.string(),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    message: 'The new passwords do not match',
    path: ['confirmPassword'],
  });
