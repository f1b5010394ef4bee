import { useId, type ReactNode } from 'react';

/** A panel's default box: a white card with a border. */
export const panelBox = 'grid min-w-0 gap-4 rounded-lg border border-zinc-200 bg-white p-4 sm:p-6';

/**
 * --ui Panel: a part of a page or form, named by its heading, with a line under the heading if it needs one.
 *   <Panel title="Setup fee" intro="Charged once per new design.">…</Panel>
 * `className` replaces the box (panelBox) whole, as a field's does.
 */
export function Panel({
  title,
  intro,
  className = panelBox,
  children,
}: {
  title: string;
  intro?: string;
  className?: string;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={className}>
      <div>
        <h2 id={headingId} className="text-lg font-semibold text-brand-900">
          {title}
        </h2>
        {intro && <p className="mt-1 text-sm text-zinc-700">{intro}</p>}
      </div>
      {children}
    </section>
  );
}
