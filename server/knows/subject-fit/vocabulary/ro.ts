// Romanian words characteristic of each subject: what students' notes, worksheets and flashcards of the
// subject say and the other seven subjects' rarely do (server/knows/subject-fit).
import type { SubjectVocabulary } from './types';

export const VOCABULARY_RO: SubjectVocabulary = {
  mathematics: `matematică ecuație inecuație funcție derivată derivabilă integrală primitivă limită asimptotă șir
    progresie aritmetică geometrică geometrie probabilitate statistică mediană vector vectori reper cartezian
    abscisă ordonată coordonate dreaptă paralele perpendiculare pantă triunghi dreptunghic ipotenuză catetă catete
    pitagora thales teoremă demonstrație ipoteză reciprocă sinus cosinus tangentă cotangentă trigonometrie radian
    perimetru arie volum poligon patrulater paralelogram romb trapez pătrat isoscel echilateral bisectoare
    mediatoare înălțime unghi unghiuri simetrie translație rotație polinom polinoame monom binom trinom discriminant
    rădăcină radical descompunere fracție numărător numitor deîmpărțit împărțitor multiplu divizor divizibilitate
    cmmdc cmmmc naturale întregi raționale iraționale reale complexe imaginar conjugat exponențială logaritm
    exponent continuitate monotonie crescătoare descrescătoare maxim minim inflexiune convexă concavă grafic domeniu
    codomeniu injectivă surjectivă bijectivă mulțime interval matrice determinant combinări aranjamente permutări
    factorial combinatorică cub piramidă con cilindru sferă trunchi tetraedru paralelipiped apotemă necunoscută
    proporție proporționalitate procent cerc diametru rază coardă segment congruență congruente asemănare paralelism
    perpendicularitate algebric algebrică trigonometric geometric`,

  biology: `biologie celulă celulară nucleu membrană citoplasmă mitocondrie cloroplast organite adn arn genă alelă
    cromozom genotip fenotip ereditate mendel genetică homozigot heterozigot dominant recesiv mutație meioză mitoză
    profază metafază anafază telofază fecundație gamet gameți zigot ovul spermatozoid embrion proteină enzimă
    fotosinteză respirație clorofilă glucoză metabolism digestie intestin stomac ficat pancreas insulină hormon
    neuron sinapsă creier măduvă spinării reflex mușchi schelet oase sânge hematii leucocite trombocite plasmă
    hemoglobină arteră venă capilare inimă circulație plămân alveole imunitate anticorpi antigen limfocite
    fagocitoză vaccin virus bacterie microorganisme infecție ecosistem biodiversitate specie evoluție selecție
    darwin fosile clasificare regn încrengătură biotop biocenoză trofic producători consumatori descompunători
    prădător pradă vegetal frunză tulpină polen polenizare sămânță germinație stomate sevă reproducere sexuată
    asexuată ovar testicul uter menstrual transcripție ribozom codon nucleotid replicație țesut organ organism
    nutriție nutrienți glucide lipide vitamine digestiv respirator excretor circulator rinichi urină homeostazie
    procariote eucariote autotrofe heterotrofe nevertebrate vertebrate mamifere amfibieni ciuperci ferigi
    angiosperme gimnosperme analizator retină cristalin nervos endocrin glandă hipofiză tiroidă anatomie fiziologie
    genom`,

  history: `istorie istoric preistorie paleolitic neolitic antichitate egipt faraon mesopotamia grecia atena sparta
    polis democrație roma romani republică senat imperiu împărat cezar traian decebal daci dacia geți burebista
    romanizare etnogeneză creștinism medieval feudalism feudal vasal cavaler cruciadă voievod voievodat domnitor
    domnie moldova transilvania valahia ștefan mircea vlad țepeș mihai viteazul cuza unirea renaștere umanism
    reformă luther calvin absolutism iluminism revoluție napoleon pașoptist pașoptiști fanarioți fanariot horea
    cloșca crișan tudor vladimirescu carol ferdinand regat monarhie independență război mondial tranșee armistițiu
    tratat versailles trianon interbelic totalitarism fascism nazism hitler mussolini stalin comunism comunist urss
    holocaust deportare antonescu legionar legionari colectivizare naționalizare ceaușescu nato varșovia constituție
    parlament sufragiu colonialism decolonizare imperialism cronologie bizantin otoman otomani suzeranitate tribut
    haraci kogălniceanu brătianu regele dinastie basarabia bucovina iulia rezistență anticomunistă gulag propagandă
    dictatură dictator bolșevici lenin revoluționar războaie bătălie armată oaste hanul tătari turci habsburgi
    austro ungaria secol principatele principat unificare izvoare cnezat`,

  english: `engleză englezește britanic american timpuri neregulate neregulat diateză pasivă indirectă condiționale
    auxiliar modale comparativ superlativ numărabile nenumărabile traducere traduceți pronunție vocabular tense
    tenses simple progressive continuous present past perfect future irregular regular conditional clause clauses
    relative reported speech gerund infinitive adverbs adjective adjectives noun nouns pronoun pronouns preposition
    prepositions verbs vocabulary going would been had have has was were did does will shall should could might must
    cannot the and with this that what which who whose where when there their they you your because although however
    since countable uncountable comparative superlative passive active question tag tags phrasal auxiliary spelling
    listening reading speaking writing translation england english britain british kingdom america london york queen
    commonwealth shakespeare dickens orwell austen wilde brexit thanksgiving halloween christmas essay sentence
    dialogue letter email usa scotland ireland victorian cambridge idioms collocations conjunctions determiners
    articles quantifiers`,

  chemistry: `chimie chimic chimică atom moleculă ion ionică cation anion electron proton neutron nucleon periodic
    mendeleev izotop molară mol concentrație molaritate dizolvat solvent solut dizolvare diluție precipitat reacție
    reactant reactanți stoechiometrie acid acizi bază bazic aciditate neutralizare oxidoreducere oxidant reducător
    oxidare reducere electroliză titrare indicator turnesol fenolftaleină covalentă legătură electronegativitate
    valență hidrocarbură alcan alchenă alchină alcool aldehidă cetonă carboxilic esterificare ester hidroliză
    saponificare polimer polimerizare monomer izomer izomerie organică anorganică catalizator cataliză combustie
    coroziune rugină hidrogen oxigen azot carbon sodiu clor clorură calciu cupru zinc magneziu metal metale nemetale
    sulfat azotat carbonat hidroxid oxid dioxid metan etanol etenă benzen arene aromatic sulfuric clorhidric amestec
    omogen eterogen distilare filtrare decantare cristalizare cromatografie sinteză exoterm endoterm entalpie
    orbital orbitali configurație electronică halogen alcaline nobile lavoisier avogadro nomenclatură formulă
    structurală grupă amină amide aminoacizi zaharide grăsimi săpun detergenți precipitare hidratare hibridizare
    catenă moleculară substanță`,

  geography: `geografie geografic continent ocean relief munte munți câmpie podiș deal fluviu râu bazin hidrografic
    litoral climă climat temperat tropical ecuatorial arid deșert deșertificare muson latitudine longitudine
    emisferă ecuator tropic meridian cartografie hartă legendă populație demografie demografic natalitate
    mortalitate spor migrație emigrare imigrare exod urban rural urbanizare oraș metropolă megalopolis aglomerare
    periurban globalizare port transporturi rețea infrastructură teritoriu resurse agricultură industrie industrial
    turism turistic pib idh românia carpați subcarpați dunărea deltă dobrogea bărăgan prut mureș olt siret europa
    asia africa australia antarctica everest himalaya amazon nil sahara vulcan cutremur seism seismic tectonică
    eroziune ghețar lac insulă peninsulă arhipelag strâmtoare golf vegetație savană stepă tundră taiga sol
    precipitații altitudine atmosferă hidrosferă litosferă biosferă densitate județ regiune frontieră granițe
    meteorologic europeană uniunea continentală oceanic mediteranean crișana banat maramureș oltenia muntenia
    apuseni depresiune luncă fauna floră hidrografie planiglob maree alizee climatic agricol`,

  physics: `fizică forță newton greutate masă gravitație gravitațional accelerație viteză mișcare traiectorie
    referențial rectilinie uniformă circulară inerție energie cinetică potențială mecanică mecanic putere watt joule
    kilowattoră electricitate electric curent tensiune intensitate amper volt ohm rezistență rezistor circuit
    generator conductor izolator condensator bobină inducție magnetic electromagnetic câmp undă frecvență lungime
    amplitudine hertz lumină optică lentilă convergentă divergentă focală focar refracție reflexie difracție
    interferență spectru foton cuantic cuantică einstein relativitate radioactivitate radioactiv dezintegrare
    fisiune fuziune nuclear nucleară termodinamică temperatură kelvin celsius căldură termic presiune pascal
    arhimede fluid hidrostatică vectorial satelit orbită kepler galilei cădere pendul oscilație oscilator resort
    elastic elasticitate frecare sunet sonor acustică decibel ultrasunete vibrație kilogram metru semiconductor
    diodă tranzistor ampermetru voltmetru osciloscop interacțiune coulomb sarcină impuls ciocnire conservare laser
    fotoelectric radiație ultraviolet infraroșu propagare incidență snell cinematică dinamică statică echilibru
    pârghie scripete înclinat tracțiune izoterm izobar izocor adiabatic clapeyron carnot entropie motor faraday lenz
    kirchhoff maxwell magnet magnetism flux weber tesla inductanță capacitate farad alternativ randament`,

  literature: `română literatură literar gramatică morfologie sintaxă fonetică lexic lexical substantiv adjectiv
    pronume numeral verb adverb prepoziție conjuncție interjecție articol predicat atribut complement propoziție
    frază subordonată principală coordonare subordonare indicativ conjunctiv condițional optativ imperativ infinitiv
    participiu supin gerunziu imperfect epitet metaforă comparație personificare enumerație hiperbolă antiteză
    aliterație repetiție inversiune oximoron anaforă prozodie rimă ritm vers versuri strofă catren terțină sonet
    poezie poet poem liric lirică eul epic epică dramatic dramă comedie tragedie roman nuvelă basm fabulă baladă
    doină pastel schiță povestire narator narațiune personaj protagonist antagonist incipit narativă expozițiune
    intrigă deznodământ culminant caracterizare eseu argumentativ comentariu romantism clasicism realism simbolism
    modernism tradiționalism junimea junimism sămănătorism avangardă neomodernism postmodernism eminescu creangă
    caragiale slavici maiorescu rebreanu sadoveanu arghezi blaga bacovia barbu călinescu camil petrescu nichita
    stănescu sorescu alecsandri negruzzi luceafărul otiliei baltagul moromeții miorița spânzuraților sărmanul dionis
    harap ciocoii enigma moara riga crypto lapona enigel text autor operă simbol viziune figuri stil sinonim antonim
    omonim paronim neologism arhaism regionalism derivare compunere conversiune`,
};
