import { Link } from 'react-router';
import { Button } from '~/components/ui/button';

/** The spec's empty cart: a picture, 'Your cart is empty' and a way back to the shop. */
export function EmptyCart({ continueTo = '/products' }: { continueTo?: string }) {
  return (
    <div className="mt-10 flex flex-col items-center gap-4 text-center">
      <img src="/images/empty-cart.webp" alt="" width={240} height={240} className="size-48 sm:size-60" />
      <p className="text-xl font-semibold text-zinc-800">Your cart is empty</p>
      <Button asChild size="touch">
        <Link to={continueTo}>Continue Shopping</Link>
      </Button>
    </div>
  );
}
