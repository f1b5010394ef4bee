import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { Button } from '~/components/ui/button';
import { Dialog, DialogClose, dialogActionsClass } from '~/components/ui/dialog';
import { ErrorList, Field } from '~/components/ui/field';
import { toast } from '~/components/ui/toast';
import { api, ApiError } from '~/lib/api';
import {
  ROLE_LABELS,
  STAFF_ROLE_SUMMARIES,
  STAFF_ROLES,
  type StaffRole,
} from '../../../../domain/permissions';
import { StaffInviteSchema } from '../../../../domain/schemas/staff';
import { INVITE_DAYS } from '../../../../domain/staff';

const FALLBACK = 'The invitation could not be sent';

/** The roles as radio cards: each with what it may do, so the Owner picks knowing. */
export function RoleChoice(props: {
  name: string;
  value: StaffRole;
  onChange: (role: StaffRole) => void;
  legend: string;
}) {
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1 text-sm font-medium text-zinc-800">{props.legend}</legend>
      {STAFF_ROLES.map((role) => (
        <label
          key={role}
          className="flex cursor-pointer gap-3 rounded-md border border-zinc-200 p-3 has-checked:border-brand-600 has-checked:bg-brand-50"
        >
          <input
            type="radio"
            name={props.name}
            value={role}
            checked={props.value === role}
            onChange={() => props.onChange(role)}
            className="mt-0.5 size-4 accent-brand-700"
          />
          <span className="text-sm">
            <span className="block font-semibold text-zinc-900">{ROLE_LABELS[role]}</span>
            <span className="block text-zinc-700">{STAFF_ROLE_SUMMARIES[role]}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}

/** "Invite someone": an e-mail address and a role; the link goes by e-mail, valid INVITE_DAYS days. */
export function InviteDialog() {
  const revalidator = useRevalidator();
  const [open, setOpen] = useState(false);
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<StaffRole>('office');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const checked = StaffInviteSchema.safeParse({ email, role });
    if (!checked.success) {
      setError(checked.error.issues[0]!.message);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const res = await api.post<{ message: string }>('/staff', checked.data);
      toast.success(res.message);
      setOpen(false);
      setEmail('');
      await revalidator.revalidate();
    } catch (e) {
      setError(e instanceof ApiError ? e.messageOr(FALLBACK) : FALLBACK);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) setError(null);
      }}
      size="md"
      closeButton
      trigger={
        <Button type="button">
          <UserPlus className="size-4" aria-hidden />
          Invite someone
        </Button>
      }
      title="Invite someone to the staff"
      description={`They get an e-mail with a link to set their name and password. The link works once, for ${INVITE_DAYS} days.`}
    >
      <form onSubmit={submit} noValidate className="mt-4 grid gap-4">
        <Field
          labelProps={{ children: 'Email' }}
          inputProps={{
            type: 'email',
            name: 'email',
            autoComplete: 'off',
            value: email,
            onChange: (e) => setEmail(e.target.value),
          }}
        />
        <RoleChoice name="role" legend="Role" value={role} onChange={setRole} />
        <ErrorList errors={[error]} announce className="text-sm text-red-700" />
        <div className={dialogActionsClass}>
          <DialogClose>Cancel</DialogClose>
          <Button type="submit" disabled={busy}>
            {busy ? 'Sending…' : 'Send invitation'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
