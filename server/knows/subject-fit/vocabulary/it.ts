// Italian words characteristic of each subject: what students' notes, worksheets and flashcards of the
// subject say and the other seven subjects' rarely do (server/knows/subject-fit).
import type { SubjectVocabulary } from './types';

export const VOCABULARY_IT: SubjectVocabulary = {
  mathematics: `matematica equazione disequazione funzione derivata derivabile integrale primitiva limite asintoto
    successione progressione aritmetica geometrica geometria probabilità statistica mediana varianza scarto quartile
    aleatoria binomiale cartesiano ascissa ordinata coordinate retta parallele perpendicolari coefficiente angolare
    parabola ellisse circonferenza cerchio raggio diametro pigreco triangolo rettangolo ipotenusa cateto pitagora
    talete euclide teorema dimostrazione corollario lemma seno coseno tangente trigonometria goniometria radiante
    perimetro area volume poligono quadrilatero parallelogramma rombo trapezio quadrato isoscele equilatero scaleno
    bisettrice altezza angolo simmetria traslazione omotetia polinomio monomio binomio trinomio scomposizione
    scomporre raccoglimento notevoli frazione numeratore denominatore quoziente dividendo divisore multiplo mcm mcd
    interi naturali relativi razionali irrazionali reali complessi immaginario radice radicale esponente
    esponenziale logaritmo continuità crescente decrescente massimo minimo flesso concavità convessità dominio
    codominio iniettiva suriettiva biiettiva intersezione sottoinsieme intervallo matrice determinante combinatoria
    fattoriale permutazioni disposizioni combinazioni letterale incognita espressione proporzione proporzionalità
    percentuale cubo piramide cono cilindro sfera solido apotema discriminante parametro asse ortogonale vettoriale
    segmento semiretta congruenti similitudine algebra algebrico frazionaria irrazionale logaritmica`,

  biology: `biologia cellula cellulare nucleo membrana citoplasma mitocondrio cloroplasto organulo dna rna gene
    allele cromosoma genotipo fenotipo ereditarietà mendel genetica omozigote eterozigote dominante recessivo
    mutazione meiosi mitosi profase metafase anafase telofase fecondazione gamete zigote ovulo spermatozoo embrione
    proteina enzima fotosintesi respirazione clorofilla glucosio metabolismo digestione intestino stomaco fegato
    pancreas insulina ormone neurone sinapsi cervello midollo spinale riflesso muscolo scheletro osso ossa sangue
    globuli piastrine plasma emoglobina arteria vena capillari cuore circolazione polmone alveoli immunitario
    anticorpi antigene linfociti fagocitosi vaccino virus batterio microrganismi infezione ecosistema biodiversità
    specie evoluzione selezione darwin lamarck fossili classificazione tassonomia linneo biotopo biocenosi catena
    alimentare produttori consumatori decompositori predatore preda vegetale foglia fusto fiore polline
    impollinazione seme germinazione stomi linfa riproduzione sessuata asessuata ovaio testicolo utero mestruale
    trascrizione ribosoma codone nucleotide replicazione tessuto organo organismo nutrienti carboidrati lipidi
    vitamine apparato digerente respiratorio escretore rene urina omeostasi procarioti eucarioti autotrofi
    eterotrofi vertebrati invertebrati mammiferi rettili anfibi uccelli insetti funghi protisti epidermide ghiandola
    nervoso genoma clonazione ogm transgenico anatomia fisiologia`,

  history: `storia preistoria paleolitico neolitico antichità egizi faraone mesopotamia sumeri greci atene sparta
    polis democrazia romani repubblica senato console impero imperatore cesare augusto cristianesimo medioevo
    medievale feudalesimo feudale vassallo servi cavaliere crociata carlo magno comuni signorie rinascimento
    umanesimo riforma protestante lutero calvino controriforma concilio trento assolutismo luigi illuminismo
    rivoluzione napoleone bonaparte restaurazione congresso vienna risorgimento garibaldi mazzini cavour spedizione
    savoia vittorio emanuele piemonte colonialismo imperialismo colonie decolonizzazione guerra mondiale trincee
    caporetto armistizio trattato totalitarismo fascismo fascista mussolini nazismo nazista hitler stalin stalinismo
    urss bolscevichi lenin olocausto shoah deportazione resistenza partigiani liberazione costituzione fredda
    berlino nato varsavia giolitti crispi brigantaggio meridionale monarchia dinastia papato bizantino longobardi
    barbari invasioni ottomano colombo conquistadores schiavitù borghesia proletariato marx socialismo comunismo
    comunista liberalismo nazionalismo dittatura dittatore propaganda antisemitismo razziali sterminio lager ghetto
    esercito battaglia sovietico kennedy gorbaciov referendum costituente dopoguerra secolo cronologia storico
    sbarco normandia hiroshima wilson versailles quirinale matteotti squadrismo duce fasci corporativismo autarchia
    marcia repubblicano monarchico regno`,

  english: `inglese inglesi britannico americano anglosassone condizionale passivo passiva ausiliare ausiliari
    modali irregolari comparativo superlativo numerabili traduzione tradurre vocaboli lessico pronuncia madrelingua
    tense tenses simple progressive continuous present past perfect future irregular regular conditional clause
    clauses relative reported speech gerund infinitive adverb adverbs adjective adjectives noun nouns pronoun
    pronouns preposition prepositions verb verbs vocabulary going would been had have has was were did does will
    shall should could might must cannot the and with this that what which who whose where when there their they you
    your because although however since countable uncountable comparative superlative passive active question tag
    tags phrasal auxiliary spelling listening reading speaking writing translation england english britain british
    kingdom america american london york queen commonwealth shakespeare dickens orwell austen wilde joyce woolf
    brexit thanksgiving halloween christmas essay sentence dialogue letter email indiretto usa scotland ireland
    victorian`,

  chemistry: `chimica chimico atomo molecola ione ionico catione anione elettrone protone neutrone nucleone
    periodica mendeleev isotopo molare mole concentrazione soluto solvente dissoluzione diluizione precipitato
    reazione reagente reagenti stechiometria stechiometrico acido basico acidità neutralizzazione ossidoriduzione
    ossidante riducente riduzione elettrolisi titolazione buretta pipetta becher beuta indicatore fenolftaleina
    covalente legame elettronegatività lewis valenza idrocarburo alcano alchene alchino alcol aldeide chetone
    carbossilico estere esterificazione idrolisi saponificazione polimero polimerizzazione monomero isomero isomeria
    organica inorganica catalizzatore catalisi combustione corrosione ruggine idrogeno ossigeno azoto carbonio sodio
    cloro cloruro calcio rame zinco magnesio metallo metalli nonmetalli solfato nitrato carbonato idrossido ossido
    anidride diossido metano etanolo cloridrico solforico omogeneo eterogeneo miscuglio distillazione filtrazione
    decantazione cromatografia sintesi resa esotermica endotermica entalpia entropia lavoisier avogadro alogeni
    alcalini orbitale orbitali configurazione elettronica ammina ammide benzene aromatico nomenclatura formula bruta
    molarità molalità elettrolita anodo catodo pila tampone equilibrio dalton proust ibridazione sigma ossidazione
    ossidi idracidi ossiacidi salificazione nobili amminoacidi`,

  geography: `geografia geografico continente oceano rilievo montagna altopiano collina fiume bacino idrografico
    litorale costa clima temperato tropicale equatoriale arido deserto desertificazione monsone latitudine
    longitudine emisfero equatore tropico meridiano parallelo cartografia cartina scala legenda popolazione
    demografia demografico natalità mortalità fecondità migrazione migranti emigrazione immigrazione esodo rurale
    urbano urbanizzazione metropoli megalopoli agglomerazione periferia globalizzazione flussi porto trasporti rete
    infrastrutture territorio risorse agricoltura agricolo industria industriale turismo turistico emergenti pil isu
    sviluppo sottosviluppo povertà nord sud frontiera confine europea regione provincia alpi appennini pianura
    padana tevere arno sicilia sardegna lombardia amazzonia africa asia oceania cina india brasile giappone sismico
    terremoto vulcano ciclone alluvione siccità dissesto idrogeologico riscaldamento bioma savana steppa tundra
    taiga densità abitanti paesaggio valle altitudine precipitazioni irrigazione multinazionali delocalizzazione
    mediterraneo planisfero fuso orario golfo penisola isola arcipelago lago laghi mari capitale confini vegetazione
    foresta pluviale settore primario secondario terziario vulcanico meteorologia cartografico`,

  physics: `fisica forza newton peso massa gravitazione gravitazionale accelerazione velocità moto traiettoria
    riferimento rettilineo uniforme circolare inerzia energia cinetica potenziale meccanica potenza watt joule
    kilowattora elettricità elettrico corrente tensione intensità ampere volt ohm resistenza circuito generatore
    conduttore isolante condensatore bobina induzione magnetico elettromagnetico elettrostatico onda frequenza
    lunghezza ampiezza hertz luce ottica lente focale fuoco rifrazione riflessione diffrazione interferenza
    dispersione prisma spettro fotone quantistica einstein relatività radioattività radioattivo decadimento fissione
    fusione nucleare termodinamica temperatura kelvin celsius calore termico pressione pascal spinta archimede
    fluido satellite orbita keplero galileo caduta pendolo oscillazione oscillatore molla attrito suono sonoro
    acustica decibel ultrasuoni vibrazione chilogrammo metro semiconduttore diodo transistor oscilloscopio
    multimetro voltmetro amperometro interazione coulomb carica conservazione urto impulso laser fotoelettrico
    radiazione ultravioletto infrarosso luminosa propagazione incidenza snell dinamica cinematica statica capacità
    farad tesla faraday lenz maxwell vettore scalare grandezza momento leva baricentro torricelli bernoulli stevino
    idrostatica isoterma isobara adiabatica carnot rendimento motore campo`,

  literature: `italiano letteratura letterario grammatica analisi logica grammaticale soggetto predicato verbale
    nominale complemento oggetto attributo apposizione proposizione principale subordinata coordinata causale
    concessiva indicativo congiuntivo imperativo infinito participio gerundio remoto trapassato articolo sostantivo
    aggettivo pronome avverbio preposizione congiunzione interiezione ortografia punteggiatura figure retoriche
    retorica metafora similitudine personificazione allitterazione anafora ossimoro antitesi chiasmo sinestesia
    metonimia sineddoche enjambement iperbole litote onomatopea climax poesia poeta poema lirica lirico strofa verso
    rima endecasillabo settenario sonetto terzina quartina ballata prosa romanzo novella racconto fiaba favola epica
    epico tragedia commedia dramma teatro narratore narrazione focalizzazione fabula intreccio sequenza personaggio
    protagonista antagonista incipit parafrasi commento testo saggio argomentativo espositivo descrittivo narrativo
    autobiografia stilnovo petrarchismo verismo naturalismo romanticismo decadentismo ermetismo futurismo
    neorealismo crepuscolari barocco arcadia classicismo dante alighieri petrarca boccaccio ariosto tasso
    machiavelli goldoni parini alfieri foscolo manzoni leopardi verga pascoli annunzio carducci pirandello svevo
    ungaretti montale quasimodo saba calvino pavese moravia pasolini divina inferno purgatorio paradiso decameron
    canzoniere promessi sposi malavoglia sepolcri canto cantica orlando furioso gerusalemme liberata autore`,
};
