// Students' own study notes (de, fr, en, es, it, pl, tr, pt) for the subject-fit evaluation, written before the check ran.
import type { SubjectNote } from './subject-note';

export const TUNING_NOTES: SubjectNote[] = [
  {
    language: 'de',
    subject: 'mathematics',
    title: 'Lernzettel Ableitungsregeln',
    text: `Ableitungsregeln – Klausur am Do!!

Potenzregel: f(x) = x^n → f'(x) = n*x^(n-1)
z.B. f(x) = x^5 → f'(x) = 5x^4
Faktorregel: Faktor bleibt einfach stehen, 3x^2 → 6x
Summenregel: jeden Summanden einzeln ableiten

Produktregel: f = u*v → f' = u'*v + u*v'
Bsp: f(x) = x^2 * sin(x) → f'(x) = 2x*sin(x) + x^2*cos(x)

Kettenregel (!!! hab ich erst beim 3. mal verstanden): f(x) = u(v(x)) → f'(x) = u'(v(x)) * v'(x)
"äußere Ableitung mal innere Ableitung"
Bsp: f(x) = (3x+1)^4 → f'(x) = 4(3x+1)^3 * 3 = 12(3x+1)^3
Bsp 2: f(x) = e^(2x) → f'(x) = 2e^(2x)

wichtig: e^x abgeleitet bleibt e^x, ln(x) → 1/x, sin → cos, cos → -sin (Minus nicht vergessen, Fr. Kaiser zieht da immer Punkte ab)

Anwendung: f'(x) = 0 setzen → Extremstellen, dann f''(x) prüfen: f'' < 0 → Hochpunkt, f'' > 0 → Tiefpunkt
Wendepunkt: f''(x) = 0 und f'''(x) ≠ 0

Aufgaben im Buch S. 87 Nr. 4, 6, 9 nochmal rechnen`,
  },
  {
    language: 'de',
    subject: 'mathematics',
    title: 'HÜ Pythagoras',
    text: `HÜ zu Mo, S. 134 Nr 3b

Leiter 5 m lang, steht 1,4 m von der Wand weg. Wie hoch reicht sie?
a² + b² = c² → Leiter ist c (Hypotenuse!!)
h² = 5² - 1,4² = 25 - 1,96 = 23,04
h = 4,8 m

Probe: 4,8² + 1,4² = 23,04 + 1,96 = 25 passt`,
  },
  {
    language: 'de',
    subject: 'biology',
    title: 'Aktionspotential Zsf',
    text: `Zusammenfassung Neurobiologie – Aktionspotential (AP)

Ruhepotential: ca. -70 mV, innen negativ ggü. außen
→ kommt durch ungleiche Ionenverteilung: innen viel K+ und org. Anionen (A-), außen viel Na+ und Cl-
→ Membran in Ruhe v.a. für K+ durchlässig, K+ strömt raus → innen wird negativ
→ Na+/K+-Pumpe hält das aufrecht (3 Na+ raus, 2 K+ rein, verbraucht ATP)

Ablauf AP:
1. Reiz → Depolarisation bis Schwellenwert (ca. -50 mV)
2. spannungsgesteuerte Na+-Kanäle öffnen → Na+ strömt rein → bis +30 mV (Overshoot)
3. Na+-Kanäle inaktiviert, K+-Kanäle öffnen → Repolarisation
4. Hyperpolarisation (kurz unter -70 mV), weil K+-Kanäle langsam schließen
5. Refraktärzeit → kein neues AP möglich → deshalb läuft das AP nur in eine Richtung!

Alles-oder-Nichts-Prinzip: entweder volles AP oder gar keins. Reizstärke wird über die Frequenz codiert, nicht über die Höhe.

Saltatorische Erregungsleitung: bei myelinisierten Axonen springt das AP von Schnürring zu Schnürring → viel schneller (bis 120 m/s) und spart Energie

Synapse kommt nächste Woche dran, Hr. Lindner meinte das wird der Schwerpunkt in der Klausur`,
  },
  {
    language: 'de',
    subject: 'biology',
    title: 'Karteikarten Ökologie',
    text: `Biotop – Lebensraum mit abiotischen Faktoren (Licht, Temperatur, Wasser...)
Biozönose – Lebensgemeinschaft aller Lebewesen in einem Biotop
Ökosystem – Biotop + Biozönose
ökologische Nische – Gesamtheit der Ansprüche einer Art an ihre Umwelt (kein Ort!!)
Konkurrenzausschlussprinzip – zwei Arten mit gleicher Nische können nicht dauerhaft zusammen existieren
Lotka-Volterra 1 – Räuber- und Beutepopulation schwanken periodisch, Räuber phasenverschoben hinterher
Lotka-Volterra 2 – Mittelwerte bleiben langfristig konstant
Lotka-Volterra 3 – wird beides gleich stark dezimiert, erholt sich die Beute schneller
Produzenten – Pflanzen, bauen durch Fotosynthese org. Stoffe auf
Destruenten – Bakterien, Pilze, zersetzen tote Biomasse zu Mineralstoffen`,
  },
  {
    language: 'de',
    subject: 'history',
    title: 'Weimar Krisenjahr 1923',
    text: `1923 = Krisenjahr der Weimarer Republik

1) Ruhrbesetzung: Jan 1923 besetzen frz. und belg. Truppen das Ruhrgebiet weil D mit Reparationen (Kohle, Holz) im Rückstand war
→ Regierung Cuno ruft zum passiven Widerstand auf → Streiks, Reg. zahlt die Löhne weiter → druckt Geld

2) Hyperinflation: Geld wird wertlos, Nov 1923 kostet 1 Brot über 200 Mrd Mark!! Ersparnisse vom Mittelstand weg → viele verlieren Vertrauen in die Republik
→ Währungsreform Nov 1923: Rentenmark (Stresemann als Kanzler, dann Außenminister)

3) Hitlerputsch 8./9. Nov 1923 in München: Marsch auf die Feldherrnhalle, scheitert, Hitler in Landsberg in Haft → schreibt "Mein Kampf"

4) Separatismus im Rheinland, kommunist. Aufstand in Hamburg, Reichsexekution gegen Sachsen/Thüringen

Warum hat die Republik überlebt? → Stresemann beendet passiven Widerstand, neue Währung, Dawes-Plan 1924 (Reparationen neu geregelt, US-Kredite) → "Goldene Zwanziger"
aber: Abhängigkeit von US-Krediten → 1929 Weltwirtschaftskrise!

Quelle M4 im Buch (Karikatur mit dem Geldschein) sollen wir für Mi analysieren`,
  },
  {
    language: 'de',
    subject: 'history',
    title: 'Frz Rev Karteikarten',
    text: `F: Wann Sturm auf die Bastille? A: 14. Juli 1789
F: Was waren die drei Stände? A: 1. Klerus, 2. Adel, 3. Bürger + Bauern (ca. 98% der Bev., zahlen fast alle Steuern)
F: Ballhausschwur? A: 20. Juni 1789, Abgeordnete des 3. Standes schwören, erst auseinanderzugehen wenn Frankreich eine Verfassung hat
F: Erklärung der Menschen- und Bürgerrechte? A: Aug 1789, Freiheit, Gleichheit, Eigentum, Volkssouveränität
F: Wer war Robespierre? A: Jakobiner, Schreckensherrschaft 1793/94, selbst hingerichtet 1794
F: Ende der Revolution? A: 1799 Staatsstreich Napoleon`,
  },
  {
    language: 'de',
    subject: 'chemistry',
    title: 'Säuren und Basen Zsf',
    text: `Säuren und Basen nach Brønsted

Säure = Protonendonator (gibt H+ ab)
Base = Protonenakzeptor (nimmt H+ auf)
→ Säure-Base-Reaktion = Protolyse = Protonenübergang

Bsp: HCl + H2O → H3O+ + Cl-
HCl ist Säure, H2O Base. Cl- ist die korrespondierende Base zu HCl
NH3 + H2O ⇌ NH4+ + OH-  → hier ist Wasser die Säure!! → Wasser = Ampholyt

pH-Wert: pH = -lg c(H3O+)
pH < 7 sauer, = 7 neutral, > 7 basisch/alkalisch
pH + pOH = 14 (bei 25°C)

starke Säure: protolysiert vollständig → pH = -lg c0
z.B. c(HCl) = 0,01 mol/L → pH = 2

schwache Säure (Essigsäure): nur teilweise, pKs-Wert nötig
pH = 1/2 (pKs - lg c0)
Essigsäure pKs = 4,75 → bei c0 = 0,1 mol/L pH ≈ 2,9

Neutralisation: Säure + Lauge → Salz + Wasser, H3O+ + OH- → 2 H2O
Titration: Äquivalenzpunkt, Indikator z.B. Phenolphthalein (farblos → pink)

Puffer kommt nach den Ferien`,
  },
  {
    language: 'de',
    subject: 'chemistry',
    title: 'Alkane kurz',
    text: `Alkane: CnH2n+2, nur Einfachbindungen, gesättigt
Methan, Ethan, Propan, Butan, Pentan, Hexan... (Merkspruch: Mein Elefant Putzt Bei Pauls Hühnern)
Siedetemperatur steigt mit Kettenlänge → Van-der-Waals-Kräfte werden stärker
unpolar → nicht wasserlöslich, aber gut in Benzin
ab Butan gibts Isomere (n-Butan, Isobutan)`,
  },
  {
    language: 'de',
    subject: 'geography',
    title: 'Plattentektonik Stunde 12.3.',
    text: `Schalenbau der Erde: Kruste → Mantel → äußerer Kern (flüssig) → innerer Kern (fest)
Lithosphäre = Kruste + oberster Mantel, schwimmt auf der Asthenosphäre (zähplastisch)
Antrieb: Konvektionsströme im Mantel + "slab pull"

Plattengrenzen:
- divergent (konstruktiv): Platten gehen auseinander → Mittelozeanischer Rücken, z.B. Island (Mittelatlantischer Rücken) → Seafloor-Spreading, Vulkanismus
- konvergent (destruktiv): ozeanisch unter kontinental → Subduktion → Tiefseegraben + Vulkane, z.B. Anden, Japan
  kontinental + kontinental → Faltengebirge, Himalaya (Indien gegen Eurasien)
- konservativ / Transformstörung: Platten gleiten aneinander vorbei → Erdbeben, San-Andreas-Verwerfung

Wegener 1915 Kontinentaldrift → Belege: Küstenlinien passen zusammen (Südamerika/Afrika), gleiche Fossilien (Mesosaurus), Gesteine
wurde erst in den 60ern anerkannt

Pazifischer Feuerring → da sind die meisten Vulkane + Erdbeben

Atlas S. 210/211 anschauen!`,
  },
  {
    language: 'de',
    subject: 'geography',
    title: 'Strukturwandel Ruhrgebiet',
    text: `Ruhrgebiet – vom Montanrevier zur Dienstleistungsregion

früher: Kohle + Stahl (Montanindustrie), seit Industrialisierung im 19. Jh. riesiger Zuzug (auch Arbeiter aus Polen, später Gastarbeiter aus Türkei/Italien)
Kohlekrise ab 1958: Importkohle + Erdöl billiger → Zechen machen zu; Stahlkrise 70er
Folgen: hohe Arbeitslosigkeit, Abwanderung, Industriebrachen, Umweltschäden
2018 letzte Zeche (Prosper-Haniel in Bottrop) geschlossen

Maßnahmen: Unis gegründet (Bochum 1965), Technologieparks, Logistik (Duisburger Hafen), Tourismus/Kultur → Zeche Zollverein Essen = UNESCO Welterbe, IBA Emscher Park, Renaturierung der Emscher
Tertiärisierung: heute arbeiten die meisten im Dienstleistungssektor

Problem: Nord-Süd-Gefälle, Gelsenkirchen immer noch hohe Arbeitslosenquote

→ kommt im Test als Fallbeispiel, Grafik Beschäftigte nach Sektoren lernen`,
  },
  {
    language: 'de',
    subject: 'physics',
    title: 'Kondensator / el. Feld',
    text: `Elektrisches Feld – Plattenkondensator

Feldstärke E = F/q  [N/C] bzw. im Plattenkondensator E = U/d [V/m]
Feld im Innern homogen (Feldlinien parallel, gleicher Abstand), von + nach -

Kapazität C = Q/U  [F = Farad]
für Plattenkondensator: C = ε0 * εr * A/d
ε0 = 8,85 * 10^-12 As/Vm
→ größere Fläche = mehr Kapazität, größerer Abstand = weniger
Dielektrikum (εr > 1) reinschieben erhöht C

Energie: W = 1/2 * C * U²

Aufgabe aus der Stunde: A = 0,02 m², d = 2 mm, U = 200 V, Luft (εr ≈ 1)
C = 8,85e-12 * 0,02 / 0,002 = 8,85 * 10^-11 F = 88,5 pF
Q = C*U = 1,77 * 10^-8 C
E = 200 V / 0,002 m = 100 000 V/m

Auf- und Entladen: exponentiell, Q(t) = Q0 * e^(-t/RC), τ = R*C
hab ich noch nicht ganz verstanden warum e-Funktion, nochmal Video anschauen`,
  },
  {
    language: 'de',
    subject: 'physics',
    title: 'HA gleichförmige Bewegung',
    text: `Ein Zug fährt mit 72 km/h. Wie weit kommt er in 15 min?
72 km/h : 3,6 = 20 m/s
t = 15 min = 900 s
s = v * t = 20 m/s * 900 s = 18 000 m = 18 km
Im s-t-Diagramm: Gerade durch Ursprung, Steigung = Geschwindigkeit`,
  },
  {
    language: 'de',
    subject: 'english',
    title: 'if-clauses Übersicht',
    text: `if-clauses (Bedingungssätze)

Typ 1 – real/möglich
if + simple present, will + Infinitiv
If it rains tomorrow, we will stay at home.

Typ 2 – unwahrscheinlich / nur vorgestellt
if + simple past, would + Infinitiv
If I had more money, I would buy a new bike.
!! If I were you... (were auch bei I/he/she, klingt besser)

Typ 3 – Vergangenheit, kann man nicht mehr ändern
if + past perfect, would have + past participle
If she had studied, she would have passed the test.

NIE would im if-Satz!!! (typischer Fehler, Mr Becker streicht das immer rot an)
Komma nur wenn der if-Satz vorne steht

Übung WB S. 23 Nr 2 + 4`,
  },
  {
    language: 'de',
    subject: 'english',
    title: 'Vocab Unit 4 Australia',
    text: `the outback – das Hinterland, die Wildnis in Australien
Aboriginal Australians / Indigenous Australians – Ureinwohner
the Stolen Generations – Kinder, die ihren Familien weggenommen wurden
to apologise (BE) – sich entschuldigen
drought – Dürre
bushfire – Buschfeuer
to settle – sich niederlassen, besiedeln
convict – Sträfling
remote – abgelegen
sacred – heilig (Uluru is a sacred site)
to be in danger of – in Gefahr sein
reef – Riff
fair dinkum (slang) – echt, ehrlich`,
  },
  {
    language: 'de',
    subject: 'literature',
    title: 'Gedichtanalyse Vorlage',
    text: `Gedichtanalyse Aufbau (Vorlage von Fr. Neumann)

Einleitung: Titel, Autor, Erscheinungsjahr, Epoche, Thema + erste Deutungshypothese
"Das Gedicht 'Der Gott der Stadt' von Georg Heym aus dem Jahr 1910 gehört zum Expressionismus und thematisiert..."

Hauptteil:
1. formale Analyse: Strophen, Verse, Reimschema (Kreuzreim abab, Paarreim aabb, umarmender Reim abba), Metrum (Jambus xX, Trochäus Xx, Daktylus Xxx), Kadenz (männlich/weiblich)
2. inhaltlich + sprachlich, am besten strophenweise: was passiert + welche Stilmittel + WIRKUNG!!
Stilmittel: Metapher, Personifikation, Vergleich (wie/als), Anapher, Alliteration, Enjambement, Synästhesie, Chiffre (typisch Expressionismus)
IMMER mit Zitat und Versangabe (V. 3)
3. Bezug zur Epoche: Expressionismus 1910-1925 → Großstadt, Ich-Zerfall, Weltende, Kriegsvorahnung

Schluss: Deutungshypothese bestätigen/abändern, evtl. eigene Meinung, Bezug heute

Tipp: nicht nur Stilmittel aufzählen!! immer Funktion erklären sonst gibts nur 2 Punkte
Präsens benutzen, keine Nacherzählung`,
  },
  {
    language: 'de',
    subject: 'literature',
    title: 'Der Sandmann Figuren',
    text: `E.T.A. Hoffmann, Der Sandmann (1816) – Schwarze Romantik

Nathanael: Student, sensibel, von Kindheitstrauma (Sandmann = Coppelius, Tod des Vaters) verfolgt, sieht überall das Unheimliche → wird wahnsinnig, Selbstmord am Ende
Clara: Verlobte, vernünftig, "kaltes prosaisches Gemüt" sagt N., steht für Aufklärung/Realität
Lothar: Claras Bruder
Coppelius / Coppola: Advokat / Wetterglashändler → sind sie dieselbe Person?? offen gelassen
Olimpia: Automate von Spalanzani, N. verliebt sich in sie wegen dem Perspektiv

Motiv Augen!! (Sandmann wirft Sand in die Augen, Perspektiv, Olimpias Augen)
Erzählsituation: Briefe am Anfang, dann Erzähler → Leser weiß nie ob Wahnsinn oder übernatürlich`,
  },
  {
    language: 'fr',
    subject: 'mathematics',
    title: 'suites fiche revision',
    text: `SUITES – fiche pour le DS de mardi

suite arithmetique : u(n+1) = u(n) + r   (r = raison)
terme general : u(n) = u(0) + n*r
somme des termes : S = nb de termes x (1er terme + dernier terme) / 2
ex : 1 + 2 + ... + 100 = 100 x 101 / 2 = 5050

suite geometrique : u(n+1) = q x u(n)
terme general : u(n) = u(0) x q^n
somme : S = 1er terme x (1 - q^(nb de termes)) / (1 - q)   (q different de 1)

sens de variation :
- arithm : r > 0 croissante, r < 0 decroissante
- geom (u0 > 0) : q > 1 croissante, 0 < q < 1 decroissante

pour montrer qu'une suite est geometrique → calculer u(n+1)/u(n) et trouver une constante
pour arithmetique → u(n+1) - u(n) = constante

limite : si -1 < q < 1 alors q^n → 0 !! (tombe tjrs dans les exos de placement a interet)

exo type : un capital de 2000 € placé à 3% par an → C(n) = 2000 x 1,03^n
au bout de 10 ans : 2000 x 1,03^10 ≈ 2687,83 €

raisonnement par recurrence → revoir, j'ai pas compris l'hérédité, demander à M. Roux`,
  },
  {
    language: 'fr',
    subject: 'mathematics',
    title: 'exo 47 p 312 proba',
    text: `arbre pondéré : 60% des eleves prennent le bus (B), parmi eux 10% sont en retard (R). Parmi ceux qui ne prennent pas le bus, 5% en retard.
P(B ∩ R) = 0,6 x 0,1 = 0,06
P(R) = 0,06 + 0,4 x 0,05 = 0,08 (formule des proba totales)
P_R(B) = 0,06 / 0,08 = 0,75`,
  },
  {
    language: 'fr',
    subject: 'biology',
    title: 'SVT meiose et brassage',
    text: `La méiose = 2 divisions successives, cellule diploide (2n) → 4 cellules haploides (n) = gametes

meiose I (réductionnelle) : les chromosomes homologues se séparent
- prophase I : appariement des homologues, crossing-over (échange de morceaux entre chromatides) → brassage INTRAchromosomique
- anaphase I : chaque homologue part d'un côté au hasard → brassage INTERchromosomique
meiose II (équationnelle) : séparation des chromatides soeurs, comme une mitose

nb de combinaisons possibles chez l'humain (sans crossing over) = 2^23 ≈ 8 millions !!
+ fécondation au hasard → diversité génétique énorme, chaque individu unique (sauf vrais jumeaux)

anomalies : non-disjonction → ex trisomie 21 (3 chromosomes 21)

test-cross = croisement avec un individu double récessif → si 4 phénotypes en proportions égales (25% chacun) → gènes indépendants, sinon gènes liés (phénotypes recombinés minoritaires)

schémas à savoir refaire pour le bac !! (cf doc 3 p 58)`,
  },
  {
    language: 'fr',
    subject: 'biology',
    title: 'fiches immunité',
    text: `immunité innée → immédiate, non spécifique, réaction inflammatoire (rougeur, chaleur, gonflement, douleur), phagocytose par macrophages
immunité adaptative → plus lente (qq jours), spécifique d'un antigène
lymphocytes B → deviennent plasmocytes → produisent anticorps
lymphocytes T CD8 → deviennent LT cytotoxiques → détruisent les cellules infectées
LT CD4 → coordonnent (et c'est eux que le VIH attaque)
anticorps → forme en Y, complexe immun avec l'antigène
vaccin → mémoire immunitaire, réponse secondaire plus rapide et plus forte`,
  },
  {
    language: 'fr',
    subject: 'history',
    title: 'guerre froide cours',
    text: `La guerre froide (1947-1991)

def : affrontement indirect entre 2 superpuissances, USA (bloc de l'Ouest, capitalisme, démocratie libérale) vs URSS (bloc de l'Est, communisme), sans guerre directe à cause de la dissuasion nucléaire

1947 : doctrine Truman (endiguement / containment) + plan Marshall → aide éco à l'Europe / réponse soviétique : doctrine Jdanov, Kominform
1948-49 : blocus de Berlin → pont aérien
1949 : OTAN / 1955 pacte de Varsovie
1950-53 : guerre de Corée (guerre chaude en Asie)
1961 : construction du mur de Berlin
1962 : crise de Cuba = moment le plus dangereux, missiles soviétiques à Cuba → Kennedy / Khrouchtchev → retrait → téléphone rouge, début de la détente
guerre du Vietnam (jusqu'en 1975), Afghanistan 1979 pour l'URSS

fin : Gorbatchev (perestroïka, glasnost), 9 nov 1989 chute du mur, 1991 fin de l'URSS

à savoir : carte de l'Europe coupée en 2 par le "rideau de fer" (discours de Churchill 1946)
Mme Benali a dit que la crise de Cuba tombe souvent en étude de doc`,
  },
  {
    language: 'fr',
    subject: 'history',
    title: 'dates 1958',
    text: `1958 crise en Algérie, 13 mai putsch d'Alger → retour de De Gaulle
28 sept 1958 référendum → Constitution de la Ve République (pouvoir exécutif renforcé, art 16, art 49.3)
1962 élection du président au suffrage universel direct + accords d'Evian
1969 De Gaulle démissionne après échec du référendum`,
  },
  {
    language: 'fr',
    subject: 'chemistry',
    title: 'oxydoréduction',
    text: `oxydant = espèce capable de CAPTER des électrons
réducteur = espèce capable de CEDER des électrons
moyen mnémo : "l'oxydant gagne, le réducteur perd" (ou RED = Réducteur Est Donneur)

couple ox/red, demi-équation : Ox + n e- = Red
ex : Cu2+ + 2e- = Cu    /    Zn2+ + 2e- = Zn

réaction : le réducteur d'un couple réagit avec l'oxydant d'un autre
Cu2+ + Zn → Cu + Zn2+  (la lame de zinc se recouvre de cuivre, la solution bleue se décolore)

équilibrer une demi-eq en milieu acide : 1) les éléments autres que O et H 2) O avec H2O 3) H avec H+ 4) charges avec e-
ex : MnO4- + 8H+ + 5e- = Mn2+ + 4H2O

pile Daniell : le zinc = anode (oxydation), le cuivre = cathode, pont salin pour fermer le circuit
"oxydation à l'anode, réduction à la cathode" → les deux commencent par une voyelle / consonne

TP jeudi : dosage par titrage du permanganate → équivalence quand la couleur violette persiste`,
  },
  {
    language: 'fr',
    subject: 'chemistry',
    title: 'correction exo tableau avancement',
    text: `Exercice 12 p 89 (corrigé en classe)

On fait réagir 2,4 g de magnésium avec 0,50 mol d'acide chlorhydrique :
Mg + 2 H+ → Mg2+ + H2

n(Mg) = m / M = 2,4 / 24,3 ≈ 0,10 mol
n(H+) = 0,50 mol

tableau d'avancement :
EI : 0,10 | 0,50 | 0 | 0
en cours : 0,10 - x | 0,50 - 2x | x | x
EF : 0,10 - xmax | 0,50 - 2xmax | xmax | xmax

hypothèse 1 : Mg limitant → 0,10 - x = 0 → x = 0,10
hypothèse 2 : H+ limitant → 0,50 - 2x = 0 → x = 0,25
on prend le plus petit → xmax = 0,10 mol, Mg = réactif limitant
il reste 0,50 - 0,20 = 0,30 mol de H+ (en excès)
n(H2) formé = 0,10 mol → V = n x Vm = 0,10 x 24 = 2,4 L

j'avais oublié le coeff 2 devant H+ dans le tableau → -2 pts...`,
  },
  {
    language: 'fr',
    subject: 'geography',
    title: 'métropolisation fiche',
    text: `Métropolisation = concentration des hommes, des activités et des fonctions de commandement (sièges sociaux, bourses, universités, médias) dans les grandes villes

métropole mondiale / ville globale : New York, Londres, Tokyo (+ Paris, Shanghai...)
→ reliées entre elles par des flux (financiers, aériens, informations) = "archipel métropolitain mondial" (AMM)

conséquences :
- étalement urbain, périurbanisation (lotissements, voiture)
- gentrification des quartiers centraux (ex : le Marais, Brooklyn)
- inégalités socio-spatiales, quartiers fragiles / bidonvilles dans les pays du Sud (favelas à Rio)
- congestion, pollution

en France : Paris concentre ~ 30% du PIB → macrocéphalie
autres métropoles régionales : Lyon, Marseille, Toulouse, Lille... (loi MAPTAM 2014 crée les métropoles)

croquis à apprendre : "les dynamiques de la métropole parisienne" (légende en 3 parties !!)`,
  },
  {
    language: 'fr',
    subject: 'geography',
    title: 'risques contrôle',
    text: `risque = aléa x vulnérabilité
aléa : phénomène naturel ou technologique (séisme, inondation, cyclone, AZF Toulouse 2001)
vulnérabilité : ce qui peut être touché (popu, bâtiments...), plus forte dans les PMA
ex Haïti 2010 vs Japon 2011 → même aléa fort mais bilan très différent
prévention : PPR, normes parasismiques, alerte`,
  },
  {
    language: 'fr',
    subject: 'physics',
    title: 'lois de Newton resume',
    text: `Les 3 lois de Newton (mécanique)

1ère loi = principe d'inertie : dans un référentiel galiléen, si la somme des forces est nulle (ou si les forces se compensent), le centre d'inertie est immobile ou en mouvement rectiligne uniforme
2ème loi : ΣF = m x a   (F en N, m en kg, a en m/s²)
3ème loi = action/réaction : si A exerce une force sur B, B exerce sur A une force opposée de même valeur

chute libre (seul le poids agit) :
P = m x g donc a = g = 9,81 m/s² vers le bas
on intègre : v(t) = g x t + v0
z(t) = 1/2 g t² + v0 t + z0
→ tout tombe à la même vitesse sans air, même une plume et un marteau (vidéo sur la Lune avec Apollo 15)

mouvement parabolique (lancer avec un angle α) :
ax = 0 ; az = -g
x(t) = v0 cos(α) t
z(t) = -1/2 g t² + v0 sin(α) t
équation de la trajectoire : on isole t dans x(t) et on remplace → parabole

attention aux projections, j'inverse toujours cos et sin...`,
  },
  {
    language: 'fr',
    subject: 'physics',
    title: 'lentilles',
    text: `lentille convergente : foyer image F', distance focale f' = OF' (en m)
vergence C = 1/f'  (en dioptries δ)
relation de conjugaison : 1/OA' - 1/OA = 1/f'
grandissement γ = A'B'/AB = OA'/OA
objet au-delà de F → image réelle renversée
construction : rayon passant par O pas dévié, rayon parallèle ressort par F'
l'oeil = lentille convergente (cristallin) + rétine = écran`,
  },
  {
    language: 'fr',
    subject: 'english',
    title: 'present perfect vs preterit',
    text: `PRESENT PERFECT (have + participe passé)
→ lien avec le présent, bilan, action pas datée
I have lost my keys (= je les ai toujours pas)
Have you ever been to London ?
avec : ever, never, already, yet, just, since, for
since + point de départ : since 2019, since Monday
for + durée : for three years
I have lived here for 5 years = j'habite ici depuis 5 ans (PAS présent simple comme en français !!!)

PRETERIT (verbe + ed ou irrégulier)
→ action finie, coupée du présent, datée
I lost my keys yesterday.
avec : yesterday, last week, ago, in 2010, when

piège : "depuis" en français → present perfect en anglais
"il y a 3 ans" → three years ago → prétérit

verbes irréguliers à revoir : go/went/gone, see/saw/seen, take/took/taken, write/wrote/written, buy/bought/bought
interro lundi sur la liste p 180 !`,
  },
  {
    language: 'fr',
    subject: 'english',
    title: 'vocab environment',
    text: `global warming : réchauffement climatique
greenhouse gases : gaz à effet de serre
to reduce : réduire
carbon footprint : empreinte carbone
renewable energy : énergie renouvelable
wind turbine : éolienne
to recycle / waste : recycler / déchets
to raise awareness : sensibiliser
a climate striker : un manifestant pour le climat (Greta Thunberg, Fridays for Future)
endangered species : espèces menacées
drought / flood : sécheresse / inondation`,
  },
  {
    language: 'fr',
    subject: 'literature',
    title: 'méthode commentaire',
    text: `Méthode du commentaire (bac de français)

INTRO :
1) amorce (contexte : mouvement littéraire, époque, auteur)
2) présentation du texte (titre, date, genre, situation du passage)
3) problématique (une question, ex : "En quoi cette scène d'exposition est-elle originale ?")
4) annonce du plan (2 ou 3 axes)

DEVELOPPEMENT :
chaque axe = une idée + 2 ou 3 sous-parties
dans chaque sous-partie : idée → citation entre guillemets (l. 12) → procédé (figure de style, champ lexical, temps verbaux, ponctuation...) → interprétation / effet sur le lecteur
NE PAS paraphraser !!! Mme Lefèvre écrit "paraphrase" dans la marge à chaque fois

figures à connaître : métaphore, comparaison, hyperbole, anaphore, antithèse, oxymore, chiasme, gradation, litote, euphémisme, personnification, allitération / assonance

CONCLUSION : bilan qui répond à la problématique + ouverture (autre oeuvre du même auteur/mouvement, ou un tableau, un film)

transitions entre les axes !!
temps conseillé à l'écrit : 4h → 1h brouillon au moins`,
  },
  {
    language: 'fr',
    subject: 'literature',
    title: 'théâtre classique Le Cid',
    text: `Corneille, Le Cid (1637) → tragi-comédie, a provoqué la "Querelle du Cid"
règle des 3 unités (classicisme) : unité de temps (24h), de lieu, d'action
+ bienséance (pas de mort ni de violence sur scène) + vraisemblance
dilemme cornélien : Rodrigue doit choisir entre l'amour (Chimène) et l'honneur (venger son père Don Diègue, giflé par le père de Chimène)
"Va, je ne te hais point" (III, 4) → litote
stances de Rodrigue (I, 6) → à connaître pour l'oral`,
  },
  {
    language: 'en',
    subject: 'mathematics',
    title: 'simultaneous eq homework',
    text: `Homework sheet 6 Q3 – solve simultaneously
3x + 2y = 16
x - 2y = 0

add them (y's cancel bc +2y and -2y):
4x = 16 → x = 4
sub into 2nd: 4 - 2y = 0 → y = 2
check in 1st: 12 + 4 = 16 ✓

Q5 one is quadratic:
y = x^2 - 3
y = 2x
→ x^2 - 3 = 2x → x^2 - 2x - 3 = 0 → (x-3)(x+1) = 0
x = 3, y = 6  or  x = -1, y = -2
= where the line crosses the curve (2 points)`,
  },
  {
    language: 'en',
    subject: 'mathematics',
    title: 'circle theorems flashcards',
    text: `Q: angle at the centre vs angle at circumference? A: angle at centre is TWICE the angle at the circumference (same arc)
Q: angle in a semicircle? A: always 90°
Q: angles in the same segment? A: are equal
Q: cyclic quadrilateral? A: opposite angles add up to 180°
Q: tangent and radius? A: meet at 90°
Q: two tangents from the same point? A: are equal in length
Q: alternate segment theorem? A: angle between tangent and chord = angle in the alternate segment (the hardest one, Mr Patel says always give the reason in full words or you lose the mark)
Q: perpendicular from centre to a chord? A: bisects the chord`,
  },
  {
    language: 'en',
    subject: 'biology',
    title: 'Enzymes revision',
    text: `ENZYMES – revision for mock

= biological catalysts, speed up reactions without being used up, made of protein
each enzyme has an active site with a specific shape → only fits one substrate
lock and key model (old) vs induced fit model (active site changes shape slightly to fit substrate better – this is the one they want for A*)

enzyme-substrate complex forms → products released

factors:
- temperature: rate goes up as molecules have more kinetic energy → more collisions, up to optimum (~37°C for human enzymes). Above that the bonds holding the shape break → active site changes shape → DENATURED (not "killed"!! lost a mark for that last time)
- pH: each enzyme has optimum pH, pepsin in stomach ~pH 2, most others around 7
- substrate concentration: rate increases until all active sites are occupied (saturated)

digestive enzymes:
amylase: starch → sugars (maltose), in saliva + pancreas
protease: proteins → amino acids
lipase: lipids → fatty acids + glycerol
bile isn't an enzyme! emulsifies fat + neutralises stomach acid

required practical: amylase + starch at different pH, iodine turns blue-black when starch is still there, time until it stays orange`,
  },
  {
    language: 'en',
    subject: 'biology',
    title: 'transport in cells',
    text: `diffusion: net movement of particles from high to low concentration, passive, no energy (e.g. O2 into blood in alveoli)
osmosis: diffusion of WATER across a partially permeable membrane from dilute to more concentrated solution
active transport: low → high concentration, against the gradient, needs energy from respiration (root hair cells taking up mineral ions)
potato cylinder practical → % change in mass, plot vs sugar concentration`,
  },
  {
    language: 'en',
    subject: 'history',
    title: 'WW1 causes MAIN',
    text: `Causes of WW1 – MAIN

M – Militarism: arms race, esp. naval race between Britain and Germany (Dreadnought 1906). Germany's Schlieffen Plan = attack France through Belgium first, then Russia
A – Alliances: Triple Entente (Britain, France, Russia) vs Triple Alliance (Germany, Austria-Hungary, Italy) → a local conflict could drag everyone in
I – Imperialism: competition for colonies, Kaiser Wilhelm wanted "a place in the sun", Moroccan crises 1905 and 1911
N – Nationalism: Serbian nationalism in the Balkans, Pan-Slavism, Bosnia annexed by A-H 1908

Trigger (short-term): 28 June 1914 Archduke Franz Ferdinand assassinated in Sarajevo by Gavrilo Princip (Black Hand)
→ A-H ultimatum to Serbia → Russia mobilises → Germany declares war on Russia and France → invades Belgium → Britain declares war 4 Aug 1914 (Treaty of London 1839)

exam Q might be "How far was the alliance system responsible..." → need to weigh up factors and give a judgement, not just list them. Ms Okafor: PEEL paragraphs + conclusion that actually answers the Q`,
  },
  {
    language: 'en',
    subject: 'history',
    title: 'Henry VIII break with Rome',
    text: `why? 1) wanted annulment from Catherine of Aragon, no male heir, Pope said no (Charles V, her nephew, controlled Rome)
2) money – rich monasteries 3) power
1534 Act of Supremacy → Henry head of the Church of England
1536-40 dissolution of the monasteries (Thomas Cromwell)
Pilgrimage of Grace 1536 = northern rebellion`,
  },
  {
    language: 'en',
    subject: 'chemistry',
    title: 'ionic bonding notes',
    text: `Ionic bonding = between a metal and a non-metal
metal atoms LOSE electrons → positive ions
non-metal atoms GAIN electrons → negative ions
both end up with a full outer shell (noble gas structure)

e.g. sodium chloride: Na (2,8,1) loses 1 e- → Na+ (2,8)
Cl (2,8,7) gains 1 e- → Cl- (2,8,8)
dot and cross diagram: draw the transferred electron as a cross, square brackets + charge outside

MgO: Mg gives 2 e- to O → Mg2+ and O2-

giant ionic lattice: strong electrostatic forces of attraction between oppositely charged ions in all directions
properties:
- high melting/boiling points (lots of energy to break the strong bonds)
- conduct electricity when molten or dissolved (ions free to move) but NOT when solid
- usually soluble in water

formula from charges: Al3+ and O2- → Al2O3 (swap and drop)

compare with covalent next lesson (sharing electrons)`,
  },
  {
    language: 'en',
    subject: 'chemistry',
    title: 'rates of reaction - collision theory',
    text: `for a reaction, particles must collide with enough energy (≥ activation energy)
rate increases with:
- higher temperature → particles move faster, more frequent AND more energetic collisions
- higher concentration / pressure → more particles in same volume
- larger surface area (powder vs lumps)
- catalyst → provides alternative pathway with lower activation energy
practical: magnesium + HCl, measure gas with a gas syringe, or sodium thiosulfate disappearing cross`,
  },
  {
    language: 'en',
    subject: 'geography',
    title: 'coasts landforms',
    text: `Coastal landforms – erosion

processes: hydraulic action (air forced into cracks), abrasion (rocks thrown at cliff), attrition (rocks knock into each other → smaller + rounder), solution (chemical, e.g. chalk/limestone dissolves)

headlands and bays: form where there are bands of hard and soft rock (discordant coastline). soft rock (clay) erodes faster → bay, hard rock (chalk) sticks out → headland. e.g. Swanage Bay

cave → arch → stack → stump:
crack in headland widened by hydraulic action → cave → erodes through → arch (Durdle Door!) → roof collapses → stack (Old Harry) → stump

wave-cut platform: waves attack the base of cliff between high and low tide → wave-cut notch → cliff collapses → retreats, leaves flat rocky platform

deposition: longshore drift → spits (Spurn Head), bars

management: hard engineering (sea walls, groynes, rock armour – expensive) vs soft engineering (beach nourishment, managed retreat)
case study Holderness coast – fastest eroding coastline in Europe, ~2m per year, boulder clay

need to learn the diagrams for the 4 markers`,
  },
  {
    language: 'en',
    subject: 'geography',
    title: 'development indicators',
    text: `GNI per capita – avg income per person, $ (doesn't show inequality)
HDI – combines life expectancy, education (years of schooling) and income, 0 to 1. Norway ~0.96, Niger ~0.39
birth rate / death rate per 1000
infant mortality – deaths under 1 yr per 1000 live births
literacy rate
best to use a mix of economic + social indicators`,
  },
  {
    language: 'en',
    subject: 'physics',
    title: 'circuits + Ohms law',
    text: `V = I × R
V = potential difference (volts, V), I = current (amps, A), R = resistance (ohms, Ω)
Q = I × t (charge in coulombs)
P = I × V = I²R (power in watts)

series circuits:
- same current everywhere
- p.d. shared between components
- total R = R1 + R2 + ...

parallel circuits:
- p.d. same across each branch
- current splits, total current = sum of branch currents
- total resistance is LESS than the smallest resistor (adding a resistor in parallel lowers total R – weird but true)

I-V graphs:
ohmic conductor (resistor at constant temp) → straight line through origin
filament lamp → S-curve, resistance goes up as it heats up
diode → current only flows one way

thermistor: resistance goes down when temperature goes up
LDR: resistance goes down in bright light

example Q: 12 V battery, 4 Ω and 2 Ω in series → R = 6 Ω, I = 12/6 = 2 A, V across 4 Ω = 2 × 4 = 8 V`,
  },
  {
    language: 'en',
    subject: 'physics',
    title: 'waves cards',
    text: `transverse – oscillations perpendicular to direction of energy transfer (light, water waves, all EM waves)
longitudinal – oscillations parallel, compressions + rarefactions (sound)
amplitude – max displacement from rest position
wavelength – crest to crest
frequency – waves per second, Hz
wave speed – v = f × λ
period – T = 1/f (s)`,
  },
  {
    language: 'en',
    subject: 'english',
    title: 'Lang Paper 2 Q5 persuasive writing',
    text: `Paper 2 Q5 – writing to argue/persuade (40 marks: 24 content + 16 SPaG)

read the task: form (letter, article, speech), audience, purpose → adapt the register!
plan 5 mins: intro, 3-4 paragraphs, counter-argument, conclusion

AFOREST:
A – anecdote ("Last winter, my neighbour...")
F – facts
O – opinions presented as facts
R – rhetorical questions ("Is this really the future we want?")
E – emotive language
S – statistics (can make them up but keep it believable lol)
T – triples / rule of three

also: direct address (you), inclusive pronouns (we, us), hyperbole, counter-argument then rebuttal ("Some may argue that... however...")

vary sentence openings: -ly adverb, -ing verb, prepositional phrase ("Beneath the surface, ...")
vary sentence length – short sentence after a long one for impact. Like this.
punctuation for top band: semi-colons, colons, dashes, brackets

DON'T: start every paragraph with "Firstly, Secondly", run out of time for proofreading`,
  },
  {
    language: 'en',
    subject: 'english',
    title: 'word classes + sentence types',
    text: `noun, verb, adjective, adverb, pronoun, preposition, conjunction, determiner
simple sentence – one main clause ("The dog barked.")
compound – two main clauses joined with FANBOYS (for, and, nor, but, or, yet, so)
complex – main clause + subordinate clause ("Although it was late, she kept reading.")
minor sentence – no verb ("Silence.")`,
  },
  {
    language: 'en',
    subject: 'literature',
    title: 'Macbeth key quotes',
    text: `Macbeth – themes + quotes to learn

AMBITION
"I have no spur / To prick the sides of my intent, but only / Vaulting ambition" (1.7) – Macbeth admits ambition is his only motive, horse-riding metaphor → will overreach and fall
"Stars, hide your fires; / Let not light see my black and deep desires" (1.4) – light/dark imagery

GUILT
"Will all great Neptune's ocean wash this blood / Clean from my hand?" (2.2) – hyperbole
"Out, damned spot!" (5.1) – Lady M sleepwalking, blood she can't wash off, contrast with "A little water clears us of this deed" (2.2)

THE SUPERNATURAL
"Fair is foul, and foul is fair" (1.1) – witches, paradox, chiasmus, sets up theme of appearance vs reality
"Is this a dagger which I see before me" (2.1)

GENDER / MASCULINITY
"unsex me here" (1.5) – Lady M rejects femininity, asks spirits to fill her with cruelty
"When you durst do it, then you were a man" (1.7)

CONTEXT: written c. 1606 for James I (believed in witches, wrote Daemonologie), Gunpowder Plot 1605, divine right of kings → killing a king = against God → chaos in nature ("the earth was feverous")

Macbeth = tragic hero, hamartia = ambition

STRUCTURE / KEY CHARACTERS
Banquo = foil, hears the same prophecy but doesn't act on it – James I claimed descent from Banquo so he's shown as noble
Macduff = avenger, "not of woman born" loophole ("from his mother's womb / Untimely ripped" 5.8)
Lady M's decline: starts off as the dominant one, by Act 5 she's sleepwalking and dies offstage → power and guilt swap between the couple

essay tip: thesis first, embed short quotes, zoom in on single words, link to context. Mr Hughes: no plot summary!!`,
  },
  {
    language: 'en',
    subject: 'literature',
    title: 'Ozymandias',
    text: `Shelley, 1818, Romantic poet
ruined statue of a pharaoh in the desert → power doesn't last, time wins
"Look on my works, ye Mighty, and despair!" – irony, nothing is left around it
"lone and level sands stretch far away" – alliteration, emptiness
sonnet but broken rhyme scheme → like the broken statue / challenging power
compare w/ My Last Duchess`,
  },
  {
    language: 'es',
    subject: 'mathematics',
    title: 'ejercicios trigo',
    text: `Ejercicios pag 142 - trigonometria

1) En un triangulo rectangulo la hipotenusa mide 10 cm y un angulo 30°. Calcula los catetos.
sen 30° = cateto opuesto / hipotenusa → opuesto = 10 · 0,5 = 5 cm
cos 30° = contiguo / hip → contiguo = 10 · 0,866 = 8,66 cm

2) Desde un punto a 20 m de un arbol se ve la copa con un angulo de 40°. Altura?
tg 40° = h / 20 → h = 20 · 0,839 = 16,8 m aprox

recordar: sen² + cos² = 1 (relacion fundamental)
tg = sen/cos
SOH CAH TOA me lo enseño mi hermano y ayuda mucho

3) sen α = 0,6 y α en el 2º cuadrante → cos α = -0,8 (negativo en el 2º!!) → tg α = -0,75
el signo es lo que siempre me equivoco`,
  },
  {
    language: 'es',
    subject: 'mathematics',
    title: 'propiedades logaritmos',
    text: `log_a (x·y) = log_a x + log_a y
log_a (x/y) = log_a x - log_a y
log_a (x^n) = n · log_a x
log_a a = 1 ; log_a 1 = 0
cambio de base: log_a x = log x / log a
ej: log_2 32 = 5 porque 2^5 = 32
ojo: log (x + y) NO es log x + log y !!`,
  },
  {
    language: 'es',
    subject: 'biology',
    title: 'resumen tema 5 aparato circulatorio',
    text: `TEMA 5 – APARATO CIRCULATORIO

funciones: transportar nutrientes y O2 a las celulas y recoger CO2 y desechos

sangre: plasma (55%, agua + proteinas + sales) + elementos formes:
- globulos rojos (eritrocitos) → hemoglobina, llevan O2, no tienen nucleo
- globulos blancos (leucocitos) → defensa
- plaquetas → coagulacion

vasos sanguineos:
arterias → salen del corazon, paredes gruesas y elasticas, mucha presion
venas → llegan al corazon, tienen valvulas para que la sangre no vuelva
capilares → muy finos, aqui se hace el intercambio de gases y sustancias

corazon: 4 cavidades, 2 auriculas (arriba) y 2 ventriculos (abajo)
lado derecho = sangre pobre en O2, lado izquierdo = rica en O2
ventriculo izquierdo tiene la pared mas gruesa porque bombea a todo el cuerpo

circulacion doble y cerrada:
- menor/pulmonar: ventriculo dcho → arteria pulmonar → pulmones → venas pulmonares → auricula izq
- mayor/general: ventriculo izq → aorta → cuerpo → venas cavas → auricula dcha

sistole = contraccion, diastole = relajacion
la profe (Marta) dijo que el dibujo del corazon con las partes cae seguro en el examen!!`,
  },
  {
    language: 'es',
    subject: 'biology',
    title: 'Mendel leyes',
    text: `1a ley (uniformidad): cruzar dos razas puras (AA x aa) → toda la F1 es Aa, igual fenotipo
2a ley (segregacion): F1 x F1 (Aa x Aa) → F2: 1 AA : 2 Aa : 1 aa → fenotipo 3:1
3a ley (transmision independiente): dos caracteres se heredan por separado → 9:3:3:1
guisantes amarillos/verdes, lisos/rugosos
homocigoto = dos alelos iguales, heterocigoto = distintos`,
  },
  {
    language: 'es',
    subject: 'history',
    title: 'Guerra Civil esquema',
    text: `GUERRA CIVIL ESPAÑOLA (1936-1939)

causas: polarizacion politica en la II Republica, reformas (agraria, religiosa, militar) que no gustaron a la derecha ni contentaron a la izquierda, Frente Popular gana en feb 1936, asesinato de Calvo Sotelo
17-18 julio 1936 → golpe de estado militar (Mola, Franco desde Marruecos) → fracasa en parte → el pais queda dividido en 2 zonas

bando republicano: gobierno legal, partidos de izquierda, sindicatos (CNT, UGT), ayuda de la URSS y las Brigadas Internacionales
bando sublevado/nacional: militares, Iglesia, Falange, carlistas, terratenientes. ayuda de Alemania (Legion Condor) e Italia
Comite de No Intervencion → Francia y Reino Unido no ayudan a la Republica

fases:
1. avance hacia Madrid (1936) → Madrid resiste
2. campaña del norte (1937), bombardeo de Guernica 26 abril 1937 (cuadro de Picasso!)
3. batalla del Ebro (1938), la mas larga
4. caida de Cataluña y fin: 1 abril 1939

consecuencias: cientos de miles de muertos, exilio (Antonio Machado muere en Collioure), represion, dictadura de Franco hasta 1975

comentario de texto del parte de guerra "En el dia de hoy, cautivo y desarmado el Ejercito Rojo..." → mirar apuntes de clase`,
  },
  {
    language: 'es',
    subject: 'history',
    title: 'Reyes Catolicos',
    text: `1469 boda de Isabel de Castilla y Fernando de Aragon → union dinastica (no territorial, cada reino mantiene sus leyes)
1492 año clave: conquista de Granada (fin del reino nazari), expulsion de los judios, llegada de Colon a America (12 octubre)
Inquisicion 1478
Santa Hermandad, fortalecen el poder de la monarquia (monarquia autoritaria)`,
  },
  {
    language: 'es',
    subject: 'chemistry',
    title: 'configuracion electronica',
    text: `Configuracion electronica → como se ordenan los electrones en los orbitales

orden de llenado (diagrama de Moeller, las flechitas en diagonal):
1s 2s 2p 3s 3p 4s 3d 4p 5s 4d 5p 6s ...
capacidad: s = 2 e-, p = 6 e-, d = 10 e-, f = 14 e-

ejemplos:
Na (Z=11): 1s2 2s2 2p6 3s1 → 1 electron de valencia → grupo 1 (alcalinos), tiende a perderlo → Na+
Cl (Z=17): 1s2 2s2 2p6 3s2 3p5 → le falta 1 para completar → Cl-
Fe (Z=26): 1s2 2s2 2p6 3s2 3p6 4s2 3d6

la ultima capa (n mas alto) = periodo
electrones de valencia → grupo

propiedades periodicas:
radio atomico: aumenta hacia abajo y hacia la izquierda
energia de ionizacion: al reves, aumenta hacia arriba y a la derecha
electronegatividad: el mas electronegativo es el F (fluor), los gases nobles no cuentan

principio de exclusion de Pauli: max 2 e- por orbital con spin opuesto
regla de Hund: se llenan primero por separado (como los asientos del bus jaja)`,
  },
  {
    language: 'es',
    subject: 'chemistry',
    title: 'deberes estequiometria',
    text: `¿Cuantos gramos de CO2 se forman al quemar 32 g de metano?
CH4 + 2 O2 → CO2 + 2 H2O
M(CH4) = 12 + 4 = 16 g/mol → 32 g / 16 = 2 mol de CH4
relacion 1:1 → 2 mol CO2
M(CO2) = 12 + 32 = 44 g/mol → 2 · 44 = 88 g de CO2`,
  },
  {
    language: 'es',
    subject: 'geography',
    title: 'relieve peninsular',
    text: `EL RELIEVE DE LA PENINSULA IBERICA

forma maciza, costas poco recortadas, altitud media alta (~660 m), 2º pais mas montañoso de Europa despues de Suiza
en el centro: la Meseta (zocalo antiguo de la era primaria, inclinada hacia el oeste → por eso los rios grandes desembocan en el Atlantico)
Sistema Central divide la Meseta en Submeseta Norte y Sur
Montes de Toledo en la Submeseta Sur

rebordes montañosos de la Meseta: Macizo Galaico-Leones, Cordillera Cantabrica, Sistema Iberico, Sierra Morena

unidades exteriores: Pirineos (pico Aneto 3404 m), Cordilleras Beticas (Mulhacen 3479 m, el mas alto de la peninsula), Cordilleras costero-catalanas
depresiones: del Ebro y del Guadalquivir (terciarias, rellenas de sedimentos)

el pico mas alto de España es el Teide (3715 m) en Tenerife, volcanico
Canarias → origen volcanico; Baleares → continuacion de las Beticas

hay que saber situarlos en el mapa mudo!!! el examen es el jueves`,
  },
  {
    language: 'es',
    subject: 'geography',
    title: 'poblacion España',
    text: `piramide de poblacion regresiva → base estrecha, pocos nacimientos (tasa de natalidad ~7 por mil), mucha poblacion mayor
envejecimiento + esperanza de vida muy alta (~83 años)
inmigracion desde los 2000 (Marruecos, Rumania, Latinoamerica)
"España vaciada" → despoblacion del interior (Soria, Teruel), la gente se concentra en Madrid y la costa`,
  },
  {
    language: 'es',
    subject: 'physics',
    title: 'energia mecanica',
    text: `Energia mecanica = Ec + Ep

Ec (cinetica) = 1/2 · m · v²  (por moverse)
Ep (potencial gravitatoria) = m · g · h  (por la altura)
unidad: julio (J)

principio de conservacion: si no hay rozamiento, Em se conserva
Ec1 + Ep1 = Ec2 + Ep2

Ejercicio: se deja caer una pelota de 0,5 kg desde 20 m. velocidad al llegar al suelo?
arriba: v = 0 → Ec = 0, Ep = 0,5 · 9,8 · 20 = 98 J
abajo: h = 0 → Ep = 0 → Ec = 98 J
1/2 · 0,5 · v² = 98 → v² = 392 → v ≈ 19,8 m/s
(no depende de la masa! se simplifica)

con rozamiento: parte de la energia se pierde como calor → W_roz = Em final - Em inicial (negativo)

trabajo W = F · d · cos α
potencia P = W / t (vatios)

en el examen de Luis siempre pone una montaña rusa, hay que mirar en que punto va mas rapido → donde h es minima`,
  },
  {
    language: 'es',
    subject: 'physics',
    title: 'MRUA formulas',
    text: `MRUA (aceleracion constante)
v = v0 + a·t
x = x0 + v0·t + 1/2·a·t²
v² = v0² + 2·a·Δx
caida libre → a = -9,8 m/s²
frenar → a negativa`,
  },
  {
    language: 'es',
    subject: 'english',
    title: 'phrasal verbs lista',
    text: `give up – rendirse, dejar de (I gave up smoking)
look after – cuidar
look for – buscar
look forward to – tener ganas de (+ -ing!! I look forward to hearing from you)
get on with – llevarse bien con
run out of – quedarse sin
put off – aplazar
turn down – rechazar / bajar el volumen
find out – averiguar, descubrir
take off – despegar / quitarse ropa
come across – encontrarse con algo por casualidad
make up – inventarse / hacer las paces
carry on – continuar
hay que aprenderse la lista entera para el speaking del viernes, ugh`,
  },
  {
    language: 'es',
    subject: 'english',
    title: 'voz pasiva ingles',
    text: `PASSIVE VOICE → sujeto + to be (en el tiempo del verbo activo) + participio
active: Shakespeare wrote Hamlet → passive: Hamlet was written by Shakespeare

present simple: The car is washed every week
past simple: The window was broken
present perfect: The letter has been sent
future: The results will be announced tomorrow
modal: It must be done today

el complemento agente con "by" solo si importa quien lo hace
se usa mucho en noticias y textos cientificos

pasiva con dos objetos: They gave me a present → I was given a present (mas natural que "A present was given to me")

impersonal: It is said that... / He is said to be rich (= se dice que es rico)
esto ultimo lo pregunta siempre en selectividad`,
  },
  {
    language: 'es',
    subject: 'literature',
    title: 'Generacion del 27',
    text: `GENERACION DEL 27

grupo de poetas que se reunen en 1927 para homenajear a Gongora en el 300 aniversario de su muerte
miembros: Federico Garcia Lorca, Rafael Alberti, Luis Cernuda, Vicente Aleixandre (Nobel 1977), Jorge Guillen, Pedro Salinas, Damaso Alonso, Gerardo Diego (+ las Sinsombrero, mujeres olvidadas: Concha Mendez, Maria Teresa Leon...)
muchos vivian en la Residencia de Estudiantes de Madrid

caracteristicas: mezclan tradicion (romancero, cancionero popular, Gongora) y vanguardia (surrealismo, ultraismo)
etapas: 1) poesia pura (hasta 1927) 2) humanizacion + surrealismo (hasta la guerra) 3) despues de la guerra: exilio o muerte

Lorca: Romancero gitano (1928) → simbolos: la luna = muerte, el caballo, el agua; Poeta en Nueva York (surrealista); teatro: Bodas de sangre, Yerma, La casa de Bernarda Alba (mujer reprimida, honor)
asesinado en 1936 en Granada

"Verde que te quiero verde" (Romance sonambulo) → anafora

en el comentario hay que relacionarlo con el contexto (la guerra civil)`,
  },
  {
    language: 'es',
    subject: 'literature',
    title: 'Lazarillo apuntes',
    text: `Lazarillo de Tormes (1554), anonimo → primera novela picaresca
narrado en 1a persona, forma de carta a "Vuestra Merced", autobiografia ficticia
Lazaro sirve a varios amos: el ciego (le enseña a ser astuto), el clerigo de Maqueda (avaro), el escudero (pobre pero orgulloso, la honra)...
critica social: hipocresia de la Iglesia y de la nobleza
final: "en la cumbre de toda buena fortuna" → ironia, su mujer le engaña con el arcipreste`,
  },
  {
    language: 'it',
    subject: 'mathematics',
    title: 'limiti notevoli riassunto',
    text: `LIMITI – riassunto per la verifica

forme indeterminate: ∞ - ∞, 0 · ∞, 0/0, ∞/∞, 1^∞, 0^0, ∞^0

limiti notevoli (da sapere a memoria!!):
lim x→0 sen(x)/x = 1
lim x→0 (1 - cos x)/x² = 1/2
lim x→0 (e^x - 1)/x = 1
lim x→0 ln(1 + x)/x = 1
lim x→∞ (1 + 1/x)^x = e

rapporto di polinomi per x→∞: guardo i gradi
grado num > grado den → ∞
gradi uguali → rapporto dei coefficienti direttori
grado num < grado den → 0
es: lim x→∞ (3x² + 1)/(5x² - x) = 3/5

0/0 con polinomi → scompongo e semplifico
es: lim x→2 (x² - 4)/(x - 2) = lim (x-2)(x+2)/(x-2) = 4

asintoti:
verticale x = a se lim x→a f(x) = ∞
orizzontale y = l se lim x→∞ f(x) = l
obliquo y = mx + q con m = lim f(x)/x e q = lim (f(x) - mx)

la prof. Colombo ha detto che ci sarà uno studio di funzione completo, quindi ripassare anche dominio e segno`,
  },
  {
    language: 'it',
    subject: 'mathematics',
    title: 'equazioni 2 grado',
    text: `ax² + bx + c = 0
Δ = b² - 4ac
Δ > 0 → 2 soluzioni reali distinte
Δ = 0 → 2 soluzioni coincidenti
Δ < 0 → nessuna soluzione reale
x = (-b ± √Δ) / 2a
es x² - 5x + 6 = 0 → Δ = 1 → x = 2, x = 3`,
  },
  {
    language: 'it',
    subject: 'biology',
    title: 'replicazione DNA',
    text: `DNA = doppia elica (Watson e Crick 1953, grazie alla foto di Rosalind Franklin)
nucleotide = zucchero desossiribosio + gruppo fosfato + base azotata
basi: A-T (2 legami a idrogeno), C-G (3 legami) → appaiamento complementare
i due filamenti sono antiparalleli (5'→3' e 3'→5')

replicazione semiconservativa: ogni nuova molecola ha un filamento vecchio e uno nuovo (esperimento di Meselson e Stahl)

enzimi:
- elicasi → apre la doppia elica (rompe i legami H)
- primasi → mette il primer di RNA
- DNA polimerasi → aggiunge nucleotidi solo in direzione 5'→3'
- ligasi → unisce i frammenti di Okazaki

filamento guida (leading) → sintesi continua
filamento lento (lagging) → a pezzi, frammenti di Okazaki

avviene nella fase S dell'interfase, prima della mitosi
errori → la polimerasi corregge (proofreading), se no mutazioni

non ho capito bene perché solo 5'→3', chiedere a Ferri`,
  },
  {
    language: 'it',
    subject: 'biology',
    title: 'app respiratorio',
    text: `naso → faringe → laringe → trachea → bronchi → bronchioli → alveoli
negli alveoli scambio gassoso per diffusione: O2 nel sangue, CO2 esce
inspirazione: diaframma si contrae e si abbassa, volume torace aumenta
espirazione: diaframma si rilassa
fumo → danneggia le ciglia, enfisema`,
  },
  {
    language: 'it',
    subject: 'history',
    title: 'Risorgimento schema',
    text: `RISORGIMENTO → processo di unificazione italiana (1815-1870)

dopo il Congresso di Vienna l'Italia è divisa in tanti stati, l'Austria controlla Lombardo-Veneto
moti del 1820-21 e 1830-31 falliscono (Carboneria, società segrete)

3 correnti:
- Mazzini: repubblica democratica, insurrezione popolare, Giovine Italia (1831)
- moderati/neoguelfi: Gioberti, federazione di stati guidata dal Papa
- Cavour: monarchia sabauda, diplomazia + alleanze

1848 → prima guerra d'indipendenza (Carlo Alberto, sconfitto a Custoza e Novara), Statuto Albertino resta in vigore
1855 Piemonte partecipa alla guerra di Crimea → Cavour ottiene attenzione internazionale
1858 accordi di Plombières con Napoleone III
1859 seconda guerra d'indipendenza → Lombardia al Piemonte
1860 spedizione dei Mille (Garibaldi, da Quarto a Marsala) → conquista il Regno delle Due Sicilie, incontro di Teano con Vittorio Emanuele II
17 marzo 1861 → proclamazione del Regno d'Italia, capitale Torino
1866 terza guerra → Veneto
20 settembre 1870 presa di Roma (breccia di Porta Pia) → Roma capitale

problemi dopo l'unità: questione meridionale, brigantaggio, analfabetismo
"fatta l'Italia, bisogna fare gli italiani" (attribuita a D'Azeglio)`,
  },
  {
    language: 'it',
    subject: 'history',
    title: 'Augusto',
    text: `Ottaviano, figlio adottivo di Cesare
31 a.C. battaglia di Azio → sconfigge Antonio e Cleopatra
27 a.C. il senato gli dà il titolo di Augusto → principato (formalmente la repubblica resta, ma comanda lui)
pax augusta, riforme, propaganda con Virgilio (Eneide) e l'Ara Pacis
muore nel 14 d.C.`,
  },
  {
    language: 'it',
    subject: 'chemistry',
    title: 'legami chimici',
    text: `I LEGAMI CHIMICI

regola dell'ottetto: gli atomi tendono ad avere 8 elettroni nel livello esterno (come i gas nobili)

legame ionico: tra metallo e non metallo, differenza di elettronegatività > 1,9
trasferimento di elettroni → ioni + e - che si attraggono
es NaCl, forma reticoli cristallini, solidi duri, alta temperatura di fusione, conducono fusi o in soluzione

legame covalente: condivisione di coppie di elettroni tra non metalli
- puro/apolare: ΔE = 0 - 0,4 (H2, Cl2, O2)
- polare: 0,4 < ΔE < 1,9 (H2O, HCl) → si formano parziali δ+ e δ-
singolo, doppio (O=O), triplo (N≡N)
legame dativo: tutti e 2 gli elettroni li dà un solo atomo

legame metallico: "mare di elettroni" delocalizzati → conducono corrente, duttili e malleabili

forze intermolecolari (più deboli):
legame a idrogeno → tra H e F, O, N → per questo l'acqua bolle a 100°C
forze di Van der Waals / dipolo-dipolo

teoria VSEPR per la geometria: CH4 tetraedrica 109,5°, H2O piegata ~104,5°, CO2 lineare
(sul libro pag. 210 c'è la tabella)`,
  },
  {
    language: 'it',
    subject: 'chemistry',
    title: 'compiti mole',
    text: `Es 14: quante molecole ci sono in 36 g di acqua?
MM(H2O) = 2·1 + 16 = 18 g/mol
n = 36/18 = 2 mol
N = n · NA = 2 · 6,022·10^23 = 1,2·10^24 molecole
ok corretto con la soluzione del libro`,
  },
  {
    language: 'it',
    subject: 'geography',
    title: 'pianura padana e alpi',
    text: `Pianura Padana: la più grande pianura italiana (~46.000 km²), formata dai depositi alluvionali del Po e dei suoi affluenti
Po = fiume più lungo d'Italia (652 km), nasce dal Monviso, sfocia nell'Adriatico con un delta
affluenti di sinistra (dalle Alpi): Ticino, Adda, Oglio, Mincio → portata regolare, alimentati da laghi e ghiacciai
affluenti di destra (dagli Appennini): Tanaro, Trebbia, Panaro → regime torrentizio

alta pianura (terreno permeabile, ghiaioso) e bassa pianura (argilloso) → linea delle risorgive in mezzo
clima continentale: inverni freddi con nebbia, estati afose
economia: agricoltura intensiva (riso in Lomellina e vercellese, mais, allevamento), area più industrializzata d'Italia (triangolo industriale Milano-Torino-Genova)
problema: inquinamento dell'aria tra i più alti d'Europa (smog, chiusa dalle montagne)

Alpi: arco da Liguria a Friuli, Monte Bianco 4808 m
Alpi occidentali, centrali, orientali
valichi e trafori → Frejus, San Gottardo, Brennero (importante per i camion verso la Germania)

cartina muta per mercoledì: fiumi e laghi (Maggiore, Como, Garda)`,
  },
  {
    language: 'it',
    subject: 'geography',
    title: 'demografia Africa',
    text: `crescita demografica fortissima, tasso di fecondità ~4,5 figli per donna (Niger quasi 7)
popolazione molto giovane, età media 19 anni
transizione demografica non ancora finita: mortalità scesa, natalità ancora alta
previsione: 2,5 miliardi nel 2050
urbanizzazione veloce → Lagos, Kinshasa, Il Cairo, baraccopoli
migrazioni soprattutto interne al continente (non verso l'Europa come si pensa!)`,
  },
  {
    language: 'it',
    subject: 'physics',
    title: 'principi dinamica',
    text: `I 3 principi della dinamica

1° principio (inerzia): un corpo rimane in quiete o in moto rettilineo uniforme finché una forza non interviene a cambiarlo. vale nei sistemi di riferimento inerziali
es. in autobus quando frena vai in avanti

2° principio: F = m · a
la forza e l'accelerazione hanno stessa direzione e verso
1 N = 1 kg · m/s²
es: spingo un carrello di 20 kg con 50 N, attrito trascurabile → a = 50/20 = 2,5 m/s²

3° principio (azione e reazione): se A esercita una forza su B, B esercita su A una forza uguale e opposta
!! agiscono su corpi DIVERSI quindi non si annullano (domanda trabocchetto del prof. Marchetti)
es. razzo, rinculo del fucile, camminare

forza peso: P = m · g (g = 9,8 m/s²)
massa ≠ peso!! sulla Luna la massa è uguale, il peso è 1/6
forza d'attrito: Fa = μ · N (μ statico > μ dinamico)
piano inclinato: P parallelo = P · sen α, P perpendicolare = P · cos α

esercizi pag 98 dal 30 al 38`,
  },
  {
    language: 'it',
    subject: 'physics',
    title: 'primo principio termodinamica',
    text: `ΔU = Q - L
Q = calore assorbito (+) o ceduto (-)
L = lavoro fatto dal sistema (espansione +)
isocora: V costante → L = 0 → ΔU = Q
isoterma: T costante → ΔU = 0 → Q = L
adiabatica: Q = 0 → ΔU = -L
lavoro a pressione costante: L = p · ΔV`,
  },
  {
    language: 'it',
    subject: 'english',
    title: 'future forms',
    text: `WILL → decisione presa sul momento, previsione senza prove, promesse
I'm thirsty. I'll get some water. / I think it will rain.

BE GOING TO → intenzione già decisa, previsione con prove evidenti
I'm going to study medicine. / Look at those clouds! It's going to rain.

PRESENT CONTINUOUS → programmi già fissati (con orario, appuntamento)
I'm meeting Luca at 6 tomorrow.

PRESENT SIMPLE → orari ufficiali (treni, film, lezioni)
The train leaves at 8.15.

future continuous: This time tomorrow I'll be flying to London
future perfect: By 2030 I will have finished university

errore tipico: "When I will arrive" → NO! dopo when/as soon as/if si usa il present: When I arrive, I'll call you
verifica giovedì con la Smith, esercizi 3-6 pag 54 del workbook`,
  },
  {
    language: 'it',
    subject: 'english',
    title: 'reported speech',
    text: `direct → reported, i tempi vanno "indietro":
present simple → past simple ("I like it" → she said she liked it)
present continuous → past continuous
past simple / present perfect → past perfect
will → would, can → could
today → that day, tomorrow → the next day, here → there
say vs tell: tell + persona (he told me), say senza (he said that)`,
  },
  {
    language: 'it',
    subject: 'literature',
    title: 'Inferno canto V',
    text: `Dante, Inferno, canto V – secondo cerchio: i lussuriosi

all'ingresso c'è Minosse, il giudice infernale, che attorciglia la coda tante volte quanti sono i cerchi in cui l'anima deve scendere
contrappasso per analogia: in vita si sono lasciati travolgere dalla passione → ora sono trascinati da una bufera infernale che non si ferma mai
anime famose: Semiramide, Didone, Cleopatra, Elena, Achille, Paride, Tristano

Paolo e Francesca: cognati, uccisi da Gianciotto Malatesta (marito di lei)
Francesca parla, Paolo piange
terzine famose con anafora di "Amor":
"Amor, ch'al cor gentil ratto s'apprende..."
"Amor, ch'a nullo amato amar perdona..."
"Amor condusse noi ad una morte..."
→ riprende la poesia stilnovista (Guinizelli) ma Dante la mette in discussione: l'amore cortese può portare al peccato

"Galeotto fu 'l libro e chi lo scrisse" → leggevano di Lancillotto e Ginevra e si sono baciati
alla fine Dante sviene per la pietà: "e caddi come corpo morto cade" (allitterazione)

interrogazione lunedì! la prof vuole che sappiamo parafrasare i vv. 100-107`,
  },
  {
    language: 'it',
    subject: 'literature',
    title: 'Leopardi infinito',
    text: `L'infinito (1819), Idilli, endecasillabi sciolti (15 versi)
siepe = ostacolo che impedisce la vista → l'immaginazione crea spazi infiniti e silenzi
"e il naufragar m'è dolce in questo mare" → metafora finale, perdersi nell'infinito è piacevole
tanti enjambement → il verso si "allarga" come l'infinito
teoria del piacere: l'uomo desidera un piacere infinito che la realtà non può dare`,
  },
  {
    language: 'pl',
    subject: 'mathematics',
    title: 'funkcja liniowa sciaga',
    text: `Funkcja liniowa y = ax + b

a – współczynnik kierunkowy
a > 0 → rosnąca
a < 0 → malejąca
a = 0 → stała
b – miejsce przecięcia z osią OY (punkt (0, b))
miejsce zerowe: ax + b = 0 → x = -b/a

prosta przez 2 punkty A(1, 3) i B(3, 7):
a = (7 - 3)/(3 - 1) = 2
3 = 2·1 + b → b = 1
y = 2x + 1

proste równoległe → to samo a
proste prostopadłe → a1 · a2 = -1
np. do y = 2x + 1 prostopadła ma a = -1/2

a = tg α (kąt nachylenia do osi OX)

na sprawdzianie bedzie tez układ równań graficznie → punkt przecięcia dwóch prostych
zad. 5.23 i 5.27 ze zbioru dla powtórki`,
  },
  {
    language: 'pl',
    subject: 'mathematics',
    title: 'pola figur',
    text: `trójkąt: P = 1/2 · a · h
równoległobok: P = a · h
trapez: P = (a + b)/2 · h
romb: P = (e · f)/2
koło: P = πr², obwód 2πr
trójkąt równoboczny: P = a²√3/4 (to trzeba umieć na pamięć!!)`,
  },
  {
    language: 'pl',
    subject: 'biology',
    title: 'fotosynteza notatka',
    text: `FOTOSYNTEZA

6CO2 + 6H2O → (światło, chlorofil) → C6H12O6 + 6O2
zachodzi w chloroplastach (głównie w miękiszu palisadowym liścia)

2 fazy:
1) faza zależna od światła (jasna) – w tylakoidach
- chlorofil pochłania światło (głównie czerwone i niebieskie, zielone odbija dlatego liście są zielone)
- fotoliza wody: H2O → O2 + H+ + e-  → TLEN pochodzi z wody, nie z CO2!!! (pani Nowak to podkreślała 3 razy)
- powstaje ATP i NADPH

2) faza niezależna od światła (cykl Calvina) – w stromie
- wiązanie CO2 przez enzym RuBisCO
- z ATP i NADPH powstają cukry (najpierw aldehyd 3-fosfoglicerynowy, potem glukoza)

czynniki wpływające na intensywność: natężenie światła, stężenie CO2, temperatura, dostępność wody
→ czynnik ograniczający = ten którego jest najmniej

znaczenie: produkcja materii organicznej (producenci w łańcuchu pokarmowym), tlen w atmosferze

doświadczenie z moczarką kanadyjską – liczymy pęcherzyki tlenu przy różnej odległości od lampy`,
  },
  {
    language: 'pl',
    subject: 'biology',
    title: 'ewolucja dobór naturalny',
    text: `Darwin – "O powstawaniu gatunków" 1859
osobniki różnią się między sobą (zmienność), rodzi się więcej niż może przeżyć
przeżywają i rozmnażają się lepiej przystosowane → przekazują cechy potomstwu
przykład: ćma krępak nabrzozak w czasie rewolucji przemysłowej (ciemne przeżywały na zakopconych drzewach)
dobór stabilizujący, kierunkowy, różnicujący`,
  },
  {
    language: 'pl',
    subject: 'history',
    title: 'rozbiory polski',
    text: `ROZBIORY POLSKI – powtórka

I rozbiór 1772: Rosja, Prusy, Austria
przyczyny: słabość Rzeczypospolitej, liberum veto, konfederacja barska (1768-72), ingerencja Rosji
Polska traci ok. 30% terytorium
reakcja: Sejm Rozbiorowy zatwierdza, ale potem reformy – Komisja Edukacji Narodowej (1773, pierwsze ministerstwo oświaty w Europie!)

Sejm Wielki (Czteroletni) 1788-1792 → Konstytucja 3 Maja 1791
- trójpodział władzy
- zniesienie liberum veto i wolnej elekcji (monarchia dziedziczna)
- mieszczanie dostają niektóre prawa, chłopi "pod opieką prawa"

konfederacja targowicka 1792 (magnaci + Rosja) → wojna w obronie konstytucji → król Stanisław August przystępuje do Targowicy

II rozbiór 1793: Rosja i Prusy (bez Austrii!)
insurekcja kościuszkowska 1794 → Racławice (kosynierzy), uniwersał połaniecki, klęska pod Maciejowicami, rzeź Pragi

III rozbiór 1795: wszystkie 3 państwa → Polska znika z mapy na 123 lata (do 1918)

trzeba znać mapę kto co zabrał, na kartkówce pewnie będzie!`,
  },
  {
    language: 'pl',
    subject: 'history',
    title: 'Powstanie Warszawskie',
    text: `1 sierpnia 1944, godzina W – 17:00
Armia Krajowa (AK), dowódca gen. Tadeusz "Bór" Komorowski
cel: wyzwolić Warszawę zanim wejdzie Armia Czerwona → pokazać że Polska ma swój rząd (w Londynie)
Sowieci stali po drugiej stronie Wisły i nie pomogli
63 dni, kapitulacja 2 października, ok. 150-200 tys. cywilów zginęło, miasto zburzone przez Niemców
rzeź Woli (sierpień 1944) – masowe mordy na ludności cywilnej
po upadku ludność wypędzona, obóz w Pruszkowie
ocena do dziś sporna: bohaterstwo vs sens polityczny i ogromne straty → na rozprawce trzeba przedstawić obie strony!`,
  },
  {
    language: 'pl',
    subject: 'chemistry',
    title: 'zobojętnianie i sole',
    text: `Reakcja zobojętniania: kwas + zasada → sól + woda
HCl + NaOH → NaCl + H2O
jonowo: H+ + OH- → H2O  (to jest skrócony zapis jonowy, zawsze taki sam!)

inne sposoby otrzymywania soli:
- metal + kwas → sól + wodór (Zn + 2HCl → ZnCl2 + H2↑) ale tylko metale aktywne, miedź nie reaguje z HCl!
- tlenek metalu + kwas → sól + woda (CuO + H2SO4 → CuSO4 + H2O)
- tlenek niemetalu + zasada → sól + woda (CO2 + Ca(OH)2 → CaCO3↓ + H2O – mętnienie wody wapiennej, test na CO2)
- reakcja strąceniowa: sól + sól → dwie nowe sole, jedna się strąca (sprawdzić w tabeli rozpuszczalności)
  AgNO3 + NaCl → AgCl↓ + NaNO3 (biały osad)

nazewnictwo: chlorki (HCl), siarczany(VI) (H2SO4), azotany(V) (HNO3), węglany (H2CO3), fosforany(V) (H3PO4)

wskaźniki: fenoloftaleina – malinowa w zasadzie, bezbarwna w kwasie; oranż metylowy – czerwony w kwasie
kiedy dokładnie zobojętnione → pH = 7`,
  },
  {
    language: 'pl',
    subject: 'chemistry',
    title: 'alkeny krótko',
    text: `alkeny CnH2n, jedno wiązanie podwójne C=C, węglowodory nienasycone
eten (etylen) C2H4
reakcja addycji: C2H4 + Br2 → C2H4Br2 → odbarwia wodę bromową!! (tak się odróżnia od alkanów)
polimeryzacja → polietylen (PE), torebki foliowe`,
  },
  {
    language: 'pl',
    subject: 'geography',
    title: 'klimat Polski',
    text: `Klimat Polski – przejściowy (umiarkowany ciepły przejściowy)
ścierają się wpływy oceaniczne (z zachodu) i kontynentalne (ze wschodu)

masy powietrza:
- polarnomorskie (PPm) – najczęściej, ok. 60% dni, z nad Atlantyku → latem ochłodzenie i deszcz, zimą odwilż
- polarnokontynentalne (PPk) – ze wschodu, zimą mróz, latem upał i sucho
- arktyczne (PA) – zimne, wiosną przymrozki
- zwrotnikowe (PZ) – rzadko, upały

cechy: duża zmienność pogody z dnia na dzień i z roku na rok, 6 pór roku (przedwiośnie, przedzimie)
średnia temp. roczna ok. 7-9°C
opady ok. 600 mm, najwięcej w górach (Tatry ponad 1500 mm), najmniej na Kujawach (~450 mm) – cień opadowy
najwięcej opadów latem (deszcze konwekcyjne, burze)
amplituda roczna rośnie ze wschodu na zachód → na wschodzie bardziej kontynentalnie
wiatry głównie zachodnie, w górach halny (fen)

okres wegetacyjny najdłuższy na zachodzie (Nizina Śląska), najkrótszy na północnym wschodzie (Suwalszczyzna – "polski biegun zimna")`,
  },
  {
    language: 'pl',
    subject: 'geography',
    title: 'rolnictwo w polsce kartkówka',
    text: `dużo małych gospodarstw (średnio ok. 11 ha), zwłaszcza na południu i wschodzie – efekt rozdrobnienia agrarnego z czasów zaborów
duże gospodarstwa na zachodzie i północy (po PGR-ach)
najwięcej uprawia się zbóż (pszenica, żyto na słabych glebach)
Polska = potentat w produkcji jabłek w Europie
gleby najlepsze: czarnoziemy i lessy (Wyżyna Lubelska)`,
  },
  {
    language: 'pl',
    subject: 'physics',
    title: 'załamanie światła',
    text: `Załamanie światła – zmiana kierunku biegu promienia przy przejściu z jednego ośrodka do drugiego (bo zmienia się prędkość)

prawo Snelliusa: sin α / sin β = n2 / n1 = v1 / v2
α – kąt padania, β – kąt załamania (mierzone od NORMALNEJ, nie od powierzchni!!)
współczynnik załamania n = c / v
powietrze n ≈ 1, woda 1,33, szkło ok. 1,5, diament 2,42

z ośrodka rzadszego do gęstszego → promień załamuje się DO normalnej (β < α)
z gęstszego do rzadszego → OD normalnej

całkowite wewnętrzne odbicie: gdy światło idzie z gęstszego do rzadszego i kąt padania > kąt graniczny
sin αgr = n2/n1
np. szkło-powietrze: sin αgr = 1/1,5 → αgr ≈ 42°
zastosowanie: światłowody, pryzmaty w lornetkach, błysk diamentu

rozszczepienie światła w pryzmacie → bo n zależy od długości fali, fioletowe załamuje się najbardziej → tęcza

zad. domowe: 3, 5, 7 str. 156`,
  },
  {
    language: 'pl',
    subject: 'physics',
    title: 'prawa Keplera',
    text: `I – planety poruszają się po elipsach, Słońce w jednym z ognisk
II – promień wodzący zakreśla równe pola w równych czasach → najszybciej w peryhelium
III – T²/a³ = const dla wszystkich planet
grawitacja: F = G·m1·m2/r²`,
  },
  {
    language: 'pl',
    subject: 'english',
    title: 'present simple vs continuous',
    text: `PRESENT SIMPLE
- czynności rutynowe, nawyki: I go to school by bus.
- fakty, prawdy ogólne: Water boils at 100 degrees.
- rozkłady jazdy: The train leaves at 7.
okoliczniki: always, usually, often, sometimes, never, every day
3 os. l.poj. → -s/-es!!! (he plays, she watches) – ciągle o tym zapominam
pytania/przeczenia z do/does: Does she like pizza? He doesn't work.

PRESENT CONTINUOUS (am/is/are + -ing)
- dzieje się teraz: Look! It's raining.
- sytuacje tymczasowe: I'm living with my aunt this month.
- plany na przyszłość (ustalone): We're flying to Spain on Monday.
- irytujące nawyki z always: You're always losing your keys!
okoliczniki: now, at the moment, currently, today, this week

czasowniki statyczne (state verbs) NIE w continuous: like, love, hate, know, understand, believe, want, need, own
"I am knowing" ❌  → I know ✅
ale think: I think (= uważam) vs I'm thinking about it (= zastanawiam się)`,
  },
  {
    language: 'pl',
    subject: 'english',
    title: 'słówka travel',
    text: `boarding pass – karta pokładowa
luggage / baggage – bagaż (niepoliczalne!)
to check in – odprawić się
delay – opóźnienie
destination – cel podróży
accommodation – zakwaterowanie
sightseeing – zwiedzanie
return ticket – bilet powrotny
to book in advance – zarezerwować z wyprzedzeniem
jet lag`,
  },
  {
    language: 'pl',
    subject: 'literature',
    title: 'Dziady cz III opracowanie',
    text: `Adam Mickiewicz, "Dziady" cz. III (1832, Drezno) – romantyzm

geneza: proces filomatów i filaretów w Wilnie 1823-24 (Mickiewicz sam był aresztowany), po upadku powstania listopadowego
dedykacja dla przyjaciół zesłanych (Jan Sobolewski, Cyprian Daszkiewicz, Feliks Kołakowski)

Prolog: więzień Gustaw przemienia się w Konrada – "Gustavus obiit... hic natus est Conradus" → z romantycznego kochanka w bojownika za ojczyznę

Wielka Improwizacja (sc. II) – monolog Konrada
- bunt przeciw Bogu, prometeizm: Konrad chce "rządu dusz", uważa że kocha naród bardziej niż Bóg
- pycha → prawie bluźni, nazywa Boga "carem" – ale mdleje zanim to powie
- ratuje go ks. Piotr (egzorcyzmy)

Widzenie ks. Piotra (sc. V): mesjanizm – Polska = "Chrystus narodów", cierpi za inne narody, zmartwychwstanie
"a imię jego czterdzieści i cztery" → zagadkowy wybawca

Salon warszawski – krytyka arystokracji, obojętnej na losy narodu
Pan Senator (Nowosilcow) – okrutny, groteskowy

dramat romantyczny: luźna kompozycja, mieszanie realizmu i fantastyki, brak jedności czasu i miejsca

na maturze ustnej może być pytanie o bunt albo o cierpienie, warto znać cytaty`,
  },
  {
    language: 'pl',
    subject: 'literature',
    title: 'środki stylistyczne fiszki',
    text: `epitet – określenie rzeczownika ("zielony las")
metafora (przenośnia) – nowe znaczenie przez połączenie słów ("morze łez")
porównanie – z "jak", "niby", "jakby"
personifikacja (uosobienie) – rzeczy zachowują się jak ludzie
apostrofa – bezpośredni zwrot do kogoś ("Litwo! Ojczyzno moja!")
onomatopeja – dźwiękonaśladownictwo
anafora – powtórzenie na początku wersów
oksymoron – sprzeczność ("gorący lód")
inwersja – przestawny szyk wyrazów
hiperbola – wyolbrzymienie
wyliczenie – kilka elementów po kolei
pytanie retoryczne – pytanie bez oczekiwania na odpowiedź`,
  },
  {
    language: 'tr',
    subject: 'mathematics',
    title: 'türev kuralları özet',
    text: `TÜREV – yazılı öncesi tekrar

f(x) = x^n → f'(x) = n·x^(n-1)
sabit sayının türevi = 0
(f + g)' = f' + g'
çarpım: (f·g)' = f'·g + f·g'
bölüm: (f/g)' = (f'·g - f·g') / g²
zincir kuralı: f(g(x))' = f'(g(x)) · g'(x)
örn: (2x + 1)^3 → 3(2x+1)^2 · 2 = 6(2x+1)^2

türevin anlamı: x = a noktasındaki teğetin eğimi
teğet denklemi: y - f(a) = f'(a)·(x - a)

örnek soru: f(x) = x² - 4x + 1 eğrisine x = 3 noktasında çizilen teğet?
f(3) = 9 - 12 + 1 = -2
f'(x) = 2x - 4 → f'(3) = 2
y + 2 = 2(x - 3) → y = 2x - 8

artan/azalan: f' > 0 artan, f' < 0 azalan
ekstremum: f'(x) = 0 olan yerde işaret değişiyorsa yerel max/min
max-min problemleri (kutu sorusu) mutlaka çıkıyor, Ahmet hoca öyle dedi

not: trigonometrik türevleri (sin → cos) daha ezberlemedim!!`,
  },
  {
    language: 'tr',
    subject: 'mathematics',
    title: 'olasılık ödev',
    text: `Bir zar atılıyor. Asal sayı gelme olasılığı?
örnek uzay: {1,2,3,4,5,6} → 6 eleman
asal olanlar: 2, 3, 5 → 3 eleman
P = 3/6 = 1/2
(1 asal değil dikkat!)
iki zar: toplamın 7 olma olasılığı = 6/36 = 1/6`,
  },
  {
    language: 'tr',
    subject: 'biology',
    title: 'mitoz bölünme notlar',
    text: `MİTOZ

amaç: tek hücrelilerde üreme, çok hücrelilerde büyüme, onarım (yara iyileşmesi)
2n → 2n, kalıtsal olarak aynı iki hücre oluşur

interfaz (hazırlık evresi): DNA eşlenir (S evresi), hücre büyür, organeller çoğalır → en uzun evre

karyokinez (çekirdek bölünmesi):
1. profaz: kromatin → kromozom, çekirdek zarı erir, iğ iplikleri oluşur (hayvanda sentrozom)
2. metafaz: kromozomlar hücrenin ortasında (ekvator düzlemi) dizilir → kromozom sayımı bu evrede yapılır!!
3. anafaz: kardeş kromatitler ayrılıp kutuplara çekilir
4. telofaz: çekirdek zarı tekrar oluşur

sitokinez (sitoplazma bölünmesi):
hayvan hücresi → boğumlanma
bitki hücresi → ara lamel (hücre çeperi var çünkü)

mayozla karıştırma: mayozda 2n → n, krossing-over var, 4 hücre
kanser = kontrolsüz mitoz

kitapta sayfa 72'deki şekli çizebilmek lazım`,
  },
  {
    language: 'tr',
    subject: 'biology',
    title: 'besin zinciri',
    text: `üreticiler (bitkiler, algler) → fotosentezle besin üretir
birincil tüketici (otçul) → ikincil tüketici (etçil) → ...
ayrıştırıcılar: bakteri ve mantarlar, ölü organizmaları parçalar
enerji piramidi: her basamakta enerjinin sadece ~%10'u aktarılır
biyolojik birikim: zehirli maddeler (DDT) üst basamaklarda birikir`,
  },
  {
    language: 'tr',
    subject: 'history',
    title: 'Kurtuluş Savaşı cepheler',
    text: `Mondros Ateşkes Antlaşması (30 Ekim 1918) → 7. madde: İtilaf devletleri güvenliklerini tehdit eden her yeri işgal edebilir → işgaller başlar
Mustafa Kemal 19 Mayıs 1919'da Samsun'a çıkar
Amasya Genelgesi → "milletin istiklalini yine milletin azim ve kararı kurtaracaktır"
Erzurum ve Sivas Kongreleri → manda ve himaye reddedilir
23 Nisan 1920 TBMM açılır

CEPHELER:
Doğu Cephesi: Ermenilere karşı, Kazım Karabekir → Gümrü Antlaşması (1920), TBMM'nin ilk askeri ve siyasi başarısı
Güney Cephesi: Fransızlara karşı, Kuvayı Milliye (Antep, Maraş, Urfa) → Ankara Antlaşması 1921
Batı Cephesi: Yunanlılara karşı
- I. İnönü (Ocak 1921) → düzenli ordunun ilk zaferi
- II. İnönü (Mart 1921)
- Kütahya-Eskişehir → yenilgi, ordu Sakarya'nın doğusuna çekilir, Tekalif-i Milliye emirleri
- Sakarya Meydan Muharebesi (Ağustos-Eylül 1921) → M. Kemal'e Mareşal rütbesi ve Gazi unvanı
- Büyük Taarruz (26 Ağustos 1922) → Başkomutan Meydan Muharebesi → "Ordular! İlk hedefiniz Akdeniz'dir"
Mudanya Ateşkes Antlaşması (1922) → Lozan Barış Antlaşması (24 Temmuz 1923)

kronoloji sorusu kesin çıkar, sırayı iyi öğren!!`,
  },
  {
    language: 'tr',
    subject: 'history',
    title: 'İstanbulun fethi kısa',
    text: `29 Mayıs 1453, Fatih Sultan Mehmet
hazırlıklar: Rumeli Hisarı (Boğaz kontrolü), büyük toplar (Macar Urban), donanma
gemiler karadan yürütülüp Haliç'e indirildi
sonuçlar: Bizans sona erdi, Orta Çağ kapandı / Yeni Çağ başladı (bazı tarihçilere göre), İstanbul başkent oldu`,
  },
  {
    language: 'tr',
    subject: 'chemistry',
    title: 'mol kavramı',
    text: `MOL KAVRAMI

1 mol = 6,02·10^23 tane tanecik (Avogadro sayısı, NA)
mol sayısı n = m / MA  (kütle / mol kütlesi)
normal koşullarda (0°C, 1 atm) 1 mol gaz = 22,4 L
oda koşullarında (25°C) 24,5 L

örnek 1: 8 gram CH4 kaç moldür? (C: 12, H: 1)
MA = 12 + 4 = 16 g/mol
n = 8 / 16 = 0,5 mol
kaç molekül? 0,5 · 6,02·10^23 = 3,01·10^23 molekül
kaç tane H atomu? 4 · 3,01·10^23 = 1,204·10^24 (her molekülde 4 H var!!)

örnek 2: NK'da 11,2 L O2 gazı kaç gramdır? (O: 16)
n = 11,2 / 22,4 = 0,5 mol
m = 0,5 · 32 = 16 g

dikkat: O2'nin mol kütlesi 32, 16 değil! (ben hep yanlış yapıyorum)
1 akb = 1/12 C-12 atomu
izotoplar yüzünden tablodaki atom kütleleri ortalama değerler`,
  },
  {
    language: 'tr',
    subject: 'chemistry',
    title: 'periyodik tablo özellikler',
    text: `periyotlar = yatay satırlar (7 tane), gruplar = dikey sütunlar
1A alkali metaller (Li, Na, K) → çok aktif, suyla tepkime
7A halojenler (F, Cl, Br, I)
8A soy gazlar → kararlı, tepkimeye girmez
aynı periyotta soldan sağa: atom yarıçapı azalır, iyonlaşma enerjisi ve elektronegatiflik artar
aynı grupta yukarıdan aşağı: yarıçap artar, metalik özellik artar
B grupları = geçiş metalleri (Fe, Cu, Zn...), hepsi metal
grup numarası = değerlik elektron sayısı (A gruplarında)
örn: Mg 2. periyot değil 3. periyot 2A!! (1s2 2s2 2p6 3s2) → deneme sınavında yanlış yaptım`,
  },
  {
    language: 'tr',
    subject: 'geography',
    title: 'Türkiye iklim tipleri',
    text: `TÜRKİYE'DE İKLİM TİPLERİ

Türkiye orta kuşakta (36°-42° kuzey enlemleri) → 4 mevsim belirgin
yükselti batıdan doğuya artar, dağlar kıyıya paralel → iç kesimlere nem giremez

1) Akdeniz iklimi: Akdeniz, Ege, Marmara'nın güneyi
yazları sıcak ve kurak, kışları ılık ve yağışlı
bitki örtüsü: maki (kızılçam ormanları tahrip edilince)
tarım: zeytin, turunçgiller, pamuk, seracılık (Antalya)

2) Karadeniz iklimi: her mevsim yağışlı, en çok yağış Rize (~2200 mm)
yaz-kış sıcaklık farkı az
bitki örtüsü: orman, çay ve fındık

3) Karasal iklim: İç Anadolu, Doğu Anadolu
yazlar sıcak-kuru, kışlar soğuk-kar yağışlı, sıcaklık farkı çok büyük
bitki örtüsü: bozkır (step)
İç Anadolu'da Tuz Gölü çevresi en az yağış alan yer (Konya ~300 mm)

4) Marmara (geçiş) iklimi: Akdeniz, Karadeniz ve karasal arasında, bitki örtüsü karışık

Erzurum-Kars en soğuk yer, Ardahan'da kış çok uzun
sınavda yağış grafiği verip hangi iklim diye soruyorlar, grafikleri çalış!!`,
  },
  {
    language: 'tr',
    subject: 'geography',
    title: 'deprem ve fay hatları',
    text: `Türkiye Alp-Himalaya deprem kuşağında, toprakların büyük kısmı 1. ve 2. derece deprem bölgesi
Kuzey Anadolu Fay Hattı → 1999 Gölcük (Marmara) depremi
Doğu Anadolu Fay Hattı → 6 Şubat 2023 Kahramanmaraş depremleri
Arap levhası kuzeye itiyor, Anadolu levhası batıya kaçıyor
en az riskli yerler: Konya çevresi, Trakya'nın bir kısmı`,
  },
  {
    language: 'tr',
    subject: 'physics',
    title: 'Newton hareket yasaları',
    text: `NEWTON'UN HAREKET YASALARI

1. yasa – eylemsizlik: bir cisme etki eden net kuvvet sıfırsa cisim duruyorsa durur, hareket ediyorsa sabit hızla düz gitmeye devam eder
örn: otobüs aniden fren yapınca öne savrulmamız

2. yasa – temel prensip: F(net) = m · a
kuvvet birimi Newton (N) = kg·m/s²
örnek: 4 kg'lık cisme 20 N net kuvvet → a = 20/4 = 5 m/s²

sürtünmeli örnek: 10 kg kütleli cisim 50 N ile çekiliyor, sürtünme katsayısı k = 0,2 (g = 10 m/s²)
sürtünme kuvveti Fs = k · m · g = 0,2 · 10 · 10 = 20 N
F(net) = 50 - 20 = 30 N → a = 30/10 = 3 m/s²

3. yasa – etki-tepki: A, B'ye kuvvet uygularsa B de A'ya eşit büyüklükte zıt yönlü kuvvet uygular
kuvvetler farklı cisimlere etki eder!!
örn: roket, yüzücünün duvardan itilmesi

ağırlık G = m · g → kütle değişmez ama ağırlık gezegene göre değişir

test kitabında 3. yasa sorularını hep yanlış yapıyorum, tekrar bak`,
  },
  {
    language: 'tr',
    subject: 'physics',
    title: 'basınç formüller',
    text: `katı basıncı: P = F / A (Pa = N/m²)
yüzey küçülürse basınç artar → bıçak, çivi ucu
sıvı basıncı: P = h · d · g (derinlik ve yoğunluğa bağlı, kabın şekline bağlı değil)
açık hava basıncı deniz seviyesinde 76 cmHg (Torricelli)
yükseldikçe azalır`,
  },
  {
    language: 'tr',
    subject: 'english',
    title: 'modals konu anlatımı',
    text: `MODAL VERBS

can → yetenek, izin: I can swim. Can I open the window?
could → geçmişte yetenek, kibar rica: Could you help me?
must → zorunluluk (konuşanın kendi düşüncesi), güçlü tahmin: You must be tired.
have to → dış zorunluluk (kural): I have to wear a uniform at school.
mustn't → yasak!! (You mustn't smoke here)
don't have to → gerek yok (You don't have to come) → mustn't ile karıştırma, sınavda hep soruluyor
should / ought to → tavsiye: You should see a doctor.
may / might → olasılık: It might rain. (might daha düşük ihtimal)

modal + V1 (yalın fiil): she can swim ✔ / she cans swims ✘

geçmişte tahmin (perfect modals):
must have V3 → kesin öyle olmuş: He must have forgotten.
can't have V3 → olamaz
should have V3 → yapmalıydın ama yapmadın (pişmanlık/eleştiri)

YDT'de cloze test sorularında çok çıkıyor, Zeynep hocanın föyünden çalış`,
  },
  {
    language: 'tr',
    subject: 'english',
    title: 'kelime listesi 5',
    text: `achieve – başarmak
available – mevcut, müsait
decrease – azalmak
enormous – devasa
however – ancak, fakat
increase – artmak
necessary – gerekli
reliable – güvenilir
significant – önemli, kayda değer
therefore – bu yüzden`,
  },
  {
    language: 'tr',
    subject: 'literature',
    title: 'divan edebiyatı nazım biçimleri',
    text: `DİVAN EDEBİYATI – NAZIM BİÇİMLERİ (beyitle kurulanlar)

GAZEL: aşk, şarap, güzellik konuları, 5-15 beyit
kafiye düzeni: aa, ba, ca, da...
ilk beyit = matla, son beyit = makta (şairin mahlası geçer), en güzel beyit = beytü'l-gazel / şah beyit
önemli şairler: Fuzuli (aşk), Baki (sultanü'ş-şuara), Nedim (lale devri, mahallileşme), Şeyh Galip

KASİDE: din ve devlet büyüklerini övmek için, 33-99 beyit
bölümleri: nesib (tasvir) → girizgah → methiye → fahriye → dua
konusuna göre: tevhid (Allah'ın birliği), münacat (Allah'a yakarış), naat (Hz. Muhammed'i övme), mersiye (ölüm)
Nef'i kasidede en büyük isim, hicivleriyle de ünlü (Siham-ı Kaza)

MESNEVİ: her beyit kendi arasında kafiyeli (aa, bb, cc...) → uzun hikayeler yazmaya uygun
hamse = 5 mesneviden oluşan eser
Leyla ile Mecnun (Fuzuli), Hüsn ü Aşk (Şeyh Galip)

aruz ölçüsü kullanılır, dil ağır (Arapça-Farsça kelimeler)
mazmun = kalıplaşmış benzetmeler (sevgilinin boyu = selvi, yanağı = gül)`,
  },
  {
    language: 'tr',
    subject: 'literature',
    title: 'cümlenin ögeleri',
    text: `yüklem → çekimli fiil veya ek fiil alan kelime, önce onu bul
özne → yüklemi kim/ne yapıyor? "kim?" sorusu
nesne → belirtili (-ı hali: "kitabı okudum"), belirtisiz ("kitap okudum")
dolaylı tümleç → -e, -de, -den halleri
zarf tümleci → nasıl, ne zaman, ne kadar
örnek: "Ali dün kütüphanede kitabı bitirdi." → Ali: özne, dün: zarf t., kütüphanede: dolaylı t., kitabı: belirtili nesne`,
  },
  {
    language: 'pt',
    subject: 'mathematics',
    title: 'funcao quadratica resumo',
    text: `FUNÇÃO QUADRÁTICA f(x) = ax² + bx + c (a ≠ 0)

gráfico = parábola
a > 0 → concavidade virada para cima (sorriso :) ), tem mínimo
a < 0 → virada para baixo, tem máximo
c = ordenada na origem (onde corta o eixo y)

zeros: fórmula resolvente x = (-b ± √(b² - 4ac)) / 2a
binómio discriminante Δ = b² - 4ac
Δ > 0 → 2 zeros, Δ = 0 → 1 zero (duplo), Δ < 0 → não tem zeros

vértice: xv = -b / 2a, yv = f(xv)
eixo de simetria: x = xv

forma canónica: f(x) = a(x - h)² + k, vértice (h, k)

exemplo do teste do ano passado: f(x) = -2x² + 8x - 6
a = -2 → máximo
xv = -8 / (2·(-2)) = 2 → yv = -8 + 16 - 6 = 2 → V(2, 2)
zeros: -2x² + 8x - 6 = 0 ⇔ x² - 4x + 3 = 0 ⇔ x = 1 ou x = 3
contradomínio: ]-∞, 2]

inequações do 2º grau → fazer sempre o esboço da parábola!! (a stôra Paula insiste nisso)`,
  },
  {
    language: 'pt',
    subject: 'mathematics',
    title: 'TPC distancia entre pontos',
    text: `A(1, 2) e B(4, 6)
d(A,B) = √((4-1)² + (6-2)²) = √(9 + 16) = √25 = 5
ponto médio M = ((1+4)/2, (2+6)/2) = (2,5 ; 4)
equação da mediatriz → pontos à mesma distância de A e B`,
  },
  {
    language: 'pt',
    subject: 'biology',
    title: 'herança ligada ao sexo',
    text: `Herança ligada ao cromossoma X

mulher XX, homem XY
genes no X que não têm correspondente no Y → homem só tem 1 alelo (hemizigótico) → se o alelo for recessivo manifesta-se logo!!
por isso daltonismo e hemofilia são muito mais comuns nos homens

ex daltonismo: X^D = normal, X^d = daltónico
mulher portadora X^D X^d (visão normal) x homem normal X^D Y
filhas: X^D X^D ou X^D X^d → todas com visão normal, 50% portadoras
filhos: X^D Y ou X^d Y → 50% daltónicos

o pai nunca transmite o X ao filho rapaz! (dá o Y)
mulher só é daltónica se o pai for daltónico E a mãe pelo menos portadora

hemofilia → famílias reais europeias, rainha Vitória era portadora

heredogramas: quadrado = homem, círculo = mulher, preenchido = afetado
truque: se uma mulher afetada tem um filho normal → não é ligada ao X recessiva

ficha 7 exercícios 3 a 6 para quinta`,
  },
  {
    language: 'pt',
    subject: 'biology',
    title: 'ciclo do carbono',
    text: `plantas captam CO2 na fotossíntese → matéria orgânica
respiração (animais, plantas, decompositores) devolve CO2 à atmosfera
combustíveis fósseis = carbono armazenado há milhões de anos → queima aumenta CO2 → efeito de estufa
oceanos absorvem CO2 (acidificação)`,
  },
  {
    language: 'pt',
    subject: 'history',
    title: 'Descobrimentos portugueses',
    text: `Expansão marítima portuguesa (séc. XV-XVI)

porquê Portugal primeiro? posição geográfica (virado para o Atlântico), paz interna depois de 1411, interesse da burguesia (comércio) e da nobreza (terras, títulos), espírito de cruzada, conhecimentos náuticos (caravela, astrolábio, quadrante, bússola)

cronologia:
1415 – conquista de Ceuta (início)
1419-1427 – Madeira e Açores
1434 – Gil Eanes passa o Cabo Bojador (medo do "Mar Tenebroso")
1488 – Bartolomeu Dias dobra o Cabo da Boa Esperança
1494 – Tratado de Tordesilhas (divide o mundo entre Portugal e Castela)
1498 – Vasco da Gama chega a Calecute (Índia) → rota do Cabo, especiarias!!
1500 – Pedro Álvares Cabral chega ao Brasil
1510 – Afonso de Albuquerque conquista Goa

D. Henrique (o Navegador) impulsionou as primeiras viagens
D. João II – "Plano da Índia"

consequências: Lisboa centro do comércio mundial, contacto entre povos e culturas, mas também escravatura e exploração

teste dia 12!! fazer o friso cronológico`,
  },
  {
    language: 'pt',
    subject: 'history',
    title: '25 de abril flashcards',
    text: `Estado Novo? – ditadura de Salazar (1933-1968), depois Marcelo Caetano
PIDE? – polícia política, censura, prisão de Tarrafal
Guerra Colonial? – 1961-1974 em Angola, Moçambique e Guiné
Quem fez a revolução? – MFA (Movimento das Forças Armadas), capitão Salgueiro Maia
Senha? – "Grândola, Vila Morena" de Zeca Afonso na rádio
Porquê cravos? – as pessoas puseram cravos nos canos das espingardas
Consequências? – democracia, descolonização, Constituição de 1976`,
  },
  {
    language: 'pt',
    subject: 'chemistry',
    title: 'equilibrio quimico Le Chatelier',
    text: `Equilíbrio químico

reação reversível: as reações direta e inversa acontecem ao mesmo tempo
equilíbrio dinâmico → velocidades iguais, concentrações constantes (mas NÃO iguais!)

constante de equilíbrio: aA + bB ⇌ cC + dD
Kc = [C]^c [D]^d / [A]^a [B]^b
(sólidos e líquidos puros não entram)
Kc grande → equilíbrio favorece os produtos
Kc só depende da temperatura!!

Princípio de Le Chatelier: se perturbarmos um sistema em equilíbrio, ele evolui no sentido de contrariar a perturbação

- aumentar [reagente] → desloca no sentido direto
- retirar produto → sentido direto
- aumentar pressão (diminuir volume) → sentido com menos moles de gás
- aumentar T → favorece a reação endotérmica
- catalisador → NÃO desloca, só chega mais depressa ao equilíbrio

exemplo: síntese do amoníaco (processo de Haber-Bosch)
N2(g) + 3H2(g) ⇌ 2NH3(g)   ΔH < 0 (exotérmica)
4 moles de gás → 2 moles → alta pressão favorece NH3
baixa T favorece NH3 mas fica muito lento → usa-se ~450°C + catalisador de ferro (compromisso)

dúvida: porque é que a T muda o Kc e a pressão não? perguntar ao prof. Santos`,
  },
  {
    language: 'pt',
    subject: 'chemistry',
    title: 'grupos funcionais',
    text: `álcool → -OH (etanol)
aldeído → -CHO (metanal)
cetona → C=O no meio da cadeia (propanona = acetona)
ácido carboxílico → -COOH (ácido acético no vinagre)
éster → -COO- (cheiros de frutas)
amina → -NH2`,
  },
  {
    language: 'pt',
    subject: 'geography',
    title: 'rede hidrografica portugal',
    text: `Recursos hídricos em Portugal

rios principais: Tejo (o maior na península, nasce em Espanha), Douro, Guadiana, Minho → rios internacionais, partilhados com Espanha (Convenção de Albufeira 1998)
rios só portugueses: Mondego (o maior totalmente português), Vouga, Sado (corre para norte!)

regime irregular: muita água no inverno, pouca no verão (clima mediterrâneo)
norte tem mais caudal (mais precipitação, relevo) que o sul

barragens: Alqueva (Guadiana) → maior lago artificial da Europa ocidental, rega no Alentejo, energia, turismo
produção hidroelétrica importante no Douro

problemas:
- secas cada vez mais frequentes (alterações climáticas)
- poluição (efluentes agrícolas e industriais, ex: rio Tejo em Vila Velha de Ródão)
- sobre-exploração dos aquíferos no Algarve (regadio, golfe, turismo)
- dependência de Espanha, que controla o caudal a montante

águas subterrâneas: aquífero Tejo-Sado é o maior

para o teste: saber fazer a relação precipitação → caudal, gráfico do caudal médio mensal (pág. 84)`,
  },
  {
    language: 'pt',
    subject: 'geography',
    title: 'urbanização',
    text: `taxa de urbanização = % da população que vive em cidades
litoralização em Portugal: população concentra-se entre Braga e Setúbal, interior envelhece e despovoa
áreas metropolitanas de Lisboa e Porto
problemas: trânsito, preço da habitação, suburbanização (Amadora, Sintra, Gaia)`,
  },
  {
    language: 'pt',
    subject: 'physics',
    title: 'movimento circular e gravitacao',
    text: `Movimento circular uniforme (MCU)

velocidade com módulo constante mas direção muda sempre → existe aceleração!
aceleração centrípeta: ac = v² / r (aponta para o centro)
período T = tempo de uma volta, frequência f = 1/T
v = 2πr / T
velocidade angular ω = 2π / T → v = ω · r

força resultante = força centrípeta: Fc = m · v² / r

Lei da Gravitação Universal (Newton):
F = G · m1 · m2 / d²
G = 6,67 × 10^-11 N m² kg^-2
a força diminui com o QUADRADO da distância (distância duplica → força fica 4x menor)

satélites: a força gravítica faz de força centrípeta
G · M · m / r² = m · v² / r → v = √(G·M / r)
→ a velocidade do satélite não depende da massa dele!
satélite geoestacionário: T = 24 h, fica sempre sobre o mesmo ponto do equador, ~36 000 km de altitude

exercício do manual pág. 150: calcular v da ISS (r ≈ 6,77 × 10^6 m, M_Terra = 5,97 × 10^24 kg) → dá ≈ 7,7 km/s`,
  },
  {
    language: 'pt',
    subject: 'physics',
    title: 'som',
    text: `som = onda mecânica longitudinal, precisa de meio (não se propaga no vácuo)
v no ar ≈ 340 m/s, mais rápido na água e nos sólidos
altura → frequência (agudo/grave)
intensidade → amplitude (forte/fraco), mede-se em dB
timbre → distingue instrumentos
humanos ouvem 20 Hz – 20 000 Hz, acima = ultrassons (ecografia)`,
  },
  {
    language: 'pt',
    subject: 'english',
    title: 'opinion essay english',
    text: `How to write an opinion essay (exame nacional, ~200 words)

structure:
1. introduction – present the topic + give your opinion clearly ("In my opinion, ...", "I strongly believe that...")
2. body paragraph 1 – first argument + example
3. body paragraph 2 – second argument + example
4. (optional) opposing view + why you disagree ("Some people argue that... However,...")
5. conclusion – sum up, restate opinion with other words

linking words:
adding: furthermore, moreover, in addition, besides
contrast: however, on the other hand, although, whereas, nevertheless
cause/result: therefore, as a result, because of, due to
example: for instance, for example, such as
conclusion: to sum up, all in all, in conclusion

formal register → no contractions (don't → do not), no "gonna", avoid "I think" everywhere
não esquecer: contar as palavras!! a teacher Ana tira pontos se passar muito do limite

tema possível: "Social media does more harm than good. Do you agree?"`,
  },
  {
    language: 'pt',
    subject: 'english',
    title: 'relative pronouns',
    text: `who → pessoas (The girl who lives next door)
which → coisas/animais
that → pessoas ou coisas (só em defining clauses)
whose → posse (The man whose car was stolen)
where → lugares, when → tempo
non-defining clauses têm vírgulas e NÃO usam that: My brother, who lives in Porto, is a doctor.
defining → sem vírgulas, informação essencial: The book that I bought is boring.
pode-se omitir o pronome quando é objeto: The book (that) I bought...
exercício da ficha: "This is the house ___ I was born" → where`,
  },
  {
    language: 'pt',
    subject: 'literature',
    title: 'Os Lusiadas resumo',
    text: `Os Lusíadas – Luís Vaz de Camões (1572)

epopeia renascentista, 10 cantos, 1102 estâncias, oitava rima (ABABABCC), versos decassilábicos
herói coletivo = o povo português ("o peito ilustre lusitano")
ação central: viagem de Vasco da Gama à Índia (1497-98)

estrutura interna:
- Proposição (canto I, est. 1-3): o que vai cantar – "As armas e os barões assinalados"
- Invocação (est. 4-5): às Tágides (ninfas do Tejo)
- Dedicatória (est. 6-18): ao rei D. Sebastião
- Narração (a partir da est. 19, "in medias res" – a armada já está no Índico)

4 planos:
1. plano da viagem
2. plano da História de Portugal (contada por Vasco da Gama ao rei de Melinde, e por Paulo da Gama)
3. plano da mitologia: Vénus ajuda os portugueses, Baco está contra; consílio dos deuses
4. plano das reflexões do poeta (fins dos cantos, ex: crítica à "austera, apagada e vil tristeza")

episódios importantes: Inês de Castro (lírico), Adamastor (simbólico – o medo do desconhecido), Velho do Restelo (crítica à expansão), Ilha dos Amores (recompensa)

para o exame: saber as reflexões do poeta e relacionar com o contexto (fim do Império, D. Sebastião)`,
  },
  {
    language: 'pt',
    subject: 'literature',
    title: 'heterónimos Pessoa',
    text: `Alberto Caeiro – mestre, poeta da natureza, "sensacionismo", não pensa, só vê ("O Guardador de Rebanhos")
Ricardo Reis – clássico, odes, carpe diem, epicurismo e estoicismo, Lídia
Álvaro de Campos – engenheiro, 3 fases: decadentista, futurista/sensacionista ("Ode Triunfal"), intimista (tédio, "Tabacaria")
ortónimo – saudade da infância, fingimento ("O poeta é um fingidor"), Mensagem (1934)
Mensagem → única obra em português publicada em vida, sebastianismo, mito do Quinto Império
"Autopsicografia" → a dor fingida vs a dor sentida, intelectualização das emoções`,
  },
];
