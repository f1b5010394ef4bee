import type { ReactNode } from 'react';
import { cn } from '~/lib/cn';
import { PageHero, WIDTHS, type PageHeroProps } from './page-hero';

/** Hero plus a readable column of long-form text (styled by `prose-shop`). */
export function InfoPage({
  children,
  className,
  width = 'narrow',
  ...hero
}: PageHeroProps & { children: ReactNode; className?: string }) {
  return (
    <>
      <PageHero {...hero} width={width} />
      <div
        className={cn(
          'mx-auto px-4 py-10 sm:py-14 [&>section:first-child>h2]:mt-0!',
          WIDTHS[width],
          className,
        )}
      >
        {children}
      </div>
    </>
  );
}

/** A section of an information page with an h2 the section is labelled by. */
export function InfoSection({
  id,
  title,
  children,
  className,
}: {
  id: string;
  title: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section aria-labelledby={`${id}-heading`} className={cn('prose-shop', className)}>
      <h2 id={`${id}-heading`}>{title}</h2>
      {children}
    </section>
  );
}

/** A highlighted box for the one thing a reader must not miss. */
export function Callout({
  children,
  tone = 'info',
  className,
}: {
  children: ReactNode;
  tone?: 'info' | 'warning';
  className?: string;
}) {
  return (
    <div
      className={cn(
        'my-6 rounded-lg border-l-4 px-4 py-3 text-zinc-800',
        tone === 'info' ? 'border-brand-600 bg-brand-50' : 'border-accent-500 bg-amber-50',
        className,
      )}
    >
      {children}
    </div>
  );
}

/**
 * A section labelled by its own h2 (`<id>-heading`) in the page's own look, for the parts of a page that are
 * not long-form text (InfoSection is for those).
 */
export function HeadedSection({
  id,
  title,
  headingClassName,
  className,
  icon,
  children,
}: {
  id: string;
  title: ReactNode;
  headingClassName: string;
  className?: string;
  /** An icon above the heading, for a banner section. */
  icon?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={`${id}-heading`} className={className}>
      {icon}
      <h2 id={`${id}-heading`} className={headingClassName}>
        {title}
      </h2>
      {children}
    </section>
  );
}

const ICON_CARD = {
  large: {
    card: 'rounded-xl border border-zinc-200 bg-white p-6 shadow-sm',
    icon: 'inline-flex size-11 items-center justify-center rounded-lg bg-brand-50 text-brand-700',
    heading: 'mt-4 text-lg font-semibold text-brand-900',
    text: 'mt-2 leading-relaxed text-zinc-700',
  },
  small: {
    card: 'rounded-xl border border-zinc-200 bg-white p-5 shadow-sm',
    icon: 'inline-flex size-10 items-center justify-center rounded-lg bg-brand-50 text-brand-700',
    heading: 'mt-3 font-semibold text-brand-900',
    text: 'mt-1 text-sm leading-relaxed text-zinc-700',
  },
} as const;

/** A list item card: an icon in a tinted square, a heading and a short paragraph. */
export function IconCard({
  icon,
  title,
  children,
  size = 'large',
  headingLevel: Heading = 'h3',
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
  size?: keyof typeof ICON_CARD;
  headingLevel?: 'h2' | 'h3';
}) {
  const look = ICON_CARD[size];
  return (
    <li className={look.card}>
      <span className={look.icon}>{icon}</span>
      <Heading className={look.heading}>{title}</Heading>
      <p className={look.text}>{children}</p>
    </li>
  );
}
