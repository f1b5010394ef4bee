import { useRef, useState } from 'react';
import { ListCard } from '~/components/admin/seller-list-card';
import { useSellerAction } from '~/components/admin/use-seller-submit';
import { Button } from '~/components/ui/button';
import { DataTable, type Column } from '~/components/ui/data-table';
import { Dialog, DialogClose, dialogActionsClass } from '~/components/ui/dialog';
import { RowActions } from '~/components/ui/row-actions';
import { api } from '~/lib/api';
import { ROLE_LABELS, type StaffRole } from '../../../../domain/permissions';
import { formatSeenAt, type StaffMemberView } from '../../../../domain/staff';
import { RoleChoice } from './invite-dialog';

const STATUS: Record<StaffMemberView['status'], { label: string; className: string }> = {
  active: { label: 'Active', className: 'bg-green-100 text-green-900' },
  disabled: { label: 'Disabled', className: 'bg-zinc-200 text-zinc-800' },
  invited: { label: 'Invited', className: 'bg-amber-100 text-amber-900' },
};

function StatusBadge({ member }: { member: StaffMemberView }) {
  const status = STATUS[member.status];
  return (
    <span className={`rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ${status.className}`}>
      {status.label}
    </span>
  );
}

const twoStepText = (m: StaffMemberView) => {
  if (m.kind === 'invite') return '—';
  const ways = [
    m.twoStep.totp && 'App',
    m.twoStep.passkeys > 0 && `${m.twoStep.passkeys} passkey${m.twoStep.passkeys === 1 ? '' : 's'}`,
  ];
  const on = ways.filter(Boolean).join(', ');
  return on || 'Off';
};

const who = (m: StaffMemberView) => m.name ?? m.email;

/** The staff page's list: members and open invitations, each with its actions in a ⋯ menu. */
export function StaffTable({ members, meId }: { members: StaffMemberView[]; meId: string }) {
  const { busyKey, run: runAction } = useSellerAction();
  const [changing, setChanging] = useState<StaffMemberView | null>(null);
  const [role, setRole] = useState<StaffRole>('office');
  const menuButton = useRef<HTMLButtonElement | null>(null);

  const run = (m: StaffMemberView, call: () => Promise<{ message: string }>, failed: string) =>
    runAction(call, failed, m.id);

  const actions = (m: StaffMemberView) => {
    if (m.kind === 'invite') {
      return (
        <RowActions
          name={`the invitation to ${m.email}`}
          busy={busyKey === m.id}
          actions={[
            {
              label: 'Withdraw invitation',
              danger: true,
              onSelect: () =>
                run(m, () => api.delete(`/staff/${m.id}`), 'The invitation could not be withdrawn'),
              confirm: {
                title: `Withdraw the invitation to ${m.email}?`,
                description: 'The link in their e-mail stops working. You can invite them again later.',
                confirmLabel: 'Withdraw invitation',
              },
            },
          ]}
        />
      );
    }
    const me = m.id === meId;
    return (
      <RowActions
        name={who(m)}
        busy={busyKey === m.id}
        actions={[
          {
            label: 'Change role…',
            onSelect: () => {
              setRole(m.role);
              setChanging(m);
            },
          },
          !me &&
            (m.status === 'disabled'
              ? {
                  label: 'Enable',
                  onSelect: () =>
                    run(
                      m,
                      () => api.put(`/staff/${m.id}`, { disabled: false }),
                      'The account could not be enabled',
                    ),
                }
              : {
                  label: 'Disable',
                  danger: true,
                  onSelect: () =>
                    run(
                      m,
                      () => api.put(`/staff/${m.id}`, { disabled: true }),
                      'The account could not be disabled',
                    ),
                  confirm: {
                    title: `Disable ${who(m)}?`,
                    description:
                      'They are signed out everywhere at once and cannot log in until you enable them again.',
                    confirmLabel: 'Disable',
                  },
                }),
          m.sessions > 0 && {
            label: me ? 'End all my sessions' : 'End their sessions',
            danger: true,
            onSelect: () =>
              run(m, () => api.delete(`/staff/${m.id}/sessions`), 'The sessions could not be ended'),
            confirm: {
              title: me ? 'End all your sessions?' : `End ${who(m)}'s sessions?`,
              description: me
                ? 'You are signed out on every device, this one too.'
                : 'They are signed out on every device and must log in again.',
              confirmLabel: 'End sessions',
            },
          },
          !me && {
            label: 'Remove from staff',
            danger: true,
            onSelect: () => run(m, () => api.delete(`/staff/${m.id}`), 'They could not be removed'),
            confirm: {
              title: `Remove ${who(m)} from the staff?`,
              description:
                'They are signed out and can no longer log in. What they did stays in the audit trail under their name. You can invite them again later.',
              confirmLabel: 'Remove',
            },
          },
        ]}
      />
    );
  };

  const columns: Column<StaffMemberView>[] = [
    {
      key: 'name',
      header: 'Name',
      cell: (m) => (
        <>
          <span className="block font-semibold text-zinc-900">
            {m.name ?? 'Invitation sent'}
            {m.id === meId && <span className="font-normal text-zinc-600"> (you)</span>}
          </span>
          <span className="block break-all text-zinc-700">{m.email}</span>
        </>
      ),
    },
    { key: 'role', header: 'Role', cell: (m) => ROLE_LABELS[m.role] },
    { key: 'status', header: 'Status', cell: (m) => <StatusBadge member={m} /> },
    { key: 'two-step', header: 'Two-step', cell: twoStepText },
    {
      key: 'devices',
      header: 'Devices',
      cell: (m) => (m.kind === 'invite' ? '—' : m.sessions),
      className: 'text-right',
      cellClassName: 'tabular-nums',
    },
    {
      key: 'seen',
      header: 'Last seen',
      cell: (m) =>
        m.kind === 'invite' ? `Link valid until ${formatSeenAt(m.expiresAt)}` : formatSeenAt(m.lastSeenAt),
      cellClassName: 'whitespace-nowrap text-zinc-700',
    },
    { key: 'actions', header: 'Actions', hideHeader: true, cell: actions, cellClassName: 'text-right' },
  ];

  async function saveRole(event: React.FormEvent) {
    event.preventDefault();
    const m = changing;
    if (!m) return;
    setChanging(null);
    if (role === m.role) return;
    await run(m, () => api.put(`/staff/${m.id}`, { role }), 'The role could not be changed');
  }

  return (
    <>
      <DataTable
        caption="Staff"
        rows={members}
        rowKey={(m) => m.id}
        columns={columns}
        empty="No staff yet."
        card={(m) => (
          <ListCard>
            <div className="flex items-start justify-between gap-2">
              <div className="min-w-0">
                <p className="font-semibold text-zinc-900">
                  {m.name ?? 'Invitation sent'}
                  {m.id === meId && <span className="font-normal text-zinc-600"> (you)</span>}
                </p>
                <p className="text-sm break-all text-zinc-700">{m.email}</p>
              </div>
              {actions(m)}
            </div>
            <p className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-zinc-700">
              <span className="font-medium text-zinc-900">{ROLE_LABELS[m.role]}</span>
              <StatusBadge member={m} />
              {m.kind === 'member' && <span>Two-step: {twoStepText(m)}</span>}
              <span>
                {m.kind === 'invite'
                  ? `Link valid until ${formatSeenAt(m.expiresAt)}`
                  : `Last seen ${formatSeenAt(m.lastSeenAt)}`}
              </span>
            </p>
          </ListCard>
        )}
      />
      <Dialog
        open={changing !== null}
        onOpenChange={(open) => !open && setChanging(null)}
        returnFocusTo={menuButton}
        size="md"
        title={`Change ${changing ? who(changing) : ''}'s role`}
        description="A new role signs them out everywhere: they log in again with what the new role allows."
      >
        <form onSubmit={saveRole} className="mt-4 grid gap-4">
          <RoleChoice name="new-role" legend="Role" value={role} onChange={setRole} />
          <div className={dialogActionsClass}>
            <DialogClose>Cancel</DialogClose>
            <Button type="submit">Change role</Button>
          </div>
        </form>
      </Dialog>
    </>
  );
}

/** The Owner's switch: every member must have an authenticator app or a passkey. */
export function RequireTwoStepSwitch({ on }: { on: boolean }) {
  const { busy, run } = useSellerAction();
  const toggle = () =>
    run(
      () => api.put<{ message: string }>('/staff/settings', { requireTwoStep: !on }),
      'The setting could not be saved',
    );

  return (
    <button
      type="button"
      role="switch"
      aria-checked={on}
      disabled={busy}
      onClick={() => void toggle()}
      className="group inline-flex min-h-11 items-center gap-3 rounded-md px-2 py-1 text-left text-sm text-zinc-900 hover:bg-zinc-100 focus-visible:outline-2 focus-visible:outline-brand-600 disabled:opacity-60"
    >
      <span
        aria-hidden
        className="relative inline-block h-5 w-9 shrink-0 rounded-full bg-zinc-400 transition-colors group-aria-checked:bg-green-700"
      >
        <span className="absolute top-0.5 left-0.5 size-4 rounded-full bg-white transition-transform group-aria-checked:translate-x-4" />
      </span>
      <span className="font-medium">Require two-step login for all staff</span>
    </button>
  );
}
