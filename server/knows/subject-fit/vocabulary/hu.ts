// Hungarian words characteristic of each subject: what students' notes, worksheets and flashcards of the
// subject say and the other seven subjects' rarely do (server/knows/subject-fit).
import type { SubjectVocabulary } from './types';

export const VOCABULARY_HU: SubjectVocabulary = {
  mathematics: `matematika egyenlet egyenletek egyenletrendszer egyenlőtlenség függvény függvények háromszög háromszögek négyzet
    téglalap körvonal sugár átmérő négyzetgyök gyökvonás hatvány hatványozás logaritmus tizedestört nevező számláló
    osztó többszörös százalék integrál derivált deriválás határérték sorozat számtani mértani polinom trigonometria
    szinusz koszinusz tangens kotangens szögek átló kerület térfogat hasáb gúla henger kúp félegyenes párhuzamos
    merőleges szimmetria tengely koordináta koordinátarendszer grafikon parabola hiperbola értelmezési tartomány
    értékkészlet halmaz halmazok részhalmaz metszet különbség szorzat hányados racionális irracionális komplex
    prímszám prímszámok valószínűség kombinatorika permutáció variáció kombináció statisztika medián módusz szórás
    vektor vektorok mátrix pitagorasz thalész bizonyítás axióma lineáris másodfokú elsőfokú exponenciális
    logaritmikus diszkrimináns együttható monotonitás szélsőérték asszimptota trapéz rombusz paralelogramma sokszög
    téglatest egybevágóság hasonlóság arányosság szorzás osztás összeadás kivonás zárójel befogó szelő radián
    faktoriális binomiális abszolútérték azonosság szorzattá számegyenes helyiérték oszthatóság osztója szögfüggvény
    szögfelező magasságvonal kockák törtszám törtrész derékszög derékszögű`,

  biology: `biológia sejt sejtek sejtmag sejthártya sejtfal sejtplazma sejtosztódás sejtlégzés mitokondrium zöldszíntest
    kloroplasztisz riboszóma membrán citoplazma sejtalkotó fotoszintézis glikolízis enzim enzimek fehérje fehérjék
    dns rns gén genotípus fenotípus allél domináns recesszív mendel öröklődés genetika kromoszóma kromoszómák
    mitózis meiózis mutáció evolúció darwin szelekció ökoszisztéma populáció életközösség tápláléklánc termelők
    fogyasztók lebontók szövet szövetek szervek keringés keringési emésztés emésztőrendszer idegrendszer
    légzőrendszer kiválasztás hormon hormonok inzulin idegsejt neuron szinapszis agy szív tüdő vese máj vér
    vörösvértest fehérvérsejt vérlemezke hemoglobin immunitás ellenanyag antigén vírus vírusok baktérium baktériumok
    gomba gombák egysejtű növény növények állat állatok gerinces gerinctelen emlős emlősök madarak hüllő hüllők
    kétéltű kétéltűek halak rovar rovarok ízeltlábúak puhatestűek harasztok mohák nyitvatermők zárvatermők gyökér
    virág beporzás megtermékenyítés porzó ivarsejt zigóta embrió szaporodás ivaros ivartalan párologtatás
    gázcserenyílás klorofill glükóz keményítő cellulóz aminosav nukleotid replikáció transzkripció transzláció kodon
    homeosztázis anyagcsere bélcsatorna gyomor csontváz izom izmok csont csontok ízület receptor inger reflex
    rendszertan parazita szimbiózis ragadozó zsákmány biodiverzitás antibiotikum védőoltás vakcina mikroorganizmus
    élőlény élőlények szervrendszer termések`,

  history: `történelem történelmi háború háborúk világháború hidegháború béke békeszerződés felkelés forradalom
    szabadságharc honfoglalás árpád államalapítás kereszténység tatárjárás anjou zsigmond hunyadi mátyás mohács
    oszmán törökök hódoltság erdély fejedelemség fejedelem rákóczi thököly habsburg terézia reformkor széchenyi
    kossuth batthyány kiegyezés dualizmus osztrák monarchia trianon horthy tanácsköztársaság holokauszt deportálás
    nyilas szálasi rákosi kádár rendszerváltás diktatúra kommunizmus szocializmus fasizmus nácizmus totalitárius
    hitler sztálin középkor ókor újkor őskor reneszánsz reformáció luther keresztes hadjárat feudalizmus hűbériség
    jobbágy jobbágyság lovag lovagok császár pápa birodalom római athén spárta demokrácia abszolutizmus
    felvilágosodás napóleon gyarmatosítás gyarmat gyarmatok imperializmus felfedezések kolumbusz vasfüggöny nato
    szovjetunió varsói neolitikum bronzkor vaskor mezopotámia egyiptom fáraó piramis dinasztia csata fegyverszünet
    versailles uralkodó király királyság országgyűlés nemesség nemesek jobbágyfelszabadítás áprilisi törvények
    pragmatica sanctio kuruc labanc tatárok kunok besenyők bizánc karoling germán népvándorlás kolostor szerzetes
    inkvizíció céh céhek manufaktúra iparosodás munkásmozgalom szocialista kommunista`,

  english: `angol angolul angolórára szókincs szólista igeidő igeidők feltételes szenvedő rendhagyó névelő fokozás
    mellékmondat tense tenses simple continuous progressive present past perfect future irregular regular verb verbs
    conditional conditionals clause clauses relative reported speech passive voice gerund infinitive adverb adverbs
    adjective adjectives noun nouns pronoun pronouns article articles comparative superlative modal modals must
    should could would might going will been had have has does did question tags phrasal vocabulary countable
    uncountable much many some any few little since ago already yet ever never while used unless whose which there
    was were english britain british england scotland ireland london american america queen shakespeare thanksgiving
    halloween spelling pronunciation listening speaking writing reading informal formal linking words word sentence
    sentences translate translation grammar phrase describe opinion advantages disadvantages although however
    therefore despite whereas wish whom preposition prepositions`,

  chemistry: `kémia kémiai atom atomok molekula molekulák vegyület vegyületek reakció reakciók oxidáció redukció redoxi sav
    savak hidroxid oxid oxidok kémhatás indikátor fenolftalein lakmusz elektrolit disszociáció ion ionok kation
    anion kovalens ionos fémes elektronegativitás oxidációs elektron elektronok proton neutron periódusos
    mengyelejev periódus anyagmennyiség mól moláris koncentráció oldat oldatok oldhatóság oldószer telített
    katalizátor alkán alkének alkinek szénhidrogén szénhidrogének metán etán etanol alkohol alkoholok karbonsav
    karbonsavak észter észterek aldehid keton izoméria izomer polimer benzol fenol amin aminok szénhidrát zsírok
    szappan hidrolízis közömbösítés csapadék hidrogén oxigén nitrogén szén kén klór nátrium kálium kalcium magnézium
    vas réz cink alumínium fémek nemfémek halogén halogének nemesgáz nemesgázok sztöchiometria exoterm endoterm
    entalpia reakcióhő reakciósebesség egyensúly elektrolízis galvánelem korrózió desztilláció szűrés kristályosítás
    kémcső főzőpohár borszeszégő izotóp izotópok atompálya elektronszerkezet elektronhéj vegyérték hibridizáció
    észteresítés erjedés égés lúg lúgok savas lúgos semleges kénsav sósav salétromsav ammónia klorid szulfát nitrát
    karbonát anód katód elektród titrálás szerves szervetlen kötések kötéstípus gázok`,

  geography: `földrajz földrajzi térkép térképek méretarány jelmagyarázat délkör szélességi hosszúsági kontinens földrész
    földrészek óceán óceánok tenger tengerek folyó folyók hegység hegységek alföld síkság fennsík dombság éghajlat
    időjárás légnyomás szél szelek monszun passzát éghajlati övezet egyenlítő trópusi mérsékelt sarkvidéki tundra
    tajga sztyepp szavanna sivatag sivatagok esőerdő talaj talajok erózió mállás gleccser jégkorszak moréna vulkán
    vulkánok földrengés lemeztektonika kőzetlemez kőzetlemezek földkéreg köpeny magma láva kőzet kőzetek magmás
    üledékes átalakult ásvány ásványok nyersanyag kőolaj földgáz mezőgazdaság ipar iparág urbanizáció városiasodás
    migráció népesség népsűrűség demográfia halálozás korfa globalizáció turizmus közlekedés kereskedelem export
    import gdp gazdaság ázsia afrika európa amerika ausztrália antarktisz himalája alpok kárpátok kárpátmedence duna
    tisza balaton dunántúl amazonas nílus szahara megye vízgyűjtő delta torkolat fjord atoll korallzátony tengerpart
    félsziget sziget szigetek szigetcsoport izobár izoterma szintvonal iránytű megújuló üvegházhatás ózonréteg
    időzóna térítő vízrajz domborzat csapadékos szárazság aszály árvíz`,

  physics: `fizika fizikai erő erők sebesség gyorsulás elmozdulás mozgás egyenletes gyorsuló súly gravitáció newton
    mozgástörvény lendület energia mozgási helyzeti munkatétel hatásfok joule watt méter másodperc kilogramm amper
    ohm hertz pascal kelvin feszültség áramerősség áram ellenállás áramkör coulomb elektromos mágneses mező indukció
    elektromágneses mágnes pólus transzformátor kondenzátor kapacitás hullám hullámok rezgés rezgések amplitúdó
    frekvencia periódusidő hullámhossz hang akusztika rezonancia fény optika lencse fókusztávolság tükör fénytörés
    visszaverődés elhajlás interferencia polarizáció foton fotonok fényelektromos kvantum termodinamika hőmérséklet
    fajhő hőkapacitás olvadás párolgás lecsapódás hidrosztatikai arkhimédész felhajtóerő sűrűség súrlódás
    tehetetlenség emelő forgatónyomaték megmaradás izoterm adiabatikus gáz sugárzás radioaktivitás bomlás alfa béta
    gamma felezési atommag maghasadás magfúzió atomerőmű einstein relativitáselmélet világegyetem galaxis kepler
    műhold skalár inga rugó hooke hajítás szabadesés nyomás gyorsulást erőt ampermérő voltmérő dinamométer töltésű
    ponttöltés fókuszpont tömegű tömegpont tömegvonzás áramot fénysebesség hangsebesség`,

  literature: `irodalom irodalmi epika líra lírai dráma drámai reneszánsz barokk romantika realizmus naturalizmus szimbolizmus
    impresszionizmus avantgárd petőfi vörösmarty jókai mikszáth ady babits kosztolányi radnóti karinthy móricz
    örkény weöres pilinszky balassi zrínyi csokonai kölcsey berzsenyi madách toldi himnusz szózat bánk tragédiája
    egri metafora megszemélyesítés hasonlat alliteráció anafora oximoron szinesztézia allegória szimbólum irónia
    groteszk elbeszélő narrátor cselekmény műfaj műelemzés verselemzés novella regény elbeszélés ballada elégia
    epigramma szonett eposz tragédia komédia monológ párbeszéd rím rímek ütem versláb időmértékes hexameter strófa
    versszak verssor érvelés érvelő esszé szövegértés szövegalkotás fogalmazás helyesírás nyelvtan szófaj főnév ige
    melléknév határozószó névmás névutó rag toldalék képző mondatrész alany állítmány határozó szóösszetétel
    hangrend magánhangzó mássalhangzó hasonulás nyelvemlék halotti vers versek költő költemény költészet író
    regényíró olvasónapló olvasmány shakespeare hamlet rómeó júlia homérosz odüsszeia iliász igék`,
};
