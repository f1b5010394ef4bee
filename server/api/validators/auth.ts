import { z } from '@hono/zod-openapi';
import {
  AdminLoginSchema,
  LoginSchema,
  ResendOtpSchema,
  SignupSchema,
  VerifyOtpSchema,
} from '../../../domain/schemas/auth';
import { ReauthSchema } from '../../../domain/reauth';
import { ignoredField } from '../router';

/** The accounts API's requests: the forms' own schemas, refusing fields they don't know. */
export const SignupBodySchema = SignupSchema.extend({
  role: ignoredField('nobody signs up as a seller'),
})
  .strict()
  .openapi('SignupBody');

export const VerifyOtpBodySchema = VerifyOtpSchema.strict().openapi('VerifyOtpBody');
export const ResendOtpBodySchema = ResendOtpSchema.strict().openapi('ResendOtpBody');
export const LoginBodySchema = LoginSchema.strict().openapi('LoginBody');
export const AdminLoginBodySchema = AdminLoginSchema.strict().openapi('AdminLoginBody');

export const ReauthBodySchema = ReauthSchema.strict().openapi('ReauthBody');

export const LogoutQuerySchema = z
  .object({
    next: z.string().optional().openapi({
      description: 'Where a plain form post (no JavaScript) goes afterwards: a path on this site',
    }),
  })
  .strict();
