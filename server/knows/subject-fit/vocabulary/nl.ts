// Dutch words characteristic of each subject: what students' notes, worksheets and flashcards of the
// subject say and the other seven subjects' rarely do (server/knows/subject-fit).
import type { SubjectVocabulary } from './types';

export const VOCABULARY_NL: SubjectVocabulary = {
  mathematics: `wiskunde vergelijking lineair lineaire kwadratisch kwadratische functie grafiek parabool toppunt nulpunt
    snijpunt richtingscoëfficiënt hellingsgetal startgetal afgeleide differentiëren primitieve integraal integreren
    buigpunt asymptoot domein variabele coëfficiënt breuk teller noemer vereenvoudigen decimaal procent verhouding
    verhoudingstabel evenredig evenredigheid exponent exponentieel exponentiële groeifactor logaritme wortel
    kwadraat abcformule discriminant ontbinden factoren haakjes driehoek rechthoekige gelijkbenige gelijkzijdige
    hypotenusa rechthoekszijde pythagoras stelling sinus cosinus tangens goniometrie hoek rechthoek vierkant ruit
    trapezium parallellogram veelhoek cirkel omtrek straal diameter middellijn oppervlakte prisma cilinder kegel bol
    piramide kubus balk congruent congruentie gelijkvormig gelijkvormigheid symmetrie lijnsymmetrie puntsymmetrie
    spiegelas vector matrix inproduct kansrekening kans kansboom boomdiagram combinatoriek permutatie faculteit
    binomiaal binomiale verwachtingswaarde standaardafwijking normaalverdeling steekproef frequentietabel gemiddelde
    mediaan modus spreidingsbreedte boxplot kwartiel histogram priemgetal deler veelvoud ggd kgv vermenigvuldigen
    vermenigvuldiging aftrekken quotiënt ongelijkheid rationale irrationale reële getallen getal assenstelsel
    coördinaten oorsprong rij reeks limiet bewijs passer geodriehoek gradenboog formule herleiden substitutie
    wortelformule tweedegraads periodieke machtsfunctie`,
  biology: `biologie cel celkern celmembraan celwand cytoplasma mitochondriën chloroplasten bladgroenkorrels ribosomen
    vacuole organel prokaryoten eukaryoten bacteriën bacterie virussen virus schimmels eencellig weefsel orgaan
    organisme fotosynthese dissimilatie assimilatie glucose enzym substraat eiwit aminozuren koolhydraten zetmeel
    vertering spijsvertering darm maag lever nier urine hart bloedsomloop slagader ader haarvaten bloed bloedplasma
    bloedcellen bloedplaatjes hemoglobine longen longblaasjes ademhaling luchtpijp middenrif zenuwcel neuron synaps
    reflex hersenen zenuwstelsel prikkel zintuig netvlies hormoon insuline glucagon diabetes adrenaline oestrogeen
    testosteron menstruatiecyclus homeostase dna erfelijkheid gen allel chromosoom genotype fenotype dominant
    recessief heterozygoot homozygoot mutatie kruising mendel mitose meiose geslachtscellen zygote bevruchting
    embryo zwangerschap evolutie darwin natuurlijke selectie aanpassing stamboom fossielen ecologie ecosysteem
    habitat populatie voedselketen voedselweb producenten consumenten reducenten roofdier prooi symbiose parasiet
    concurrentie biodiversiteit afweer afweersysteem antistoffen antigeen vaccinatie vaccin antibiotica fagocyten
    lymfocyten ziekteverwekker bloem bestuiving zaad kieming meeldraad stamper wortelharen huidmondjes houtvaten
    bastvaten transpiratie osmose diffusie eiwitsynthese transcriptie translatie mrna atp gewervelde ongewervelde
    zoogdieren reptielen amfibieën insecten stofwisseling celdeling microscoop vergroting voortplanting puberteit
    soortvorming`,
  history: `geschiedenis tijdvak tijdvakken kenmerkend kenmerkende jagers boeren grieken romeinen monniken ridders steden
    staten ontdekkers hervormers regenten vorsten pruiken revoluties burgers stoommachines wereldoorlogen
    prehistorie oudheid middeleeuwen renaissance humanisme reformatie luther calvijn beeldenstorm opstand
    tachtigjarige oorlog oranje republiek gouden eeuw voc wic slavenhandel slavernij kolonie koloniën kolonialisme
    imperialisme absolutisme lodewijk verlichting franse revolutie napoleon bataafse koninkrijk grondwet thorbecke
    industriële industrialisatie arbeiders socialisme liberalisme confessionelen verzuiling zuilen emancipatie
    kiesrecht feminisme wereldoorlog loopgraven versailles crisisjaren fascisme nationaalsocialisme hitler nsdap
    mussolini stalin communisme bezetting verzet jodenvervolging holocaust concentratiekampen anne frank
    februaristaking hongerwinter bevrijding dekolonisatie indonesië politionele koude ijzeren gordijn navo berlijnse
    muur marshallplan wederopbouw bron bronnen betrouwbaarheid representativiteit feodaal feodalisme leenstelsel
    horigen hofstelsel karel kruistochten pest keizer koning paus ontdekkingsreizen columbus polis athene sparta
    democratie farao egypte dictatuur propaganda jaartal jaartallen eeuwen historicus chronologie tijdbalk vrede
    verdrag veldslag spanje filips stadhouder patriotten prinsgezinden adel geestelijkheid lenin tsaar bolsjewieken
    weimarrepubliek kristallnacht deportatie collaboratie nsb mussert wilhelmina drees verzorgingsstaat
    watersnoodramp`,
  english: `engels engelse woordjes vocabulaire woordenschat tijden werkwoordstijden onregelmatige vertalen vertaling
    uitspraak signaalwoorden voorwaardelijke lijdende indirecte rede bijzin betrekkelijke hulpwerkwoord trappen
    vergrotende overtreffende tense simple progressive continuous present past perfect future irregular regular
    conditional clause reported speech gerund infinitive adverb adjective noun verb pronoun vocabulary going would
    been have has will shall did does could should must might the and you are were what when where which who why
    because since ago already yet just ever never always usually tag question passive active comparative superlative
    countable uncountable plural some any much many few little there their they this that these those sentence
    summary description writing reading listening speaking skills email shakespeare london england britain british
    america american scotland ireland wales australia india canada york commonwealth thanksgiving halloween native
    americans english grammar phrasal auxiliary unit idiom relative`,
  chemistry: `scheikunde atoom atoommodel bohr rutherford dalton elektron elektronen proton protonen neutronen atoomkern schil
    elektronenconfiguratie valentie valentieelektronen edelgasconfiguratie edelgas periodiek hoofdgroep element
    verbinding molecuul ion ionbinding atoombinding covalente metaalbinding waterstofbrug waterstofbruggen
    vanderwaalsbinding dipool elektronegativiteit polair apolair reactievergelijking reactie beginstoffen
    reactieproducten exotherm endotherm activeringsenergie katalysator evenwicht evenwichtsvoorwaarde
    evenwichtsconstante zuur base neutralisatie zout indicator zuurgraad titratie zuurbasereactie redox redoxreactie
    oxidator reductor oxidatie reductie elektrolyse elektrode anode kathode halfreactie mol molaire molariteit
    concentratie avogadro alkanen alkenen alkynen alkanolen alcohol ethanol methaan ethaan propaan butaan
    carbonzuren ester verestering koolwaterstoffen isomeren structuurformule naamgeving karakteristieke polymeer
    kunststoffen monomeer metaal legering waterstof zuurstof koolstof stikstof chloor natrium kalium calcium
    magnesium ijzer koper zink zwavel oxide hydroxide chloride sulfaat carbonaat nitraat zoutzuur zwavelzuur
    natronloog mengsel zuivere scheidingsmethoden filtreren destilleren extraheren chromatografie indampen
    oplosmiddel oplosbaarheid oplosbaar neerslag aggregatietoestand corrosie roest kalkwater reageerbuis erlenmeyer
    bunsenbrander rendement atoomeconomie binas stofeigenschappen reactiesnelheid ontleding ontledingsreactie
    molecuulformule massagetal atoomnummer isotopen chemische loog binding`,
  geography: `aardrijkskunde kaart atlas bosatlas schaal hoogtelijnen breedtegraad lengtegraad evenaar keerkring poolcirkel
    halfrond continent oceaan klimaat klimaatzone klimaatdiagram klimaatgrafiek neerslag luchtdruk hogedrukgebied
    lagedrukgebied passaat moesson orkaan tornado droogte platentektoniek platen aardplaten aardbeving vulkaan
    vulkanisme magma lava tsunami subductie aardkorst mantel aardkern gebergte plooiingsgebergte gletsjer ijstijd
    morene rivier stroomgebied monding delta zijrivier erosie verwering sedimentatie kust getijden vloed waddenzee
    dijk polder deltawerken zeespiegelstijging verstedelijking urbanisatie suburbanisatie metropool megastad
    sloppenwijk favela migratie migranten bevolking bevolkingsgroei bevolkingspiramide geboortecijfer sterftecijfer
    demografische transitie bevolkingsdichtheid ontwikkelingsland opkomende industrielanden bnp bbp hdi
    globalisering mondialisering wereldhandel toerisme duurzaamheid duurzaam regenwoud tropisch tropen ontbossing
    woestijn woestijnvorming verwoestijning savanne toendra taiga steppe vegetatiezone landbouw akkerbouw veeteelt
    irrigatie plantage randstad platteland forensen infrastructuur primaire secundaire tertiaire quartaire
    broeikaseffect klimaatverandering grondwater waterkringloop reliëf landschap topografie kerngebied periferie
    grondstoffen delfstoffen stedelijk stedelijke gebiedsindeling overstroming hoogwater laagland hooggebergte
    krimpgebied veen klei natuurramp natuurrampen vulkaanuitbarsting kustlijn`,
  physics: `natuurkunde kracht newton massa zwaartekracht gewicht versnelling snelheid beweging eenparig eenparige versnelde
    wrijving wrijvingskracht gravitatie traagheid impuls energie kinetische bewegingsenergie zwaarteenergie
    veerenergie energiebehoud arbeid vermogen watt joule kilogram meter seconde hertz frequentie golflengte
    amplitude golf trilling slinger trillingstijd transversale longitudinale geluid geluidssnelheid decibel licht
    lichtsnelheid terugkaatsing breking buiging interferentie lens bolle holle brandpunt brandpuntsafstand spiegel
    spectrum elektromagnetische straling radioactiviteit radioactief alfastraling bètastraling gammastraling verval
    halveringstijd kernsplijting kernfusie stroomsterkte spanning weerstand ohm ampère volt stroomkring
    serieschakeling parallelschakeling ampèremeter voltmeter lading coulomb condensator diode halfgeleider magneet
    magnetisch magneetveld magnetisme elektromagneet inductie spoel generator transformator elektromotor
    lorentzkracht veldlijnen dichtheid pascal warmte warmtetransport geleiding convectie soortelijke kelvin celsius
    scalair hefboom draaipunt momentenwet veer veerconstante hooke opwaartse archimedes satelliet planeet ster
    sterrenstelsel heelal oerknal roodverschuiving telescoop foton quantum relativiteitstheorie einstein isolatie
    elektriciteit energieverbruik kilowattuur binas stroom optica mechanica elektrisch elektrische thermodynamica
    temperatuur kernenergie isotoop`,
  literature: `gedicht poëzie dichter strofe versregel rijm rijmschema eindrijm binnenrijm alliteratie assonantie metrum jambe
    trochee enjambement metafoor personificatie beeldspraak symboliek symbool ironie hyperbool oxymoron retorische
    stijlfiguren stijlfiguur stijlmiddel klimaks eufemisme proza roman novelle kortverhaal verhaal sprookje fabel
    mythe verteller vertelperspectief alwetende personage hoofdpersoon protagonist antagonist karakter
    karakterisering thematiek motief tijdsverloop flashback vooruitwijzing terugblik drama toneel toneelstuk akte
    scène dialoog monoloog tragedie komedie leesdossier leeslijst boekverslag literatuurgeschiedenis literaire
    literatuur stroming romantiek realisme naturalisme modernisme tachtigers vijftigers vondel hooft bredero
    multatuli havelaar couperus mulisch reve hermans elegast mariken reinaert lanseloet haasse lucebert gorter
    nescio elsschot claus bordewijk betoog betogende beschouwend beschouwende uiteenzetting argumentatie standpunt
    stelling drogreden tekstverband tekstsoort tekstdoel tekststructuur alinea kernzin werkwoordspelling
    persoonsvorm gezegde lijdend meewerkend voorwerp naamwoordelijk werkwoordelijk zinsdeel zinsontleding
    woordsoorten zelfstandig naamwoord bijvoeglijk bijwoord voornaamwoord lidwoord voorzetsel voegwoord hoofdzin
    interpunctie leestekens tekstverklaren leesvaardigheid auteur schrijver schrijfster citaat citeren genre
    verhaallijn spanningsboog ikverteller tekst`,
};
