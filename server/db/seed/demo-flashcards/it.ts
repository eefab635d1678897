// Italian demo flashcard sets (Italy, content language it).
import { basic, type DemoFlashcardSet } from './types';

export const ITALIAN_FLASHCARD_SETS: DemoFlashcardSet[] = [
  {
    country: 'IT',
    language: 'it',
    knower: 'giulia.romano',
    key: 'it-flashcards-risorgimento-date',
    title: 'Risorgimento: le date da ricordare',
    description: 'Dai moti del 1820 alla presa di Roma: le date del Risorgimento, una per carta.',
    subject: 'history',
    grades: [8, 12],
    topic: 'storia/ottocento',
    knowledge: 'societa/storia/risorgimento',
    notes: [
      basic('Moti carbonari a Napoli e in Piemonte', '1820–1821'),
      basic('Giuseppe Mazzini fonda la Giovine Italia a Marsiglia', '1831'),
      basic('Carlo Alberto concede lo Statuto Albertino', '4 marzo 1848'),
      basic('Le Cinque giornate di Milano', '18–22 marzo 1848'),
      basic('Prima guerra d’indipendenza', '1848–1849'),
      basic('Sconfitta di Novara; Carlo Alberto abdica in favore di Vittorio Emanuele II', '23 marzo 1849'),
      basic('La Repubblica Romana di Mazzini, Saffi e Armellini', '1849'),
      basic('Il Regno di Sardegna entra nella guerra di Crimea', '1855'),
      basic('Accordi di Plombières tra Cavour e Napoleone III', 'Luglio 1858'),
      basic('Seconda guerra d’indipendenza: battaglie di Magenta e di Solferino e San Martino', '1859 (4 e 24 giugno)'),
      basic('Armistizio di Villafranca', '11 luglio 1859'),
      basic('Spedizione dei Mille: partenza da Quarto', '5 maggio 1860'),
      basic('Incontro di Teano tra Garibaldi e Vittorio Emanuele II', '26 ottobre 1860'),
      basic('Proclamazione del Regno d’Italia', '17 marzo 1861'),
      basic('Morte di Cavour', '6 giugno 1861'),
      basic('Terza guerra d’indipendenza: il Veneto passa all’Italia', '1866'),
      basic('Presa di Roma: la breccia di Porta Pia', '20 settembre 1870'),
      basic('Roma diventa capitale d’Italia', '1871'),
    ],
  },
];
