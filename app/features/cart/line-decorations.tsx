import { Pencil, Plus, Trash2 } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useRevalidator } from 'react-router';
import { toast } from '~/components/ui/toast';
import type { LogoPosition } from '../../../domain/catalogue';
import { LOGO_POSITIONS } from '../../../domain/catalogue';
import { lineLabel } from '../../../domain/bundle-line';
import { decorationLine, type LineItem } from '../../../domain/line-item';
import { priceEachText } from '../../../domain/price-quotes';
import { lineMockupProduct } from '~/components/line/line-picture';
import { useUser } from '~/lib/use-root-data';
import { ApiError } from '~/lib/api';
import { cartApi, decorationPayloads } from '~/lib/cart-api';

const LogoWizard = lazy(() =>
  import('~/components/logo-wizard/logo-wizard').then((m) => ({ default: m.LogoWizard })),
);

const action =
  'inline-flex min-h-11 items-center gap-1 rounded-md px-2 text-sm font-semibold text-brand-800 hover:bg-brand-50 disabled:opacity-50';

/**
 * A cart line's logos, one per position (a bundle line's read only), each with Edit and Remove logo, and "Add a logo": the wizard's steps
 * for one position change the line (PUT /api/cart/{id}/decorations); a line that becomes the same as another
 * merges with it.
 */
export function LineDecorations({ line }: { line: LineItem }) {
  const user = useUser();
  const { revalidate } = useRevalidator();
  // a new key per opening starts the wizard afresh
  const [editing, setEditing] = useState<{ position: LogoPosition | null; key: number } | null>(null);
  const [openings, setOpenings] = useState(0);
  const [busy, setBusy] = useState(false);
  const label = lineLabel(line);
  const full = line.decorations.length >= LOGO_POSITIONS.length;
  // a bundle's logo goes on every garment and was chosen with the bundle: the cart shows it, the bundle
  // page's wizard sets it (the single-garment wizard here knows one product only)
  // a team store's decoration is the store's, fixed in its price (issue 32)
  const editable = !line.unavailable && !line.bundle && !line.store;

  function open(position: LogoPosition | null) {
    if (!user) {
      toast.error('Login Required', { description: 'Please login to add a logo.' });
      return;
    }
    setEditing({ position, key: openings + 1 });
    setOpenings((n) => n + 1);
  }

  async function removeLogo(position: LogoPosition) {
    setBusy(true);
    try {
      await cartApi.setDecorations(line.id, {
        decorations: decorationPayloads(line.decorations.filter((d) => d.position !== position)),
      });
      toast.success('Logo removed', { description: `${position} of ${label}` });
      void revalidate();
    } catch (error) {
      toast.error('Error', {
        description: error instanceof ApiError ? error.message : 'Could not remove the logo.',
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="flex flex-col gap-1">
      {line.decorations.length > 0 && (
        // not a nested list: the cart's lines are the list's items
        <div className="flex flex-col text-sm text-zinc-700">
          {line.decorations.map((d) => (
            <div key={d.position} className="flex flex-wrap items-center gap-x-2">
              <span className="min-w-0 break-words">{decorationLine(d)}</span>
              {d.priceBreak && d.unitPrice !== undefined ? (
                <span className="text-xs font-medium text-emerald-800">
                  {priceEachText(d.unitPrice, d.priceBreak, 'a garment')}
                </span>
              ) : null}
              {editable && (
                <span className="flex">
                  <button
                    type="button"
                    className={action}
                    onClick={() => open(d.position)}
                    aria-label={`Edit the ${d.position} logo of ${label}`}
                  >
                    <Pencil aria-hidden className="size-3.5" /> Edit
                  </button>
                  <button
                    type="button"
                    className={`${action} text-red-700 hover:bg-red-50`}
                    disabled={busy}
                    onClick={() => removeLogo(d.position)}
                    aria-label={`Remove logo: ${d.position} on ${label}`}
                  >
                    <Trash2 aria-hidden className="size-3.5" /> Remove logo
                  </button>
                </span>
              )}
            </div>
          ))}
        </div>
      )}
      {/* a product the seller deleted takes no more changes: the shopper can only remove the line */}
      {!full && editable && (
        <button
          type="button"
          className={`${action} self-start`}
          onClick={() => open(null)}
          aria-label={`Add a logo to ${label}`}
        >
          <Plus aria-hidden className="size-3.5" /> Add a logo
        </button>
      )}
      {editing && editable && line.productId && (
        <Suspense fallback={null}>
          <LogoWizard
            key={editing.key}
            open
            onOpenChange={(isOpen) => (isOpen ? undefined : setEditing(null))}
            product={{ ...lineMockupProduct(line), id: line.productId, price: line.unitPrice }}
            colour={line.colour}
            sizes={[]}
            onAdded={() => undefined}
            target={{ line, position: editing.position, onSaved: () => void revalidate() }}
          />
        </Suspense>
      )}
    </div>
  );
}
