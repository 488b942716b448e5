import { Messages } from '@scriptloom/contracts';

/** The product name (`{product}` in docs/product.md); the server makes it configurable with PRODUCT_NAME, the web with VITE_PRODUCT_NAME. */
export const PRODUCT_NAME = import.meta.env.VITE_PRODUCT_NAME ?? 'Scriptloom';

export const SIGN_IN_REQUIRED = Messages.signInRequired(PRODUCT_NAME);
