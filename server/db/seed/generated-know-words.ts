// Word lists of the knows generator (generate-knows.ts), per catalogue language: topics per subject slug, kinds of
// material, description sentences and knowers' names.

/** Catalogue languages the generator writes in (the base language of each generated country's content language). */
export type WordLanguage = 'de' | 'fr' | 'en' | 'es' | 'it' | 'pl' | 'tr' | 'pt';

/** Topics per subject slug and language; the slugs are those of the demo catalogue. */
export const TOPICS: Record<WordLanguage, Record<string, string[]>> = {
  de: {
    mathematics: ['Quadratische Funktionen', 'Satz des Pythagoras', 'Bruchrechnung', 'Lineare Gleichungssysteme', 'Wahrscheinlichkeitsrechnung', 'Integralrechnung', 'Ableitungsregeln', 'Vektoren im Raum', 'Exponentialfunktionen', 'Trigonometrie'],
    biology: ['Photosynthese', 'Zellatmung', 'Mitose und Meiose', 'Genetik nach Mendel', 'Das Nervensystem', 'Ökosystem Wald', 'Proteinbiosynthese', 'Evolutionstheorie', 'Enzyme', 'Das Immunsystem'],
    history: ['Die Weimarer Republik', 'Der Erste Weltkrieg', 'Die Französische Revolution', 'Der Kalte Krieg', 'Die Industrialisierung', 'Das Römische Reich', 'Die Reformation', 'Der Mauerfall', 'Der Absolutismus', 'Die Märzrevolution 1848'],
    english: ['If-Clauses', 'Present Perfect', 'Passive Voice', 'Reported Speech', 'Gerund und Infinitiv', 'Textanalyse', 'Comment schreiben', 'Short Stories', 'Relative Clauses', 'Mediation'],
    chemistry: ['Periodensystem', 'Redoxreaktionen', 'Säuren und Basen', 'Organische Chemie', 'Atombau', 'Chemisches Gleichgewicht', 'Alkane und Alkene', 'Elektrochemie', 'Stöchiometrie', 'Bindungsarten'],
    geography: ['Plattentektonik', 'Klimazonen der Erde', 'Stadtentwicklung', 'Globalisierung', 'Der Wasserkreislauf', 'Bevölkerungsentwicklung', 'Landwirtschaft in Europa', 'Vulkanismus', 'Wüsten', 'Tourismus'],
    physics: ['Newtonsche Gesetze', 'Elektrischer Strom', 'Optik und Linsen', 'Energieerhaltung', 'Radioaktivität', 'Schwingungen und Wellen', 'Magnetismus', 'Gleichförmige Bewegung'],
    literature: ['Gedichtanalyse', 'Faust I', 'Kurzgeschichten', 'Erörterung', 'Epochen der Literatur', 'Der Vorleser', 'Sachtextanalyse', 'Dramenanalyse'],
  },
  fr: {
    mathematics: ['Les fonctions affines', 'Le théorème de Thalès', 'Les fractions', 'Les probabilités', 'Les suites numériques', 'La dérivation', 'Les vecteurs', 'Les équations du second degré', 'La trigonométrie', 'Les statistiques'],
    biology: ['La cellule', 'La photosynthèse', 'La génétique', 'Le système nerveux', "L'immunité", 'La reproduction', 'La digestion', "L'évolution", 'Les écosystèmes', 'La respiration cellulaire'],
    history: ['La Révolution française', 'La Première Guerre mondiale', 'La guerre froide', "L'Empire romain", 'La Renaissance', 'La décolonisation', "Napoléon Ier", 'La Ve République', 'Les Lumières', 'La crise de 1929'],
    english: ['Le present perfect', 'Les modaux', 'Le discours indirect', 'La voix passive', 'Les prépositions', "L'expression écrite", 'Les temps du passé', 'Le vocabulaire du voyage', 'Les comparatifs', 'La compréhension orale'],
    chemistry: ["L'atome", 'Les réactions chimiques', 'Les solutions', "L'oxydoréduction", 'Les acides et les bases', 'Le tableau périodique', 'La mole', 'Les molécules organiques', 'La chimie des ions', 'Les transformations'],
    geography: ['La mondialisation', "L'urbanisation", 'Les climats', "Les risques naturels", "L'eau dans le monde", 'Les littoraux', 'Les espaces ruraux', "L'Union européenne", 'Les migrations', 'Le développement durable'],
    physics: ['La loi d’Ohm', 'Les forces', 'La lumière', 'L’énergie', 'Le mouvement', 'Les ondes', 'La gravitation', 'Le circuit électrique'],
    literature: ['Les figures de style', 'Le commentaire de texte', 'La dissertation', 'Le théâtre classique', 'Le roman au XIXe siècle', 'La poésie', 'L’argumentation', 'Les registres littéraires'],
  },
  en: {
    mathematics: ['Linear Equations', 'Quadratic Functions', 'The Pythagorean Theorem', 'Fractions and Decimals', 'Probability', 'Derivatives', 'Integrals', 'Vectors', 'Trigonometry', 'Statistics'],
    biology: ['Photosynthesis', 'Cell Structure', 'Mitosis and Meiosis', 'Mendelian Genetics', 'The Nervous System', 'Ecosystems', 'Protein Synthesis', 'Natural Selection', 'Enzymes', 'The Immune System'],
    history: ['The American Revolution', 'World War I', 'The Cold War', 'The Civil War', 'The Industrial Revolution', 'Ancient Rome', 'The Reformation', 'The Civil Rights Movement', 'The Great Depression', 'The Tudors'],
    english: ['Essay Structure', 'Poetry Analysis', 'Shakespeare\'s Macbeth', 'Persuasive Writing', 'Grammar Basics', 'Of Mice and Men', 'Literary Devices', 'Narrative Writing', 'To Kill a Mockingbird', 'Punctuation'],
    chemistry: ['Chemical Bonding', 'The Periodic Table', 'Acids and Bases', 'Stoichiometry', 'Redox Reactions', 'Organic Chemistry', 'Atomic Structure', 'Rates of Reaction', 'Electrolysis', 'Moles'],
    geography: ['Plate Tectonics', 'The Water Cycle', 'Climate Zones', 'Urbanisation', 'Globalisation', 'Population Growth', 'Coasts', 'Rivers', 'Volcanoes', 'Tourism'],
    physics: ['Newton\'s Laws', 'Electric Circuits', 'Waves', 'Energy Transfers', 'Radioactivity', 'Forces and Motion', 'Magnetism', 'Density'],
    literature: ['An Inspector Calls', 'Romeo and Juliet', 'A Christmas Carol', 'Power and Conflict Poetry', 'Unseen Poetry', 'Jekyll and Hyde', 'The Great Gatsby', 'Writing About Themes'],
  },
  es: {
    mathematics: ['Ecuaciones lineales', 'Funciones cuadráticas', 'El teorema de Pitágoras', 'Fracciones', 'Probabilidad', 'Derivadas', 'Integrales', 'Vectores', 'Trigonometría', 'Estadística'],
    biology: ['La fotosíntesis', 'La célula', 'Mitosis y meiosis', 'La genética', 'El sistema nervioso', 'Los ecosistemas', 'La evolución', 'Las enzimas', 'El sistema inmunitario', 'La respiración celular'],
    history: ['La Revolución francesa', 'La Guerra Civil española', 'La Primera Guerra Mundial', 'La Guerra Fría', 'El Imperio romano', 'La Independencia de México', 'La Reconquista', 'La Ilustración', 'La Revolución industrial', 'Los Reyes Católicos'],
    english: ['Present perfect', 'Verbos modales', 'Estilo indirecto', 'La voz pasiva', 'Condicionales', 'Writing: opinion essay', 'Phrasal verbs', 'Comparativos', 'Pasado simple', 'Vocabulario de viajes'],
    chemistry: ['La tabla periódica', 'Enlaces químicos', 'Ácidos y bases', 'Reacciones redox', 'Química orgánica', 'El átomo', 'Estequiometría', 'El mol', 'Disoluciones', 'Cinética química'],
    geography: ['La tectónica de placas', 'El ciclo del agua', 'Los climas', 'La urbanización', 'La globalización', 'La población', 'Los ríos de España', 'Los volcanes', 'El turismo', 'El relieve'],
    physics: ['Las leyes de Newton', 'La electricidad', 'La luz', 'La energía', 'El movimiento', 'Las ondas', 'La gravedad', 'La presión'],
    literature: ['El Romanticismo', 'La Generación del 27', 'El Quijote', 'El comentario de texto', 'Las figuras literarias', 'La Celestina', 'El Barroco', 'La poesía de Bécquer'],
  },
  it: {
    mathematics: ['Equazioni lineari', 'Funzioni quadratiche', 'Il teorema di Pitagora', 'Le frazioni', 'La probabilità', 'Le derivate', 'Gli integrali', 'I vettori', 'La trigonometria', 'La statistica'],
    biology: ['La fotosintesi', 'La cellula', 'Mitosi e meiosi', 'La genetica', 'Il sistema nervoso', 'Gli ecosistemi', "L'evoluzione", 'Gli enzimi', 'Il sistema immunitario', 'La respirazione cellulare'],
    history: ['La Rivoluzione francese', 'La Prima guerra mondiale', 'La Guerra fredda', "L'Impero romano", 'Il Rinascimento', "L'Unità d'Italia", 'Il fascismo', "L'Illuminismo", 'La Rivoluzione industriale', 'Il Medioevo'],
    english: ['Present perfect', 'I verbi modali', 'Il discorso indiretto', 'La forma passiva', 'Il periodo ipotetico', 'Writing: essay', 'Phrasal verbs', 'I comparativi', 'Il past simple', 'Vocabolario di viaggio'],
    chemistry: ['La tavola periodica', 'I legami chimici', 'Acidi e basi', 'Le reazioni redox', 'La chimica organica', "L'atomo", 'La stechiometria', 'La mole', 'Le soluzioni', 'La cinetica chimica'],
    geography: ['La tettonica delle placche', "Il ciclo dell'acqua", 'I climi', "L'urbanizzazione", 'La globalizzazione', 'La popolazione', 'I fiumi italiani', 'I vulcani', 'Il turismo', 'Le Alpi'],
    physics: ['I principi della dinamica', 'La corrente elettrica', 'L’ottica', 'L’energia', 'Il moto rettilineo', 'Le onde', 'La gravitazione', 'La pressione'],
    literature: ['La Divina Commedia', 'I Promessi Sposi', 'Leopardi', 'Il Decameron', 'Petrarca', 'Il Verismo', 'Pirandello', 'L’analisi del testo'],
  },
  pl: {
    mathematics: ['Równania liniowe', 'Funkcja kwadratowa', 'Twierdzenie Pitagorasa', 'Ułamki', 'Prawdopodobieństwo', 'Pochodne', 'Całki', 'Wektory', 'Trygonometria', 'Statystyka'],
    biology: ['Fotosynteza', 'Budowa komórki', 'Mitoza i mejoza', 'Genetyka', 'Układ nerwowy', 'Ekosystemy', 'Ewolucja', 'Enzymy', 'Układ odpornościowy', 'Oddychanie komórkowe'],
    history: ['Rewolucja francuska', 'I wojna światowa', 'Zimna wojna', 'Cesarstwo rzymskie', 'Renesans', 'Rozbiory Polski', 'Konstytucja 3 maja', 'Oświecenie', 'Rewolucja przemysłowa', 'Powstanie styczniowe'],
    english: ['Present perfect', 'Czasowniki modalne', 'Mowa zależna', 'Strona bierna', 'Tryby warunkowe', 'Rozprawka', 'Phrasal verbs', 'Stopniowanie przymiotników', 'Past simple', 'Słownictwo: podróże'],
    chemistry: ['Układ okresowy', 'Wiązania chemiczne', 'Kwasy i zasady', 'Reakcje redoks', 'Chemia organiczna', 'Budowa atomu', 'Stechiometria', 'Mol', 'Roztwory', 'Kinetyka chemiczna'],
    geography: ['Tektonika płyt', 'Obieg wody', 'Strefy klimatyczne', 'Urbanizacja', 'Globalizacja', 'Ludność świata', 'Rzeki Polski', 'Wulkany', 'Turystyka', 'Rolnictwo'],
    physics: ['Zasady dynamiki Newtona', 'Prąd elektryczny', 'Optyka', 'Energia', 'Ruch jednostajny', 'Fale', 'Grawitacja', 'Ciśnienie'],
    literature: ['Pan Tadeusz', 'Lalka', 'Dziady', 'Wesele', 'Romantyzm', 'Zbrodnia i kara', 'Rozprawka', 'Środki stylistyczne'],
  },
  tr: {
    mathematics: ['Üslü ifadeler', 'Kareköklü ifadeler', 'Denklemler', 'Olasılık', 'Fonksiyonlar', 'Türev', 'İntegral', 'Üçgenler', 'Trigonometri', 'Veri analizi'],
    biology: ['Hücre bölünmeleri', 'Kalıtım', 'Fotosentez', 'Ekosistem ekolojisi', 'Sinir sistemi', 'Protein sentezi', 'Canlıların sınıflandırılması', 'Enzimler'],
    history: ['Kurtuluş Savaşı', 'Osmanlı Devleti', 'Atatürk ilkeleri', 'Birinci Dünya Savaşı', 'Soğuk Savaş', 'İlk Türk devletleri', 'Sanayi Devrimi', 'Fransız İhtilali'],
    english: ['Present Perfect', 'Passive Voice', 'Reported Speech', 'Conditionals', 'Modals', 'Relative Clauses', 'Vocabulary', 'Reading'],
    chemistry: ['Periyodik sistem', 'Kimyasal türler arası etkileşimler', 'Asitler ve bazlar', 'Mol kavramı', 'Kimyasal tepkimeler', 'Atom modelleri', 'Organik kimya', 'Gazlar'],
    geography: ['İklim tipleri', 'Türkiye’nin yer şekilleri', 'Nüfus', 'Levha hareketleri', 'Doğal afetler', 'Harita bilgisi', 'Ekonomik faaliyetler', 'Su kaynakları'],
    physics: ['Newton’un hareket yasaları', 'Elektrik akımı', 'Optik', 'Enerji', 'Dalgalar', 'Basınç', 'Manyetizma', 'Kuvvet ve hareket'],
    literature: ['Divan edebiyatı', 'Tanzimat edebiyatı', 'Şiir bilgisi', 'Paragraf', 'Cumhuriyet dönemi romanı', 'Söz sanatları', 'Halk edebiyatı', 'Servet-i Fünun'],
  },
  pt: {
    mathematics: ['Equação do 2º grau', 'Funções', 'Porcentagem', 'Probabilidade', 'Geometria plana', 'Trigonometria', 'Progressões', 'Estatística', 'Matrizes', 'Razão e proporção'],
    biology: ['Citologia', 'Genética', 'Ecologia', 'Fotossíntese', 'Sistema nervoso', 'Evolução', 'Botânica', 'Sistema imunológico'],
    history: ['Independência do Brasil', 'Era Vargas', 'Ditadura militar', 'Brasil Colônia', 'Revolução Francesa', 'Guerra Fria', 'Primeira Guerra Mundial', 'Proclamação da República'],
    english: ['Simple Present', 'Present Perfect', 'Passive Voice', 'Conditionals', 'Modal Verbs', 'Interpretação de texto', 'Phrasal Verbs', 'Vocabulário'],
    chemistry: ['Tabela periódica', 'Ligações químicas', 'Estequiometria', 'Química orgânica', 'Ácidos e bases', 'Soluções', 'Eletroquímica', 'Termoquímica'],
    geography: ['Climas do Brasil', 'Biomas brasileiros', 'Urbanização', 'Globalização', 'Relevo', 'Hidrografia', 'População brasileira', 'Cartografia'],
    physics: ['Leis de Newton', 'Cinemática', 'Eletricidade', 'Óptica', 'Ondulatória', 'Termologia', 'Energia', 'Hidrostática'],
    literature: ['Modernismo', 'Romantismo', 'Machado de Assis', 'Figuras de linguagem', 'Redação do ENEM', 'Barroco', 'Realismo', 'Interpretação de texto'],
  },
};

/** Kinds of material, per language: "<topic> – <kind>". */
export const KINDS: Record<WordLanguage, string[]> = {
  de: ['Zusammenfassung', 'Lernzettel', 'Übungsaufgaben mit Lösungen', 'Klausurvorbereitung', 'einfach erklärt', 'Mindmap', 'Abiturwissen', 'Karteikarten'],
  fr: ['fiche de révision', 'résumé', 'exercices corrigés', 'préparation au bac', 'expliqué simplement', 'carte mentale', "l'essentiel", 'fiches mémo'],
  en: ['Summary', 'Revision Notes', 'Practice Problems with Answers', 'Exam Prep', 'Explained Simply', 'Mind Map', 'Study Guide', 'Flashcards'],
  es: ['resumen', 'apuntes', 'ejercicios resueltos', 'preparación del examen', 'explicado fácil', 'mapa mental', 'guía de estudio', 'tarjetas'],
  it: ['riassunto', 'appunti', 'esercizi svolti', "preparazione all'esame", 'spiegato semplice', 'mappa concettuale', 'guida allo studio', 'schede'],
  pl: ['streszczenie', 'notatki', 'zadania z rozwiązaniami', 'przygotowanie do egzaminu', 'wyjaśnione prosto', 'mapa myśli', 'ściąga', 'fiszki'],
  tr: ['konu özeti', 'ders notları', 'çözümlü sorular', 'sınava hazırlık', 'kolay anlatım', 'zihin haritası', 'LGS özeti', 'bilgi kartları'],
  pt: ['resumo', 'anotações', 'exercícios resolvidos', 'revisão para a prova', 'explicado de forma simples', 'mapa mental', 'resumo para o ENEM', 'flashcards'],
};

/** Description sentences; {topic} is replaced. Two or three are joined. */
export const SENTENCES: Record<WordLanguage, string[]> = {
  de: ['Alles Wichtige zu {topic} auf einen Blick.', 'Mit Beispielen, Skizzen und typischen Prüfungsfragen.', 'Ideal zur Vorbereitung auf die nächste Klassenarbeit.', 'Die Grundbegriffe werden Schritt für Schritt erklärt.', 'Inklusive Merksätzen und häufigen Fehlern.', 'Von mir für meinen Leistungskurs geschrieben.'],
  fr: ['Tout l’essentiel sur {topic} en un coup d’œil.', 'Avec des exemples, des schémas et des questions de contrôle.', 'Idéal pour réviser avant une évaluation.', 'Les notions clés sont expliquées pas à pas.', 'Avec les erreurs fréquentes à éviter.', 'Rédigé pour ma classe de terminale.'],
  en: ['Everything important about {topic} at a glance.', 'With examples, diagrams and typical exam questions.', 'Ideal for revising before your next test.', 'The key terms are explained step by step.', 'Includes memory aids and common mistakes.', 'Written for my own exam preparation.'],
  es: ['Todo lo importante sobre {topic} de un vistazo.', 'Con ejemplos, esquemas y preguntas típicas de examen.', 'Ideal para repasar antes del próximo examen.', 'Los conceptos clave se explican paso a paso.', 'Incluye trucos para recordar y errores frecuentes.', 'Escrito para mi propia preparación.'],
  it: ['Tutto l’essenziale su {topic} in un colpo d’occhio.', 'Con esempi, schemi e domande tipiche da verifica.', 'Ideale per ripassare prima della prossima verifica.', 'I concetti chiave sono spiegati passo dopo passo.', 'Con trucchi per ricordare ed errori frequenti.', 'Scritto per la mia preparazione alla maturità.'],
  pl: ['Wszystko, co ważne o temacie {topic}, w jednym miejscu.', 'Z przykładami, schematami i typowymi pytaniami egzaminacyjnymi.', 'Idealne do powtórki przed sprawdzianem.', 'Kluczowe pojęcia wyjaśnione krok po kroku.', 'Z podpowiedziami i częstymi błędami.', 'Napisane na potrzeby mojej matury.'],
  tr: ['{topic} hakkında bilmen gereken her şey tek bir yerde.', 'Örnekler, şemalar ve sık çıkan sınav sorularıyla.', 'Bir sonraki sınav öncesi tekrar için ideal.', 'Temel kavramlar adım adım anlatılıyor.', 'Akılda tutma ipuçları ve sık yapılan hatalarla.', 'Kendi sınav hazırlığım için yazdım.'],
  pt: ['Tudo o que é importante sobre {topic} em um só lugar.', 'Com exemplos, esquemas e questões típicas de prova.', 'Ideal para revisar antes da próxima prova.', 'Os conceitos principais são explicados passo a passo.', 'Com dicas para memorizar e erros comuns.', 'Escrito para a minha preparação para o ENEM.'],
};

export const FIRST_NAMES = ['Lena', 'Jonas', 'Mia', 'Paul', 'Chloé', 'Lucas', 'Emma', 'Noah', 'Sofía', 'Mateo', 'Giulia', 'Luca', 'Zofia', 'Jakub', 'Olivia', 'Liam', 'Hanna', 'Felix', 'Inès', 'Hugo', 'Elif', 'Emre', 'Ana', 'Gabriel'];
export const LAST_NAMES = ['Vogel', 'Müller', 'Schmidt', 'Martin', 'Bernard', 'Smith', 'Johnson', 'García', 'López', 'Rossi', 'Bianchi', 'Nowak', 'Kowalski', 'Brown', 'Wagner', 'Dubois', 'Moreno', 'Ricci', 'Wiśniewski', 'Taylor', 'Yılmaz', 'Demir', 'Silva', 'Santos'];
