import type { Language } from '@lyceum/platform';

/** A card of the sample: front, back. */
type SampleCard = readonly [recto: string, verso: string];

interface Sample {
  cards: readonly SampleCard[];
  /** Put in the tags field when the user has typed none. */
  tag: string;
}

// Facts and short quotes from the thinkers the demo personas speak for, with the book each comes
// from. A back may hold a semicolon: only the first one of a line separates the sides.
const english: Sample = {
  tag: 'philosophy',
  cards: [
    [
      'In which work of Plato does Socrates say “the unexamined life is not worth living”?',
      'The Apology, his defence speech at his trial in Athens in 399 BC.',
    ],
    [
      'How did Socrates die?',
      'Sentenced to death in 399 BC, he drank hemlock; Plato tells of his last day in the Phaedo.',
    ],
    [
      'In what language did Marcus Aurelius write his Meditations?',
      'In Greek, as notes to himself, while he was Roman emperor (161–180).',
    ],
    [
      'Who wrote “Begin the morning by saying to thyself, I shall meet with the busy-body, the ungrateful, arrogant, deceitful, envious, unsocial”?',
      'Marcus Aurelius, at the start of Book II of the Meditations (George Long’s translation).',
    ],
    [
      'Who wrote “It is not that we have a short space of time, but that we waste much of it”?',
      'Seneca, in On the Shortness of Life.',
    ],
    [
      'To whom did Seneca address his 124 moral letters?',
      'To his friend Lucilius, then procurator of Sicily: the Letters to Lucilius.',
    ],
    [
      'Which emperor did Seneca tutor and advise?',
      'Nero; in AD 65 Nero ordered him to take his own life.',
    ],
    [
      'How does Epictetus open the Enchiridion?',
      '“Some things are in our control and others not.”',
    ],
    [
      'According to Epictetus, what disturbs people?',
      '“Men are disturbed not by things, but by the opinions about things.” (Enchiridion, 5)',
    ],
    [
      'Who wrote down the teachings of Epictetus?',
      'His student Arrian, in the Discourses and the Enchiridion; Epictetus, born a slave, wrote nothing himself.',
    ],
    [
      'What was Montaigne’s motto?',
      '“Que sais-je?” (“What do I know?”), from his Essays, first published in 1580.',
    ],
    [
      'How did Montaigne explain his friendship with Étienne de La Boétie?',
      '“Because it was he, because it was I.” (Essays, Book I, “Of Friendship”)',
    ],
  ],
};

// French typography: a narrow no-break space before ; : ? ! and inside « », typographic apostrophes.
const french: Sample = {
  tag: 'philosophie',
  cards: [
    [
      'Dans quelle œuvre de Platon Socrate dit-il qu’une vie sans examen ne vaut pas la peine d’être vécue\u202F?',
      'L’Apologie de Socrate, sa défense lors de son procès à Athènes en 399 av. J.-C.',
    ],
    [
      'Comment Socrate est-il mort\u202F?',
      'Condamné à mort en 399 av. J.-C., il but la ciguë\u202F; Platon raconte son dernier jour dans le Phédon.',
    ],
    [
      'En quelle langue Marc Aurèle a-t-il écrit ses Pensées\u202F?',
      'En grec, comme des notes pour lui-même, alors qu’il était empereur romain (161–180).',
    ],
    [
      'Qui a écrit «\u202FDès l’aurore, dis-toi d’avance\u202F: je rencontrerai un indiscret, un ingrat, un insolent, un fourbe, un envieux, un insociable\u202F»\u202F?',
      'Marc Aurèle, au début du livre II des Pensées pour moi-même.',
    ],
    [
      'Qui a écrit «\u202FCe n’est pas que nous ayons peu de temps, c’est que nous en perdons beaucoup\u202F»\u202F?',
      'Sénèque, dans De la brièveté de la vie.',
    ],
    [
      'À qui Sénèque adresse-t-il ses 124 lettres morales\u202F?',
      'À son ami Lucilius, alors procurateur de Sicile\u202F: ce sont les Lettres à Lucilius.',
    ],
    [
      'De quel empereur Sénèque fut-il le précepteur et le conseiller\u202F?',
      'Néron\u202F; en 65 apr. J.-C., Néron lui ordonna de se donner la mort.',
    ],
    [
      'Comment s’ouvre le Manuel d’Épictète\u202F?',
      '«\u202FIl y a ce qui dépend de nous, et ce qui ne dépend pas de nous.\u202F»',
    ],
    [
      'Selon Épictète, qu’est-ce qui trouble les hommes\u202F?',
      '«\u202FCe qui trouble les hommes, ce ne sont pas les choses, mais les jugements qu’ils portent sur les choses.\u202F» (Manuel, 5)',
    ],
    [
      'Qui a mis par écrit l’enseignement d’Épictète\u202F?',
      'Son élève Arrien, dans les Entretiens et le Manuel\u202F; Épictète, né esclave, n’a rien écrit lui-même.',
    ],
    [
      'Quelle était la devise de Montaigne\u202F?',
      '«\u202FQue sais-je\u202F?\u202F», tirée des Essais, publiés pour la première fois en 1580.',
    ],
    [
      'Comment Montaigne explique-t-il son amitié avec Étienne de La Boétie\u202F?',
      '«\u202FParce que c’était lui, parce que c’était moi.\u202F» (Essais, livre I, «\u202FDe l’amitié\u202F»)',
    ],
  ],
};

const samples: Record<Language, Sample> = { en: english, fr: french };

/** The sample in the interface language: its text, one `recto;verso` line per card, and a tag. */
export function sampleFor(language: Language): { text: string; tag: string } {
  const { cards, tag } = samples[language];
  return { text: cards.map(([recto, verso]) => `${recto};${verso}`).join('\n'), tag };
}
