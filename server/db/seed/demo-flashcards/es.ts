// Spanish demo flashcard sets (Spain, content language es).
import { reversed, type DemoFlashcardSet } from './types';

export const SPANISH_FLASHCARD_SETS: DemoFlashcardSet[] = [
  {
    country: 'ES',
    language: 'es',
    knower: 'lucia.fernandez',
    key: 'es-flashcards-ingles-viajes',
    title: 'Inglés: vocabulario de viajes',
    description: 'Doce palabras y expresiones en inglés para ir de viaje, con tarjetas en los dos sentidos.',
    subject: 'english',
    grades: [8, 9],
    topic: 'ingles/vocabulario',
    notes: [
      reversed('luggage', 'el equipaje'),
      reversed('a suitcase', 'una maleta'),
      reversed('a boarding pass', 'una tarjeta de embarque'),
      reversed('a return ticket', 'un billete de ida y vuelta'),
      reversed('to book', 'reservar'),
      reversed('a delay', 'un retraso'),
      reversed('customs', 'la aduana'),
      reversed('to check in (at a hotel)', 'registrarse (en un hotel)'),
      reversed('a youth hostel', 'un albergue juvenil'),
      reversed('to go sightseeing', 'hacer turismo'),
      reversed('abroad', 'en el extranjero'),
      reversed('to miss the train', 'perder el tren'),
    ],
  },
];
