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
];
