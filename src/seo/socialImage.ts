/** The size link previews expect (Open Graph and Twitter's large summary card). */
export const SOCIAL_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/** Where the build writes a product's social image (scripts/generate-site-assets.tsx). */
export function socialImagePath(productId: string): string {
  return `/static/social/${productId}.png`;
}
