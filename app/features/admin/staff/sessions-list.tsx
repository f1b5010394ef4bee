import { Laptop } from 'lucide-react';
import { useState } from 'react';
import { useSellerAction } from '~/components/admin/use-seller-submit';
import { Button } from '~/components/ui/button';
import { ConfirmDialog } from '~/components/ui/dialog';
import { api } from '~/lib/api';
import { formatSeenAt, type SessionView } from '../../../../domain/staff';

/** Your signed-in devices: each with "End" (not this one), and "End all other sessions". */
export function SessionsList({ sessions }: { sessions: SessionView[] }) {
  const { busy, run } = useSellerAction();
  const [confirmAll, setConfirmAll] = useState(false);
  const others = sessions.filter((s) => !s.current).length;

  return (
    <>
      <ul aria-label="Signed-in devices" className="grid gap-2">
        {sessions.map((s) => (
          <li
            key={s.id}
            className="flex flex-wrap items-center gap-3 rounded-md border border-zinc-200 bg-white p-3"
          >
            <Laptop className="size-5 shrink-0 text-zinc-600" aria-hidden />
            <div className="min-w-0 flex-1 text-sm">
              <p className="font-semibold text-zinc-900">
                {s.browser}
                {s.current && (
                  <span className="ml-2 rounded-full bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-900">
                    This device
                  </span>
                )}
              </p>
              <p className="text-zinc-700">
                {s.ip ?? 'Unknown address'} · last seen {formatSeenAt(s.lastSeenAt)}
              </p>
            </div>
            {!s.current && (
              <Button
                type="button"
                variant="danger-outline"
                size="sm"
                disabled={busy}
                aria-label={`End the session of ${s.browser}, last seen ${formatSeenAt(s.lastSeenAt)}`}
                onClick={() =>
                  void run(() => api.delete(`/auth/sessions/${s.id}`), 'The session could not be ended', s.id)
                }
              >
                End
              </Button>
            )}
          </li>
        ))}
      </ul>
      <div>
        <Button
          type="button"
          variant="danger-outline"
          disabled={others === 0 || busy}
          onClick={() => setConfirmAll(true)}
        >
          End all other sessions
        </Button>
        {others === 0 && <p className="mt-2 text-sm text-zinc-600">You are signed in on this device only.</p>}
      </div>
      <ConfirmDialog
        open={confirmAll}
        onOpenChange={setConfirmAll}
        title="End all other sessions?"
        description="Every other device is signed out at once; this one stays signed in."
        confirmLabel="End other sessions"
        onConfirm={() => run(() => api.delete('/auth/sessions'), 'The sessions could not be ended', 'all')}
      />
    </>
  );
}
