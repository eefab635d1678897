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
];
