import { BadgePoundSterling, FileCheck, Scissors, Users } from 'lucide-react';

const POINTS = [
  { icon: BadgePoundSterling, title: 'Price match promise', text: 'Seen it cheaper? We’ll match it.' },
  { icon: Users, title: 'Trusted by thousands', text: 'Trades, schools, clubs and businesses.' },
  { icon: Scissors, title: 'In-house embroidery & print', text: 'Made in our Bradford workshop.' },
  // no review claim until the shop has reviews to show (a rating nobody gave is unlawful in the UK)
  { icon: FileCheck, title: 'Proof before production', text: 'Logo orders wait for your approval.' },
];

export function TrustBar() {
  return (
    <section aria-label="Why shop with us" className="border-b border-zinc-200 bg-zinc-50">
      <ul className="mx-auto grid max-w-7xl grid-cols-2 gap-4 px-4 py-5 lg:grid-cols-4">
        {POINTS.map(({ icon: Icon, title, text }) => (
          <li key={title} className="flex items-start gap-3">
            <Icon aria-hidden className="mt-0.5 size-6 shrink-0 text-brand-700" />
            <span>
              <span className="block text-sm font-semibold text-zinc-900">{title}</span>
              <span className="block text-xs text-zinc-600">{text}</span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
