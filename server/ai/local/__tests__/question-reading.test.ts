import { describe, expect, it } from 'vitest';
import { questionTypeOf, readQuestion } from '../question-reading';
import { capitalisedTermsOf, isContextTerm, questionCasingOf } from '../term-matching';
import { termsOf } from '../text-analysis';

describe('reading a student’s question', () => {
  it('finds the question type in the students’ own words', () => {
    expect(questionTypeOf('worum gehts in dem know? kurz bitte', 'de')).toBe('overview');
    expect(questionTypeOf('what is this about', 'en')).toBe('overview');
    expect(questionTypeOf("résume moi ça en gros stp", 'fr')).toBe('overview');
    expect(questionTypeOf('wie rechne ich die kraft aus', 'de')).toBe('calculation');
    expect(questionTypeOf('pourquoi la révolution a commencé', 'fr')).toBe('why');
    expect(questionTypeOf('diferencia entre celula procariota y eucariota', 'es')).toBe('difference');
    expect(questionTypeOf("c'est quoi une fonction affine", 'fr')).toBe('definition');
    expect(questionTypeOf('what happens in metaphase', 'en')).toBe('explain');
    // Overviews in more of their forms, and the words that ask for one left out of the subject.
    for (const [question, language] of [['me haces un resumen de esto', 'es'], ['riassumi gli appunti pls', 'it'], ['um was gehts hier überhaupt', 'de'], ['ça parle de quoi ce cours', 'fr'], ['can u sum this up for me', 'en']] as const) {
      expect(questionTypeOf(question, language), question).toBe('overview');
      expect(readQuestion(question, language).terms, question).toEqual([]);
    }
    expect(questionTypeOf('de que tratan las rimas de becquer', 'es')).toBe('fact');
    expect(questionTypeOf('mi spieghi il secondo principio', 'it')).toBe('explain');
    expect(questionTypeOf('como se resuelve una ecuacion de segundo grado', 'es')).toBe('calculation');
  });

  it('keeps an ordinal’s own word, though stop word lists hold it, and tells a superlative', () => {
    expect(termsOf('Segunda ley: ley fundamental de la dinámica', 'es')).toContain(termsOf('segunda', 'es')[0]);
    expect(termsOf('segunda', 'es')).toHaveLength(1);
    expect(readQuestion('mi spieghi il secondo principio', 'it').ordinalWords).toEqual(['secondo']);
    expect(readQuestion("qual è il fiume più lungo d'italia", 'it').superlative).toBe(true);
    expect(readQuestion('which element is the most electronegative', 'en').superlative).toBe(true);
    expect(readQuestion('was ist ein Element', 'de').superlative).toBe(false);
  });

  it('leaves out chat and politeness, so only the subject is matched', () => {
    expect(readQuestion('why do cells divide, explain like im 12', 'en').terms).toEqual(['cell', 'divid']);
    expect(readQuestion('erklär mir das trägheitsprinzip wie für nen 12 jährigen', 'de').terms).toHaveLength(1);
    expect(readQuestion('c koi la terreur expliquer simplement stp', 'fr').terms).toEqual(['terreur']);
    expect(readQuestion('urbanisation ça veut dire quoi', 'fr').terms).toEqual(readQuestion('urbanisation', 'fr').terms);
    expect(readQuestion('Seit wann leuchtet der Leuchtturm, möchte Kapitänin Wolkenmond wissen?', 'de').terms).toEqual(['leuchtet', 'leuchtturm']);
  });

  it('reads ordinals and number words as numbers', () => {
    expect(readQuestion('was sagt das zweite newtonsche gesetz', 'de').ordinals).toEqual([2]);
    expect(readQuestion('que se passe t il à la deuxième étape', 'fr').ordinals).toEqual([2]);
    expect(readQuestion('what happens in the 3rd step', 'en').ordinals).toEqual([3]);
    expect([...readQuestion('qué pasó en la tercera fase', 'es').variants.values()].flat()).toContain('3');
  });

  it('reads Roman numerals after a name or a numbered noun, and what the question names by a number', () => {
    expect(termsOf('Louis XVI tente de fuir; Canto V; Rima XXI; Alfonso XIII se exilia', 'fr')).toEqual(expect.arrayContaining(['16', '5', '21', '13']));
    // Not a pronoun, nor an element's symbol in a list, nor a word of the language.
    expect(termsOf('If I won, I would buy a bike. Halogene (F, Cl, Br, I).', 'en')).not.toContain('1');
    expect(readQuestion("qu'a fait louis xiv", 'fr').qualified).toEqual([{ number: '14', term: '14', nouns: termsOf('louis', 'fr'), ordinal: false }]);
    expect(readQuestion('como se resuelve una ecuacion de tercer grado', 'es').qualified).toMatchObject([{ number: '3', nouns: termsOf('grado', 'es'), ordinal: true }]);
    expect(readQuestion('quién ganó la segunda guerra mundial', 'es').qualified[0]?.nouns).toEqual(termsOf('guerra mundial', 'es'));
    expect(readQuestion('ci vediamo domani', 'it').qualified).toEqual([]);
  });

  it('tells a yes/no question, whose predicate is what it asks', () => {
    expect(readQuestion('garibaldi era sposato?', 'it').yesNo).toBe(true);
    expect(readQuestion('does the water cycle stop in winter', 'en').yesNo).toBe(true);
    expect(readQuestion('ist masse ein maß für trägheit', 'de').yesNo).toBe(true);
    expect(readQuestion('montagna più alta delle alpi', 'it').yesNo).toBe(false);
    expect(readQuestion('wer hat die republik ausgerufen?', 'de').yesNo).toBe(false);
    expect(readQuestion('how old is atticus', 'en').kind).toBe('count');
  });

  it('knows what kind of answer a fact question wants', () => {
    expect(readQuestion('wie lange lebt eine rote blutzelle', 'de').kind).toBe('duration');
    expect(readQuestion('wann wurde hitler kanzler', 'de').kind).toBe('date');
    expect(readQuestion('who wrote the declaration of independence', 'en').kind).toBe('person');
    expect(readQuestion('où se fait la photosynthèse', 'fr').kind).toBe('place');
    expect(readQuestion("chez les bactéries l'ADN c'est où", 'fr').kind).toBe('place');
    expect(readQuestion('dove sbarca garibaldi', 'it').kind).toBe('place');
  });

  it('reads "when" asked of anyone, in the present, as a condition, not a date', () => {
    expect(readQuestion('wann setzt man ein komma', 'de').kind).toBeNull();
    expect(readQuestion('when do you use the past perfect', 'en').kind).toBeNull();
    expect(readQuestion("quand est-ce qu'on utilise le subjonctif", 'fr').kind).toBeNull();
    // …but a past event is dated, whoever did it; Spanish "se" is a passive too.
    expect(readQuestion('wann hat man das penicillin entdeckt', 'de').kind).toBe('date');
    expect(readQuestion("quand a-t-on pris la bastille", 'fr').kind).toBe('date');
    expect(readQuestion('cuándo se fundó la falange', 'es').kind).toBe('date');
  });

  it('tells a question about a birth or a death, and keeps "born" where it asks where', () => {
    expect(readQuestion('quando è nato cavour', 'it').lifeEvent).toBe('birth');
    expect(readQuestion('wann ist stresemann gestorben', 'de').lifeEvent).toBe('death');
    expect(readQuestion('où est né napoléon', 'fr').lifeEvent).toBe('birth');
    // The French negation is no birth, German "die" no death, and a question that is no who / when / where none.
    expect(readQuestion("qu'est-ce qui ne se divise pas", 'fr').lifeEvent).toBeNull();
    expect(readQuestion('wann stirbt die zelle', 'de').lifeEvent).toBe('death');
    expect(readQuestion('wann teilt sich die zelle', 'de').lifeEvent).toBeNull();
    expect(readQuestion('why do cells die', 'en').lifeEvent).toBeNull();
    // "When was it born": the date is the answer, "born" its frame; "where was it born": the birth is what is asked.
    expect(readQuestion('when was jefferson born', 'en').terms).toEqual(['jefferson']);
    expect(readQuestion('where was jefferson born', 'en').terms).toContain('born');
  });
});

describe('which question words are context, not evidence', () => {
  const material = capitalisedTermsOf('Bei der Photosynthese bauen grüne Pflanzen aus Kohlenstoffdioxid und Wasser Glucose auf. Der Calvin-Zyklus braucht ATP.', 'de');
  const isContext = (question: string, word: string, language = 'de') => {
    const [term] = termsOf(word, language);
    return isContextTerm(term!, [term!], questionCasingOf(question, language), language, material);
  };

  it('in German, a verb in lower case is context and a capitalised noun is evidence, however rare the verb', () => {
    expect(isContext('Was braucht eine Pflanze für die Photosynthese?', 'braucht')).toBe(true);
    expect(isContext('Was braucht eine Pflanze für die Photosynthese?', 'Pflanze')).toBe(false);
  });

  it('in a German question written all in lower case, the material’s own casing tells nouns from verbs', () => {
    expect(isContext('was bauen pflanzen auf', 'bauen')).toBe(true);
    expect(isContext('was bauen pflanzen auf', 'pflanzen')).toBe(false);
  });

  it('in every language, a generic verb ("necesita", "besoin") is context and the subject is not', () => {
    expect(isContext('qué necesita una planta para la fotosíntesis', 'necesita', 'es')).toBe(true);
    expect(isContext('qué necesita una planta para la fotosíntesis', 'planta', 'es')).toBe(false);
    expect(isContext("de quoi a besoin une plante", 'besoin', 'fr')).toBe(true);
  });
});
