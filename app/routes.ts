import { type RouteConfig, index, route } from '@react-router/dev/routes';

export default [
  index('routes/home.tsx'),
  route('home', 'routes/home-redirect.tsx'),
  route('products', 'routes/products.tsx', { id: 'products-all' }),
  route('products/:type', 'routes/products.tsx', { id: 'products-type' }),
  route('brands/:brand', 'routes/brand.tsx'),
  route('product/:id', 'routes/product.tsx'),
  route('bundles', 'routes/bundles.tsx'),
  route('bundle/:id', 'routes/bundle.tsx'),
  route('contact', 'routes/contact.tsx'),
  route('about', 'routes/info/about.tsx'),
  route('faqs', 'routes/info/faqs.tsx'),
  route('price-guide', 'routes/info/price-guide.tsx'),
  route('disclaimer', 'routes/info/disclaimer.tsx'),
  route('cookie-policy', 'routes/info/cookie-policy.tsx'),
  route('payment-info', 'routes/info/payment-info.tsx'),
  route('return-policy', 'routes/info/return-policy.tsx'),
  route('shipping-policy', 'routes/info/shipping-policy.tsx'),
  route('vat-information', 'routes/info/vat-information.tsx'),
  route('guide', 'routes/info/guide.tsx'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
