// Polish demo knows (Poland, content language pl). Grade levels count school years: 4–8 = klasa 4–8 szkoły
// podstawowej, 9–12 = klasa 1–4 liceum.
import type { DemoKnow } from './types';

const base = { country: 'PL', language: 'pl', knower: 'zofia.kowalczyk' } as const;

export const POLISH_KNOWS: DemoKnow[] = [
  {
    ...base,
    key: 'pl-funkcja-kwadratowa',
    title: 'Funkcja kwadratowa – postać kanoniczna i miejsca zerowe',
    description: 'Trzy postacie funkcji kwadratowej, wierzchołek paraboli i delta z przykładami.',
    subject: 'mathematics',
    grades: [9, 10],
    topic: 'matematyka/funkcje',
    knowledge: 'matematyka/funkcje/funkcja-kwadratowa',
    pages: [
      `## Trzy postacie funkcji kwadratowej
- **Postać ogólna:** f(x) = ax² + bx + c, gdzie a ≠ 0
- **Postać kanoniczna:** f(x) = a(x − p)² + q, wierzchołek **W(p, q)**
- **Postać iloczynowa:** f(x) = a(x − x₁)(x − x₂) – gdy funkcja ma miejsca zerowe

Wykresem funkcji kwadratowej jest **parabola**. Jeśli a > 0, ramiona są skierowane w górę; jeśli a < 0 – w dół.

## Wyróżnik (delta)
= Δ = b² − 4ac
- Δ > 0: dwa miejsca zerowe
- Δ = 0: jedno miejsce zerowe (podwójne)
- Δ < 0: brak miejsc zerowych

= x₁ = (−b − √Δ) / 2a        x₂ = (−b + √Δ) / 2a

## Wierzchołek paraboli
= p = −b / 2a        q = −Δ / 4a

! **Zapamiętaj:** w postaci kanonicznej jest (x − p). Dla f(x) = (x + 3)² − 1 wierzchołek to W(−3, −1), a nie W(3, −1)!`,
      `## Przykład
Dana jest funkcja f(x) = 2x² − 8x + 6.
= Δ = (−8)² − 4 · 2 · 6 = 64 − 48 = 16,  √Δ = 4
= x₁ = (8 − 4) / 4 = 1        x₂ = (8 + 4) / 4 = 3
= p = 8 / 4 = 2        q = −16 / 8 = −2
- Postać kanoniczna: f(x) = 2(x − 2)² − 2
- Postać iloczynowa: f(x) = 2(x − 1)(x − 3)
- Ramiona w górę (a = 2 > 0), więc **najmniejsza wartość** to −2 dla x = 2.
- Zbiór wartości: ⟨−2, +∞).
- Funkcja maleje w przedziale (−∞, 2⟩ i rośnie w przedziale ⟨2, +∞).

## Nierówności kwadratowe
Rozwiąż 2x² − 8x + 6 < 0. Miejsca zerowe: 1 i 3, ramiona w górę – parabola jest pod osią OX między miejscami zerowymi:
= x ∈ (1, 3)

## Zadanie maturalne (typ)
Prostokąt ma obwód 20 cm. Jakie wymiary ma prostokąt o największym polu?
= boki: x oraz 10 − x,  P(x) = x(10 − x) = −x² + 10x
= p = −10 / (−2) = 5  ⇒  boki 5 cm i 5 cm, P = 25 cm²
Największe pole ma **kwadrat**.

## Częste błędy
- zły znak przy p w postaci kanonicznej,
- zapominanie o dzieleniu przez 2a we wzorze na x₁ i x₂,
- w nierównościach: nie sprawdza się kierunku ramion paraboli.`,
    ],
  },
  {
    ...base,
    key: 'pl-konstytucja-3-maja',
    title: 'Konstytucja 3 maja i rozbiory Polski',
    description: 'Reformy Sejmu Czteroletniego, postanowienia konstytucji i trzy rozbiory Rzeczypospolitej.',
    subject: 'history',
    grades: [7, 10],
    topic: 'historia/xviii-wiek',
    knowledge: 'spoleczenstwo/historia/rozbiory-polski',
    pages: [
      `## Rzeczpospolita w XVIII wieku
W XVIII wieku Rzeczpospolita Obojga Narodów była słaba: **liberum veto** zrywało obrady sejmu, szlachta broniła swoich przywilejów (złota wolność), a sąsiedzi – Rosja, Prusy i Austria – wpływali na wybór króla. Ostatni król, **Stanisław August Poniatowski** (1764–1795), próbował przeprowadzić reformy.

## I rozbiór (1772)
Rosja, Prusy i Austria zabrały ok. **30 % terytorium** Rzeczypospolitej. Szok wywołany rozbiorem przyspieszył reformy, m.in. utworzenie **Komisji Edukacji Narodowej** (1773) – pierwszego w Europie ministerstwa oświaty.

## Sejm Czteroletni (Wielki) 1788–1792
Obradował w formie **konfederacji**, więc nie obowiązywało liberum veto. Uchwalił m.in.:
- zwiększenie armii do 100 000 żołnierzy (w praktyce się nie udało),
- prawo o miastach (mieszczanie mogli kupować ziemię i zostawać urzędnikami),
- **Konstytucję 3 maja 1791 r.** – pierwszą w Europie i drugą na świecie (po konstytucji USA z 1787 r.).

! **Zapamiętaj:** Ustawa Rządowa z 3 maja 1791 r. – pierwsza konstytucja w Europie.`,
      `## Najważniejsze postanowienia Konstytucji 3 maja
- **Trójpodział władzy** (wg Monteskiusza): ustawodawcza – sejm, wykonawcza – król i **Straż Praw**, sądownicza – niezależne sądy.
- Zniesienie **liberum veto** i wolnej elekcji – wprowadzono **tron dziedziczny**.
- Zakaz zawiązywania konfederacji.
- Chłopi zostali wzięci „pod opiekę prawa i rządu krajowego”.
- Katolicyzm religią panującą, ale z wolnością wyznania dla innych.

## Reakcja i II rozbiór (1793)
Przeciwnicy reform zawiązali **konfederację targowicką** (1792) i poprosili o pomoc carycę Katarzynę II. Po **wojnie polsko-rosyjskiej 1792 r.** (bitwa pod Zieleńcami – ustanowienie orderu Virtuti Militari) król przystąpił do Targowicy. W **1793 r.** Rosja i Prusy dokonały II rozbioru.

## Insurekcja kościuszkowska (1794)
**Tadeusz Kościuszko** złożył przysięgę na Rynku w Krakowie (24 marca 1794 r.). Zwycięstwo pod **Racławicami** (udział kosynierów), **Uniwersał połaniecki** (ograniczenie pańszczyzny). Klęska pod **Maciejowicami** i rzeź Pragi zakończyły powstanie.

## III rozbiór (1795)
Rosja, Prusy i Austria podzieliły resztę ziem. Stanisław August abdykował. Polska zniknęła z mapy Europy na **123 lata** – do 1918 r.

## Oś czasu
= 1772 I rozbiór · 1773 KEN · 1788–1792 Sejm Wielki · 3 V 1791 Konstytucja
= 1792 Targowica · 1793 II rozbiór · 1794 insurekcja · 1795 III rozbiór`,
    ],
  },
  {
    ...base,
    key: 'pl-fotosynteza-oddychanie',
    title: 'Fotosynteza i oddychanie komórkowe',
    description: 'Porównanie dwóch najważniejszych procesów energetycznych w komórce.',
    subject: 'biology',
    grades: [5, 9],
    topic: 'biologia/metabolizm',
    knowledge: 'nauki-przyrodnicze/biologia/fotosynteza',
    pages: [
      `## Fotosynteza
**Fotosynteza** to proces, w którym organizmy samożywne (rośliny, glony, sinice) wytwarzają związki organiczne z prostych związków nieorganicznych, wykorzystując **energię światła**.
= 6 CO₂ + 6 H₂O → C₆H₁₂O₆ + 6 O₂   (światło, chlorofil)

- **Miejsce:** chloroplasty (głównie w komórkach miękiszu asymilacyjnego liścia).
- **Substraty:** dwutlenek węgla (pobierany przez aparaty szparkowe) i woda (pobierana przez korzenie).
- **Produkty:** glukoza i tlen.

### Fazy fotosyntezy
1. **Faza zależna od światła** (tylakoidy): rozkład wody, powstaje tlen, ATP i NADPH.
2. **Faza niezależna od światła** – cykl Calvina (stroma): wiązanie CO₂ i synteza cukru.

### Czynniki wpływające na intensywność fotosyntezy
- natężenie światła,
- stężenie CO₂ w powietrzu,
- temperatura (optimum ok. 25–30 °C),
- dostępność wody.

! **Ciekawostka:** tlen powstający w fotosyntezie pochodzi z wody, a nie z dwutlenku węgla.`,
      `## Oddychanie komórkowe
**Oddychanie komórkowe** to proces rozkładu związków organicznych (głównie glukozy), w którym uwalnia się energia magazynowana w **ATP**. Zachodzi w komórkach **wszystkich** organizmów – także roślin, w dzień i w nocy.
= C₆H₁₂O₆ + 6 O₂ → 6 CO₂ + 6 H₂O + energia (ATP)

- **Miejsce:** cytoplazma i **mitochondria** („elektrownie komórki”).
- Z jednej cząsteczki glukozy powstaje ok. 30–38 cząsteczek ATP.

### Oddychanie beztlenowe – fermentacja
- **Fermentacja mlekowa:** glukoza → kwas mlekowy (mięśnie przy intensywnym wysiłku, bakterie w jogurcie).
- **Fermentacja alkoholowa:** glukoza → etanol + CO₂ (drożdże – pieczenie chleba, produkcja wina).
Fermentacja daje tylko **2 ATP** z cząsteczki glukozy.

## Porównanie
- **Fotosynteza:** pobiera energię (światło), zużywa CO₂, wydziela O₂, zachodzi w chloroplastach, tylko u organizmów samożywnych.
- **Oddychanie:** uwalnia energię, zużywa O₂, wydziela CO₂, zachodzi w mitochondriach, u wszystkich organizmów.

## Zadanie
Dlaczego nie należy trzymać wielu roślin doniczkowych w małej, zamkniętej sypialni? – W nocy rośliny nie prowadzą fotosyntezy, a oddychają: pobierają tlen i wydzielają dwutlenek węgla (choć w praktyce ilości są niewielkie).`,
    ],
  },
  {
    ...base,
    key: 'pl-pan-tadeusz',
    title: 'Pan Tadeusz – streszczenie i najważniejsze motywy',
    description: 'Geneza, bohaterowie, plan wydarzeń i motywy epopei Adama Mickiewicza.',
    subject: 'literature',
    grades: [8],
    topic: 'jezyk-polski/lektury',
    knowledge: 'jezyki/jezyk-polski/pan-tadeusz',
    pages: [
      `## Informacje o utworze
- **Autor:** Adam Mickiewicz
- **Pełny tytuł:** „Pan Tadeusz, czyli ostatni zajazd na Litwie. Historia szlachecka z roku 1811 i 1812 we dwunastu księgach wierszem”
- **Powstanie:** pisany w Paryżu w latach 1832–1834, wydany w **1834 r.**
- **Gatunek:** epopeja narodowa; napisana **trzynastozgłoskowcem**.
- **Miejsce i czas akcji:** Soplicowo na Litwie, lata 1811–1812 (epilog: wiosna 1812 r. – przemarsz wojsk Napoleona).

## Geneza
Mickiewicz pisał na emigracji po upadku **powstania listopadowego**. Chciał przypomnieć rodakom utraconą ojczyznę i pokrzepić ich serca obrazem dawnej szlacheckiej Polski.

## Inwokacja
= „Litwo! Ojczyzno moja! ty jesteś jak zdrowie: / Ile cię trzeba cenić, ten tylko się dowie, / Kto cię stracił.”
Poeta zwraca się do ojczyzny i do Matki Boskiej, prosząc o powrót „na łono” ojczyzny. To **apostrofa** i jednocześnie **porównanie** ojczyzny do zdrowia.

## Najważniejsi bohaterowie
- **Tadeusz Soplica** – młody szlachcic, syn Jacka.
- **Zosia** – wychowanica Telimeny, ukochana Tadeusza.
- **Ksiądz Robak** – w rzeczywistości **Jacek Soplica**, dawny zabójca Stolnika Horeszki.
- **Sędzia** – brat Jacka, gospodarz Soplicowa.
- **Hrabia** – ostatni (po kądzieli) z rodu Horeszków; **Gerwazy** – klucznik Horeszków.
- **Telimena**, **Wojski**, **Jankiel**, Podkomorzy.`,
      `## Plan wydarzeń
1. Powrót Tadeusza do Soplicowa; spór o zamek między Soplicami a Hrabią.
2. Polowanie na niedźwiedzia – ksiądz Robak ratuje Tadeusza i Hrabiego; **koncert Wojskiego** na rogu.
3. Gerwazy opowiada Hrabiemu o zabójstwie Stolnika przez Jacka Soplicę i namawia go do zemsty.
4. **Zajazd** na Soplicowo; Hrabia i szlachta więżą Sędziego.
5. Przybycie wojsk rosyjskich; szlachta łączy siły i pokonuje Rosjan w **bitwie**.
6. **Spowiedź Jacka Soplicy** przed śmiercią – wyjaśnienie dawnej winy; Gerwazy mu przebacza.
7. Wiosna 1812 r.: do Soplicowa przybywają wojska polskie pod wodzą **generała Dąbrowskiego**.
8. Zaręczyny Tadeusza i Zosi; Tadeusz zapowiada uwłaszczenie chłopów; **koncert Jankiela**.

## Najważniejsze motywy
- **Ojczyzna i tęsknota** – idealizowany obraz Litwy jako „kraju lat dziecinnych”.
- **Przyroda** – słynne opisy (grzybobranie, burza, niebo nocą).
- **Patriotyzm i walka o niepodległość** – nadzieje związane z Napoleonem.
- **Winy i odkupienie** – przemiana Jacka Soplicy z zawadiaki w pokornego emisariusza.
- **Obyczaje szlacheckie** – polonez, spory, uczty, tradycje.

! **Na egzamin:** Jacek Soplica to przykład bohatera dynamicznego – zabił Stolnika z powodu zranionej dumy, a potem całe życie odkupywał winę, służąc ojczyźnie.

## Dlaczego epopeja?
Przedstawia losy społeczności (szlachty) na tle ważnych wydarzeń historycznych, ma rozbudowane opisy, inwokację i wszechwiedzącego narratora.`,
    ],
  },
];
