// Polish words characteristic of each subject: what students' notes, worksheets and flashcards of the
// subject say and the other seven subjects' rarely do (server/knows/subject-fit).
import type { SubjectVocabulary } from './types';

export const VOCABULARY_PL: SubjectVocabulary = {
  mathematics: `matematyka matematyczny równanie równania nierówność funkcja funkcji dziedzina przeciwdziedzina wykres trójkąt
    prostokąt kwadrat okrąg promień średnica cięciwa sieczna pierwiastek potęga wykładnik logarytm ułamek ułamki
    licznik mianownik dzielnik dzielna wielokrotność procent całka pochodna granica arytmetyczny geometryczny
    wielomian trygonometria sinus cosinus tangens cotangens kąt kąty wierzchołek przekątna pole obwód objętość
    graniastosłup ostrosłup walec stożek kula sześcian prostopadłościan odcinek półprosta równoległe prostopadłe
    symetria symetralna dwusieczna współrzędne parabola hiperbola zbiór zbiory podzbiór iloczyn iloraz naturalne
    całkowite wymierne niewymierne rzeczywiste zespolone prawdopodobieństwo kombinatoryka permutacja wariacja
    kombinacja statystyka średnia mediana dominanta odchylenie wektor macierz twierdzenie pitagorasa talesa dowód
    aksjomat kwadratowa liniowa wykładnicza logarytmiczna delta współczynnik monotoniczność ekstremum minimum
    maksimum asymptota trapez romb równoległobok deltoid wielokąt przystawanie podobieństwo mnożenie dzielenie
    dodawanie odejmowanie nawias algebraiczne zmienna niewiadoma przyprostokątna przeciwprostokątna radian dwumian
    zaokrąglenie przybliżenie bezwzględna skróconego mnożenia dziesiętne parzysta nieparzysta zerowe ułamków
    wielomiany funkcje ciągów arytmetyczne geometryczne`,

  biology: `biologia biologiczny komórka komórki komórkowy jądro mitochondrium mitochondria chloroplast rybosom błona
    cytoplazma organellum organella fotosynteza oddychanie glikoliza enzym enzymy białko białka dna rna gen geny
    genotyp fenotyp allel allele dominujący recesywny mendel dziedziczenie genetyka chromosom chromosomy mitoza
    mejoza mutacja ewolucja darwin dobór ekosystem populacja biocenoza pokarmowy łańcuch producenci konsumenci
    reducenci organizm organizmy tkanka narząd narządy krwionośny nerwowy oddechowy wydalniczy hormonalny hormon
    insulina neuron synapsa mózg serce płuca nerka nerki wątroba krew erytrocyty leukocyty trombocyty hemoglobina
    odporność przeciwciała antygen wirus wirusy bakteria bakterie grzyby protisty rośliny zwierzęta kręgowce
    bezkręgowce ssaki ptaki gady płazy ryby owady stawonogi mięczaki pierścienice paprotniki mszaki nagonasienne
    okrytonasienne liść łodyga korzeń kwiat zapylenie zapłodnienie nasiono nasiona owoc pręcik słupek gameta gamety
    zygota zarodek rozmnażanie płciowe bezpłciowe transpiracja szparkowe chlorofil glukoza skrobia nukleotyd
    replikacja transkrypcja translacja kodon homeostaza metabolizm trawienie jelito żołądek szkielet mięśnie mięsień
    kość kości receptor bodziec odruch gatunek gatunki systematyka pasożyt pasożytnictwo symbioza drapieżnik nisza
    bioróżnorodność antybiotyk szczepionka fitohormony ofiary oddychania`,

  history: `historia historyczny wojna wojny pokój traktat powstanie listopadowe styczniowe kościuszkowskie warszawskie
    rozbiory rozbiór konstytucja sejm szlachta magnateria król królowie królestwo piastowie jagiellonowie mieszko
    chrobry kazimierz jagiełło grunwald krzyżacy unia lubelska rzeczpospolita liberum veto konfederacja targowicka
    elekcja potop szwedzki sobieski zabory zaborca legiony piłsudski dmowski niepodległość międzywojenna okupacja
    okupant hitler stalin holokaust getto obóz koncentracyjny auschwitz katyń armia prl solidarność wałęsa wojenny
    okrągły komunizm socjalizm faszyzm nazizm totalitaryzm rewolucja bolszewicy napoleon średniowiecze starożytność
    reformacja luter krucjaty feudalizm lenno rycerz rycerstwo cesarz papież imperium rzymskie rzym grecja ateny
    sparta demokracja republika monarchia absolutyzm kolonializm imperializm kolumb zimna kurtyna nato zsrr
    dekolonizacja prehistoria neolit paleolit mezopotamia egipt faraon dynastia chrzest bitwa kapitulacja wersalski
    westfalski stalinizm gomułka gierek jaruzelski odwilż pańszczyzna chłopi mieszczaństwo husaria kozacy carat car
    caryca oświecony stanisław poniatowski kościuszko hetman sarmatyzm kontrreformacja inkwizycja wiking wikingowie
    frankowie karol bizancjum industrializacja akowcy`,

  english: `angielski angielskiego angielsku słówka słownictwo czasownik czasowniki nieregularne teraźniejszy przeszły
    zaprzeszły bierna mowa warunkowy przedimek rodzajnik tense tenses simple continuous progressive present past
    perfect future irregular regular verb verbs conditional conditionals clause clauses relative reported speech
    passive voice gerund infinitive adverb adverbs adjective adjectives noun nouns pronoun pronouns article articles
    comparative superlative modal modals must should could would might going will been had have has does did
    question tags phrasal vocabulary countable uncountable much many some any few little since ago already yet ever
    never while used unless whose which there were english britain british england scotland ireland london american
    america queen shakespeare thanksgiving halloween spelling pronunciation listening speaking writing reading
    informal formal linking words word sentence sentences translate translation grammar phrase describe opinion
    advantages disadvantages`,

  chemistry: `chemia chemiczny chemiczna chemiczne atom atomy cząsteczka cząsteczki pierwiastek pierwiastki związek reakcja
    reakcje utlenianie redukcja utleniacz reduktor redoks kwas kwasy sól sole wodorotlenek tlenek tlenki
    fenoloftaleina lakmus elektrolit dysocjacja jonowa jonowe jon jony kation anion wiązanie kowalencyjne metaliczne
    elektroujemność wartościowość stopień utlenienia elektron elektrony proton neutron mendelejew okres molowa mol
    mole stężenie roztwór roztwory rozpuszczalność nasycony katalizator alkan alkany alken alkeny alkin alkiny
    węglowodory metan etan etanol alkohol alkohole karboksylowy ester estry aldehyd keton izomeria izomery polimer
    benzen fenol aminy aminokwasy cukry sacharoza tłuszcze mydło hydroliza zobojętnianie strącanie osad wodór tlen
    azot węgiel siarka chlor sód potas wapń magnez żelazo miedź cynk glin metale niemetale halogenki fluorowce
    szlachetne stechiometria egzotermiczna endotermiczna entalpia równowaga elektroliza ogniwo galwaniczne korozja
    destylacja sączenie krystalizacja probówka zlewka palnik izotop izotopy orbital elektronowa powłoka walencyjne
    hybrydyzacja estryfikacja fermentacja spalanie substraty wzór sumaryczny strukturalny półstrukturalny`,

  geography: `geografia geograficzny geograficzne mapa mapy legenda południk równoleżnik szerokość długość kontynent
    kontynenty ocean oceany morze rzeka rzeki jezioro góry niziny wyżyny klimat klimatyczna pogoda opady
    atmosferyczne wiatr wiatry monsun pasat pasaty atmosferyczny strefa równikowy zwrotnikowy umiarkowany polarny
    tundra tajga step stepy sawanna pustynie wilgotny gleba gleby bielica czarnoziem erozja wietrzenie lodowiec
    lodowce zlodowacenie morena sandr wulkan wulkany trzęsienie płyty litosferyczne tektonika skorupa płaszcz magma
    lawa skały magmowe osadowe metamorficzne ropa naftowa rolnictwo przemysł urbanizacja migracje ludność demografia
    przyrost zaludnienie dzietność globalizacja turystyka transport handel eksport import pkb gospodarka azja afryka
    europa ameryka australia antarktyda himalaje alpy karpaty tatry sudety wisła odra bałtyk amazonka nil sahara
    województwo powiat hydrosfera atmosfera litosfera biosfera dorzecze zlewisko ujście fiord atol rafa wybrzeże
    klif mierzeja półwysep wyspa wyspy archipelag izobary izotermy azymut kompas odnawialne cieplarniany ozonowa
    zwrotnik przesilenie równonoc krajobraz pustyni surowców izohipsy`,

  physics: `fizyka fizyczny fizyczne siła siły prędkość szybkość przyspieszenie ruch jednostajny jednostajnie przyspieszony
    masa ciężar grawitacja grawitacyjne newton newtona dynamiki pęd energia kinetyczna potencjalna moc sprawność
    dżul wat niuton metr sekunda kilogram amper wolt herc paskal kelwin napięcie natężenie prąd prądu opór
    rezystancja obwód ładunek kulomb elektryczne elektryczny magnetyczne magnetyczny indukcja elektromagnetyczna
    magnes biegun transformator kondensator pojemność fala fale drgania amplituda częstotliwość dźwięk akustyka
    rezonans światło optyka soczewka ogniskowa zwierciadło odbicie dyfrakcja interferencja polaryzacja foton fotony
    fotoelektryczny kwant kwantowa termodynamika ciepło topnienie wrzenie parowanie skraplanie ciśnienie
    hydrostatyczne archimedes wyporu gęstość tarcie bezwładność dźwignia izotermiczna adiabatyczna doskonały
    promieniotwórczość rozpad alfa beta gamma połowicznego zaniku jądrowa jądrowy reaktor rozszczepienie einstein
    względność wszechświat galaktyka kepler orbita satelita skalar wahadło sprężyna hooke rzut swobodny odniesienia
    siłomierz amperomierz woltomierz załamania pędu`,

  literature: `lektura lektury epika liryka dramat epoka renesans barok romantyzm pozytywizm dwudziestolecie mickiewicz
    słowacki krasiński norwid prus orzeszkowa sienkiewicz reymont żeromski wyspiański kochanowski krasicki
    szymborska miłosz herbert różewicz gombrowicz schulz borowski konwicki lalka dziady tadeusz wesele przedwiośnie
    ferdynand kordian treny fraszki bogurodzica balladyna zbrodnia dostojewski makbet szekspir metafora epitet
    personifikacja ożywienie apostrofa anafora wykrzyknienie retoryczne oksymoron hiperbola symbol alegoria ironia
    groteska liryczny narrator narracja bohater fabuła akcja kompozycja rozprawka wypracowanie interpretacja rym
    rymy rytm wers wersy strofa sonet ballada oda hymn tren fraszka pieśń elegia epopeja powieść opowiadanie nowela
    tragedia komedia monolog didaskalia katharsis tragizm motyw teza argumentacja rzeczownik przymiotnik przysłówek
    zaimek przyimek spójnik mowy fleksja dopełniacz celownik biernik narzędnik miejscownik wołacz orzeczenie podmiot
    przydawka dopełnienie okolicznik ortografia interpunkcja frazeologizm stylistyka neologizm archaizm homer
    mitologia antyk biblia psalm utwór wiersz poeta poezja pisarz autor składniowe`,
};
