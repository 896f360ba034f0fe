import type { Retrieval } from './retrieval';
import { foldedWords } from './retrieval-language';

/** A message of at most this many words may be a follow-up of the previous question. */
export const FOLLOW_UP_MAX_WORDS = 6;
/**
 * ...and of at most this many words of its own (not words asking for more): "and Nero?" may
 * lean on the previous question, "how do I configure a cluster?" is a question of its own.
 */
export const FOLLOW_UP_OWN_WORDS_MAX = 1;

/**
 * Words that ask for more without naming a subject ("why?", "tell me more", "pourquoi ?",
 * "dis-m'en plus"), folded: lower case, without accents.
 */
const CUE_WORDS = new Set(
  [
    'why how so what more tell me explain elaborate example examples again really and then',
    'mean meant you do does did it that this about please go on further is could can say said',
    'the a an of in for give another other same',
    'pourquoi comment plus encore dis dites moi m en explique expliquez exemple exemples',
    'vraiment et alors c est a dire veut vous tu te cela ca donc quoi precise precisez',
    'davantage un une le la les des du s il plait svp continue continuez autre',
  ]
    .join(' ')
    .split(' '),
);

/**
 * The ideas for a message, with the previous question to help a short follow-up: a message
 * made only of words that ask for more is searched with the previous question after it; another
 * short one with a single word of its own is searched alone first, and again with the previous
 * question when it finds nothing. `totalQueries` counts every search of both.
 */
export async function retrieveFollowingUp(
  message: string,
  previousQuestion: string | null,
  retrieve: (text: string) => Promise<Retrieval>,
): Promise<Retrieval & { text: string }> {
  const words = foldedWords(message);
  const combined = `${message} ${previousQuestion ?? ''}`.trim();
  if (!previousQuestion || words.length > FOLLOW_UP_MAX_WORDS) {
    return { ...(await retrieve(message)), text: message };
  }
  if (words.every((word) => CUE_WORDS.has(word))) {
    return { ...(await retrieve(combined)), text: combined };
  }
  const alone = await retrieve(message);
  const own = words.filter((word) => !CUE_WORDS.has(word)).length;
  if (alone.ideas.length > 0 || own > FOLLOW_UP_OWN_WORDS_MAX) return { ...alone, text: message };
  const helped = await retrieve(combined);
  return { ...helped, totalQueries: alone.totalQueries + helped.totalQueries, text: combined };
}
