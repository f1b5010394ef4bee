import { useState } from 'react';
import { toastFailure } from '~/components/admin/use-seller-submit';
import { Button } from '~/components/ui/button';
import { ConfirmDialog, Dialog, DialogClose, dialogActionsClass } from '~/components/ui/dialog';
import { TextareaField, type ListOfErrors } from '~/components/ui/field';
import { formatPounds } from '../../../../domain/money';
import type { TradeDecision } from '../../../../domain/schemas/trade';
import type { TradeMoveKind } from '../../../../domain/trade';
import type { TradeAccountView } from '../../../../domain/trade-view';
import { DECISION_FAILED, useDecision } from './use-decision';

type Account = Pick<TradeAccountView, 'id' | 'businessName' | 'creditLimit' | 'termsDays'>;

/** The reason a customer is told with a decline or a suspension (at most the API's 1,000 characters). */
function ReasonField(props: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  errors?: ListOfErrors;
}) {
  return (
    <TextareaField
      className="mt-4"
      labelProps={{ children: props.label }}
      textareaProps={{
        name: 'reason',
        rows: 3,
        maxLength: 1000,
        value: props.value,
        onChange: (e) => props.onChange(e.target.value),
      }}
      errors={props.errors}
      announceErrors
    />
  );
}

/** Decline an application: the reason is required, and the dialog keeps it while the server refuses. */
function DeclineDialog({ account }: { account: Account }) {
  const decision = useDecision(account.id);
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');

  function decline(event: React.FormEvent) {
    event.preventDefault();
    void decision.submit(
      { action: 'decline', reason },
      `${account.businessName}’s application is declined; they have been told why.`,
      () => setOpen(false),
    );
  }

  return (
    <>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        trigger={
          <Button type="button" variant="danger-outline" size="field">
            Decline…
          </Button>
        }
        title={`Decline ${account.businessName}?`}
        description="They are mailed the reason and may apply again later."
        size="md"
      >
        <form onSubmit={decline} noValidate>
          <ReasonField
            label="Reason (sent to the customer)"
            value={reason}
            onChange={setReason}
            errors={[decision.error]}
          />
          <div className={dialogActionsClass}>
            <DialogClose disabled={decision.busy}>Cancel</DialogClose>
            <Button type="submit" variant="danger" disabled={decision.busy}>
              {decision.busy ? 'Declining…' : 'Decline application'}
            </Button>
          </div>
        </form>
      </Dialog>
      {decision.reauthDialog}
    </>
  );
}

/** Suspend and reopen: asked in a ConfirmDialog, a suspension with an optional reason. */
const CONFIRMED = {
  suspend: {
    button: 'Suspend…',
    variant: 'danger-outline',
    tone: 'danger',
    title: (a: Account) => `Suspend ${a.businessName}?`,
    description: () =>
      'They can no longer pay on account until you reopen it. Their invoices stay owed, and they are mailed.',
    confirm: ['Suspend account', 'Suspending…'],
    done: (a: Account) => `${a.businessName} is suspended.`,
    reason: 'Reason (optional, sent to the customer)',
  },
  reopen: {
    button: 'Reopen…',
    variant: 'outline',
    tone: 'primary',
    title: (a: Account) => `Reopen ${a.businessName}?`,
    description: (a: Account) =>
      `They may pay on account again, up to ${formatPounds(a.creditLimit)} at ${a.termsDays} days, and are mailed.`,
    confirm: ['Reopen account', 'Reopening…'],
    done: (a: Account) => `${a.businessName} is open again.`,
    reason: null,
  },
} as const;

function ConfirmedMove({ account, move }: { account: Account; move: keyof typeof CONFIRMED }) {
  const decision = useDecision(account.id);
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const words = CONFIRMED[move];
  const body: TradeDecision =
    move === 'suspend' ? { action: 'suspend', reason: reason.trim() || null } : { action: 'reopen' };
  return (
    <>
      <Button type="button" variant={words.variant} size="field" onClick={() => setOpen(true)}>
        {words.button}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        tone={words.tone}
        title={words.title(account)}
        description={words.description(account)}
        confirmLabel={words.confirm[0]}
        busyLabel={words.confirm[1]}
        onConfirm={() =>
          decision.send(body, words.done(account)).catch((e: unknown) => toastFailure(e, DECISION_FAILED))
        }
      >
        {words.reason && <ReasonField label={words.reason} value={reason} onChange={setReason} />}
      </ConfirmDialog>
      {decision.reauthDialog}
    </>
  );
}

/** The grave moves an account's status allows, each asked before it is made: decline, suspend, reopen. */
export function TradeMoves({ account, moves }: { account: Account; moves: readonly TradeMoveKind[] }) {
  const shown = moves.filter((m) => m === 'decline' || m === 'suspend' || m === 'reopen');
  if (shown.length === 0) return null;
  return (
    <div className="mt-4 flex flex-wrap gap-2 border-t border-zinc-200 pt-4">
      {shown.map((move) =>
        move === 'decline' ? (
          <DeclineDialog key={move} account={account} />
        ) : (
          <ConfirmedMove key={move} account={account} move={move} />
        ),
      )}
    </div>
  );
}
