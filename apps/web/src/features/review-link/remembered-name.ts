/** The name typed once is offered again on this browser for the next comment or decision. */
const NAME_KEY = 'review-link-name';

export function rememberedName(): string {
  try {
    return localStorage.getItem(NAME_KEY) ?? '';
  } catch {
    return '';
  }
}

export function rememberName(name: string): void {
  try {
    localStorage.setItem(NAME_KEY, name);
  } catch {
    // Storage refused: the name is typed again next time.
  }
}
