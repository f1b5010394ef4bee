import type { AppLoadContext } from 'react-router';
import {
  mailPreviewList,
  renderMailPreview,
  type RenderedMailPreview,
} from '../../../../server/mail/previews';

export { mailPreviewList };

/** One mail drawn from the samples with the shop's own name, address, links and pictures; null if unknown. */
export function loadMailPreview(context: AppLoadContext, name: string): Promise<RenderedMailPreview | null> {
  const { shop, files, logger, services } = context.app;
  return renderMailPreview(name, {
    shop,
    publicUrl: context.origin,
    files,
    logos: services.logos,
    logger,
  });
}
