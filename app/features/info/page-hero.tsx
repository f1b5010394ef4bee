import type { ReactNode } from 'react';
import { Link } from 'react-router';

export interface PageHeroProps {
  title: string;
  /** A short line under the heading. */
  intro?: ReactNode;
  /** Small text above the heading, e.g. 'Policies'. */
  eyebrow?: string;
  /** Match the width of the page's content column so the heading and text line up. */
  width?: keyof typeof WIDTHS;
}

export const WIDTHS = { narrow: 'max-w-3xl', medium: 'max-w-4xl', wide: 'max-w-5xl' } as const;

/** The dark banner at the top of every information page, holding its only h1 and a breadcrumb. */
export function PageHero({ title, intro, eyebrow, width = 'wide' }: PageHeroProps) {
  return (
    <div className="bg-linear-to-br from-brand-800 to-brand-900 text-white">
      <div className={`mx-auto ${WIDTHS[width]} px-4 py-10 sm:py-14`}>
        <nav aria-label="Breadcrumb" className="text-sm text-brand-100">
          <ol className="flex flex-wrap items-center gap-1.5">
            <li>
              <Link to="/" className="underline-offset-2 hover:text-white hover:underline">
                Home
              </Link>
            </li>
            <li aria-hidden="true">/</li>
            <li>
              <span aria-current="page">{title}</span>
            </li>
          </ol>
        </nav>
        {eyebrow && (
          <p className="mt-6 text-sm font-semibold tracking-wider text-accent-300 uppercase">{eyebrow}</p>
        )}
        <h1
          className={`${eyebrow ? 'mt-2' : 'mt-6'} text-3xl font-bold tracking-tight sm:text-4xl lg:text-5xl`}
        >
          {title}
        </h1>
        {intro && <div className="mt-4 max-w-3xl text-base text-brand-100 sm:text-lg">{intro}</div>}
      </div>
    </div>
  );
}
