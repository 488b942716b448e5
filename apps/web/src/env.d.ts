/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Where the API lives; unset means same origin under /api (docs/product.md#api-conventions). */
  readonly VITE_API_BASE_URL?: string;
  /** The product name (`{product}` in docs/product.md); defaults to Scriptloom. */
  readonly VITE_PRODUCT_NAME?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
