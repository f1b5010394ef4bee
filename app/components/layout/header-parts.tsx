import { ChevronDown } from 'lucide-react';

// class names and pieces the header's light first-load parts share with their lazily loaded menus

export const itemClass =
  'group inline-flex h-10 items-center gap-1 rounded-md whitespace-nowrap px-2.5 text-sm lg:px-3 font-semibold text-zinc-700 transition-colors hover:bg-brand-50 hover:text-brand-800 data-[state=open]:bg-brand-50 data-[state=open]:text-brand-800 aria-[current=page]:text-brand-700';

export const chevron = (
  <ChevronDown
    aria-hidden="true"
    className="size-4 text-zinc-400 transition-transform duration-200 group-data-[state=open]:rotate-180 group-data-[state=open]:text-brand-700 motion-reduce:transition-none"
  />
);

export const menuButtonClass =
  'inline-flex size-11 shrink-0 items-center justify-center rounded-md text-brand-900 transition-colors hover:bg-brand-50 md:hidden';
