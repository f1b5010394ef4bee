import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';

/** The server's HTML of `node` on a page at `url` (inside a router, for components with links or fetchers). */
export function renderAt(node: ReactNode, url: string): string {
  const Stub = createRoutesStub([{ path: '*', Component: () => node }]);
  return renderToString(<Stub initialEntries={[url]} />);
}

/** The page's text without tags or React's text separators, its spaces folded. */
export const pageText = (html: string) =>
  html
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');
