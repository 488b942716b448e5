/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Where the API lives; unset means same origin under /api (DESIGN section 5). */
  readonly VITE_API_BASE_URL?: string;
  /** The spec's `{product}`; defaults to Scriptloom. */
  readonly VITE_PRODUCT_NAME?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
