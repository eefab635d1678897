// German words characteristic of each subject: what students' notes, worksheets and flashcards of the
// subject say and the other seven subjects' rarely do (server/knows/subject-fit).
import type { SubjectVocabulary } from './types';

export const VOCABULARY_DE: SubjectVocabulary = {
  mathematics: `gleichung gleichungssystem linear lineare quadratisch quadratische funktion funktionsgleichung
    funktionsgraph graph parabel scheitelpunkt scheitelpunktform normalform nullstelle nullstellen steigung
    steigungsdreieck achsenabschnitt ableitung ableiten ableitungsfunktion integral integrieren stammfunktion
    differentialrechnung integralrechnung extrempunkt hochpunkt tiefpunkt wendepunkt kurvendiskussion monotonie
    krümmung asymptote definitionsmenge definitionsbereich wertemenge term terme variable koeffizient bruch brüche
    bruchrechnung zähler nenner kürzen erweitern dezimalzahl prozentrechnung prozentsatz grundwert prozentwert
    zinsrechnung dreisatz proportional antiproportional potenz potenzen exponent exponentialfunktion logarithmus
    wurzel quadratwurzel binomisch binomische ausklammern ausmultiplizieren faktorisieren mitternachtsformel
    diskriminante dreieck rechtwinklig gleichschenklig gleichseitig hypotenuse kathete ankathete gegenkathete
    pythagoras sinus kosinus tangens trigonometrie winkel innenwinkel rechteck quadrat raute trapez parallelogramm
    vieleck kreis kreisfläche umfang radius durchmesser flächeninhalt oberfläche prisma zylinder kegel kugel
    pyramide würfel quader kongruent kongruenz ähnlichkeit strahlensatz symmetrie achsensymmetrie punktsymmetrie
    vektor vektoren skalarprodukt kreuzprodukt matrix matrizen geraden parameterform koordinatenform
    wahrscheinlichkeit wahrscheinlichkeitsrechnung zufallsexperiment baumdiagramm pfadregel binomialverteilung
    erwartungswert standardabweichung varianz stochastik häufigkeit mittelwert median zentralwert spannweite
    boxplot primzahl primzahlen teiler vielfache teilbarkeit ggt kgv subtraktion multiplikation quotient
    rationale reelle irrationale zahlenmenge ungleichung betrag kehrwert koordinatensystem grenzwert
    geodreieck zirkel`,
  biology: `zelle zellkern zellmembran zellwand zellplasma cytoplasma mitochondrien chloroplasten ribosomen vakuole organell
    prokaryoten eukaryoten bakterien bakterium viren virus pilze einzeller gewebe organe organismus fotosynthese
    photosynthese lichtreaktion dunkelreaktion calvinzyklus zellatmung glykolyse citratzyklus atmungskette enzym
    enzyme substrat eiweiß aminosäuren verdauung darm dünndarm magen leber niere herz blutkreislauf arterie vene
    kapillaren blut blutgefäße blutkörperchen hämoglobin lunge lungenbläschen atmung nervenzelle neuron synapse
    reflex gehirn nervensystem reiz sinnesorgan netzhaut hormon insulin glukagon diabetes adrenalin östrogen
    testosteron menstruation homöostase dna erbgut gen gene genetik allel chromosom genotyp phänotyp dominant
    rezessiv heterozygot homozygot mutation vererbung mendel mendelsche mitose meiose keimzellen zygote befruchtung
    embryo schwangerschaft evolution darwin selektion anpassung artbildung stammbaum fossilien ökologie ökosystem
    lebensraum biotop biozönose population nahrungskette nahrungsnetz produzenten konsumenten destruenten räuber
    beute symbiose parasit konkurrenz biodiversität immunsystem antikörper antigen impfung impfstoff antibiotika
    fresszellen lymphozyten krankheitserreger blüte bestäubung samen keimung staubblatt fruchtblatt wurzelhaare
    spaltöffnungen xylem phloem transpiration osmose proteinbiosynthese transkription translation mrna trna atp
    wirbeltiere wirbellose säugetiere reptilien amphibien insekten stoffwechsel zellteilung mikroskop lichtmikroskop
    pubertät`,
  history: `geschichte antike römer römisches reich cäsar augustus griechen athen sparta polis pharao ägypter mittelalter
    lehnswesen lehnsherr vasall ständegesellschaft adel klerus bauern leibeigene ritter burg kloster kaiser könig
    papst investiturstreit kreuzzug kreuzzüge pest reformation luther thesen ablass ablasshandel bauernkrieg
    dreißigjähriger westfälischer absolutismus ludwig sonnenkönig versailles aufklärung französische revolution
    bastille menschenrechte napoleon wiener kongress restauration vormärz märzrevolution paulskirche
    nationalversammlung industrialisierung arbeiterbewegung bismarck reichsgründung kaiserreich wilhelm
    imperialismus kolonien kolonialismus weltkrieg krieg stellungskrieg schützengraben verdun versailler vertrag
    weimarer republik inflation hitlerputsch hitler nationalsozialismus nationalsozialisten nsdap machtergreifung
    ermächtigungsgesetz gleichschaltung propaganda judenverfolgung holocaust shoah konzentrationslager
    reichspogromnacht wehrmacht widerstand stauffenberg kapitulation besatzungszonen potsdamer alliierte kalter
    ostblock mauerbau mauerfall ddr brd stasi sed wiedervereinigung adenauer honecker ulbricht marshallplan nato
    volksaufstand quellenanalyse zeitzeuge historiker urgeschichte steinzeit neandertaler sozialismus kommunismus
    diktatur monarchie verfassung hanse zunft zünfte feudalismus kolumbus entdeckungen kurfürsten fürsten
    bürgertum jahrhundert dynastie epoche zeitstrahl chronologie kaiserin herrscher feldzug schlacht frieden
    eroberung aufstand reichstag reichskanzler kanzler sklaverei sklaven stalin lenin mussolini faschismus
    bolschewiki zar novemberrevolution rätesystem dolchstoßlegende notverordnung`,
  english: `englisch englischen vokabeln vokabel zeitform zeitformen bedingungssatz bedingungssätze passiv indirekte
    rede relativsatz relativsätze hilfsverb modalverb unregelmäßige verlaufsform signalwörter gerundium
    übersetzung übersetzen aussprache mediation hörverstehen leseverstehen tense simple progressive continuous
    present past perfect future irregular regular conditional clause reported speech gerund infinitive adverb
    adjective noun verb pronoun vocabulary going would been had have has shall did does could should must might the
    and you are were what when where which who why because since ago already yet just ever never always usually tag
    question passive active comparative superlative countable uncountable plural some any much many few little there
    their they this that these those sentence word summary comment description writing reading listening speaking
    skills letter email shakespeare london england britain british america american scotland ireland wales australia
    india canada york commonwealth thanksgiving halloween native americans immigration english grammar phrasal
    auxiliary unit`,
  chemistry: `chemie atom atommodell schalenmodell bohr rutherford dalton elektron elektronen proton protonen neutronen
    valenzelektronen außenelektronen edelgaskonfiguration edelgas oktettregel periodensystem hauptgruppe element
    verbindung molekül ion ionenbindung ionengitter atombindung elektronenpaarbindung polare unpolare metallbindung
    wasserstoffbrücken wasserstoffbrückenbindung vanderwaalskräfte dipol elektronegativität reaktionsgleichung edukt
    edukte produkte exotherm endotherm aktivierungsenergie katalysator gleichgewicht massenwirkungsgesetz chatelier
    säure base lauge neutralisation salz indikator universalindikator phwert titration protolyse donator akzeptor
    oxidation reduktion redoxreaktion oxidationsmittel reduktionsmittel oxidationszahl elektrolyse elektrode anode
    kathode galvanische redoxreihe spannungsreihe stoffmenge mol molare konzentration avogadro alkane alkene alkine
    alkanole alkohol ethanol methan ethan propan butan carbonsäure ester veresterung kohlenwasserstoff homologe
    isomere isomerie funktionelle hydroxygruppe carboxygruppe nomenklatur polymer kunststoffe monomer metall
    nichtmetall legierung wasserstoff sauerstoff kohlenstoff stickstoff chlor natrium kalium calcium magnesium eisen
    kupfer zink schwefel oxid hydroxid chlorid sulfat carbonat nitrat salzsäure schwefelsäure natronlauge reinstoff
    stoffgemisch gemisch filtrieren destillation chromatographie lösungsmittel löslichkeit korrosion rost
    verbrennung nachweisreaktion kalkwasser glimmspanprobe knallgasprobe enthalpie entropie reagenzglas becherglas
    erlenmeyerkolben bunsenbrenner stoffe stoffeigenschaften reaktionsgeschwindigkeit chemische elementsymbol
    ordnungszahl massenzahl isotope reaktion`,
  geography: `erdkunde geographie geografie karte karten atlas maßstab höhenlinien gradnetz breitengrad längengrad äquator
    wendekreis polarkreis nordhalbkugel südhalbkugel kontinent kontinente ozean ozeane klima klimazone klimazonen
    klimadiagramm niederschlag niederschläge wetter luftdruck hochdruckgebiet tiefdruckgebiet passat monsun
    wirbelsturm hurrikan tornado dürre plattentektonik erdplatten erdbeben vulkan vulkane vulkanismus magma lava
    tsunami subduktion erdkruste erdmantel erdkern gebirge faltengebirge gletscher eiszeit moräne mündung
    nebenfluss erosion verwitterung sedimentation küste gezeiten ebbe flut wattenmeer stadt städte verstädterung
    urbanisierung suburbanisierung stadtentwicklung metropole megastadt slum slums favela landflucht migration
    migranten bevölkerung bevölkerungsentwicklung bevölkerungspyramide geburtenrate sterberate bevölkerungsdichte
    entwicklungsland entwicklungsländer schwellenland schwellenländer industrieland industrieländer bip hdi
    globalisierung welthandel tourismus nachhaltigkeit nachhaltig nachhaltige regenwald tropischer tropen abholzung
    desertifikation wüste savanne tundra taiga steppe vegetationszone vegetationszonen landwirtschaft ackerbau
    viehzucht bewässerung plantage strukturwandel ruhrgebiet standortfaktoren standortfaktor wirtschaftssektoren
    primärer sekundärer tertiärer dienstleistung dienstleistungen infrastruktur pendler raumordnung treibhauseffekt
    klimawandel alpen nordsee ostsee bundesländer rohstoffe bodenschätze bodenarten topographie relief
    höhenstufen grundwasser wasserkreislauf fluss flüsse stadtviertel gentrifizierung einzugsgebiet
    hochwasser überschwemmung hochgebirge mittelgebirge tiefland kontinental maritim agrarwirtschaft landnutzung
    raumanalyse`,
  physics: `physik kraft kräfte newton masse gewichtskraft beschleunigung geschwindigkeit bewegung gleichförmig
    gleichförmige beschleunigte reibung reibungskraft gravitation schwerkraft fallbeschleunigung trägheit impuls
    kinetische potentielle lageenergie bewegungsenergie spannenergie energieerhaltung energieerhaltungssatz watt
    joule kilogramm meter sekunde hertz frequenz wellenlänge amplitude welle wellen schwingung schwingungen pendel
    transversal longitudinal schall schallgeschwindigkeit licht lichtgeschwindigkeit reflexion brechung beugung
    interferenz linse linsen sammellinse zerstreuungslinse brennweite brennpunkt spiegel spektrum
    elektromagnetisch elektromagnetische strahlung radioaktivität radioaktiv alphastrahlung betastrahlung
    gammastrahlung zerfall halbwertszeit kernspaltung kernfusion atomkern stromstärke spannung widerstand ohm
    ampere volt stromkreis reihenschaltung parallelschaltung amperemeter voltmeter ladung coulomb kondensator
    diode halbleiter magnet magnetfeld magnetismus elektromagnet induktion spule generator transformator
    elektromotor lorentzkraft feldlinien dichte druck pascal temperatur wärme wärmeleitung konvektion
    wärmestrahlung wärmekapazität kelvin celsius wirkungsgrad skalar waagerechter wurf kreisbewegung
    zentripetalkraft umlaufbahn satellit planet planeten galaxie universum urknall rotverschiebung teleskop
    quanten photon photoeffekt relativitätstheorie einstein hebel drehmoment hooke federkraft auftrieb hydraulik
    optik mechanik elektrik thermodynamik akustik kernphysik oszilloskop energie energieformen stromquelle
    leistung elektrische elektrischen elektronenvolt fotoeffekt energieumwandlung leiter isolator schaltplan
    schaltkreis glühlampe magnetische strom`,
  literature: `deutsch gedicht gedichtanalyse gedichtinterpretation lyrik lyrisch strophe vers verse reim reimschema kreuzreim
    paarreim umarmender metrum jambus trochäus daktylus hebung senkung kadenz enjambement metapher personifikation
    alliteration anapher ellipse rhetorische stilmittel symbol symbolik ironie hyperbel antithese oxymoron klimax
    chiasmus euphemismus neologismus epik roman novelle kurzgeschichte erzählung fabel märchen erzähler
    erzählperspektive auktorial erzählzeit erzählte monolog erlebte drama akt szene aufzug dialog tragödie komödie
    katharsis exposition peripetie protagonist antagonist figur figurenkonstellation charakterisierung inhaltsangabe
    erörterung textgebundene dialektische argument argumentation sachtext sachtextanalyse interpretation deutung
    literaturepoche barock aufklärung sturm drang klassik romantik realismus naturalismus expressionismus
    exilliteratur nachkriegsliteratur moderne biedermeier goethe schiller lessing kleist büchner fontane kafka
    brecht heine eichendorff hoffmann buddenbrooks faust werther woyzeck nathan kabale effi briest verwandlung
    dürrenmatt faber grammatik wortarten nomen substantiv adjektiv pronomen präposition konjunktion artikel kasus
    nominativ genitiv dativ akkusativ satzglieder subjekt prädikat adverbiale hauptsatz nebensatz kommasetzung
    rechtschreibung zeichensetzung konjunktiv textanalyse textsorte ballade sonett hymne ode elegie epigramm zitat
    zitieren zitiertechnik autor autorin dichter dichtung schriftsteller lektüre literatur literarisch
    deutungshypothese einleitungssatz`,
};
