// Romanian demo knows (Romania, content language ro).
import type { DemoKnow } from './types';

const base = { country: 'RO', language: 'ro', knower: 'andreea.popescu' } as const;

export const ROMANIAN_KNOWS: DemoKnow[] = [
  {
    ...base,
    key: 'ro-ecuatia-de-gradul-doi',
    title: 'Ecuația de gradul al doilea: discriminant și formule',
    description: 'Rezolvarea ecuației ax² + bx + c = 0 cu discriminantul, relațiile lui Viète și exemple rezolvate.',
    subject: 'mathematics',
    grades: [8, 9],
    topic: 'matematica/algebra',
    knowledge: 'matematica/algebra/ecuatia-de-gradul-doi',
    pages: [
      `## Forma generală
O **ecuație de gradul al doilea** are forma
= ax² + bx + c = 0, cu a, b, c numere reale și a ≠ 0
Numerele a, b, c se numesc coeficienți; c este termenul liber.

## Discriminantul
= Δ = b² − 4ac
Semnul lui Δ ne spune câte soluții reale are ecuația:
- **Δ > 0:** două soluții reale distincte
- **Δ = 0:** o soluție dublă, x = −b / (2a)
- **Δ < 0:** nicio soluție reală

## Formula soluțiilor
= x₁,₂ = (−b ± √Δ) / (2a)

## Exemplul 1
Rezolvați x² − 5x + 6 = 0.
= a = 1, b = −5, c = 6
= Δ = 25 − 24 = 1
= x₁ = (5 + 1) / 2 = 3, x₂ = (5 − 1) / 2 = 2
Verificare: 3² − 5 · 3 + 6 = 0 ✓

## Cazuri particulare (fără formulă)
- **c = 0:** ax² + bx = 0 ⇒ x(ax + b) = 0 ⇒ x₁ = 0, x₂ = −b / a
- **b = 0:** ax² + c = 0 ⇒ x² = −c / a (are soluții doar dacă −c / a ≥ 0)`,
      `## Exemplul 2
Rezolvați 2x² + 3x − 2 = 0.
= Δ = 9 − 4 · 2 · (−2) = 9 + 16 = 25
= x₁,₂ = (−3 ± 5) / 4 ⇒ x₁ = 1/2, x₂ = −2

## Exemplul 3 (Δ < 0)
x² + 2x + 5 = 0: Δ = 4 − 20 = −16 < 0, deci ecuația **nu are soluții reale**.

## Relațiile lui Viète
Dacă x₁ și x₂ sunt soluțiile ecuației ax² + bx + c = 0, atunci:
= S = x₁ + x₂ = −b / a
= P = x₁ · x₂ = c / a
Verificare pe exemplul 1: S = 3 + 2 = 5 = −(−5)/1 ✓, P = 3 · 2 = 6 = 6/1 ✓

### Formarea ecuației când știm soluțiile
Ecuația cu soluțiile x₁ și x₂ este **x² − Sx + P = 0**. Pentru soluțiile 4 și −1: S = 3, P = −4, deci x² − 3x − 4 = 0.

## Descompunerea în factori
= ax² + bx + c = a(x − x₁)(x − x₂)
De exemplu: x² − 5x + 6 = (x − 2)(x − 3).

! **Greșeală frecventă:** la calculul lui Δ, pătratul lui b este întotdeauna pozitiv: dacă b = −5, atunci b² = 25, nu −25.

## Exerciții
1. x² − 7x + 10 = 0
2. 4x² − 4x + 1 = 0
3. Aflați m pentru care x² − 6x + m = 0 are o soluție dublă.
**Răspunsuri:** 1. x₁ = 5, x₂ = 2 2. x = 1/2 (Δ = 0) 3. Δ = 36 − 4m = 0 ⇒ m = 9`,
    ],
  },
  {
    ...base,
    key: 'ro-luceafarul',
    title: 'Mihai Eminescu, „Luceafărul” – comentariu pentru bacalaureat',
    description: 'Geneza, tema, structura în patru tablouri, personajele și semnificația finalului poemului eminescian.',
    subject: 'literature',
    grades: [11, 12],
    topic: 'limba-si-literatura-romana/poezie',
    knowledge: 'limbi/limba-romana/luceafarul',
    pages: [
      `## Date despre operă
- **Autor:** Mihai Eminescu (1850–1889), cel mai important poet romantic român
- **Publicare:** 1883, în „Almanahul Societății Academice Social-Literare România Jună” de la Viena
- **Specie:** poem (poem romantic, alegoric și filozofic), cu elemente epice, lirice și dramatice
- **Sursa de inspirație:** basmul popular „Fata în grădina de aur”, cules de germanul Richard Kunisch; Eminescu notează pe manuscris sensul alegoric: geniul „n-are moarte, dar n-are nici noroc”.

## Tema
Poemul este o **alegorie a condiției geniului** într-o lume comună: omul de geniu (Hyperion) nu poate fi fericit și nici nu poate face fericit pe altcineva. Se adaugă tema iubirii imposibile dintre două ființe din lumi diferite.

## Structura: patru tablouri
1. **Tabloul I** – iubirea dintre fata de împărat și Luceafăr (planul cosmic și cel terestru). Fata îl cheamă de două ori; el se întrupează o dată din cer și mare (înger), a doua oară din soare și noapte (demon). Fata îi cere să devină muritor.
2. **Tabloul al II-lea** – idila dintre Cătălina și Cătălin, pajul: iubire simplă, pământească, pe măsura lor.
3. **Tabloul al III-lea** – zborul cosmic al lui Hyperion spre Demiurg, căruia îi cere să-l dezlege de nemurire. Demiurgul refuză și îi arată că oamenii au doar „stele cu noroc”.
4. **Tabloul al IV-lea** – Hyperion își vede iubita în brațele lui Cătălin și se retrage în sfera sa.`,
      `## Personajele ca simboluri
- **Hyperion (Luceafărul):** geniul, ființa nemuritoare și rece, capabilă de cunoaștere absolută, dar singură.
- **Cătălina:** ființa omenească ce aspiră spre absolut, dar nu poate depăși condiția umană.
- **Cătălin:** omul obișnuit, care trăiește clipa.
- **Demiurgul:** principiul absolut, creatorul care veghează ordinea lumii.

## Procedee artistice
- **Antiteza** dintre lumea cosmică (nemurire, rațiune) și lumea terestră (efemer, sentiment).
- Metafore și epitete: „un mort frumos cu ochii vii”, „mândru chip”.
- **Simetria compoziției:** tablourile I și IV se petrec în ambele planuri, cosmic și terestru.
- Versificație: catrene cu rimă încrucișată, măsură de 7–8 silabe, ritm iambic.

## Finalul
= „Trăind în cercul vostru strâmt
= Norocul vă petrece,
= Ci eu în lumea mea mă simt
= Nemuritor și rece.”
Hyperion acceptă despărțirea de lumea oamenilor. „Cercul strâmt” sugerează limitele omului comun, iar „nemuritor și rece” arată singurătatea geniului.

## Romantismul operei
Specific romantice sunt: tema geniului, cadrul nocturn, motivul stelei, amestecul speciilor, antiteza și înclinația spre mit și filozofie.

! **La eseu:** prezintă două elemente de structură (de exemplu, titlul și relația incipit–final), ilustrează tema cu două secvențe comentate și încheie cu o concluzie despre viziunea romantică.`,
    ],
  },
  {
    ...base,
    key: 'ro-present-perfect',
    title: 'Limba engleză: Present Perfect sau Past Simple?',
    description: 'Formare, folosire și cuvinte-cheie pentru cele două timpuri trecute din engleză, cu exerciții rezolvate.',
    subject: 'english',
    grades: [7, 8, 9],
    topic: 'limba-engleza/gramatica',
    knowledge: 'limbi/limba-engleza/present-perfect',
    pages: [
      `## De ce e greu pentru vorbitorii de română?
În română folosim perfectul compus și pentru „Ieri am văzut un film”, și pentru „Am văzut filmul de trei ori”. În engleză sunt două timpuri diferite:
- **Past Simple:** acțiune încheiată într-un moment precizat din trecut. „I **saw** a film **yesterday**.”
- **Present Perfect:** acțiune trecută legată de prezent (experiență, rezultat, durată care continuă). „I **have seen** this film three times.”

## Formarea Present Perfect
= have / has + participiul trecut (forma a III-a)
= I have finished – she has finished
= negativ: I haven’t finished / she hasn’t finished
= întrebare: Have you finished? – Yes, I have. / No, I haven’t.
Verbele regulate primesc **-ed** (work → worked); cele neregulate se învață: go → gone, see → seen, write → written, be → been.

## Cuvinte-cheie pentru Present Perfect
- **ever, never:** Have you ever been to London?
- **already, yet, just:** I’ve already done my homework. – She hasn’t called yet. – They’ve just arrived.
- **for, since:** I have lived in Cluj **for** six years / **since** 2019.

! „Locuiesc aici de doi ani” = „I **have lived** here for two years”, nu „I live here since two years”.`,
      `## Cuvinte-cheie pentru Past Simple
**yesterday**, **last** week / month / year, two days **ago**, **in** 2020, **when** I was a child și întrebările cu **When…?**

## Formarea Past Simple
= afirmativ: I worked / I went
= negativ: I didn’t work / I didn’t go
= interogativ: Did you work? / Did you go?
După **did** și **didn’t** verbul rămâne la forma de bază: „Did she **go**?”, niciodată „Did she went?”.

## For sau since?
- **for** + o durată: for ten minutes, for three years, for a long time
- **since** + momentul de început: since Monday, since 2015, since I was ten

## Exemplu comentat
„I **have played** the piano since I was seven. Last year I **won** a competition in Iași, and I **have** already **started** preparing for the next one.”
Primul verb arată o durată care ține până azi, al doilea o acțiune datată (last year), al treilea un rezultat prezent.

## Exercițiu
Puneți verbul la timpul potrivit.
1. We (visit) Sibiu last summer.
2. I (never / eat) sushi.
3. He (work) here since 2021.
4. (you / finish) your project yet?
5. When (they / arrive)?

**Răspunsuri:** 1. visited 2. have never eaten 3. has worked 4. Have you finished 5. did they arrive

## Regula de aur
Dacă știm **când** s-a petrecut acțiunea, folosim Past Simple; dacă momentul nu contează sau perioada ține până acum, folosim Present Perfect.`,
    ],
  },
  {
    ...base,
    key: 'ro-celula',
    title: 'Celula – structură și funcții',
    description: 'Teoria celulară, celula procariotă și eucariotă, organitele celulare și diferențele dintre celula animală și cea vegetală.',
    subject: 'biology',
    grades: [9],
    topic: 'biologie/celula',
    knowledge: 'stiinte/biologie/celula',
    pages: [
      `## Teoria celulară
1. Toate organismele vii sunt alcătuite din una sau mai multe celule.
2. Celula este unitatea de structură și de funcție a viețuitoarelor.
3. Orice celulă provine dintr-o altă celulă preexistentă.
Teoria a fost formulată în secolul al XIX-lea de Schleiden, Schwann și Virchow. Românul **George Emil Palade** a primit Premiul Nobel în 1974 pentru descoperirea ribozomilor și studiul organizării celulei la microscopul electronic.

## Celula procariotă și celula eucariotă
- **Procariotă** (bacterii): fără nucleu adevărat; ADN-ul circular se află în citoplasmă, într-o zonă numită **nucleoid**. Nu are organite cu membrană, are ribozomi mici și, de obicei, perete celular.
- **Eucariotă** (plante, animale, ciuperci): are **nucleu** delimitat de o membrană dublă (anvelopa nucleară) și numeroase organite.

## Componentele celulei eucariote
- **Membrana celulară (plasmalema):** alcătuită din două straturi de fosfolipide și proteine; are permeabilitate selectivă.
- **Citoplasma:** conține hialoplasma și organitele.
- **Nucleul:** conține cromatina (ADN + proteine) și unul sau mai mulți nucleoli; coordonează activitatea celulei.`,
      `## Organitele celulare
- **Mitocondriile:** sediul respirației celulare, în care se produce energie (ATP); au ADN propriu.
- **Ribozomii:** sinteza proteinelor.
- **Reticulul endoplasmatic:** cel rugos (cu ribozomi) participă la sinteza proteinelor, cel neted la sinteza lipidelor.
- **Aparatul Golgi:** prelucrează și „ambalează” substanțele în vezicule.
- **Lizozomii:** conțin enzime digestive care descompun substanțele uzate.
- **Cloroplastele** (doar la plante): conțin clorofilă și transformă energia luminoasă în energie chimică.
- **Vacuolele:** depozitează apă și substanțe; la plante există o vacuolă mare centrală.
- **Centrozomul** (la animale): participă la diviziunea celulară.

## Celula animală și celula vegetală
= Doar în celula vegetală: perete celular din celuloză, cloroplaste, vacuolă mare
= Doar în celula animală: centrozom (centrioli), lizozomi numeroși

## Schimburile celulei cu mediul
- **Difuziunea:** trecerea substanțelor de la concentrație mare la concentrație mică, fără consum de energie.
- **Osmoza:** difuziunea apei printr-o membrană semipermeabilă.
- **Transportul activ:** împotriva gradientului de concentrație, cu consum de ATP.

! **Plasmoliza:** o celulă vegetală pusă într-o soluție concentrată de sare pierde apă, iar citoplasma se desprinde de peretele celular. În apă distilată are loc fenomenul invers, **turgescența**.

## Întrebare de verificare
De ce celula vegetală nu se sparge în apă distilată? – Peretele celular rigid rezistă presiunii apei care intră prin osmoză.`,
    ],
  },
  {
    ...base,
    key: 'ro-marea-unire',
    title: 'Marea Unire din 1918',
    description: 'Contextul Primului Război Mondial, unirea Basarabiei, Bucovinei și Transilvaniei cu România și recunoașterea internațională.',
    subject: 'history',
    grades: [8, 12],
    topic: 'istorie/secolul-xx',
    knowledge: 'societate/istorie/marea-unire',
    pages: [
      `## Contextul
La începutul secolului XX, mulți români trăiau în afara Regatului României: în **Transilvania**, Banat, Crișana și Maramureș (în Austro-Ungaria), în **Bucovina** (Austria) și în **Basarabia** (Imperiul Rus). Idealul național era unirea tuturor românilor într-un singur stat.

## România în Primul Război Mondial
- **1914–1916:** perioada de neutralitate.
- **August 1916:** România intră în război de partea **Antantei** (Franța, Marea Britanie, Rusia), care promisese recunoașterea unirii Transilvaniei și Bucovinei.
- Sfârșitul lui 1916: înfrângeri grele, ocuparea Bucureștiului; guvernul și familia regală se retrag la Iași.
- **Vara 1917:** victoriile de la **Mărăști, Mărășești și Oituz** opresc ofensiva germană („Pe aici nu se trece!”).
- Ieșirea Rusiei din război după revoluția bolșevică obligă România să semneze pacea separată de la București (1918), care nu a fost ratificată de rege.

## Dezmembrarea imperiilor
La sfârșitul războiului, Imperiul Rus și Austro-Ungaria se prăbușesc. Popoarele lor își proclamă dreptul la **autodeterminare** (principiu susținut de președintele american Woodrow Wilson).`,
      `## Etapele Marii Uniri
1. **27 martie / 9 aprilie 1918 – Basarabia:** Sfatul Țării de la Chișinău votează unirea cu România.
2. **15 / 28 noiembrie 1918 – Bucovina:** Congresul General al Bucovinei de la Cernăuți hotărăște unirea necondiționată.
3. **1 decembrie 1918 – Transilvania:** **Marea Adunare Națională de la Alba Iulia**, cu 1228 de delegați și peste 100 000 de participanți, votează Rezoluția de unire a Transilvaniei, Banatului, Crișanei și Maramureșului cu România. Rezoluția a fost citită de **Vasile Goldiș**.

## Rezoluția de la Alba Iulia prevedea
- unirea românilor din aceste teritorii cu România;
- autonomie provizorie până la întrunirea Constituantei;
- libertăți pentru minoritățile naționale, vot universal, libertatea presei și o reformă agrară.

## Recunoașterea internațională
Unirea a fost recunoscută prin tratatele Conferinței de Pace de la Paris: **Saint-Germain** (1919, cu Austria, pentru Bucovina), **Trianon** (1920, cu Ungaria, pentru Transilvania) și tratatul de la Paris (1920) pentru Basarabia.

## Consecințe
- Se formează **România Mare**, cu o suprafață de aproximativ 295 000 km² și circa 16 milioane de locuitori.
- Urmează reforma agrară (1921), votul universal masculin (1918) și **Constituția din 1923**.

! **1 Decembrie** este Ziua Națională a României din 1990.

## Întrebare de recapitulare
De ce a contat ieșirea Rusiei din război pentru unirea Basarabiei? – Prăbușirea Imperiului Rus a permis Sfatului Țării să proclame mai întâi independența și apoi unirea cu România.`,
    ],
  },
  {
    ...base,
    key: 'ro-principiile-mecanicii',
    title: 'Principiile mecanicii newtoniene',
    description: 'Principiul inerției, principiul fundamental F = m·a și principiul acțiunii și reacțiunii, cu probleme rezolvate.',
    subject: 'physics',
    grades: [9],
    topic: 'fizica/mecanica',
    knowledge: 'stiinte/fizica/principiile-mecanicii',
    pages: [
      `## Forța
**Forța** este o mărime fizică vectorială care descrie interacțiunea dintre corpuri; ea poate modifica starea de mișcare sau forma unui corp. Unitatea de măsură în SI este **newtonul (N)**: 1 N = 1 kg · m/s².

## Principiul I – principiul inerției
! Un corp își păstrează starea de repaus sau de mișcare rectilinie uniformă atât timp cât asupra lui nu acționează alte corpuri care să-i modifice această stare (rezultanta forțelor este nulă).
Proprietatea corpurilor de a-și păstra starea de mișcare se numește **inerție**; măsura ei este **masa**.
- La frânarea bruscă a autobuzului, pasagerii sunt împinși în față.
- Centura de siguranță ne oprește să continuăm mișcarea prin inerție.

## Principiul al II-lea – principiul fundamental al dinamicii
! Accelerația imprimată unui corp este direct proporțională cu forța rezultantă și invers proporțională cu masa corpului.
= F = m · a
Accelerația are aceeași direcție și același sens cu forța rezultantă.

### Greutatea
Greutatea este forța cu care Pământul atrage un corp: **G = m · g**, unde g ≈ 9,8 m/s² (adesea aproximat cu 10 m/s²).`,
      `## Principiul al III-lea – principiul acțiunii și reacțiunii
! Dacă un corp acționează asupra altui corp cu o forță (acțiune), al doilea corp acționează asupra primului cu o forță egală în modul, de aceeași direcție și de sens opus (reacțiune).
Acțiunea și reacțiunea acționează asupra **unor corpuri diferite**, de aceea nu se anulează.
- Înotătorul împinge apa înapoi, iar apa îl împinge înainte.
- Racheta evacuează gaze în jos, iar gazele împing racheta în sus.

## Problemă rezolvată 1
Asupra unui corp cu masa m = 4 kg acționează o forță orizontală F = 20 N; forța de frecare este Ff = 8 N. Aflați accelerația.
= R = F − Ff = 20 N − 8 N = 12 N
= a = R / m = 12 N / 4 kg = 3 m/s²

## Problemă rezolvată 2 – plan înclinat fără frecare
Un corp alunecă liber pe un plan înclinat cu unghiul α = 30°. Ce accelerație are? (g = 10 m/s²)
Componenta greutății paralelă cu planul este G · sin α, deci m · a = m · g · sin α:
= a = g · sin 30° = 10 · 0,5 = 5 m/s²
Observăm că accelerația nu depinde de masa corpului.

## Metoda de rezolvare
1. Desenează toate forțele care acționează asupra corpului (greutate, normală, frecare, tracțiune).
2. Alege axele: una pe direcția mișcării, una perpendiculară.
3. Scrie principiul al II-lea pe fiecare axă.
4. Rezolvă sistemul și verifică unitățile de măsură.

! **Atenție:** forța normală nu este întotdeauna egală cu greutatea – pe planul înclinat N = m · g · cos α.`,
    ],
  },
  {
    ...base,
    key: 'ro-tabelul-periodic',
    title: 'Structura atomului și tabelul periodic',
    description: 'Particulele atomului, numărul atomic și de masă, izotopii, straturile electronice și poziția elementelor în tabelul periodic.',
    subject: 'chemistry',
    grades: [7, 9],
    topic: 'chimie/structura-atomului',
    knowledge: 'stiinte/chimie/tabelul-periodic',
    pages: [
      `## Alcătuirea atomului
Atomul este format din **nucleu** și **înveliș electronic**.
- **Protonii (p⁺):** în nucleu, sarcină pozitivă, masă ≈ 1 u.a.m.
- **Neutronii (n⁰):** în nucleu, fără sarcină, masă ≈ 1 u.a.m.
- **Electronii (e⁻):** în învelișul electronic, sarcină negativă, masă neglijabilă.
Atomul este neutru din punct de vedere electric: numărul de protoni este egal cu numărul de electroni.

## Numărul atomic și numărul de masă
= Z – numărul atomic = numărul de protoni = numărul de electroni
= A – numărul de masă = numărul de protoni + numărul de neutroni
= numărul de neutroni = A − Z
Exemplu: ²⁷₁₃Al are 13 protoni, 13 electroni și 27 − 13 = 14 neutroni.

## Izotopii
Izotopii sunt specii de atomi cu același Z, dar cu A diferit (număr diferit de neutroni). Exemple: ¹H (protiu), ²H (deuteriu), ³H (tritiu); ¹²C și ¹⁴C. Carbonul-14 este folosit la datarea obiectelor arheologice.

## Învelișul electronic
Electronii sunt așezați pe straturi (K, L, M, N…), iar numărul maxim de electroni pe un strat este 2n²: K – 2, L – 8, M – 18. Pentru primele 20 de elemente, ultimul strat are cel mult 8 electroni.`,
      `## Configurația electronică – exemple
= ₁₁Na: K² L⁸ M¹
= ₁₇Cl: K² L⁸ M⁷
= ₂₀Ca: K² L⁸ M⁸ N²
Electronii de pe ultimul strat se numesc **electroni de valență** și determină proprietățile chimice.

## Tabelul periodic
Elementele sunt așezate în ordinea crescătoare a **numărului atomic Z**.
- **Perioadele** (7 rânduri orizontale): numărul perioadei = numărul de straturi ocupate cu electroni.
- **Grupele** (18 coloane verticale): pentru grupele principale, numărul de electroni de pe ultimul strat dă numărul grupei (1, 2, 13–18).

### Poziția unui element
Clorul (K² L⁸ M⁷) are 3 straturi și 7 electroni de valență: **perioada a 3-a, grupa 17 (VII A)**.

## Grupe importante
- **Grupa 1 (I A) – metale alcaline:** Li, Na, K; foarte reactive, formează ioni pozitivi (+1).
- **Grupa 2 (II A) – metale alcalino-pământoase:** Mg, Ca; formează ioni +2.
- **Grupa 17 (VII A) – halogeni:** F, Cl, Br, I; formează ioni negativi (−1).
- **Grupa 18 (VIII A) – gaze rare:** He, Ne, Ar; au configurație stabilă de octet (dublet la He) și sunt foarte puțin reactive.

## Caracterul metalic și nemetalic
Caracterul metalic crește în grupă de sus în jos și scade în perioadă de la stânga la dreapta; caracterul nemetalic variază invers. Cel mai reactiv nemetal este **fluorul**.

! **De reținut:** perioada = numărul de straturi; grupa = numărul de electroni de valență.

## Exercițiu
Stabiliți poziția în tabelul periodic a elementului cu Z = 12. **Rezolvare:** K² L⁸ M² → perioada a 3-a, grupa 2 (magneziu, metal alcalino-pământos).`,
    ],
  },
  {
    ...base,
    key: 'ro-relieful-romaniei',
    title: 'Relieful României: Carpații, dealurile și câmpiile',
    description: 'Treptele de relief, grupele Carpaților, podișurile, câmpiile și Delta Dunării, cu altitudini de reținut.',
    subject: 'geography',
    grades: [8, 12],
    topic: 'geografie/geografia-romaniei',
    knowledge: 'societate/geografie/relieful-romaniei',
    pages: [
      `## Caracteristici generale
Relieful României este **variat**, **proporțional** și **dispus în trepte** de la munte spre câmpie, aproape concentric în jurul Carpaților: munții ocupă aproximativ 31 % din suprafață, dealurile și podișurile 36 %, iar câmpiile 33 %. Altitudinea maximă este **vârful Moldoveanu (2544 m)** din Munții Făgăraș, iar cea minimă este 0 m, la țărmul Mării Negre.

## Carpații românești
Lanț muntos tânăr, format în orogeneza alpină, cu o lungime de aproximativ 910 km pe teritoriul țării. Au trei grupe:
- **Carpații Orientali:** de la granița de nord până la Valea Prahovei; au roci vulcanice în vest (Călimani, Harghita) și cele mai multe depresiuni; vârf maxim: Pietrosul Rodnei (2303 m).
- **Carpații Meridionali:** între Valea Prahovei și Culoarul Timiș–Cerna; cei mai înalți și mai masivi, cu relief glaciar (căldări, lacuri glaciare precum Bâlea); vârf maxim: **Moldoveanu (2544 m)**.
- **Carpații Occidentali:** între Dunăre și Valea Barcăului; cei mai fragmentați și mai joși, cu relief carstic (peșteri, chei) în Munții Apuseni; vârf maxim: Cucurbăta Mare (Bihor, 1849 m).`,
      `## Dealurile și podișurile
- **Subcarpații:** dealuri înalte la exteriorul Carpaților Orientali și Meridionali, cu depresiuni și zăcăminte de sare și petrol.
- **Podișul Transilvaniei:** în interiorul arcului carpatic, cu Câmpia Transilvaniei, Podișul Târnavelor și Podișul Someșan.
- **Podișul Moldovei**, **Podișul Getic**, **Podișul Mehedinți** și **Podișul Dobrogei** (cel mai vechi relief din țară: Munții Măcinului, cu roci foarte vechi).
- **Dealurile de Vest:** între Carpații Occidentali și Câmpia de Vest.

## Câmpiile
- **Câmpia Română:** cea mai întinsă, în sudul țării, între Dunăre și Subcarpați/Podișul Getic; mare producătoare de cereale.
- **Câmpia de Vest:** de-a lungul graniței de vest, cu soluri fertile.

## Delta Dunării
Cea mai nouă unitate de relief, formată prin depunerile Dunării la vărsarea în Marea Neagră. Are trei brațe: **Chilia**, **Sulina** și **Sfântu Gheorghe**. Este rezervație a biosferei și sit UNESCO, cu cea mai mare întindere de stuf compact din lume.

! **Schema treptelor:** munți (centru) → dealuri și podișuri → câmpii (margini), ca un amfiteatru.

## Întrebare de bacalaureat
Precizați grupa Carpaților cu cele mai mari altitudini și o cauză. – Carpații Meridionali, deoarece sunt alcătuiți din roci dure (cristaline), care au rezistat eroziunii, și au fost înălțați puternic.`,
    ],
  },
];
