// Czech demo knows (Czechia, content language cs).
import type { DemoKnow } from './types';

const base = { country: 'CZ', language: 'cs', knower: 'tereza.novakova' } as const;

export const CZECH_KNOWS: DemoKnow[] = [
  {
    ...base,
    key: 'cz-kvadraticke-rovnice',
    title: 'Kvadratické rovnice: diskriminant a Vietovy vzorce',
    description: 'Řešení rovnice ax² + bx + c = 0 pomocí diskriminantu, neúplné rovnice a řešené příklady.',
    subject: 'mathematics',
    grades: [9, 10],
    topic: 'matematika/rovnice',
    knowledge: 'matematika/algebra/kvadraticke-rovnice',
    pages: [
      `## Tvar kvadratické rovnice
Kvadratická rovnice má obecný tvar
= ax² + bx + c = 0, kde a ≠ 0
Člen ax² je **kvadratický**, bx **lineární** a c **absolutní** člen.

## Diskriminant
= D = b² − 4ac
Podle znaménka diskriminantu poznáme počet řešení v oboru reálných čísel:
- **D > 0:** dva různé reálné kořeny
- **D = 0:** jeden dvojnásobný kořen x = −b / (2a)
- **D < 0:** rovnice nemá reálné řešení

## Vzorec pro kořeny
= x₁,₂ = (−b ± √D) / (2a)

## Příklad 1
Řešte rovnici x² − 5x + 6 = 0.
= a = 1, b = −5, c = 6
= D = 25 − 24 = 1
= x₁ = (5 + 1) / 2 = 3, x₂ = (5 − 1) / 2 = 2
Zkouška: 3² − 5 · 3 + 6 = 9 − 15 + 6 = 0 ✓

## Neúplné kvadratické rovnice
- **c = 0:** ax² + bx = 0 ⇒ x(ax + b) = 0 ⇒ x₁ = 0, x₂ = −b/a (vytýkání)
- **b = 0:** ax² + c = 0 ⇒ x² = −c/a; řešení existuje, jen když −c/a ≥ 0. Například x² − 9 = 0 ⇒ x = ±3.`,
      `## Příklad 2
Řešte rovnici 2x² + 3x − 2 = 0.
= D = 9 − 4 · 2 · (−2) = 9 + 16 = 25
= x₁,₂ = (−3 ± 5) / 4 ⇒ x₁ = 1/2, x₂ = −2

## Příklad 3 (D < 0)
x² + 2x + 5 = 0: D = 4 − 20 = −16 < 0, rovnice **nemá řešení** v ℝ.

## Vietovy vzorce
Pro kořeny rovnice ax² + bx + c = 0 platí:
= x₁ + x₂ = −b / a
= x₁ · x₂ = c / a
U normovaného tvaru x² + px + q = 0 je x₁ + x₂ = −p a x₁ · x₂ = q. Proto kořeny rovnice x² − 5x + 6 = 0 hledáme jako dvě čísla se součtem 5 a součinem 6: jsou to **2 a 3**.

## Rozklad na součin
= ax² + bx + c = a(x − x₁)(x − x₂)
Například x² − 5x + 6 = (x − 2)(x − 3). Rozklad se hodí při krácení lomených výrazů.

! **Častá chyba:** je-li b = −5, pak b² = 25, nikoli −25. Záporné číslo umocněné na druhou je vždy kladné.

## Slovní úloha
Obdélník má obsah 24 cm² a jedna strana je o 2 cm delší než druhá. Jaké má rozměry?
= x(x + 2) = 24 ⇒ x² + 2x − 24 = 0
= D = 4 + 96 = 100 ⇒ x = (−2 ± 10) / 2 ⇒ x = 4 (záporný kořen −6 nevyhovuje)
Strany měří **4 cm a 6 cm**.

## Procvičování
1. x² − 7x + 10 = 0
2. 4x² − 4x + 1 = 0
3. Pro jaké m má rovnice x² − 6x + m = 0 dvojnásobný kořen?
**Výsledky:** 1. 2; 5 2. 1/2 (D = 0) 3. m = 9`,
    ],
  },
  {
    ...base,
    key: 'cz-rur-capek',
    title: 'Karel Čapek: R.U.R. – rozbor díla k maturitě',
    description: 'Kontext, děj, postavy, témata a jazyk Čapkova dramatu, ve kterém poprvé zazní slovo robot.',
    subject: 'literature',
    grades: [11, 12, 13],
    topic: 'cesky-jazyk-a-literatura/ceska-literatura',
    knowledge: 'jazyky/cesky-jazyk/rur',
    pages: [
      `## Základní údaje
- **Autor:** Karel Čapek (1890–1938), prozaik, dramatik a novinář, jeden z nejznámějších českých autorů 20. století
- **Dílo:** R.U.R. (Rossum’s Universal Robots), vydáno 1920, premiéra v Národním divadle v lednu 1921
- **Literární druh a žánr:** drama, utopická (antiutopická) vědeckofantastická hra o předehře a třech dějstvích
- **Zajímavost:** slovo **robot** vymyslel Karlův bratr, malíř a spisovatel **Josef Čapek** (z českého „robota“ – nucená práce); díky hře se rozšířilo do celého světa.

## Literárněhistorický kontext
Hra vznikla krátce po první světové válce, kdy se lidé báli zneužití techniky a masové výroby. Čapek patří k **meziválečné demokratické literatuře** (tzv. pátečníci) a podobná varování najdeme i v jeho dalších dílech: Krakatit, Válka s mloky, Bílá nemoc.

## Děj
- **Předehra:** Na ostrov, kde továrna R.U.R. vyrábí umělé lidi – roboty –, přijíždí **Helena Gloryová**, která chce roboty osvobodit. Ředitel **Harry Domin** jí vysvětlí, že roboti nemají city ani duši, a Helena se za něj provdá.
- **1. dějství** (o deset let později): Roboti pracují po celém světě, lidé přestávají pracovat a přestávají se rodit děti. Roboti začínají válčit s lidmi.`,
      `## Děj – pokračování
- **2. dějství:** Helena ze strachu spálí Rossumův rukopis s **tajemstvím výroby robotů**. Roboti obklíčí továrnu.
- **3. dějství:** Roboti vyhladí lidstvo; naživu nechají jen stavitele **Alquista**, protože pracuje rukama jako oni. Roboti ho prosí, aby znovu objevil výrobní tajemství, protože sami žijí jen asi dvacet let a nemohou se rozmnožovat. Alquist to nedokáže. Na konci však zjistí, že dva roboti, **Primus a robotka Helena**, cítí lásku a jsou ochotni se jeden pro druhého obětovat. Alquist v nich vidí **nového Adama a Evu** – život bude pokračovat.

## Postavy
- **Harry Domin:** sebevědomý ředitel, věří, že technika osvobodí lidstvo od práce.
- **Helena Gloryová:** citlivá humanistka, soucítí s roboty.
- **Alquist:** skromný stavitel, zastánce práce a tradičních hodnot; jediný přeživší člověk.
- **Radius:** robot, vůdce vzpoury.

## Hlavní témata
- **Nebezpečí techniky** a zneužití vědy bez morální odpovědnosti
- **Odlidštění** společnosti, která žije jen pro výkon a zisk
- **Hodnota práce** a smysl lidského života
- Naděje: **láska** je silnější než technika

## Jazyk a kompozice
Spisovná čeština s odbornými výrazy (technika, výroba), krátké a dynamické repliky, časové skoky mezi předehrou a dějstvími. Hra má **otevřený, optimistický závěr**.

! **K ústní maturitě:** zmiň autora a jeho další díla, zasaď dílo do kontextu meziválečné literatury, vysvětli původ slova robot a shrň hlavní myšlenku: člověk nesmí ztratit kontrolu nad tím, co sám vytvořil.`,
    ],
  },
  {
    ...base,
    key: 'cz-present-perfect',
    title: 'Angličtina: Present Perfect, nebo Past Simple?',
    description: 'Tvoření, použití a typické časové výrazy dvou minulých časů v angličtině, s řešenými cvičeními.',
    subject: 'english',
    grades: [8, 9, 10],
    topic: 'anglicky-jazyk/gramatika',
    knowledge: 'jazyky/anglicky-jazyk/present-perfect',
    pages: [
      `## Proč je to pro Čechy těžké
Čeština má jen jeden minulý čas: „Včera jsem viděl film“ i „Ten film jsem viděl třikrát“. Angličtina tu rozlišuje dva časy:
- **Past Simple:** děj, který skončil v určitém okamžiku minulosti. „I **saw** a film **yesterday**.“
- **Present Perfect:** minulý děj, který má vztah k přítomnosti (zkušenost, výsledek, trvání až dosud). „I **have seen** that film three times.“

## Tvoření Present Perfect
= have / has + příčestí minulé (3. tvar slovesa)
= I have finished – she has finished
= zápor: I haven’t finished / she hasn’t finished
= otázka: Have you finished? – Yes, I have. / No, I haven’t.
Pravidelná slovesa přidávají **-ed** (work → worked), nepravidelná se učíme zpaměti: go → gone, see → seen, write → written, be → been.

## Typické výrazy pro Present Perfect
- **ever, never:** Have you ever been to Scotland?
- **already, yet, just:** I’ve already done it. – Has she called yet? – They’ve just arrived.
- **for, since:** I have lived in Brno **for** ten years / **since** 2015.

! „Bydlím tady deset let“ = „I **have lived** here for ten years“, nikoli „I live here since ten years“.`,
      `## Typické výrazy pro Past Simple
**yesterday**, **last** week / year, two days **ago**, **in** 2019, **when** I was a child a otázky **When…?**

## Tvoření Past Simple
= kladná věta: I worked / I went
= zápor: I didn’t work / I didn’t go
= otázka: Did you work? / Did you go?
Po **did** a **didn’t** zůstává sloveso v základním tvaru: „Did she **go**?“, nikdy „Did she went?“.

## For, nebo since?
- **for** + doba trvání: for two hours, for five years, for ages
- **since** + okamžik, kdy děj začal: since Monday, since 2020, since I was ten

## Rozebraný příklad
„I **have played** the violin since I was six. Last year I **won** a competition in Prague, and I **have** already **started** practising for the next one.“
První sloveso vyjadřuje trvání až dosud, druhé děj s určeným časem (last year), třetí výsledek platný teď.

## Cvičení
Doplňte správný čas.
1. We (visit) Český Krumlov last summer.
2. I (never / eat) sushi.
3. He (work) here since 2021.
4. (you / finish) your homework yet?
5. When (they / arrive)?

**Řešení:** 1. visited 2. have never eaten 3. has worked 4. Have you finished 5. did they arrive

## Zlaté pravidlo
Když víme, **kdy** se děj stal, použijeme Past Simple. Když na čase nezáleží nebo období trvá až do teď, použijeme Present Perfect.`,
    ],
  },
  {
    ...base,
    key: 'cz-bunka',
    title: 'Buňka – stavba a funkce',
    description: 'Buněčná teorie, prokaryotní a eukaryotní buňka, organely a rozdíly mezi buňkou živočišnou a rostlinnou.',
    subject: 'biology',
    grades: [6, 10],
    topic: 'biologie/bunka',
    knowledge: 'prirodni-vedy/biologie/bunka',
    pages: [
      `## Buněčná teorie
1. Všechny organismy se skládají z jedné nebo více buněk.
2. Buňka je základní stavební a funkční jednotka živých organismů.
3. Každá buňka vzniká z jiné buňky.
Důležitý podíl na poznání buňky měl český fyziolog **Jan Evangelista Purkyně**, který jako jeden z prvních popsal buněčnou stavbu živočišných tkání a zavedl pojem **protoplazma**.

## Prokaryotní a eukaryotní buňka
- **Prokaryotní buňka** (bakterie, sinice): nemá pravé jádro; kruhová DNA leží volně v cytoplazmě v oblasti zvané **nukleoid**. Nemá membránové organely, má ribozomy a obvykle buněčnou stěnu. Je malá (1–10 µm).
- **Eukaryotní buňka** (rostliny, živočichové, houby, prvoci): má **jádro** ohraničené dvojitou jadernou membránou a mnoho organel; je větší (10–100 µm).

## Základní části buňky
- **Cytoplazmatická membrána:** dvojvrstva fosfolipidů s bílkovinami; je polopropustná a řídí, co do buňky vstupuje a co vystupuje.
- **Cytoplazma:** vnitřní prostředí buňky, v němž jsou organely.
- **Ribozomy:** místo tvorby bílkovin (proteosyntézy).
- **DNA:** nositelka genetické informace.`,
      `## Organely eukaryotní buňky
- **Jádro:** obsahuje chromatin (DNA + bílkoviny) a jadérko; řídí činnost buňky.
- **Mitochondrie:** probíhá v nich **buněčné dýchání**, při kterém se z glukózy uvolňuje energie ve formě ATP; mají vlastní DNA.
- **Endoplazmatické retikulum:** drsné (s ribozomy) tvoří bílkoviny, hladké tvoří lipidy.
- **Golgiho aparát:** upravuje a třídí látky a balí je do váčků.
- **Lyzozomy:** obsahují trávicí enzymy, rozkládají nepotřebné látky.
- **Chloroplasty** (jen u rostlin): obsahují chlorofyl a přeměňují energii světla na energii chemických vazeb.
- **Vakuola:** u rostlin velká, vyplněná buněčnou šťávou; udržuje napětí (turgor) buňky.

## Živočišná a rostlinná buňka
= Jen v rostlinné buňce: buněčná stěna z celulózy, chloroplasty, velká vakuola
= Jen v živočišné buňce: centrioly, více lyzozomů

## Výměna látek
- **Difuze:** samovolný přesun látek z místa s vyšší koncentrací do místa s nižší koncentrací.
- **Osmóza:** difuze vody přes polopropustnou membránu.
- **Aktivní transport:** přenos proti koncentračnímu spádu se spotřebou energie (ATP).

! **Plazmolýza:** rostlinná buňka v koncentrovaném roztoku soli ztrácí vodu a cytoplazma se odtrhává od buněčné stěny. V čisté vodě naopak buňka vodu přijímá a je napjatá (turgor).

## Kontrolní otázka
Proč rostlinná buňka v destilované vodě nepraskne, kdežto červená krvinka ano? – Voda vniká osmózou do obou, ale pevná buněčná stěna rostlinné buňky tlak vydrží.`,
    ],
  },
  {
    ...base,
    key: 'cz-vznik-ceskoslovenska',
    title: 'Vznik Československa v roce 1918',
    description: 'Odboj za první světové války, Masaryk, Beneš a Štefánik, 28. říjen 1918 a budování nového státu.',
    subject: 'history',
    grades: [9, 12],
    topic: 'dejepis/20-stoleti',
    knowledge: 'spolecnost/dejepis/vznik-ceskoslovenska',
    pages: [
      `## Výchozí situace
Před první světovou válkou byly české země (Čechy, Morava a Slezsko) součástí **Rakouska-Uherska**, Slovensko patřilo k uherské části monarchie. Češi i Slováci usilovali o větší práva, většina politiků však zpočátku nepočítala s úplným osamostatněním.

## První světová válka a zahraniční odboj
- Válka (1914–1918) přinesla nedostatek potravin, represe a nechuť bojovat za Habsburky.
- Do zahraničí odešel profesor **Tomáš Garrigue Masaryk**; spolu s **Edvardem Benešem** a slovenským astronomem a generálem **Milanem Rastislavem Štefánikem** vytvořili **Československou národní radu** v Paříži (1916).
- Odboj přesvědčoval dohodové mocnosti (Francii, Británii, USA), že rozbití Rakouska-Uherska je v jejich zájmu.
- Vznikly **československé legie** v Rusku, Francii a Itálii. Legionáři se proslavili v bitvě u **Zborova** (1917) a při přesunu přes Sibiř.

## Domácí odboj
Doma působila tajná organizace **Maffie** (Karel Kramář, Alois Rašín, Přemysl Šámal). Roku 1918 vznikl **Národní výbor československý**, který převzal moc v den převratu.`,
      `## Rok 1918
- **Leden 1918:** americký prezident **Woodrow Wilson** vyhlásil svých 14 bodů, mezi nimi právo národů na sebeurčení.
- Léto 1918: dohodové státy uznaly Československou národní radu jako představitelku budoucího státu.
- **18. října 1918:** ve Washingtonu byla vydána **Washingtonská deklarace** – prohlášení nezávislosti československého národa.
- **28. října 1918:** v Praze „muži 28. října“ (Alois Rašín, Antonín Švehla, Jiří Stříbrný, František Soukup a Vavro Šrobár) vyhlásili **samostatný československý stát**.
- **30. října 1918:** Slováci se k novému státu připojili **Martinskou deklarací**.
- **14. listopadu 1918:** Revoluční národní shromáždění zvolilo Masaryka prvním prezidentem.

## Budování státu
- **Hranice** potvrdily mírové smlouvy po válce (Versailles 1919, Saint-Germain 1919, Trianon 1920); k republice se připojila i **Podkarpatská Rus**.
- **Ústava z roku 1920:** parlamentní demokracie s dvoukomorovým parlamentem.
- Problémy mladého státu: početné německé a maďarské menšiny, hospodářské rozdíly mezi českými zeměmi a Slovenskem.

! **28. říjen** je dodnes státním svátkem – Dnem vzniku samostatného československého státu.

## Otázka k opakování
Proč byl zahraniční odboj pro vznik státu tak důležitý? – Přesvědčil vítězné mocnosti, aby s rozpadem Rakouska-Uherska souhlasily a nový stát uznaly; legie dokázaly, že Čechoslováci bojují na straně Dohody.`,
    ],
  },
  {
    ...base,
    key: 'cz-newtonovy-zakony',
    title: 'Newtonovy pohybové zákony',
    description: 'Zákon setrvačnosti, zákon síly F = m·a a zákon akce a reakce, s příklady z praxe a řešenými úlohami.',
    subject: 'physics',
    grades: [7, 10],
    topic: 'fyzika/mechanika',
    knowledge: 'prirodni-vedy/fyzika/newtonovy-zakony',
    pages: [
      `## Síla
**Síla** popisuje vzájemné působení těles; může změnit pohybový stav tělesa nebo jeho tvar. Je to **vektorová** veličina: má velikost, směr a působiště. Jednotkou je **newton (N)**: 1 N = 1 kg · m/s². Působí-li na těleso více sil, nahradíme je jejich **výslednicí**.

## 1. Newtonův zákon – zákon setrvačnosti
! Těleso setrvává v klidu nebo v rovnoměrném přímočarém pohybu, dokud není přinuceno vnějšími silami tento stav změnit.
Vlastnost těles zachovávat svůj pohybový stav se nazývá **setrvačnost**; její mírou je **hmotnost**.
- Při prudkém brzdění autobusu se cestující nakloní dopředu.
- Bezpečnostní pás nás zachytí, aby nás setrvačnost nevymrštila dopředu.

## 2. Newtonův zákon – zákon síly
! Zrychlení tělesa je přímo úměrné výslednici sil, které na těleso působí, a nepřímo úměrné jeho hmotnosti.
= F = m · a
Zrychlení má vždy směr výsledné síly.

### Tíhová síla
Tíhová síla, kterou Země přitahuje těleso: **F_G = m · g**, kde g ≈ 9,81 m/s² (ve školních úlohách často 10 m/s²). Žák o hmotnosti 50 kg má tíhu přibližně 500 N.`,
      `## 3. Newtonův zákon – zákon akce a reakce
! Působí-li jedno těleso na druhé silou, působí i druhé těleso na první stejně velkou silou opačného směru.
Akce a reakce působí na **různá tělesa**, proto se navzájem neruší.
- Plavec odráží vodu dozadu a voda ho tlačí dopředu.
- Raketa vyvrhuje plyny dolů a plyny ji tlačí vzhůru.
- Při výstřelu z pušky „kopne“ puška do ramene.

## Řešená úloha 1
Na bednu o hmotnosti 4 kg působí vodorovná síla 20 N, třecí síla je 8 N. Jaké je zrychlení bedny?
= F_v = 20 N − 8 N = 12 N
= a = F_v / m = 12 / 4 = 3 m/s²

## Řešená úloha 2
Auto o hmotnosti 1 000 kg se rozjede z klidu a za 5 s dosáhne rychlosti 20 m/s. Jak velká výsledná síla na něj působila?
= a = Δv / Δt = 20 / 5 = 4 m/s²
= F = m · a = 1 000 · 4 = 4 000 N

## Postup řešení úloh
1. Nakresli všechny síly působící na těleso (tíhovou, tlakovou sílu podložky, tření, tah).
2. Zvol osy: jednu ve směru pohybu, druhou kolmo na něj.
3. Napiš 2. Newtonův zákon pro každou osu.
4. Vyřeš rovnice a zkontroluj jednotky.

! **Pozor:** když se těleso pohybuje stálou rychlostí, neznamená to, že na ně nepůsobí žádné síly – jejich **výslednice** je nulová.`,
    ],
  },
  {
    ...base,
    key: 'cz-periodicka-soustava',
    title: 'Stavba atomu a periodická soustava prvků',
    description: 'Protony, neutrony, elektrony, protonové a nukleonové číslo, izotopy, elektronový obal a skupiny periodické soustavy.',
    subject: 'chemistry',
    grades: [8, 9],
    topic: 'chemie/periodicka-soustava',
    knowledge: 'prirodni-vedy/chemie/periodicka-soustava',
    pages: [
      `## Z čeho se skládá atom
Atom tvoří **jádro** a **elektronový obal**.
- **Protony (p⁺):** v jádře, kladný náboj, hmotnost ≈ 1 u.
- **Neutrony (n⁰):** v jádře, bez náboje, hmotnost ≈ 1 u.
- **Elektrony (e⁻):** v obalu, záporný náboj, zanedbatelná hmotnost.
Atom je elektricky neutrální, protože má stejný počet protonů a elektronů.

## Protonové a nukleonové číslo
= Z – protonové číslo = počet protonů = počet elektronů
= A – nukleonové číslo = počet protonů + počet neutronů
= počet neutronů N = A − Z
Příklad: ²³₁₁Na má 11 protonů, 11 elektronů a 23 − 11 = 12 neutronů.

## Izotopy
Izotopy jsou atomy téhož prvku (stejné Z), které se liší počtem neutronů (jiné A). Například vodík ¹H, deuterium ²H a tritium ³H, nebo uhlík ¹²C a ¹⁴C. Izotop ¹⁴C se používá k určování stáří archeologických nálezů.

## Elektronový obal
Elektrony jsou uspořádány ve **vrstvách (slupkách)** K, L, M, N… Do vrstvy K se vejdou nejvýše 2 elektrony, do L 8, do M 18. Elektrony v poslední vrstvě jsou **valenční elektrony** a určují chemické vlastnosti prvku.
= ₁₁Na: K² L⁸ M¹
= ₁₇Cl: K² L⁸ M⁷`,
      `## Periodická soustava prvků
Prvky jsou seřazeny podle **rostoucího protonového čísla**. Základ soustavy vytvořil ruský chemik **Dmitrij Ivanovič Mendělejev** roku 1869 a správně předpověděl vlastnosti tehdy neznámých prvků.
- **Periody** (7 vodorovných řad): číslo periody = počet elektronových vrstev.
- **Skupiny** (18 svislých sloupců): prvky hlavních skupin mají stejný počet valenčních elektronů, a proto podobné vlastnosti.

### Poloha prvku
Chlor (K² L⁸ M⁷) má 3 vrstvy a 7 valenčních elektronů: leží ve **3. periodě** a v **17. skupině (VII.A)**.

## Důležité skupiny
- **1. skupina (I.A) – alkalické kovy:** Li, Na, K; velmi reaktivní, tvoří kationty s nábojem +1. (Vodík stojí v 1. skupině, ale je nekov.)
- **2. skupina (II.A) – kovy alkalických zemin:** Mg, Ca; tvoří kationty +2.
- **17. skupina (VII.A) – halogeny:** F, Cl, Br, I; tvoří anionty −1.
- **18. skupina (VIII.A) – vzácné plyny:** He, Ne, Ar; mají zaplněnou valenční vrstvu a téměř nereagují.

## Jak se mění vlastnosti
- **Atomový poloměr** roste ve skupině shora dolů a v periodě zleva doprava klesá.
- **Kovový charakter** roste směrem doleva dolů.
- **Elektronegativita** roste směrem doprava nahoru; nejelektronegativnějším prvkem je **fluor**.

! **Zapamatuj si:** číslo periody = počet vrstev, číslo hlavní skupiny = počet valenčních elektronů.

## Úloha
Urči polohu prvku se Z = 12. **Řešení:** K² L⁸ M² → 3. perioda, 2. skupina – je to hořčík (Mg).`,
    ],
  },
  {
    ...base,
    key: 'cz-povrch-podnebi-ceska',
    title: 'Povrch a podnebí České republiky',
    description: 'Česká vysočina a Karpaty, pohoří a nížiny, řeky a povodí, podnebí Česka a nejdůležitější čísla k zapamatování.',
    subject: 'geography',
    grades: [8, 9],
    topic: 'zemepis/ceska-republika',
    knowledge: 'spolecnost/zemepis/povrch-ceska',
    pages: [
      `## Poloha
Česká republika je **vnitrozemský stát** ve střední Evropě s rozlohou **78 871 km²**. Sousedí s Německem, Polskem, Slovenskem a Rakouskem. Nejvyšším bodem je **Sněžka** (1 603 m) v Krkonoších, nejnižším místo, kde Labe opouští území státu u Hřenska (115 m).

## Dva geologické celky
- **Česká vysočina** zabírá většinu území (Čechy a západní Moravu). Je geologicky **stará**, vznikla při variském vrásnění v prvohorách a od té doby byla značně zarovnána.
- **Západní Karpaty** zasahují na východ Moravy a do Slezska. Jsou **mladší**, vznikly při alpínském vrásnění ve třetihorách.
Hranici mezi nimi tvoří zhruba **Vnější západokarpatské sníženiny** (Dyjsko-svratecký úval, Hornomoravský úval, Moravská brána).

## Pohoří
- Pohraniční: **Krkonoše** (Sněžka), Jizerské hory, Orlické hory, Hrubý Jeseník (Praděd 1 491 m), **Šumava** (Plechý 1 378 m), Český les, Krušné hory (Klínovec 1 244 m)
- Vnitrozemská: Brdy, Českomoravská vrchovina, Český ráj (pískovcová skalní města)
- Karpatská: **Moravskoslezské Beskydy** (Lysá hora 1 323 m), Javorníky, Bílé Karpaty`,
      `## Nížiny
- **Polabská nížina:** podél Labe, úrodná zemědělská oblast.
- **Dolnomoravský úval** a **Dyjsko-svratecký úval:** na jižní Moravě, teplé oblasti s vinicemi.
- **Hornomoravský úval:** úrodná Haná.

## Řeky a povodí
Česko leží na **střeše Evropy**: řeky odtud odtékají do tří moří.
- **Severní moře:** Labe s Vltavou (Vltava je nejdelší česká řeka, 430 km), Ohře, Jizera
- **Baltské moře:** Odra s Opavou a Ostravicí
- **Černé moře:** Morava s Dyjí (přes Dunaj)
V masivu Králického Sněžníku leží vrch Klepáč, kde se stýkají rozvodnice všech tří moří. Přirozených jezer je málo (ledovcová na Šumavě, např. Černé jezero); hodně je **rybníků** (jižní Čechy, rybník Rožmberk) a přehrad (Lipno, Orlík).

## Podnebí
Česko leží v **mírném podnebném pásu**, na přechodu mezi **oceánským** a **kontinentálním** podnebím. Od západu k východu přibývá vlivů kontinentálních: větší rozdíly teplot mezi létem a zimou a méně srážek.
- Průměrná roční teplota v nížinách je kolem 8–9 °C, na horách i pod 2 °C.
- Nejvíce srážek mají hory (Jizerské hory přes 1 500 mm ročně), nejméně srážkový stín Krušných hor (okolí Žatce, asi 450 mm).
- Převládají **západní větry** přinášející vláhu od Atlantiku.

! **Čísla k zapamatování:** rozloha 78 871 km², Sněžka 1 603 m, nejnižší bod 115 m, nejdelší řeka Vltava 430 km.

## Kontrolní otázka
Proč je okolí Žatce jedním z nejsušších míst v Česku? – Leží ve srážkovém stínu Krušných hor: vlhký vzduch od západu ztratí většinu vláhy na návětrné straně hor.`,
    ],
  },
];
