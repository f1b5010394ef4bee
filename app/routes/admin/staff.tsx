import { requirePermission } from '~/lib/auth.server';
import { Panel } from '~/components/ui/panel';
import { InviteDialog } from '~/features/admin/staff/invite-dialog';
import { RequireTwoStepSwitch, StaffTable } from '~/features/admin/staff/staff-table';
import type { Route } from './+types/staff';

export const meta: Route.MetaFunction = () => [{ title: 'Staff' }, { name: 'robots', content: 'noindex' }];

/** The shop's staff (Owner): members and open invitations, and the two-step rule. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const me = await requirePermission(request, context, 'staff:manage');
  const list = await context.app.services.staff.list();
  return { ...list, meId: me.id };
}

export default function Staff({ loaderData }: Route.ComponentProps) {
  const { members, requireTwoStep, meId } = loaderData;
  const people = members.filter((m) => m.kind === 'member').length;
  const invited = members.length - people;
  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-brand-900">Staff</h1>
          <p className="mt-1 text-sm text-zinc-700">
            {people === 1 ? '1 person' : `${people} people`}
            {invited > 0 && `, ${invited === 1 ? '1 invitation' : `${invited} invitations`} open`}. Each has
            their own login; their role decides what they see and do.
          </p>
        </div>
        <InviteDialog />
      </div>
      <section aria-labelledby="staff-list-heading">
        <h2 id="staff-list-heading" className="sr-only">
          People
        </h2>
        <StaffTable members={members} meId={meId} />
      </section>
      <Panel
        title="Two-step login"
        intro="When required, everyone needs an authenticator app or a passkey as well as their password. Anyone without one is sent to set it up before anything else. Set up your own first."
      >
        <div>
          <RequireTwoStepSwitch on={requireTwoStep} />
        </div>
      </Panel>
    </div>
  );
}
