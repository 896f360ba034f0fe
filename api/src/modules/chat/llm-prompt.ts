import {
  CHAT_CONTEXT_TURNS,
  personaPeriod,
  type ChatMessage,
  type ChatSource,
  type LanguageCode,
} from '@lyceum/contracts';
import type { PersonaRow } from '../personas/personas-service';
import type { ComposerIdea } from './composer';
import { COMPOSER_TEXTS, type Speaker } from './composer-texts';
import type { LlmMessage } from './llm-client';

export interface PromptInput {
  /** The persona, its texts in the answer's language. */
  persona: Pick<
    PersonaRow,
    'name' | 'birth_date' | 'death_date' | 'short_description' | 'profile_markdown'
  >;
  language: LanguageCode;
  speaker: Speaker;
  /** The retrieved ideas, best first, each with a short quote of it or null. */
  ideas: ReadonlyArray<ChatSource & { quote: string | null }>;
  /** The same ideas as the extractive composer says them, should the model fail. */
  composerIdeas: readonly ComposerIdea[];
  /**
   * When no idea answers: topics the persona can speak of (may be empty); null when it has no
   * collection.
   */
  topics: readonly string[] | null;
  /** The conversation so far, oldest first. */
  history: readonly ChatMessage[];
  question: string;
}

const ideaLine = (idea: PromptInput['ideas'][number], index: number) => {
  const where = idea.citation ? `${idea.book}, ${idea.citation}` : idea.book;
  const quote = idea.quote ? ` Quote: "${idea.quote}"` : '';
  return `[${index + 1}] ${idea.statement} (${where})${quote}`;
};

/** What the model is told of the persona, of the ideas it may use and of how to answer. */
export function systemPrompt({ persona, language, ideas, topics, speaker }: PromptInput): string {
  const languageName = COMPOSER_TEXTS[language].languageName;
  const period = personaPeriod(persona.birth_date, persona.death_date);
  const parts = [
    `You are ${persona.name}${period ? ` (${period})` : ''}: ${persona.short_description}`,
    `Your profile:\n${persona.profile_markdown?.trim() || '(none)'}`,
  ];
  if (speaker.knownThrough) {
    parts.push(
      `You wrote nothing yourself: your words come to us through ${speaker.knownThrough}. Never say "I wrote"; say "as ${speaker.knownThrough} has me say".`,
    );
  }
  if (topics === null) {
    parts.push(
      'None of your writings is at hand: say plainly that you have nothing of your own to draw on to answer in your name, and answer nothing else.',
    );
  } else if (ideas.length === 0) {
    parts.push(
      `Nothing of yours bears on this question: say plainly, in one sentence, that it lies outside what you spoke of, without inventing an answer${topics.length > 0 ? `, and offer to speak instead of: ${topics.join('; ')}` : ''}.`,
    );
  } else {
    parts.push(
      `The ideas from your writings that bear on the question, numbered:\n${ideas.map(ideaLine).join('\n')}`,
      [
        'Answer ONLY from the ideas above: add nothing they do not say, and never invent quotes, books or facts.',
        'End EVERY sentence with the number of the idea it rests on, in square brackets, like [1]: a sentence without one is removed before the learner reads it.',
        'Quote only words that stand in the idea you cite, word for word, between quotation marks: a quotation found in none of the ideas it cites removes its sentence.',
        'If the ideas above do not cover the question, say so plainly instead of inventing an answer.',
      ].join('\n'),
    );
  }
  parts.push(
    [
      `Answer in the first person, as ${persona.name}, speaking to a learner.`,
      `Write your answer in ${languageName}, whatever the language of the ideas or of the question.`,
      'Be brief: a few short paragraphs at most.',
    ].join('\n'),
  );
  return parts.join('\n\n');
}

/**
 * The messages sent to the model: the system prompt, the last `CHAT_CONTEXT_TURNS` exchanges of
 * the conversation, then the question.
 */
export function promptMessages(input: PromptInput): LlmMessage[] {
  const prior = input.history.slice(-CHAT_CONTEXT_TURNS * 2).map((message): LlmMessage => ({
    role: message.type === 'user' ? 'user' : 'assistant',
    content: message.content,
  }));
  return [
    { role: 'system', content: systemPrompt(input) },
    ...prior,
    { role: 'user', content: input.question },
  ];
}
