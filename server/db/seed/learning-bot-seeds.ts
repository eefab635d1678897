// The learning bots and university courses of a fresh database, per content language (de, fr, en, es), written in that
// language; the bots are about subjects that have demo knows there (demo-knows/*.ts), so that their example questions
// find material.

export type LearningBotSeed = { slug: string; subjectSlug: string; name: string; description: string; exampleQuestions: string[] };
export type UniversityCourseSeed = { slug: string; title: string };

export const LEARNING_BOT_SEEDS: Record<string, LearningBotSeed[]> = {
  de: [
    {
      slug: 'bio-buddy',
      subjectSlug: 'biology',
      name: 'Bio-Buddy',
      description: 'Erklärt dir Zellen, Photosynthese und alles Lebendige – Schritt für Schritt und mit Quellen aus deinen Unterlagen.',
      exampleQuestions: ['Wo in der Zelle findet die Photosynthese statt?', 'Was ist der Unterschied zwischen Mitochondrien und Chloroplasten?', 'Welche Stoffe braucht eine Pflanze für die Photosynthese?'],
    },
    {
      slug: 'mathe-coach',
      subjectSlug: 'mathematics',
      name: 'Mathe-Coach',
      description: 'Hilft bei Funktionen, Gleichungen und Umformungen – mit Rechenwegen statt nur Ergebnissen.',
      exampleQuestions: ['Wie lese ich den Scheitelpunkt aus der Scheitelpunktform ab?', 'Wie forme ich eine quadratische Funktion in die Scheitelpunktform um?', 'Was bedeutet der Faktor a in f(x) = a(x − d)² + e?'],
    },
    {
      slug: 'geschichts-guide',
      subjectSlug: 'history',
      name: 'Geschichts-Guide',
      description: 'Ordnet Ereignisse, Ursachen und Folgen ein – von der Weimarer Republik bis heute.',
      exampleQuestions: ['Warum scheiterte die Weimarer Republik?', 'Was stand im Versailler Vertrag?', 'Welche Rolle spielte die Inflation von 1923?'],
    },
    {
      slug: 'physik-pilot',
      subjectSlug: 'physics',
      name: 'Physik-Pilot',
      description: 'Macht Kräfte, Bewegung und Energie verständlich – mit Alltagsbeispielen.',
      exampleQuestions: ['Was besagt das zweite newtonsche Gesetz?', 'Was ist der Unterschied zwischen Masse und Gewichtskraft?', 'Warum gilt actio gleich reactio?'],
    },
  ],
  fr: [
    {
      slug: 'prof-histoire',
      subjectSlug: 'history',
      name: 'Prof d’histoire',
      description: 'T’aide à comprendre les grandes dates, leurs causes et leurs conséquences, en citant tes documents.',
      exampleQuestions: ['Quelles sont les causes de la Révolution française ?', 'Que s’est-il passé le 14 juillet 1789 ?', 'Qu’est-ce que la Déclaration des droits de l’homme et du citoyen ?'],
    },
    {
      slug: 'coach-maths',
      subjectSlug: 'mathematics',
      name: 'Coach de maths',
      description: 'Explique les fonctions affines et la géométrie étape par étape, avec la méthode.',
      exampleQuestions: ['Comment trouver le coefficient directeur d’une fonction affine ?', 'Quand peut-on appliquer le théorème de Thalès ?', 'Comment calculer une longueur avec Thalès ?'],
    },
    {
      slug: 'copain-svt',
      subjectSlug: 'biology',
      name: 'Copain SVT',
      description: 'Répond à tes questions sur la cellule et le vivant, avec les passages de tes cours.',
      exampleQuestions: ['Quelle est la différence entre une cellule animale et une cellule végétale ?', 'À quoi sert la membrane plasmique ?', 'Qu’est-ce que le noyau contient ?'],
    },
    {
      slug: 'guide-physique',
      subjectSlug: 'physics',
      name: 'Guide de physique',
      description: 'Rend l’électricité claire : tension, intensité et loi d’Ohm.',
      exampleQuestions: ['Que dit la loi d’Ohm ?', 'Comment mesure-t-on une tension ?', 'Quelle est l’unité de l’intensité ?'],
    },
  ],
  en: [
    {
      slug: 'science-sidekick',
      subjectSlug: 'biology',
      name: 'Science Sidekick',
      description: 'Walks you through cells, mitosis and living things, quoting the pages of your notes.',
      exampleQuestions: ['What happens during prophase?', 'Why do cells divide by mitosis?', 'How is mitosis different from meiosis?'],
    },
    {
      slug: 'math-mentor',
      subjectSlug: 'mathematics',
      name: 'Math Mentor',
      description: 'Solves equations with you one step at a time and explains every move.',
      exampleQuestions: ['How do I solve 3x + 5 = 20?', 'What does it mean to isolate the variable?', 'How do I check my solution?'],
    },
    {
      slug: 'history-helper',
      subjectSlug: 'history',
      name: 'History Helper',
      description: 'Explains causes, events and outcomes, from the American Revolution onwards.',
      exampleQuestions: ['What caused the American Revolution?', 'Why was the Declaration of Independence written?', 'What was the Stamp Act?'],
    },
    {
      slug: 'earth-explorer',
      subjectSlug: 'geography',
      name: 'Earth Explorer',
      description: 'Makes the water cycle and the planet’s systems easy to picture.',
      exampleQuestions: ['What are the stages of the water cycle?', 'What is the difference between evaporation and transpiration?', 'How do clouds form?'],
    },
  ],
  es: [
    {
      slug: 'profe-mates',
      subjectSlug: 'mathematics',
      name: 'Profe de Mates',
      description: 'Te ayuda con ecuaciones y funciones paso a paso, explicando cada cálculo.',
      exampleQuestions: ['¿Cómo se resuelve una ecuación de segundo grado?', '¿Qué indica el discriminante?', '¿Cuándo tiene una ecuación dos soluciones reales?'],
    },
    {
      slug: 'guia-historia',
      subjectSlug: 'history',
      name: 'Guía de Historia',
      description: 'Ordena causas, hechos y consecuencias, citando tus apuntes.',
      exampleQuestions: ['¿Cuáles fueron las causas de la Guerra Civil española?', '¿Qué bandos se enfrentaron en 1936?', '¿Cómo terminó la guerra en 1939?'],
    },
    {
      slug: 'amigo-biologia',
      subjectSlug: 'biology',
      name: 'Amigo de Biología',
      description: 'Responde tus dudas sobre la célula, sus tipos y sus orgánulos.',
      exampleQuestions: ['¿Qué diferencia hay entre una célula procariota y una eucariota?', '¿Para qué sirven las mitocondrias?', '¿Qué orgánulos tiene solo la célula vegetal?'],
    },
    {
      slug: 'coach-fisica',
      subjectSlug: 'physics',
      name: 'Coach de Física',
      description: 'Explica las leyes de Newton con ejemplos de la vida diaria.',
      exampleQuestions: ['¿Qué dice la primera ley de Newton?', '¿Cómo se calcula la fuerza con F = m · a?', '¿Qué es el principio de acción y reacción?'],
    },
  ],
};

export const UNIVERSITY_COURSE_SEEDS: Record<string, UniversityCourseSeed[]> = {
  de: [
    { slug: 'bwl-grundlagen', title: 'Grundlagen der Betriebswirtschaftslehre' },
    { slug: 'analysis-1', title: 'Analysis I' },
    { slug: 'einfuehrung-psychologie', title: 'Einführung in die Psychologie' },
    { slug: 'zivilrecht-1', title: 'Zivilrecht I (BGB Allgemeiner Teil)' },
    { slug: 'informatik-1', title: 'Einführung in die Informatik' },
  ],
  fr: [
    { slug: 'microeconomie', title: 'Introduction à la microéconomie' },
    { slug: 'droit-civil', title: 'Droit civil : les obligations' },
    { slug: 'biologie-cellulaire', title: 'Biologie cellulaire' },
    { slug: 'algebre-lineaire', title: 'Algèbre linéaire' },
    { slug: 'histoire-contemporaine', title: 'Histoire contemporaine' },
  ],
  en: [
    { slug: 'intro-economics', title: 'Introduction to Economics' },
    { slug: 'calculus-1', title: 'Calculus I' },
    { slug: 'intro-psychology', title: 'Introduction to Psychology' },
    { slug: 'organic-chemistry', title: 'Organic Chemistry' },
    { slug: 'intro-programming', title: 'Introduction to Programming' },
  ],
  es: [
    { slug: 'introduccion-economia', title: 'Introducción a la Economía' },
    { slug: 'calculo-1', title: 'Cálculo I' },
    { slug: 'derecho-civil', title: 'Derecho Civil I' },
    { slug: 'psicologia-general', title: 'Psicología General' },
    { slug: 'fundamentos-programacion', title: 'Fundamentos de Programación' },
  ],
};
