import { useId, type ReactNode } from 'react';
import { cn } from '~/lib/cn';

/**
 * A white box of a seller's page, a section named by its heading: the customer, the timeline, a quote's
 * totals. `className` places it and may add to its look (`xl:sticky`).
 */
export function Panel(props: {
  title: ReactNode;
  /** h2 for a part of the page (the default); h3 inside a part. */
  level?: 2 | 3;
  className?: string;
  children: ReactNode;
}) {
  const id = useId();
  const Heading = props.level === 3 ? 'h3' : 'h2';
  const heading = (
    <Heading id={id} className="font-semibold text-zinc-900">
      {props.title}
    </Heading>
  );
  return (
    <section
      aria-labelledby={id}
      className={cn('min-w-0 rounded-lg border border-zinc-200 bg-white p-4', props.className)}
    >
      {heading}
      {props.children}
    </section>
  );
}
