/**
 * Where a member finds the files that are their own (uploaded as a personal account): the
 * organisation never reaches them, and joining or founding one leaves them where they are
 * (docs/product.md#organisations).
 */
export const OWN_FILES_PATH = '/files';
/** What the top bar's link to them says. */
export const OWN_FILES_PATH_LABEL = 'Your files';
