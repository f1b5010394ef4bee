import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BundleLoadError } from './bundle-load-error';

describe('Error loading bundle', () => {
  it('names the failure and offers Try Again', () => {
    const html = renderToString(<BundleLoadError />);
    expect(html).toContain('role="alert"');
    expect(html).toContain('<h1 class="text-2xl font-bold text-red-900">Error loading bundle</h1>');
    expect(html).toContain('Please try again.');
    expect(html).toMatch(/<button type="button"[^>]*>Try Again<\/button>/);
  });

  it("shows the server's status text when there is one", () => {
    expect(renderToString(<BundleLoadError detail="Service Unavailable" />)).toContain('Service Unavailable');
  });
});
