import { useId, type ReactNode } from 'react';
import { cn } from '~/lib/cn';

/**
 * A white box of a seller's page, named by its heading (a section, or an aside beside the main column): the
 * customer, the timeline, a quote's totals. `className` places it and may add to its look (`xl:sticky`).
 */
export function Panel(props: {
  title: ReactNode;
  /** h2 for a part of the page (the default); h3 inside a part. */
  level?: 2 | 3;
  as?: 'section' | 'aside';
  className?: string;
  children: ReactNode;
}) {
  const id = useId();
  const { as: Box = 'section', level = 2 } = props;
  const Heading = level === 2 ? 'h2' : 'h3';
  const heading = (
    <Heading id={id} className="font-semibold text-zinc-900">
      {props.title}
    </Heading>
  );
  return (
    <Box
      aria-labelledby={id}
      className={cn('min-w-0 rounded-lg border border-zinc-200 bg-white p-4', props.className)}
    >
      {heading}
      {props.children}
    </Box>
  );
}
