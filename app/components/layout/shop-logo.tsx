import { Link } from 'react-router';
import { cn } from '~/lib/cn';

/** The shop's mark: a shirt on a rounded square, as in the favicon. `className` sizes it. */
export function ShopMark({ className = 'size-9' }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" focusable="false" className={cn('shrink-0', className)}>
      <rect width="32" height="32" rx="7" className="fill-brand-800" />
      <path d="M9 10l4-3h6l4 3-2 4h-2v11H13V14h-2z" className="fill-accent-400" />
      <path
        d="M13 7c.6 1.6 1.6 2.4 3 2.4s2.4-.8 3-2.4"
        fill="none"
        strokeWidth="1.2"
        className="stroke-brand-800"
      />
    </svg>
  );
}

const SLOGAN = 'Wear Your Identity';

/** Text wordmark with the mark, linking home. `tone` switches colours for the dark footer. */
export function ShopLogo({
  name,
  tone = 'dark',
  showSlogan = true,
  compactOnTablet = false,
  className,
}: {
  name: string;
  tone?: 'dark' | 'light';
  showSlogan?: boolean;
  /** Only the mark between `md` and `lg`, where the desktop menus need the room. */
  compactOnTablet?: boolean;
  className?: string;
}) {
  // the name holds every word the link shows, slogan too (WCAG 2.5.3: someone speaking what they see reaches it)
  return (
    <Link
      to="/"
      aria-label={showSlogan ? `${name}, ${SLOGAN}, home` : `${name}, home`}
      className={cn('group inline-flex min-w-0 items-center gap-2 rounded-md sm:gap-2.5', className)}
    >
      <ShopMark className="size-8 sm:size-9" />
      <span className={cn('flex min-w-0 flex-col leading-none', compactOnTablet && 'md:hidden lg:flex')}>
        <span
          className={cn(
            'truncate text-base font-extrabold tracking-tight sm:text-xl lg:text-lg xl:text-xl',
            tone === 'dark' ? 'text-brand-900' : 'text-white',
          )}
        >
          {name}
        </span>
        {/* a space between the words, which the column's layout does not draw: the page's text and a screen
            reader's read "Name Wear Your Identity", not "NameWear" */}
        {showSlogan && ' '}
        {showSlogan && (
          <span
            className={cn(
              'mt-1 hidden text-[0.65rem] font-semibold tracking-[0.2em] uppercase sm:block',
              tone === 'dark' ? 'text-brand-600' : 'text-accent-300',
            )}
          >
            {SLOGAN}
          </span>
        )}
      </span>
    </Link>
  );
}
