import { formatPounds, type Pence } from '../../../domain/money';
import { cn } from '~/lib/cn';
import { useVatWording } from '~/lib/use-root-data';

export function Price({
  price,
  originalPrice,
  discountPercent,
  size = 'md',
}: {
  price: Pence;
  originalPrice?: Pence | null;
  discountPercent?: number | null;
  size?: 'md' | 'lg';
}) {
  const reduced = originalPrice != null && originalPrice > price;
  // "inc. VAT" once the shop charges VAT (domain/vat-wording.ts); nothing while it doesn't
  const { priceSuffix } = useVatWording();
  return (
    <span className="inline-flex flex-wrap items-baseline gap-2">
      <span className={cn('font-bold text-brand-900', size === 'lg' ? 'text-3xl' : 'text-lg')}>
        {formatPounds(price)}
      </span>
      {priceSuffix && (
        <span className={cn('text-zinc-600', size === 'lg' ? 'text-base' : 'text-xs')}>{priceSuffix}</span>
      )}
      {reduced && (
        <span className={cn('text-zinc-500 line-through', size === 'lg' ? 'text-lg' : 'text-sm')}>
          <span className="sr-only">was </span>
          {formatPounds(originalPrice)}
        </span>
      )}
      {reduced && discountPercent ? (
        <span className="rounded bg-red-600 px-1.5 py-0.5 text-xs font-bold text-white">
          -{discountPercent}%
        </span>
      ) : null}
    </span>
  );
}

/** " inc. VAT" after a price drawn without <Price> (a bundle's), once the shop charges VAT; nothing before. */
export function VatNote({ className = 'text-sm text-zinc-600' }: { className?: string }) {
  const { priceSuffix } = useVatWording();
  return priceSuffix ? <span className={className}>{priceSuffix}</span> : null;
}
