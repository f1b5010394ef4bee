import { ClipboardList, CreditCard, FileCheck2 } from 'lucide-react';
import { phoneHref } from '../../../../domain/shop-info';
import { useShop } from '~/lib/use-root-data';

const STEPS = [
  { icon: ClipboardList, title: 'Tell us what you need', text: 'Garments, sizes, your logo and when.' },
  {
    icon: FileCheck2,
    title: 'Get your priced quote',
    text: 'With mock-ups, usually within one working day.',
  },
  { icon: CreditCard, title: 'Accept and pay online', text: 'Or ask for changes: we revise it for you.' },
];

/** Beside the request: the three steps from asking to paying, and the shop's phone for those who would rather talk. */
export function HowQuotesWork() {
  const shop = useShop();
  return (
    <aside
      aria-label="How quotes work"
      className="h-fit rounded-2xl bg-brand-900 p-6 text-white lg:sticky lg:top-24"
    >
      <h2 className="text-lg font-semibold">How it works</h2>
      <ol className="mt-4 flex flex-col gap-4 text-sm text-brand-100">
        {STEPS.map(({ icon: Icon, title, text }) => (
          <li key={title} className="flex gap-3">
            <Icon aria-hidden className="mt-0.5 size-5 shrink-0 text-accent-400" />
            <p>
              <strong className="block text-base font-semibold text-white">{title}</strong> {text}
            </p>
          </li>
        ))}
      </ol>
      {shop.phone && (
        <p className="mt-6 border-t border-white/20 pt-4 text-sm text-brand-100">
          Rather talk it through? Call{' '}
          <a href={phoneHref(shop.phone)} className="font-semibold whitespace-nowrap text-white underline">
            {shop.phone}
          </a>
          .
        </p>
      )}
    </aside>
  );
}
