/** Word lists and small predicates shared by the analysis steps. All lower-case. */

/** Recogniser words carry no punctuation, but edited words may: keep letters, digits, ' and -. */
export function normaliseWord(text: string): string {
  return text
    .toLowerCase()
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[^\p{L}\p{N}'-]+/gu, '')
    .replace(/^['-]+|['-]+$/g, '');
}

const list = (text: string) => new Set(text.split(/\s+/).filter(Boolean));

/** Function words: never keywords or entity words, and ignored by similarity. */
export const STOPWORDS = list(`
a about above across after again against all almost along already also although always am among an and another
any anybody anyhow anyone anything anyway anywhere are aren't around as at be became because become been before
behind being below beside besides between beyond both but by can can't cannot could couldn't did didn't do does
doesn't doing don't done down during each either else enough etc even ever every everybody everyone everything
everywhere except few for from further had hadn't has hasn't have haven't having he he'd he'll he's her here
here's hers herself him himself his how how's however i i'd i'll i'm i've if in inside instead into is isn't it
it'd it'll it's its itself just least less let let's like many may maybe me might mine more most much must my
myself near neither never no nobody none nor not nothing now of off often on once one ones only onto or other
others otherwise our ours ourselves out outside over own per perhaps quite rather really same shall she she'd
she'll she's should shouldn't since so some somebody someone something sometimes somewhat somewhere still such
than that that'll that's the their theirs them themselves then there there's therefore these they they'd they'll
they're they've this those though through throughout thus to together too toward towards under unless until up
upon us very via was wasn't we we'd we'll we're we've were weren't what what's whatever when whenever where
where's whereas wherever whether which while who who's whoever whole whom whose why will with within without
won't would wouldn't yet you you'd you'll you're you've your yours yourself yourselves
get gets got getting go goes going gone went make makes made making say says said saying know knows knew
think thinks thought want wants wanted see sees saw seen come comes came take takes took put puts give gives
gave tell tells told let lets ask asks asked mean means meant seem seems seemed look looks looked try tries tried
`);

/** Spoken fillers and discourse words: never keywords, and a sentence made of them says nothing. */
export const FILLERS = list(`
yeah yes yep no nope okay ok oh ah uh um umm hmm er erm mm mhm wow hey hi hello well right sure alright
actually basically literally totally really kind sort like gonna wanna gotta stuff thing things lot lots bit
pretty just anyway anyways cool great good awesome
`);

/** Nouns too vague to stand alone as a key phrase (they may still appear inside a longer phrase). */
export const GENERIC_NOUNS = list(`
thing things stuff lot lots way ways time times today tomorrow yesterday week weeks day days year years month
months part parts kind sort bit point points fact case place number something anything everything nothing
someone anyone everyone guest guests podcast podcasts episode episodes show listener listeners moment question
questions answer answers one ones end start beginning side sides lot percent hundred thousand million billion
half first second minute minutes hour hours morning evening night home word words example reason others
person guy guys man woman folks course matter problem work job number people thank thanks name names
`);

/** Words that only count and measure: not topics. */
export const NUMBER_WORDS = list(`
zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen
eighteen nineteen twenty thirty forty fifty sixty seventy eighty ninety hundred thousand million billion first
second third fourth fifth
`);

export function isStopword(token: string): boolean {
  return STOPWORDS.has(token) || FILLERS.has(token);
}

/** A word that carries content (not a function word, filler or number). */
export function isContentToken(token: string): boolean {
  return token.length > 1 && !isStopword(token) && !NUMBER_WORDS.has(token) && !/^\d+$/.test(token);
}

/** Sentences that greet, thank or sign off: they open and close shows but say nothing about the topic. */
export function isCourtesy(tokens: readonly string[]): boolean {
  const text = ` ${tokens.join(' ')} `;
  return /\b(welcome (back )?to|thank you|thanks for|thanks so much|for having me|for listening|see you next|great to be here|good to be here|hello and|bye)\b/.test(
    text,
  );
}
