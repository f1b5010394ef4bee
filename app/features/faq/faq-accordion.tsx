import { ChevronDown } from 'lucide-react';
import { useId, useState, type KeyboardEvent } from 'react';
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

/** Up and Down move between the questions, Home and End to the first and last (the ARIA accordion's keys). */
function moveBetweenQuestions(e: KeyboardEvent<HTMLDivElement>) {
  const questions = Array.from(e.currentTarget.querySelectorAll<HTMLButtonElement>('button[aria-controls]'));
  const at = questions.indexOf(document.activeElement as HTMLButtonElement);
  if (at < 0) return;
  const to =
    e.key === 'ArrowDown'
      ? (at + 1) % questions.length
      : e.key === 'ArrowUp'
        ? (at - 1 + questions.length) % questions.length
        : e.key === 'Home'
          ? 0
          : e.key === 'End'
            ? questions.length - 1
            : null;
  if (to === null) return;
  e.preventDefault();
  questions[to]!.focus();
}

/**
 * Frequently asked questions with one answer open at a time; clicking the open question closes it. The ARIA
 * accordion pattern (a button in each question's heading, the answer a labelled region), server-rendered, with
 * no layout effect: Radix's accordion measured every closed answer as the page hydrated, one forced layout of the
 * whole home page each (23 ms in all on a desktop CPU, four times that on Lighthouse's phone). Without
 * JavaScript a <noscript> copy made of native <details> elements (sharing a name, so they also open one at a
 * time) takes its place, and the accordion hides itself through the `noscript:` variant (`@media (scripting:
 * none)`): no <style> element, which HTML allows only in <head>, and no selector built from a React id.
 */
export function FaqAccordion({ items, headingLevel = 3, className }: FaqAccordionProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const id = useId();
  const [openId, setOpenId] = useState<string | null>(null);

  return (
    <div className={className}>
      <div className="space-y-3 noscript:hidden" onKeyDown={moveBetweenQuestions}>
        {items.map((item) => {
          const open = item.id === openId;
          const question = `${id}q${item.id}`;
          const answer = `${id}a${item.id}`;
          return (
            <div key={item.id} className={itemClass}>
              <Heading className="text-base font-semibold">
                <button
                  type="button"
                  id={question}
                  aria-expanded={open}
                  aria-controls={answer}
                  onClick={() => setOpenId(open ? null : item.id)}
                  className={triggerClass}
                >
                  {item.question}
                  <ChevronDown aria-hidden="true" className={cn(chevronClass, open && 'rotate-180')} />
                </button>
              </Heading>
              {/* focusable, so keyboard users can scroll a long answer */}
              <div
                id={answer}
                role="region"
                aria-labelledby={question}
                hidden={!open}
                tabIndex={0}
                className={panelClass}
              >
                {open && <Answer item={item} />}
              </div>
            </div>
          );
        })}
      </div>
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
