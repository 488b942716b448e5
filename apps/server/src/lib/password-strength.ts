import type { ZxcvbnFactory } from '@zxcvbn-ts/core';

/**
 * zxcvbn scores 0-4; 3 means an estimated 10^8 guesses or more, which our slow hash and sign-in
 * throttling turn into years online and a costly offline attack. 2 still lets "Summer2024!" through.
 */
export const MIN_PASSWORD_SCORE = 3;

/**
 * Only this many leading characters are scored. zxcvbn's matching grows with the square of the
 * length (times the l33t variants tried), so a 200-character password took seconds; a password
 * whose first 64 characters are hard to guess is not made easier by the rest.
 */
export const SCORED_LENGTH = 64;
/** l33t spellings tried per password (the library's default of 100 dominated the time of long inputs). */
const L33T_VARIANTS = 8;
/** User inputs are cut to this length: a name cannot usefully be longer, and the matcher loops over it. */
const INPUT_LENGTH = 100;

export interface PasswordOwner {
  email: string;
  firstName?: string;
  lastName?: string;
  productName: string;
}

let checker: Promise<ZxcvbnFactory> | undefined;

/** The dictionaries are a few megabytes: loaded on the first check, once per process. */
function loadChecker(): Promise<ZxcvbnFactory> {
  checker ??= (async () => {
    const [{ ZxcvbnFactory }, common, en] = await Promise.all([
      import('@zxcvbn-ts/core'),
      import('@zxcvbn-ts/language-common'),
      import('@zxcvbn-ts/language-en'),
    ]);
    return new ZxcvbnFactory({
      dictionary: { ...common.dictionary, ...en.dictionary },
      graphs: common.adjacencyGraphs,
      translations: {
        ...en.translations,
        // The library's own wording ("personal or page related data") is not something a person acts on.
        warnings: {
          ...en.translations.warnings,
          userInputs: 'It contains your name, your email address or the name of this service.',
        },
      },
      maxLength: SCORED_LENGTH,
      l33tMaxSubstitutions: L33T_VARIANTS,
    });
  })();
  // A failed load is not cached, so the next check tries again.
  checker.catch(() => (checker = undefined));
  return checker;
}

/** For tests: whether the dictionaries have been asked for yet. */
export const passwordCheckerLoaded = (): boolean => checker !== undefined;

/** What a guesser who knows the person would try first: the address, its parts, the names, the product. */
export function personalInputs(owner: PasswordOwner): string[] {
  const email = owner.email.trim().toLowerCase();
  const [local = '', domain = ''] = email.split('@');
  const words = (text: string) => text.split(/[^\p{L}\p{N}]+/u).filter((w) => w.length >= 3);
  const inputs = [
    email,
    local,
    ...words(local),
    domain.split('.')[0] ?? '',
    owner.firstName ?? '',
    owner.lastName ?? '',
    ...words(`${owner.firstName ?? ''} ${owner.lastName ?? ''}`),
    owner.productName,
  ];
  // One or two letters (an initial, "Al") would match everywhere and tell a guesser little.
  return [...new Set(inputs.map((i) => i.trim().slice(0, INPUT_LENGTH)).filter((i) => i.length >= 3))];
}

/** The share of the password's characters that spell out one of the personal inputs. */
function personalShare(password: string, inputs: readonly string[]): number {
  const text = password.toLowerCase();
  const covered = new Array<boolean>(text.length).fill(false);
  for (const input of inputs) {
    const word = input.toLowerCase();
    for (let at = text.indexOf(word); at !== -1; at = text.indexOf(word, at + 1))
      covered.fill(true, at, at + word.length);
  }
  return text.length === 0 ? 0 : covered.filter(Boolean).length / text.length;
}

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/**
 * Undefined when the password is hard enough to guess; otherwise why not, in words a person can act
 * on: the library's warning and its first suggestion, or that it is mostly the person's own details.
 */
export async function passwordWeakness(password: string, owner: PasswordOwner): Promise<string | undefined> {
  const inputs = personalInputs(owner);
  // The library scores "grace.hopper1" as fair, because "hopper1" is rare as a whole; but anyone
  // targeting Grace Hopper tries her name first. Mostly personal means refused.
  if (personalShare(password.slice(0, SCORED_LENGTH), inputs) >= 0.5) {
    return `This password is too easy to guess: it is mostly your name, your email address or ${owner.productName}. Add a few words of your own.`;
  }
  const zxcvbn = await loadChecker();
  const result = zxcvbn.check(password, inputs);
  if (result.score >= MIN_PASSWORD_SCORE) return undefined;
  const suggestion = result.feedback.suggestions[0] ?? 'Add another word or two.';
  const warning = result.feedback.warning;
  return warning
    ? `This password is too easy to guess: ${lowerFirst(warning)} ${suggestion}`
    : `This password is too easy to guess. ${suggestion}`;
}
