/** The shop's public identity as pages show it. The server fills it from configuration. */
export interface ShopInfo {
  name: string;
  phone: string;
  email: string;
  address: string;
  guideVideoUrl: string | null;
}

export function phoneHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
