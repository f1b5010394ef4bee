import { PackageCheck } from 'lucide-react';
import { useState } from 'react';
import { Button } from '~/components/ui/button';
import { ErrorList } from '~/components/ui/field';
import { toast } from '~/components/ui/toast';
import { refusalMessage } from '~/components/admin/use-seller-submit';
import { api } from '~/lib/api';
import { saveBlob } from '~/lib/save-file';

/** The file the browser saves (the server's Content-Disposition names it so too). */
export const CLICK_DROP_FILENAME = 'click-and-drop.csv';
const EXPORT_FAILED = 'The Click & Drop file could not be made. Please try again.';

/** The button's words: the selection's count, or every paid, unshipped order when none is ticked. */
export const clickDropLabel = (selected: number) =>
  selected === 0 ? 'Export all paid, unshipped for Click & Drop' : `Export ${selected} for Click & Drop`;

/**
 * Royal Mail Click & Drop's order import file (issue 36) from the orders list: the ticked orders, or with none
 * ticked every order waiting for a label. The server decides what may go; a refusal (an order not paid, shipped
 * already …) is shown in its words, naming the orders to untick, until the selection changes. `button` goes with
 * the bar's actions, `error` on a line of its own under them.
 */
export function useClickDropExport(orderIds: readonly string[]) {
  const [busy, setBusy] = useState(false);
  // a refusal is of the selection it was for: another selection shows none
  const [refusal, setRefusal] = useState<{ selection: string; message: string } | null>(null);
  const count = orderIds.length;
  const selection = orderIds.join(',');
  const error = refusal?.selection === selection ? refusal.message : null;

  async function exportFile() {
    setBusy(true);
    setRefusal(null);
    try {
      const blob = await api.postBlob('/orders/click-drop.csv', count ? { orderIds } : {});
      saveBlob(blob, CLICK_DROP_FILENAME);
      toast.success(
        count
          ? `Click & Drop file of ${count} ${count === 1 ? 'order' : 'orders'} downloaded.`
          : 'Click & Drop file of every paid, unshipped order downloaded.',
      );
    } catch (e) {
      setRefusal({ selection, message: refusalMessage(e, EXPORT_FAILED) });
    } finally {
      setBusy(false);
    }
  }

  return {
    button: (
      <Button type="button" variant="secondary" disabled={busy} onClick={() => void exportFile()}>
        <PackageCheck className="size-4" aria-hidden />
        {busy ? 'Exporting…' : clickDropLabel(count)}
      </Button>
    ),
    error: <ErrorList errors={[error]} announce className="w-full text-sm text-red-700" />,
  };
}
