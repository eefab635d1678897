// Hungarian demo knows (Hungary, content language hu; a production-only site, spec §3).
import type { DemoKnow } from './types';

const base = { country: 'HU', language: 'hu', knower: 'anna.kovacs' } as const;

export const HUNGARIAN_KNOWS: DemoKnow[] = [
  {
    ...base,
    key: 'hu-eukariota-sejt',
    title: 'Az eukarióta sejt felépítése és a sejtalkotók',
    description: 'A sejthártya, a sejtmag és a sejtalkotók feladata, valamint az állati és a növényi sejt különbségei.',
    subject: 'biology',
    grades: [9, 10],
    topic: 'biologia/sejttan',
    knowledge: 'termeszettudomanyok/biologia/sejt',
    pages: [
      `## A sejt, az élet alapegysége
Minden élőlény sejtekből épül fel, és minden sejt egy már meglévő sejt osztódásával jön létre. Ezt mondja ki a **sejtelmélet**. A sejteknek két nagy típusa van:
- **Prokarióta sejt** (baktériumok): nincs valódi sejtmagja, az örökítőanyag a sejtplazmában található.
- **Eukarióta sejt** (növények, állatok, gombák, egysejtű eukarióták): van **sejtmagja**, és belsejét hártyarendszerek osztják fel.

## A sejthártya
A sejtet a **sejthártya** határolja. Kettős foszfolipidrétegből áll, amelybe fehérjék ágyazódnak. **Féligáteresztő**: szabályozza, mely anyagok juthatnak be a sejtbe, és melyek távozhatnak belőle.

## A sejtmag
A sejtmagot kettős **maghártya** veszi körül, amelyen **sejtmagpórusok** vannak. A sejtmagban található a **DNS**, amely a sejt működéséhez szükséges információt tárolja. A **sejtmagvacskában** a riboszómák alegységei készülnek.

! A sejtmag a sejt irányító központja: a DNS-ben tárolt információ alapján készülnek a fehérjék.`,
      `## A sejtalkotók
- **Riboszóma:** itt zajlik a **fehérjeszintézis**. Szabadon a sejtplazmában vagy az endoplazmatikus hálózathoz kötve található.
- **Endoplazmatikus hálózat:** csatornák és üregek rendszere. A **durva felszínű** hálózathoz riboszómák kötődnek, ezért ott fehérjék készülnek; a **sima felszínű** hálózat lipideket állít elő.
- **Golgi-készülék:** átalakítja, csomagolja és a rendeltetési helyére juttatja a fehérjéket.
- **Mitokondrium:** a sejt erőműve. Itt zajlik a **sejtlégzés** (biológiai oxidáció) nagy része; eközben sok ATP keletkezik.
- **Lizoszóma:** emésztőenzimeket tartalmaz, lebontja az elhasznált sejtalkotókat és a sejtbe felvett anyagokat.

## A növényi sejt különlegességei
Az állati sejtben is megtalálható sejtalkotók mellett a növényi sejtben van még:
1. **sejtfal** cellulózból, amely szilárdságot ad;
2. **zöld színtest** (kloroplasztisz), amelyben a **fotoszintézis** zajlik;
3. nagy **sejtüreg** (vakuólum), amely vizet és oldott anyagokat tárol.

## Röviden
= állati sejt: sejthártya, sejtmag, riboszóma, mitokondrium, Golgi-készülék, lizoszóma
= növényi sejt: ezeken felül sejtfal, zöld színtest és nagy sejtüreg

! **Érettségi tipp:** a mitokondrium és a zöld színtest is **kettős hártyájú**, és saját DNS-e van. Ezt az **endoszimbionta elmélet** magyarázza: ősük egykor önálló prokarióta sejt lehetett.`,
    ],
  },
  {
    ...base,
    key: 'hu-masodfoku-egyenlet',
    title: 'A másodfokú egyenlet: megoldóképlet és diszkrimináns',
    description: 'A megoldóképlet használata, a diszkrimináns jelentése, hiányos egyenletek, gyöktényezős alak és kidolgozott példák.',
    subject: 'mathematics',
    grades: [10, 11],
    topic: 'matematika/algebra',
    knowledge: 'matematika/algebra/masodfoku-egyenlet',
    pages: [
      `## Az általános alak
= ax² + bx + c = 0, ahol a ≠ 0
Az a a másodfokú tag, a b az elsőfokú tag, a c pedig a konstans tag **együtthatója**.

## A megoldóképlet
= x₁,₂ = (−b ± √(b² − 4ac)) / (2a)

## A diszkrimináns
A gyökjel alatti kifejezés a **diszkrimináns**:
= D = b² − 4ac
- **D > 0:** két különböző valós gyök van
- **D = 0:** egy (kétszeres) valós gyök van: x = −b / (2a)
- **D < 0:** nincs valós gyök

## Kidolgozott példa
Oldjuk meg az x² − 2x − 8 = 0 egyenletet!
= a = 1, b = −2, c = −8
= D = (−2)² − 4 · 1 · (−8) = 4 + 32 = 36
= x₁ = (2 + 6) / 2 = 4, x₂ = (2 − 6) / 2 = −2
Ellenőrzés: 4² − 2 · 4 − 8 = 0 és (−2)² − 2 · (−2) − 8 = 0, tehát mindkét szám megoldás.`,
      `## Hiányos másodfokú egyenletek
Ilyenkor nincs szükség a megoldóképletre:
- **c = 0:** 2x² + 10x = 0 ⇒ 2x(x + 5) = 0 ⇒ x₁ = 0, x₂ = −5 (kiemeléssel)
- **b = 0:** x² − 49 = 0 ⇒ x² = 49 ⇒ x = ±7

## Gyöktényezős alak
Ha x₁ és x₂ az egyenlet gyökei, akkor
= ax² + bx + c = a(x − x₁)(x − x₂)
Például x² − 2x − 8 = (x − 4)(x + 2).

## Viète-formulák
A gyökök és az együtthatók között a következő összefüggések állnak fenn:
= x₁ + x₂ = −b / a
= x₁ · x₂ = c / a
Ezzel fejben is ellenőrizhetjük a megoldást: az x² − 2x − 8 = 0 gyökeinek összege 2, szorzata −8.

! **Gyakori hiba:** ha b = −2, akkor b² = 4, és nem −4. Negatív szám négyzete mindig pozitív.

## Szöveges feladat
Egy téglalap egyik oldala 3 cm-rel hosszabb a másiknál, területe 40 cm². Mekkorák az oldalai?
= x(x + 3) = 40 ⇒ x² + 3x − 40 = 0
= D = 9 + 160 = 169 ⇒ x = (−3 ± 13) / 2 ⇒ x = 5 (a −8 nem lehet oldalhossz)
Az oldalak **5 cm** és **8 cm** hosszúak.

## Gyakorlás
1. x² − 9x + 14 = 0
2. 2x² − 5x + 2 = 0
3. x² − 4x + 13 = 0
**Megoldások:** 1. 2 és 7; 2. 2 és 1/2; 3. nincs valós gyök, mert D = −36.`,
    ],
  },
  {
    ...base,
    key: 'hu-1848-forradalom',
    title: 'Az 1848–49-es forradalom és szabadságharc vázlata',
    description: 'A reformkor céljai, március 15. eseményei, az áprilisi törvények, a szabadságharc fordulópontjai és a megtorlás.',
    subject: 'history',
    grades: [7, 11],
    topic: 'tortenelem/reformkor-es-1848',
    knowledge: 'tarsadalom/tortenelem/forradalom-1848',
    pages: [
      `## Előzmények: a reformkor
Az 1830-as és 1840-es években a reformellenzék a polgári átalakulásért küzdött. **Széchenyi István** a gazdaság fejlesztését sürgette (Hitel, 1830; a Lánchíd építése), **Kossuth Lajos** a Pesti Hírlap szerkesztőjeként a jobbágyfelszabadítás mellett érvelt. A fő célok:
- **jobbágyfelszabadítás** (kötelező örökváltság)
- **közteherviselés**: a nemesek is fizessenek adót
- **törvény előtti egyenlőség** és népképviselet
- nagyobb önállóság a Habsburg Birodalmon belül

## Március 15.
1848 februárjában Párizsban forradalom tört ki, márciusban Bécsben is. Ennek hírére **1848. március 15-én** Pesten a **márciusi ifjak** (Petőfi Sándor, Jókai Mór, Vasvári Pál) vértelen forradalmat vezettek:
1. reggel a Pilvax kávéházból indultak, és a város több pontján felolvasták a **12 pontot** (Mit kíván a magyar nemzet);
2. Landerer nyomdájában cenzúra nélkül kinyomtatták a 12 pontot és Petőfi **Nemzeti dalát**;
3. kiszabadították a börtönből **Táncsics Mihályt**.

! A 12 pont első követelése a **sajtószabadság** volt.`,
      `## Az áprilisi törvények
Az **áprilisi törvényeket** az utolsó rendi országgyűlés fogadta el Pozsonyban, V. Ferdinánd király pedig **1848. április 11-én** szentesítette őket:
- független, felelős magyar kormány, élén **gróf Batthyány Lajos** miniszterelnökkel
- évente Pesten ülésező, népképviseleti országgyűlés
- a jobbágyfelszabadítás és a közteherviselés kimondása
- sajtószabadság és nemzetőrség
Magyarország ezzel polgári alkotmányos monarchia lett.

## A szabadságharc
- **1848 ősze:** Jelačić horvát bán betört az országba; a honvédsereg **Pákozdnál** szeptember 29-én megállította.
- **1849 tavasza:** a **dicsőséges tavaszi hadjárat** Görgei Artúr vezetésével. Április 14-én Debrecenben kimondták a **Habsburg-ház trónfosztását**, Kossuth kormányzó-elnök lett.
- **1849 nyara:** I. Ferenc József az orosz cártól kért segítséget; a túlerővel szemben a honvédsereg vereséget szenvedett.
- **1849. augusztus 13.:** Görgei **Világosnál** letette a fegyvert az orosz csapatok előtt.

## A megtorlás
**1849. október 6-án** Aradon kivégeztek tizenhárom honvédtisztet, az **aradi vértanúkat**, ugyanazon a napon Pesten Batthyány Lajost. Október 6. ma nemzeti gyásznap.

! **Érettségi tipp:** a fontos dátumok sorrendje: március 15., április 11., szeptember 29., április 14., augusztus 13., október 6.`,
    ],
  },
];
