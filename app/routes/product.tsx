import { ArrowLeft, CheckCircle2 } from 'lucide-react';
import { useState } from 'react';
import { data, Link, redirect, useNavigate, useSearchParams } from 'react-router';
import { productTypeLabel } from '../../domain/catalogue';
import { formatPounds } from '../../domain/money';
import type { Product } from '../../domain/product';
import {
  breadcrumbJsonLd,
  offerPrice,
  productBreadcrumb,
  productJsonLd,
  productPath,
} from '../../domain/seo';
import { SIZE_QUANTITY_FIELD, sizesFromForm } from '../../domain/schemas/cart';
import { cartCookieHeaders, cartRefusal, pageCartOwner } from '~/features/cart/cart.server';
import type { SelectedSize } from '~/components/product/size-picker';
import { Breadcrumb } from '~/components/ui/breadcrumb';
import { Price } from '~/components/ui/price';
import { rootSeoData, rootVatMode, seoMeta } from '~/lib/meta';
import { useDecorationPricing } from '~/lib/use-root-data';
import { FromPrice, PriceLadder } from '~/components/product/price-ladder';
import { StarRating } from '~/components/ui/star-rating';
import { ProductGallery, type GalleryImage } from '~/features/catalogue/product-gallery';
import {
  encodeSizes,
  linkedColour,
  ProductPurchase,
  RESUME_PARAMS,
} from '~/features/customise/product-purchase';
import type { Route } from './+types/product';
import { SizeChartImage } from '~/components/lazy-image';

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const { catalogue } = context.app.services;
  const product = await catalogue.getShopProduct(params.id);
  if (!product) throw data(null, { status: 404 });
  // stock per colour and size, as fresh as the cached page (re-read whenever the stock version moves)
  const stock = await catalogue.shownStockOf(product.id);
  // back from a form post without JavaScript: how many were added
  const added = Number(new URL(request.url).searchParams.get('added'));
  return { product, stock, added: Number.isInteger(added) && added > 0 ? added : null };
}

/** What a refused post chose, kept on the page (quantities as typed, whole and positive only). */
function postedChoice(form: FormData): { colour: string | null; sizes: SelectedSize[] } {
  const colour = form.get('colour');
  const sizes: SelectedSize[] = [];
  for (const [key, value] of form) {
    const quantity = Number(value);
    if (key.startsWith(SIZE_QUANTITY_FIELD) && Number.isInteger(quantity) && quantity > 0)
      sizes.push({ size: key.slice(SIZE_QUANTITY_FIELD.length), quantity });
  }
  return { colour: typeof colour === 'string' && colour ? colour : null, sizes };
}

/**
 * The buying panel posted without JavaScript: Add to Cart adds a line per size through the cart service (a
 * guest gets the cart cookie) and comes back saying how many; ADD LOGO goes to the wizard (via login).
 */
export async function action({ params, context, request }: Route.ActionArgs) {
  const product = await context.app.services.catalogue.getShopProduct(params.id);
  if (!product) throw data(null, { status: 404 });
  const form = await request.formData();
  const posted = postedChoice(form);
  const parsed = sizesFromForm(form, product.id);
  if (!parsed.success) {
    const formError = parsed.error.issues[0]?.message ?? 'Please select at least one size.';
    return data({ formError, posted }, 400);
  }
  if (form.get('intent') === 'logo') {
    const back = new URLSearchParams({
      [RESUME_PARAMS.wizard]: '1',
      [RESUME_PARAMS.colour]: parsed.data.colour,
      [RESUME_PARAMS.sizes]: encodeSizes(parsed.data.items),
    });
    const to = `/product/${product.id}?${back.toString()}`;
    const user = await context.app.services.auth.userForSession(context.sessionToken);
    return redirect(user ? to : `/login?redirectTo=${encodeURIComponent(to)}`);
  }
  try {
    const owner = await pageCartOwner(context);
    const { quantity, newGuestToken } = await context.app.services.cart.addSizes(owner, parsed.data);
    return redirect(`/product/${product.id}?added=${quantity}`, {
      headers: cartCookieHeaders(context, newGuestToken),
    });
  } catch (error) {
    const { message, status } = cartRefusal(error);
    return data({ formError: message, posted }, status);
  }
}

export const meta: Route.MetaFunction = ({ data, matches }) => {
  if (!data) return [{ title: 'Product not found' }];
  const { product, stock } = data;
  const origin = rootSeoData(matches).origin ?? 'http://localhost';
  const path = productPath(product.id);
  return [
    ...seoMeta(matches, {
      title: product.title,
      description:
        product.description ||
        `${product.title} from ${formatPounds(product.price)}, embroidered or printed with your logo.`,
      path,
      image: product.frontImage,
      type: 'product',
      // the same pence and stock the page shows
      jsonLd: [
        productJsonLd(origin, product, stock, rootVatMode(matches)),
        breadcrumbJsonLd(origin, productBreadcrumb(product), path),
      ],
    }),
    { property: 'product:price:amount', content: offerPrice(product.price) },
    { property: 'product:price:currency', content: 'GBP' },
  ];
};

function galleryImages(p: Product): GalleryImage[] {
  const list: GalleryImage[] = [{ src: p.frontImage, label: 'front' }];
  if (p.backImage) list.push({ src: p.backImage, label: 'back' });
  if (p.sideImage) list.push({ src: p.sideImage, label: 'side' });
  for (const src of p.images) list.push({ src, label: 'detail' });
  for (const c of p.colours) {
    list.push({ src: c.image, label: `${c.name} front` });
    if (c.backImage) list.push({ src: c.backImage, label: `${c.name} back` });
  }
  const seen = new Set<string>();
  return list.filter((i) => !seen.has(i.src) && seen.add(i.src));
}

export default function ProductPage({ loaderData, actionData }: Route.ComponentProps) {
  const { product, stock, added } = loaderData;
  const navigate = useNavigate();
  const images = galleryImages(product);
  const [searchParams] = useSearchParams();
  const colourImage = (name: string | null) =>
    product.colours.find((c) => c.name === name)?.image ?? product.frontImage;
  // a link naming a colour (the Merchant feed's) shows that colour's picture from the first paint
  const [currentImage, setCurrentImage] = useState(() => colourImage(linkedColour(searchParams, product)));
  const pricing = useDecorationPricing();

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:py-10">
      <Breadcrumb items={productBreadcrumb(product)} />
      <button
        type="button"
        onClick={() => (window.history.length > 1 ? navigate(-1) : navigate('/products'))}
        className="mb-2 inline-flex min-h-11 items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
      >
        <ArrowLeft aria-hidden className="size-4" /> Back to Products
      </button>
      {/* on phones the title and price come first, above the pictures; side by side from lg up */}
      <div className="grid grid-cols-1 gap-5 lg:grid-cols-2 lg:grid-rows-[auto_1fr] lg:gap-x-12">
        <div className="flex flex-col gap-2 lg:col-start-2 lg:row-start-1">
          <div className="flex items-start justify-between gap-4">
            <div>
              <p className="text-sm font-medium tracking-wide text-zinc-600 uppercase">
                {product.productTypes.map(productTypeLabel).join(' · ')}
              </p>
              <h1 className="mt-1 text-2xl font-bold text-brand-900 sm:text-3xl">{product.title}</h1>
            </div>
            {product.brand?.logo && (
              <img
                src={product.brand.logo}
                alt={product.brand.name}
                width={120}
                height={48}
                className="h-12 w-auto shrink-0 rounded border border-zinc-200 bg-white object-contain p-1"
              />
            )}
          </div>
          <StarRating rating={product.rating} reviewCount={product.reviewCount} />
          <Price
            price={product.price}
            originalPrice={product.originalPrice}
            discountPercent={product.discountPercent}
            size="lg"
          />
          <FromPrice breaks={product.priceBreaks} />
        </div>
        <div className="lg:col-start-1 lg:row-span-2 lg:row-start-1">
          <ProductGallery
            title={product.title}
            images={images}
            current={currentImage}
            onSelect={setCurrentImage}
          />
        </div>
        <div className="flex flex-col gap-5 lg:col-start-2 lg:row-start-2">
          <p className="leading-relaxed text-zinc-700">{product.description}</p>
          <PriceLadder price={product.price} breaks={product.priceBreaks} pricing={pricing} />
          {added && (
            <p
              role="status"
              className="flex flex-wrap items-center gap-2 rounded-md bg-emerald-50 p-3 text-sm text-emerald-900"
            >
              <CheckCircle2 aria-hidden className="size-5" />
              {added} {added === 1 ? 'item has' : 'items have'} been added to the cart.
              <Link to="/cart" className="inline-flex min-h-11 items-center font-semibold underline">
                Go to Cart
              </Link>
            </p>
          )}
          <ProductPurchase
            product={product}
            stock={stock}
            variant="product-page"
            initial={actionData?.posted}
            formError={actionData?.formError}
            onColourChange={(name) => setCurrentImage(colourImage(name))}
          />
          <p className="text-sm text-zinc-700">
            Ordering in bulk?{' '}
            <Link
              to={`/quote?product=${product.id}`}
              className="font-semibold text-brand-700 underline underline-offset-2"
            >
              Request a quote
            </Link>
          </p>
        </div>
      </div>
      {product.sizeChartImage && (
        <section className="mt-12" aria-labelledby="size-guide">
          <h2 id="size-guide" className="text-xl font-semibold text-brand-900">
            Size Guide
          </h2>
          <SizeChartImage
            src={product.sizeChartImage}
            title={product.title}
            className="mt-4 w-full max-w-3xl rounded-lg border border-zinc-200"
            onError={(e) => (e.currentTarget.hidden = true)}
          />
        </section>
      )}
    </div>
  );
}
