import { RotateCcw } from 'lucide-react';
import { Form, useNavigation } from 'react-router';

/**
 * Re-order: a real form posting to the page's own action (works before JavaScript), which puts the order's
 * lines back in the cart and goes there. `orderId` names the order on a list of several.
 */
export function ReorderButton({ orderId, label }: { orderId: string; label?: string }) {
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.formData?.get('reorder') === orderId;
  return (
    <Form method="post" className="inline">
      <button
        type="submit"
        name="reorder"
        value={orderId}
        disabled={busy}
        className="inline-flex h-10 items-center gap-2 rounded-md bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
      >
        <RotateCcw aria-hidden className="size-4" />
        {busy ? 'Adding to cart…' : 'Re-order'}
        {label && <span className="sr-only"> {label}</span>}
      </button>
    </Form>
  );
}
