// Turkish demo knows (Turkey, content language tr; grade levels are 5. to 12. sınıf).
import type { DemoKnow } from './types';

const base = { country: 'TR', language: 'tr', knower: 'elif.yilmaz' } as const;

export const TURKISH_KNOWS: DemoKnow[] = [
  {
    ...base,
    key: 'tr-uslu-ifadeler',
    title: 'Üslü İfadeler: Kurallar ve Çözümlü Örnekler',
    description: 'Üslü sayılarla çarpma, bölme, üssün üssü ve bilimsel gösterim – LGS için özet.',
    subject: 'mathematics',
    grades: [8],
    topic: 'matematik/sayilar-ve-islemler',
    knowledge: 'matematik/sayilar/uslu-ifadeler',
    pages: [
      `## Üslü ifade nedir?
aⁿ ifadesinde **a taban**, **n üs** olarak adlandırılır ve a sayısının n kez kendisiyle çarpılması anlamına gelir.
= 2⁵ = 2 · 2 · 2 · 2 · 2 = 32

## Temel kurallar
- **Sıfırıncı kuvvet:** a⁰ = 1 (a ≠ 0). Örnek: 7⁰ = 1
- **Birinci kuvvet:** a¹ = a
- **Negatif üs:** a⁻ⁿ = 1 / aⁿ. Örnek: 2⁻³ = 1/8
- **Çarpma (tabanlar aynı):** aᵐ · aⁿ = aᵐ⁺ⁿ. Örnek: 3² · 3⁴ = 3⁶
- **Bölme (tabanlar aynı):** aᵐ / aⁿ = aᵐ⁻ⁿ. Örnek: 5⁷ / 5⁵ = 5² = 25
- **Üssün üssü:** (aᵐ)ⁿ = aᵐ·ⁿ. Örnek: (2³)² = 2⁶ = 64
- **Üsler aynı:** aⁿ · bⁿ = (a · b)ⁿ. Örnek: 2³ · 5³ = 10³ = 1000

## Negatif sayıların kuvvetleri
- Negatif sayının **çift** kuvveti pozitiftir: (−2)⁴ = 16
- Negatif sayının **tek** kuvveti negatiftir: (−2)³ = −8

! **Dikkat:** (−3)² = 9 ama −3² = −9. Parantez yoksa üs yalnızca 3'e aittir!`,
      `## Bilimsel gösterim
Bir sayının a · 10ⁿ biçiminde yazılmasıdır; burada **1 ≤ |a| < 10** ve n bir tam sayıdır.
= 45 000 000 = 4,5 · 10⁷
= 0,00032 = 3,2 · 10⁻⁴
- Virgül sola kaydırılırsa üs **artar**, sağa kaydırılırsa üs **azalır**.

## 10'un kuvvetleri ile çözümlemek
= 3208 = 3 · 10³ + 2 · 10² + 0 · 10¹ + 8 · 10⁰

## Çözümlü örnekler
### Örnek 1
= (2⁵ · 2⁻²) / 2⁴ = 2³ / 2⁴ = 2⁻¹ = 1/2
### Örnek 2
= 4³ · 8 = (2²)³ · 2³ = 2⁶ · 2³ = 2⁹ = 512
### Örnek 3
= 5² + 5² + 5² + 5² + 5² = 5 · 5² = 5³ = 125

## Sık yapılan hatalar
- 2³ · 2⁴ = 4⁷ ✗ → doğrusu 2⁷ (taban çarpılmaz, üsler toplanır)
- 3² + 3² = 3⁴ ✗ → doğrusu 2 · 3² = 18 (toplamada üsler toplanmaz)
- 10⁻² = −100 ✗ → doğrusu 1/100 = 0,01

## Alıştırmalar
1. 3⁻² değeri kaçtır?
2. 0,000065 sayısını bilimsel gösterimle yazınız.
3. (6²)³ / 6⁵ işleminin sonucu kaçtır?
**Cevaplar:** 1. 1/9   2. 6,5 · 10⁻⁵   3. 6`,
    ],
  },
  {
    ...base,
    key: 'tr-mitoz-mayoz',
    title: 'Hücre Bölünmeleri: Mitoz ve Mayoz',
    description: 'Evreler, kromozom sayıları ve iki bölünmenin karşılaştırması.',
    subject: 'biology',
    grades: [10],
    topic: 'biyoloji/hucre-bolunmeleri',
    knowledge: 'fen-bilimleri/biyoloji/mitoz-ve-mayoz',
    pages: [
      `## Hücre döngüsü
Hücre döngüsü **interfaz** ve **bölünme** evrelerinden oluşur. İnterfazda hücre büyür, organel sayısını artırır ve **DNA'sını eşler** (S evresi). Eşlenen her kromozom, sentromerde birbirine bağlı iki **kardeş kromatitten** oluşur.

## Mitoz bölünme
Mitozla bir hücreden **kromozom sayısı ve kalıtsal yapısı aynı** iki yeni hücre oluşur (2n → 2n). Tek hücrelilerde üremeyi, çok hücrelilerde **büyüme, gelişme ve onarımı** sağlar.

### Evreler
1. **Profaz:** Kromatin iplikler kısalıp kalınlaşarak kromozomları oluşturur; çekirdek zarı ve çekirdekçik kaybolur; iğ iplikleri oluşur.
2. **Metafaz:** Kromozomlar hücrenin ortasında (**ekvator düzleminde**) dizilir. Kromozomların en iyi gözlendiği evredir.
3. **Anafaz:** Kardeş kromatitler ayrılarak zıt kutuplara çekilir.
4. **Telofaz:** Kutuplarda yeni çekirdek zarları oluşur, kromozomlar kromatine dönüşür.

### Sitokinez
- **Hayvan hücrelerinde:** hücre zarı ortadan içe doğru boğumlanır.
- **Bitki hücrelerinde:** ortada **ara lamel** (hücre plağı) oluşur.

! **Kısaltma:** P-M-A-T → Profaz, Metafaz, Anafaz, Telofaz.`,
      `## Mayoz bölünme
Mayoz, **üreme ana hücrelerinde** gerçekleşir ve kromozom sayısı yarıya iner (2n → n). Sonunda **dört** hücre oluşur ve bu hücrelerin kalıtsal yapıları birbirinden farklıdır. Eşeyli üreyen canlılarda kromozom sayısının nesiller boyunca **sabit** kalmasını sağlar.

### Mayoz I
- **Profaz I:** Homolog kromozomlar yan yana gelerek **tetrat** oluşturur; kardeş olmayan kromatitler arasında **krossing-over** (parça değişimi) olur → kalıtsal çeşitlilik.
- **Metafaz I:** Homolog çiftler ekvatorda dizilir.
- **Anafaz I:** **Homolog kromozomlar** zıt kutuplara gider (kromozom sayısı burada yarıya iner).
- **Telofaz I:** İki hücre oluşur (n).

### Mayoz II
Mitoza benzer: kardeş kromatitler ayrılır. Sonuçta **4 haploit (n) hücre** oluşur.

## Karşılaştırma
- **Mitoz:** vücut hücreleri, 1 bölünme, 2 hücre, 2n → 2n, kalıtsal yapı aynı, krossing-over yok.
- **Mayoz:** üreme ana hücreleri, 2 bölünme, 4 hücre, 2n → n, kalıtsal yapı farklı, krossing-over var.

## Sayısal örnek
= İnsan vücut hücresi: 2n = 46
= Mitoz sonrası: 46 kromozomlu 2 hücre
= Mayoz sonrası: 23 kromozomlu 4 hücre (n = 23)

## Çeşitliliğin kaynakları
- krossing-over,
- homolog kromozomların metafaz I'de **rastgele dizilmesi**,
- döllenmede gametlerin rastgele birleşmesi.`,
    ],
  },
  {
    ...base,
    key: 'tr-kurtulus-savasi',
    title: 'Kurtuluş Savaşı: Cepheler ve Antlaşmalar',
    description: 'Mondros’tan Lozan’a: kongreler, cepheler, Sakarya ve Büyük Taarruz.',
    subject: 'history',
    grades: [8, 12],
    topic: 'tarih/inkilap-tarihi',
    knowledge: 'sosyal-bilimler/tarih/kurtulus-savasi',
    pages: [
      `## Mondros Ateşkes Antlaşması (30 Ekim 1918)
Osmanlı Devleti I. Dünya Savaşı'ndan yenik çıktı ve Mondros Ateşkes Antlaşması'nı imzaladı. En tehlikeli madde **7. madde** idi: İtilaf Devletleri güvenliklerini tehdit eden her yeri işgal edebilecekti. Ardından işgaller başladı; **15 Mayıs 1919**'da Yunanlar İzmir'i işgal etti.

## Milli Mücadele'nin hazırlık dönemi
- **19 Mayıs 1919:** Mustafa Kemal Samsun'a çıktı – Milli Mücadele başladı.
- **Amasya Genelgesi (Haziran 1919):** "Milletin istiklalini yine milletin azim ve kararı kurtaracaktır." Milli egemenlik ilk kez vurgulandı.
- **Erzurum Kongresi (Temmuz–Ağustos 1919)** ve **Sivas Kongresi (Eylül 1919):** Manda ve himaye reddedildi; cemiyetler Anadolu ve Rumeli Müdafaa-i Hukuk Cemiyeti adıyla birleşti.
- **Misak-ı Milli (28 Ocak 1920):** Son Osmanlı Mebusan Meclisi'nin kabul ettiği milli sınırlar ve bağımsızlık belgesi.
- **23 Nisan 1920:** Ankara'da **Türkiye Büyük Millet Meclisi** açıldı.

! **Sevr Antlaşması (10 Ağustos 1920):** Osmanlı Devleti'ni parçalayan bu antlaşma hiçbir zaman yürürlüğe girmedi; TBMM onu tanımadı.`,
      `## Cepheler
### Doğu Cephesi
Ermenilere karşı **Kâzım Karabekir** komutasında savaşıldı. **Gümrü Antlaşması (1920)**, TBMM'nin ilk uluslararası başarısıdır.

### Güney Cephesi
Fransızlara ve Ermenilere karşı Maraş, Antep ve Urfa'da halk direnişi (Kuva-yi Milliye). Antep'e "Gazi", Maraş'a "Kahraman", Urfa'ya "Şanlı" unvanları verildi. **Ankara Antlaşması (1921)** ile Fransa TBMM'yi tanıdı.

### Batı Cephesi
1. **I. İnönü Savaşı (Ocak 1921):** Düzenli ordunun ilk zaferi.
2. **II. İnönü Savaşı (Mart 1921)**
3. **Kütahya–Eskişehir Savaşları (Temmuz 1921):** Yenilgi, ordu Sakarya'nın doğusuna çekildi; Mustafa Kemal'e **Başkomutanlık** yetkisi verildi, **Tekalif-i Milliye** emirleri çıkarıldı.
4. **Sakarya Meydan Muharebesi (23 Ağustos – 13 Eylül 1921):** "Hattı müdafaa yoktur, sathı müdafaa vardır." Mustafa Kemal'e **Mareşal** rütbesi ve **Gazi** unvanı verildi.
5. **Büyük Taarruz (26 Ağustos 1922):** Başkomutan Meydan Muharebesi ile kesin zafer; **9 Eylül 1922**'de İzmir kurtarıldı.

## Barışa giden yol
- **Mudanya Ateşkes Antlaşması (11 Ekim 1922):** Doğu Trakya savaşılmadan kurtarıldı.
- **1 Kasım 1922:** Saltanat kaldırıldı.
- **Lozan Barış Antlaşması (24 Temmuz 1923):** Yeni Türk devletinin bağımsızlığı uluslararası alanda tanındı; kapitülasyonlar kaldırıldı.
- **29 Ekim 1923:** Cumhuriyet ilan edildi.

## Kronoloji
= 1919 Samsun · Amasya · Erzurum · Sivas  →  1920 TBMM  →  1921 Sakarya  →  1922 Büyük Taarruz  →  1923 Lozan, Cumhuriyet`,
    ],
  },
  {
    ...base,
    key: 'tr-newton-hareket-yasalari',
    title: 'Newton’un Hareket Yasaları',
    description: 'Eylemsizlik, temel yasa ve etki–tepki; sürtünmeli örnek soru çözümüyle.',
    subject: 'physics',
    grades: [9, 11],
    topic: 'fizik/kuvvet-ve-hareket',
    knowledge: 'fen-bilimleri/fizik/newtonun-hareket-yasalari',
    pages: [
      `## Kuvvet
Kuvvet, duran bir cismi harekete geçiren, hareket eden bir cismi durduran ya da yönünü veya şeklini değiştiren etkidir. **Vektörel** bir büyüklüktür; birimi **newton (N)**, ölçüm aleti **dinamometredir**.

## 1. Yasa: Eylemsizlik Prensibi
Bir cisme etki eden **net kuvvet sıfır** ise cisim duruyorsa durmaya, hareket ediyorsa **sabit hızla** doğrusal hareketine devam eder.
- Otobüs aniden fren yaptığında yolcular öne doğru savrulur.
- Halıyı silkelediğimizde tozlar halıdan ayrılır.
- Kütle ne kadar büyükse eylemsizlik de o kadar büyüktür.

## 2. Yasa: Dinamiğin Temel Prensibi
Bir cisme etki eden net kuvvet, cismin kütlesi ile ivmesinin çarpımına eşittir:
= F_net = m · a        1 N = 1 kg · m/s²
İvme, net kuvvetle **aynı yönlüdür**.

### Örnek
Kütlesi 4 kg olan cisme 20 N'luk net kuvvet uygulanıyor. İvmesi kaçtır?
= a = F_net / m = 20 / 4 = 5 m/s²

! **Unutma:** Net kuvvet sıfırsa ivme de sıfırdır – cisim durabilir **ya da** sabit hızla gidebilir.`,
      `## 3. Yasa: Etki–Tepki Prensibi
Bir cisim başka bir cisme kuvvet uyguladığında, ikinci cisim de birinciye **eşit büyüklükte ve zıt yönde** kuvvet uygular.
- Roket, gazları aşağı iter; gazlar roketi yukarı iter.
- Yüzücü suyu geriye iter, su yüzücüyü ileri iter.
- Etki ve tepki kuvvetleri **farklı cisimlere** etki eder, bu yüzden birbirini dengelemez.

## Sürtünme kuvveti
= F_s = k · N        (k: sürtünme katsayısı, N: tepki kuvveti)
Yatay düzlemde N = m · g alınır. Sürtünme kuvveti her zaman harekete **zıt yöndedir** ve yüzeylerin cinsine bağlıdır, yüzey alanına bağlı değildir.

## Çözümlü soru
Yatay düzlemde duran 5 kg kütleli bir cisme 30 N'luk yatay kuvvet uygulanıyor. Sürtünme katsayısı 0,2; g = 10 m/s². Cismin ivmesi kaçtır?
= N = m · g = 5 · 10 = 50 N
= F_s = k · N = 0,2 · 50 = 10 N
= F_net = 30 − 10 = 20 N
= a = F_net / m = 20 / 5 = 4 m/s²

## Soru çözme adımları
1. Cisme etki eden tüm kuvvetleri çiz (serbest cisim diyagramı).
2. Hareket yönünü pozitif seç.
3. F_net'i bul, sonra a = F_net / m uygula.
4. Birimleri kontrol et.

## Kısa tekrar
- 1. yasa: F_net = 0 ⇒ hız sabit
- 2. yasa: F_net = m · a
- 3. yasa: etki = −tepki`,
    ],
  },
  {
    ...base,
    key: 'tr-anlatim-bicimleri',
    title: 'Paragrafta anlatım biçimleri ve düşünceyi geliştirme yolları',
    description: 'Öyküleme, betimleme, açıklama ve tartışma ile tanımlama, örnekleme, karşılaştırma ve tanık göstermenin özeti.',
    subject: 'literature',
    grades: [8, 9, 10],
    topic: 'turk-dili-ve-edebiyati/paragraf',
    knowledge: 'diller/turk-dili-ve-edebiyati/anlatim-bicimleri',
    pages: [
      `## Anlatım biçimleri
Bir yazar düşüncesini okura farklı yollarla sunar. Sınavlarda en çok sorulan dört anlatım biçimi şunlardır:

### 1. Öyküleyici anlatım
Olaylar bir zaman sırası içinde, kişiler ve mekânla birlikte anlatılır. Soruya “Ne oldu?” diye cevap verir. Hareket ve zaman bildiren fiiller çoktur.
= “Sabah erkenden yola çıktık. Köye vardığımızda güneş yeni doğuyordu; dedem bizi kapıda karşıladı.”

### 2. Betimleyici (tasvir) anlatım
Bir varlığın, yerin ya da kişinin özellikleri sözcüklerle resmedilir. Beş duyuya seslenir; sıfatlar ve benzetmeler çok kullanılır. Zaman akmaz, görüntü durur.
= “Kıyıdaki küçük ev, mavi pencereleri ve kireç kokan beyaz duvarlarıyla denizin ışığında parlıyordu.”

### 3. Açıklayıcı anlatım
Bir konu hakkında bilgi vermek, öğretmek amaçlanır. Nesnel ve sade bir dil kullanılır; ansiklopedi ve ders kitaplarında görülür.

### 4. Tartışmacı (kanıtlayıcı) anlatım
Yazar bir düşünceyi savunur ve okuru ikna etmeye çalışır; karşıt görüşü çürütür, kanıtlar sunar. Sorulan soru: “Yazar neyi savunuyor?”`,
      `## Düşünceyi geliştirme yolları
Yazar, düşüncesini desteklemek için şu yollara başvurur:
- **Tanımlama:** “… nedir?” sorusuna cevap verilir. “Deneme, yazarın herhangi bir konudaki kişisel görüşlerini kesinlik iddiası taşımadan anlattığı yazı türüdür.”
- **Örnekleme:** Düşünce somut bir örnekle açıklanır; “örneğin, mesela” gibi sözcükler ipucudur.
- **Karşılaştırma:** İki varlık ya da düşünce arasındaki benzerlik veya farklılık gösterilir; “daha, göre, oysa, ise” ipucudur.
- **Tanık gösterme:** Ünlü bir kişinin sözüne başvurulur. “Yunus Emre’nin dediği gibi…”
- **Sayısal verilerden yararlanma:** İstatistik, yüzde, tarih gibi verilerle düşünce güçlendirilir.
- **Benzetme:** Bir şey, ortak özelliği olan başka bir şeye benzetilir. “Kitaplar, insanı başka dünyalara götüren gemilerdir.”

## Karıştırılanlar
- **Betimleme** ile **benzetme** aynı şey değildir: betimleme bir anlatım biçimi, benzetme ise düşünceyi geliştirme yoludur. Bir betimlemenin içinde benzetme bulunabilir.
- **Tanımlama** bir düşünceyi geliştirme yoludur; tek cümlelik “X, Y’dir” yapısı ipucudur.

## Çözümlü örnek
“Okumak, beynin spor salonudur. Araştırmalara göre her gün yirmi dakika kitap okuyan öğrencilerin kelime dağarcığı, hiç okumayanlara göre iki kat hızlı gelişiyor.”
Bu parçada **benzetme** (okumak = spor salonu), **sayısal veri** (yirmi dakika, iki kat) ve **karşılaştırma** (okuyanlar – okumayanlar) vardır. Anlatım biçimi **tartışmacı**dır, çünkü yazar okumanın yararını kanıtlamaya çalışır.

! **İpucu:** Önce paragrafın amacını bul (anlatım biçimi), sonra bu amaca hangi araçlarla ulaşıldığına bak (düşünceyi geliştirme yolları).`,
    ],
  },
  {
    ...base,
    key: 'tr-simple-present-continuous',
    title: 'İngilizce: Simple Present ve Present Continuous Tense',
    description: 'İki şimdiki zamanın yapısı, kullanımı ve zaman zarfları; çözümlü alıştırmalarla.',
    subject: 'english',
    grades: [7, 8, 9],
    topic: 'ingilizce/dil-bilgisi',
    knowledge: 'diller/ingilizce/simple-present',
    pages: [
      `## İki farklı “şimdiki zaman”
Türkçede “okurum” (geniş zaman) ve “okuyorum” (şimdiki zaman) farklıdır. İngilizcede de benzer bir ayrım vardır:
- **Simple Present Tense** → alışkanlıklar, rutinler, genel gerçekler: “I **drink** tea every morning.” (Her sabah çay içerim.)
- **Present Continuous Tense** → şu anda devam eden eylemler ve planlanmış yakın gelecek: “I **am drinking** tea now.” (Şu an çay içiyorum.)

## Simple Present – yapı
= I / you / we / they + fiil: I play, we study
= he / she / it + fiil + -s / -es / -ies: she plays, he watches, it flies
= olumsuz: I don’t play / she doesn’t play
= soru: Do you play? / Does she play?
“does” ve “doesn’t” kullanılınca fiil yalın hâle döner: “Does he **like** football?” (likes değil!)

## Zaman zarfları
always, usually, often, sometimes, seldom, never, every day, on Sundays, twice a week
Sıklık zarfları ana fiilden **önce**, “be” fiilinden **sonra** gelir: “She **always** walks to school.” – “He is **never** late.”`,
      `## Present Continuous – yapı
= am / is / are + fiil-ing
= I am studying – she is studying – they are studying
= olumsuz: I’m not studying / he isn’t studying
= soru: Are you studying? / Is she studying?
Yazım: write → writing, run → running, lie → lying.

## Zaman zarfları
now, right now, at the moment, today, this week, Look! Listen!

## Durum fiilleri (stative verbs)
Bazı fiiller genellikle -ing almaz: **know, like, love, hate, want, need, believe, understand, own**.
“I **know** the answer.” ✓ – “I am knowing the answer.” ✗

## Karşılaştırmalı örnek
“My father usually **drives** to work, but this week he **is taking** the metro because his car **is being** repaired.”
Birinci eylem bir alışkanlık, diğerleri bu haftaya özgü geçici durumlar.

## Alıştırma
Parantez içindeki fiili doğru zamana koyun.
1. The sun (rise) in the east.
2. Listen! Somebody (sing) in the garden.
3. Ayşe (not / eat) meat. She’s a vegetarian.
4. We (fly) to Antalya tomorrow. We have the tickets.

**Cevaplar:** 1. rises (genel gerçek) 2. is singing (şu an) 3. doesn’t eat (alışkanlık) 4. are flying (planlanmış gelecek)

! **LGS ipucu:** Cümlede “now, at the moment, Look!” varsa Present Continuous; “every, usually, always” varsa Simple Present düşünün.`,
    ],
  },
  {
    ...base,
    key: 'tr-periyodik-sistem',
    title: 'Periyodik sistem: gruplar, periyotlar ve periyodik özellikler',
    description: 'Elementlerin periyodik sistemdeki yeri, grup adları ve atom yarıçapı ile elektronegatifliğin değişimi.',
    subject: 'chemistry',
    grades: [9, 10],
    topic: 'kimya/periyodik-sistem',
    knowledge: 'fen-bilimleri/kimya/periyodik-sistem',
    pages: [
      `## Periyodik sistemin tarihçesi
**Mendeleyev** 1869’da elementleri artan atom kütlelerine göre sıraladı ve benzer özellikteki elementleri alt alta yazdı. Henüz bulunmamış elementler için boşluklar bıraktı ve özelliklerini doğru tahmin etti. **Moseley** ise elementlerin **atom numarasına** (proton sayısına) göre sıralanması gerektiğini gösterdi; bugünkü sistem bu sıralamaya dayanır.

## Yapı: periyot ve grup
- **Periyot:** yatay sıralar (7 tane). Periyot numarası = elektron bulunan **katman sayısı**.
- **Grup:** dikey sütunlar (18 tane). A grupları ana grup elementleri, B grupları geçiş metalleridir. Aynı gruptaki elementlerin **değerlik elektron sayısı** aynıdır, bu yüzden kimyasal özellikleri benzerdir.

## Önemli gruplar
- **1A – Alkali metaller** (Li, Na, K): çok aktif, +1 yüklü iyon oluşturur. (H, 1A’da olmasına rağmen ametaldir.)
- **2A – Toprak alkali metaller** (Be, Mg, Ca): +2 yüklü iyon oluşturur.
- **7A – Halojenler** (F, Cl, Br, I): −1 yüklü iyon oluşturur, doğada iki atomlu moleküller hâlinde bulunur.
- **8A – Soy gazlar** (He, Ne, Ar): son katmanları dolu olduğu için kararlıdır, tepkimeye girmeye isteksizdir.

## Bir elementin yerini bulma
= ₁₇Cl: 2) 8) 7) → 3 katman: 3. periyot; 7 değerlik elektronu: 7A grubu
= ₁₂Mg: 2) 8) 2) → 3. periyot, 2A grubu`,
      `## Periyodik özellikler
### Atom yarıçapı
- Bir grupta **yukarıdan aşağıya artar** (katman sayısı artar).
- Bir periyotta **soldan sağa azalır** (proton sayısı artar, çekim kuvveti büyür).

### İyonlaşma enerjisi
Gaz hâlindeki bir atomdan bir elektron koparmak için gereken enerjidir.
- Periyotta soldan sağa genel olarak **artar**, grupta yukarıdan aşağıya **azalır**.
- Soy gazların iyonlaşma enerjisi en yüksektir.

### Elektronegatiflik
Bir atomun bağ elektronlarını kendine çekme yeteneğidir. Sağa ve yukarıya doğru artar; en elektronegatif element **flor**dur.

### Metalik ve ametalik özellik
- Metalik özellik sola ve aşağıya doğru artar.
- Ametalik özellik sağa ve yukarıya doğru artar (soy gazlar hariç).

! **Kısa yol:** Yarıçap ve metaliklik “sol alt köşeye”, iyonlaşma enerjisi ve elektronegatiflik “sağ üst köşeye” doğru artar.

## Çözümlü soru
₁₁Na, ₁₃Al ve ₁₇Cl elementlerini atom yarıçapına göre sıralayınız.
Üçü de 3. periyottadır; periyotta soldan sağa yarıçap azalır: **Na > Al > Cl**.

## Alıştırma
₂₀Ca elementinin periyodunu ve grubunu bulunuz. **Cevap:** 2) 8) 8) 2) → 4. periyot, 2A grubu (toprak alkali metal).`,
    ],
  },
  {
    ...base,
    key: 'tr-turkiye-iklimi',
    title: 'Türkiye’nin iklimi ve iklim tipleri',
    description: 'Türkiye’nin iklimini etkileyen faktörler, Akdeniz, Karadeniz ve karasal iklimin özellikleri ve bitki örtüsü.',
    subject: 'geography',
    grades: [9, 10],
    topic: 'cografya/turkiye-iklimi',
    knowledge: 'sosyal-bilimler/cografya/turkiye-iklimi',
    pages: [
      `## Türkiye’nin iklimini etkileyen faktörler
- **Matematik konum:** Türkiye 36°–42° kuzey enlemleri arasında, orta kuşakta yer alır. Bu nedenle dört mevsim belirgin yaşanır ve güneş ışınları hiçbir zaman dik açıyla gelmez.
- **Denizlere yakınlık:** Üç tarafı denizlerle çevrilidir; kıyılar iç kesimlere göre daha ılımandır.
- **Yükselti:** Batıdan doğuya doğru yükselti artar, bu yüzden sıcaklık genel olarak azalır. Doğu Anadolu en soğuk bölgedir.
- **Dağların uzanışı:** Kuzeyde Kuzey Anadolu Dağları, güneyde Toroslar kıyıya paralel uzanır ve denizin nemli havasının iç kesimlere girmesini engeller. Bu yüzden iç bölgeler kurak, kıyılar yağışlıdır.
- **Basınç merkezleri ve rüzgârlar:** Kışın Sibirya yüksek basıncı soğuk ve kuru havayı getirir; yazın Basra alçak basıncı sıcak ve kuru havaya yol açar.

## Bakı etkisi
Güneye bakan yamaçlar daha fazla güneş alır ve daha sıcaktır. Örneğin Toroslarda güneye bakan yamaçlarda yerleşme ve tarım sınırı daha yüksektir.`,
      `## Türkiye’deki iklim tipleri
### Akdeniz iklimi
- **Görüldüğü yer:** Akdeniz, Ege ve Marmara’nın güney kıyıları
- **Özellikler:** Yazlar sıcak ve kurak, kışlar ılık ve yağışlıdır. Kar yağışı kıyıda nadirdir.
- **Bitki örtüsü:** **Maki** (zeytin, defne, mersin); makinin tahrip edildiği yerlerde **garig**, daha yükseklerde kızılçam ormanları.

### Karadeniz iklimi
- **Görüldüğü yer:** Karadeniz kıyıları
- **Özellikler:** Her mevsim yağışlıdır; Türkiye’nin en çok yağış alan yeri **Rize**’dir. Yaz ve kış arasındaki sıcaklık farkı azdır.
- **Bitki örtüsü:** Gür **ormanlar** (kayın, ladin, gürgen); çay ve fındık tarımı yaygındır.

### Karasal iklim
- **Görüldüğü yer:** İç Anadolu, Doğu Anadolu ve Güneydoğu Anadolu
- **Özellikler:** Yazlar sıcak ve kurak, kışlar soğuk ve karlıdır; yıllık sıcaklık farkı büyüktür. En çok yağış ilkbaharda düşer.
- **Bitki örtüsü:** **Bozkır** (step); ilkbaharda yeşeren, yazın kuruyan otlar. Türkiye’de en az yağış alan yerlerden biri Tuz Gölü çevresidir.

### Marmara (geçiş) iklimi
Akdeniz, Karadeniz ve karasal iklim arasında geçiş özelliği gösterir. Kışlar Akdeniz’e göre daha soğuk ve kar yağışlıdır; bitki örtüsü maki, orman ve bozkırın karışımıdır.

! **Akılda kalsın:** Kıyılar nemli ve ılıman, iç kesimler kurak ve sıcaklık farkı büyük – çünkü dağlar kıyıya paraleldir.

## Çözümlü soru
Neden Rize ile Konya’nın yağış miktarı çok farklıdır? – Rize, Karadeniz’den gelen nemli havanın Kuzey Anadolu Dağları’na çarparak yükseldiği kıyıdadır (yamaç yağışı). Konya ise dağların arkasında, denizin etkisinden uzak bir iç bölgededir.`,
    ],
  },
];
