import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';

/** Each link is at least 24 px tall (WCAG 2.2's smallest target); the text alone is 20 px. */
export function Breadcrumb({ items }: { items: { label: string; to?: string }[] }) {
  return (
    <nav aria-label="Breadcrumb" className="text-sm text-zinc-600">
      <ol className="flex flex-wrap items-center gap-1">
        {items.map((item, i) => (
          <li key={item.label} className="flex items-center gap-1">
            {i > 0 && <ChevronRight aria-hidden className="size-3.5 text-zinc-400" />}
            {item.to ? (
              <Link
                to={item.to}
                className="inline-flex min-h-6 items-center hover:text-brand-700 hover:underline"
              >
                {item.label}
              </Link>
            ) : (
              <span aria-current="page" className="font-medium text-zinc-900">
                {item.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
