// Held-out students' notes (8 languages x 8 subjects) for the subject-fit evaluation, written before the check ran.
import type { SubjectNote } from './subject-note';

export const HELD_OUT_NOTES: SubjectNote[] = [
  { language: 'de', subject: 'mathematics', title: 'HÜ S. 112 Nr 4', text: `HÜ bis Donnerstag, S. 112 Nr. 4 a-d

Satz: a² + b² = c² (gilt NUR im rechtwinkligen Dreieck!!), c = Hypotenuse = die Seite gegenüber vom rechten Winkel

4a) a = 6 cm, b = 8 cm, c gesucht
c² = 36 + 64 = 100 → c = 10 cm

4b) c = 13 cm, a = 5 cm, b gesucht
b² = c² - a² = 169 - 25 = 144 → b = 12 cm

4c) Leiter ist 5 m lang, steht 1,4 m von der Wand weg. wie hoch reicht sie?
h² = 5² - 1,4² = 25 - 1,96 = 23,04 → h = 4,8 m
(skizze machen hilft!!)

4d) Raumdiagonale Würfel mit a = 4 cm
erst Flächendiagonale: d = √(16+16) = √32 ≈ 5,66 cm
dann D = √(32 + 16) = √48 ≈ 6,93 cm
→ hab ich erst falsch gemacht weil ich mit dem gerundeten d weitergerechnet hab, Frau Becker sagt einfach mit √32 weiterrechnen` },
  { language: 'de', subject: 'mathematics', title: 'Ableitungen lernzettel', text: `Ableitungsregeln (Klausur am 14.3.!!)

- Potenzregel: f(x) = x^n → f'(x) = n·x^(n-1)
- Faktorregel: Zahl davor bleibt stehen, z.B. 3x² → 6x
- Summenregel: jeden Summanden einzeln ableiten
- Konstante fällt weg (5 → 0)
- Produktregel: (u·v)' = u'v + uv'
- Kettenregel: "äußere mal innere Ableitung"
  z.B. (2x+1)³ → 3(2x+1)² · 2 = 6(2x+1)²
- e^x bleibt e^x, e^(3x) → 3e^(3x)

Extrempunkte: f'(x) = 0 setzen, dann in f''(x) einsetzen: f'' < 0 → Hochpunkt, f'' > 0 → Tiefpunkt
y-Wert nicht vergessen, in f(x) einsetzen, nicht in f'!
Wendepunkt: f''(x) = 0 und f''' ≠ 0

!! bei der Kettenregel die innere Ableitung nicht vergessen, hab ich im Test 3x vergessen -.-` },
  { language: 'de', subject: 'biology', title: 'Bio Zsf Genetik', text: `Mendelsche Regeln Zusammenfassung

1. Uniformitätsregel: kreuzt man 2 reinerbige Eltern (P-Generation) die sich in einem Merkmal unterscheiden → alle Nachkommen der F1 sind gleich (uniform)
2. Spaltungsregel: F1 untereinander gekreuzt → F2 spaltet auf, bei dominant-rezessiv 3:1 im Phänotyp, Genotyp 1:2:1 (AA, Aa, aa)
3. Unabhängigkeitsregel: bei 2 Merkmalen werden die Allele unabhängig vererbt → 9:3:3:1 (gilt nur wenn die Gene auf versch. Chromosomen liegen! sonst Genkopplung)

Begriffe:
Allel = Zustandsform eines Gens
homozygot = reinerbig (AA oder aa), heterozygot = mischerbig (Aa)
Genotyp = Erbbild, Phänotyp = Erscheinungsbild
intermediär = Mischform, z.B. Wunderblume rot x weiß → rosa

Rückkreuzung (Testkreuzung): mit homozygot rezessivem Partner kreuzen, um rauszufinden ob AA oder Aa. alle dominant → AA, 1:1 → Aa

Mendel hat mit Erbsen gearbeitet (Farbe + Form der Samen), Kloster in Brünn
Kreuzungsschema immer mit Keimzellen aufschreiben, gibt Punkte!!` },
  { language: 'de', subject: 'biology', title: 'Karteikarten Nervenzelle', text: `Q: Was ist das Ruhepotential? A: Spannung an der Membran der unerregten Nervenzelle, ca. -70 mV (innen negativ)
Q: Wie entsteht es? A: ungleiche Ionenverteilung, innen viel K+ und org. Anionen, außen viel Na+ und Cl-; Membran v.a. für K+ durchlässig → K+ strömt raus
Q: Was macht die Natrium-Kalium-Pumpe? A: pumpt 3 Na+ raus und 2 K+ rein, verbraucht ATP
Q: Ablauf Aktionspotential? A: Schwellenwert (ca. -50 mV) überschritten → Na+-Kanäle öffnen → Depolarisation bis ca. +30 mV → Repolarisation durch K+-Ausstrom → Hyperpolarisation → Refraktärzeit
Q: Alles-oder-Nichts-Prinzip? A: AP entsteht ganz oder gar nicht, Reizstärke wird über die Frequenz codiert
Q: saltatorische Erregungsleitung? A: AP springt von Schnürring zu Schnürring (Myelinscheide isoliert), viel schneller als kontinuierlich` },
  { language: 'de', subject: 'history', title: 'Krisenjahr 1923', text: `Krisenjahr 1923 – Stunde bei Hr. Schulz

Ruhrbesetzung: Dt. kann Reparationen nicht zahlen → Frankreich + Belgien besetzen im Jan 23 das Ruhrgebiet
→ Regierung Cuno ruft passiven Widerstand aus, Arbeiter streiken, Staat zahlt Löhne trotzdem weiter
→ Geld drucken → Hyperinflation!! 1 Dollar = 4,2 Billionen Mark im Nov 23
Folgen: Ersparnisse weg, Mittelschicht verarmt, Sachwertbesitzer + Schuldner profitieren (der Staat auch, Kriegsschulden quasi weg)

Hitlerputsch 9. Nov 1923 in München → scheitert, Hitler kriegt Festungshaft in Landsberg, schreibt da "Mein Kampf"
außerdem: Separatisten im Rheinland, KPD-Aufstand in Hamburg

Lösung: Stresemann (Kanzler Aug-Nov 23) bricht passiven Widerstand ab, Währungsreform → Rentenmark, 1924 Dawes-Plan
=> danach "Goldene Zwanziger" (relative Stabilisierung bis 1929)

Quellenarbeit S. 78: Karikatur analysieren → Beschreiben, Deuten, Beurteilen` },
  { language: 'de', subject: 'history', title: 'Franz Rev Daten', text: `1789 Generalstände → Ballhausschwur (Dritter Stand), 14.7. Sturm auf die Bastille
Aug 89 Erklärung der Menschen- und Bürgerrechte
1791 Verfassung → konstitutionelle Monarchie
1793/94 Schreckensherrschaft, Robespierre, Ludwig XVI hingerichtet
1799 Staatsstreich Napoleon
(Jahreszahlen auswendig!!)` },
  { language: 'de', subject: 'chemistry', title: 'Klausur 2 lernzettel', text: `Säuren und Basen nach Brønsted
Säure = Protonendonator (gibt H+ ab), Base = Protonenakzeptor (nimmt H+ auf)
z.B. HCl + H2O → H3O+ + Cl-
NH3 + H2O ⇌ NH4+ + OH-
Wasser ist Ampholyt (kann beides)
korrespondierende Säure-Base-Paare: HCl/Cl-, NH4+/NH3

pH = -lg c(H3O+)
pH < 7 sauer, 7 neutral, > 7 basisch/alkalisch
pH + pOH = 14

Neutralisation: Säure + Base → Salz + Wasser, z.B. HCl + NaOH → NaCl + H2O

Titration: Natronlauge mit bekannter Konzentration in die Salzsäure tropfen bis Indikator umschlägt (Phenolphthalein wird pink)
c(Säure) · V(Säure) = c(Base) · V(Base) (bei einprotonigen)
Bsp aus dem Praktikum: 20 ml HCl, verbraucht 12,5 ml NaOH mit c = 0,1 mol/l → c(HCl) = 0,1·12,5/20 = 0,0625 mol/l

starke Säuren: HCl, H2SO4, HNO3 → protolysieren vollständig
schwache: Essigsäure → pKs-Wert nachschauen (Tabelle hinten im Buch)` },
  { language: 'de', subject: 'chemistry', title: 'Alkane', text: `homologe Reihe der Alkane: CnH2n+2
Methan, Ethan, Propan, Butan, Pentan, Hexan, Heptan, Octan, Nonan, Decan
nur Einfachbindungen → gesättigt
Siedetemp. steigt mit der Kettenlänge wegen Van-der-Waals-Kräften
unpolar → nicht wasserlöslich, aber in Benzin lösl.` },
  { language: 'de', subject: 'geography', title: 'Erdkunde Plattentektonik', text: `Aufbau der Erde: Kruste – Mantel – Kern (äußerer flüssig, innerer fest)
Lithosphäre = Kruste + oberster Mantel, "schwimmt" auf der Asthenosphäre
Antrieb: Konvektionsströme im Mantel

Plattengrenzen:
1) divergent (auseinander) → mittelozeanischer Rücken, z.B. Island, Seafloor spreading
2) konvergent (aufeinander zu)
 - ozeanisch/kontinental → Subduktion, Tiefseegraben + Vulkane (Anden)
 - kontinental/kontinental → Faltengebirge (Himalaya)
3) transform (aneinander vorbei) → Erdbeben, San-Andreas-Verwerfung

Wegener 1912 Kontinentalverschiebung, Belege: Küstenlinien passen (Afrika/Südamerika), gleiche Fossilien (Mesosaurus), gleiche Gesteine
wurde damals nicht geglaubt, weil er den Antrieb nicht erklären konnte

Pazifischer Feuerring → viele Vulkane und Erdbeben
im Diercke S. 230 nachschauen!` },
  { language: 'de', subject: 'geography', title: 'Lernzettel Verstädterung', text: `Verstädterung in Lateinamerika
Verstädterung = Zunahme des Anteils der Stadtbevölkerung; Urbanisierung = Ausbreitung städtischer Lebensweise (nicht verwechseln, fragt Herr Wagner immer!)
Push-Faktoren (Land): Armut, keine Arbeit, Großgrundbesitz, schlechte Schulen/Ärzte
Pull-Faktoren (Stadt): Jobs, Bildung, Infrastruktur, "Lichter der Stadt"
→ Landflucht

Metropolisierung: Bevölkerung konzentriert sich in einer großen Stadt → Primatstadt (z.B. Lima, Buenos Aires)
Megastadt ab 10 Mio Einwohner (São Paulo, Mexiko-Stadt)

Folgen: Marginalsiedlungen (Favelas in Brasilien, Barriadas in Peru), oft an Hängen → Erdrutsche; informeller Sektor (Straßenverkauf), Verkehrschaos, Smog, Wassermangel
Modell der lateinamerikanischen Stadt: Zentrum mit Plaza (Kolonialzeit, Schachbrettgrundriss), Oberschichtsektor entlang einer Achse, Gated Communities, Marginalsiedlungen am Rand

Lösungsansätze: Favela-Bairro-Programm (Rio), Seilbahnen in Medellín` },
  { language: 'de', subject: 'physics', title: 'Physik Aufgaben Stromkreis', text: `Ohmsches Gesetz U = R · I
U Spannung in Volt, R Widerstand in Ohm (Ω), I Stromstärke in Ampere

Reihenschaltung: Rges = R1 + R2, I überall gleich, Teilspannungen addieren sich
Parallelschaltung: 1/Rges = 1/R1 + 1/R2, U überall gleich, Ströme addieren sich

Aufg. 1: R1 = 20 Ω, R2 = 30 Ω in Reihe, U = 10 V
Rges = 50 Ω → I = U/R = 10/50 = 0,2 A
U1 = 20 · 0,2 = 4 V, U2 = 6 V ✓ (zusammen 10)

Aufg. 2: gleiche Widerstände parallel
1/Rges = 1/20 + 1/30 = 5/60 → Rges = 12 Ω
I = 10/12 ≈ 0,83 A

Leistung P = U·I → Aufg. 1: P = 10 · 0,2 = 2 W
merke: bei Parallelschaltung ist Rges immer kleiner als der kleinste Einzelwiderstand` },
  { language: 'de', subject: 'physics', title: 'freier fall', text: `freier Fall = gleichmäßig beschleunigte Bewegung ohne Luftwiderstand
g = 9,81 m/s²
v = g·t, s = ½ g t²
Bsp: Stein fällt 3 s → s = 0,5·9,81·9 ≈ 44 m, v ≈ 29,4 m/s
im Vakuum fallen Feder und Kugel gleich schnell (Fallröhre, Versuch im Unterricht)` },
  { language: 'de', subject: 'english', title: 'if-clauses Übersicht', text: `if-clauses (Test Unit 4)
Typ 1: if + simple present, will + Infinitiv → realistisch/möglich
 If it rains, we will stay at home.
Typ 2: if + simple past, would + Infinitiv → unwahrscheinlich/irreal in der Gegenwart
 If I had more money, I would buy a new phone.
 !! If I were you... (were geht bei allen Personen)
Typ 3: if + past perfect, would have + past participle → irreal in der Vergangenheit, kann man nicht mehr ändern
 If she had studied, she would have passed the test.

KEIN will/would im if-Satz!!! (typischer Fehler, Frau Kaya streicht das immer rot an)
Komma nur wenn der if-Satz vorne steht
unless = if not → Unless you hurry, you'll miss the bus.

Übung S. 62 Nr 3:
1. If he (not/be) late, ... → If he hadn't been late, he wouldn't have missed the train. (Typ 3)
2. If we (find) the key, we (open) the door → If we find the key, we will open the door.` },
  { language: 'de', subject: 'english', title: 'Vokabeln Unit 3', text: `Unit 3 – Australia
outback – das Hinterland, Busch
indigenous – einheimisch
Aboriginal people – Ureinwohner Australiens
to settle – sich niederlassen, besiedeln
convict – Sträfling
drought – Dürre (Aussprache "draut"!!)
bushfire – Buschfeuer
to apologise – sich entschuldigen
reconciliation – Versöhnung
remote – abgelegen
sacred – heilig (Uluru is a sacred site)
Test am Freitag, S. 198-199` },
  { language: 'de', subject: 'literature', title: 'Gedichtanalyse Vorlage', text: `Gedichtanalyse Aufbau (Vorlage von Fr. Hoffmann)

Einleitung: Titel, Autor, Erscheinungsjahr, Epoche, Thema in einem Satz
z.B. "Das Gedicht 'Weltende' von Jakob van Hoddis aus dem Jahr 1911 gehört zum Expressionismus und thematisiert den Untergang der bürgerlichen Welt."
Deutungshypothese formulieren!!

Hauptteil:
- Form: Strophen, Verse, Reimschema (Paarreim aabb, Kreuzreim abab, umarmender Reim abba), Metrum (Jambus xX, Trochäus Xx, Daktylus Xxx), Kadenzen (männlich/weiblich)
- sprachliche Mittel + WIRKUNG (nicht nur aufzählen!): Metapher, Personifikation, Enjambement, Anapher, Alliteration, Reihungsstil (typisch Expressionismus → Simultanstil)
- lyrisches Ich (nicht der Autor!!)
- immer mit Versangabe zitieren (V. 3)

Schluss: Hypothese bestätigen oder ändern, Bezug zur Epoche, evtl. eigene Meinung

Expressionismus (ca. 1910-1925): Großstadt, Angst vor Krieg, Ich-Zerfall, Ästhetik des Hässlichen; Heym, Trakl, Benn, van Hoddis` },
  { language: 'de', subject: 'literature', title: 'Faust Abi', text: `Faust I – Lernzettel fürs Abi
Goethe, Tragödie, veröffentlicht 1808 (Entstehung zieht sich vom Sturm und Drang bis in die Klassik)
Aufbau: Zueignung, Vorspiel auf dem Theater, Prolog im Himmel → Wette zwischen Gott und Mephisto
Gelehrtentragödie: Faust verzweifelt am Wissen ("Da steh ich nun, ich armer Tor..."), will erkennen "was die Welt im Innersten zusammenhält", Osterspaziergang, Pudel = Mephisto
Pakt mit Mephisto: wenn Faust zum Augenblick sagt "Verweile doch! du bist so schön!" → gehört seine Seele dem Teufel
Gretchentragödie: Hexenküche (Verjüngung), Faust verführt Gretchen, Schmuckkästchen, Gretchenfrage ("Nun sag, wie hast du's mit der Religion?"), Tod der Mutter (Schlaftrunk), Valentin wird getötet, Kindsmord, Kerker → "Ist gerettet!"
Motive: Streben, "Zwei Seelen wohnen, ach! in meiner Brust", Schuld
Vers: viel Knittelvers, aber auch Madrigalverse
→ in der Klausur kommt Szenenanalyse, immer zuerst die Szene in den Handlungszusammenhang einordnen!` },
  { language: 'fr', subject: 'mathematics', title: 'suites cours', text: `Suites – cours de Mme Lefebvre
suite arithmétique : on ajoute toujours la même raison r
u(n+1) = u(n) + r
forme explicite : u(n) = u(0) + n×r
ex : u0 = 3, r = 5 → u10 = 3 + 50 = 53
somme des termes : S = nb de termes × (1er terme + dernier)/2

suite géométrique : on multiplie par q
u(n+1) = q × u(n), u(n) = u(0) × q^n
ex : placement à 3% par an → q = 1,03, capital 1000€ → après 5 ans 1000×1,03^5 ≈ 1159,27 €
somme : 1er terme × (1 - q^(nb de termes))/(1 - q)

sens de variation : arithm. croissante si r > 0 ; géom. (avec u0 > 0) croissante si q > 1
pour montrer qu'une suite est arithmétique → calculer u(n+1) - u(n) et montrer que c'est constant
!! attention à l'indice de départ, je me trompe tout le temps` },
  { language: 'fr', subject: 'mathematics', title: 'DM 6 exo 2', text: `Une urne contient 3 boules rouges et 2 vertes. On tire 2 boules successivement sans remise.
1) arbre : 1er tirage R (3/5) ou V (2/5)
 si R : 2e tirage R 2/4, V 2/4
 si V : R 3/4, V 1/4
2) P(RR) = 3/5 × 2/4 = 6/20 = 3/10
3) P(deux boules de même couleur) = P(RR) + P(VV) = 3/10 + 2/5×1/4 = 3/10 + 1/10 = 2/5
4) P(au moins une verte) = 1 - P(RR) = 7/10
5) sachant que la 2e est verte, proba que la 1ère soit rouge ?
P(V2) = 3/5×2/4 + 2/5×1/4 = 6/20 + 2/20 = 8/20 = 2/5 (formule des probas totales)
P_V2(R1) = (6/20)/(8/20) = 3/4
→ la prof a dit que ce genre de question tombe souvent au bac` },
  { language: 'fr', subject: 'biology', title: 'révisions contrôle', text: `mitose vs méiose
mitose : 1 cellule mère → 2 cellules filles identiques, 2n → 2n
phases : prophase (chromosomes se condensent), métaphase (alignés sur la plaque équatoriale), anaphase (chromatides séparées vers les pôles), télophase
avant : réplication de l'ADN en phase S de l'interphase → chromosomes à 2 chromatides
rôle : croissance, renouvellement des cellules, cicatrisation

méiose : 2 divisions successives, 2n → n, donne 4 cellules (gamètes) génétiquement différentes
méiose I = réductionnelle (séparation des chromosomes homologues)
méiose II = équationnelle (séparation des chromatides, comme une mitose)
brassage interchromosomique : répartition au hasard des homologues en anaphase I
brassage intrachromosomique : crossing-over en prophase I
+ fécondation → diversité génétique
caryotype humain : 46 chromosomes, 23 paires, gamètes 23
faire le schéma avec 2n = 4, c'est ce qu'elle demande tjrs` },
  { language: 'fr', subject: 'biology', title: 'fiches SVT immunité', text: `Q : c'est quoi un antigène ? R : molécule reconnue comme étrangère par le système immunitaire
Q : réponse innée ? R : immédiate, non spécifique : inflammation (rougeur, chaleur, gonflement, douleur), phagocytose par les macrophages
Q : lymphocytes B ? R : se différencient en plasmocytes qui produisent des anticorps spécifiques
Q : LT CD8 ? R : deviennent LT cytotoxiques, détruisent les cellules infectées
Q : rôle des LT CD4 ? R : coordonnent, activent les LB et LT8 (cible du VIH !)
Q : vaccin ? R : injection d'un antigène inoffensif → mémoire immunitaire → réponse secondaire plus rapide et plus forte` },
  { language: 'fr', subject: 'history', title: 'Grande Guerre résumé', text: `La Première Guerre mondiale 1914-1918
déclenchement : attentat de Sarajevo 28 juin 1914 (archiduc François-Ferdinand), jeu des alliances → Triple Entente (France, RU, Russie) vs puissances centrales
1914 guerre de mouvement, plan Schlieffen, bataille de la Marne (sept) → échec de la guerre courte
1915-1917 guerre de position, tranchées, poilus
1916 Verdun (env. 300 000 morts), la Somme
guerre totale : mobilisation de l'économie, des femmes (munitionnettes), des colonies, propagande, "bourrage de crâne"
génocide des Arméniens 1915
1917 : entrée en guerre des USA, révolutions russes → la Russie sort de la guerre (Brest-Litovsk, mars 1918)
11 novembre 1918 armistice
traité de Versailles 1919 : Allemagne déclarée responsable, réparations, Alsace-Moselle rendue à la France
bilan : ~10 millions de soldats morts, gueules cassées, monuments aux morts dans chaque village
dates à savoir par coeur pour le brevet !!` },
  { language: 'fr', subject: 'history', title: 'guerre froide dates', text: `guerre froide 1947-1991
doctrine Truman / plan Marshall 1947
blocus de Berlin 1948-49
mur de Berlin construit en 1961, chute le 9 nov 1989
crise de Cuba 1962 → le monde au bord de la guerre nucléaire
fin de l'URSS décembre 1991
monde bipolaire USA vs URSS mais jamais d'affrontement direct` },
  { language: 'fr', subject: 'chemistry', title: "tableau d'avancement", text: `Combustion du méthane : CH4 + 2 O2 → CO2 + 2 H2O
n(CH4) initial = 0,50 mol, n(O2) = 0,80 mol

état initial x = 0 : 0,50 | 0,80 | 0 | 0
en cours x : 0,50 - x | 0,80 - 2x | x | 2x
état final xmax :
si CH4 limitant : 0,50 - x = 0 → x = 0,50
si O2 limitant : 0,80 - 2x = 0 → x = 0,40
on prend la plus petite → xmax = 0,40 mol, O2 = réactif limitant
état final : CH4 0,10 mol, O2 0, CO2 0,40 mol, H2O 0,80 mol

masse de CO2 formée : m = n × M = 0,40 × 44 = 17,6 g
M(CO2) = 12 + 2×16 = 44 g/mol
rappel n = m/M et pour un gaz n = V/Vm (Vm = 24 L/mol à 20°C)
méthode : tjrs vérifier que l'équation est équilibrée avant de commencer !!` },
  { language: 'fr', subject: 'chemistry', title: 'atome fiche', text: `atome = noyau (protons + neutrons) + électrons
Z = nb de protons = numéro atomique, A = nb de nucléons
neutrons = A - Z
ex : carbone 12 → 6 p, 6 n
isotopes = même Z, A différent
ion = a gagné ou perdu des e- (Na+, Cl-)` },
  { language: 'fr', subject: 'geography', title: 'fiche mondialisation', text: `La mondialisation
déf : mise en relation des différents territoires du monde par des flux (marchandises, capitaux, personnes, informations)
acteurs : FTN (firmes transnationales, ex Apple, TotalEnergies), États, organisations internationales (OMC, FMI), ONG
conteneurisation → baisse des coûts de transport, porte-conteneurs géants
grandes façades maritimes : Northern Range (Rotterdam, Anvers, Le Havre...), façade d'Asie orientale (Shanghai 1er port du monde, Singapour)
passages stratégiques : détroits de Malacca, Ormuz, Gibraltar, canaux de Suez et de Panama
DIT (division internationale du travail) : conception dans les pays du Nord, production délocalisée dans les pays à bas salaires
territoires inégalement intégrés : centres d'impulsion (Amérique du Nord, Europe, Asie orientale) vs marges (Afrique subsaharienne, Sahel)
littoralisation des activités → ZIP (zones industrialo-portuaires)
croquis à savoir faire pour l'examen !! légende organisée en 3 parties` },
  { language: 'fr', subject: 'geography', title: 'climats cours', text: `les grands domaines climatiques
zone chaude : équatorial (forêt dense), tropical (savane), désertique (Sahara)
zone tempérée : océanique (Brest), continental (Moscou), méditerranéen (été sec)
zone froide : polaire
lire un climogramme : barres = précipitations, courbe = températures, mois sec si P < 2T
contrôle mardi` },
  { language: 'fr', subject: 'physics', title: 'lois de Newton', text: `Les 3 lois de Newton – cours M. Girard
1ère loi (principe d'inertie) : si la somme des forces est nulle → le système est immobile ou en mouvement rectiligne uniforme (et réciproquement)
2e loi : somme des forces = m × a (vecteurs !!), a en m/s², m en kg, F en N
3e loi (actions réciproques) : A exerce une force sur B → B exerce sur A une force opposée de même valeur
ex : je pousse le mur, le mur me pousse

exo : voiture m = 1200 kg, passe de 0 à 27 m/s en 9 s
a = Δv/Δt = 27/9 = 3 m/s²
F = m a = 1200 × 3 = 3600 N
poids P = m g avec g = 9,8 N/kg
!! ne pas confondre masse (kg) et poids (N)
référentiel terrestre considéré galiléen pour les mouvements courts` },
  { language: 'fr', subject: 'physics', title: 'optique lentilles', text: `lentille convergente : rayons parallèles à l'axe → convergent au foyer image F'
3 rayons particuliers : celui qui passe par le centre O n'est pas dévié ; parallèle à l'axe → ressort par F' ; passe par F → ressort parallèle
vergence C = 1/f' en dioptries (δ), f' en m
ex : f' = 20 cm → C = 5 δ
relation de conjugaison : 1/OA' - 1/OA = 1/f' (mesures algébriques !)
grandissement γ = A'B'/AB = OA'/OA
l'oeil : cristallin = lentille, rétine = écran
oeil myope → image devant la rétine, corrigé par une lentille divergente` },
  { language: 'fr', subject: 'english', title: 'present perfect vs prétérit', text: `present perfect vs prétérit (contrôle jeudi)
prétérit = action terminée, moment précis dans le passé : yesterday, last week, in 2010, ago
 I visited London last summer.
present perfect = have/has + participe passé → lien avec le présent, bilan, expérience
 I have never been to New York. / She has just finished her homework.
mots : ever, never, already, yet, just, so far
for + durée / since + point de départ (en français "depuis" dans les 2 cas !!)
 I have lived here for 5 years / since 2019.
present perfect be + -ing : insiste sur l'activité → I've been waiting for an hour!
verbes irréguliers à revoir : go went gone, see saw seen, write wrote written, take took taken` },
  { language: 'fr', subject: 'english', title: 'vocab environment', text: `global warming = réchauffement climatique
greenhouse gases = gaz à effet de serre
to recycle = recycler
waste = déchets
to reduce = réduire
renewable energy = énergie renouvelable
flood = inondation
drought = sécheresse
endangered species = espèces menacées
to protect = protéger` },
  { language: 'fr', subject: 'literature', title: 'méthode commentaire', text: `Méthode du commentaire de texte (bac de français)
1) lire plusieurs fois, repérer genre, registre, énonciation, thème
2) problématique : une question sur le "comment" du texte, ex : comment Hugo fait-il de ce poème un hommage à sa fille ?
3) plan en 2 ou 3 axes, chaque axe 2-3 sous-parties
Intro : accroche, présentation (auteur, oeuvre, date, mouvement), situation du passage, problématique, annonce du plan
Développement : TOUJOURS citation + procédé + interprétation
ex : "Demain, dès l'aube" → futur simple = détermination du poète
Conclusion : bilan, réponse à la problématique, ouverture (autre oeuvre)
procédés à connaître : métaphore, comparaison, anaphore, hyperbole, gradation, oxymore, antithèse, chiasme, personnification, allitération/assonance
vers : alexandrin (12 syllabes), décasyllabe, octosyllabe, césure à l'hémistiche, rimes plates/croisées/embrassées
Mme Martin enlève des points si on fait un "catalogue de procédés" sans interpréter` },
  { language: 'fr', subject: 'literature', title: 'le romantisme', text: `Le romantisme (1ère moitié du XIXe)
réaction contre le classicisme : liberté, expression du moi, des sentiments
thèmes : mal du siècle, nature confidente, fuite du temps, amour, mort, exotisme
auteurs : Lamartine ("Le Lac", Méditations poétiques 1820), Hugo (préface de Cromwell 1827 = manifeste du drame romantique, Hernani 1830 → "bataille d'Hernani"), Musset, Vigny, Chateaubriand (René)
drame romantique : mélange des genres (sublime et grotesque), refus de la règle des trois unités
Hugo : Les Contemplations 1856 (mort de Léopoldine en 1843), exil à Guernesey, Les Misérables 1862
après : Parnasse, réalisme (Balzac, Flaubert), Baudelaire entre les deux` },
  { language: 'en', subject: 'mathematics', title: 'hw p87', text: `HW p.87 q 3-5 (due thurs)
3) 2x + y = 11, x - y = 1
add them: 3x = 12 → x = 4, then y = 11 - 8 = 3
check: 4 - 3 = 1 ✓
4) 3x + 2y = 16, 2x + 5y = 18
×2 and ×3: 6x + 4y = 32, 6x + 15y = 54
subtract: 11y = 22 → y = 2, x = (16 - 4)/3 = 4
5) y = x² - 3 and y = 2x (the quadratic one!!)
sub in: x² - 3 = 2x → x² - 2x - 3 = 0 → (x - 3)(x + 1) = 0
x = 3, y = 6 or x = -1, y = -2
=> line crosses the curve twice, 2 points of intersection
Mr Patel said always label which equation is (1) and (2) or you lose method marks` },
  { language: 'en', subject: 'mathematics', title: 'trig revision', text: `right angled triangles – SOH CAH TOA
sin = opp/hyp, cos = adj/hyp, tan = opp/adj
label sides first from the angle you're using!
missing angle → use inverse (shift sin)
e.g. opp = 5, hyp = 10 → sin x = 0.5 → x = 30°

non right angled:
sine rule a/sinA = b/sinB (use when you have a pair – side + opposite angle)
cosine rule a² = b² + c² - 2bc cosA (two sides + angle between, or all 3 sides)
area = ½ ab sinC
exact values for the non calc paper: sin30 = ½, cos60 = ½, tan45 = 1, sin60 = √3/2
calculator in DEGREES mode!!! lost 4 marks on the mock for that` },
  { language: 'en', subject: 'biology', title: 'Bio notes - enzymes', text: `enzymes = biological catalysts, speed up reactions without being used up
made of protein, each one has an active site with a specific shape
lock and key model → substrate fits the active site, forms enzyme-substrate complex
temperature: rate goes up until optimum (~37°C for human enzymes), then drops fast because the enzyme denatures = active site changes shape, substrate can't fit anymore (NOT "killed"!!! enzymes aren't alive)
pH: each has an optimum, pepsin in stomach ~pH 2, amylase ~pH 7
digestive enzymes:
amylase: starch → sugars (maltose) – salivary glands, pancreas
protease: proteins → amino acids – stomach, pancreas, small intestine
lipase: lipids → fatty acids + glycerol
bile isn't an enzyme, it emulsifies fats + neutralises stomach acid (made in liver, stored in gall bladder)
RP: amylase + starch at different pH, test with iodine every 30s, blue-black → orange when starch is gone` },
  { language: 'en', subject: 'biology', title: 'food webs flashcards', text: `producer – makes its own food by photosynthesis (plants, algae)
primary consumer – eats producers (herbivore)
apex predator – top of the food chain, nothing eats it
arrow = direction energy flows
only ~10% of energy passes to the next trophic level (rest lost as heat, movement, waste)
decomposers – break down dead material, recycle nutrients` },
  { language: 'en', subject: 'history', title: 'causes of ww1 MAIN', text: `MAIN causes
Militarism – arms race, esp. naval race Britain v Germany, Dreadnought 1906
Alliances – Triple Entente (Britain, France, Russia) vs Triple Alliance (Germany, Austria-Hungary, Italy) → a local war turns into a world war
Imperialism – competition for colonies, Moroccan Crises 1905 + 1911 made Germany feel encircled
Nationalism – Serbian nationalism in the Balkans, Black Hand
trigger (short term): assassination of Archduke Franz Ferdinand, Sarajevo, 28 June 1914, by Gavrilo Princip
→ Austrian ultimatum to Serbia, Russia mobilises, Germany declares war on Russia + France, Schlieffen Plan goes through Belgium → Britain joins (Treaty of London 1839, "scrap of paper")
essay tip from Miss Hughes: don't just list, say which cause was MOST important and link them (e.g. alliances turned the assassination into a big war)
16 marker → need 2 sides + a judgement` },
  { language: 'en', subject: 'history', title: 'Cold war notes ch 4', text: `Ch 4 – Cuban Missile Crisis 1962
background: Castro takes power 1959, US trade embargo, Bay of Pigs fiasco April 1961 (CIA-trained exiles, failed) → Cuba moves closer to USSR
Oct 1962 U2 spy planes photograph missile sites on Cuba
Kennedy's options: invasion, airstrike, do nothing, blockade → chose "quarantine" (naval blockade)
13 days, letters from Khrushchev, Soviet ships turn back
deal: USSR removes missiles, US promises not to invade Cuba + secretly removes Jupiter missiles from Turkey
consequences: hotline 1963, Limited Test Ban Treaty 1963, Khrushchev looked weak → removed 1964
start of détente??? (check this)` },
  { language: 'en', subject: 'chemistry', title: 'ionic bonding', text: `ionic bonding = between a metal and a non-metal
metal atoms lose electrons → positive ions, non-metal gains → negative ions
e.g. Na (2,8,1) loses 1 e- → Na+ (2,8); Cl (2,8,7) gains 1 → Cl- (2,8,8)
both now have a full outer shell
opposite charges attract = strong electrostatic forces in all directions → giant ionic lattice
properties: high melting points (lots of energy to overcome the forces), conduct electricity when molten or dissolved (ions free to move) but NOT when solid
dot and cross diagrams – outer shells only, square brackets + charge around each ion
MgO → Mg2+ and O2-, higher melting point than NaCl bc higher charges
formula: charges must balance, e.g. Al3+ and O2- → Al2O3` },
  { language: 'en', subject: 'chemistry', title: 'topic 6 rates', text: `rate = amount of reactant used or product formed / time
factors: temperature, concentration (or pressure for gases), surface area, catalyst
collision theory → particles must collide with enough energy (activation energy)
hotter = particles move faster, more frequent collisions AND more of them have energy ≥ Ea
catalyst = lowers Ea by providing a different pathway, not used up
graph of volume of gas vs time: steepest at start, levels off when a reactant runs out
rate at a point = gradient of the tangent (draw it with a ruler!!)
RP: marble chips + HCl, measure CO2 with a gas syringe, or sodium thiosulfate + HCl and time the disappearing cross` },
  { language: 'en', subject: 'geography', title: 'coasts revision', text: `erosion processes: hydraulic action (air forced into cracks), abrasion, attrition, solution
headlands and bays – form where there's alternating hard + soft rock (discordant coastline), soft rock (clay) erodes faster → bay, hard rock (chalk) left sticking out → headland
crack → cave → arch → stack → stump (Old Harry Rocks; Durdle Door is an arch)
wave cut platform + notch
longshore drift – waves hit at an angle (prevailing wind), swash goes up the beach at an angle, backwash straight down → zigzag movement of sediment
spit – forms where the coast changes direction, e.g. Spurn Head, hooked end, salt marsh behind it
management: hard engineering (sea walls, groynes, rock armour) vs soft (beach nourishment, managed retreat)
case study Holderness – fastest eroding coastline in Europe, ~2 m a year, boulder clay
learn 1 fact and figure per case study!!` },
  { language: 'en', subject: 'geography', title: 'DTM', text: `demographic transition model
stage 1 high birth, high death, low population
stage 2 death rate falls (medicine, clean water) → pop grows fast
stage 3 birth rate falls (contraception, women working)
stage 4 both low (UK)
stage 5 birth below death, ageing population (Japan, Germany)` },
  { language: 'en', subject: 'physics', title: 'SHC required practical', text: `specific heat capacity = energy needed to raise 1 kg of a substance by 1°C
ΔE = m × c × Δθ
water c = 4200 J/kg°C
RP: 1 kg aluminium block, immersion heater + joulemeter (or V, I and time → E = VIt), thermometer in the hole
worked eg: 0.5 kg water heated from 20 to 80 °C
ΔE = 0.5 × 4200 × 60 = 126 000 J = 126 kJ
errors: heat lost to surroundings → insulate the block, otherwise c comes out too high
SHC is not specific latent heat (that's E = mL, change of state with no temp change)` },
  { language: 'en', subject: 'physics', title: 'waves flashcards', text: `Q: transverse vs longitudinal? A: transverse – oscillations perpendicular to direction of energy transfer (light, water waves); longitudinal – parallel (sound, compressions + rarefactions)
Q: wave speed equation? A: v = f × λ
Q: period? A: T = 1/f
Q: amplitude? A: max displacement from the rest position
Q: EM spectrum order? A: radio, micro, IR, visible, UV, X-ray, gamma (Raging Martians Invaded Venus Using X-ray Guns)
Q: speed of EM waves in a vacuum? A: 3 × 10^8 m/s
Q: what happens when light enters a denser medium? A: slows down, refracts towards the normal` },
  { language: 'en', subject: 'english', title: 'paper 2 persuasive writing', text: `persuasive techniques – AFOREST
Anecdote, Facts, Opinion, Rhetorical questions, Emotive language, Statistics, Triplets (rule of 3)
+ direct address ("you"), imperatives, hyperbole, counter-argument then rebut it
structure for the article/letter/speech question:
- hook opening (shocking stat or question)
- 3-4 paragraphs, one main point each
- counter argument para ("Some may argue... however")
- strong ending, link back to opening (circular structure)
form matters: letter = Dear Sir/Madam + Yours faithfully; article = headline + subheadings; speech = address the audience
AO5 = content + organisation, AO6 = SPaG + vocab range → use semicolons, vary sentence openers
Mrs Owen: "plan for 5 mins, write for 40"
practice q: "Homework should be banned." Write an article for a broadsheet newspaper arguing for or against` },
  { language: 'en', subject: 'english', title: 'clauses + sentence types', text: `word classes: noun, verb, adjective, adverb, pronoun, preposition, conjunction, determiner
simple sentence = one main clause ("The dog barked.")
compound = 2 main clauses joined by FANBOYS (for, and, nor, but, or, yet, so)
complex = main clause + subordinate clause ("Although it was raining, we went out.")
subordinate clause can't stand alone, starts w/ although, because, when, if, since...
relative clause → who, which, that
fronted adverbial: "Later that night, ..." – needs a comma!!
active vs passive: The cat ate the fish / The fish was eaten (by the cat) → passive can hide who did it
for paper 1 Q2 (language) & Q3 (structure) → always comment on effect, e.g. short simple sentence creates tension` },
  { language: 'en', subject: 'literature', title: 'Macbeth essay plan', text: `Q: How does Shakespeare present ambition in Macbeth?
intro: ambition as a destructive force, Jacobean audience, divine right of kings, James I
1) 1.3 witches' prophecy "All hail, Macbeth, that shalt be king hereafter" → awakens his ambition; "Stars, hide your fires; / Let not light see my black and deep desires" (1.4) – imagery of darkness = hiding his evil
2) Lady Macbeth – "unsex me here" (1.5), questions his masculinity "When you durst do it, then you were a man" – her ambition overrides gender roles
3) "vaulting ambition, which o'erleaps itself" (1.7) – metaphor of a rider jumping onto a horse and falling, he knows it will destroy him
4) consequences: paranoia, has Banquo killed, "O, full of scorpions is my mind" (3.2), Lady M sleepwalking "Out, damned spot", ends as "this dead butcher and his fiend-like queen"
context: Gunpowder Plot 1605 → regicide = worst crime, Great Chain of Being
remember to embed quotes + zoom in on single words (e.g. "vaulting")` },
  { language: 'en', subject: 'literature', title: 'Ozymandias quick notes', text: `Ozymandias – Percy Shelley 1818 (Romantic)
sonnet but irregular rhyme scheme → broken like the statue
"King of Kings" = irony, his power is gone, "lone and level sands stretch far away"
theme: power of nature & time > human power, arrogance
compare with My Last Duchess (power + pride)` },
  { language: 'es', subject: 'mathematics', title: 'ejercicios pag 94', text: `sistemas – métodos: sustitución, igualación, reducción
ej 3a) x + y = 10
 x - y = 4
reducción: sumo → 2x = 14 → x = 7, y = 3
ej 3b) 2x + 3y = 12
 x = 2y - 1
sustitución: 2(2y - 1) + 3y = 12 → 4y - 2 + 3y = 12 → 7y = 14 → y = 2, x = 3
ej 5 (problema): en una granja hay gallinas y conejos, 30 cabezas y 80 patas
x = gallinas, y = conejos
x + y = 30
2x + 4y = 80
→ x = 30 - y → 60 - 2y + 4y = 80 → 2y = 20 → y = 10 conejos, x = 20 gallinas
comprobar siempre!! 20·2 + 10·4 = 80 ✓
tipos: compatible determinado (1 solución), compatible indeterminado (infinitas), incompatible (ninguna, rectas paralelas)` },
  { language: 'es', subject: 'mathematics', title: 'estadistica resumen', text: `Estadística – resumen para el examen
media = suma de datos / nº de datos
mediana = el dato del medio ordenando (si son pares, media de los dos centrales)
moda = el que más se repite
rango o recorrido = máx - mín
varianza = media de los cuadrados de las desviaciones, desviación típica = raíz de la varianza
ej notas: 4, 5, 5, 6, 7, 8, 9
media = 44/7 ≈ 6,29
mediana = 6
moda = 5
rango = 5
frecuencia absoluta (fi), relativa (fi/N), acumulada (Fi)
gráficos: diagrama de barras (variable discreta), histograma (continua, por intervalos), diagrama de sectores → ángulo = fr · 360º
el profe Javier dice que la desviación típica entra seguro` },
  { language: 'es', subject: 'biology', title: 'tema 2 la celula', text: `teoría celular: todos los seres vivos están formados por células, la célula es la unidad anatómica y funcional, toda célula procede de otra
procariota: sin núcleo, ADN en el citoplasma, bacterias, ribosomas pequeños, pared celular
eucariota: con núcleo y orgánulos con membrana → animal y vegetal
orgánulos:
- mitocondria → respiración celular, energía (ATP)
- cloroplasto → fotosíntesis (solo vegetal)
- ribosomas → síntesis de proteínas
- retículo endoplasmático rugoso (con ribosomas) y liso (lípidos)
- aparato de Golgi → empaqueta y transporta
- lisosomas → digestión celular
- vacuola (grande en la vegetal)
diferencias: la vegetal tiene pared de celulosa, cloroplastos y vacuola grande; la animal tiene centriolos
dibujar la célula vegetal para el examen!! pág. 32` },
  { language: 'es', subject: 'biology', title: 'aparato digestivo', text: `boca → faringe → esófago → estómago → intestino delgado → intestino grueso → ano
glándulas anejas: salivales, hígado (bilis), páncreas
digestión mecánica (masticar) y química (enzimas)
la absorción de nutrientes es en el intestino delgado (vellosidades intestinales)
el grueso absorbe agua` },
  { language: 'es', subject: 'history', title: 'resumen tema 5', text: `Tema 5: la Guerra Civil (1936-1939)
causas: polarización política en la II República, conflictos sociales, reforma agraria, elecciones de feb 1936 gana el Frente Popular
18 julio 1936 golpe de estado militar (Mola, Franco, Sanjurjo) → fracasa en parte → España dividida en 2 zonas
bando republicano (gobierno legal: Madrid, Cataluña, Valencia) vs bando sublevado o nacional
apoyo internacional: Alemania (Legión Cóndor) e Italia al bando nacional; URSS y Brigadas Internacionales a la República; Francia y RU → Comité de No Intervención
fases: batalla de Madrid, guerra en el norte (bombardeo de Guernica abril 1937 → cuadro de Picasso), batalla del Ebro 1938 (la más larga), caída de Cataluña
1 abril 1939 fin → dictadura de Franco hasta 1975
consecuencias: cientos de miles de muertos, exilio (Machado murió en Colliure), represión
ojo: en el comentario de texto hay que situar el documento!!` },
  { language: 'es', subject: 'history', title: 'Reyes Catolicos esquema', text: `Isabel de Castilla y Fernando de Aragón, matrimonio 1469 → unión dinástica (no territorial, cada reino mantiene sus leyes)
1492: toma de Granada (fin de la Reconquista), expulsión de los judíos, llegada de Colón a América, gramática de Nebrija
instituciones: Inquisición (1478), Santa Hermandad, corregidores
Navarra 1512, Juana con Felipe el Hermoso
→ heredero Carlos I` },
  { language: 'es', subject: 'chemistry', title: 'configuracion electronica', text: `diagrama de Moeller
orden: 1s 2s 2p 3s 3p 4s 3d 4p 5s 4d 5p...
en s caben 2 e-, p 6, d 10, f 14
ej: Na (Z=11): 1s² 2s² 2p⁶ 3s¹ → periodo 3, grupo 1 (alcalinos)
Cl (Z=17): 1s² 2s² 2p⁶ 3s² 3p⁵ → grupo 17 halógenos, tiende a ganar 1 e-
Fe (Z=26): 1s² 2s² 2p⁶ 3s² 3p⁶ 4s² 3d⁶
la capa de valencia indica las propiedades
propiedades periódicas:
radio atómico: aumenta hacia abajo y hacia la izquierda
energía de ionización y electronegatividad: aumentan hacia arriba y a la derecha (el F es el más electronegativo)
gases nobles capa completa → casi no reaccionan
no me sale bien lo de los metales de transición, preguntar a la profe` },
  { language: 'es', subject: 'chemistry', title: 'formulacion inorganica repaso', text: `óxidos: metal/no metal + O (O con -2)
 Fe2O3 → óxido de hierro(III) / trióxido de dihierro
 CO2 → dióxido de carbono
hidruros: NaH hidruro de sodio
hidróxidos: NaOH hidróxido de sodio, Ca(OH)2
oxoácidos: H2SO4 ácido sulfúrico, HNO3 ácido nítrico, H2CO3 ácido carbónico
sales binarias: NaCl cloruro de sodio, CaF2 fluoruro de calcio
nomenclatura IUPAC: estequiométrica (prefijos mono, di, tri) y de Stock (número romano)
me tengo que aprender las valencias!!!` },
  { language: 'es', subject: 'geography', title: 'relieve peninsular', text: `Meseta Central (zócalo antiguo, era primaria), dividida por el Sistema Central en Submeseta Norte y Sur
rebordes de la Meseta: Macizo Galaico-Leonés, Cordillera Cantábrica, Sistema Ibérico, Sierra Morena
unidades exteriores: Pirineos, Cordilleras Béticas (Mulhacén 3479 m, el más alto de la península), Cordillera Costero-Catalana
depresiones: del Ebro y del Guadalquivir
el Teide (3718 m, Tenerife) es el pico más alto de España → volcánico
ríos de la vertiente atlántica: Duero, Tajo (el más largo), Guadiana, Guadalquivir; vertiente mediterránea: Ebro (el más caudaloso)
mapa mudo para el examen: hay que situarlo todo!!` },
  { language: 'es', subject: 'geography', title: 'población apuntes', text: `densidad = habitantes / km² (España ~94 hab/km²)
natalidad muy baja, envejecimiento → pirámide regresiva (forma de urna)
esperanza de vida alta (~83 años)
éxodo rural años 60 (del campo a Madrid, Barcelona, País Vasco) → "España vaciada" en el interior (Soria, Teruel)
emigración a Europa (Alemania, Francia, Suiza) en los 60
desde los 2000 inmigración (Marruecos, Rumanía, Latinoamérica)
distribución: costas y Madrid muy pobladas, interior despoblado
comentar una pirámide: tipo, entrantes y salientes (ej. guerra civil, baby boom), conclusión
(me falta la tasa de fecundidad, pedir apuntes a Lucía)` },
  { language: 'es', subject: 'physics', title: 'MRUA problemas', text: `MRUA (movimiento rectilíneo uniformemente acelerado)
v = v0 + a·t
x = x0 + v0·t + ½ a·t²
v² = v0² + 2·a·Δx
problema 1: un coche parte del reposo y acelera a 2 m/s² durante 10 s
v = 0 + 2·10 = 20 m/s (= 72 km/h)
x = ½·2·100 = 100 m
problema 2: un tren va a 30 m/s y frena hasta pararse en 150 m. ¿aceleración?
0 = 900 + 2·a·150 → a = -3 m/s²
tiempo: 0 = 30 - 3t → t = 10 s
ojo con las unidades: pasar km/h a m/s dividiendo entre 3,6
gráfica v-t: recta inclinada, la pendiente es la aceleración y el área debajo es el desplazamiento` },
  { language: 'es', subject: 'physics', title: 'energia mecanica', text: `Ec = ½ m v²
Ep = m g h
Em = Ec + Ep, se conserva si no hay rozamiento
ej: bola de 2 kg cae desde 5 m → Ep = 2·9,8·5 = 98 J → abajo v = √(2gh) ≈ 9,9 m/s
trabajo W = F·d·cos α (julios)
potencia P = W/t (vatios)` },
  { language: 'es', subject: 'english', title: 'phrasal verbs unit 6', text: `give up – rendirse, dejar (un hábito)
look after – cuidar
look for – buscar
look forward to – tener ganas de (+ -ing!! I'm looking forward to seeing you)
put off – aplazar
turn down – rechazar / bajar el volumen
get on with – llevarse bien con
run out of – quedarse sin
find out – averiguar
take off – despegar / quitarse (la ropa)
carry on – continuar
set up – montar, establecer
come across – encontrarse por casualidad
separables: turn it down ✓ turn down it ✗` },
  { language: 'es', subject: 'english', title: 'pasiva', text: `voz pasiva: sujeto + be (en el tiempo del verbo activo) + participio
active: Shakespeare wrote Hamlet → passive: Hamlet was written by Shakespeare
present simple: English is spoken in many countries
past simple: The bridge was built in 1890
present perfect: The letter has been sent
future: The results will be announced tomorrow
modales: It must be done today
el complemento agente (by...) solo si importa quién lo hizo
reporting verbs: It is said that... / He is said to be rich
ejercicio 4 pág. 71: pasar a pasiva
1. They are repairing the road → The road is being repaired
2. Someone stole my bike → My bike was stolen
3. They will open a new shop → A new shop will be opened
(el 2 lo tenía mal, puse "was stealed" jajaja)` },
  { language: 'es', subject: 'literature', title: 'generacion del 27', text: `grupo de poetas que se reúnen en 1927 para homenajear a Góngora (300 años de su muerte)
autores: Federico García Lorca, Rafael Alberti, Luis Cernuda, Vicente Aleixandre (Nobel 1977), Jorge Guillén, Pedro Salinas, Dámaso Alonso, Gerardo Diego
características: fusión de tradición y vanguardia, influencia de Juan Ramón Jiménez (poesía pura), metáfora, surrealismo a partir de 1929
Lorca: Romancero gitano (1928), Poeta en Nueva York; teatro: Bodas de sangre, Yerma, La casa de Bernarda Alba (1936) → frustración, muerte, símbolos (luna, caballo, agua, navaja)
Lorca fue asesinado en 1936 al principio de la guerra
muchos se exiliaron después (Alberti, Cernuda, Salinas, Guillén)
Las Sinsombrero = las mujeres del 27 (Maruja Mallo, Concha Méndez, María Teresa León)
pregunta de la EvAU seguramente!!` },
  { language: 'es', subject: 'literature', title: 'analisis sintactico chuleta', text: `oración = sujeto + predicado
el sujeto concuerda en número y persona con el verbo (truco: cambiar el número del verbo)
CD → se sustituye por lo/la/los/las ("Compré el libro" → lo compré)
CI → le/les ("Di el regalo a María" → le di el regalo)
CC → de lugar, tiempo, modo, causa...
atributo → con ser, estar, parecer (se sustituye por lo: "es alto" → lo es)
C. de régimen → verbo + preposición fija ("Confío en ti")
compuestas: coordinadas (y, pero, o), subordinadas sustantivas, adjetivas o de relativo, adverbiales
!!! no confundir el "se" impersonal con el reflexivo` },
  { language: 'it', subject: 'mathematics', title: 'logaritmi appunti', text: `log_a(b) = c ⇔ a^c = b (a > 0, a ≠ 1, b > 0)
es: log_2(8) = 3 perché 2³ = 8
proprietà:
log(a·b) = log a + log b
log(a/b) = log a - log b
log(a^n) = n·log a
cambio di base: log_a(b) = log b / log a
equazioni esponenziali: 3^x = 81 → x = 4
se non riesco a scrivere tutto con la stessa base → uso i logaritmi: 2^x = 5 → x = log_2(5) ≈ 2,32
ricordarsi le condizioni di esistenza (argomento > 0)!!! il prof Rossi toglie mezzo punto` },
  { language: 'it', subject: 'mathematics', title: 'la retta', text: `retta nel piano cartesiano
forma esplicita y = mx + q, m = coefficiente angolare (pendenza), q = ordinata all'origine
forma implicita ax + by + c = 0 → m = -a/b
m = (y2 - y1)/(x2 - x1)
rette parallele: stesso m
perpendicolari: m1 · m2 = -1
es: retta per A(1,2) e B(3,6) → m = 4/2 = 2 → y - 2 = 2(x - 1) → y = 2x
distanza tra due punti: √((x2-x1)² + (y2-y1)²)
punto medio M = ((x1+x2)/2 ; (y1+y2)/2)` },
  { language: 'it', subject: 'biology', title: 'DNA e sintesi proteica', text: `DNA = doppia elica (Watson e Crick 1953, usando i dati di Rosalind Franklin)
nucleotide = zucchero desossiribosio + gruppo fosfato + base azotata
basi: A-T, C-G (complementari, legami a idrogeno)
duplicazione semiconservativa: l'elicasi apre l'elica, la DNA polimerasi aggiunge i nucleotidi, ogni nuova molecola ha un filamento vecchio e uno nuovo
sintesi proteica:
trascrizione (nel nucleo): DNA → mRNA, nell'RNA c'è U al posto di T
traduzione (nei ribosomi): mRNA → proteina, ogni codone (3 basi) = 1 amminoacido, il tRNA porta gli aa con l'anticodone
codone di inizio AUG, codoni di stop UAA UAG UGA
mutazioni puntiformi → possono cambiare un amminoacido (es. anemia falciforme)
da studiare per l'interrogazione di giovedì` },
  { language: 'it', subject: 'biology', title: 'cuore e circolazione', text: `cuore: 4 cavità, 2 atri e 2 ventricoli
piccola circolazione: ventricolo dx → arteria polmonare → polmoni → vene polmonari → atrio sx
grande circolazione: ventricolo sx → aorta → corpo → vene cave → atrio dx
le arterie portano il sangue VIA dal cuore (non sempre ossigenato!!)
le valvole impediscono il reflusso` },
  { language: 'it', subject: 'history', title: 'Risorgimento riassunto', text: `riassunto per la verifica
1815 Congresso di Vienna → Italia divisa, dominio austriaco nel Lombardo-Veneto
moti del 1820-21 e 1830-31 (carboneria) falliscono
Mazzini: Giovine Italia (1831), Italia unita e repubblicana, insurrezioni popolari
1848: Statuto Albertino, prima guerra d'indipendenza (Carlo Alberto sconfitto a Custoza e poi a Novara), Repubblica Romana
Cavour (primo ministro del Piemonte): modernizza, guerra di Crimea, accordi di Plombières con Napoleone III
1859 seconda guerra d'indipendenza → Lombardia al Piemonte (Magenta, Solferino)
1860 spedizione dei Mille, Garibaldi parte da Quarto, sbarca a Marsala, conquista il Regno delle Due Sicilie, incontro di Teano con Vittorio Emanuele II
17 marzo 1861 proclamazione del Regno d'Italia, capitale Torino
1866 Veneto (terza guerra), 1870 breccia di Porta Pia → Roma capitale
problemi dopo l'unità: questione meridionale, brigantaggio, analfabetismo` },
  { language: 'it', subject: 'history', title: 'domande fascismo', text: `D: quando nasce il fascismo? R: 1919, Fasci di combattimento a Milano (piazza San Sepolcro)
D: marcia su Roma? R: ottobre 1922, il re Vittorio Emanuele III incarica Mussolini di formare il governo
D: delitto Matteotti? R: 1924, deputato socialista ucciso dopo aver denunciato i brogli elettorali → secessione dell'Aventino
D: leggi razziali? R: 1938` },
  { language: 'it', subject: 'chemistry', title: 'legami chimici', text: `legame ionico: tra metallo e non metallo, differenza di elettronegatività > 1,9 → trasferimento di elettroni (NaCl)
legame covalente: condivisione di elettroni
 - puro/apolare: atomi uguali (H2, Cl2)
 - polare: differenza di elettronegatività tra 0,4 e 1,9 (H2O, HCl) → cariche parziali δ+ δ-
 - doppio e triplo (O2, N2)
legame metallico: "mare di elettroni" → conducono la corrente
regola dell'ottetto
forze intermolecolari: legame a idrogeno (H legato a F, O, N → l'acqua bolle a 100°C), dipolo-dipolo, forze di London
teoria VSEPR per la forma delle molecole: CH4 tetraedrica 109,5°, H2O piegata 104,5°, CO2 lineare` },
  { language: 'it', subject: 'chemistry', title: 'redox esercizi', text: `ossidazione = perdita di elettroni (aumenta il n.o.), riduzione = acquisto (diminuisce il n.o.)
ossidante = si riduce, riducente = si ossida
regole n.o.: O = -2 (tranne perossidi), H = +1, elementi liberi = 0, somma = carica
es: Zn + Cu2+ → Zn2+ + Cu
Zn si ossida (0 → +2), Cu2+ si riduce (+2 → 0)
→ pila Daniell! anodo Zn (-), catodo Cu (+)
bilanciare con il metodo delle semireazioni, in ambiente acido aggiungere H+ e H2O
ancora non ho capito bene l'ambiente basico...` },
  { language: 'it', subject: 'geography', title: 'rilievi italiani', text: `Alpi: catena a nord, arco dalla Liguria al Friuli, divise in occidentali, centrali, orientali. Monte Bianco 4808 m, Monte Rosa, Cervino. Origine: scontro tra placca africana ed europea. ghiacciai, valli a U
Appennini: "spina dorsale" dell'Italia, dalla Liguria alla Calabria (e Sicilia), più bassi, Gran Sasso (Corno Grande 2912 m)
vulcani: Etna (il più alto d'Europa, attivo), Vesuvio (79 d.C. Pompei!!), Stromboli, Campi Flegrei
pianure: la Pianura Padana è la più grande, formata dai detriti del Po (652 km, fiume più lungo)
zone sismiche: soprattutto lungo gli Appennini (L'Aquila 2009, Amatrice 2016)` },
  { language: 'it', subject: 'geography', title: 'UE schema', text: `1951 CECA (carbone e acciaio), 1957 trattati di Roma → CEE, 6 paesi fondatori (Italia, Francia, Germania Ovest, Belgio, Paesi Bassi, Lussemburgo)
1992 Maastricht → nasce l'UE, 2002 euro in circolazione
oggi 27 stati (Brexit 2020)
istituzioni: Parlamento europeo (Strasburgo/Bruxelles, eletto dai cittadini), Commissione (Bruxelles), Consiglio, BCE (Francoforte)
area Schengen = libera circolazione` },
  { language: 'it', subject: 'physics', title: 'moto circolare uniforme', text: `periodo T = tempo per un giro (s), frequenza f = 1/T (Hz)
velocità tangenziale v = 2πr/T
velocità angolare ω = 2π/T (rad/s), v = ω·r
accelerazione centripeta a = v²/r = ω²r, diretta verso il centro
forza centripeta F = m·v²/r
es: una ruota r = 0,3 m fa 2 giri al secondo
f = 2 Hz, T = 0,5 s, v = 2π·0,3/0,5 ≈ 3,77 m/s, a = 3,77²/0,3 ≈ 47 m/s²
Keplero: 1) orbite ellittiche col Sole in un fuoco 2) il raggio vettore spazza aree uguali in tempi uguali 3) T²/a³ = costante
la velocità è costante in modulo ma NON in direzione → c'è accelerazione` },
  { language: 'it', subject: 'physics', title: 'primo principio', text: `ΔU = Q - L
Q calore assorbito (+), L lavoro fatto dal gas (+)
isoterma: ΔU = 0 → Q = L
isocora: L = 0 → ΔU = Q
adiabatica: Q = 0
gas perfetto: pV = nRT, R = 8,31 J/(mol·K)
temperature sempre in kelvin!!` },
  { language: 'it', subject: 'english', title: 'reported speech', text: `quando il verbo introduttivo è al passato (said, told) i tempi "tornano indietro":
present simple → past simple: "I like pizza" → He said he liked pizza
present continuous → past continuous
past simple → past perfect: "I saw him" → She said she had seen him
will → would, can → could, must → had to
cambiano anche tempo e luogo: today → that day, tomorrow → the next day, yesterday → the day before, here → there, now → then
say vs tell: tell + persona (He told me...), say senza (He said that...)
domande: "Where do you live?" → She asked me where I lived (niente inversione, niente do!!)
ordini: "Close the door" → He told me to close the door
esercizi workbook pag. 88 per lunedì` },
  { language: 'it', subject: 'english', title: 'used to', text: `used to + forma base = abitudine passata che non c'è più
I used to play football (giocavo a calcio)
negativa: I didn't use to (senza d!)
domanda: Did you use to...?
NON confondere con be used to + -ing = essere abituato a: I'm used to getting up early` },
  { language: 'it', subject: 'literature', title: 'Inferno canto V', text: `Dante, Inferno, canto V – lussuriosi
secondo cerchio, Minosse giudica le anime attorcigliando la coda
contrappasso per analogia: in vita travolti dalla passione, ora trascinati da una bufera infernale che non si ferma mai
anime famose: Semiramide, Didone, Cleopatra, Elena, Achille, Paride, Tristano
Paolo e Francesca: cognati, uccisi da Gianciotto Malatesta (marito di F.)
Francesca racconta: "Amor, ch'al cor gentil ratto s'apprende" → riprende il Dolce Stil Novo (Guinizzelli) ma qui l'amore porta alla dannazione
anafora di Amor (3 terzine)
leggevano il libro di Lancillotto e Ginevra → "Galeotto fu 'l libro e chi lo scrisse"
Dante sviene per la pietà: "e caddi come corpo morto cade"
metrica: terzine di endecasillabi a rima incatenata (ABA BCB...)
parafrasi da sapere per l'interrogazione!!` },
  { language: 'it', subject: 'literature', title: 'Leopardi schema', text: `Giacomo Leopardi (Recanati 1798 – Napoli 1837)
pessimismo: 1) storico – gli antichi erano felici, il progresso e la ragione hanno distrutto le illusioni 2) cosmico – la Natura è matrigna, l'infelicità riguarda tutti gli uomini in ogni tempo
teoria del piacere: l'uomo desidera un piacere infinito che non può mai raggiungere
poetica del vago e dell'indefinito
opere: Canti (L'infinito 1819, A Silvia, Il sabato del villaggio, La ginestra), Operette morali (Dialogo della Natura e di un Islandese), Zibaldone
L'infinito: la siepe impedisce la vista → immaginazione, "e il naufragar m'è dolce in questo mare", endecasillabi sciolti
collegamento per l'orale: Schopenhauer` },
  { language: 'pl', subject: 'mathematics', title: 'funkcja kwadratowa powtórka', text: `powtórka przed sprawdzianem
postać ogólna: f(x) = ax² + bx + c
Δ = b² - 4ac
Δ > 0 → 2 miejsca zerowe x1 = (-b - √Δ)/2a, x2 = (-b + √Δ)/2a
Δ = 0 → 1 miejsce zerowe x0 = -b/2a
Δ < 0 → brak
wierzchołek W(p, q): p = -b/2a, q = -Δ/4a
postać kanoniczna f(x) = a(x - p)² + q
postać iloczynowa f(x) = a(x - x1)(x - x2)
a > 0 ramiona w górę, a < 0 w dół
zad. f(x) = x² - 6x + 5
Δ = 36 - 20 = 16, √Δ = 4
x1 = (6-4)/2 = 1, x2 = 5
p = 3, q = -16/4 = -4 → W(3, -4)
zbiór wartości: <-4, +∞)
wzory są w karcie wzorów na maturze ale i tak trzeba umieć!!` },
  { language: 'pl', subject: 'mathematics', title: 'zadania procenty', text: `zadania z procentów (pani Nowak)
1) cena 250 zł obniżona o 20% → 250 · 0,8 = 200 zł
2) cenę podniesiono o 10% a potem obniżono o 10%. czy wróciła do początkowej?
x · 1,1 · 0,9 = 0,99x → NIE, jest o 1% niższa!!
3) lokata 5000 zł, 4% rocznie, kapitalizacja roczna, 2 lata
5000 · 1,04² = 5408 zł
4) punkty procentowe ≠ procenty: poparcie wzrosło z 20% do 25% → o 5 punktów procentowych, ale o 25%
VAT 23%: cena netto 100 zł → brutto 123 zł` },
  { language: 'pl', subject: 'biology', title: 'układ oddechowy notatka', text: `drogi oddechowe: jama nosowa → gardło → krtań (nagłośnia, struny głosowe) → tchawica → oskrzela → oskrzeliki → pęcherzyki płucne
w pęcherzykach zachodzi wymiana gazowa (dyfuzja): O2 do krwi, CO2 z krwi
wdech: przepona się kurczy i obniża, mięśnie międzyżebrowe zewn. unoszą żebra → objętość klatki rośnie, ciśnienie spada → powietrze wpływa
wydech: odwrotnie, zwykle bierny
oddychanie komórkowe w mitochondriach: C6H12O6 + 6O2 → 6CO2 + 6H2O + energia (ATP)
choroby: astma, gruźlica, rak płuc (palenie!!)
na kartkówkę trzeba umieć narysować schemat ze str. 112` },
  { language: 'pl', subject: 'biology', title: 'ewolucja fiszki', text: `dobór naturalny – przeżywają i rozmnażają się osobniki najlepiej przystosowane (Darwin, "O powstawaniu gatunków" 1859)
dowody ewolucji – skamieniałości, narządy homologiczne (kończyna przednia ssaków), narządy szczątkowe (wyrostek robaczkowy), podobieństwo DNA
narządy analogiczne – podobna funkcja, inne pochodzenie (skrzydło ptaka i motyla)
specjacja – powstawanie nowych gatunków, np. przez izolację geograficzną
dryf genetyczny – losowe zmiany częstości alleli, silny w małych populacjach
Lamarck – dziedziczenie cech nabytych (błędna teoria, przykład z żyrafą)` },
  { language: 'pl', subject: 'history', title: 'rozbiory', text: `I rozbiór 1772 – Rosja, Prusy, Austria; Polska traci ok. 30% terytorium; Sejm rozbiorowy (Rejtan!!)
reformy: Komisja Edukacji Narodowej 1773, Sejm Czteroletni 1788-1792, Konstytucja 3 maja 1791 (trójpodział władzy, monarchia dziedziczna, zniesienie liberum veto)
konfederacja targowicka 1792 + wojna polsko-rosyjska → II rozbiór 1793 (Rosja i Prusy)
insurekcja kościuszkowska 1794 – przysięga na rynku w Krakowie, Racławice (kosynierzy), klęska pod Maciejowicami
III rozbiór 1795 → Polska znika z mapy na 123 lata
ostatni król Stanisław August Poniatowski abdykuje
przyczyny upadku: liberum veto, słaba władza królewska, wpływy obcych państw, anarchia magnacka
daty na pamięć!!` },
  { language: 'pl', subject: 'history', title: 'Solidarność', text: `sierpień 1980 – strajki w Stoczni Gdańskiej, porozumienia sierpniowe
powstaje NSZZ "Solidarność", przewodniczący Lech Wałęsa, ok. 10 mln członków
13 grudnia 1981 stan wojenny (gen. Jaruzelski)
1989 Okrągły Stół → wybory 4 czerwca, premier Tadeusz Mazowiecki` },
  { language: 'pl', subject: 'chemistry', title: 'kwasy notatka z lekcji', text: `kwasy – zbudowane z atomów wodoru i reszty kwasowej HnR
beztlenowe: HCl (chlorowodorowy, solny), H2S (siarkowodorowy)
tlenowe: H2SO4 (siarkowy(VI)), HNO3 (azotowy(V)), H3PO4 (fosforowy(V)), H2CO3 (węglowy – nietrwały → CO2 + H2O)
otrzymywanie: tlenek kwasowy + woda → kwas, np. SO3 + H2O → H2SO4
dysocjacja elektrolityczna: HCl → H+ + Cl- (w wodzie)
wskaźniki: oranż metylowy czerwony, papierek uniwersalny czerwony, fenoloftaleina bezbarwna
pH < 7
!!! rozcieńczając: wlewamy KWAS do WODY, nigdy odwrotnie
stężony H2SO4 zwęgla cukier i papier (doświadczenie z lekcji, było fajne)` },
  { language: 'pl', subject: 'chemistry', title: 'zad domowe str 78', text: `zad. 5 Ile gramów wody powstanie ze spalenia 8 g wodoru?
2H2 + O2 → 2H2O
4 g H2 — 36 g H2O
8 g H2 — x
x = 72 g
zad. 6 11 g CO2 → n = 11/44 = 0,25 mola
w war. normalnych: 0,25 · 22,4 = 5,6 dm³` },
  { language: 'pl', subject: 'geography', title: 'rzeźba polodowcowa', text: `lądolód skandynawski – zlodowacenia w plejstocenie
formy akumulacyjne: moreny czołowe (wały), moreny denne (faliste równiny), sandry (piaski z wód roztopowych, przed moreną), ozy, kemy, głazy narzutowe
formy erozyjne: rynny polodowcowe → jeziora rynnowe (długie i wąskie, np. Gopło, Hańcza – najgłębsze w Polsce ok. 108 m), jeziora morenowe (Śniardwy, Mamry)
pojezierza na północy = rzeźba młodoglacjalna (ostatnie zlodowacenie – północnopolskie/Wisły)
na południu rzeźba starsza, bardziej wyrównana
pasowość rzeźby Polski: pobrzeża, pojezierza, niziny, wyżyny, kotliny podkarpackie, góry
mapa konturowa na sprawdzian!!` },
  { language: 'pl', subject: 'geography', title: 'rolnictwo w Polsce', text: `czynniki przyrodnicze: gleby (czarnoziemy na Wyżynie Lubelskiej najlepsze, bielicowe słabe), klimat, długość okresu wegetacyjnego, ukształtowanie terenu
pozaprzyrodnicze: struktura agrarna (dużo małych gospodarstw, zwłaszcza na południowym wschodzie – skutek rozbiorów!), mechanizacja, dopłaty z UE, rynek zbytu
uprawy: zboża (pszenica, żyto na słabszych glebach), ziemniaki, buraki cukrowe, rzepak
hodowla: trzoda chlewna (Wielkopolska), bydło (Podlasie – mleko)
Polska jest jednym z największych producentów jabłek w Europie (sady koło Grójca)
tabelka na str. 150 do zapamiętania` },
  { language: 'pl', subject: 'physics', title: 'prawo Archimedesa', text: `siła wyporu: Fw = ρ cieczy · g · V zanurzonej części
ciało tonie gdy Fg > Fw (gęstość ciała > gęstość cieczy)
pływa gdy Fg = Fw
klocek 0,002 m³ w wodzie → Fw = 1000 · 10 · 0,002 = 20 N
stalowy statek pływa bo wypiera dużo wody
` },
  { language: 'pl', subject: 'physics', title: 'przemiany fazowe', text: `topnienie (ciało stałe → ciecz), krzepnięcie (odwrotnie)
parowanie i wrzenie (ciecz → gaz), skraplanie
sublimacja (stałe → gaz, np. suchy lód, jod), resublimacja (szron)
podczas topnienia temperatura się NIE zmienia mimo dostarczania ciepła!!
ciepło topnienia Q = m · ct (lód: 334 000 J/kg)
ciepło właściwe Q = m · cw · ΔT (woda 4200 J/(kg·°C))
zad: ile ciepła trzeba żeby stopić 2 kg lodu o temp. 0°C? Q = 2 · 334 000 = 668 000 J = 668 kJ
bilans cieplny: ciepło oddane = ciepło pobrane` },
  { language: 'pl', subject: 'english', title: 'present simple vs continuous', text: `present simple – czynności regularne, zwyczaje, fakty
 She works in a bank. The sun rises in the east.
 określniki: always, usually, often, sometimes, never, every day
 3 os. l.poj. → -s/-es!! (he goes, she watches)
present continuous – teraz, w tym okresie, plany na przyszłość
 I'm reading a book now. We are meeting Tom tomorrow.
 określniki: now, at the moment, currently, this week
czasowniki statyczne (stative verbs) zwykle bez -ing: know, like, want, believe, understand, need
 ✗ I'm knowing → ✓ I know
ćwiczenie 3 z zeszytu ćwiczeń str. 14 na środę` },
  { language: 'pl', subject: 'english', title: 'słówka unit 5', text: `luggage – bagaż
to book – rezerwować
departure – odjazd/odlot
arrival – przyjazd
delay – opóźnienie
boarding pass – karta pokładowa
to miss the train – spóźnić się na pociąg
sightseeing – zwiedzanie
accommodation – zakwaterowanie
return ticket – bilet powrotny
kartkówka we wtorek!!` },
  { language: 'pl', subject: 'literature', title: 'Pan Tadeusz opracowanie', text: `Adam Mickiewicz – opracowanie do matury
wydany 1834 w Paryżu, epopeja narodowa, 12 ksiąg, trzynastozgłoskowiec
pełny tytuł: "Pan Tadeusz, czyli ostatni zajazd na Litwie. Historia szlachecka z roku 1811 i 1812"
akcja: Soplicowo na Litwie, 5 dni w 1811 + epilog w 1812 (wojsko polskie idzie z Napoleonem)
wątki: spór o zamek Sopliców z Horeszkami, miłość Tadeusza i Zosi, historia Jacka Soplicy = ksiądz Robak (zabił Stolnika Horeszkę, odkupienie win)
Inwokacja "Litwo! Ojczyzno moja! ty jesteś jak zdrowie" – tęsknota emigranta, apostrofa
obraz szlachty: Sędzia, Hrabia, Gerwazy, Protazy, Telimena; obyczaje (grzybobranie, polowanie, koncert Jankiela)
romantyzm: mit arkadii, ale też humor i ironia
pani Kowalska mówi że na maturze często jest temat o tradycji albo o przemianie bohatera (Jacek Soplica!)` },
  { language: 'pl', subject: 'literature', title: 'pozytywizm + Lalka', text: `pozytywizm (1864 – ok. 1890)
po upadku powstania styczniowego → rezygnacja z walki zbrojnej
hasła: praca organiczna, praca u podstaw (edukacja chłopów), emancypacja kobiet, asymilacja Żydów, scjentyzm
filozofia: Comte, Mill, Spencer (społeczeństwo jak organizm)
dominuje proza: powieść realistyczna, nowela (Sienkiewicz "Janko Muzykant", Konopnicka "Mendel Gdański"), Orzeszkowa "Nad Niemnem"
"Lalka" Bolesław Prus (1890): Stanisław Wokulski – kupiec, romantyk i pozytywista jednocześnie, miłość do Izabeli Łęckiej (arystokracja), Ignacy Rzecki – "Pamiętnik starego subiekta", narracja mieszana
panorama społeczeństwa Warszawy, krytyka arystokracji` },
  { language: 'tr', subject: 'mathematics', title: 'üslü sayılar özet', text: `a^m · a^n = a^(m+n)
a^m / a^n = a^(m-n)
(a^m)^n = a^(m·n)
a^0 = 1 (a ≠ 0)
a^(-n) = 1/a^n
negatif sayının çift kuvveti pozitif, tek kuvveti negatif: (-2)^4 = 16, (-2)^3 = -8
dikkat: -2^4 = -16 !! parantez önemli
örnek: 2^5 · 2^3 / 2^6 = 2^2 = 4
örnek 2: 3^x = 81 → x = 4
bilimsel gösterim: 0,00045 = 4,5 · 10^(-4)
LGS de çıkıyor mutlaka çalış` },
  { language: 'tr', subject: 'mathematics', title: 'olasılık notları', text: `P(A) = istenen durum sayısı / tüm durumlar
0 ≤ P(A) ≤ 1, kesin olay = 1, imkansız olay = 0
tümleyen: P(A') = 1 - P(A)
bağımsız olaylar: P(A ve B) = P(A) · P(B)
örnek: bir zar atılıyor, çift gelme olasılığı = 3/6 = 1/2
iki zar atılıyor toplamın 7 olma olasılığı: (1,6)(2,5)(3,4)(4,3)(5,2)(6,1) → 6/36 = 1/6
torbada 4 kırmızı 6 mavi top var, çekilen topun kırmızı olma olasılığı 4/10 = 2/5
kombinasyonla da çözülebilir: C(n,r) = n! / (r!(n-r)!)
Ayşe hoca bu konudan 3 soru soracakmış` },
  { language: 'tr', subject: 'biology', title: 'mitoz bölünme', text: `interfaz: DNA eşlenir, hücre büyür, organel sayısı artar (en uzun evre)
profaz: kromatin → kromozom, çekirdek zarı erir, iğ iplikleri oluşur
metafaz: kromozomlar hücrenin ortasında (ekvator düzlemi) dizilir → kromozom sayımı bu evrede yapılır
anafaz: kardeş kromatitler zıt kutuplara çekilir
telofaz: çekirdek zarı yeniden oluşur
sitokinez: hayvan hücresinde boğumlanma, bitki hücresinde ara lamel (hücre plağı)
sonuç: 2n → 2n, iki özdeş hücre, kalıtsal yapı aynı
amaç: büyüme, onarım, tek hücrelilerde eşeysiz üreme
kanser = kontrolsüz mitoz` },
  { language: 'tr', subject: 'biology', title: 'ekosistem kavramlar', text: `üretici: kendi besinini yapan (bitkiler, algler)
tüketici: otçul, etçil, hepçil
ayrıştırıcı: bakteri ve mantarlar, ölü organizmaları parçalar
besin zinciri: ot → çekirge → kurbağa → yılan → kartal
enerji her basamakta azalır (%10 kuralı)
biyolojik birikim: zehirli madde en çok son tüketicide birikir` },
  { language: 'tr', subject: 'history', title: 'Kurtuluş Savaşı özet', text: `Mondros Ateşkesi 30 Ekim 1918 → 7. madde ile işgaller başlar
19 Mayıs 1919 Mustafa Kemal Samsun'a çıkar
Amasya Genelgesi (Haziran 1919): "Milletin istiklalini yine milletin azim ve kararı kurtaracaktır"
Erzurum ve Sivas Kongreleri → Heyet-i Temsiliye, manda ve himaye reddedildi
Misak-ı Milli (1920, son Osmanlı Mebusan Meclisi)
23 Nisan 1920 TBMM açılır
Sevr Antlaşması 1920 (hiç uygulanmadı)
cepheler: Doğu (Ermenilere karşı, Gümrü Ant.), Güney (Fransızlara karşı, Antep Maraş Urfa), Batı (Yunanlılara karşı)
I. ve II. İnönü, Sakarya Meydan Muharebesi 1921 → Mustafa Kemal'e Gazi unvanı ve mareşallik
Büyük Taarruz 26 Ağustos 1922, Başkomutanlık Meydan Muharebesi 30 Ağustos
Mudanya Ateşkesi → Lozan Antlaşması 24 Temmuz 1923
29 Ekim 1923 Cumhuriyet ilanı
tarihleri karıştırıyorum, tekrar et!!` },
  { language: 'tr', subject: 'history', title: 'osmanlı kuruluş dönemi', text: `kuruluş dönemi (1299-1453)
Osman Bey: Kayı boyu, Söğüt ve Domaniç çevresi, Koyunhisar (Bafeus) Savaşı 1302 ilk savaş
Orhan Bey: Bursa alındı, ilk para basıldı, ilk düzenli ordu (yaya ve müsellem), Rumeli'ye geçiş (Çimpe Kalesi)
I. Murat: Edirne başkent, Kosova Savaşı 1389, devşirme sistemi ve Yeniçeri Ocağı
Yıldırım Bayezid: Niğbolu 1396, İstanbul'u kuşattı, Ankara Savaşı 1402 Timur'a yenildi → Fetret Devri
Çelebi Mehmet devleti toparladı
II. Murat, sonra Fatih 1453'te İstanbul'u aldı (yükselme dönemi başlar)` },
  { language: 'tr', subject: 'chemistry', title: 'mol kavramı çözümlü', text: `1 mol = 6,02 · 10^23 tane tanecik (Avogadro sayısı)
n = m / MA (mol = kütle / mol kütlesi)
NK'da 1 mol gaz 22,4 L
örnek 1: 88 g CO2 kaç moldür? MA(CO2) = 12 + 32 = 44 g/mol → n = 88/44 = 2 mol
örnek 2: 0,5 mol H2O kaç gramdır? 0,5 · 18 = 9 g
örnek 3: NK'da 11,2 L O2 gazı → 0,5 mol → 0,5 · 32 = 16 g, 3,01 · 10^23 molekül
atom sayısı soruluyorsa molekül sayısını atom sayısıyla çarp!! (H2O'da 3 atom)
yazılıda hep bu tarz sorular var` },
  { language: 'tr', subject: 'chemistry', title: 'periyodik sistem', text: `yatay satırlar = periyot (7 tane), dikey sütunlar = grup
1A alkali metaller (Li, Na, K), 2A toprak alkali, 7A halojenler (F, Cl, Br, I), 8A soygazlar (kararlı)
Mendeleyev atom ağırlığına göre dizdi, Moseley atom numarasına göre
periyotta soldan sağa: atom yarıçapı azalır, iyonlaşma enerjisi ve elektronegatiflik artar (genel olarak)
grupta yukarıdan aşağı: yarıçap artar, iyonlaşma enerjisi azalır
metal / ametal / yarı metal
örnek: 11Na: 2) 8) 1) → 3. periyot 1A grubu` },
  { language: 'tr', subject: 'geography', title: "Türkiye'de iklim tipleri", text: `Akdeniz iklimi: yazlar sıcak ve kurak, kışlar ılık ve yağışlı, bitki örtüsü maki, Akdeniz ve Ege kıyıları
Karadeniz iklimi: her mevsim yağışlı, en çok yağış Rize'de, bitki örtüsü gür orman
Karasal iklim: yazlar sıcak kurak, kışlar soğuk karlı, bitki örtüsü bozkır (step), İç ve Doğu Anadolu
Marmara'da geçiş iklimi, bitki örtüsü psödomaki
yağış tipleri: orografik (yamaç yağışı, Karadeniz), konveksiyonel (İç Anadolu'da ilkbaharda kırkikindi), cephesel
iklimi etkileyen faktörler: matematik konum (orta kuşak), yükselti, dağların uzanışı, denize yakınlık
haritayı ezberle!!` },
  { language: 'tr', subject: 'geography', title: 'deprem ve levhalar', text: `Türkiye genç oluşumlu bir ülke, Alp-Himalaya kıvrım kuşağında
Kuzey Anadolu Fay Hattı: Marmara'dan Doğu Anadolu'ya, 1999 Gölcük depremi
Doğu Anadolu Fay Hattı: 2023 Kahramanmaraş depremleri
Batı Anadolu: Ege'de horst-graben sistemi
Arap levhası kuzeye itiyor → Anadolu levhası batıya kaçıyor
depremin büyüklüğü eskiden Richter ölçeğiyle, şimdi moment büyüklüğü
deprem çantası hazırla!` },
  { language: 'tr', subject: 'physics', title: "Newton'un hareket yasaları", text: `1. eylemsizlik: net kuvvet sıfırsa cisim durur veya sabit hızla hareket eder (otobüs aniden durunca öne savrulmak)
2. dinamiğin temel prensibi: F = m · a (F newton, m kg, a m/s²)
3. etki-tepki: her etkiye eşit büyüklükte ve zıt yönlü bir tepki vardır (roket, yüzücünün duvarı itmesi)
sürtünme kuvveti: Fs = k · N (k sürtünme katsayısı)
soru: 4 kg kütleli cisme 20 N kuvvet uygulanıyor, sürtünme 4 N. ivme?
Fnet = 20 - 4 = 16 N → a = 16/4 = 4 m/s²
ağırlık G = m · g, g = 10 m/s² alıyoruz
serbest cisim diyagramı çizmeyi unutma!!` },
  { language: 'tr', subject: 'physics', title: 'basınç kısa not', text: `katı basıncı P = F / S (birim pascal)
sıvı basıncı P = h · d · g → derinlik arttıkça artar, kabın şekline bağlı değil
açık hava basıncı deniz seviyesinde 76 cmHg (Torricelli deneyi)
yükseğe çıktıkça açık hava basıncı azalır → su daha düşük sıcaklıkta kaynar` },
  { language: 'tr', subject: 'english', title: 'modal verbs', text: `can: yetenek, izin → I can swim. Can I open the window?
could: geçmişte yetenek, kibar rica → Could you help me?
must: zorunluluk (konuşandan gelen), kesin çıkarım → You must wear a seatbelt. She must be tired.
have to: dış zorunluluk → I have to wear a uniform at school.
mustn't: yasak! don't have to: gerek yok (karıştırma!!)
should: tavsiye → You should see a doctor.
may/might: olasılık → It might rain later.
modal'dan sonra fiil yalın gelir, -s almaz: she can dance (she cans ✗)
quiz friday, workbook page 40` },
  { language: 'tr', subject: 'english', title: 'daily routine kelimeler', text: `wake up – uyanmak
get up – kalkmak
have breakfast – kahvaltı yapmak
brush my teeth – dişlerimi fırçalamak
get dressed – giyinmek
do homework – ödev yapmak
go to bed – yatmak
always %100, usually, often, sometimes, rarely, never %0
I usually get up at 7 o'clock.` },
  { language: 'tr', subject: 'literature', title: 'Tanzimat edebiyatı', text: `Tanzimat edebiyatı (1860-1896)
başlangıç: Şinasi ve Agah Efendi'nin Tercüman-ı Ahval gazetesi 1860
1. dönem (toplum için sanat): Şinasi, Namık Kemal, Ziya Paşa, Ahmet Mithat Efendi
 - vatan, millet, hürriyet, adalet kavramları işlendi
 - dilde sadeleşme savunuldu ama tam uygulanamadı
 - ilk tiyatro: Şair Evlenmesi (Şinasi), ilk roman denemesi: Taaşşuk-ı Talat ve Fitnat (Şemsettin Sami)
 - Namık Kemal: Vatan yahut Silistre (tiyatro), İntibah (ilk edebi roman)
2. dönem (sanat için sanat): Recaizade Mahmut Ekrem, Abdülhak Hamit, Sami Paşazade Sezai
 - bireysel konular, aşk, ölüm
 - Araba Sevdası (ilk realist roman, Recaizade)
Batı etkisi: Fransız edebiyatı, romantizm
AYT'de mutlaka 1-2 soru çıkıyor, eser-yazar eşleştirmesi çalış!!` },
  { language: 'tr', subject: 'literature', title: 'cümlenin ögeleri', text: `yüklem: cümlede işi, oluşu bildiren temel öge, önce yüklemi bul!!
özne: yükleme "kim, ne" sorusu sorularak bulunur
nesne: belirtili (neyi, kimi) – belirtisiz (ne)
dolaylı tümleç: yönelme, bulunma, ayrılma hal ekleri (-e, -de, -den) → nereye, nerede, nereden
zarf tümleci: nasıl, ne zaman, niçin, ne kadar
örnek: "Ali dün kitabı kütüphaneye götürdü."
Ali = özne, dün = zarf tümleci, kitabı = belirtili nesne, kütüphaneye = dolaylı tümleç, götürdü = yüklem
edat tümleci: ile, için gibi edatlarla kurulur
öğretmen haftaya test yapacak` },
  { language: 'pt', subject: 'mathematics', title: 'função do 1º grau', text: `função afim: f(x) = ax + b
a = coeficiente angular (inclinação), b = coeficiente linear (onde corta o eixo y)
a > 0 crescente, a < 0 decrescente
raiz/zero da função: f(x) = 0 → x = -b/a
ex: f(x) = 2x - 6 → raiz x = 3, corta y em -6, crescente
o gráfico é sempre uma reta
achar a função por 2 pontos: A(1,5) e B(3,9) → a = (9-5)/(3-1) = 2 → 5 = 2·1 + b → b = 3 → f(x) = 2x + 3
problema: táxi cobra 5 reais de bandeirada + 2,50 por km → f(x) = 2,5x + 5, corrida de 12 km = 35 reais
cai no ENEM toda vez` },
  { language: 'pt', subject: 'mathematics', title: 'áreas formulário', text: `quadrado: l²
retângulo: b · h
triângulo: (b · h)/2
trapézio: (B + b) · h / 2
losango: (D · d)/2
círculo: π r², comprimento da circunferência 2πr
ex: círculo de raio 3 cm → A = 9π ≈ 28,26 cm²
não esquecer as unidades ao quadrado!!` },
  { language: 'pt', subject: 'biology', title: 'resumo sistema nervoso', text: `SNC (central): encéfalo (cérebro, cerebelo, tronco encefálico) + medula espinhal
SNP (periférico): nervos e gânglios
cérebro → pensamento, memória, movimentos voluntários
cerebelo → equilíbrio e coordenação motora
bulbo → respiração, batimentos cardíacos
neurônio: dendritos (recebem) → corpo celular → axônio (conduz o impulso) → terminações
sinapse: comunicação entre neurônios por neurotransmissores (dopamina, serotonina, acetilcolina)
ato reflexo: resposta rápida e involuntária, passa pela medula sem depender do cérebro (tirar a mão da panela quente, reflexo patelar)
SN autônomo: simpático (luta ou fuga, acelera o coração) x parassimpático (relaxa)
prova de bio dia 12!!` },
  { language: 'pt', subject: 'biology', title: 'vírus e bactérias', text: `vírus: acelulares, só se reproduzem dentro de células (parasitas intracelulares obrigatórios), material genético DNA ou RNA + cápsula de proteína
doenças virais: gripe, dengue, covid-19, sarampo, HIV → prevenção com vacina
bactérias: procariontes, unicelulares, parede celular, reprodução por divisão binária
doenças bacterianas: tuberculose, tétano, cólera, leptospirose
antibiótico só funciona contra bactéria!! não adianta tomar pra gripe
resistência bacteriana → seleção natural das resistentes quando se usa antibiótico errado
bactérias úteis: iogurte, fixação de nitrogênio, decompositoras` },
  { language: 'pt', subject: 'history', title: 'resumo para o teste', text: `Expansão marítima portuguesa
causas: falta de cereais e de ouro, procura de especiarias, espírito de cruzada, posição geográfica, conhecimentos náuticos (caravela, astrolábio, bússola)
1415 conquista de Ceuta (início)
Infante D. Henrique
1434 Gil Eanes dobra o Cabo Bojador
1488 Bartolomeu Dias dobra o Cabo da Boa Esperança
1494 Tratado de Tordesilhas (divisão do mundo entre Portugal e Castela)
1498 Vasco da Gama chega à Índia (Calecute) → caminho marítimo
1500 Pedro Álvares Cabral chega ao Brasil
consequências: comércio das especiarias, Lisboa centro económico, escravatura, contacto entre culturas
a stôra disse que o mapa das viagens sai de certeza` },
  { language: 'pt', subject: 'history', title: 'revolução industrial', text: `começa na Inglaterra, séc. XVIII
por que lá? carvão e ferro, capital acumulado (comércio colonial), cercamentos → camponeses vão pra cidade = mão de obra barata, burguesia forte
máquina a vapor (James Watt), indústria têxtil, ferrovias
consequências: urbanização, jornadas de 14-16h, trabalho infantil, cortiços
movimentos operários: ludismo (quebrar máquinas), cartismo, sindicatos
socialismo (Marx e Engels, Manifesto Comunista 1848)
2ª Rev. Industrial (séc XIX): eletricidade, petróleo, aço` },
  { language: 'pt', subject: 'chemistry', title: 'separação de misturas', text: `heterogêneas:
- filtração: sólido + líquido (café, areia e água)
- decantação: líquidos que não se misturam (água e óleo, funil de decantação) ou sólido que deposita no fundo
- catação: separar com a mão (feijão)
- peneiração: grãos de tamanhos diferentes
- separação magnética: limalha de ferro
- centrifugação (sangue, máquina de lavar)
homogêneas:
- destilação simples: sólido dissolvido em líquido (água e sal) → o líquido evapora e condensa no condensador
- destilação fracionada: líquidos com pontos de ebulição diferentes (petróleo, álcool e água)
- evaporação: salinas
mistura homogênea = 1 fase, heterogênea = 2 ou mais fases
relatório da aula prática pra sexta` },
  { language: 'pt', subject: 'chemistry', title: 'balanceamento exercícios', text: `método das tentativas
1) H2 + O2 → H2O → 2H2 + O2 → 2H2O
2) N2 + H2 → NH3 → N2 + 3H2 → 2NH3
3) CH4 + O2 → CO2 + H2O → CH4 + 2O2 → CO2 + 2H2O
Lavoisier: a massa se conserva
deixar H e O pro final` },
  { language: 'pt', subject: 'geography', title: 'Amazônia', text: `floresta equatorial, clima equatorial quente e úmido (chove o ano todo, ~2500 mm)
maior bacia hidrográfica do mundo (rio Amazonas)
biodiversidade enorme, mas solo pobre (nutrientes vêm da própria decomposição = serrapilheira)
"rios voadores" → umidade levada para o Centro-Sul do Brasil
Amazônia Legal: 9 estados
desmatamento: pecuária (principal causa), soja, extração ilegal de madeira, garimpo, estradas (Transamazônica, BR-163) e hidrelétricas (Belo Monte)
arco do desmatamento: sul do Pará, norte do Mato Grosso, Rondônia
queimadas → emissão de CO2, perda de biodiversidade, conflitos com indígenas
fiscalização: IBAMA, monitoramento por satélite (INPE)` },
  { language: 'pt', subject: 'geography', title: 'fusos horários', text: `a Terra gira 360° em 24h → cada fuso = 15°
meridiano de Greenwich = 0°
leste adiantado, oeste atrasado
o Brasil tem 4 fusos (Brasília = -3h em relação a Greenwich)
ex: são 10h em Brasília, que horas são em Tóquio (+9)? diferença de 12h → 22h
não entendi o exercício 7, perguntar pra professora` },
  { language: 'pt', subject: 'physics', title: 'ondas', text: `onda = perturbação que transporta energia sem transportar matéria
mecânicas (precisam de meio: som, onda na corda) x eletromagnéticas (se propagam no vácuo: luz, rádio, micro-ondas)
transversal x longitudinal (som é longitudinal)
v = λ · f (velocidade = comprimento de onda × frequência)
período T = 1/f
som no ar ~340 m/s
ex: onda de f = 170 Hz no ar → λ = 340/170 = 2 m
qualidades do som: altura (frequência → agudo/grave), intensidade (volume, decibéis), timbre
eco: só se ouve quando o obstáculo está a mais de 17 m
efeito Doppler: ambulância chegando som mais agudo, se afastando mais grave
infrassom < 20 Hz < audível < 20 000 Hz < ultrassom (morcego, ultrassonografia)` },
  { language: 'pt', subject: 'physics', title: 'calorimetria', text: `Q = m · c · ΔT (calor sensível)
Q = m · L (calor latente, mudança de estado)
c da água = 1 cal/g°C
ex: 200 g de água de 20 a 70 °C → Q = 200 · 1 · 50 = 10 000 cal
trocas de calor: soma dos Q = 0` },
  { language: 'pt', subject: 'english', title: 'irregular verbs lista', text: `simple past – irregular verbs (lista da teacher)
be – was/were – been
begin – began – begun
buy – bought – bought
come – came – come
drink – drank – drunk
eat – ate – eaten
go – went – gone
know – knew – known
say – said – said
think – thought – thought
write – wrote – written
negativa e pergunta com did + verbo no infinitivo: I didn't go / Did you see it? (nunca "didn't went"!!)
regulares: + ed (worked, played, studied – y vira ied)
prova oral: contar o que fiz no fim de semana` },
  { language: 'pt', subject: 'english', title: 'false friends', text: `pretend = fingir (pretender é intend)
actually = na verdade (atualmente = nowadays)
push = empurrar (puxar = pull) kkk sempre erro na porta
library = biblioteca (livraria = bookstore)
parents = pais (parentes = relatives)
college = faculdade
exquisite = requintado, não esquisito
fabric = tecido (fábrica = factory)
sensible = sensato (sensível = sensitive)` },
  { language: 'pt', subject: 'literature', title: 'Os Lusíadas', text: `Luís Vaz de Camões (1572)
epopeia, 10 cantos, 1102 estâncias em oitava rima (ABABABCC), versos decassílabos heroicos
herói coletivo: o povo português; narra a viagem de Vasco da Gama à Índia + a história de Portugal
estrutura interna: Proposição, Invocação (às Tágides, ninfas do Tejo), Dedicatória (a D. Sebastião), Narração
planos: da viagem, da história de Portugal, mitológico (Vénus ajuda os portugueses, Baco está contra) e das considerações do poeta (reflexões, críticas)
episódios importantes: Inês de Castro (canto III, lírico-trágico), Velho do Restelo (canto IV, crítica à expansão), Adamastor (canto V), Ilha dos Amores (canto IX)
a narração começa "in medias res" – já no Oceano Índico
exame nacional!!! decorar as reflexões do poeta` },
  { language: 'pt', subject: 'literature', title: 'figuras de linguagem', text: `metáfora: comparação sem "como" → "Meu coração é um balde despejado" (Pessoa/Álvaro de Campos)
comparação: com conectivo → "linda como a lua"
metonímia: troca por relação de proximidade → "li Machado de Assis" (= a obra dele)
hipérbole: exagero → "já te falei mil vezes"
eufemismo: suavizar → "ele partiu desta pra melhor"
ironia, antítese (ideias opostas), paradoxo ("é ferida que dói, e não se sente" – Camões)
prosopopeia/personificação: "o vento chorava"
onomatopeia, aliteração, assonância
pleonasmo vicioso: "subir pra cima"
professora Cláudia disse que no ENEM cai mais interpretação do que decoreba` },
];
