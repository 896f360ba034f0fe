import type { LanguageCode } from '@lyceum/contracts';

/** Who speaks: a thinker who wrote their books, or one whose words another wrote down. */
export interface Speaker {
  /** The author who wrote down the thinker's words ("Plato"), or null when they wrote them. */
  knownThrough: string | null;
}

/**
 * The sentences of the extractive composer in one language. The ideas' statements, arguments and
 * quotes come from the collection (translated where the idea has a translation); only these
 * linking words are the composer's.
 */
export interface ComposerTexts {
  /** The language's name, as the model's instructions name it. */
  languageName: string;
  /** Where an idea stands: its book, and where in it when known. */
  source: (book: string, citation: string | null) => string;
  /**
   * Brings in the answer's one quote from `source`, as the thinker wrote it or as `knownThrough`
   * has them say it; `translated` when the quote is in another language than the answer's.
   */
  quote: (
    speaker: Speaker,
    source: string,
    text: string,
    { translated }: { translated: boolean },
  ) => string;
  /** Brings in a further idea by what it adds (`topic`, one of its key phrases), in turn. */
  further: ReadonlyArray<(topic: string, statement: string) => string>;
  /** No idea answers the question; `topics` are some the thinker can speak of, or none. */
  outside: (topics: readonly string[]) => string;
  /** A question the thinker can answer, on `topic` (one of an idea's key phrases). */
  suggestion: (topic: string) => string;
  /** The persona has no collection of ideas to draw on. */
  noWritings: string;
  /**
   * In a debate, brings in the other thinker's idea (`other` says `statement`) before the
   * persona's own: it disagrees with it, or grants it only in part.
   */
  reply: Record<'disagrees' | 'qualifies', (other: string, statement: string) => string>;
}

/** A narrow no-break space: French puts one before `: ; ! ?` and inside « ». */
export const NNBSP = '\u202f';

/** Topics named in a sentence, quoted: "“a”, “b” or “c”". */
const topicList = (language: LanguageCode, topics: readonly string[]) =>
  new Intl.ListFormat(language, { type: 'disjunction' }).format(
    topics.map((topic) => (language === 'fr' ? `«${NNBSP}${topic}${NNBSP}»` : `“${topic}”`)),
  );

export const COMPOSER_TEXTS: Record<LanguageCode, ComposerTexts> = {
  en: {
    languageName: 'English',
    source: (book, citation) => (citation ? `${book}, ${citation}` : book),
    quote: ({ knownThrough }, source, text, { translated }) =>
      `${knownThrough ? `As ${knownThrough} has me say` : 'As I wrote'} (${source}${translated ? ', in translation' : ''}): “${text}”`,
    further: [
      (topic, statement) => `I would add a word on ${topic}: ${statement}`,
      (topic, statement) => `And on ${topic}: ${statement}`,
    ],
    outside: (topics) =>
      topics.length > 0
        ? `Nothing I have said bears on that, and I would rather not invent an answer in my name. Ask me instead about ${topicList('en', topics)}.`
        : 'Nothing I have said bears on that, and I would rather not invent an answer in my name.',
    suggestion: (topic) => `What do you say about “${topic}”?`,
    noWritings:
      'I have none of my writings at hand to draw on, so I cannot answer this in my own words.',
    reply: {
      disagrees: (other, statement) => `${other} says: “${statement}” I see it otherwise.`,
      qualifies: (other, statement) =>
        `${other} says: “${statement}” I would grant it only in part.`,
    },
  },
  fr: {
    languageName: 'French',
    source: (book, citation) => (citation ? `${book}, ${citation}` : book),
    quote: ({ knownThrough }, source, text, { translated }) =>
      `${knownThrough ? `Comme ${knownThrough} me le fait dire` : 'Comme je l’ai écrit'} (${source}${translated ? ', cité en traduction anglaise' : ''})${NNBSP}: «${NNBSP}${text}${NNBSP}»`,
    further: [
      // The topic is quoted: a key phrase has no article of its own to agree with.
      (topic, statement) => `J’ajouterais ceci («${NNBSP}${topic}${NNBSP}»)${NNBSP}: ${statement}`,
      (topic, statement) => `Et encore («${NNBSP}${topic}${NNBSP}»)${NNBSP}: ${statement}`,
    ],
    outside: (topics) =>
      topics.length > 0
        ? `Rien de ce que j’ai dit ne porte là-dessus, et je préfère ne pas inventer de réponse en mon nom. Interrogez-moi plutôt sur ${topicList('fr', topics)}.`
        : 'Rien de ce que j’ai dit ne porte là-dessus, et je préfère ne pas inventer de réponse en mon nom.',
    suggestion: (topic) => `Que dites-vous de «${NNBSP}${topic}${NNBSP}»${NNBSP}?`,
    noWritings: `Je n’ai sous la main aucun de mes écrits sur quoi m’appuyer${NNBSP}; je ne puis donc pas vous répondre en mon nom.`,
    reply: {
      disagrees: (other, statement) =>
        `${other} dit${NNBSP}: «${NNBSP}${statement}${NNBSP}» Je vois les choses autrement.`,
      qualifies: (other, statement) =>
        `${other} dit${NNBSP}: «${NNBSP}${statement}${NNBSP}» Je ne le lui accorde qu’en partie.`,
    },
  },
};
