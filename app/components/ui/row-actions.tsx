import { DropdownMenu } from 'radix-ui';
import { MoreHorizontal } from 'lucide-react';
import { useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { cn } from '~/lib/cn';
import { buttonClass } from './button';
import { ConfirmDialog } from './dialog';

/**
 * --ui RowActions: a list row's actions in one menu (⋯), as the seller's orders, customers and products have.
 *   <RowActions name={`order ${formatOrderNumber(o.number)}`} busy={busy} actions={[
 *     { label: 'Edit', href: `/admin/products/${p.id}/edit` },
 *     { label: 'Delete', danger: true, onSelect: remove,
 *       confirm: { title: `Delete ${p.title}?`, description: warning, confirmLabel: 'Delete product' } },
 *   ]} />
 * The trigger is named "Actions for <name>". An action with `confirm` asks first in a ConfirmDialog and runs
 * `onSelect` on Confirm (a promise keeps the dialog busy until it settles).
 */

export interface RowAction {
  label: ReactNode;
  /** Runs on choosing it (after the confirm, when there is one). */
  onSelect?: () => void | Promise<unknown>;
  /** A link instead (Edit): a client-side navigation. */
  href?: string;
  /** Red: it removes something. */
  danger?: boolean;
  disabled?: boolean;
  /** Ask before running it. `tone` as ConfirmDialog's: danger unless said. */
  confirm?: {
    title: ReactNode;
    description: ReactNode;
    confirmLabel: ReactNode;
    busyLabel?: ReactNode;
    tone?: 'danger' | 'primary';
  };
}

const itemClass = 'block cursor-pointer rounded px-3 py-2 text-sm outline-none data-disabled:cursor-default';
const itemTone = (danger: boolean | undefined) =>
  danger
    ? 'text-red-700 data-highlighted:bg-red-50 data-disabled:text-red-300'
    : 'text-zinc-800 data-highlighted:bg-zinc-100 data-disabled:text-zinc-400';

export function RowActions({
  name,
  actions,
  busy = false,
}: {
  /** What the row is, for the trigger's name: "Actions for <name>" ("order #1042", a customer's name). */
  name: string;
  /** `false`, null or undefined entries are left out (`archived && restore`). */
  actions: readonly (RowAction | false | null | undefined)[];
  /** A row's action on its way: the trigger waits. */
  busy?: boolean;
}) {
  const [confirming, setConfirming] = useState<RowAction | null>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const shown = actions.filter((a): a is RowAction => Boolean(a));
  if (shown.length === 0) return null;

  return (
    <>
      {/* not modal: a confirm dialog opens as the menu closes, and a modal menu would leave the page inert */}
      <DropdownMenu.Root modal={false}>
        <DropdownMenu.Trigger
          ref={trigger}
          className={buttonClass({ variant: 'ghost', size: 'icon' })}
          aria-label={`Actions for ${name}`}
          disabled={busy}
        >
          <MoreHorizontal className="size-5" aria-hidden />
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content
            align="end"
            sideOffset={4}
            className="z-50 min-w-36 rounded-md border border-zinc-200 bg-white p-1 shadow-lg"
          >
            {shown.map((action, i) =>
              action.href ? (
                <DropdownMenu.Item
                  key={i}
                  asChild
                  disabled={action.disabled}
                  className={cn(itemClass, itemTone(action.danger))}
                >
                  <Link to={action.href}>{action.label}</Link>
                </DropdownMenu.Item>
              ) : (
                <DropdownMenu.Item
                  key={i}
                  disabled={action.disabled}
                  onSelect={() => (action.confirm ? setConfirming(action) : void action.onSelect?.())}
                  className={cn(itemClass, itemTone(action.danger))}
                >
                  {action.label}
                </DropdownMenu.Item>
              ),
            )}
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
      {confirming?.confirm && (
        <ConfirmDialog
          open
          onOpenChange={(open) => !open && setConfirming(null)}
          title={confirming.confirm.title}
          description={confirming.confirm.description}
          confirmLabel={confirming.confirm.confirmLabel}
          busyLabel={confirming.confirm.busyLabel}
          tone={confirming.confirm.tone}
          onConfirm={() => confirming.onSelect?.()}
          returnFocusTo={trigger}
        />
      )}
    </>
  );
}
