// Dutch demo knows (the Netherlands, content language nl; a production-only site, spec §3).
import type { DemoKnow } from './types';

const base = { country: 'NL', language: 'nl', knower: 'sanne.devries' } as const;

export const DUTCH_KNOWS: DemoKnow[] = [
  {
    ...base,
    key: 'nl-fotosynthese',
    title: 'Fotosynthese: hoe een plant zelf glucose maakt',
    description: 'De reactievergelijking, de rol van bladgroenkorrels en huidmondjes, en de beperkende factoren van de fotosynthese.',
    subject: 'biology',
    grades: [9, 10],
    topic: 'biologie/stofwisseling',
    knowledge: 'natuurwetenschappen/biologie/fotosynthese',
    pages: [
      `## Wat is fotosynthese?
Bij fotosynthese maken groene planten, algen en sommige bacteriën zelf **glucose** uit koolstofdioxide en water. De energie daarvoor komt uit **licht**. Planten zijn daardoor **autotroof**: ze hoeven geen voedsel van andere organismen op te nemen.

## De reactievergelijking
= 6 CO₂ + 6 H₂O → C₆H₁₂O₆ + 6 O₂
In woorden: koolstofdioxide en water worden onder invloed van licht en met behulp van bladgroen omgezet in glucose en zuurstof.
! Lichtenergie wordt omgezet in **chemische energie**, die in de glucose is opgeslagen.

## Waar gebeurt het?
Fotosynthese vindt plaats in de **bladgroenkorrels** (chloroplasten) van de cellen in het blad, vooral in het **palissadeweefsel** aan de bovenkant. In de bladgroenkorrels zit **bladgroen** (chlorofyl). Bladgroen neemt vooral rood en blauw licht op en kaatst groen licht terug; daarom zien bladeren er groen uit.
- **Koolstofdioxide** komt het blad binnen via de **huidmondjes** aan de onderkant van het blad.
- **Water** wordt door de wortels opgenomen en via de **houtvaten** naar het blad vervoerd.
- **Zuurstof** verlaat het blad weer via de huidmondjes.`,
      `## Wat doet de plant met de glucose?
- Een deel van de glucose wordt **verbrand** (dissimilatie). Daarbij komt energie vrij voor groei, transport en andere levensprocessen.
- Uit glucose maakt de plant ook andere stoffen, zoals **zetmeel** (reservestof), **cellulose** (celwanden), eiwitten en vetten. Dit heet **voortgezette assimilatie**.
- Zetmeel wordt opgeslagen in bijvoorbeeld aardappelknollen, wortels en zaden.

## Beperkende factoren
De snelheid van de fotosynthese hangt af van:
1. de **lichtintensiteit**
2. het **koolstofdioxidegehalte** van de lucht
3. de **temperatuur**: de enzymen werken het best bij de optimumtemperatuur
De factor die het minst gunstig is, bepaalt de snelheid. Dat is de **beperkende factor**. Meer licht helpt dus niet als er te weinig koolstofdioxide is.

## Fotosynthese en verbranding vergeleken
= fotosynthese: 6 CO₂ + 6 H₂O → C₆H₁₂O₆ + 6 O₂ (kost energie, alleen bij licht)
= verbranding: C₆H₁₂O₆ + 6 O₂ → 6 CO₂ + 6 H₂O (levert energie, dag en nacht)
! Planten **verbranden ook**, dag en nacht. Overdag maken ze meer zuurstof dan ze verbruiken; in het donker nemen ze alleen zuurstof op.

## Toetsvraag
Waarom groeien tomaten in een kas sneller als de tuinder extra koolstofdioxide in de kas blaast?
**Antwoord:** op een zonnige dag is koolstofdioxide vaak de beperkende factor. Met meer koolstofdioxide kan de plant meer glucose maken en dus sneller groeien.`,
    ],
  },
  {
    ...base,
    key: 'nl-stelling-van-pythagoras',
    title: 'De stelling van Pythagoras met uitgewerkte voorbeelden',
    description: 'Schuine zijde en rechthoekszijden berekenen, controleren of een hoek recht is en Pythagoras toepassen in opgaven.',
    subject: 'mathematics',
    grades: [8, 9],
    topic: 'wiskunde/meetkunde',
    knowledge: 'wiskunde/meetkunde/stelling-van-pythagoras',
    pages: [
      `## De stelling
In een **rechthoekige driehoek** heten de twee zijden die samen de rechte hoek vormen de **rechthoekszijden**. De langste zijde, tegenover de rechte hoek, heet de **schuine zijde**.
= a² + b² = c²
Hierin zijn a en b de rechthoekszijden en is c de schuine zijde.
! De stelling geldt **alleen** in een rechthoekige driehoek.

## De schuine zijde berekenen
Voorbeeld: de rechthoekszijden zijn 6 cm en 8 cm.
= c² = 6² + 8² = 36 + 64 = 100
= c = √100 = 10 cm

## Een rechthoekszijde berekenen
Voorbeeld: de schuine zijde is 13 cm en een rechthoekszijde is 5 cm.
= b² = 13² − 5² = 169 − 25 = 144
= b = √144 = 12 cm
! Zoek je de schuine zijde, dan **tel je op**. Zoek je een rechthoekszijde, dan **trek je af**.

## Handig: een tabel
Zet de drie zijden onder elkaar met hun kwadraten ernaast, de schuine zijde onderaan. Het kwadraat onderaan is altijd de som van de twee kwadraten erboven. Zo zie je meteen of je moet optellen of aftrekken.`,
      `## Is de hoek recht?
Met de omgekeerde stelling ga je na of een driehoek rechthoekig is. Vergelijk het kwadraat van de langste zijde met de som van de kwadraten van de twee andere zijden.
= zijden 7, 24 en 25: 7² + 24² = 49 + 576 = 625 = 25², dus rechthoekig
= zijden 5, 6 en 8: 5² + 6² = 61, maar 8² = 64, dus niet rechthoekig

## Pythagoras in het dagelijks leven
Een ladder van 5 meter staat schuin tegen een muur. De voet van de ladder staat 1,5 meter van de muur. Hoe hoog komt de ladder tegen de muur?
= h² = 5² − 1,5² = 25 − 2,25 = 22,75
= h = √22,75 ≈ 4,77 m
De ladder komt ongeveer **4,8 meter** hoog.

## Afstand tussen twee punten
In een assenstelsel is de afstand tussen A(1, 2) en B(4, 6) de schuine zijde van een driehoek met rechthoekszijden 3 en 4:
= AB = √(3² + 4²) = √25 = 5

## Oefenen
1. Bereken de schuine zijde als de rechthoekszijden 9 en 12 zijn.
2. Is een driehoek met zijden 8, 15 en 17 rechthoekig?
3. Een beeldscherm is 80 cm breed en 45 cm hoog. Hoe lang is de diagonaal? Rond af op hele centimeters.
**Antwoorden:** 1. 15 2. ja, want 64 + 225 = 289 = 17² 3. √8425 ≈ 92 cm`,
    ],
  },
  {
    ...base,
    key: 'nl-tachtigjarige-oorlog',
    title: 'De Tachtigjarige Oorlog (1568–1648) samengevat',
    description: 'Oorzaken, belangrijke gebeurtenissen en gevolgen van de Nederlandse Opstand tegen Filips II, met de jaartallen voor de toets.',
    subject: 'history',
    grades: [8, 9, 10],
    topic: 'geschiedenis/tijd-van-ontdekkers-en-hervormers',
    knowledge: 'maatschappij/geschiedenis/tachtigjarige-oorlog',
    pages: [
      `## Waar gaat het over?
De **Tachtigjarige Oorlog** (1568–1648) was de opstand van de Nederlanden tegen de Spaanse koning **Filips II**. Uit deze strijd ontstond de **Republiek der Zeven Verenigde Nederlanden**. De Opstand hoort bij het tijdvak van de **ontdekkers en hervormers** (1500–1600).

## Oorzaken
- **Geloof:** het protestantisme, vooral het calvinisme, verspreidde zich snel. Filips II was streng katholiek en liet ketters vervolgen.
- **Centralisatie:** Filips wilde vanuit Spanje alles centraal regelen. De edelen en de steden verloren zo hun oude **privileges** (voorrechten).
- **Belastingen:** de Nederlanden moesten steeds meer betalen voor de oorlogen van Spanje. Later zorgde de **tiende penning**, een belasting van tien procent op verkopen, voor veel woede.

## Van protest naar oorlog
1. **1566, Smeekschrift der Edelen:** lagere edelen vroegen landvoogdes **Margaretha van Parma** de vervolging van protestanten te matigen.
2. **1566, Beeldenstorm:** calvinisten vernielden beelden en schilderijen in katholieke kerken.
3. **1567, de hertog van Alva** kwam met een leger om de orde te herstellen. Zijn **Raad van Beroerten** liet ruim duizend mensen terechtstellen; het volk noemde hem de Bloedraad.
4. **1568, Slag bij Heiligerlee:** het begin van de oorlog, met **Willem van Oranje** als leider van de opstandelingen.`,
      `## Belangrijke gebeurtenissen
- **1572, Den Briel:** de **watergeuzen** veroverden Den Briel. Daarna kozen veel steden in Holland en Zeeland de kant van Oranje.
- **1574, Leidens Ontzet:** na een lang beleg werd Leiden bevrijd doordat het land rondom de stad onder water werd gezet. Op 3 oktober viert Leiden dat nog steeds.
- **1579, Unie van Utrecht:** de noordelijke gewesten beloofden elkaar samen te verdedigen. Dit geldt als het begin van de Republiek.
- **1581, Plakkaat van Verlatinge:** de Staten-Generaal verklaarden dat Filips II niet langer hun vorst was.
- **1584:** Willem van Oranje werd in Delft vermoord door Balthasar Gerards.
- **1585, val van Antwerpen:** veel protestantse kooplieden vluchtten naar het noorden, vooral naar Amsterdam.

## Het einde van de oorlog
Van 1609 tot 1621 gold het **Twaalfjarig Bestand**, een wapenstilstand. Daarna ging de strijd verder, onder meer onder stadhouder **Frederik Hendrik**. In 1648 erkende Spanje bij de **Vrede van Münster** de Republiek als onafhankelijke staat.

## Gevolgen
- De Republiek werd een zelfstandige staat, bestuurd door de **Staten-Generaal** en de stadhouder.
- De **Gouden Eeuw**: Amsterdam groeide uit tot het handelscentrum van Europa, onder meer dankzij de VOC, opgericht in 1602.
- De Zuidelijke Nederlanden bleven Spaans en katholiek.

! **Toetstip:** leer de volgorde Beeldenstorm (1566), Alva (1567), Heiligerlee (1568), Den Briel (1572), Unie van Utrecht (1579), Plakkaat van Verlatinge (1581) en Vrede van Münster (1648).`,
    ],
  },
];
