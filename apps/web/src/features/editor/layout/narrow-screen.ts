import useMediaQuery from '@mui/material/useMediaQuery';

/**
 * Phones, and tablets held upright (up to 899 px wide): too narrow for the insights beside the
 * transcript, and stacking them above it pushes the transcript some 1,700 px down the page. There
 * the insights open in a drawer instead (docs/product.md#on-phones-and-tablets). Wider screens keep
 * the desktop layout. 900 px is also where comments move beside their paragraph (paragraphs/transcript-styles.ts).
 */
export const NARROW_EDITOR_QUERY = '(max-width: 899.95px)';

/** Whether the editor is laid out for a narrow screen; known on the first render, so nothing flashes. */
export const useNarrowEditor = (): boolean => useMediaQuery(NARROW_EDITOR_QUERY, { noSsr: true });
