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
    { subject: 'english', slug: 'englisch', name: 'Englisch', description: 'Grammatik, Wortschatz und Textarbeit.', children: [leaf('grammatik', 'Grammatik'), leaf('wortschatz', 'Wortschatz')] },
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
    { subject: 'english', slug: 'anglais', name: 'Anglais', description: 'Grammaire, vocabulaire et compréhension.', children: [leaf('grammaire', 'Grammaire')] },
    { subject: 'chemistry', slug: 'chimie', name: 'Chimie', description: 'Constitution de la matière et transformations chimiques.', children: [leaf('transformations-chimiques', 'Transformations chimiques')] },
    { subject: 'geography', slug: 'geographie', name: 'Géographie', description: 'Territoires, populations et mondialisation.', children: [leaf('urbanisation', 'Urbanisation')] },
  ],
  en: [
    { subject: 'mathematics', slug: 'mathematics', name: 'Mathematics', description: 'Number, algebra, geometry and statistics.', children: [leaf('algebra', 'Algebra'), leaf('geometry', 'Geometry')] },
    { subject: 'biology', slug: 'biology', name: 'Biology', description: 'Cells, genetics, ecology and the human body.', children: [leaf('cells', 'Cells and cell division'), leaf('enzymes', 'Enzymes and digestion')] },
    { subject: 'chemistry', slug: 'chemistry', name: 'Chemistry', description: 'Atoms, bonding and chemical reactions.', children: [leaf('bonding-and-structure', 'Bonding and structure'), leaf('chemical-reactions', 'Chemical reactions')] },
    { subject: 'physics', slug: 'physics', name: 'Physics', description: 'Forces, energy, electricity and waves.', children: [leaf('energy', 'Energy'), leaf('electricity', 'Electricity')] },
    { subject: 'english', slug: 'english', name: 'English', description: 'Reading, writing and language analysis.', children: [leaf('writing', 'Writing'), leaf('language-analysis', 'Language analysis')] },
    { subject: 'history', slug: 'history', name: 'History', description: 'Revolutions, wars and the modern world.', children: [leaf('twentieth-century', 'The twentieth century'), leaf('age-of-revolutions', 'The age of revolutions')] },
    { subject: 'geography', slug: 'geography', name: 'Geography', description: 'Physical and human geography.', children: [leaf('physical-geography', 'Physical geography')] },
    { subject: 'literature', slug: 'english-literature', name: 'English Literature', description: 'Shakespeare, poetry, novels and drama.', children: [leaf('shakespeare', 'Shakespeare'), leaf('novels', 'Novels')] },
  ],
  es: [
    { subject: 'mathematics', slug: 'matematicas', name: 'Matemáticas', description: 'Álgebra, geometría, funciones y estadística.', children: [leaf('algebra', 'Álgebra'), leaf('geometria', 'Geometría'), leaf('funciones', 'Funciones')] },
    { subject: 'history', slug: 'historia', name: 'Historia', description: 'Historia de España, de México y del mundo.', children: [leaf('espana-siglo-xx', 'España en el siglo XX'), leaf('historia-de-mexico', 'Historia de México'), leaf('historia-de-america', 'Historia de América')] },
    { subject: 'literature', slug: 'lengua-y-literatura', name: 'Lengua y Literatura', description: 'Gramática, comentario de texto y movimientos literarios.', children: [leaf('movimientos-literarios', 'Movimientos literarios'), leaf('comprension-lectora', 'Comprensión lectora')] },
    { subject: 'physics', slug: 'fisica', name: 'Física', description: 'Cinemática, dinámica, energía y electricidad.', children: [leaf('dinamica', 'Dinámica'), leaf('cinematica', 'Cinemática'), leaf('energia', 'Energía'), leaf('electricidad', 'Electricidad'), leaf('ondas', 'Ondas y sonido')] },
    { subject: 'english', slug: 'ingles', name: 'Inglés', description: 'Gramática, vocabulario y expresión escrita.', children: [leaf('gramatica', 'Gramática'), leaf('vocabulario', 'Vocabulario')] },
    { subject: 'biology', slug: 'biologia', name: 'Biología', description: 'La célula, genética, ecología y cuerpo humano.', children: [leaf('la-celula', 'La célula'), leaf('ecologia', 'Ecología'), leaf('genetica', 'Genética'), leaf('cuerpo-humano', 'Cuerpo humano')] },
    { subject: 'chemistry', slug: 'quimica', name: 'Química', description: 'Átomos, tabla periódica y reacciones.', children: [leaf('tabla-periodica', 'La tabla periódica'), leaf('enlaces-y-reacciones', 'Enlaces y reacciones'), leaf('soluciones', 'Soluciones'), leaf('nomenclatura', 'Nomenclatura')] },
    { subject: 'geography', slug: 'geografia', name: 'Geografía', description: 'Relieve, clima, población y territorio.', children: [leaf('geografia-fisica', 'Geografía física')] },
  ],
  it: [
    { subject: 'history', slug: 'storia', name: 'Storia', description: 'Dal Medioevo all’età contemporanea.', children: [leaf('ottocento', 'L’Ottocento')] },
    { subject: 'mathematics', slug: 'matematica', name: 'Matematica', description: 'Algebra, geometria e funzioni.', children: [leaf('algebra', 'Algebra')] },
    { subject: 'literature', slug: 'italiano', name: 'Italiano', description: 'Letteratura italiana, grammatica e scrittura.', children: [leaf('letteratura-medievale', 'Letteratura medievale')] },
    { subject: 'chemistry', slug: 'chimica', name: 'Chimica', description: 'Atomi, legami e reazioni.', children: [leaf('legami', 'I legami chimici')] },
    { subject: 'english', slug: 'inglese', name: 'Inglese', description: 'Grammatica, lessico e comprensione.', children: [leaf('grammatica', 'Grammatica')] },
    { subject: 'biology', slug: 'biologia', name: 'Biologia', description: 'Cellula, genetica ed evoluzione.', children: [leaf('cellula', 'La cellula')] },
    { subject: 'physics', slug: 'fisica', name: 'Fisica', description: 'Cinematica, dinamica ed energia.', children: [leaf('cinematica', 'Cinematica')] },
    { subject: 'geography', slug: 'geografia', name: 'Geografia', description: 'L’Italia, l’Europa e il mondo.', children: [leaf('italia-fisica', 'L’Italia fisica')] },
  ],
  pl: [
    { subject: 'mathematics', slug: 'matematyka', name: 'Matematyka', description: 'Funkcje, geometria, równania i statystyka.', children: [leaf('funkcje', 'Funkcje')] },
    { subject: 'history', slug: 'historia', name: 'Historia', description: 'Historia Polski i świata.', children: [leaf('xviii-wiek', 'XVIII wiek')] },
    { subject: 'biology', slug: 'biologia', name: 'Biologia', description: 'Komórka, metabolizm, genetyka i ekologia.', children: [leaf('metabolizm', 'Metabolizm')] },
    { subject: 'literature', slug: 'jezyk-polski', name: 'Język polski', description: 'Lektury, epoki literackie i gramatyka.', children: [leaf('lektury', 'Lektury')] },
    { subject: 'english', slug: 'jezyk-angielski', name: 'Język angielski', description: 'Gramatyka, słownictwo i matura.', children: [leaf('gramatyka', 'Gramatyka'), leaf('slownictwo', 'Słownictwo')] },
    { subject: 'physics', slug: 'fizyka', name: 'Fizyka', description: 'Kinematyka, dynamika, energia i elektryczność.', children: [leaf('dynamika', 'Dynamika')] },
    { subject: 'chemistry', slug: 'chemia', name: 'Chemia', description: 'Budowa atomu, wiązania i reakcje.', children: [leaf('budowa-atomu', 'Budowa atomu')] },
    { subject: 'geography', slug: 'geografia', name: 'Geografia', description: 'Ziemia, klimat, Polska i świat.', children: [leaf('ziemia-we-wszechswiecie', 'Ziemia we Wszechświecie')] },
  ],
  tr: [
    { subject: 'mathematics', slug: 'matematik', name: 'Matematik', description: 'Sayılar, cebir, geometri ve olasılık.', children: [leaf('sayilar-ve-islemler', 'Sayılar ve işlemler')] },
    { subject: 'biology', slug: 'biyoloji', name: 'Biyoloji', description: 'Hücre, kalıtım ve ekoloji.', children: [leaf('hucre-bolunmeleri', 'Hücre bölünmeleri')] },
    { subject: 'history', slug: 'tarih', name: 'Tarih', description: 'Türk ve dünya tarihi.', children: [leaf('inkilap-tarihi', 'İnkılap Tarihi')] },
    { subject: 'physics', slug: 'fizik', name: 'Fizik', description: 'Kuvvet, hareket, enerji ve elektrik.', children: [leaf('kuvvet-ve-hareket', 'Kuvvet ve hareket')] },
    { subject: 'literature', slug: 'turk-dili-ve-edebiyati', name: 'Türk Dili ve Edebiyatı', description: 'Paragraf, dil bilgisi ve edebiyat tarihi.', children: [leaf('paragraf', 'Paragraf')] },
    { subject: 'english', slug: 'ingilizce', name: 'İngilizce', description: 'Dil bilgisi, kelime ve okuma.', children: [leaf('dil-bilgisi', 'Dil bilgisi')] },
    { subject: 'chemistry', slug: 'kimya', name: 'Kimya', description: 'Atom, periyodik sistem ve tepkimeler.', children: [leaf('periyodik-sistem', 'Periyodik sistem')] },
    { subject: 'geography', slug: 'cografya', name: 'Coğrafya', description: 'İklim, yer şekilleri ve Türkiye coğrafyası.', children: [leaf('turkiye-iklimi', 'Türkiye’nin iklimi')] },
  ],
  pt: [
    { subject: 'mathematics', slug: 'matematica', name: 'Matemática', description: 'Álgebra, geometria e funções.', children: [leaf('algebra', 'Álgebra')] },
    { subject: 'history', slug: 'historia', name: 'História', description: 'História do Brasil, de Portugal e geral.', children: [leaf('brasil-imperio', 'Brasil Império'), leaf('descobrimentos', 'Os Descobrimentos')] },
    { subject: 'biology', slug: 'biologia', name: 'Biologia', description: 'Seres vivos, ecologia e corpo humano.', children: [leaf('ecologia', 'Ecologia'), leaf('celula', 'A célula')] },
    { subject: 'literature', slug: 'lingua-portuguesa', name: 'Língua Portuguesa', description: 'Gramática, leitura e literatura.', children: [leaf('literatura', 'Literatura')] },
    { subject: 'english', slug: 'ingles', name: 'Inglês', description: 'Gramática e vocabulário.', children: [leaf('gramatica', 'Gramática')] },
    { subject: 'physics', slug: 'fisica', name: 'Física', description: 'Forças, movimento e energia.', children: [leaf('forcas-e-movimento', 'Forças e movimento')] },
    { subject: 'chemistry', slug: 'quimica', name: 'Química', description: 'Átomos, tabela periódica e reações.', children: [leaf('tabela-periodica', 'Tabela Periódica'), leaf('ligacoes-quimicas', 'Ligações químicas')] },
    { subject: 'geography', slug: 'geografia', name: 'Geografia', description: 'Relevo, clima e população.', children: [leaf('geografia-fisica', 'Geografia física')] },
  ],
  ro: [
    { subject: 'mathematics', slug: 'matematica', name: 'Matematică', description: 'Algebră, geometrie și analiză.', children: [leaf('algebra', 'Algebră')] },
    { subject: 'literature', slug: 'limba-si-literatura-romana', name: 'Limba și literatura română', description: 'Opere studiate, curente literare și gramatică.', children: [leaf('poezie', 'Poezie')] },
    { subject: 'english', slug: 'limba-engleza', name: 'Limba engleză', description: 'Gramatică și vocabular.', children: [leaf('gramatica', 'Gramatică')] },
    { subject: 'biology', slug: 'biologie', name: 'Biologie', description: 'Celula, genetica și corpul uman.', children: [leaf('celula', 'Celula')] },
    { subject: 'history', slug: 'istorie', name: 'Istorie', description: 'Istoria românilor și istorie universală.', children: [leaf('secolul-xx', 'Secolul XX')] },
    { subject: 'physics', slug: 'fizica', name: 'Fizică', description: 'Mecanică, electricitate și optică.', children: [leaf('mecanica', 'Mecanică')] },
    { subject: 'chemistry', slug: 'chimie', name: 'Chimie', description: 'Structura atomului și reacții chimice.', children: [leaf('structura-atomului', 'Structura atomului')] },
    { subject: 'geography', slug: 'geografie', name: 'Geografie', description: 'Geografia României și a lumii.', children: [leaf('geografia-romaniei', 'Geografia României')] },
  ],
  el: [
    { subject: 'mathematics', slug: 'mathimatika', name: 'Μαθηματικά', description: 'Άλγεβρα, γεωμετρία και συναρτήσεις.', children: [leaf('algebra', 'Άλγεβρα')] },
    { subject: 'literature', slug: 'neoelliniki-glossa', name: 'Νεοελληνική Γλώσσα και Λογοτεχνία', description: 'Έκφραση-έκθεση, κειμενικά είδη και λογοτεχνία.', children: [leaf('peitho', 'Πειθώ και επιχειρηματολογία')] },
    { subject: 'english', slug: 'agglika', name: 'Αγγλικά', description: 'Γραμματική και λεξιλόγιο.', children: [leaf('grammatiki', 'Γραμματική')] },
    { subject: 'biology', slug: 'viologia', name: 'Βιολογία', description: 'Κύτταρο, γενετική και οικολογία.', children: [leaf('kyttaro', 'Το κύτταρο')] },
    { subject: 'history', slug: 'istoria', name: 'Ιστορία', description: 'Ελληνική και παγκόσμια ιστορία.', children: [leaf('neoteri-istoria', 'Νεότερη ιστορία')] },
    { subject: 'physics', slug: 'fysiki', name: 'Φυσική', description: 'Μηχανική, ενέργεια και ηλεκτρισμός.', children: [leaf('mihaniki', 'Μηχανική')] },
    { subject: 'chemistry', slug: 'ximeia', name: 'Χημεία', description: 'Δομή του ατόμου και χημικές αντιδράσεις.', children: [leaf('periodikos-pinakas', 'Περιοδικός πίνακας')] },
    { subject: 'geography', slug: 'geografia', name: 'Γεωγραφία', description: 'Η Ελλάδα, η Ευρώπη και ο κόσμος.', children: [leaf('geografia-elladas', 'Γεωγραφία της Ελλάδας')] },
  ],
  cs: [
    { subject: 'mathematics', slug: 'matematika', name: 'Matematika', description: 'Algebra, geometrie a funkce.', children: [leaf('rovnice', 'Rovnice')] },
    { subject: 'literature', slug: 'cesky-jazyk-a-literatura', name: 'Český jazyk a literatura', description: 'Literatura, mluvnice a sloh.', children: [leaf('ceska-literatura', 'Česká literatura')] },
    { subject: 'english', slug: 'anglicky-jazyk', name: 'Anglický jazyk', description: 'Gramatika a slovní zásoba.', children: [leaf('gramatika', 'Gramatika')] },
    { subject: 'biology', slug: 'biologie', name: 'Biologie', description: 'Buňka, genetika a ekologie.', children: [leaf('bunka', 'Buňka')] },
    { subject: 'history', slug: 'dejepis', name: 'Dějepis', description: 'České a světové dějiny.', children: [leaf('20-stoleti', '20. století')] },
    { subject: 'physics', slug: 'fyzika', name: 'Fyzika', description: 'Mechanika, elektřina a optika.', children: [leaf('mechanika', 'Mechanika')] },
    { subject: 'chemistry', slug: 'chemie', name: 'Chemie', description: 'Stavba atomu, prvky a reakce.', children: [leaf('periodicka-soustava', 'Periodická soustava')] },
    { subject: 'geography', slug: 'zemepis', name: 'Zeměpis', description: 'Česko, Evropa a svět.', children: [leaf('ceska-republika', 'Česká republika')] },
  ],
  fil: [
    { subject: 'mathematics', slug: 'matematika', name: 'Matematika', description: 'Algebra, geometry at statistics.', children: [leaf('algebra', 'Algebra')] },
    { subject: 'literature', slug: 'filipino', name: 'Filipino', description: 'Panitikan, gramatika at pagsulat.', children: [leaf('panitikan', 'Panitikan')] },
    { subject: 'english', slug: 'ingles', name: 'Ingles', description: 'Grammar, reading at writing.', children: [leaf('grammar', 'Grammar')] },
    { subject: 'biology', slug: 'biyolohiya', name: 'Biyolohiya', description: 'Selula, genetika at ekolohiya.', children: [leaf('selula', 'Ang selula')] },
    { subject: 'history', slug: 'kasaysayan', name: 'Kasaysayan', description: 'Kasaysayan ng Pilipinas at ng daigdig.', children: [leaf('rebolusyon', 'Ang Rebolusyong Pilipino')] },
    { subject: 'physics', slug: 'pisika', name: 'Pisika', description: 'Puwersa, galaw at enerhiya.', children: [leaf('galaw', 'Puwersa at galaw')] },
    { subject: 'chemistry', slug: 'kimika', name: 'Kimika', description: 'Atom, periodic table at reaksiyong kemikal.', children: [leaf('atom', 'Ang atom')] },
    { subject: 'geography', slug: 'heograpiya', name: 'Heograpiya', description: 'Heograpiya ng Pilipinas at ng Asya.', children: [leaf('pilipinas', 'Heograpiya ng Pilipinas')] },
  ],
  nl: [
    { subject: 'biology', slug: 'biologie', name: 'Biologie', description: 'Cellen, planten, erfelijkheid en ecologie.', children: [leaf('stofwisseling', 'Stofwisseling')] },
    { subject: 'mathematics', slug: 'wiskunde', name: 'Wiskunde', description: 'Algebra, meetkunde, verbanden en statistiek.', children: [leaf('meetkunde', 'Meetkunde')] },
    { subject: 'history', slug: 'geschiedenis', name: 'Geschiedenis', description: 'De tien tijdvakken, van jagers en boeren tot nu.', children: [leaf('tijd-van-ontdekkers-en-hervormers', 'Tijd van ontdekkers en hervormers')] },
  ],
  hu: [
    { subject: 'biology', slug: 'biologia', name: 'Biológia', description: 'Sejttan, genetika, élettan és ökológia.', children: [leaf('sejttan', 'Sejttan')] },
    { subject: 'mathematics', slug: 'matematika', name: 'Matematika', description: 'Algebra, geometria, függvények és valószínűség.', children: [leaf('algebra', 'Algebra')] },
    { subject: 'history', slug: 'tortenelem', name: 'Történelem', description: 'Magyar és egyetemes történelem.', children: [leaf('reformkor-es-1848', 'A reformkor és 1848–49')] },
  ],
};

const area = (slug: string, name: string, children: KnowledgeSeed[]): KnowledgeSeed => ({ slug, name, children });
const domain = area;

export const DEMO_KNOWLEDGE: Record<string, KnowledgeSeed[]> = {
  de: [
    area('naturwissenschaften', 'Naturwissenschaften', [
      domain('biologie', 'Biologie', [leaf('photosynthese', 'Photosynthese'), leaf('zelle', 'Die Zelle')]),
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
      domain('chimie', 'Chimie', [leaf('conservation-de-la-masse', 'Conservation de la masse')]),
    ]),
    area('mathematiques', 'Mathématiques', [
      domain('fonctions', 'Fonctions', [leaf('fonctions-affines', 'Fonctions affines')]),
      domain('geometrie', 'Géométrie', [leaf('theoreme-de-thales', 'Théorème de Thalès')]),
    ]),
    area('societe', 'Société', [
      domain('histoire', 'Histoire', [leaf('revolution-francaise', 'La Révolution française')]),
      domain('geographie', 'Géographie', [leaf('urbanisation', 'L’urbanisation')]),
    ]),
    area('langues', 'Langues', [
      domain('francais', 'Français', [leaf('figures-de-style', 'Figures de style')]),
      domain('anglais', 'Anglais', [leaf('present-perfect', 'Le present perfect')]),
    ]),
  ],
  en: [
    area('natural-sciences', 'Natural sciences', [
      domain('biology', 'Biology', [leaf('mitosis', 'Mitosis'), leaf('enzymes', 'Enzymes')]),
      domain('chemistry', 'Chemistry', [leaf('chemical-bonding', 'Chemical bonding'), leaf('balancing-equations', 'Balancing equations')]),
      domain('earth-science', 'Earth science', [leaf('water-cycle', 'The water cycle')]),
      domain('physics', 'Physics', [leaf('energy', 'Energy'), leaf('electric-circuits', 'Electric circuits')]),
    ]),
    area('mathematics', 'Mathematics', [
      domain('algebra', 'Algebra', [leaf('linear-equations', 'Linear equations'), leaf('simultaneous-equations', 'Simultaneous equations')]),
    ]),
    area('society', 'Society', [
      domain('history', 'History', [leaf('american-revolution', 'The American Revolution'), leaf('first-world-war', 'The First World War')]),
      domain('geography', 'Geography', [leaf('rivers', 'Rivers')]),
    ]),
    area('languages', 'Languages', [
      domain('english-literature', 'English literature', [leaf('macbeth', 'Macbeth'), leaf('to-kill-a-mockingbird', 'To Kill a Mockingbird')]),
      domain('english', 'English', [leaf('essay-writing', 'Essay writing'), leaf('language-analysis', 'Language analysis')]),
    ]),
  ],
  es: [
    area('matematicas', 'Matemáticas', [
      domain('algebra', 'Álgebra', [leaf('ecuaciones-de-segundo-grado', 'Ecuaciones de segundo grado'), leaf('sistemas-de-ecuaciones', 'Sistemas de ecuaciones')]),
      domain('geometria', 'Geometría', [leaf('teorema-de-pitagoras', 'Teorema de Pitágoras'), leaf('razones-trigonometricas', 'Razones trigonométricas')]),
      domain('funciones', 'Funciones', [leaf('funcion-lineal', 'La función lineal'), leaf('funcion-cuadratica', 'La función cuadrática')]),
    ]),
    area('sociedad', 'Sociedad', [
      domain('historia', 'Historia', [
        leaf('guerra-civil-espanola', 'La Guerra Civil española'),
        leaf('independencia-de-mexico', 'La Independencia de México'),
        leaf('independencia-de-colombia', 'La Independencia de Colombia'),
        leaf('revolucion-de-mayo', 'La Revolución de Mayo'),
        leaf('imperio-inca', 'El Imperio inca'),
        leaf('independencia-de-chile', 'La Independencia de Chile'),
      ]),
      domain('geografia', 'Geografía', [
        leaf('relieve-de-espana', 'El relieve de España'),
        leaf('geografia-de-chile', 'Geografía de Chile'),
        leaf('geografia-de-mexico', 'Geografía de México'),
        leaf('regiones-naturales-de-colombia', 'Regiones naturales de Colombia'),
        leaf('geografia-de-argentina', 'Geografía de Argentina'),
        leaf('regiones-naturales-del-peru', 'Regiones naturales del Perú'),
      ]),
    ]),
    area('lenguas', 'Lenguas', [
      domain('lengua-y-literatura', 'Lengua y Literatura', [
        leaf('romanticismo', 'El Romanticismo'),
        leaf('boom-latinoamericano', 'El Boom latinoamericano'),
        leaf('realismo-magico', 'El realismo mágico'),
        leaf('texto-argumentativo', 'El texto argumentativo'),
        leaf('literatura-gauchesca', 'La literatura gauchesca'),
        leaf('indigenismo', 'El indigenismo'),
      ]),
      domain('ingles', 'Inglés', [
        leaf('condicionales', 'Los condicionales'),
        leaf('pasado-simple', 'El pasado simple'),
        leaf('presente-perfecto', 'El presente perfecto'),
        leaf('comparativos', 'Comparativos y superlativos'),
        leaf('presente-simple-y-continuo', 'Presente simple y continuo'),
        leaf('futuro', 'Will y going to'),
      ]),
    ]),
    area('ciencias', 'Ciencias', [
      domain('fisica', 'Física', [
        leaf('leyes-de-newton', 'Las leyes de Newton'),
        leaf('movimiento-rectilineo', 'Movimiento rectilíneo'),
        leaf('caida-libre', 'Caída libre'),
        leaf('energia-mecanica', 'Energía mecánica'),
        leaf('ley-de-ohm', 'La ley de Ohm'),
        leaf('ondas-y-sonido', 'Ondas y sonido'),
      ]),
      domain('biologia', 'Biología', [
        leaf('la-celula', 'La célula'),
        leaf('ecosistemas', 'Los ecosistemas'),
        leaf('fotosintesis', 'La fotosíntesis'),
        leaf('herencia', 'Genética y herencia'),
        leaf('sistema-digestivo', 'El sistema digestivo'),
        leaf('mitosis-y-meiosis', 'Mitosis y meiosis'),
      ]),
      domain('quimica', 'Química', [
        leaf('tabla-periodica', 'La tabla periódica'),
        leaf('enlaces-quimicos', 'Los enlaces químicos'),
        leaf('reacciones-quimicas', 'Las reacciones químicas'),
        leaf('modelos-atomicos', 'Los modelos atómicos'),
        leaf('soluciones', 'Las soluciones'),
        leaf('nomenclatura-inorganica', 'Nomenclatura inorgánica'),
      ]),
    ]),
  ],
  it: [
    area('societa', 'Società', [
      domain('storia', 'Storia', [leaf('risorgimento', 'Il Risorgimento')]),
      domain('geografia', 'Geografia', [leaf('italia-fisica', 'L’Italia fisica')]),
    ]),
    area('matematica', 'Matematica', [domain('algebra', 'Algebra', [leaf('equazioni-di-primo-grado', 'Equazioni di primo grado')])]),
    area('lingue', 'Lingue', [
      domain('italiano', 'Italiano', [leaf('divina-commedia', 'La Divina Commedia')]),
      domain('inglese', 'Inglese', [leaf('present-perfect', 'Present perfect e past simple')]),
    ]),
    area('scienze', 'Scienze', [
      domain('chimica', 'Chimica', [leaf('legami-chimici', 'I legami chimici')]),
      domain('biologia', 'Biologia', [leaf('cellula', 'La cellula')]),
      domain('fisica', 'Fisica', [leaf('moto-rettilineo', 'Il moto rettilineo')]),
    ]),
  ],
  pl: [
    area('matematyka', 'Matematyka', [domain('funkcje', 'Funkcje', [leaf('funkcja-kwadratowa', 'Funkcja kwadratowa')])]),
    area('spoleczenstwo', 'Społeczeństwo', [
      domain('historia', 'Historia', [leaf('rozbiory-polski', 'Rozbiory Polski')]),
      domain('geografia', 'Geografia', [leaf('ruchy-ziemi', 'Ruchy Ziemi')]),
    ]),
    area('nauki-przyrodnicze', 'Nauki przyrodnicze', [
      domain('biologia', 'Biologia', [leaf('fotosynteza', 'Fotosynteza')]),
      domain('fizyka', 'Fizyka', [leaf('zasady-dynamiki', 'Zasady dynamiki Newtona')]),
      domain('chemia', 'Chemia', [leaf('budowa-atomu', 'Budowa atomu')]),
    ]),
    area('jezyki', 'Języki', [
      domain('jezyk-polski', 'Język polski', [leaf('pan-tadeusz', 'Pan Tadeusz')]),
      domain('jezyk-angielski', 'Język angielski', [leaf('czasy-present', 'Present Simple i Present Continuous')]),
    ]),
  ],
  tr: [
    area('matematik', 'Matematik', [domain('sayilar', 'Sayılar', [leaf('uslu-ifadeler', 'Üslü ifadeler')])]),
    area('fen-bilimleri', 'Fen Bilimleri', [
      domain('biyoloji', 'Biyoloji', [leaf('mitoz-ve-mayoz', 'Mitoz ve mayoz')]),
      domain('fizik', 'Fizik', [leaf('newtonun-hareket-yasalari', 'Newton’un hareket yasaları')]),
      domain('kimya', 'Kimya', [leaf('periyodik-sistem', 'Periyodik sistem')]),
    ]),
    area('sosyal-bilimler', 'Sosyal Bilimler', [
      domain('tarih', 'Tarih', [leaf('kurtulus-savasi', 'Kurtuluş Savaşı')]),
      domain('cografya', 'Coğrafya', [leaf('turkiye-iklimi', 'Türkiye’nin iklimi')]),
    ]),
    area('diller', 'Diller', [
      domain('turk-dili-ve-edebiyati', 'Türk Dili ve Edebiyatı', [leaf('anlatim-bicimleri', 'Anlatım biçimleri')]),
      domain('ingilizce', 'İngilizce', [leaf('simple-present', 'Simple Present ve Present Continuous')]),
    ]),
  ],
  pt: [
    area('matematica', 'Matemática', [domain('algebra', 'Álgebra', [leaf('equacao-do-segundo-grau', 'Equação do 2º grau'), leaf('funcao-afim', 'Função afim')])]),
    area('sociedade', 'Sociedade', [
      domain('historia', 'História', [leaf('independencia-do-brasil', 'Independência do Brasil'), leaf('descobrimentos', 'Os Descobrimentos')]),
      domain('geografia', 'Geografia', [leaf('clima-de-portugal', 'O clima de Portugal'), leaf('biomas-do-brasil', 'Biomas do Brasil')]),
    ]),
    area('ciencias-da-natureza', 'Ciências da Natureza', [
      domain('biologia', 'Biologia', [leaf('cadeias-alimentares', 'Cadeias alimentares'), leaf('celula', 'A célula')]),
      domain('fisica', 'Física', [leaf('leis-de-newton', 'Leis de Newton'), leaf('cinematica', 'Cinemática')]),
      domain('quimica', 'Química', [leaf('tabela-periodica', 'Tabela Periódica'), leaf('ligacoes-quimicas', 'Ligações químicas')]),
    ]),
    area('linguagens', 'Linguagens', [
      domain('lingua-portuguesa', 'Língua Portuguesa', [leaf('os-lusiadas', 'Os Lusíadas'), leaf('modernismo', 'Modernismo')]),
      domain('ingles', 'Inglês', [leaf('present-perfect', 'Present Perfect'), leaf('simple-past', 'Simple Past')]),
    ]),
  ],
  ro: [
    area('matematica', 'Matematică', [domain('algebra', 'Algebră', [leaf('ecuatia-de-gradul-doi', 'Ecuația de gradul al doilea')])]),
    area('limbi', 'Limbi', [
      domain('limba-romana', 'Limba și literatura română', [leaf('luceafarul', 'Luceafărul')]),
      domain('limba-engleza', 'Limba engleză', [leaf('present-perfect', 'Present Perfect')]),
    ]),
    area('stiinte', 'Științe', [
      domain('biologie', 'Biologie', [leaf('celula', 'Celula')]),
      domain('fizica', 'Fizică', [leaf('principiile-mecanicii', 'Principiile mecanicii')]),
      domain('chimie', 'Chimie', [leaf('tabelul-periodic', 'Tabelul periodic')]),
    ]),
    area('societate', 'Societate', [
      domain('istorie', 'Istorie', [leaf('marea-unire', 'Marea Unire')]),
      domain('geografie', 'Geografie', [leaf('relieful-romaniei', 'Relieful României')]),
    ]),
  ],
  el: [
    area('mathimatika', 'Μαθηματικά', [domain('algebra', 'Άλγεβρα', [leaf('exisoseis-v-vathmou', 'Εξισώσεις 2ου βαθμού')])]),
    area('glosses', 'Γλώσσες', [
      domain('neoelliniki-glossa', 'Νεοελληνική Γλώσσα', [leaf('tropoi-peithous', 'Τρόποι πειθούς')]),
      domain('agglika', 'Αγγλικά', [leaf('present-perfect', 'Present Perfect')]),
    ]),
    area('fysikes-epistimes', 'Φυσικές επιστήμες', [
      domain('viologia', 'Βιολογία', [leaf('kyttaro', 'Το κύτταρο')]),
      domain('fysiki', 'Φυσική', [leaf('nomoi-newton', 'Οι νόμοι του Νεύτωνα')]),
      domain('ximeia', 'Χημεία', [leaf('periodikos-pinakas', 'Ο Περιοδικός Πίνακας')]),
    ]),
    area('koinonia', 'Κοινωνία', [
      domain('istoria', 'Ιστορία', [leaf('epanastasi-1821', 'Η Επανάσταση του 1821')]),
      domain('geografia', 'Γεωγραφία', [leaf('anaglyfo-elladas', 'Το ανάγλυφο της Ελλάδας')]),
    ]),
  ],
  cs: [
    area('matematika', 'Matematika', [domain('algebra', 'Algebra', [leaf('kvadraticke-rovnice', 'Kvadratické rovnice')])]),
    area('jazyky', 'Jazyky', [
      domain('cesky-jazyk', 'Český jazyk a literatura', [leaf('rur', 'R.U.R.')]),
      domain('anglicky-jazyk', 'Anglický jazyk', [leaf('present-perfect', 'Present Perfect')]),
    ]),
    area('prirodni-vedy', 'Přírodní vědy', [
      domain('biologie', 'Biologie', [leaf('bunka', 'Buňka')]),
      domain('fyzika', 'Fyzika', [leaf('newtonovy-zakony', 'Newtonovy zákony')]),
      domain('chemie', 'Chemie', [leaf('periodicka-soustava', 'Periodická soustava')]),
    ]),
    area('spolecnost', 'Společnost', [
      domain('dejepis', 'Dějepis', [leaf('vznik-ceskoslovenska', 'Vznik Československa')]),
      domain('zemepis', 'Zeměpis', [leaf('povrch-ceska', 'Povrch a podnebí Česka')]),
    ]),
  ],
  fil: [
    area('matematika', 'Matematika', [domain('algebra', 'Algebra', [leaf('quadratic-equations', 'Quadratic equations')])]),
    area('mga-wika', 'Mga Wika', [
      domain('filipino', 'Filipino', [leaf('noli-me-tangere', 'Noli Me Tangere')]),
      domain('ingles', 'Ingles', [leaf('subject-verb-agreement', 'Subject-verb agreement')]),
    ]),
    area('agham', 'Agham', [
      domain('biyolohiya', 'Biyolohiya', [leaf('selula', 'Ang selula')]),
      domain('pisika', 'Pisika', [leaf('batas-ni-newton', 'Mga batas ng paggalaw ni Newton')]),
      domain('kimika', 'Kimika', [leaf('periodic-table', 'Ang periodic table')]),
    ]),
    area('lipunan', 'Lipunan', [
      domain('kasaysayan', 'Kasaysayan', [leaf('rebolusyong-1896', 'Ang Rebolusyon ng 1896')]),
      domain('heograpiya', 'Heograpiya', [leaf('heograpiya-ng-pilipinas', 'Heograpiya ng Pilipinas')]),
    ]),
  ],
  nl: [
    area('natuurwetenschappen', 'Natuurwetenschappen', [domain('biologie', 'Biologie', [leaf('fotosynthese', 'Fotosynthese')])]),
    area('wiskunde', 'Wiskunde', [domain('meetkunde', 'Meetkunde', [leaf('stelling-van-pythagoras', 'De stelling van Pythagoras')])]),
    area('maatschappij', 'Maatschappij', [domain('geschiedenis', 'Geschiedenis', [leaf('tachtigjarige-oorlog', 'De Tachtigjarige Oorlog')])]),
  ],
  hu: [
    area('termeszettudomanyok', 'Természettudományok', [domain('biologia', 'Biológia', [leaf('sejt', 'A sejt felépítése')])]),
    area('matematika', 'Matematika', [domain('algebra', 'Algebra', [leaf('masodfoku-egyenlet', 'A másodfokú egyenlet')])]),
    area('tarsadalom', 'Társadalom', [domain('tortenelem', 'Történelem', [leaf('forradalom-1848', 'Az 1848–49-es forradalom és szabadságharc')])]),
  ],
};
