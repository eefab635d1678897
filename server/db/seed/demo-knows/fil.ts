// Filipino demo knows (the Philippines, content language fil). Technical terms stay in English, as Filipino students
// write them (DepEd teaches maths and science in English from Grade 4).
import type { DemoKnow } from './types';

const base = { country: 'PH', language: 'fil', knower: 'bea.reyes' } as const;

export const FILIPINO_KNOWS: DemoKnow[] = [
  {
    ...base,
    key: 'ph-quadratic-equations',
    title: 'Quadratic Equations: paglutas gamit ang quadratic formula',
    description: 'Apat na paraan ng paglutas ng quadratic equation, ang discriminant at mga halimbawang nilutas nang hakbang-hakbang.',
    subject: 'mathematics',
    grades: [9],
    topic: 'matematika/algebra',
    knowledge: 'matematika/algebra/quadratic-equations',
    pages: [
      `## Ano ang quadratic equation?
Ang **quadratic equation** ay equation na ang pinakamataas na exponent ng variable ay 2. Ang **standard form** nito ay
= ax² + bx + c = 0, kung saan a ≠ 0
Halimbawa: x² − 5x + 6 = 0 (a = 1, b = −5, c = 6).

## Apat na paraan ng paglutas
1. **Extracting square roots** – kapag walang bx: x² = 16 ⇒ x = ±4
2. **Factoring** – hatiin sa dalawang factor at gamitin ang zero product property
3. **Completing the square**
4. **Quadratic formula** – gumagana sa lahat ng quadratic equation

## Halimbawa ng factoring
= x² − 5x + 6 = 0
= (x − 2)(x − 3) = 0
= x − 2 = 0 o x − 3 = 0 ⇒ x = 2 o x = 3
Tip: maghanap ng dalawang numero na ang **product** ay c (6) at ang **sum** ay b (−5). Ang sagot ay −2 at −3.

## Ang quadratic formula
= x = (−b ± √(b² − 4ac)) / (2a)
Tandaan: isulat muna ang equation sa standard form bago kunin ang a, b at c.`,
      `## Ang discriminant
Ang **discriminant** ay D = b² − 4ac. Sinasabi nito kung anong uri ng mga ugat (roots) ang mayroon ang equation:
- **D > 0:** dalawang magkaibang real roots
- **D = 0:** isang real root (magkapareho ang dalawang ugat)
- **D < 0:** walang real roots

## Halimbawa gamit ang formula
Lutasin ang 2x² + 3x − 2 = 0.
= a = 2, b = 3, c = −2
= D = 3² − 4(2)(−2) = 9 + 16 = 25
= x = (−3 ± 5) / 4
= x₁ = 2/4 = 1/2 at x₂ = −8/4 = −2
**Check:** 2(1/2)² + 3(1/2) − 2 = 1/2 + 3/2 − 2 = 0 ✓

## Sum at product ng mga ugat
= x₁ + x₂ = −b/a at x₁ · x₂ = c/a
Sa halimbawa sa itaas: 1/2 + (−2) = −3/2 = −b/a ✓ at (1/2)(−2) = −1 = c/a ✓

## Word problem
Ang area ng isang parihaba ay 24 cm², at ang haba nito ay 2 cm na mas mahaba kaysa sa lapad. Ano ang mga sukat nito?
= x(x + 2) = 24 ⇒ x² + 2x − 24 = 0 ⇒ (x + 6)(x − 4) = 0
Dahil hindi puwedeng negatibo ang sukat, x = 4. Ang lapad ay **4 cm** at ang haba ay **6 cm**.

! **Karaniwang mali:** kapag b = −5, ang b² ay 25, hindi −25.

## Subukan mo
1. x² − 7x + 10 = 0
2. x² + 2x + 5 = 0
**Sagot:** 1. x = 2 o x = 5 2. D = −16 < 0, kaya walang real roots.`,
    ],
  },
  {
    ...base,
    key: 'ph-noli-me-tangere',
    title: 'Noli Me Tangere ni José Rizal: buod, tauhan at aral',
    description: 'Kasaysayan ng nobela, maikling buod, mga pangunahing tauhan at ang mga isyung panlipunang inilantad ni Rizal.',
    subject: 'literature',
    grades: [9],
    topic: 'filipino/panitikan',
    knowledge: 'mga-wika/filipino/noli-me-tangere',
    pages: [
      `## Tungkol sa nobela
- **May-akda:** Dr. José Rizal (1861–1896), ang pambansang bayani ng Pilipinas
- **Nalimbag:** 1887 sa Berlin, Alemanya, sa tulong ng pautang ng kaibigang si **Maximo Viola**
- **Wika:** orihinal na isinulat sa Espanyol
- **Kahulugan ng pamagat:** "Huwag mo akong salingin" – mula sa Ebanghelyo ni San Juan
- **Inihandog sa:** "Sa Aking Inang Bayan" – ang Pilipinas, na inihambing ni Rizal sa isang maysakit na kailangang gamutin

## Layunin ni Rizal
Inilantad ng nobela ang mga "kanser ng lipunan" noong panahon ng mga Espanyol: ang pang-aabuso ng ilang prayle, ang katiwalian sa pamahalaan, ang kawalan ng katarungan at ang pagbubulag-bulagan ng mga Pilipino mismo.

## Maikling buod
Si **Crisostomo Ibarra** ay bumalik sa San Diego matapos mag-aral nang pitong taon sa Europa. Nalaman niyang namatay sa bilangguan ang kanyang amang si **Don Rafael** at hindi pa binigyan ng maayos na libing dahil sa paratang ni **Padre Damaso**. Sa kabila nito, nais ni Ibarra na tumulong sa bayan sa pamamagitan ng pagpapatayo ng paaralan. Ngunit pinagbintangan siyang pinuno ng isang pag-aalsa, na sa totoo ay inayos ng kanyang mga kaaway, kaya siya ay nabilanggo. Tinulungan siyang tumakas ni **Elias**, na nasawi habang nililigtas siya. Samantala, pumasok sa kumbento si **Maria Clara**.`,
      `## Mga pangunahing tauhan
- **Crisostomo Ibarra:** binatang may mataas na pinag-aralan; naniniwala sa pagbabago sa mapayapang paraan.
- **Maria Clara:** kasintahan ni Ibarra; larawan ng mahinhing dalagang Pilipina noong panahong iyon.
- **Elias:** bangkero na nagligtas kay Ibarra; naniniwalang kailangan ng mas malalim na pagbabago sa lipunan.
- **Padre Damaso:** mapang-abusong prayle; siya pala ang tunay na ama ni Maria Clara.
- **Sisa:** inang nabaliw sa paghahanap sa kanyang mga anak na sina **Basilio** at **Crispin**; sagisag ng Inang Bayan na inaapi.
- **Pilosopo Tasyo:** matalinong matanda na itinuturing na baliw dahil nauuna ang kanyang pag-iisip sa kanyang panahon.
- **Kapitan Tiago:** mayamang Pilipinong sunud-sunuran sa mga makapangyarihan.

## Mga isyung panlipunan
1. **Pang-aabuso ng kapangyarihan** ng ilang prayle at opisyal (Padre Damaso, ang alperes)
2. **Kawalan ng edukasyon** at ng pagkakataong umunlad
3. **Kolonyal na kaisipan** – mga Pilipinong nagpapanggap na Espanyol, tulad ni Doña Victorina
4. **Pagdurusa ng mga mahihirap** – ang kuwento nina Sisa, Basilio at Crispin

## Mga aral
- Mahalaga ang **edukasyon** sa pag-unlad ng bayan.
- Dapat ipaglaban ang **katarungan** at huwag magbulag-bulagan sa mali.
- Ang tunay na pagmamahal sa bayan ay may kasamang sakripisyo.

! **Tandaan:** ang karugtong ng Noli ay ang **El Filibusterismo** (1891), na inihandog ni Rizal sa tatlong paring martir na **GomBurZa**.

## Tanong sa pagsusulit
Bakit sinasabing sagisag ng Inang Bayan si Sisa? – Dahil tulad ng Pilipinas noon, siya ay inaapi, inaagawan ng mga anak at hindi pinakikinggan ng mga makapangyarihan.`,
    ],
  },
  {
    ...base,
    key: 'ph-subject-verb-agreement',
    title: 'English: Subject-Verb Agreement – mga tuntunin at halimbawa',
    description: 'Ang mga pangunahing tuntunin ng subject-verb agreement sa Ingles na may paliwanag sa Filipino at mga pagsasanay.',
    subject: 'english',
    grades: [7, 8],
    topic: 'ingles/grammar',
    knowledge: 'mga-wika/ingles/subject-verb-agreement',
    pages: [
      `## Ano ang subject-verb agreement?
Sa Ingles, dapat **magkatugma** ang subject (simuno) at ang verb (pandiwa) sa bilang. Kapag **singular** ang subject, singular din ang verb; kapag **plural** ang subject, plural din ang verb.
= The dog **barks**. (singular)
= The dogs **bark**. (plural)
Tandaan: sa simple present tense, ang singular na verb ay karaniwang **may -s o -es** (runs, watches), samantalang ang plural na verb ay **walang -s**. Kabaligtaran ito ng mga noun!

## Rule 1: I at you
Ang **I** at **you** ay laging ginagamitan ng plural na anyo ng verb: I **play**, you **play** (hindi "I plays").

## Rule 2: Mga salitang nasa pagitan
Huwag malito sa mga salitang nasa pagitan ng subject at verb. Hanapin ang tunay na subject.
= The **box** of chocolates **is** on the table. (box ang subject, hindi chocolates)
= The **students** in the library **are** quiet.

## Rule 3: Compound subjects na may "and"
Dalawang subject na pinagdugtong ng **and** ay plural: Maria **and** Jose **are** classmates.`,
      `## Rule 4: "or" at "nor"
Kapag pinagdugtong ng **or**, **either…or** o **neither…nor**, sumusunod ang verb sa subject na **pinakamalapit** dito.
= Neither the teacher nor the **students were** late.
= Either the students or the **teacher is** coming.

## Rule 5: Indefinite pronouns
Ang **everyone, everybody, someone, anyone, nobody, each, either, neither** ay **singular**.
= Everyone **is** invited to the party.
= Each of the boys **has** a notebook.

## Rule 6: Collective nouns
Ang **team, family, class, committee** ay karaniwang singular kapag iisang grupo ang kumikilos.
= The class **is** going on a field trip.

## Rule 7: Mga salitang mukhang plural
Ang **news, mathematics, physics** at mga halaga ng pera o oras ay singular.
= Mathematics **is** my favorite subject.
= Fifty pesos **is** enough for lunch.

## Rule 8: There is / There are
Ang subject ay nasa **likod** ng verb: There **is** a book on the desk. There **are** books on the desk.

## Pagsasanay
Piliin ang tamang verb.
1. My sister (sing / sings) in the choir.
2. The teachers in our school (is / are) kind.
3. Neither Ana nor her friends (was / were) absent.
4. Everybody (want / wants) to pass the exam.
5. There (is / are) many jeepneys on the road.

**Sagot:** 1. sings 2. are 3. were 4. wants 5. are

! **Tip:** hanapin muna ang tunay na subject, saka tanungin: isa ba ito o marami?`,
    ],
  },
  {
    ...base,
    key: 'ph-ang-selula',
    title: 'Ang Selula: mga bahagi at gamit nito',
    description: 'Cell theory, prokaryotic at eukaryotic cells, mga organelle at pagkakaiba ng animal at plant cell.',
    subject: 'biology',
    grades: [7, 8],
    topic: 'biyolohiya/selula',
    knowledge: 'agham/biyolohiya/selula',
    pages: [
      `## Ang Cell Theory
1. Lahat ng nabubuhay na organismo ay binubuo ng isa o higit pang **selula (cell)**.
2. Ang selula ang pinakamaliit na yunit ng istruktura at gawain ng buhay.
3. Lahat ng selula ay nagmumula sa dati nang umiiral na selula.
Unang nakita ni **Robert Hooke** ang mga selula noong 1665 sa manipis na hiwa ng cork. Si **Anton van Leeuwenhoek** naman ang unang nakakita ng buhay na selula, gaya ng bacteria, gamit ang sarili niyang microscope.

## Prokaryotic at eukaryotic cells
- **Prokaryotic** (hal. bacteria): walang tunay na **nucleus**; ang DNA ay nasa cytoplasm, sa bahaging tinatawag na **nucleoid**. Walang organelle na may lamad (membrane).
- **Eukaryotic** (hayop, halaman, fungi, protists): may tunay na nucleus na nababalot ng nuclear membrane at maraming organelle.

## Mga pangunahing bahagi
- **Cell membrane:** manipis na lamad na pumapalibot sa selula; kinokontrol nito kung ano ang papasok at lalabas (selectively permeable).
- **Cytoplasm:** malapot na likido kung saan nakalutang ang mga organelle.
- **Nucleus:** ang "control center" ng selula; nandito ang DNA.`,
      `## Mga organelle at ang gamit nila
- **Mitochondria:** ang "powerhouse of the cell"; dito nagaganap ang **cellular respiration** na gumagawa ng enerhiya (ATP) mula sa glucose.
- **Ribosomes:** gumagawa ng protina.
- **Endoplasmic reticulum (ER):** ang rough ER (may ribosomes) ay tumutulong sa paggawa ng protina; ang smooth ER ay gumagawa ng lipids.
- **Golgi apparatus:** nag-aayos, nagbabalot at nagpapadala ng mga materyales.
- **Lysosomes:** may digestive enzymes na tumutunaw sa mga dumi at lumang bahagi ng selula.
- **Chloroplast** (sa halaman lamang): may **chlorophyll**; dito ginagawa ng halaman ang sarili nitong pagkain gamit ang liwanag ng araw.
- **Vacuole:** imbakan ng tubig at iba pang materyales; malaki ito sa plant cell.
- **Cell wall** (sa halaman lamang): matibay na pader na gawa sa **cellulose**; nagbibigay ng hugis at proteksyon.

## Animal cell vs. plant cell
= Sa plant cell lamang: cell wall, chloroplasts, malaking central vacuole
= Sa animal cell lamang: centrioles, maraming lysosomes
Dahil sa cell wall, parihaba o kuwadrado ang hugis ng plant cell; bilog o iregular naman ang animal cell.

## Mga antas ng organisasyon
cell → tissue → organ → organ system → organism
Halimbawa: muscle cell → muscle tissue → puso → circulatory system → tao

! **Tandaan:** lahat ng selula ay may cell membrane, cytoplasm, ribosomes at DNA; ang eukaryotic cells lamang ang may nucleus.

## Tanong
Bakit hindi pumuputok ang plant cell kapag inilagay sa tubig? – Dahil pinipigilan ng matibay na cell wall ang labis na paglaki nito kahit pumasok ang tubig sa pamamagitan ng osmosis.`,
    ],
  },
  {
    ...base,
    key: 'ph-rebolusyong-1896',
    title: 'Ang Katipunan at ang Rebolusyong Pilipino ng 1896',
    description: 'Ang pagkakatatag ng Katipunan, ang Sigaw ng Pugad Lawin, ang Tejeros at Biak-na-Bato, at ang proklamasyon ng kalayaan noong 1898.',
    subject: 'history',
    grades: [10],
    topic: 'kasaysayan/rebolusyon',
    knowledge: 'lipunan/kasaysayan/rebolusyong-1896',
    pages: [
      `## Mga sanhi ng rebolusyon
- Mahigit 300 taon ng **pananakop ng Espanya** at ang pang-aabuso ng ilang opisyal at prayle
- Ang **Kilusang Propaganda** (Rizal, del Pilar, Lopez Jaena) na humingi ng reporma ngunit hindi pinakinggan
- Ang pagbitay sa tatlong paring martir na **GomBurZa** (Gomez, Burgos at Zamora) noong 1872
- Ang pagkakadakip at pagpapatapon kay Rizal sa **Dapitan** noong 1892

## Ang Katipunan
Itinatag ni **Andres Bonifacio** at ng kanyang mga kasama ang **Kataas-taasang, Kagalang-galangang Katipunan ng mga Anak ng Bayan (KKK)** noong **Hulyo 7, 1892** sa Tondo, Maynila – sa gabi mismo ng pagkalat ng balitang ipatatapon si Rizal. Layunin nito ang **kalayaan** ng Pilipinas sa pamamagitan ng **armadong himagsikan**.
- Si **Emilio Jacinto** ang tinaguriang "Utak ng Katipunan"; sinulat niya ang **Kartilya ng Katipunan**.
- Ang pahayagan ng Katipunan ay ang **Kalayaan**.

## Ang pagsiklab ng rebolusyon
Natuklasan ng mga Espanyol ang Katipunan noong Agosto 1896. Noong huling linggo ng **Agosto 1896**, pinunit ng mga Katipunero ang kanilang **cedula** bilang tanda ng paglaban – ang **Sigaw ng Pugad Lawin** (o Sigaw ng Balintawak). Sinundan ito ng pag-atake sa San Juan del Monte.`,
      `## Ang pagbitay kay Rizal
Bagaman hindi kasapi ng Katipunan, inakusahan si Rizal na may kinalaman sa rebolusyon. Binaril siya sa **Bagumbayan** (ngayon ay Luneta) noong **Disyembre 30, 1896**. Lalo nitong pinag-alab ang rebolusyon.

## Ang hidwaan sa pamunuan
- Sa **Kumbensyon sa Tejeros** (Marso 22, 1897), nahalal na pangulo ng rebolusyonaryong pamahalaan si **Emilio Aguinaldo**. Hindi ito tinanggap ni Bonifacio.
- Si Bonifacio at ang kanyang kapatid na si Procopio ay nilitis at pinatay sa **Maragondon, Cavite** noong **Mayo 10, 1897**.

## Ang Kasunduan sa Biak-na-Bato
Noong **Disyembre 1897**, pumirma sa kasunduan ang mga Espanyol at ang mga rebolusyonaryo. Nagtungo si Aguinaldo sa **Hong Kong** kapalit ng bayad, ngunit hindi naipatupad nang buo ang kasunduan.

## Ang pagbabalik ni Aguinaldo at ang kalayaan
- Nagsimula ang **Digmaang Espanyol-Amerikano** noong 1898; nagbalik si Aguinaldo sakay ng barkong Amerikano.
- **Hunyo 12, 1898:** ipinahayag ang **kalayaan ng Pilipinas** sa Kawit, Cavite. Iwinagayway ang pambansang watawat at pinatugtog ang pambansang awit.
- **1899:** pinasinayaan ang **Republika ng Malolos**, ang unang republika sa Asya.

! **Mahahalagang petsa:** 1892 Katipunan · Agosto 1896 Sigaw ng Pugad Lawin · Dis. 30, 1896 pagbitay kay Rizal · 1897 Tejeros at Biak-na-Bato · Hunyo 12, 1898 kalayaan.

## Tanong
Bakit mahalaga ang pagpunit ng cedula? – Simbolo ito ng pagtanggi sa kapangyarihan ng Espanya at ng simula ng armadong paglaban para sa kalayaan.`,
    ],
  },
  {
    ...base,
    key: 'ph-batas-ni-newton',
    title: 'Ang Tatlong Batas ng Paggalaw ni Newton',
    description: 'Law of inertia, law of acceleration (F = ma) at law of interaction, may mga halimbawa sa araw-araw at nalutas na problema.',
    subject: 'physics',
    grades: [8, 9],
    topic: 'pisika/galaw',
    knowledge: 'agham/pisika/batas-ni-newton',
    pages: [
      `## Ano ang puwersa?
Ang **puwersa (force)** ay tulak o hila na maaaring magpagalaw, magpahinto, magpabago ng direksyon o magpabago ng hugis ng isang bagay. Ito ay **vector quantity**: may laki (magnitude) at direksyon. Sinusukat ito sa **newton (N)**. Kapag maraming puwersa ang kumikilos, pinagsasama ang mga ito sa tinatawag na **net force**.

## Unang Batas: Law of Inertia
! Ang isang bagay na nakahinto ay mananatiling nakahinto, at ang gumagalaw ay patuloy na gagalaw nang tuwid at pare-pareho ang bilis, maliban kung may net force na kumilos dito.
Ang **inertia** ay ang pagtutol ng isang bagay sa pagbabago ng galaw nito. Mas malaki ang **mass**, mas malaki ang inertia.
- Kapag biglang pumreno ang jeep, napapasubsob pasulong ang mga pasahero.
- Kaya mahalaga ang **seatbelt**: pinipigilan nito ang katawan na magpatuloy sa paggalaw.

## Ikalawang Batas: Law of Acceleration
! Ang acceleration ng isang bagay ay direktang proporsyonal sa net force at baligtad na proporsyonal sa mass nito.
= F = m × a
- Mas malakas na tulak → mas malaking acceleration.
- Mas mabigat na bagay → mas maliit na acceleration sa parehong puwersa.`,
      `## Ikatlong Batas: Law of Interaction
! Sa bawat aksyon ay may katumbas at kasalungat na reaksyon.
Ang dalawang puwersa ay kumikilos sa **magkaibang bagay**, kaya hindi sila nagkakansela.
- Kapag sumasagwan ka, itinutulak mo ang tubig paatras at itinutulak ka ng tubig pasulong.
- Ang rocket ay nagbubuga ng gas pababa, at itinutulak ng gas ang rocket pataas.
- Kapag tumalon ka mula sa bangka, umaatras ang bangka.

## Nalutas na problema 1
Isang kahon na may mass na 4 kg ang itinulak ng puwersang 20 N. Ang friction ay 8 N. Ano ang acceleration nito?
= Net force = 20 N − 8 N = 12 N
= a = F / m = 12 N / 4 kg = 3 m/s²

## Nalutas na problema 2
Gaano kalaking puwersa ang kailangan para bigyan ang isang 1 200 kg na kotse ng acceleration na 2 m/s²?
= F = m × a = 1 200 kg × 2 m/s² = 2 400 N

## Weight at mass
Ang **mass** ay dami ng matter (kg) at hindi nagbabago saan ka man pumunta. Ang **weight** ay ang puwersa ng gravity sa isang bagay: **W = m × g**, kung saan g ≈ 9.8 m/s². Ang 50 kg na estudyante ay may weight na humigit-kumulang 490 N sa Earth, ngunit mga 80 N lamang sa Buwan.

! **Tip sa exam:** isulat ang formula, ilagay ang mga value kasama ang unit, at huwag kalimutan ang unit sa huling sagot.`,
    ],
  },
  {
    ...base,
    key: 'ph-periodic-table',
    title: 'Ang Atom at ang Periodic Table',
    description: 'Protons, neutrons at electrons, atomic number at mass number, isotopes at kung paano basahin ang periodic table.',
    subject: 'chemistry',
    grades: [8, 9],
    topic: 'kimika/atom',
    knowledge: 'agham/kimika/periodic-table',
    pages: [
      `## Ang mga bahagi ng atom
Ang **atom** ang pinakamaliit na bahagi ng isang element na nagtataglay pa rin ng katangian nito. Binubuo ito ng:
- **Protons (p⁺):** nasa nucleus, may positibong karga, mass na mga 1 amu.
- **Neutrons (n⁰):** nasa nucleus, walang karga, mass na mga 1 amu.
- **Electrons (e⁻):** umiikot sa labas ng nucleus sa mga energy level, may negatibong karga at napakaliit na mass.
Neutral ang atom dahil magkasindami ang protons at electrons nito.

## Atomic number at mass number
= Atomic number (Z) = bilang ng protons = bilang ng electrons (sa neutral na atom)
= Mass number (A) = protons + neutrons
= Bilang ng neutrons = A − Z
Halimbawa: ang sodium (Na) ay may Z = 11 at A = 23, kaya mayroon itong 11 protons, 11 electrons at 23 − 11 = **12 neutrons**.

## Isotopes
Ang **isotopes** ay mga atom ng parehong element (parehong Z) na magkaiba ang bilang ng neutrons (magkaibang A). Halimbawa: carbon-12 at carbon-14. Ginagamit ang carbon-14 sa pagtukoy ng edad ng mga sinaunang bagay (carbon dating).

## Electron configuration (pinasimple)
Ang unang energy level ay may hanggang 2 electrons, ang ikalawa hanggang 8, at sa unang 20 element, hanggang 8 din ang huli.
= Na (Z = 11): 2, 8, 1
= Cl (Z = 17): 2, 8, 7
Ang mga electron sa pinakalabas na level ay tinatawag na **valence electrons**.`,
      `## Ang Periodic Table
Inayos ang mga element ayon sa **pataas na atomic number**. Si **Dmitri Mendeleev** ang gumawa ng unang periodic table noong 1869.
- **Periods:** ang 7 pahalang na hanay. Ang period number ay katumbas ng bilang ng energy level na may electrons.
- **Groups (families):** ang 18 patayong hanay. Magkakapareho ang bilang ng valence electrons ng mga element sa iisang pangunahing group, kaya magkakahawig ang kanilang katangian.

### Paghanap ng posisyon
Ang chlorine (2, 8, 7) ay may 3 energy level at 7 valence electrons: **Period 3, Group 17**.

## Mahahalagang pamilya
- **Group 1 – alkali metals:** Li, Na, K; napaka-reactive, lalo na sa tubig.
- **Group 2 – alkaline earth metals:** Mg, Ca.
- **Group 17 – halogens:** F, Cl, Br, I; reactive na nonmetals.
- **Group 18 – noble gases:** He, Ne, Ar; halos hindi nakikipag-reaksyon dahil puno na ang kanilang pinakalabas na energy level.

## Metals, nonmetals at metalloids
Nasa **kaliwa** at gitna ng periodic table ang metals (makintab, mahusay na conductor ng init at kuryente). Nasa **kanang itaas** ang nonmetals. Sa pagitan nila, sa hagdan-hagdang linya, ang **metalloids** gaya ng silicon, na ginagamit sa paggawa ng computer chips.

! **Tandaan:** period = bilang ng energy levels; group number = valence electrons (para sa Groups 1, 2 at 13–18, ibawas ang 10 sa huli).

## Pagsasanay
Ilan ang protons, electrons at neutrons ng oxygen-16 (Z = 8)? **Sagot:** 8 protons, 8 electrons at 16 − 8 = 8 neutrons.`,
    ],
  },
  {
    ...base,
    key: 'ph-heograpiya-ng-pilipinas',
    title: 'Heograpiya ng Pilipinas: mga pulo, klima at bulkan',
    description: 'Lokasyon, mga pangunahing pulo, anyong lupa at tubig, klima, bagyo at ang Pacific Ring of Fire.',
    subject: 'geography',
    grades: [7, 8],
    topic: 'heograpiya/pilipinas',
    knowledge: 'lipunan/heograpiya/heograpiya-ng-pilipinas',
    pages: [
      `## Lokasyon
Ang Pilipinas ay isang **arkipelago** sa **Timog-Silangang Asya**. Napapaligiran ito ng:
- **Karagatang Pasipiko** sa silangan
- **Dagat Kanlurang Pilipinas** (West Philippine Sea) sa kanluran
- **Bashi Channel** sa hilaga, na naghihiwalay sa atin at sa Taiwan
- **Dagat Celebes** sa timog
Binubuo ito ng higit sa **7 600 na pulo**, na may kabuuang sukat ng lupa na mga 300 000 km².

## Tatlong pangunahing pangkat ng pulo
1. **Luzon** – pinakamalaking pulo; dito ang Maynila, ang kabisera.
2. **Visayas** – gitnang pangkat ng mga pulo, gaya ng Cebu, Panay, Negros, Leyte, Samar at Bohol.
3. **Mindanao** – ikalawang pinakamalaking pulo, sa timog.

## Mga anyong lupa
- **Bundok Apo** (mga 2 954 m) sa Mindanao – ang pinakamataas na bundok sa bansa.
- **Sierra Madre** – ang pinakamahabang bulubundukin, sa silangang Luzon; nagsisilbi itong panangga laban sa mga bagyo.
- **Cordillera Central** sa hilagang Luzon, kung saan matatagpuan ang **Hagdan-hagdang Palayan ng Banaue**.
- **Gitnang Kapatagan ng Luzon** – ang "Rice Granary of the Philippines".`,
      `## Mga anyong tubig
- **Ilog Cagayan** – ang pinakamahabang ilog sa bansa.
- **Lawa ng Laguna (Laguna de Bay)** – ang pinakamalaking lawa.
- **Puerto Princesa Subterranean River** sa Palawan – isa sa New 7 Wonders of Nature.

## Klima
Ang Pilipinas ay may **tropikal na klima** dahil malapit ito sa ekwador. Mainit at maalinsangan sa buong taon. Dalawa ang pangunahing panahon:
- **Tag-init (dry season):** mga Disyembre hanggang Mayo; pinakamainit mula Marso hanggang Mayo.
- **Tag-ulan (wet season):** mga Hunyo hanggang Nobyembre.
Dalawang hangin ang nakaaapekto: ang **amihan** (northeast monsoon), malamig at tuyong hangin mula Nobyembre hanggang Pebrero, at ang **habagat** (southwest monsoon), na nagdadala ng malalakas na ulan mula Hunyo hanggang Setyembre.

## Mga bagyo
Mga **20** bagyo ang pumapasok sa **Philippine Area of Responsibility (PAR)** bawat taon, ayon sa PAGASA. Ang pinakamalakas na naitala sa kasaysayan ng bansa ay ang **Bagyong Yolanda (Haiyan)** noong 2013.

## Pacific Ring of Fire
Nasa **Pacific Ring of Fire** ang Pilipinas kaya madalas ang **lindol** at may higit sa 20 aktibong **bulkan**, gaya ng **Mayon** (na kilala sa halos perpektong hugis-kono), **Taal** at **Pinatubo** (pumutok noong 1991).

! **Tandaan:** arkipelago + tropikal na klima + Ring of Fire = maganda at mayamang kalikasan, ngunit kailangan ang **paghahanda sa sakuna**.

## Tanong
Bakit tinatawag na "natural na panangga" ang Sierra Madre? – Dahil pinahihina ng mataas at mahabang bulubundukin ang lakas ng mga bagyong nagmumula sa Karagatang Pasipiko bago makarating sa gitnang Luzon.`,
    ],
  },
];
