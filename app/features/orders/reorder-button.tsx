import { RotateCcw } from 'lucide-react';
import { Form, useNavigation } from 'react-router';
import { Button } from '~/components/ui/button';

/**
 * Re-order: a real form posting to the page's own action (works before JavaScript), which puts the order's
 * lines back in the cart and goes there. `orderId` names the order on a list of several.
 */
export function ReorderButton({ orderId, label }: { orderId: string; label?: string }) {
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.formData?.get('reorder') === orderId;
  return (
    <Form method="post" className="inline">
      <Button type="submit" name="reorder" value={orderId} disabled={busy} size="field">
        <RotateCcw aria-hidden className="size-4" />
        {busy ? 'Adding to cart…' : 'Re-order'}
        {label && <span className="sr-only"> {label}</span>}
      </Button>
    </Form>
  );
}
