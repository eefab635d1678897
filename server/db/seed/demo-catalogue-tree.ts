// The demo topics (/topics/{a}/{b}, per catalogue language and subject) and knowledge tree (/knowledge/{area}/{domain}/
// {item}, per catalogue language) that the demo knows are filed under. Catalogue rows use the base language of a
// content language (en for en and en-GB, es for es and es-MX, pt for pt-BR), as subjects do (find-subjects.ts).

/** The catalogue language of a content language: its base language. */
/** Catalogue rows (subjects, topics, knowledge) are kept per base language: en-GB, es-MX and pt-BR share en, es and pt. */
export { contentLanguageOf as catalogueLanguageOf } from '../../catalogue/find-subjects';

export type TopicSeed = { subject: string; slug: string; name: string; description: string; children: { slug: string; name: string }[] };
export type KnowledgeSeed = { slug: string; name: string; children?: KnowledgeSeed[] };

const leaf = (slug: string, name: string) => ({ slug, name });

export const DEMO_TOPICS: Record<string, TopicSeed[]> = {
  de: [
    { subject: 'biology', slug: 'biologie', name: 'Biologie', description: 'Zellen, Stoffwechsel, Genetik und Ökologie.', children: [leaf('stoffwechsel', 'Stoffwechsel'), leaf('zellbiologie', 'Zellbiologie'), leaf('genetik', 'Genetik')] },
    { subject: 'mathematics', slug: 'mathematik', name: 'Mathematik', description: 'Funktionen, Geometrie, Stochastik und Analysis.', children: [leaf('funktionen', 'Funktionen'), leaf('geometrie', 'Geometrie')] },
    { subject: 'history', slug: 'geschichte', name: 'Geschichte', description: 'Von der Antike bis zur Zeitgeschichte.', children: [leaf('20-jahrhundert', '20. Jahrhundert')] },
    { subject: 'english', slug: 'englisch', name: 'Englisch', description: 'Grammatik, Wortschatz und Textarbeit.', children: [leaf('grammatik', 'Grammatik')] },
    { subject: 'chemistry', slug: 'chemie', name: 'Chemie', description: 'Atombau, Reaktionen und organische Chemie.', children: [leaf('atombau', 'Atombau und Periodensystem')] },
    { subject: 'literature', slug: 'deutsch', name: 'Deutsch', description: 'Lyrik, Epik, Drama und Aufsatzformen.', children: [leaf('lyrik', 'Lyrik')] },
    { subject: 'physics', slug: 'physik', name: 'Physik', description: 'Mechanik, Elektrizitätslehre, Optik.', children: [leaf('mechanik', 'Mechanik')] },
    { subject: 'geography', slug: 'erdkunde', name: 'Erdkunde', description: 'Physische Geographie und Humangeographie.', children: [leaf('physische-geographie', 'Physische Geographie')] },
  ],
  fr: [
    { subject: 'history', slug: 'histoire', name: 'Histoire', description: 'De l’Antiquité au monde contemporain.', children: [leaf('epoque-moderne', 'L’époque moderne et les révolutions')] },
    { subject: 'mathematics', slug: 'mathematiques', name: 'Mathématiques', description: 'Nombres, fonctions, géométrie et probabilités.', children: [leaf('fonctions', 'Fonctions'), leaf('geometrie', 'Géométrie')] },
    { subject: 'biology', slug: 'svt', name: 'SVT', description: 'Sciences de la vie et de la Terre.', children: [leaf('cellule', 'La cellule')] },
    { subject: 'literature', slug: 'francais', name: 'Français', description: 'Langue, littérature et expression écrite.', children: [leaf('etude-de-la-langue', 'Étude de la langue')] },
    { subject: 'physics', slug: 'physique-chimie', name: 'Physique-chimie', description: 'Matière, mouvement, énergie et électricité.', children: [leaf('electricite', 'Électricité')] },
  ],
  en: [
    { subject: 'mathematics', slug: 'mathematics', name: 'Mathematics', description: 'Number, algebra, geometry and statistics.', children: [leaf('algebra', 'Algebra'), leaf('geometry', 'Geometry')] },
    { subject: 'biology', slug: 'biology', name: 'Biology', description: 'Cells, genetics, ecology and the human body.', children: [leaf('cells', 'Cells and cell division')] },
    { subject: 'chemistry', slug: 'chemistry', name: 'Chemistry', description: 'Atoms, bonding and chemical reactions.', children: [leaf('bonding-and-structure', 'Bonding and structure')] },
    { subject: 'history', slug: 'history', name: 'History', description: 'Revolutions, wars and the modern world.', children: [leaf('twentieth-century', 'The twentieth century'), leaf('age-of-revolutions', 'The age of revolutions')] },
    { subject: 'geography', slug: 'geography', name: 'Geography', description: 'Physical and human geography.', children: [leaf('physical-geography', 'Physical geography')] },
    { subject: 'literature', slug: 'english-literature', name: 'English Literature', description: 'Shakespeare, poetry, novels and drama.', children: [leaf('shakespeare', 'Shakespeare')] },
  ],
  es: [
    { subject: 'mathematics', slug: 'matematicas', name: 'Matemáticas', description: 'Álgebra, geometría, funciones y estadística.', children: [leaf('algebra', 'Álgebra'), leaf('geometria', 'Geometría')] },
    { subject: 'history', slug: 'historia', name: 'Historia', description: 'Historia de España, de México y del mundo.', children: [leaf('espana-siglo-xx', 'España en el siglo XX'), leaf('historia-de-mexico', 'Historia de México')] },
    { subject: 'literature', slug: 'lengua-y-literatura', name: 'Lengua y Literatura', description: 'Gramática, comentario de texto y movimientos literarios.', children: [leaf('movimientos-literarios', 'Movimientos literarios')] },
    { subject: 'physics', slug: 'fisica', name: 'Física', description: 'Cinemática, dinámica, energía y electricidad.', children: [leaf('dinamica', 'Dinámica')] },
  ],
  it: [
    { subject: 'history', slug: 'storia', name: 'Storia', description: 'Dal Medioevo all’età contemporanea.', children: [leaf('ottocento', 'L’Ottocento')] },
    { subject: 'mathematics', slug: 'matematica', name: 'Matematica', description: 'Algebra, geometria e funzioni.', children: [leaf('algebra', 'Algebra')] },
    { subject: 'literature', slug: 'italiano', name: 'Italiano', description: 'Letteratura italiana, grammatica e scrittura.', children: [leaf('letteratura-medievale', 'Letteratura medievale')] },
    { subject: 'chemistry', slug: 'chimica', name: 'Chimica', description: 'Atomi, legami e reazioni.', children: [leaf('legami', 'I legami chimici')] },
  ],
  pl: [
    { subject: 'mathematics', slug: 'matematyka', name: 'Matematyka', description: 'Funkcje, geometria, równania i statystyka.', children: [leaf('funkcje', 'Funkcje')] },
    { subject: 'history', slug: 'historia', name: 'Historia', description: 'Historia Polski i świata.', children: [leaf('xviii-wiek', 'XVIII wiek')] },
    { subject: 'biology', slug: 'biologia', name: 'Biologia', description: 'Komórka, metabolizm, genetyka i ekologia.', children: [leaf('metabolizm', 'Metabolizm')] },
    { subject: 'literature', slug: 'jezyk-polski', name: 'Język polski', description: 'Lektury, epoki literackie i gramatyka.', children: [leaf('lektury', 'Lektury')] },
  ],
  tr: [
    { subject: 'mathematics', slug: 'matematik', name: 'Matematik', description: 'Sayılar, cebir, geometri ve olasılık.', children: [leaf('sayilar-ve-islemler', 'Sayılar ve işlemler')] },
    { subject: 'biology', slug: 'biyoloji', name: 'Biyoloji', description: 'Hücre, kalıtım ve ekoloji.', children: [leaf('hucre-bolunmeleri', 'Hücre bölünmeleri')] },
    { subject: 'history', slug: 'tarih', name: 'Tarih', description: 'Türk ve dünya tarihi.', children: [leaf('inkilap-tarihi', 'İnkılap Tarihi')] },
    { subject: 'physics', slug: 'fizik', name: 'Fizik', description: 'Kuvvet, hareket, enerji ve elektrik.', children: [leaf('kuvvet-ve-hareket', 'Kuvvet ve hareket')] },
  ],
  pt: [
    { subject: 'mathematics', slug: 'matematica', name: 'Matemática', description: 'Álgebra, geometria e funções.', children: [leaf('algebra', 'Álgebra')] },
    { subject: 'history', slug: 'historia', name: 'História', description: 'História do Brasil e geral.', children: [leaf('brasil-imperio', 'Brasil Império')] },
    { subject: 'biology', slug: 'biologia', name: 'Biologia', description: 'Seres vivos, ecologia e corpo humano.', children: [leaf('ecologia', 'Ecologia')] },
  ],
};

const area = (slug: string, name: string, children: KnowledgeSeed[]): KnowledgeSeed => ({ slug, name, children });
const domain = area;

export const DEMO_KNOWLEDGE: Record<string, KnowledgeSeed[]> = {
  de: [
    area('naturwissenschaften', 'Naturwissenschaften', [
      domain('biologie', 'Biologie', [leaf('photosynthese', 'Photosynthese')]),
      domain('chemie', 'Chemie', [leaf('periodensystem', 'Periodensystem')]),
      domain('physik', 'Physik', [leaf('newtonsche-gesetze', 'Newtonsche Gesetze')]),
    ]),
    area('mathematik', 'Mathematik', [domain('funktionen', 'Funktionen', [leaf('quadratische-funktionen', 'Quadratische Funktionen')])]),
    area('gesellschaft', 'Gesellschaft', [
      domain('geschichte', 'Geschichte', [leaf('weimarer-republik', 'Weimarer Republik')]),
      domain('geographie', 'Geographie', [leaf('plattentektonik', 'Plattentektonik')]),
    ]),
    area('sprachen', 'Sprachen', [
      domain('englisch', 'Englisch', [leaf('if-clauses', 'If-Clauses')]),
      domain('deutsch', 'Deutsch', [leaf('gedichtanalyse', 'Gedichtanalyse')]),
    ]),
  ],
  fr: [
    area('sciences', 'Sciences', [
      domain('svt', 'SVT', [leaf('cellule', 'La cellule')]),
      domain('physique-chimie', 'Physique-chimie', [leaf('loi-d-ohm', 'La loi d’Ohm')]),
    ]),
    area('mathematiques', 'Mathématiques', [
      domain('fonctions', 'Fonctions', [leaf('fonctions-affines', 'Fonctions affines')]),
      domain('geometrie', 'Géométrie', [leaf('theoreme-de-thales', 'Théorème de Thalès')]),
    ]),
    area('societe', 'Société', [domain('histoire', 'Histoire', [leaf('revolution-francaise', 'La Révolution française')])]),
    area('langues', 'Langues', [domain('francais', 'Français', [leaf('figures-de-style', 'Figures de style')])]),
  ],
  en: [
    area('natural-sciences', 'Natural sciences', [
      domain('biology', 'Biology', [leaf('mitosis', 'Mitosis')]),
      domain('chemistry', 'Chemistry', [leaf('chemical-bonding', 'Chemical bonding')]),
      domain('earth-science', 'Earth science', [leaf('water-cycle', 'The water cycle')]),
    ]),
    area('mathematics', 'Mathematics', [
      domain('algebra', 'Algebra', [leaf('linear-equations', 'Linear equations'), leaf('simultaneous-equations', 'Simultaneous equations')]),
    ]),
    area('society', 'Society', [
      domain('history', 'History', [leaf('american-revolution', 'The American Revolution'), leaf('first-world-war', 'The First World War')]),
      domain('geography', 'Geography', [leaf('rivers', 'Rivers')]),
    ]),
    area('languages', 'Languages', [domain('english-literature', 'English literature', [leaf('macbeth', 'Macbeth')])]),
  ],
  es: [
    area('matematicas', 'Matemáticas', [
      domain('algebra', 'Álgebra', [leaf('ecuaciones-de-segundo-grado', 'Ecuaciones de segundo grado')]),
      domain('geometria', 'Geometría', [leaf('teorema-de-pitagoras', 'Teorema de Pitágoras')]),
    ]),
    area('sociedad', 'Sociedad', [
      domain('historia', 'Historia', [leaf('guerra-civil-espanola', 'La Guerra Civil española'), leaf('independencia-de-mexico', 'La Independencia de México')]),
    ]),
    area('lenguas', 'Lenguas', [domain('lengua-y-literatura', 'Lengua y Literatura', [leaf('romanticismo', 'El Romanticismo')])]),
    area('ciencias', 'Ciencias', [domain('fisica', 'Física', [leaf('leyes-de-newton', 'Las leyes de Newton')])]),
  ],
  it: [
    area('societa', 'Società', [domain('storia', 'Storia', [leaf('risorgimento', 'Il Risorgimento')])]),
    area('matematica', 'Matematica', [domain('algebra', 'Algebra', [leaf('equazioni-di-primo-grado', 'Equazioni di primo grado')])]),
    area('lingue', 'Lingue', [domain('italiano', 'Italiano', [leaf('divina-commedia', 'La Divina Commedia')])]),
    area('scienze', 'Scienze', [domain('chimica', 'Chimica', [leaf('legami-chimici', 'I legami chimici')])]),
  ],
  pl: [
    area('matematyka', 'Matematyka', [domain('funkcje', 'Funkcje', [leaf('funkcja-kwadratowa', 'Funkcja kwadratowa')])]),
    area('spoleczenstwo', 'Społeczeństwo', [domain('historia', 'Historia', [leaf('rozbiory-polski', 'Rozbiory Polski')])]),
    area('nauki-przyrodnicze', 'Nauki przyrodnicze', [domain('biologia', 'Biologia', [leaf('fotosynteza', 'Fotosynteza')])]),
    area('jezyki', 'Języki', [domain('jezyk-polski', 'Język polski', [leaf('pan-tadeusz', 'Pan Tadeusz')])]),
  ],
  tr: [
    area('matematik', 'Matematik', [domain('sayilar', 'Sayılar', [leaf('uslu-ifadeler', 'Üslü ifadeler')])]),
    area('fen-bilimleri', 'Fen Bilimleri', [
      domain('biyoloji', 'Biyoloji', [leaf('mitoz-ve-mayoz', 'Mitoz ve mayoz')]),
      domain('fizik', 'Fizik', [leaf('newtonun-hareket-yasalari', 'Newton’un hareket yasaları')]),
    ]),
    area('sosyal-bilimler', 'Sosyal Bilimler', [domain('tarih', 'Tarih', [leaf('kurtulus-savasi', 'Kurtuluş Savaşı')])]),
  ],
  pt: [
    area('matematica', 'Matemática', [domain('algebra', 'Álgebra', [leaf('equacao-do-segundo-grau', 'Equação do 2º grau')])]),
    area('sociedade', 'Sociedade', [domain('historia', 'História', [leaf('independencia-do-brasil', 'Independência do Brasil')])]),
    area('ciencias-da-natureza', 'Ciências da Natureza', [domain('biologia', 'Biologia', [leaf('cadeias-alimentares', 'Cadeias alimentares')])]),
  ],
};
