/** How long a signed media link lives: as long as a long listening session (docs/product.md#transcript-document). */
export const MEDIA_URL_TTL_S = 12 * 3600;
