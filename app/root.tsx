import { Suspense, lazy, useEffect } from 'react';
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  data,
  isRouteErrorResponse,
  useLocation,
  useMatches,
} from 'react-router';
import type { Route } from './+types/root';
import './app.css';
import { CookieConsent } from './components/layout/cookie-consent';
import { SiteFooter } from './components/layout/site-footer';
import { SiteHeader } from './components/layout/site-header';
import { WelcomePopup } from './components/layout/welcome-popup';
import { HydrationProvider } from './components/layout/use-hydrated';
import { useNonce } from './components/nonce';
import { Toaster } from './components/ui/toast';
import { api } from './lib/api';
import { type RootData, useRootData } from './lib/use-root-data';
import type { VisitorSummary } from '../domain/visitor';

/** Only a 404 draws it, so it loads then rather than with every page's first scripts. */
const NotFoundContent = lazy(() =>
  import('./components/not-found').then((m) => ({ default: m.NotFoundContent })),
);

export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
];

/** A route's own meta wins; this one only titles the error page a failing loader bubbles up to. */
export const meta: Route.MetaFunction = ({ error }) => {
  if (!error) return [];
  return [{ title: errorTitle(error) }, { name: 'robots', content: 'noindex' }];
};

function errorTitle(error: unknown) {
  if (isRouteErrorResponse(error)) {
    return error.status === 404 ? 'Page not found' : `${error.status} ${error.statusText}`;
  }
  return 'Something went wrong';
}

export async function loader({ context }: Route.LoaderArgs) {
  const { app } = context;
  const [brands, pricing, vat, visitor] = await Promise.all([
    app.services.catalogue.listBrands(),
    app.services.pricing.get(),
    app.services.vatSettings.mode(),
    // the shared shell is drawn for no one in particular: the browser asks for the header's personal parts
    context.shell ? null : app.services.visitor.summary(context),
  ]);
  return data<RootData>({
    shop: app.shop,
    brands,
    user: visitor?.user ?? null,
    cartCount: visitor?.cartCount ?? 0,
    /** False on the shell: until clientLoader has the visitor, the header shows neither Login nor a name. */
    visitorKnown: visitor !== null,
    year: new Date().getFullYear(),
    // the public origin (PUBLIC_URL) for canonical links and share tags
    origin: context.origin,
    pricing,
    vat,
  });
}

/**
 * A page served from the shell (a visitor with a session or cart: the server's http/page-cache.ts) fills in the
 * header's personal parts with one small request once it hydrates; every other load is the server's as it is.
 */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs): Promise<RootData> {
  const shared = await serverLoader();
  if (shared.visitorKnown) return shared;
  const visitor = await fetchVisitor();
  return visitor ? { ...shared, ...visitor, visitorKnown: true } : shared;
}
clientLoader.hydrate = true as const;

/**
 * GET /api/auth/visitor: the header's personal parts. Null when the shop can't be reached: the header then stays
 * as drawn (neither Login nor a name) rather than the page failing.
 */
async function fetchVisitor(): Promise<VisitorSummary | null> {
  return api.get<VisitorSummary>('/auth/visitor').catch(() => null);
}

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  return (
    <html lang="en-GB">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#13284c" />
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-screen flex-col">
        <HydrationProvider>{children}</HydrationProvider>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

function ScrollToTopOnNavigate() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo({ top: 0, behavior: 'smooth' });
  }, [pathname]);
  return null;
}

export default function App({ loaderData }: Route.ComponentProps) {
  // the seller's dashboard has neither the shop's header nor its footer
  const bare = useMatches().some((m) => (m.handle as { bare?: boolean } | undefined)?.bare);
  if (bare) {
    return (
      <main id="main" className="flex-1">
        <Outlet />
        <Toaster />
      </main>
    );
  }
  return (
    <>
      <a
        href="#main"
        className="sr-only z-50 rounded bg-white px-4 py-2 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <SiteHeader
        shop={loaderData.shop}
        brands={loaderData.brands}
        cartCount={loaderData.cartCount}
        user={loaderData.user}
        visitorKnown={loaderData.visitorKnown}
      />
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <SiteFooter
        shop={loaderData.shop}
        brands={loaderData.brands}
        year={loaderData.year}
        vat={loaderData.vat}
      />
      <ScrollToTopOnNavigate />
      <Toaster />
      <WelcomePopup shop={loaderData.shop} />
      <CookieConsent />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const root = useRootData();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const title = errorTitle(error);
  const body = notFound ? (
    <Suspense>
      <NotFoundContent />
    </Suspense>
  ) : (
    <div className="mx-auto max-w-2xl px-4 py-20 text-center">
      <h1 className="text-3xl font-bold text-brand-900">{title}</h1>
      <p className="mt-4 text-zinc-600">
        {status >= 500
          ? 'Sorry, something went wrong on our side. Please try again in a moment.'
          : 'Sorry, we could not show this page.'}
      </p>
      <a href="/" className="mt-8 inline-block rounded-md bg-brand-700 px-5 py-3 font-semibold text-white">
        Back to the home page
      </a>
    </div>
  );
  if (!root) {
    return <main id="main">{body}</main>;
  }
  return (
    <>
      <SiteHeader shop={root.shop} brands={root.brands} cartCount={root.cartCount} user={root.user} />
      <main id="main" className="flex-1">
        {body}
      </main>
      <SiteFooter shop={root.shop} brands={root.brands} year={root.year} vat={root.vat} />
    </>
  );
}
