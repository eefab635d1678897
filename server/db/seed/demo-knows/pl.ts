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
  {
    ...base,
    key: 'pl-present-simple-continuous',
    title: 'Angielski: Present Simple i Present Continuous',
    description: 'Budowa, zastosowanie i określenia czasu obu czasów teraźniejszych, z ćwiczeniami i odpowiedziami.',
    subject: 'english',
    grades: [7, 8, 9],
    topic: 'jezyk-angielski/gramatyka',
    knowledge: 'jezyki/jezyk-angielski/czasy-present',
    pages: [
      `## Dwa czasy teraźniejsze
W języku polskim mamy jeden czas teraźniejszy, a w angielskim dwa:
- **Present Simple** – czynności powtarzające się, zwyczaje, fakty i prawdy ogólne. «I **go** to school by bus.»
- **Present Continuous** – czynności, które trwają właśnie teraz albo w tym okresie, oraz ustalone plany na przyszłość. «I **am going** to school now.»

## Present Simple – budowa
= I / you / we / they + czasownik: I play, they work
= he / she / it + czasownik + -s / -es: she plays, he watches, it goes
= przeczenie: I don’t play / she doesn’t play
= pytanie: Do you play? / Does she play?
Po **does** i **doesn’t** czasownik wraca do formy podstawowej: «Does he **like** pizza?», a nie «Does he likes».

## Określenia czasu z Present Simple
always, usually, often, sometimes, rarely, never, every day / week, on Mondays, once a month

Przysłówki częstotliwości stoją **przed** czasownikiem głównym («She **always** gets up at 6»), ale **po** czasowniku to be («He is **never** late»).`,
      `## Present Continuous – budowa
= am / is / are + czasownik z końcówką -ing
= I am reading – she is reading – they are reading
= przeczenie: I’m not reading / he isn’t reading
= pytanie: Are you reading? / Is she reading?

Pisownia z -ing: make → making (znika nieme e), swim → swimming (podwojenie spółgłoski), lie → lying.

## Określenia czasu z Present Continuous
now, right now, at the moment, today, this week, these days, Look! Listen!

## Czasowniki, których zwykle nie używamy w Continuous
Czasowniki stanu: **know, like, love, hate, want, need, believe, understand, belong, seem**. Mówimy «I **know** the answer», a nie «I am knowing».

## Porównanie w jednym przykładzie
«Tom usually **walks** to school, but today he **is taking** the bus because it **is raining**.»
Pierwsza czynność to zwyczaj, druga i trzecia dzieją się dziś.

## Ćwiczenie
Wstaw czasownik w odpowiednim czasie.
1. Water (boil) at 100 °C.
2. Be quiet! The baby (sleep).
3. My brother (not / like) horror films.
4. We (meet) our friends tomorrow evening – it’s all arranged.

**Odpowiedzi:** 1. boils (prawda ogólna) 2. is sleeping (teraz) 3. doesn’t like (czasownik stanu) 4. are meeting (ustalony plan)

! **Na maturze** częsty błąd to brak końcówki -s w trzeciej osobie: she work ✗ → she works ✓.`,
    ],
  },
  {
    ...base,
    key: 'pl-zasady-dynamiki',
    title: 'Trzy zasady dynamiki Newtona',
    description: 'Bezwładność, druga zasada F = m·a i akcja–reakcja, z przykładami z życia i zadaniem rozwiązanym krok po kroku.',
    subject: 'physics',
    grades: [7, 8, 10],
    topic: 'fizyka/dynamika',
    knowledge: 'nauki-przyrodnicze/fizyka/zasady-dynamiki',
    pages: [
      `## Siła i jej jednostka
**Siła** to wielkość wektorowa: ma wartość, kierunek, zwrot i punkt przyłożenia. Jej jednostką jest **niuton (N)**. 1 N to siła, która ciału o masie 1 kg nadaje przyspieszenie 1 m/s². Siły działające na ciało można zastąpić jedną **siłą wypadkową**.

## I zasada dynamiki (zasada bezwładności)
! Jeżeli na ciało nie działa żadna siła lub siły się równoważą, to ciało pozostaje w spoczynku albo porusza się ruchem jednostajnym prostoliniowym.

Ciała „chcą” zachować swój stan ruchu – to **bezwładność**. Miarą bezwładności jest masa.
- Gdy autobus gwałtownie hamuje, pasażerowie pochylają się do przodu.
- Gdy szybko wyciągniesz kartkę spod szklanki, szklanka zostaje na miejscu.

## II zasada dynamiki
! Jeżeli na ciało działa niezrównoważona siła, to ciało porusza się z przyspieszeniem wprost proporcjonalnym do tej siły i odwrotnie proporcjonalnym do masy ciała.
= a = F / m, czyli F = m · a
Przyspieszenie ma kierunek i zwrot siły wypadkowej. Im większa masa, tym trudniej zmienić prędkość ciała.`,
      `## III zasada dynamiki (akcja i reakcja)
! Jeżeli ciało A działa na ciało B siłą, to ciało B działa na ciało A siłą o tej samej wartości i kierunku, ale przeciwnym zwrocie.

Ważne: siły akcji i reakcji działają na **różne ciała**, dlatego się nie równoważą.
- Wiosłując, odpychasz wodę do tyłu, a woda pcha łódkę do przodu.
- Rakieta wyrzuca gazy w dół, a gazy wypychają rakietę w górę.
- Stojąc na podłodze, naciskasz na nią ciężarem, a podłoga działa na ciebie siłą sprężystości.

## Zadanie rozwiązane
Na wózek o masie 20 kg działa siła 60 N, a siła oporu ruchu wynosi 20 N. Oblicz przyspieszenie wózka.
1. Siła wypadkowa: F = 60 N − 20 N = 40 N.
2. Z II zasady: a = F / m = 40 N / 20 kg = **2 m/s²**.
3. Po 5 s (start z miejsca) prędkość wynosi v = a · t = 2 · 5 = 10 m/s.

## Ciężar ciała
Ciężar to siła, z jaką Ziemia przyciąga ciało: **F = m · g**, gdzie g ≈ 10 m/s² (dokładniej 9,81 m/s²). Uczeń o masie 50 kg ma ciężar około 500 N. Masa jest taka sama na Księżycu, ale ciężar tam jest około 6 razy mniejszy.

## Szybkie pytania
1. Dlaczego w samochodzie zapinamy pasy? (Bo przy hamowaniu ciało z bezwładności porusza się dalej do przodu.)
2. Koń ciągnie wóz, a wóz ciągnie konia z taką samą siłą. Dlaczego więc ruszają? (Bo siły działają na różne ciała; o ruchu wozu decyduje wypadkowa sił działających na wóz.)`,
    ],
  },
  {
    ...base,
    key: 'pl-budowa-atomu',
    title: 'Budowa atomu i układ okresowy pierwiastków',
    description: 'Protony, neutrony, elektrony, liczba atomowa i masowa, powłoki elektronowe i czytanie układu okresowego.',
    subject: 'chemistry',
    grades: [7, 8],
    topic: 'chemia/budowa-atomu',
    knowledge: 'nauki-przyrodnicze/chemia/budowa-atomu',
    pages: [
      `## Z czego zbudowany jest atom?
Atom składa się z **jądra atomowego** i krążących wokół niego **elektronów**.
- **Protony (p⁺):** w jądrze, ładunek dodatni, masa ok. 1 u.
- **Neutrony (n⁰):** w jądrze, bez ładunku, masa ok. 1 u.
- **Elektrony (e⁻):** w powłokach elektronowych, ładunek ujemny, masa prawie zerowa (ok. 1/1840 u).
Protony i neutrony to razem **nukleony**. Atom jest obojętny elektrycznie, bo ma tyle samo protonów co elektronów.

## Liczba atomowa i masowa
= Z – liczba atomowa = liczba protonów = liczba elektronów
= A – liczba masowa = liczba protonów + liczba neutronów
= liczba neutronów = A − Z

### Przykład: sód, ²³₁₁Na
Z = 11, więc 11 protonów i 11 elektronów; A = 23, więc 23 − 11 = **12 neutronów**.

## Izotopy
Izotopy to atomy tego samego pierwiastka (to samo Z), które różnią się liczbą neutronów (inne A). Przykład: węgiel ¹²C i ¹⁴C; ten drugi służy do datowania znalezisk archeologicznych.`,
      `## Powłoki elektronowe
Elektrony rozmieszczone są na powłokach K, L, M, N… Na powłoce K mieszczą się najwyżej 2 elektrony, na L – 8, na M – 18 (w szkole podstawowej przyjmujemy, że dla pierwszych 20 pierwiastków kolejne powłoki zapełniają się po 8).
= Na (Z = 11): K² L⁸ M¹
= Cl (Z = 17): K² L⁸ M⁷
Elektrony z ostatniej powłoki to **elektrony walencyjne** – to one biorą udział w reakcjach chemicznych.

## Jak czytać układ okresowy?
- **Grupy** (18 kolumn pionowych): pierwiastki o podobnych właściwościach. Dla grup 1–2 liczba elektronów walencyjnych = numer grupy; dla grup 13–18 = numer grupy minus 10.
- **Okresy** (7 wierszy poziomych): numer okresu = liczba powłok elektronowych.

### Przykład
Chlor leży w **17. grupie** i **3. okresie**: ma 3 powłoki i 17 − 10 = 7 elektronów walencyjnych.

## Metale i niemetale
Metale (np. Na, Mg, Fe) znajdują się po lewej stronie i na dole układu, niemetale (np. O, N, Cl) – w prawym górnym rogu. **Gazy szlachetne** (18. grupa: He, Ne, Ar) mają całkowicie zapełnioną powłokę walencyjną i prawie nie reagują.

! **Zapamiętaj:** numer grupy mówi o elektronach walencyjnych, numer okresu – o liczbie powłok.

## Ćwiczenie
Ile protonów, elektronów i neutronów ma atom ³²₁₆S? **Odpowiedź:** 16 p⁺, 16 e⁻, 32 − 16 = 16 n⁰; konfiguracja K² L⁸ M⁶.`,
    ],
  },
  {
    ...base,
    key: 'pl-ruchy-ziemi',
    title: 'Ruch obrotowy i obiegowy Ziemi oraz ich skutki',
    description: 'Doba i rok, strefy czasowe, pory roku i oświetlenie Ziemi w dniach przesileń i równonocy.',
    subject: 'geography',
    grades: [5, 6, 9],
    topic: 'geografia/ziemia-we-wszechswiecie',
    knowledge: 'spoleczenstwo/geografia/ruchy-ziemi',
    pages: [
      `## Ruch obrotowy (rotacja)
Ziemia obraca się wokół własnej osi z **zachodu na wschód**, czyli przeciwnie do ruchu wskazówek zegara, gdy patrzymy na biegun północny. Jeden pełny obrót trwa około **24 godzin** – to doba.

### Skutki ruchu obrotowego
- **następstwo dnia i nocy**;
- **pozorna wędrówka Słońca** po niebie ze wschodu na zachód;
- różnica czasu słonecznego między południkami: 1° długości geograficznej to **4 minuty**, a 15° to 1 godzina;
- istnienie **stref czasowych** (24 strefy po około 15°);
- **spłaszczenie Ziemi** przy biegunach;
- odchylanie kierunku wiatrów i prądów morskich (siła Coriolisa): na półkuli północnej w prawo, na południowej w lewo.

## Obliczanie czasu słonecznego – przykład
Kraków leży na około 20°E, a Londyn na 0°. Różnica wynosi 20° · 4 min = 80 min. W Krakowie jest więc południe słoneczne, gdy w Londynie jest dopiero 10:40 czasu słonecznego. Na wschodzie jest zawsze „później”.`,
      `## Ruch obiegowy (rewolucja)
Ziemia krąży wokół Słońca po orbicie w kształcie **elipsy**; jeden obieg trwa **365 dni 6 godzin** – stąd co cztery lata rok przestępny (29 lutego). Oś Ziemi jest nachylona do płaszczyzny orbity pod kątem **66°33′** i przez cały rok zachowuje ten sam kierunek (wskazuje Gwiazdę Polarną).

### Skutki ruchu obiegowego
- **pory roku**;
- zmiana długości dnia i nocy w ciągu roku;
- zmiana wysokości Słońca w południe;
- istnienie **stref oświetlenia** Ziemi (gorąca, dwie umiarkowane, dwie podbiegunowe).

## Najważniejsze daty (półkula północna)
- **21 marca – równonoc wiosenna:** Słońce w zenicie nad równikiem; dzień i noc trwają wszędzie po 12 godzin.
- **22 czerwca – przesilenie letnie:** Słońce w zenicie nad zwrotnikiem Raka; najdłuższy dzień w roku; za kołem podbiegunowym północnym dzień polarny.
- **23 września – równonoc jesienna:** znowu zenit nad równikiem.
- **22 grudnia – przesilenie zimowe:** Słońce w zenicie nad zwrotnikiem Koziorożca; najkrótszy dzień; za kołem podbiegunowym północnym noc polarna.

## Wysokość Słońca w południe
= w dniach równonocy: h = 90° − φ
= 22 czerwca: h = 90° − φ + 23°27′
= 22 grudnia: h = 90° − φ − 23°27′
(φ – szerokość geograficzna miejsca na półkuli północnej)

### Przykład
Gdańsk leży na około 54°N. 22 czerwca: h = 90° − 54° + 23°27′ = **59°27′**.

! **Uwaga:** pory roku nie wynikają z odległości od Słońca – Ziemia jest najbliżej Słońca na początku stycznia, czyli zimą na naszej półkuli.`,
    ],
  },
];
