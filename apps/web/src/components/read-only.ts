import { createContext, useContext } from 'react';

/**
 * Why what is shown may only be read (a workflow whose review status closes it to the person:
 * docs/product.md#permission-matrix), or null when it may be changed. Set once by the page that
 * asked the policy; every control that would change the document or what is made from it (save,
 * strike, comments, speakers, insights, articles, audiograms) reads it and is left out, so nobody
 * is offered a change that can only fail.
 */
export const ReadOnlyContext = createContext<string | null>(null);

/** The reason the document is read-only here, or null when it may be edited. */
export const useReadOnly = (): string | null => useContext(ReadOnlyContext);
