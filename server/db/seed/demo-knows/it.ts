// Italian demo knows (Italy, content language it). Grade levels count school years: 6–8 = 1ª–3ª media,
// 9–13 = 1ª–5ª superiore.
import type { DemoKnow } from './types';

const base = { country: 'IT', language: 'it', knower: 'giulia.romano' } as const;

export const ITALIAN_KNOWS: DemoKnow[] = [
  {
    ...base,
    key: 'it-risorgimento',
    title: 'Il Risorgimento e l’Unità d’Italia',
    description: 'Dai moti del 1820 alla presa di Roma: protagonisti, guerre d’indipendenza e date da ricordare.',
    subject: 'history',
    grades: [8, 12],
    topic: 'storia/ottocento',
    knowledge: 'societa/storia/risorgimento',
    pages: [
      `## Che cos'è il Risorgimento
Con **Risorgimento** si indica il periodo (circa 1815–1871) in cui l'Italia, divisa in diversi Stati e in parte sotto il dominio austriaco, diventa uno Stato unitario. Dopo il Congresso di Vienna (1815) la penisola era divisa tra Regno di Sardegna, Lombardo-Veneto (austriaco), Stato Pontificio, Regno delle Due Sicilie e alcuni ducati.

## Le tre idee per fare l'Italia
- **Giuseppe Mazzini:** Italia **repubblicana** e unita, conquistata dal popolo; fonda la Giovine Italia (1831).
- **Vincenzo Gioberti:** una **confederazione** di Stati guidata dal Papa (neoguelfismo).
- **Moderati piemontesi:** unificazione sotto la monarchia dei **Savoia**.

## I moti e il 1848
- Moti del **1820–21** e del **1830–31**, organizzati da società segrete come la Carboneria: tutti falliti.
- **1848:** anno delle rivoluzioni in Europa. Carlo Alberto concede lo **Statuto Albertino** e dichiara guerra all'Austria (**Prima guerra d'indipendenza**), ma è sconfitto a Custoza (1848) e a Novara (1849) e abdica in favore di Vittorio Emanuele II.
- **1849:** la Repubblica Romana di Mazzini e Garibaldi viene abbattuta dalle truppe francesi.

! Da ricordare: lo Statuto Albertino (1848) diventerà la costituzione del Regno d'Italia fino al 1948.`,
      `## Cavour e la Seconda guerra d'indipendenza (1859)
**Camillo Benso conte di Cavour**, primo ministro del Regno di Sardegna, modernizza lo Stato e cerca alleati: partecipa alla guerra di Crimea e stringe gli **accordi di Plombières** (1858) con Napoleone III. Nella Seconda guerra d'indipendenza Francia e Piemonte vincono a **Magenta** e **Solferino**; con l'armistizio di Villafranca il Piemonte ottiene la **Lombardia**. Nel 1860 plebisciti annettono Toscana, Emilia e Romagna.

## La spedizione dei Mille (1860)
**Giuseppe Garibaldi** parte da Quarto (Genova) il 5 maggio 1860 con circa mille volontari, sbarca a Marsala e conquista in pochi mesi il Regno delle Due Sicilie. A **Teano** consegna i territori conquistati a Vittorio Emanuele II.

## La nascita del Regno d'Italia
- **17 marzo 1861:** a Torino viene proclamato il **Regno d'Italia**, con Vittorio Emanuele II re.
- **1866:** Terza guerra d'indipendenza, alleati con la Prussia: l'Italia ottiene il **Veneto**.
- **20 settembre 1870:** breccia di **Porta Pia**, presa di Roma; nel 1871 Roma diventa la capitale.

## Problemi dopo l'Unità
- «Fatta l'Italia, bisogna fare gli italiani» (frase attribuita a Massimo d'Azeglio).
- Divario tra Nord e Sud (**questione meridionale**) e brigantaggio.
- Analfabetismo altissimo (oltre il 75 %) e pochi italiani che parlavano l'italiano.
- Trento e Trieste restano austriache fino alla Prima guerra mondiale.

## Linea del tempo
= 1848 Statuto Albertino · 1859 Seconda guerra · 1860 Mille · 1861 Regno d'Italia · 1866 Veneto · 1870 Roma`,
    ],
  },
  {
    ...base,
    key: 'it-equazioni-primo-grado',
    title: 'Le equazioni di primo grado',
    description: 'Principi di equivalenza, metodo di risoluzione e problemi risolti passo passo.',
    subject: 'mathematics',
    grades: [8, 9],
    topic: 'matematica/algebra',
    knowledge: 'matematica/algebra/equazioni-di-primo-grado',
    pages: [
      `## Che cos'è un'equazione
Un'**equazione** è un'uguaglianza tra due espressioni che contiene un'incognita (di solito x) ed è vera solo per alcuni valori. Risolverla significa trovare i valori che la rendono vera: le **soluzioni**.

## I due principi di equivalenza
- **Primo principio:** si può **aggiungere o sottrarre** lo stesso numero (o la stessa espressione) a entrambi i membri.
- Conseguenza: il **trasporto** – un termine può passare da un membro all'altro **cambiando segno**.
- **Secondo principio:** si possono **moltiplicare o dividere** entrambi i membri per lo stesso numero **diverso da zero**.

## Il metodo passo passo
1. Eliminare le parentesi (proprietà distributiva).
2. Eliminare i denominatori moltiplicando per il m.c.m.
3. Portare i termini con la x a sinistra e i numeri a destra.
4. Ridurre i termini simili.
5. Dividere per il coefficiente della x.
6. Verificare la soluzione.

## Esempio
= 3(x − 2) + 4 = x + 6
= 3x − 6 + 4 = x + 6
= 3x − x = 6 + 6 − 4
= 2x = 8  ⇒  x = 4
Verifica: 3(4 − 2) + 4 = 10 e 4 + 6 = 10 ✓`,
      `## Equazioni con i denominatori
= (x + 1)/2 − (x − 1)/3 = 2        m.c.m. = 6
= 3(x + 1) − 2(x − 1) = 12
= 3x + 3 − 2x + 2 = 12
= x = 7

! Attenzione al segno meno davanti a una frazione: −2(x − 1) = −2x **+ 2**.

## Casi particolari
- **Determinata:** una sola soluzione (es. 2x = 8).
- **Impossibile:** nessuna soluzione, si arriva a 0x = 5.
- **Indeterminata:** infinite soluzioni, si arriva a 0x = 0.

## Problemi risolti
### 1. Età
Marco ha 3 volte l'età di sua sorella; tra 10 anni ne avrà il doppio. Quanti anni hanno?
= Sorella: x; Marco: 3x
= 3x + 10 = 2(x + 10)  ⇒  3x + 10 = 2x + 20  ⇒  x = 10
La sorella ha **10 anni**, Marco **30**.

### 2. Numeri consecutivi
La somma di tre numeri consecutivi è 72.
= x + (x + 1) + (x + 2) = 72  ⇒  3x + 3 = 72  ⇒  x = 23
I numeri sono **23, 24 e 25**.

## Esercizi
1. 5x − 7 = 2x + 8
2. 4 − 2(x + 3) = x − 11
3. x/4 + x/6 = 5
**Soluzioni:** 1. x = 5   2. x = 3   3. x = 12`,
    ],
  },
  {
    ...base,
    key: 'it-divina-commedia-inferno',
    title: 'La Divina Commedia: l’Inferno in sintesi',
    description: 'Struttura, contrappasso e i canti più famosi: Paolo e Francesca, Ulisse, il conte Ugolino.',
    subject: 'literature',
    grades: [11],
    topic: 'italiano/letteratura-medievale',
    knowledge: 'lingue/italiano/divina-commedia',
    pages: [
      `## L'opera
La **Commedia** (l'aggettivo «Divina» lo aggiunge Boccaccio) è un poema in **volgare fiorentino** scritto da Dante Alighieri tra il 1304 circa e il 1321, durante l'esilio. Racconta un viaggio immaginario nei tre regni dell'aldilà, compiuto nella settimana santa del **1300**.

## La struttura: il numero 3
- **Tre cantiche:** Inferno, Purgatorio, Paradiso.
- **100 canti:** 34 nell'Inferno (1 di proemio + 33), 33 nel Purgatorio, 33 nel Paradiso.
- **Terzina dantesca:** strofe di tre endecasillabi a rima incatenata (ABA BCB CDC …).

## Le guide
- **Virgilio:** simbolo della ragione umana, guida Dante nell'Inferno e nel Purgatorio.
- **Beatrice:** simbolo della grazia e della teologia, lo guida in Paradiso.
- **San Bernardo:** lo accompagna alla visione di Dio.

## La forma dell'Inferno
Un'enorme voragine a forma di **imbuto** sotto Gerusalemme, divisa in **nove cerchi**. Più si scende, più gravi sono i peccati: prima l'incontinenza (lussuria, gola, avarizia, ira), poi la violenza, infine la frode e il tradimento. Al centro si trova **Lucifero**, conficcato nel ghiaccio del Cocito.

! **Legge del contrappasso:** la pena corrisponde al peccato, per analogia o per contrasto. I lussuriosi, travolti in vita dalla passione, sono trascinati per sempre da una bufera.`,
      `## Canti da conoscere
### Canto I – la selva oscura
= «Nel mezzo del cammin di nostra vita / mi ritrovai per una selva oscura, / ché la diritta via era smarrita.»
Dante, smarrito nel peccato, incontra tre fiere (lonza, leone, lupa) e poi Virgilio.

### Canto III – la porta dell'Inferno
«Lasciate ogne speranza, voi ch'intrate». Gli **ignavi**, che in vita non scelsero mai, corrono dietro a un'insegna, punti da vespe e mosconi.

### Canto V – Paolo e Francesca (lussuriosi)
Francesca racconta l'amore per il cognato Paolo, nato leggendo insieme la storia di Lancillotto e Ginevra:
= «Amor, ch'a nullo amato amar perdona, / mi prese del costui piacer sì forte, / che, come vedi, ancor non m'abbandona.»
Dante, commosso, sviene per la pietà.

### Canto XXVI – Ulisse (consiglieri fraudolenti)
Ulisse racconta il suo ultimo viaggio oltre le colonne d'Ercole:
= «fatti non foste a viver come bruti, / ma per seguir virtute e canoscenza.»
È il simbolo della sete di conoscenza che supera i limiti posti da Dio.

### Canto XXXIII – il conte Ugolino (traditori)
Ugolino, rinchiuso in una torre a Pisa con i figli e i nipoti, racconta la loro morte per fame. Ambiguo il verso «Poscia, più che 'l dolor, poté 'l digiuno».

## Schema per l'interrogazione
Personaggio → cerchio e peccato → contrappasso → significato → verso famoso.`,
    ],
  },
  {
    ...base,
    key: 'it-legami-chimici',
    title: 'I legami chimici',
    description: 'Regola dell’ottetto, legame ionico, covalente e metallico con esempi e proprietà.',
    subject: 'chemistry',
    grades: [10],
    topic: 'chimica/legami',
    knowledge: 'scienze/chimica/legami-chimici',
    pages: [
      `## Perché gli atomi si legano
Gli atomi si legano per raggiungere una configurazione più **stabile**, con minore energia. Spesso significa avere **otto elettroni** nel livello più esterno, come i gas nobili: è la **regola dell'ottetto** (per l'idrogeno bastano due elettroni).

## L'elettronegatività
È la tendenza di un atomo ad attirare gli elettroni di legame. Nella tavola periodica **aumenta** da sinistra a destra e dal basso verso l'alto; il fluoro è il più elettronegativo (4,0 nella scala di Pauling). La **differenza di elettronegatività** (ΔE) decide il tipo di legame:
- ΔE = 0 → covalente puro (apolare)
- 0 < ΔE < 1,9 → covalente polare
- ΔE ≥ 1,9 → ionico (valore indicativo)

## Il legame ionico
Un metallo **cede** elettroni e diventa un catione; un non metallo li **acquista** e diventa un anione. Gli ioni di carica opposta si attraggono.
= Na → Na⁺ + e⁻       Cl + e⁻ → Cl⁻       Na⁺ + Cl⁻ → NaCl
I composti ionici formano **reticoli cristallini**: sono solidi, duri ma fragili, con alte temperature di fusione; conducono la corrente solo se fusi o in soluzione.

! Esempio: NaCl, ΔE = 3,0 − 0,9 = 2,1 → legame ionico.`,
      `## Il legame covalente
Due atomi **mettono in comune** una o più coppie di elettroni.
- **Semplice:** una coppia (H–H, H–Cl)
- **Doppio:** due coppie (O=O)
- **Triplo:** tre coppie (N≡N)

### Covalente puro e polare
- **Puro:** tra atomi uguali (H₂, O₂, N₂, Cl₂) – gli elettroni sono condivisi in modo equo.
- **Polare:** tra atomi con ΔE diversa da zero. Nell'acqua l'ossigeno attira di più gli elettroni: si forma un **dipolo** con δ− sull'ossigeno e δ+ sugli idrogeni.

### Legame dativo
Entrambi gli elettroni della coppia sono forniti dallo stesso atomo, es. nello ione ammonio NH₄⁺.

## Il legame metallico
Gli atomi metallici perdono gli elettroni esterni, che si muovono liberamente tra i cationi: il «**mare di elettroni**». Spiega la **conducibilità** elettrica e termica, la **duttilità** e la **malleabilità** dei metalli e la loro lucentezza.

## Confronto rapido
- **Ionico:** metallo + non metallo, trasferimento di elettroni, NaCl
- **Covalente:** non metallo + non metallo, condivisione, H₂O, CH₄
- **Metallico:** metallo + metallo, elettroni delocalizzati, Fe, Cu

## Esercizio
Che tipo di legame c'è in HCl? (H = 2,1; Cl = 3,0)
= ΔE = 3,0 − 2,1 = 0,9 → covalente polare`,
    ],
  },
  {
    ...base,
    key: 'it-present-perfect-past-simple',
    title: 'Inglese: present perfect o past simple?',
    description: 'Come si formano, quando si usano e le parole chiave per non sbagliare, con esercizi corretti.',
    subject: 'english',
    grades: [8, 9, 10],
    topic: 'inglese/grammatica',
    knowledge: 'lingue/inglese/present-perfect',
    pages: [
      `## Il problema per chi parla italiano
In italiano usiamo il passato prossimo sia per «Ieri ho visto Marco» sia per «Ho visto quel film tre volte». In inglese invece servono due tempi diversi:
- **Past simple:** azione conclusa in un momento preciso del passato. «I **saw** Marco **yesterday**.»
- **Present perfect:** azione passata collegata al presente (esperienza, risultato, durata che continua). «I **have seen** that film three times.»

## Formazione del present perfect
= soggetto + have / has + participio passato
= I have worked – He has worked – We haven’t worked
= Have you worked? – Yes, I have. / No, I haven’t.

I verbi regolari aggiungono **-ed** (play → played). Gli irregolari vanno imparati: be → been, do → done, go → gone, take → taken, write → written, see → seen.

## Parole che chiamano il present perfect
- **ever / never:** Have you ever been to London? – I’ve never tried sushi.
- **already / yet / just:** I’ve already finished. – Have you finished yet? – She’s just left.
- **for / since:** I’ve lived in Bologna **for** ten years / **since** 2015.

! **Attenzione:** «Abito qui da dieci anni» si traduce con il present perfect: «I **have lived** here for ten years», non «I live here since ten years».`,
      `## Parole che chiamano il past simple
- **yesterday**, **last** week / year, **ago**, **in** 2010, **when** I was young
- le domande con **When…?**: When did you arrive?

## Formazione del past simple
= frase affermativa: I worked / I went
= negativa: I didn’t work / I didn’t go
= interrogativa: Did you work? / Did you go?
Dopo did / didn’t il verbo resta alla forma base: «Did she **go**?», mai «Did she went?».

## For o since?
- **for** + periodo di tempo: for two hours, for a week, for ages
- **since** + momento d’inizio: since Monday, since 2020, since I was a child

## Esempio svolto
«I **have studied** English since primary school. Last summer I **spent** a month in Dublin, and since then I **have made** a lot of Irish friends.»
Il primo verbo indica una durata che arriva a oggi (since), il secondo un’azione datata (last summer), il terzo un risultato ancora valido.

## Esercizio
Scegli il tempo giusto.
1. I (never / be) to Japan.
2. We (visit) Rome two years ago.
3. She (live) in Milan since 2018.
4. Look! Someone (break) the window.
5. When (you / start) playing the guitar?

**Soluzioni:** 1. have never been 2. visited 3. has lived 4. has broken 5. did you start

## Trucco finale
Se nella frase c’è un momento preciso del passato, usa il past simple; se il momento non è detto o il periodo arriva fino a oggi, usa il present perfect.`,
    ],
  },
  {
    ...base,
    key: 'it-cellula',
    title: 'La cellula: procariote ed eucariote, animale e vegetale',
    description: 'La teoria cellulare, le strutture della cellula e gli organuli con la loro funzione.',
    subject: 'biology',
    grades: [9, 10],
    topic: 'biologia/cellula',
    knowledge: 'scienze/biologia/cellula',
    pages: [
      `## La teoria cellulare
1. Tutti gli organismi viventi sono formati da una o più cellule.
2. La cellula è l’unità strutturale e funzionale della vita.
3. Ogni cellula deriva da una cellula preesistente.

La cellula fu osservata per la prima volta da **Robert Hooke** nel 1665 in una fettina di sughero; la teoria cellulare fu formulata nell’Ottocento da Schleiden, Schwann e Virchow.

## Procariote ed eucariote
- **Cellula procariote** (batteri e archei): piccola (1–10 µm), senza nucleo: il DNA, circolare, si trova in una zona del citoplasma chiamata **nucleoide**. Non ha organuli rivestiti da membrana; ha ribosomi, membrana plasmatica e di solito una parete cellulare.
- **Cellula eucariote** (animali, piante, funghi, protisti): più grande (10–100 µm), con un **nucleo** delimitato dall’involucro nucleare e numerosi organuli.

## Strutture comuni a tutte le cellule
- **Membrana plasmatica:** doppio strato di fosfolipidi con proteine; regola gli scambi con l’esterno (permeabilità selettiva).
- **Citoplasma:** il citosol e gli organuli immersi in esso.
- **Ribosomi:** costruiscono le proteine.
- **DNA:** contiene l’informazione genetica.`,
      `## Gli organuli della cellula eucariote
- **Nucleo:** custodisce il DNA e controlla l’attività della cellula; al suo interno il **nucleolo** produce i ribosomi.
- **Reticolo endoplasmatico:** il ruvido (con ribosomi) produce proteine; il liscio sintetizza lipidi e neutralizza sostanze tossiche.
- **Apparato di Golgi:** modifica, smista e «impacchetta» le molecole in vescicole.
- **Mitocondri:** sede della **respirazione cellulare**, producono ATP a partire dal glucosio e dall’ossigeno.
- **Lisosomi:** vescicole con enzimi digestivi che demoliscono le sostanze di scarto.
- **Citoscheletro:** rete di filamenti proteici che dà forma alla cellula e permette il movimento.

## Cellula animale e cellula vegetale
= Solo nella vegetale: parete cellulare di cellulosa, cloroplasti, grande vacuolo centrale
= Solo nell’animale: centrioli, lisosomi numerosi
I **cloroplasti** trasformano l’energia luminosa in energia chimica; il **vacuolo** accumula acqua e sostanze e mantiene la cellula turgida.

## L’ipotesi endosimbiotica
Mitocondri e cloroplasti hanno un proprio DNA circolare e ribosomi simili a quelli dei batteri. Secondo Lynn Margulis derivano da antichi procarioti inglobati da una cellula più grande, con cui hanno iniziato a vivere in simbiosi.

## Domanda da verifica
Perché una cellula vegetale immersa in acqua distillata non scoppia? – Perché la parete cellulare rigida resiste alla pressione dell’acqua che entra.`,
    ],
  },
  {
    ...base,
    key: 'it-moto-rettilineo',
    title: 'Il moto rettilineo uniforme e uniformemente accelerato',
    description: 'Velocità, accelerazione, leggi orarie e grafici dei due moti, con un problema svolto.',
    subject: 'physics',
    grades: [9, 10],
    topic: 'fisica/cinematica',
    knowledge: 'scienze/fisica/moto-rettilineo',
    pages: [
      `## Grandezze fondamentali
- **Posizione** s: dove si trova il corpo lungo la retta (in metri).
- **Velocità media:** v = Δs / Δt, misurata in m/s. Per passare da km/h a m/s si divide per 3,6 (72 km/h = 20 m/s).
- **Accelerazione media:** a = Δv / Δt, misurata in m/s²; indica quanto rapidamente cambia la velocità.

## Moto rettilineo uniforme (MRU)
Il corpo si muove su una retta con **velocità costante**: percorre spazi uguali in tempi uguali, e l’accelerazione è nulla.
= legge oraria: s = s₀ + v · t
- Grafico **spazio-tempo:** una retta; la sua pendenza è la velocità.
- Grafico **velocità-tempo:** una retta orizzontale; l’area sotto la retta è lo spazio percorso.

### Esempio
Un ciclista parte da s₀ = 100 m e viaggia a 5 m/s. Dopo 40 s si trova in s = 100 + 5 · 40 = 300 m.`,
      `## Moto rettilineo uniformemente accelerato (MRUA)
L’**accelerazione è costante**: la velocità cambia di quantità uguali in tempi uguali.
= v = v₀ + a · t
= s = s₀ + v₀ · t + ½ · a · t²
= v² = v₀² + 2 · a · (s − s₀)
- Grafico velocità-tempo: una retta inclinata; la pendenza è l’accelerazione e l’area sottesa è lo spazio.
- Grafico spazio-tempo: un arco di **parabola**.

## Caso speciale: la caduta libera
Un corpo lasciato cadere (trascurando l’aria) si muove di MRUA con accelerazione **g ≈ 9,8 m/s²**, la stessa per tutti i corpi, leggeri o pesanti (Galileo).

## Problema svolto
Un’auto parte da ferma e accelera con a = 2,5 m/s² per 8 s. Che velocità raggiunge e quanto spazio percorre?
1. v = v₀ + a · t = 0 + 2,5 · 8 = **20 m/s** (cioè 72 km/h).
2. s = ½ · a · t² = ½ · 2,5 · 64 = **80 m**.
Verifica con la terza formula: v² = 2 · a · s → 400 = 2 · 2,5 · 80 = 400 ✓

## Errori da evitare
- Mescolare unità: km/h e m/s non vanno mai nella stessa formula.
- Dimenticare il segno: in frenata l’accelerazione è negativa.

## Esercizio
Un sasso cade da un ponte e tocca l’acqua dopo 2 s. Quanto è alto il ponte? **Soluzione:** h = ½ · g · t² = ½ · 9,8 · 4 ≈ 19,6 m.`,
    ],
  },
  {
    ...base,
    key: 'it-italia-fisica',
    title: 'L’Italia fisica: Alpi, Appennini, pianure, fiumi e laghi',
    description: 'Posizione, rilievi, pianure, idrografia e clima dell’Italia in uno schema da ripasso.',
    subject: 'geography',
    grades: [6, 7],
    topic: 'geografia/italia-fisica',
    knowledge: 'societa/geografia/italia-fisica',
    pages: [
      `## Posizione e territorio
L’Italia è una **penisola** dell’Europa meridionale, protesa nel Mar Mediterraneo, con la caratteristica forma a stivale. Il suo territorio (circa 302 000 km²) è per il 35 % montuoso, per il 42 % collinare e solo per il 23 % pianeggiante. Le coste misurano circa 7500 km e sono bagnate dal Mar Ligure, dal Tirreno, dallo Ionio e dall’Adriatico.

## Le Alpi
Formano un grande arco a nord e separano l’Italia da Francia, Svizzera, Austria e Slovenia. Si dividono in:
- **Alpi occidentali:** qui c’è il **Monte Bianco** (4806 m), la vetta più alta d’Europa occidentale, e il Monte Rosa.
- **Alpi centrali:** con il Bernina e l’Ortles.
- **Alpi orientali:** con le **Dolomiti**, patrimonio UNESCO.
Le Alpi sono montagne giovani, alte e con cime aguzze, modellate dai ghiacciai.

## Gli Appennini
Percorrono la penisola da nord a sud per circa 1200 km, fino alla Calabria, e proseguono in Sicilia. Sono più bassi e arrotondati delle Alpi; la vetta più alta è il **Corno Grande** nel Gran Sasso (2912 m).

## I vulcani
L’Italia è una terra vulcanica e sismica: **Etna** (il vulcano attivo più alto d’Europa), **Vesuvio**, **Stromboli** e Vulcano.`,
      `## Le pianure
- **Pianura Padana:** la più vasta (circa 46 000 km²), formata dai depositi del Po e dei suoi affluenti; è la zona più popolata e produttiva del Paese.
- Altre pianure: Tavoliere delle Puglie, Maremma, Agro Pontino, Piana di Catania, Campidano in Sardegna.

## I fiumi
- I fiumi alpini (come il **Po**, il più lungo con 652 km, e l’Adige) sono lunghi e ricchi d’acqua tutto l’anno, alimentati da nevi e ghiacciai.
- I fiumi appenninici (come il **Tevere** e l’Arno) sono più brevi e hanno un regime irregolare; molti corsi d’acqua del Sud sono **fiumare**, quasi asciutte d’estate.

## I laghi
- **Laghi prealpini** di origine glaciale: Garda (il più grande), Maggiore, Como.
- **Laghi vulcanici**, rotondi perché occupano antichi crateri: Bolsena, Bracciano.
- Lago Trasimeno in Umbria, di origine tettonica.

## Il clima
- **Alpino** sulle montagne: inverni lunghi e nevosi.
- **Continentale** nella Pianura Padana: inverni freddi e nebbiosi, estati calde e afose.
- **Mediterraneo** lungo le coste e al Sud: inverni miti, estati calde e secche.

! **Per ricordare:** nord = Alpi e Pianura Padana; centro e sud = Appennini, colline e coste.

## Domanda di verifica
Perché il Po ha acqua anche in estate, mentre molte fiumare calabresi no? – Perché è alimentato dallo scioglimento di nevi e ghiacciai alpini e da molti affluenti.`,
    ],
  },
];
