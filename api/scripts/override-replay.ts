/**
 * How much the answer check learns from overrides: a scripted 200-answer challenge in which a
 * learner overrides every verdict they disagree with, played twice with the same answers. The
 * second run needs fewer overrides because each override taught its card the answer.
 *
 *   cd api && pnpm exec tsx scripts/override-replay.ts
 *
 * It runs on the embedded database (or DATABASE_URL's, in a schema of its own) through the
 * challenge service, as the challenge screen's calls do. The test suite plays the same script.
 */
import type { Database } from '../src/db';
import { createChallengeService } from '../src/modules/flashcards/challenge/challenge-service';
import { createFlashcardsService } from '../src/modules/flashcards/flashcards-service';
import { openScriptApp } from './script-app';

/**
 * A card (the learner types its recto) and answers as the learner judges them: `right` ones
 * they count as knowing the card (a shorter name, a French spelling), `wrong` ones they do not
 * (another person, or a near miss that is someone else).
 */
interface ScriptedCard {
  recto: string;
  verso: string;
  right: string[];
  wrong: string[];
}

const CARDS: ScriptedCard[] = [
  {
    recto: 'Marcus Aurelius',
    verso: 'Emperor who wrote the Meditations',
    right: ['Aurelius', 'marc aurele'],
    wrong: ['Marcus Aurelian', 'Nero'],
  },
  {
    recto: 'Plato',
    verso: 'Founder of the Academy',
    right: ['Platon', 'Aristocles'],
    wrong: ['Pluto', 'Plotinus'],
  },
  {
    recto: 'Seneca',
    verso: 'Stoic who wrote letters to Lucilius',
    right: ['Seneca the Younger', 'Sénèque'],
    wrong: ['Cato', 'Senna'],
  },
  {
    recto: 'Epictetus',
    verso: 'Former slave who taught the Discourses',
    right: ['Épictète', 'epictetus'],
    wrong: ['Epicurus', 'Arrian'],
  },
  {
    recto: 'Socrates',
    verso: 'Philosopher sentenced to drink hemlock',
    right: ['Socrate', 'socrates'],
    wrong: ['Sophocles', 'Xenophon'],
  },
  {
    recto: 'Michel de Montaigne',
    verso: 'Author of the Essais',
    right: ['Montaigne', 'Michel Montaigne'],
    wrong: ['Pascal', 'La Boétie'],
  },
  {
    recto: 'Jean-Jacques Rousseau',
    verso: 'Author of The Social Contract',
    right: ['Rousseau', 'J.-J. Rousseau'],
    wrong: ['Voltaire', 'Diderot'],
  },
  {
    recto: 'Immanuel Kant',
    verso: 'Author of the Critique of Pure Reason',
    right: ['Kant', 'Emmanuel Kant'],
    wrong: ['Hegel', 'Hume'],
  },
  {
    recto: 'René Descartes',
    verso: '"I think, therefore I am"',
    right: ['Descartes', 'rene descartes'],
    wrong: ['Pascal', 'Spinoza'],
  },
  {
    recto: 'Friedrich Nietzsche',
    verso: 'Author of Thus Spoke Zarathustra',
    right: ['Nietzsche', 'Nietzche'],
    wrong: ['Schopenhauer', 'Wagner'],
  },
  {
    recto: 'Aristotle',
    verso: 'Tutor of Alexander the Great',
    right: ['Aristote', 'aristotle'],
    wrong: ['Aristophanes', 'Plato'],
  },
  {
    recto: 'Heraclitus',
    verso: '"No man ever steps in the same river twice"',
    right: ['Héraclite', 'Heraclite'],
    wrong: ['Parmenides', 'Thales'],
  },
  {
    recto: 'Diogenes',
    verso: 'Cynic who lived in a jar',
    right: ['Diogenes of Sinope', 'Diogène'],
    wrong: ['Crates', 'Antisthenes'],
  },
  {
    recto: 'Zeno of Citium',
    verso: 'Founder of Stoicism',
    right: ['Zeno', 'Zénon de Citium'],
    wrong: ['Zeno of Elea', 'Chrysippus'],
  },
  {
    recto: 'Cicero',
    verso: 'Roman orator who wrote On Duties',
    right: ['Tully', 'Cicéron'],
    wrong: ['Cato', 'Caesar'],
  },
  {
    recto: 'Epicurus',
    verso: 'Taught that pleasure is the absence of pain',
    right: ['Epicure', 'Épicure'],
    wrong: ['Epictetus', 'Lucretius'],
  },
  {
    recto: 'Thomas Hobbes',
    verso: 'Author of Leviathan',
    right: ['Hobbes', 'Hobbs'],
    wrong: ['Locke', 'Bacon'],
  },
  {
    recto: 'John Locke',
    verso: 'Author of the Two Treatises of Government',
    right: ['Locke', 'J. Locke'],
    wrong: ['Hobbes', 'Hume'],
  },
  {
    recto: 'Baruch Spinoza',
    verso: 'Author of the Ethics',
    right: ['Spinoza', 'Benedict de Spinoza'],
    wrong: ['Leibniz', 'Descartes'],
  },
  {
    recto: 'Blaise Pascal',
    verso: 'Author of the Pensées',
    right: ['Pascal', 'B. Pascal'],
    wrong: ['Descartes', 'Montaigne'],
  },
];

/** The ten answers given to each card, in order: what the learner knows, and what they confuse. */
function answersFor(card: ScriptedCard): Array<{ answer: string; right: boolean }> {
  const [right1 = card.recto, right2 = card.recto] = card.right;
  const [wrong1 = '', wrong2 = ''] = card.wrong;
  return [
    { answer: card.recto, right: true },
    { answer: right1, right: true },
    { answer: wrong1, right: false },
    { answer: card.recto.toUpperCase(), right: true },
    { answer: right2, right: true },
    { answer: wrong2, right: false },
    { answer: right1, right: true },
    { answer: ` ${card.recto.toLowerCase()} `, right: true },
    { answer: right2, right: true },
    { answer: wrong1, right: false },
  ];
}

export const SCRIPTED_ANSWERS = CARDS.length * 10;

export interface RunResult {
  answers: number;
  overrides: number;
  /** Overrides to right (the check said wrong) and to wrong (the check said right). */
  toRight: number;
  toWrong: number;
}

/**
 * Creates the scripted cards for the user, then plays the 200 answers twice: each verdict the
 * learner disagrees with is overridden, and every answer is finalized as the challenge screen does.
 */
export async function replayOverrides(db: Database, userId: number) {
  const flashcards = createFlashcardsService({ db, quotas: { flashcards: 1000, tags: 1000 } });
  const challenge = createChallengeService({ db });
  const ids: number[] = [];
  for (const card of CARDS) {
    ids.push((await flashcards.create(userId, { recto: card.recto, verso: card.verso })).id);
  }

  const run = async (): Promise<RunResult> => {
    const result: RunResult = { answers: 0, overrides: 0, toRight: 0, toWrong: 0 };
    for (const [index, card] of CARDS.entries()) {
      const flashcard_id = ids[index] ?? 0;
      for (const { answer, right } of answersFor(card)) {
        const verdict = await challenge.check(userId, {
          flashcard_id,
          challenge_direction: 'answer_on_recto',
          user_response: answer,
          response_time: 0.1,
          confidence_level: 'easy',
        });
        const overridden = verdict.is_correct !== right;
        result.answers += 1;
        if (overridden) {
          result.overrides += 1;
          if (right) result.toRight += 1;
          else result.toWrong += 1;
        }
        await challenge.finalize(userId, {
          flashcard_id,
          is_correct: right,
          confidence_level: 'easy',
          response_time: 0.1,
          user_answer: answer,
          challenge_direction: 'answer_on_recto',
          was_overridden: overridden,
          original_validation_result: verdict.is_correct,
        });
      }
    }
    return result;
  };

  const first = await run();
  const second = await run();
  return { first, second };
}

const percent = (result: RunResult) => ((100 * result.overrides) / result.answers).toFixed(1);

async function main() {
  const { db, userId, close } = await openScriptApp('replayer');
  try {
    const { first, second } = await replayOverrides(db, userId);
    console.log('run     answers  overrides  to right  to wrong  override rate');
    for (const [name, result] of [
      ['first', first],
      ['second', second],
    ] as const) {
      console.log(
        `${name.padEnd(8)}${String(result.answers).padStart(7)}${String(result.overrides).padStart(11)}` +
          `${String(result.toRight).padStart(10)}${String(result.toWrong).padStart(10)}${`${percent(result)} %`.padStart(15)}`,
      );
    }
  } finally {
    await close();
  }
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
