// Czech words characteristic of each subject: what students' notes, worksheets and flashcards of the
// subject say and the other seven subjects' rarely do (server/knows/subject-fit).
import type { SubjectVocabulary } from './types';

export const VOCABULARY_CS: SubjectVocabulary = {
  mathematics: `matematika matematický rovnice nerovnice funkce definiční graf trojúhelník čtverec obdélník kružnice kruh
    poloměr průměr odmocnina exponent logaritmus zlomek zlomky jmenovatel čitatel dělitel násobek procento procenta
    integrál derivace limita posloupnost aritmetická geometrická mnohočlen polynom goniometrie goniometrické kosinus
    tangens kotangens úhel úhly vrchol úhlopříčka obvod objem hranol jehlan válec kužel koule krychle kvádr přímka
    úsečka polopřímka kolmice souměrnost středová souřadnice množina množiny podmnožina průnik sjednocení součet
    součin přirozená racionální iracionální komplexní prvočíslo prvočísla pravděpodobnost kombinatorika permutace
    variace kombinace statistika aritmetický medián modus směrodatná odchylka vektor vektory matice pythagorova
    thaletova důkaz axiom lineární kvadratická exponenciální logaritmická diskriminant koeficient monotónnost extrém
    minimum maximum asymptota lichoběžník kosočtverec rovnoběžník mnohoúhelník shodnost podobnost násobení dělení
    sčítání odčítání závorka závorky proměnná odvěsna přepona tětiva tečna sečna radián faktoriál binomická
    zaokrouhlení absolutní vytýkání parabola hyperbola rovnic zlomků definičního kořeny kořen sinusu sinusová mocnin
    umocňování odmocniny kořenů kvadratické vietovy diskriminantu`,

  biology: `biologie biologický přírodopis buňka buňky buněčná jádro mitochondrie chloroplast chloroplasty ribozom ribozomy
    membrána cytoplazma organela organely fotosyntéza dýchání glykolýza enzym enzymy bílkovina bílkoviny dna rna gen
    geny genotyp fenotyp alela dominantní recesivní mendel dědičnost genetika chromozom chromozomy mitóza meióza
    mutace evoluce darwin ekosystém populace společenstvo potravní řetězec producenti konzumenti rozkladači
    organismus organismy tkáň tkáně orgán orgány oběhová trávicí nervová dýchací vylučovací hormon hormony inzulín
    neuron synapse mozek srdce plíce ledviny játra krev erytrocyty leukocyty trombocyty hemoglobin imunita
    protilátky antigen virus viry bakterie houby prvoci rostliny živočichové obratlovci bezobratlí savci ptáci plazi
    obojživelníci ryby hmyz kroužkovci členovci měkkýši kapraďorosty mechorosty nahosemenné krytosemenné stonek květ
    opylení oplození semeno semena plod tyčinka pestík gameta zygota zárodek rozmnožování pohlavní nepohlavní
    průduchy chlorofyl glukóza škrob nukleotid replikace transkripce translace kodon homeostáza metabolismus trávení
    střevo žaludek kostra svaly sval kost kosti klouby receptor podnět reflex taxonomie říše kmen čeleď parazit
    symbióza predátor kořist biodiverzita antibiotika očkování vakcína mikroorganismy selekce kořenový`,

  history: `dějepis historie historický válka války mír smlouva povstání revoluce husité husitské hus žižka přemyslovci
    lucemburkové habsburkové habsburská karel otakar velkomoravská cyril metoděj třicetiletá rekatolizace terezie
    osvícenský absolutismus masaryk beneš štefánik legionáři československo republika mnichov mnichovská dohoda
    protektorát heydrich lidice okupace hitler stalin holokaust koncentrační tábor osvobození komunistický komunisté
    puč gottwald normalizace husák pražské dubček havel charta komunismus socialismus fašismus nacismus totalita
    totalitní bolševici napoleon středověk starověk novověk reformace luther křížové výpravy feudalismus léno rytíř
    císař papež impérium římská řím řecko athény sparta demokracie monarchie kolonialismus imperialismus zámořské
    kolumbus studená opona nato sssr varšavská dekolonizace pravěk neolit paleolit bronzová mezopotámie egypt faraon
    pyramidy dynastie bitva kapitulace versailleská rakousko uhersko mocnářství vyrovnání panovník král královna
    šlechta nevolnictví kolektivizace znárodnění emigrace tereziánské josefínské patent tolerance kníže knížectví
    přemysl ottokar vikingové byzanc karolinská bělohorská únorový dějin sametové`,

  english: `angličtina anglický anglicky slovíčka zásoba sloveso slovesa nepravidelná přítomný předpřítomný podmiňovací
    trpný nepřímá řeč vztažné stupňování tense tenses simple continuous progressive present past perfect future
    irregular regular verb verbs conditional conditionals clause clauses relative reported speech passive voice
    gerund infinitive adverb adverbs adjective adjectives noun nouns pronoun pronouns article articles comparative
    superlative modal modals must should could would might going will been had have has does did question tags
    phrasal vocabulary countable uncountable much many some any few little since ago already yet ever never while
    used unless whose which there was were english britain british england scotland ireland london american america
    queen shakespeare thanksgiving halloween spelling pronunciation listening speaking writing reading informal
    formal linking words word sentence sentences translate translation grammar phrase describe opinion advantages
    disadvantages zásobu`,

  chemistry: `chemie chemický chemické atom atomy molekula molekuly sloučenina sloučeniny reakce oxidace redukce redoxní
    kyselina kyseliny sůl soli hydroxid hydroxidy oxid oxidy indikátor fenolftalein lakmus elektrolyt disociace ion
    ionty kationt aniont vazba kovalentní iontová kovová elektronegativita oxidační elektron elektrony proton
    neutron periodická mendělejev perioda molární mol látkové koncentrace roztok roztoky rozpustnost nasycený
    katalyzátor alkan alkany alken alkeny alkyn alkyny uhlovodíky methan ethan ethanol alkohol alkoholy karboxylová
    ester estery aldehyd keton izomerie polymer benzen fenol sacharidy tuky lipidy mýdlo hydrolýza neutralizace
    sraženina vodík kyslík dusík uhlík síra chlor sodík draslík vápník hořčík železo měď zinek hliník kovy halogeny
    vzácné plyny stechiometrie exotermní endotermní entalpie rovnováha elektrolýza galvanický koroze destilace
    filtrace krystalizace zkumavka kádinka kahan izotop izotopy orbital elektronová valenční hybridizace
    esterifikace kvašení hoření názvosloví sulfidy halogenidy reaktanty produkty vzorec chemická hydroxidu kyselin
    nekov amin zásadité zásaditý louhy`,

  geography: `zeměpis zeměpisný zeměpisná mapa mapy měřítko legenda poledník rovnoběžka kontinent světadíl světadíly oceán
    oceány moře řeka řeky jezero pohoří nížina podnebí počasí srážky vítr větry monzun monzuny pasát pasáty podnebný
    pás rovníkový tropický subtropický mírný polární tundra tajga step savana poušť pouště deštný prales půda půdy
    černozem podzol eroze zvětrávání ledovec ledovce zalednění moréna sopka sopky vulkán zemětřesení litosférické
    desky tektonika kůra plášť magma láva horniny vyvřelé usazené přeměněné nerosty suroviny ropa zemní zemědělství
    průmysl urbanizace migrace obyvatelstvo demografie přírůstek zalidnění porodnost úmrtnost globalizace cestovní
    ruch doprava export import hdp hospodářství sektor asie afrika evropa amerika austrálie antarktida himálaj alpy
    karpaty krkonoše šumava vltava labe dunaj amazonka nil sahara kraj okres hydrosféra atmosféra litosféra biosféra
    povodí úmoří ústí fjord atol korálový útes pobřeží poloostrov ostrov souostroví izobary izotermy vrstevnice
    azimut kompas obnovitelné skleníkový ozonová pásmo obratník obratníky nadmořská krajina klimatický klimatické
    podnebné`,

  physics: `fyzika fyzikální síla síly rychlost zrychlení dráha pohyb rovnoměrný zrychlený hmotnost tíha tíhová gravitace
    gravitační newton newtonovy pohybové zákony hybnost energie kinetická potenciální pohybová účinnost joule watt
    metr sekunda kilogram ampér volt ohm hertz pascal kelvin napětí proud odpor obvod náboj coulomb elektrické
    magnetické indukce elektromagnetická magnet transformátor kondenzátor kapacita vlnění kmitání amplituda
    frekvence perioda vlnová zvuk akustika rezonance světlo optika čočka ohnisková ohnisko zrcadlo lom odraz
    difrakce interference polarizace foton fotony fotoelektrický kvantová termodynamika teplo měrná tepelná tání var
    vypařování kapalnění hydrostatický archimédův vztlak vztlaková hustota tření setrvačnost páka zachování
    izotermický adiabatický plyn záření radioaktivita rozpad alfa beta gama poločas jaderná jaderný reaktor štěpení
    fúze einstein relativita vesmír galaxie kepler oběžná družice skalár oscilátor kyvadlo pružina hooke vrh pád
    ampérmetr voltmetr siloměr tlak elektrický odporu rezistor tlakem`,

  literature: `čeština literatura literární četba čtenářský deník epika lyrika lyrický epický renesance baroko osvícenství
    romantismus realismus naturalismus avantgarda obrození obrozenci mácha máj erben kytice babička neruda havlíček
    borovský čapek hašek švejk kafka seifert hrabal kundera škvorecký werich voskovec nezval poetismus jirásek
    komenský wolker holan hamlet romeo julie metafora metonymie epiteton přirovnání personifikace apostrofa anafora
    epifora řečnická oxymóron hyperbola symbol alegorie ironie groteska vypravěč postava postavy kompozice sloh
    slohová úvaha líčení vypravování rozbor interpretace rým rýmy rytmus verš verše sloka sonet balada óda hymnus
    elegie epos román povídka novela tragédie komedie monolog scéna katarze motiv podstatné přídavné zájmeno
    číslovka příslovce předložka spojka citoslovce mluvnice skladba tvarosloví pády skloňování větný podmět přísudek
    přívlastek souvětí pravopis interpunkce spisovný nespisovný frazém neologismus archaismus homér mytologie antika
    bible báseň básník básně spisovatel autor dílo dramatu dramatický češtiny`,
};
