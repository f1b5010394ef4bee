import { MAX_LINE_QUANTITY } from '../../../domain/pricing';

/** What a cart line of a product the seller has deleted (or made a draft) says. */
export const noLongerAvailable = (title: string) => `${title} is no longer available.`;

/** What a bundle line whose bundle (or one of whose products) the seller has deleted says. */
export const bundleNoLongerAvailable = (title: string) => `The bundle ${title} is no longer available.`;

export const LINE_LIMIT_MESSAGE = `A cart line holds at most ${MAX_LINE_QUANTITY.toLocaleString('en-GB')} items.`;
