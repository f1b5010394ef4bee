/** The shop's public identity as pages show it. The server fills it from configuration. */
export interface ShopInfo {
  name: string;
  phone: string;
  email: string;
  address: string;
  guideVideoUrl: string | null;
  /** The shop's own pages on social networks, in display order; only the configured ones. */
  social: SocialLink[];
}

export const SOCIAL_NETWORKS = ['Facebook', 'Instagram'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

export interface SocialLink {
  network: SocialNetwork;
  url: string;
}

export function phoneHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
