import { frenchTypographyProblems, stringsOf } from '@lyceum/build/french-typography';
import enChat from './en/chat.json';
import enConversation from './en/conversation.json';
import enDiscover from './en/discover.json';
import frChat from './fr/chat.json';
import frConversation from './fr/conversation.json';
import frDiscover from './fr/discover.json';

const files = [
  ['chat.json', enChat, frChat],
  ['conversation.json', enConversation, frConversation],
  ['discover.json', enDiscover, frDiscover],
] as const;

const keys = (texts: unknown) => stringsOf(texts).map(([key]) => key);
/** The {{placeholders}} of each text, by key. */
const placeholders = (texts: unknown) =>
  stringsOf(texts).map(([key, text]) => [
    key,
    [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort(),
  ]);

describe.each(files)('%s', (_, en, fr) => {
  test('English and French have the same keys and the same placeholders', () => {
    expect(keys(fr)).toEqual(keys(en));
    expect(placeholders(fr)).toEqual(placeholders(en));
  });

  test('French puts a narrow no-break space before : ; ! ? and inside « »', () => {
    expect(stringsOf(fr).flatMap(([, text]) => frenchTypographyProblems(text))).toEqual([]);
  });
});

test('the texts the specification names read as it says', () => {
  expect(enDiscover.personas.failed).toBe('Failed to load personas');
  expect(enDiscover.personas.network).toBe('Network error occurred');
  expect(enDiscover.personas.emptyTitle).toBe('No Personas Available');
  expect(enDiscover.personas.unknownPeriod).toBe('Unknown period');
  expect(enDiscover.personas.chatNow).toBe('Chat Now');
  expect(enDiscover.podcasts.title).toBe('Podcasts Coming Soon');
  expect(enConversation.sidebar.newConversation).toBe('New Conversation');
  expect(enConversation.sidebar.failed).toBe('Failed to load available personas');
  expect(enConversation.errors.send).toBe('Failed to send message');
  expect(enConversation.errors.reset).toBe('Failed to reset conversation');
  expect(enConversation.sources.toggle).toBe('Sources ({{n}})');
  expect(enConversation.flashcards.added).toBe('Added to your flashcards');
  expect(enConversation.flashcards.exists).toBe('Already in your flashcards');
});
