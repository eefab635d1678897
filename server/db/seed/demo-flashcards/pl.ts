// Polish demo flashcard sets (Poland, content language pl).
import { reversed, type DemoFlashcardSet } from './types';

export const POLISH_FLASHCARD_SETS: DemoFlashcardSet[] = [
  {
    country: 'PL',
    language: 'pl',
    knower: 'zofia.kowalczyk',
    key: 'pl-flashcards-angielski-zdrowie',
    title: 'Angielski – słownictwo: zdrowie',
    description: 'Dwanaście słówek i zwrotów z działu „Zdrowie” do powtórki przed maturą, w obie strony.',
    subject: 'english',
    grades: [10, 11],
    topic: 'jezyk-angielski/slownictwo',
    notes: [
      reversed('a headache', 'ból głowy'),
      reversed('a sore throat', 'ból gardła'),
      reversed('a cough', 'kaszel'),
      reversed('to have a temperature', 'mieć gorączkę'),
      reversed('a rash', 'wysypka'),
      reversed('to feel dizzy', 'mieć zawroty głowy'),
      reversed('to sprain your ankle', 'skręcić kostkę'),
      reversed('to be allergic to', 'być uczulonym na'),
      reversed('a prescription', 'recepta'),
      reversed('a painkiller', 'środek przeciwbólowy'),
      reversed('an injection', 'zastrzyk'),
      reversed('to recover', 'wyzdrowieć'),
    ],
  },
];
