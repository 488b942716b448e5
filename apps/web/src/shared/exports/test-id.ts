/**
 * `data-testid` for an MUI slot (the Dialog's paper, a Switch's input). The slot prop types list only
 * the element's known attributes, though MUI passes any attribute through to the element.
 */
export const testIdSlot = (id: string): object => ({ 'data-testid': id });
