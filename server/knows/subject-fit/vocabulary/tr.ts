// Turkish words characteristic of each subject: what students' notes, worksheets and flashcards of the
// subject say and the other seven subjects' rarely do (server/knows/subject-fit).
import type { SubjectVocabulary } from './types';

export const VOCABULARY_TR: SubjectVocabulary = {
  mathematics: `matematik denklem denklemler eşitsizlik fonksiyon fonksiyonlar üçgen üçgenler dikdörtgen çember yarıçap çap
    karekök köklü üslü logaritma kesir kesirler integral türev limit aritmetik geometrik polinom trigonometri sinüs
    kosinüs tanjant kotanjant köşegen prizma koni paralel simetri koordinat grafik parabol hiperbol kümesi kümeler
    altküme kesişim çarpım rasyonel irrasyonel reel asal olasılık permütasyon kombinasyon istatistik ortalama sapma
    vektör matris teorem pisagor tales ispat aksiyom doğrusal üstel logaritmik diskriminant katsayı minimum maksimum
    asimptot yamuk eşkenar paralelkenar çokgen küp ekok ebob benzerlik çarpma bölme parantez bilinmeyen hipotenüs
    kiriş teğet radyan faktöriyel binom özdeşlik çarpanlara basamak tamsayı tamsayılar ondalık ikizkenar dikkenar
    açıortay kenarortay hacmi fonksiyonun türevi integrali tanımsız diziler dizisi silindirin yüzdesi orantılı
    paydalar eşitlik denklemin üçgenin köşeleri hacmini eşitsizlikler bölünebilme trigonometrik sekant kosekant
    türevlenebilir ekstremum polinomlar çarpanlarına geometri analitik çemberin yarıçapı piramit koninin kürenin
    prizmanın sinüsü kosinüsü integralin logaritmanın üssü`,

  biology: `biyoloji hücre hücreler hücresel çekirdek mitokondri kloroplast ribozom sitoplazma organel organeller fotosentez
    oksijenli oksijensiz glikoliz enzimler protein proteinler dna rna gen genler genotip fenotip alel baskın çekinik
    mendel kromozom kromozomlar mitoz mayoz mutasyon evrim darwin ekosistem popülasyon komünite zinciri üretici
    tüketici ayrıştırıcı organizma dokular organ dolaşım sindirim boşaltım endokrin hormon hormonlar insülin nöron
    sinaps kalp akciğer böbrek karaciğer alyuvar akyuvar hemoglobin bağışıklık antikor antijen virüs bakteri
    bakteriler mantar protista bitki bitkiler hayvanlar omurgalı omurgasız memeli sürüngen yaşamlı balıklar böcek
    eklembacaklı yumuşakça eğrelti tohumlu yaprak gövde çiçek tozlaşma döllenme tohum meyve gamet zigot embriyo
    üreme eşeyli eşeysiz terleme klorofil glikoz nişasta selüloz nükleotit eşlenme transkripsiyon translasyon kodon
    homeostazi metabolizma bağırsak iskelet kas kaslar kemik reseptör refleks sınıflandırma şube parazit simbiyoz
    avcı biyoçeşitlilik antibiyotik mikroorganizma kan damar kılcal atardamar toplardamar lenf solunumu sinirsel
    enzimleri besinler kalıtsal`,

  history: `tarih tarihi savaş savaşı barış antlaşma antlaşması ihtilal devrim osmanlı beylik beylikler selçuklu malazgirt
    kurtuluş istiklal atatürk kemal inönü sakarya dumlupınar çanakkale mondros sevr lozan kongre kongresi erzurum
    sivas amasya genelgesi misakımilli tbmm saltanat hilafet cumhuriyet inkılap inkılaplar laiklik tanzimat
    meşrutiyet ıslahat fermanı kanuni fatih fetih fethi padişah sadrazam divan yeniçeri tımar lale göktürk uygur hun
    orhun yazıtları talas abbasi emevi halife haçlı seferleri feodalite derebeylik şövalye papa imparator bizans
    yunan sparta demokrasi monarşi mutlakiyet aydınlanma rönesans reform luther fransız napolyon ortaçağ ilkçağ
    yeniçağ yakınçağ sömürgecilik emperyalizm keşifler kolomb nato sscb hitler stalin holokost nazizm faşizm
    komünizm mezopotamya sümer hitit frigya lidya urartu mısır firavun muharebe mütareke balkan trablusgarp cephe
    cephesi işgal kuvayımilliye meclis anayasa teşkilatı esasiye hükümdar devşirme ikta islamiyet karahanlılar
    gazneliler selçuklular moğol ilhanlı timur osmanlılar cumhuriyetin misak milliye`,

  english: `ingilizce ingilizcede kelimeler edilgen düzensiz şimdiki üstünlük tenses simple continuous progressive present
    past perfect future irregular regular verb verbs conditional conditionals clause clauses relative reported
    speech passive voice gerund infinitive adverb adverbs adjective adjectives noun nouns pronoun pronouns article
    articles comparative superlative modal modals must should could would might going will been had have has does
    did question tags phrasal vocabulary countable uncountable much many some any few little ago already yet ever
    never while used unless whose which there was were english britain british england scotland ireland london
    american america queen shakespeare thanksgiving halloween spelling pronunciation listening speaking writing
    reading informal formal linking words word sentence sentences translate translation grammar phrase describe
    opinion advantages disadvantages yds yökdil although however therefore despite whereas wish whom himself herself
    themselves quantifiers determiners preposition prepositions conjunction conjunctions collocation collocations
    idiom idioms toefl ielts`,

  chemistry: `kimya kimyasal atom atomlar molekül moleküller element elementler bileşik bileşikler tepkime tepkimeler
    reaksiyon yükseltgenme indirgenme redoks asit asitler baz bazlar tuz tuzlar hidroksit oksit indikatör
    fenolftalein turnusol elektrolit iyonlaşma iyon iyonlar katyon anyon kovalent iyonik metalik elektronegatiflik
    elektron elektronlar nötron periyodik mendeleyev periyot mol derişim çözelti çözünürlük çözünme katalizör alkan
    hidrokarbon etanol alkol karboksilik ester aldehit keton izomer polimer fenol karbonhidrat hidroliz nötrleşme
    çökelme hidrojen oksijen azot karbon kükürt klor sodyum potasyum kalsiyum magnezyum bakır çinko alüminyum ametal
    halojen soygaz stokiyometri ekzotermik endotermik entalpi elektroliz pil galvanik korozyon damıtma süzme
    kristallenme beher erlen bunzen izotop orbital dizilimi değerlik hibritleşme esterleşme fermantasyon yanma
    avogadro lewis kimyasallar karışımlar homojen heterojen yükseltgen indirgen alkenler alkinler aminler molarite
    çözeltiler tepkimesi katot anot elektrot titrasyon asidik bazik amfoter dipol çözünen çözücü molalite organik
    inorganik fonksiyonel alkil hidroksil karbonil aromatik doymamış eter esterler polimerleşme nitrat sülfat
    karbonat fosfat amonyak hidroklorik sülfürik asetik süblimleşme protonlar nötronlar`,

  geography: `coğrafya coğrafi harita haritalar ölçek lejant meridyen meridyenler enlem boylam kıtalar okyanus okyanuslar
    akarsu akarsular göl göller dağlar ovalar plato platolar iklim iklimi yağış yağışlar rüzgar rüzgarlar muson
    alize kuşağı ekvator tropikal ılıman tundra tayga bozkır çöl çöller yağmur ormanı toprak erozyon aşınma
    biriktirme buzul volkan yanardağ deprem levha tektonik yerkabuğu manto magma kayaç kayaçlar püskürük tortul
    başkalaşım madenler yeraltı petrol doğalgaz sanayi kentleşme göç göçler nüfus demografi yoğunluğu piramidi
    küreselleşme turizm ticaret ihracat ithalat gsyh ekonomi sektör asya afrika avrupa amerika avustralya antarktika
    himalaya alpler toroslar karadeniz akdeniz marmara anadolu fırat dicle kızılırmak amazon nil sahra bölge
    hidrosfer atmosfer litosfer biyosfer havza havzası delta fiyort atol mercan yarımada adalar takımada izobar
    izoterm pusula yenilenebilir sera ozon karstik heyelan çığ sel afet afetler yerşekilleri denizler tarımsal
    kıyılar nehir nehirler kanyon mağara travertin obruk kumul peribacası falez haliç boğaz boğazlar fay orojenez
    epirojenez volkanizma sismograf richter ekinoks gündönümü greenwich izohips kırsal kentsel sanayileşme
    hayvancılık ormancılık balıkçılık madencilik hidroelektrik jeotermal baraj`,

  physics: `fizik kuvvet kuvvetler hız ivme hareket kütle ağırlık yerçekimi newton momentum enerji kinetik potansiyel joule
    watt metre saniye kilogram amper volt ohm hertz pascal kelvin gerilim direnç devre devreler coulomb elektrik
    elektriksel manyetik indüksiyon elektromanyetik mıknatıs transformatör kondansatör dalga dalgalar titreşim
    genlik frekans periyot dalgaboyu ses akustik rezonans ışık optik mercek ayna kırılma yansıma polarizasyon
    fotoelektrik kuantum termodinamik sığası buharlaşma yoğuşma hidrostatik arşimet yoğunluk sürtünme eylemsizlik
    izotermal adyabatik gaz radyasyon radyoaktivite bozunma alfa beta yarılanma nükleer reaktör fisyon füzyon
    einstein görelilik evren galaksi kepler yörünge skaler sarkaç atış serbest düşme makara eğik düzlem basınç
    vektörel itme tork elektroskop yalıtkan manyetizma fotonlar ivmesi kütlesi mekanik çarpışma açısal merkezcil
    harmonik indis üreteç ampermetre voltmetre dinamometre termometre genleşme konveksiyon karadelik kuark parçacık
    bileşke sığaç doppler akışkan bernoulli hidrolik lenz faraday planck`,

  literature: `edebiyat edebi şiir şiirler şair nazım nesir roman romanı hikaye hikâye öykü masal destan efsane tiyatro trajedi
    komedi dram makale fıkra eleştiri biyografi otobiyografi söylev mektup tekke tasavvuf aşık koşma semai varsağı
    mani türkü gazel kaside rubai mesnevi tuyuğ aruz hece ölçüsü vezin uyak kafiye redif dizeler dörtlük beyit bent
    servetifünun fecriati garip yahya hikmet tevfik fikret namık ziya şinasi halit reşat nuri sabahattin yaşar sait
    faik ömer seyfettin halide yunus emre karacaoğlan fuzuli nedim galip korkut mevlana kutadgu bilig divanü lügatit
    kaşgarlı teşbih istiare mecaz kinaye tevriye tezat teşhis intak mübalağa telmih hüsnütalil anlatıcı örgüsü sıfat
    zarf fiil zamir edat bağlaç ünlem fiilimsi özne tümleç noktalama paragraf betimleme öyküleme ünlü ünsüz
    benzeşmesi yumuşaması sözcük sözcükler eser eserleri cümle cümlenin ahenk imge imgeler epik lirik didaktik
    pastoral satirik realizm romantizm natüralizm klasisizm sembolizm parnasizm modernizm tanpınar kısakürek ersoy
    atay süreya recaizade`,
};
