// German demo knows (Germany, content language de).
import type { DemoKnow } from './types';

const base = { country: 'DE', language: 'de' } as const;

export const GERMAN_KNOWS: DemoKnow[] = [
  {
    ...base,
    key: 'de-photosynthese',
    title: 'Photosynthese einfach erklärt',
    description: 'Lichtreaktion, Calvin-Zyklus und die Summenformel auf zwei Seiten.',
    subject: 'biology',
    grades: [9, 10],
    knower: 'lena.vogel',
    topic: 'biologie/stoffwechsel',
    knowledge: 'naturwissenschaften/biologie/photosynthese',
    pages: [
      `## Worum geht es?
Bei der **Photosynthese** bauen grüne Pflanzen, Algen und Cyanobakterien mithilfe von Lichtenergie aus energiearmen Stoffen (Kohlenstoffdioxid und Wasser) energiereiche Glucose auf. Dabei wird Sauerstoff frei. Die Photosynthese ist damit die Grundlage fast aller Nahrungsketten und die Quelle des Sauerstoffs in unserer Atmosphäre.

## Die Summenformel
= 6 CO₂ + 6 H₂O → C₆H₁₂O₆ + 6 O₂
= (Lichtenergie, Chlorophyll)

Lies sie so: Aus sechs Molekülen Kohlenstoffdioxid und sechs Molekülen Wasser entstehen ein Molekül Glucose und sechs Moleküle Sauerstoff. Genau genommen stammt der Sauerstoff aus dem Wasser, nicht aus dem CO₂ – das wurde mit markiertem Sauerstoff (¹⁸O) nachgewiesen.

## Ort: der Chloroplast
- **Thylakoidmembran**: Hier sitzen Chlorophyll und die Fotosysteme I und II – Ort der Lichtreaktion.
- **Stroma**: Grundsubstanz um die Thylakoide – Ort des Calvin-Zyklus.
- **Grana**: Stapel aus Thylakoiden; sie vergrößern die Fläche für die Lichtabsorption.

! **Merke:** Licht wird im Thylakoid „eingefangen“, Zucker wird im Stroma gebaut.

## Welches Licht wird genutzt?
Chlorophyll a und b absorbieren vor allem **blaues** (ca. 430–450 nm) und **rotes** Licht (ca. 640–680 nm). Grünes Licht wird kaum absorbiert, sondern reflektiert – deshalb sehen Blätter grün aus. Carotinoide erweitern als Hilfspigmente das nutzbare Spektrum.`,
      `## 1. Lichtabhängige Reaktion (Thylakoid)
1. Licht regt Elektronen im Chlorophyll der Fotosysteme an.
2. Die angeregten Elektronen wandern über eine Elektronentransportkette.
3. Zum Ersatz wird Wasser gespalten (**Fotolyse**): 2 H₂O → 4 H⁺ + 4 e⁻ + O₂
4. Mit der Energie entstehen **ATP** (Energieträger) und **NADPH + H⁺** (Reduktionsmittel).

Der Sauerstoff ist also ein „Abfallprodukt“ der Wasserspaltung und wird über die Spaltöffnungen abgegeben.

## 2. Lichtunabhängige Reaktion: Calvin-Zyklus (Stroma)
- **Fixierung:** Das Enzym **RuBisCO** bindet CO₂ an Ribulose-1,5-bisphosphat (C₅).
- **Reduktion:** Mit ATP und NADPH entsteht daraus Glycerinaldehyd-3-phosphat (G3P).
- **Regeneration:** Aus dem größten Teil des G3P wird wieder Ribulose-1,5-bisphosphat gebildet.

Für ein Molekül Glucose muss der Zyklus sechsmal durchlaufen werden (6 CO₂).

! **Typischer Fehler:** „Lichtunabhängig“ heißt nicht „nachts“. Der Calvin-Zyklus braucht ATP und NADPH aus der Lichtreaktion und läuft deshalb praktisch nur am Tag.

## Einflussfaktoren
- **Lichtintensität:** Mehr Licht steigert die Rate – bis zur Sättigung.
- **CO₂-Konzentration:** oft der begrenzende Faktor (Gewächshäuser begasen mit CO₂).
- **Temperatur:** Enzyme arbeiten am besten bei ca. 25–35 °C; darüber sinkt die Rate stark.

## Prüfungsfrage zum Üben
Erkläre, warum eine Pflanze im grünen Licht kaum wächst. – Lösung: Chlorophyll absorbiert grünes Licht kaum, also fehlt die Energie für die Lichtreaktion; ohne ATP und NADPH kann auch der Calvin-Zyklus keine Glucose bilden.`,
    ],
  },
  {
    ...base,
    key: 'de-scheitelpunktform',
    title: 'Quadratische Funktionen – Scheitelpunktform',
    description: 'Von der Normalform zur Scheitelpunktform mit quadratischer Ergänzung.',
    subject: 'mathematics',
    grades: [9, 10],
    knower: 'jonas.krueger',
    topic: 'mathematik/funktionen',
    knowledge: 'mathematik/funktionen/quadratische-funktionen',
    pages: [
      `## Die drei Formen
- **Normalform:** f(x) = x² + px + q
- **Allgemeine Form:** f(x) = ax² + bx + c
- **Scheitelpunktform:** f(x) = a(x − d)² + e mit dem Scheitelpunkt **S(d | e)**

Der Graph jeder quadratischen Funktion ist eine **Parabel**. Aus der Scheitelpunktform kann man alles Wichtige direkt ablesen.

## Was bedeuten a, d und e?
- **a > 0:** Parabel nach oben geöffnet; **a < 0:** nach unten geöffnet.
- **|a| > 1:** gestreckt (schmaler); **|a| < 1:** gestaucht (breiter).
- **d:** Verschiebung in x-Richtung. Achtung: (x − 3)² bedeutet 3 nach **rechts**!
- **e:** Verschiebung in y-Richtung.

! **Merke:** Im Term steht „x minus d“. Steht da (x + 2)², ist d = −2 und die Parabel ist 2 nach links verschoben.

## Quadratische Ergänzung – das Verfahren
1. Falls a ≠ 1: a ausklammern (nur aus den x-Termen).
2. Die Hälfte der Zahl vor x quadrieren und addieren **und** gleich wieder abziehen.
3. Die ersten drei Summanden als Binom schreiben (binomische Formel rückwärts).
4. Zusammenfassen und ggf. ausmultiplizieren.`,
      `## Beispiel 1 (a = 1)
= f(x) = x² − 6x + 5
= f(x) = x² − 6x + 3² − 3² + 5
= f(x) = (x − 3)² − 9 + 5
= f(x) = (x − 3)² − 4   ⇒   S(3 | −4)

Die Parabel ist nach oben geöffnet, also ist S der tiefste Punkt. Nullstellen: (x − 3)² = 4 ⇒ x − 3 = ±2 ⇒ x₁ = 1, x₂ = 5.

## Beispiel 2 (a ≠ 1)
= g(x) = 2x² + 8x + 3
= g(x) = 2(x² + 4x) + 3
= g(x) = 2(x² + 4x + 2² − 2²) + 3
= g(x) = 2[(x + 2)² − 4] + 3
= g(x) = 2(x + 2)² − 5   ⇒   S(−2 | −5)

## Abkürzung für den Scheitelpunkt
Für f(x) = ax² + bx + c gilt: **x_S = −b / (2a)**, y_S = f(x_S). Kontrolle für Beispiel 2: x_S = −8 / 4 = −2 und g(−2) = 8 − 16 + 3 = −5. ✓

## Übungsaufgaben
1. Bestimme den Scheitelpunkt von f(x) = x² + 10x + 21.
2. Bestimme den Scheitelpunkt von h(x) = −x² + 4x − 1.
3. Eine Parabel hat S(1 | 2) und geht durch P(3 | 10). Bestimme a.

**Lösungen:** 1. S(−5 | −4)   2. S(2 | 3), nach unten geöffnet   3. 10 = a·(3 − 1)² + 2 ⇒ a = 2`,
    ],
  },
  {
    ...base,
    key: 'de-weimarer-republik',
    title: 'Die Weimarer Republik',
    description: 'Gründung, Krisenjahre, goldene Zwanziger und Untergang im Überblick.',
    subject: 'history',
    grades: [9, 10],
    knower: 'lena.vogel',
    topic: 'geschichte/20-jahrhundert',
    knowledge: 'gesellschaft/geschichte/weimarer-republik',
    pages: [
      `## Überblick: 1918 – 1933
Die Weimarer Republik war die erste parlamentarische Demokratie in Deutschland. Benannt ist sie nach Weimar, wo die Nationalversammlung 1919 die Verfassung ausarbeitete, weil es in Berlin zu unruhig war.

## Gründung (1918/19)
- **9. November 1918:** Philipp Scheidemann (SPD) ruft die Republik aus; Kaiser Wilhelm II. dankt ab.
- **11. November 1918:** Waffenstillstand von Compiègne – Ende des Ersten Weltkriegs.
- **Januar 1919:** Wahl zur Nationalversammlung, erstmals dürfen **Frauen** wählen.
- **August 1919:** Die Weimarer Verfassung tritt in Kraft; Friedrich Ebert wird erster Reichspräsident.

## Belastungen von Anfang an
- **Versailler Vertrag (1919):** Gebietsverluste, Reparationen, Begrenzung des Heeres auf 100 000 Mann und der „Kriegsschuldartikel“ 231 – von vielen als „Diktatfrieden“ empfunden.
- **Dolchstoßlegende:** die Lüge, das Heer sei „im Felde unbesiegt“ und von der Heimat verraten worden.
- **Schwächen der Verfassung:** Notverordnungsrecht des Reichspräsidenten (**Artikel 48**), reines Verhältniswahlrecht ohne Sperrklausel → viele kleine Parteien, instabile Regierungen.

## Krisenjahre 1919 – 1923
- Aufstände von links (Spartakusaufstand 1919) und rechts (Kapp-Putsch 1920)
- politische Morde, z. B. an Walther Rathenau (1922)
- **1923:** Ruhrbesetzung, **Hyperinflation** (1 US-Dollar = 4,2 Billionen Mark), Hitler-Putsch in München`,
      `## Die „Goldenen Zwanziger“ (1924 – 1929)
- **Rentenmark** (1923) beendet die Inflation.
- **Dawes-Plan (1924):** Reparationen werden an die Wirtschaftskraft angepasst, amerikanische Kredite fließen.
- Außenminister **Gustav Stresemann**: Verträge von Locarno (1925), Aufnahme in den Völkerbund (1926).
- Kulturelle Blüte: Bauhaus, Film („Metropolis“), Kabarett, neue Rolle der Frau.

! **Merke:** Die Stabilität war geliehen – sie hing an kurzfristigen Krediten aus den USA.

## Untergang (1929 – 1933)
1. **Oktober 1929:** Börsencrash in New York, die Weltwirtschaftskrise erreicht Deutschland; bis 1932 steigt die Zahl der Arbeitslosen auf über 6 Millionen.
2. **1930:** Die Große Koalition zerbricht am Streit um die Arbeitslosenversicherung. Es folgen **Präsidialkabinette**, die mit Notverordnungen (Art. 48) regieren.
3. Radikale Parteien gewinnen: Die NSDAP wird im Juli 1932 mit 37,3 % stärkste Partei.
4. **30. Januar 1933:** Hindenburg ernennt Adolf Hitler zum Reichskanzler.

## Warum scheiterte die Republik? (Ursachen gewichten!)
- **Wirtschaftlich:** Inflation und Weltwirtschaftskrise zerstörten das Vertrauen.
- **Politisch:** Artikel 48, Parteienzersplitterung, Kompromissunfähigkeit.
- **Gesellschaftlich:** Eliten in Justiz, Militär und Verwaltung standen der Demokratie oft fern – eine „Republik ohne Republikaner“.
- **Außenpolitisch:** Versailler Vertrag als dauerhafte Belastung.

**Tipp für die Klausur:** Nicht nur aufzählen, sondern gewichten und verknüpfen – z. B. wie die Weltwirtschaftskrise die Schwächen der Verfassung erst wirksam werden ließ.`,
    ],
  },
  {
    ...base,
    key: 'de-if-clauses',
    title: 'If-Clauses Typ 1 bis 3',
    description: 'Bildung, Gebrauch und typische Fehler mit Beispielsätzen.',
    subject: 'english',
    grades: [8, 9],
    knower: 'jonas.krueger',
    topic: 'englisch/grammatik',
    knowledge: 'sprachen/englisch/if-clauses',
    pages: [
      `## Was sind If-Clauses?
Bedingungssätze bestehen aus zwei Teilen: dem **if-Satz** (Bedingung) und dem **Hauptsatz** (Folge). Je nachdem, wie wahrscheinlich die Bedingung ist, unterscheidet man drei Typen.

## Typ 1 – real, gut möglich
= if + simple present → will + Infinitiv
= If it **rains** tomorrow, we **will stay** at home.

Gebrauch: Die Bedingung kann in der Gegenwart oder Zukunft leicht eintreten. Statt will gehen auch can, must oder ein Imperativ: If you see Tom, **tell** him to call me.

## Typ 2 – unwahrscheinlich oder nur gedacht
= if + simple past → would + Infinitiv
= If I **had** more time, I **would learn** Spanish.

Gebrauch: Die Bedingung ist in der Gegenwart unwahrscheinlich oder unmöglich („Was wäre, wenn …“). Bei be steht oft **were** für alle Personen: If I were you, I would apologise.

! **Merke:** In den if-Satz kommt nie will oder would!`,
      `## Typ 3 – unmöglich, Vergangenheit
= if + past perfect → would have + past participle
= If she **had studied**, she **would have passed** the test.

Gebrauch: Die Bedingung lag in der Vergangenheit und ist nicht eingetreten – man kann sie nicht mehr ändern. Typisch für Bedauern oder Vorwürfe.

## Übersicht
- **Typ 1:** present → will — If I win, I will buy a bike.
- **Typ 2:** past → would — If I won, I would buy a bike.
- **Typ 3:** past perfect → would have — If I had won, I would have bought a bike.

## Komma und Satzstellung
Steht der if-Satz **vorne**, setzt man ein Komma. Steht der Hauptsatz vorne, entfällt das Komma: We will stay at home if it rains.

## Typische Fehler
- ✗ If I would have time, … → ✓ If I **had** time, …
- ✗ If he will come, … → ✓ If he **comes**, …
- ✗ If I had known, I would come. → ✓ … I **would have come**.

## Übung
1. If you (heat) ice, it (melt). → heat, melts (Sonderfall: „Typ 0“ für allgemeine Wahrheiten)
2. If we (leave) now, we (catch) the bus. → leave, will catch
3. If I (be) a bird, I (fly) to Australia. → were, would fly
4. If they (not miss) the train, they (arrive) on time. → hadn't missed, would have arrived`,
    ],
  },
  {
    ...base,
    key: 'de-periodensystem',
    title: 'Periodensystem: Hauptgruppen',
    description: 'Eigenschaften der Hauptgruppen und wie man sie sich merkt.',
    subject: 'chemistry',
    grades: [8, 9],
    knower: 'lena.vogel',
    topic: 'chemie/atombau',
    knowledge: 'naturwissenschaften/chemie/periodensystem',
    pages: [
      `## Aufbau des Periodensystems
Die Elemente sind nach steigender **Ordnungszahl** (= Anzahl der Protonen) angeordnet.
- **Perioden** (Zeilen, 1–7): Nummer der Periode = Anzahl der besetzten **Elektronenschalen**.
- **Hauptgruppen** (Spalten I–VIII): Nummer der Hauptgruppe = Anzahl der **Valenzelektronen** (Außenelektronen).

! **Merke:** Elemente einer Hauptgruppe haben gleich viele Valenzelektronen und deshalb ähnliche chemische Eigenschaften.

## Die acht Hauptgruppen
1. **Alkalimetalle** (Li, Na, K, Rb, Cs): 1 Valenzelektron, sehr reaktiv, weich, werden unter Öl aufbewahrt. Reagieren mit Wasser zu Lauge und Wasserstoff.
2. **Erdalkalimetalle** (Be, Mg, Ca, Sr, Ba): 2 Valenzelektronen, reaktiv, aber weniger als die Alkalimetalle.
3. **Borgruppe** (B, Al, Ga …): 3 Valenzelektronen; Aluminium ist das wichtigste Leichtmetall.
4. **Kohlenstoffgruppe** (C, Si, Ge, Sn, Pb): 4 Valenzelektronen; vom Nichtmetall (C) zum Metall (Pb).
5. **Stickstoffgruppe** (N, P, As, Sb, Bi): 5 Valenzelektronen.
6. **Sauerstoffgruppe / Chalkogene** (O, S, Se, Te): 6 Valenzelektronen.
7. **Halogene** (F, Cl, Br, I): 7 Valenzelektronen, sehr reaktive Nichtmetalle, bilden mit Metallen Salze.
8. **Edelgase** (He, Ne, Ar, Kr, Xe): volle Außenschale (Edelgaskonfiguration), fast reaktionsträge.`,
      `## Beispielreaktion: Natrium mit Wasser
= 2 Na + 2 H₂O → 2 NaOH + H₂
Natrium flitzt auf dem Wasser, es entsteht Natronlauge (Phenolphthalein färbt sich pink) und Wasserstoff (Knallgasprobe).

## Trends im Periodensystem
- **Atomradius:** nimmt in einer Gruppe nach **unten zu** (mehr Schalen) und in einer Periode nach **rechts ab** (mehr Protonen ziehen stärker).
- **Elektronegativität:** nimmt nach **rechts oben** zu; Fluor hat den höchsten Wert (4,0).
- **Metallcharakter:** nimmt nach **links unten** zu.
- **Reaktivität der Alkalimetalle:** nimmt nach unten zu (Cs > K > Na > Li), weil das Außenelektron weiter vom Kern entfernt ist.
- **Reaktivität der Halogene:** nimmt nach unten ab (F > Cl > Br > I).

## Die Edelgasregel (Oktettregel)
Atome reagieren so, dass sie eine volle Außenschale mit **8 Elektronen** erreichen. Natrium gibt sein Elektron ab (Na⁺), Chlor nimmt eins auf (Cl⁻) – so entsteht Natriumchlorid (Kochsalz).

## Ionenladung ablesen
- I. Hauptgruppe → **+1** (Na⁺), II. → **+2** (Mg²⁺), III. → **+3** (Al³⁺)
- VI. Hauptgruppe → **−2** (O²⁻, S²⁻), VII. → **−1** (Cl⁻, Br⁻)
= Beispiel: Magnesium + Chlor → MgCl₂ (ein Mg²⁺ braucht zwei Cl⁻)

## Testfrage
Wie viele Valenzelektronen und Schalen hat Schwefel (Ordnungszahl 16)? – 6 Valenzelektronen (VI. Hauptgruppe), 3 Schalen (3. Periode): 2 – 8 – 6.`,
    ],
  },
  {
    ...base,
    key: 'de-gedichtanalyse',
    title: 'Gedichtanalyse Schritt für Schritt',
    description: 'Vom ersten Lesen bis zum fertigen Aufsatz – mit Metrum, Reimschema und Stilmitteln.',
    subject: 'literature',
    grades: [10, 11, 12],
    knower: 'lena.vogel',
    topic: 'deutsch/lyrik',
    knowledge: 'sprachen/deutsch/gedichtanalyse',
    pages: [
      `## Vorarbeit: erst verstehen, dann schreiben
1. Gedicht zweimal lesen, beim zweiten Mal mit Stift.
2. Erstes **Textverständnis** notieren: Worum geht es? Welche Stimmung?
3. **Formale Merkmale** markieren: Strophen, Verse, Reimschema, Metrum, Kadenzen.
4. **Sprachliche Mittel** suchen und immer nach ihrer **Wirkung** fragen.
5. Eine **Deutungshypothese** formulieren, die du im Hauptteil belegst.

## Formale Begriffe
- **Reimschema:** Paarreim (aabb), Kreuzreim (abab), umarmender Reim (abba)
- **Metrum:** Jambus (x X), Trochäus (X x), Daktylus (X x x), Anapäst (x x X)
- **Kadenz:** männlich/stumpf (betont endend), weiblich/klingend (unbetont endend)
- **Enjambement:** Der Satz läuft über das Versende hinaus.

= Beispiel Jambus: „Es **schlug** mein **Herz**, ge**schwind** zu **Pfer**de!“ (Goethe, Willkommen und Abschied)

## Wichtige Stilmittel
- **Metapher:** bildhafter Ausdruck ohne „wie“ – „das Meer der Zeit“
- **Vergleich:** mit „wie“ oder „als“ – „stark wie ein Bär“
- **Personifikation:** Dinge handeln wie Menschen – „die Sonne lacht“
- **Alliteration:** gleicher Anlaut – „Milch macht müde Männer munter“
- **Anapher:** Wiederholung am Versanfang
- **Antithese:** Gegensatz – „Ich bin das Licht, du bist die Nacht“`,
      `## Aufbau des Aufsatzes
### Einleitung
Autor, Titel, Erscheinungsjahr, Textsorte, Epoche und Thema in einem Satz – dazu deine Deutungshypothese.
= Das Gedicht „Mondnacht“ von Joseph von Eichendorff, 1837 veröffentlicht, gehört zur Romantik und beschreibt eine Sommernacht, in der Himmel und Erde zu verschmelzen scheinen.

### Hauptteil
- kurze **Inhaltsangabe** strophenweise (im Präsens!)
- **formale Analyse** – aber immer mit Funktion: Der regelmäßige Kreuzreim unterstreicht die harmonische Stimmung.
- **sprachliche Analyse** mit Zitat und Versangabe: „Es war, als hätt' der Himmel / Die Erde still geküsst“ (V. 1 f.) – die Personifikation zeigt die innige Verbindung von Himmel und Erde.
- Bezug zur **Epoche** (Sehnsucht, Natur, Unendlichkeit in der Romantik)

### Schluss
Deutungshypothese bestätigen oder ergänzen, Ergebnisse bündeln, evtl. eigene Wertung oder Bezug zur Gegenwart.

! **Merke:** Nie nur ein Stilmittel benennen! Immer: Stilmittel + Zitat mit Vers + Wirkung.

## Formulierungshilfen
- „Auffällig ist …“, „Dies wird verdeutlicht durch …“
- „Das lyrische Ich …“ (nie „der Autor sagt“!)
- „Hierdurch entsteht der Eindruck, dass …“

## Checkliste vor der Abgabe
- Präsens verwendet? Zitate korrekt mit Versangabe?
- Lyrisches Ich statt Autor? Deutungshypothese im Schluss aufgegriffen?`,
    ],
  },
  {
    ...base,
    key: 'de-newton',
    title: 'Die drei newtonschen Gesetze',
    description: 'Trägheitsprinzip, Grundgleichung der Mechanik und Wechselwirkungsprinzip mit Rechenbeispielen.',
    subject: 'physics',
    grades: [10, 11],
    knower: 'jonas.krueger',
    topic: 'physik/mechanik',
    knowledge: 'naturwissenschaften/physik/newtonsche-gesetze',
    pages: [
      `## 1. Newtonsches Gesetz – Trägheitsprinzip
Ein Körper bleibt in Ruhe oder bewegt sich geradlinig gleichförmig weiter, solange keine resultierende Kraft auf ihn wirkt.

- Beispiel: Bremst ein Bus plötzlich, bewegen sich die Fahrgäste weiter nach vorne.
- Die **Masse** ist ein Maß für die Trägheit eines Körpers (Einheit kg).

! **Merke:** Für Bewegung braucht man keine Kraft – nur für eine **Änderung** der Bewegung.

## 2. Newtonsches Gesetz – Grundgleichung der Mechanik
Die resultierende Kraft auf einen Körper ist gleich dem Produkt aus Masse und Beschleunigung:
= F = m · a     Einheit: 1 N = 1 kg · m/s²

Je größer die Kraft, desto größer die Beschleunigung; je größer die Masse, desto kleiner die Beschleunigung bei gleicher Kraft.

### Rechenbeispiel
Ein Auto (m = 1200 kg) beschleunigt in 10 s von 0 auf 25 m/s (90 km/h). Welche Kraft ist nötig (ohne Reibung)?
= a = Δv / Δt = 25 m/s / 10 s = 2,5 m/s²
= F = m · a = 1200 kg · 2,5 m/s² = 3000 N = 3 kN

## Gewichtskraft
Die Gewichtskraft ist ein Spezialfall: **F_G = m · g** mit g ≈ 9,81 m/s² auf der Erde. Ein Schüler mit 60 kg erfährt also eine Gewichtskraft von etwa 589 N.`,
      `## 3. Newtonsches Gesetz – Wechselwirkungsprinzip
Übt ein Körper A eine Kraft auf einen Körper B aus, so übt B eine gleich große, entgegengesetzt gerichtete Kraft auf A aus.
= F_AB = −F_BA   („actio = reactio“)

- Beim Gehen drückst du die Erde nach hinten – die Erde drückt dich nach vorne.
- Eine Rakete stößt Gase nach hinten aus und wird dadurch nach vorne beschleunigt.

! **Achtung:** Kraft und Gegenkraft greifen an **verschiedenen Körpern** an. Sie heben sich deshalb nicht auf! Gewichtskraft und Auflagekraft eines Buches auf dem Tisch sind dagegen ein **Kräftegleichgewicht** (beide wirken auf das Buch).

## Kräfte zusammensetzen
- Gleiche Richtung: Beträge addieren.
- Entgegengesetzte Richtung: Beträge subtrahieren, Richtung der größeren Kraft.
- Beliebige Richtung: Kräfteparallelogramm zeichnen (Kräfte sind **Vektoren**).

## Aufgabe mit Reibung
Ein Schlitten (m = 20 kg) wird mit 80 N gezogen, die Reibungskraft beträgt 30 N. Wie groß ist die Beschleunigung?
= F_res = 80 N − 30 N = 50 N
= a = F_res / m = 50 N / 20 kg = 2,5 m/s²

## Kurz zusammengefasst
1. Keine resultierende Kraft → keine Änderung der Geschwindigkeit.
2. F = m · a
3. Jede Kraft hat eine gleich große Gegenkraft auf den anderen Körper.`,
    ],
  },
  {
    ...base,
    key: 'de-plattentektonik',
    title: 'Plattentektonik – warum die Erde bebt',
    description: 'Schalenbau der Erde, Plattengrenzen, Vulkane und Erdbeben mit Beispielen.',
    subject: 'geography',
    grades: [7, 8],
    knower: 'jonas.krueger',
    topic: 'erdkunde/physische-geographie',
    knowledge: 'gesellschaft/geographie/plattentektonik',
    pages: [
      `## Der Schalenbau der Erde
- **Erdkruste:** 5–10 km (ozeanisch) bis 30–70 km (kontinental) dick, fest.
- **Erdmantel:** bis 2900 km Tiefe; der obere Teil (**Asthenosphäre**) ist zähplastisch.
- **Äußerer Kern:** flüssig, aus Eisen und Nickel – erzeugt das Magnetfeld.
- **Innerer Kern:** fest, etwa 5000–6000 °C heiß.

Die Kruste und der oberste feste Mantel bilden zusammen die **Lithosphäre**. Sie ist in etwa ein Dutzend große und viele kleine **Platten** zerbrochen, die auf der Asthenosphäre „schwimmen“.

## Von Wegener zur Plattentektonik
Alfred Wegener stellte 1912 die **Kontinentalverschiebung** vor. Seine Belege:
- Die Küsten von Südamerika und Afrika passen wie Puzzleteile zusammen.
- Gleiche Fossilien (z. B. Mesosaurus) auf verschiedenen Kontinenten.
- Gleiche Gesteine und Spuren alter Vergletscherungen.

Er konnte aber nicht erklären, **was** die Kontinente bewegt. Heute wissen wir: **Konvektionsströme** im Mantel (heißes Gestein steigt auf, kühleres sinkt ab) treiben die Platten an – einige Zentimeter pro Jahr, etwa so schnell, wie Fingernägel wachsen.`,
      `## Die drei Arten von Plattengrenzen
1. **Divergierende Grenze** (Platten bewegen sich auseinander): Magma steigt auf, neue Kruste entsteht. Beispiel: **Mittelatlantischer Rücken**, Island.
2. **Konvergierende Grenze** (Platten bewegen sich aufeinander zu):
- Ozeanisch trifft kontinental: Die schwerere ozeanische Platte taucht ab (**Subduktion**), es entstehen Tiefseerinnen und Vulkanketten. Beispiel: Anden.
- Kontinental trifft kontinental: Die Kruste wird gefaltet – **Faltengebirge**. Beispiel: Himalaya (Indische trifft Eurasische Platte).
3. **Transformstörung** (Platten gleiten aneinander vorbei): Spannungen bauen sich auf und entladen sich ruckartig. Beispiel: **San-Andreas-Verwerfung** in Kalifornien.

## Erdbeben
Am **Hypozentrum** (Herd in der Tiefe) entlädt sich die Spannung; das **Epizentrum** liegt senkrecht darüber an der Oberfläche. Die Stärke wird mit der **Magnitude** (Momenten-Magnitude, früher Richterskala) angegeben: Eine Stufe mehr bedeutet etwa 32-mal so viel freigesetzte Energie.

## Der Pazifische Feuerring
Rund um den Pazifik liegen Subduktionszonen – dort befinden sich etwa drei Viertel aller aktiven Vulkane und die meisten starken Erdbeben (Japan, Indonesien, Chile, Alaska).

! **Merke:** Vulkane und Erdbeben sind kein Zufall – sie häufen sich an den Plattengrenzen.

## Prüfungsfrage
Warum gibt es in Island Vulkane, im Himalaya aber kaum? – Island liegt an einer divergierenden Grenze, an der Magma aufsteigt. Im Himalaya stoßen zwei Kontinentalplatten zusammen; keine taucht tief ab, also entsteht kaum Magma.`,
    ],
  },
  {
    ...base,
    key: 'de-zelle',
    title: 'Die Zelle – Aufbau und Funktion',
    description: 'Zellorganellen, Tier- und Pflanzenzelle im Vergleich und Prokaryoten auf einen Blick.',
    subject: 'biology',
    grades: [7, 8, 9],
    knower: 'lena.vogel',
    topic: 'biologie/zellbiologie',
    knowledge: 'naturwissenschaften/biologie/zelle',
    pages: [
      `## Die Zelle als Grundbaustein
Alle Lebewesen bestehen aus **Zellen**. Die Zelle ist die kleinste Einheit, die alle Kennzeichen des Lebendigen zeigt: Stoffwechsel, Wachstum, Fortpflanzung, Reizbarkeit und Bewegung. Ein Bakterium besteht aus einer einzigen Zelle, der Mensch aus rund 30 Billionen.

! **Zelltheorie:** Alle Lebewesen bestehen aus Zellen, und jede Zelle entsteht aus einer anderen Zelle (Rudolf Virchow 1855: „Omnis cellula e cellula“).

## Bestandteile der Tierzelle
- **Zellmembran:** dünne Hülle aus einer Lipid-Doppelschicht; sie grenzt die Zelle ab und regelt, welche Stoffe hinein- und hinausgelangen.
- **Zellplasma (Cytoplasma):** flüssige Grundsubstanz, in der die Organellen liegen und viele Stoffwechselreaktionen ablaufen.
- **Zellkern:** enthält die Erbinformation (DNA) und steuert die Zelle; umgeben von einer doppelten Kernhülle mit Kernporen.
- **Mitochondrien:** „Kraftwerke der Zelle“ – hier wird bei der Zellatmung aus Glucose und Sauerstoff Energie in Form von ATP gewonnen.
- **Ribosomen:** bauen Proteine nach der Bauanleitung der DNA.
- **Endoplasmatisches Retikulum (ER):** Kanalsystem für Transport und Proteinbau (raues ER mit Ribosomen).
- **Golgi-Apparat:** verpackt und versendet Stoffe in kleinen Bläschen (Vesikeln).`,
      `## Zusätzlich in der Pflanzenzelle
- **Zellwand:** feste Hülle aus Cellulose außerhalb der Membran; sie gibt Form und Stabilität.
- **Chloroplasten:** grüne Organellen mit Chlorophyll; hier wird mit Lichtenergie Traubenzucker aufgebaut.
- **Vakuole:** großer, mit Zellsaft gefüllter Raum; sie speichert Stoffe und hält durch ihren Innendruck die Zelle prall.

## Vergleich auf einen Blick
= In beiden: Zellmembran, Zellplasma, Zellkern, Mitochondrien, Ribosomen, ER, Golgi-Apparat
= Nur in der Pflanzenzelle: Zellwand (Cellulose), Chloroplasten, große Zellsaftvakuole

## Prokaryoten und Eukaryoten
**Eukaryoten** (Tiere, Pflanzen, Pilze) haben einen echten Zellkern und Organellen mit Membran. **Prokaryoten** (Bakterien) sind viel kleiner (ca. 1–10 µm), haben **keinen Zellkern** – ihre DNA liegt frei als ringförmiges Bakterienchromosom im Plasma – und keine Mitochondrien.

## Mikroskopieren – so geht’s
1. Präparat auf den Objektträger, einen Tropfen Wasser darauf, Deckglas schräg auflegen.
2. Mit dem kleinsten Objektiv beginnen und scharf stellen.
3. Erst dann das stärkere Objektiv einschwenken und nur noch mit dem Feintrieb nachstellen.

! **Vergrößerung** = Okular × Objektiv, z. B. 10 × 40 = 400-fach.

## Prüfungsfrage zum Üben
Warum platzt eine Pflanzenzelle in Wasser nicht, eine rote Blutzelle aber schon? – Lösung: Wasser strömt in beide Zellen ein. Die feste Zellwand hält dem Druck stand; die Blutzelle hat nur eine Membran und platzt.`,
    ],
  },
];
