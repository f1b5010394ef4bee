import { ChevronDown } from 'lucide-react';
import { Accordion } from 'radix-ui';
import { useId } from 'react';
import { Link } from 'react-router';
import { cn } from '~/lib/cn';
import type { FaqItem } from './faq-content';

export interface FaqAccordionProps {
  items: FaqItem[];
  /** The heading level of each question (3 under a section's h2 by default). */
  headingLevel?: 2 | 3;
  className?: string;
}

const itemClass = 'rounded-lg border border-zinc-200 bg-white shadow-sm';
const triggerClass =
  'group flex w-full cursor-pointer items-center justify-between gap-4 rounded-lg px-4 py-4 text-left text-base font-semibold text-brand-900 hover:bg-brand-50 sm:px-5';
const chevronClass =
  'size-5 shrink-0 text-brand-600 transition-transform duration-200 motion-reduce:transition-none';
/** The spec's answer panel: at most 10rem tall, scrolling beyond that. */
const panelClass = 'max-h-40 overflow-y-auto px-4 pb-4 text-zinc-700 sm:px-5';

function Answer({ item }: { item: FaqItem }) {
  return (
    <>
      {item.answer.map((line, i) => (
        <p key={i} className={i > 0 ? 'mt-2' : undefined}>
          {line}
        </p>
      ))}
      {item.link && (
        <p className="mt-2">
          <Link
            to={item.link.to}
            className="font-medium text-brand-600 underline underline-offset-2 hover:text-brand-800"
          >
            {item.link.label}
          </Link>
        </p>
      )}
    </>
  );
}

/**
 * Frequently asked questions with one answer open at a time; clicking the open question closes it.
 * A Radix accordion, server-rendered. Without JavaScript a <noscript> copy made of native
 * <details> elements (sharing a name, so they also open one at a time) takes its place, and the
 * accordion hides itself through the `noscript:` variant (`@media (scripting: none)`): no <style>
 * element, which HTML allows only in <head>, and no selector built from a React id.
 */
export function FaqAccordion({ items, headingLevel = 3, className }: FaqAccordionProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const id = useId();

  return (
    <div className={className}>
      <Accordion.Root type="single" collapsible className="space-y-3 noscript:hidden">
        {items.map((item) => (
          <Accordion.Item key={item.id} value={item.id} className={itemClass}>
            <Accordion.Header asChild>
              <Heading className="text-base font-semibold">
                <Accordion.Trigger className={triggerClass}>
                  {item.question}
                  <ChevronDown
                    aria-hidden="true"
                    className={cn(chevronClass, 'group-data-[state=open]:rotate-180')}
                  />
                </Accordion.Trigger>
              </Heading>
            </Accordion.Header>
            {/* focusable, so keyboard users can scroll a long answer */}
            <Accordion.Content className={panelClass} tabIndex={0}>
              <Answer item={item} />
            </Accordion.Content>
          </Accordion.Item>
        ))}
      </Accordion.Root>
      <noscript>
        <div className="space-y-3">
          {items.map((item) => (
            <details key={item.id} name={`faq${id}`} className={cn(itemClass, 'group/faq')}>
              <summary className={cn(triggerClass, 'list-none [&::-webkit-details-marker]:hidden')}>
                <Heading className="text-base font-semibold">{item.question}</Heading>
                <ChevronDown aria-hidden="true" className={cn(chevronClass, 'group-open/faq:rotate-180')} />
              </summary>
              <div className={panelClass}>
                <Answer item={item} />
              </div>
            </details>
          ))}
        </div>
      </noscript>
    </div>
  );
}
