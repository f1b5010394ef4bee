import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { data, useNavigate } from 'react-router';
import { productTypeLabel } from '../../domain/catalogue';
import type { Product } from '../../domain/product';
import { Price } from '~/components/ui/price';
import { StarRating } from '~/components/ui/star-rating';
import { ProductGallery, type GalleryImage } from '~/features/catalogue/product-gallery';
import { ProductPurchase } from '~/features/customise/product-purchase';
import type { Route } from './+types/product';

export async function loader({ params, context }: Route.LoaderArgs) {
  const product = await context.app.services.catalogue.getProduct(params.id);
  if (!product) throw data(null, { status: 404 });
  return { product };
}

export const meta: Route.MetaFunction = ({ data }) =>
  data
    ? [
        { title: data.product.title },
        { name: 'description', content: data.product.description.slice(0, 160) },
        { property: 'og:image', content: data.product.frontImage },
      ]
    : [{ title: 'Product not found' }];

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

export default function ProductPage({ loaderData }: Route.ComponentProps) {
  const { product } = loaderData;
  const navigate = useNavigate();
  const images = galleryImages(product);
  const [currentImage, setCurrentImage] = useState(product.frontImage);

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:py-10">
      <button
        type="button"
        onClick={() => (window.history.length > 1 ? navigate(-1) : navigate('/products'))}
        className="mb-4 inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
      >
        <ArrowLeft aria-hidden className="size-4" /> Back to Products
      </button>
      <div className="grid gap-8 lg:grid-cols-2 lg:gap-12">
        <ProductGallery
          title={product.title}
          images={images}
          current={currentImage}
          onSelect={setCurrentImage}
        />
        <div className="flex flex-col gap-5">
          <div className="flex items-start justify-between gap-4">
            <div>
              <p className="text-sm font-medium tracking-wide text-zinc-500 uppercase">
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
          <p className="leading-relaxed text-zinc-700">{product.description}</p>
          <ProductPurchase
            product={product}
            variant="product-page"
            onColourChange={(name) =>
              setCurrentImage(product.colours.find((c) => c.name === name)?.image ?? product.frontImage)
            }
          />
        </div>
      </div>
      {product.sizeChartImage && (
        <section className="mt-12" aria-labelledby="size-guide">
          <h2 id="size-guide" className="text-xl font-semibold text-brand-900">
            Size Guide
          </h2>
          <img
            src={product.sizeChartImage}
            alt={`Size chart for ${product.title}`}
            width={800}
            height={500}
            loading="lazy"
            className="mt-4 w-full max-w-3xl rounded-lg border border-zinc-200"
            onError={(e) => (e.currentTarget.hidden = true)}
          />
        </section>
      )}
    </div>
  );
}
