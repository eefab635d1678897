// Spec §1: a page title is "<title> | <product name>"; a page without a title gets the product name and tagline.
export const PRODUCT_NAME = 'Knowly';

export function pageTitle(title: string | undefined, tagline: string): string {
  const trimmed = title?.trim();
  return trimmed ? `${trimmed} | ${PRODUCT_NAME}` : `${PRODUCT_NAME} – ${tagline}`;
}
