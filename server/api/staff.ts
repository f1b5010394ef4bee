import { LIST_LIMITS } from '../../domain/list-limits';
import { createRoute, z } from '@hono/zod-openapi';
import { STAFF_ROLES } from '../../domain/permissions';
import {
  AcceptInviteSchema,
  StaffInviteSchema,
  StaffSettingsSchema,
  StaffUpdateSchema,
} from '../../domain/schemas/staff';
import type { AppContext } from '../context';
import { clientIp, requireUser, setSessionCookie, type SessionEnv } from '../http/session';
import { userJson } from './auth';
import { sellerOnly, sellerRefusals } from './route-access';
import {
  bodyErrors,
  createApiRouter,
  errorResponse,
  jsonBody,
  jsonContent,
  messageResponse,
  SECURITY,
} from './router';
import { IdParamsSchema } from './validators/orders';

const TAG = 'Staff';
const owner = sellerOnly(TAG, 'staff:manage');
const idParam = { params: IdParamsSchema };

const StaffMemberSchema = z
  .object({
    id: z.string().openapi({ description: "The member's user id, or an open invitation's id" }),
    kind: z.enum(['member', 'invite']),
    name: z.string().nullable().openapi({ description: 'Null for an invitation not yet accepted' }),
    email: z.string(),
    role: z.enum(STAFF_ROLES),
    status: z.enum(['active', 'disabled', 'invited']),
    twoStep: z.object({ totp: z.boolean(), passkeys: z.number().int() }),
    sessions: z.number().int().openapi({ description: 'Signed-in devices' }),
    lastSeenAt: z.string().nullable(),
    expiresAt: z.string().nullable().openapi({ description: "An invitation's end" }),
    createdAt: z.string(),
  })
  .openapi('StaffMember');

const StaffListSchema = z
  .object({ members: z.array(StaffMemberSchema).max(LIST_LIMITS.staff), requireTwoStep: z.boolean() })
  .openapi('StaffList');

const InvitationSchema = z
  .object({ email: z.string(), role: z.enum(STAFF_ROLES), expiresAt: z.string() })
  .openapi('StaffInvitation');

const inviteRefusals = {
  404: errorResponse('An unknown, altered or withdrawn invitation link'),
  410: errorResponse('An expired invitation, or one used already'),
};

const listRoute = createRoute({
  ...owner,
  method: 'get',
  path: '/',
  operationId: 'listStaff',
  summary:
    'The staff: members (not removed ones) with role, status, two-step methods, signed-in devices and last seen, open invitations, and whether two-step login is required (Owner)',
  responses: { 200: jsonContent(StaffListSchema, 'The staff'), ...sellerRefusals },
});

const inviteRoute = createRoute({
  ...owner,
  method: 'post',
  path: '/',
  operationId: 'inviteStaff',
  summary:
    'Invite someone by e-mail: a one-use link valid 7 days to set their name and password; a newer invitation to the same address replaces an open one (Owner)',
  request: { body: jsonBody(StaffInviteSchema) },
  responses: {
    201: jsonContent(z.object({ member: StaffMemberSchema, message: z.string() }), 'The open invitation'),
    ...bodyErrors,
    ...sellerRefusals,
    409: errorResponse("A customer's address, or a member's already"),
  },
});

const updateRoute = createRoute({
  ...owner,
  method: 'put',
  path: '/{id}',
  operationId: 'updateStaff',
  summary:
    "Change a member's role, or disable / enable them: a new role or disabling ends their sessions at once (Owner)",
  request: { ...idParam, body: jsonBody(StaffUpdateSchema) },
  responses: {
    200: jsonContent(z.object({ member: StaffMemberSchema, message: z.string() }), 'The member now'),
    ...bodyErrors,
    ...sellerRefusals,
    404: errorResponse('No such member'),
    409: errorResponse("The last Owner can't be demoted or disabled; nobody disables themself"),
  },
});

const removeRoute = createRoute({
  ...owner,
  method: 'delete',
  path: '/{id}',
  operationId: 'removeStaff',
  summary:
    'Remove a member (their sessions end; their past actions keep their name) or withdraw an open invitation (Owner)',
  request: idParam,
  responses: {
    200: messageResponse('Removed'),
    ...sellerRefusals,
    404: errorResponse('No such member or open invitation'),
    409: errorResponse("The last Owner can't be removed; nobody removes themself"),
  },
});

const endSessionsRoute = createRoute({
  ...owner,
  method: 'delete',
  path: '/{id}/sessions',
  operationId: 'endStaffSessions',
  summary: 'End every signed-in session of a member: their cookies stop on their next request (Owner)',
  request: idParam,
  responses: {
    200: jsonContent(
      z.object({ success: z.literal(true), message: z.string(), ended: z.number().int() }),
      'Ended',
    ),
    ...sellerRefusals,
    404: errorResponse('No such member'),
  },
});

const settingsRoute = createRoute({
  ...owner,
  method: 'put',
  path: '/settings',
  operationId: 'updateStaffSettings',
  summary:
    'Require two-step login (an authenticator app or a passkey) of all staff: a member without one is sent to set it up before anything else (Owner)',
  request: { body: jsonBody(StaffSettingsSchema) },
  responses: {
    200: jsonContent(z.object({ requireTwoStep: z.boolean(), message: z.string() }), 'Saved'),
    ...bodyErrors,
    ...sellerRefusals,
    409: errorResponse('Turning it on before the Owner has set up two-step login themself'),
  },
});

const invitationRoute = createRoute({
  method: 'get',
  path: '/invite/{token}',
  operationId: 'getStaffInvitation',
  summary: 'The invitation a link names: the address and role it is for, and until when it works',
  tags: [TAG],
  security: SECURITY.public,
  request: {
    params: z.object({
      token: z
        .string()
        .max(200)
        .openapi({ param: { name: 'token', in: 'path' } }),
    }),
  },
  responses: { 200: jsonContent(InvitationSchema, 'The invitation'), ...inviteRefusals },
});

const acceptRoute = createRoute({
  method: 'post',
  path: '/accept-invite',
  operationId: 'acceptStaffInvite',
  summary:
    "Accept an invitation: set a name and password; the account is made and logged in (the session cookie is set). Once only; an address that has become a customer's is refused",
  tags: [TAG],
  security: SECURITY.public,
  request: { body: jsonBody(AcceptInviteSchema) },
  responses: {
    200: jsonContent(
      z.object({
        success: z.literal(true),
        message: z.string(),
        user: z.object({ _id: z.string(), firstName: z.string(), lastName: z.string(), email: z.string() }),
        mustSetUpTwoStep: z
          .boolean()
          .openapi({ description: 'The shop requires two-step login: set it up next' }),
      }),
      'Joined and logged in',
    ),
    ...bodyErrors,
    400: errorResponse('A weak password (with advice), or a missing name'),
    ...inviteRefusals,
    409: errorResponse("The address is a customer's account, or a member's already"),
  },
});

/** Issue 33's staff accounts: the Owner's staff page, and the invitation link's page. */
export function staffApi(ctx: AppContext) {
  const { staff } = ctx.services;
  const app = createApiRouter<SessionEnv>();

  app.openapi(listRoute, async (c) => c.json(await staff.list(), 200));

  app.openapi(inviteRoute, async (c) => {
    const member = await staff.invite(c.req.valid('json'), requireUser(c));
    return c.json({ member, message: `Invitation sent to ${member.email}.` }, 201);
  });

  app.openapi(settingsRoute, async (c) => {
    const { requireTwoStep } = c.req.valid('json');
    await staff.setRequireTwoStep(requireTwoStep, requireUser(c));
    const message = requireTwoStep
      ? 'Two-step login is now required for all staff.'
      : 'Two-step login is no longer required.';
    return c.json({ requireTwoStep, message }, 200);
  });

  app.openapi(invitationRoute, async (c) => c.json(await staff.invitation(c.req.valid('param').token), 200));

  app.openapi(acceptRoute, async (c) => {
    const { user, token } = await staff.acceptInvite(c.req.valid('json'), {
      ip: clientIp(c),
      userAgent: c.req.header('user-agent'),
    });
    setSessionCookie(c, ctx, token);
    const { _id, firstName, lastName, email } = userJson(user);
    return c.json(
      {
        success: true as const,
        message: `Welcome to the team, ${user.firstName}.`,
        user: { _id, firstName, lastName, email },
        mustSetUpTwoStep: user.mustSetUpTwoStep,
      },
      200,
    );
  });

  app.openapi(updateRoute, async (c) => {
    const input = c.req.valid('json');
    const member = await staff.update(c.req.valid('param').id, input, requireUser(c));
    return c.json({ member, message: `${member.name ?? member.email} updated.` }, 200);
  });

  app.openapi(removeRoute, async (c) => {
    await staff.remove(c.req.valid('param').id, requireUser(c));
    return c.json({ success: true as const, message: 'Removed from the staff.' }, 200);
  });

  app.openapi(endSessionsRoute, async (c) => {
    const ended = await staff.endSessionsOf(c.req.valid('param').id, requireUser(c));
    const message = ended === 1 ? 'Ended 1 session.' : `Ended ${ended} sessions.`;
    return c.json({ success: true as const, message, ended }, 200);
  });

  return app;
}
