// Portuguese words characteristic of each subject: what students' notes, worksheets and flashcards of the
// subject say and the other seven subjects' rarely do (server/knows/subject-fit).
import type { SubjectVocabulary } from './types';

export const VOCABULARY_PT: SubjectVocabulary = {
  mathematics: `matemática equação inequação incógnita função derivada primitiva integral limite assíntota
    logaritmo exponencial expoente potência potenciação radiciação raiz quadrada cúbica radical racionalizar
    fração decimal porcentagem percentagem proporcionalidade múltiplo divisor divisibilidade fatorizar polinómio
    monómio binómio trinómio coeficiente álgebra algébrica aritmética matriz matrizes vetor geometria triângulo
    retângulo isósceles equilátero escaleno hipotenusa cateto pitágoras tales teorema ângulo bissetriz mediatriz
    circunferência círculo diâmetro perímetro polígono pentágono hexágono quadrilátero paralelogramo trapézio
    losango prisma pirâmide cilindro cone poliedro tetraedro octaedro vértice aresta apótema baricentro
    trigonometria seno cosseno tangente secante cotangente radiano parábola elipse domínio contradomínio
    crescente decrescente concavidade inflexão estatística probabilidade aleatório equiprobável laplace mediana
    desvio variância quartil percentil histograma combinatória permutação arranjo fatorial sequência progressão
    interseção intersecção subconjunto inteiros racionais irracionais imaginário quadrática linear cartesiano
    coordenadas abscissa ordenada declive reta paralelas perpendiculares segmento semelhança simetria homotetia
    quociente multiplicação subtração bhaskara discriminante intervalo desigualdade euclides briot ruffini mmc
    mdc`,
  biology: `biologia célula citoplasma membrana nucléolo mitocôndria ribossoma cloroplasto vacúolo lisossoma
    retículo endoplasmático golgi organelo eucarionte eucariótica procarionte procariótica bactéria fungo
    protozoário fotossíntese clorofila autótrofo heterótrofo glicólise krebs fermentação metabolismo anabolismo
    catabolismo enzima proteína biomolécula glícidos glúcidos carboidratos lípidos lipídios adn dna arn rna
    desoxirribonucleico ribonucleico nucleótido nucleotídeo replicação gene genética genoma genótipo fenótipo
    alelo recessivo homozigoto heterozigoto mendel hereditariedade cromossoma mitose meiose cariótipo mutação
    transgénico clonagem biotecnologia darwin evolução lamarck espécie ecologia ecossistema nicho habitat
    trófica produtores consumidores decompositores herbívoro carnívoro onívoro predador simbiose parasitismo
    mutualismo biodiversidade tecido órgão digestivo respiratório circulatório nervoso endócrino reprodutor
    imunitário hormona hormônio neurónio sinapse coração artéria sangue glóbulos hemoglobina leucócitos
    linfócitos plaquetas anticorpo antigénio antígeno vacina pulmão alvéolos brônquios traqueia estômago
    intestino fígado pâncreas nefrónio néfron insulina esqueleto osso músculo fecundação zigoto embrião gâmeta
    óvulo espermatozoide ovário testículo menstruação polinização semente germinação angiospermas gimnospermas
    estomas xilema floema invertebrados vertebrados mamíferos aves répteis anfíbios peixes artrópodes insetos
    moluscos taxonomia homeostasia osmose microscópio rins`,
  history: `história historiografia paleolítico neolítico mesopotâmia hamurabi egito faraó grécia atenas esparta
    péricles roma romanos cartago império república césar augusto bizantino magno vikings feudalismo feudo
    vassalo vassalagem senhorio monarquia absolutismo absolutista iluminismo revolução bastilha jacobinos
    girondinos napoleão bonaparte guilhotina robespierre burguesia proletariado liberalismo imperialismo
    colonialismo colonização descolonização descobrimentos infante henrique gama cabral caravela tordesilhas
    navegações restauração pombal pombalino sebastianismo reconquista condado portucalense aljubarrota dinastia
    salazar salazarismo ditadura cravos ultramar colónia capitanias hereditárias bandeirantes sesmarias
    inconfidência tiradentes quilombo palmares zumbi abolição escravidão escravatura áurea proclamação vargas
    getúlio tenentismo coronelismo oligarquia cabanagem farroupilha canudos regicídio ultimato regeneração
    lusitanos romanização muçulmanos visigodos hitler nazismo fascismo mussolini stalin lenin bolcheviques czar
    czarismo holocausto otan urss totalitarismo entreguerras versalhes armistício trincheiras aliança batalha
    exército imperador cruzadas lutero protestante contrarreforma renascimento sufrágio mercantilismo
    historiador século medieval mundial guerra independência constituição redemocratização anistia churchill
    roosevelt gorbachev perestroika apartheid gandhi`,
  english: `inglês britânico vocabulário pronúncia tradução condicionais passiva superlativos incontáveis
    quantificadores auxiliares tense progressive continuous present past perfect future irregular regular
    conditional clause relative reported speech gerund infinitive participle adjective adverb noun pronoun
    subject object auxiliary possessive article preposition conjunction vocabulary going would could should must
    might been had have does did was were will shall which who whose whom where when there their they these
    those this already yet ever never since just used wish unless although however despite while countable
    uncountable much many any comparative superlative passive voice phrasal sentence question tags linking
    connectors firstly furthermore moreover nevertheless therefore idioms collocations spelling listening
    reading writing speaking essay email letter shakespeare london britain british england english american
    scotland ireland halloween thanksgiving christmas queen cambridge toefl ielts first advanced grammar word
    modal`,
  chemistry: `química átomo molécula mistura homogénea heterogénea soluto solvente concentração molaridade mol
    isótopo eletrão elétron protão próton neutrão nêutron orbital hund pauli valência eletronegatividade
    ionização ligação iónica covalente metálica ião íon catião cátion anião ânion metaloides halogéneos
    halogênios alcalinos alcalinoterrosos nobres lantanídeos actinídeos reação reagente estequiometria ácido
    anfotérico tampão hidrólise arrhenius bronsted lowry neutralização fenolftaleína tornassol oxidação redução
    redox redutor ânodo cátodo eletrólise oxigénio hidrogénio carbono azoto nitrogénio sódio cloro potássio
    cálcio ferro cobre enxofre nomenclatura iupac óxido hidróxido hidreto peróxido inorgânica alcano alceno
    alcino alqueno alquino álcool aldeído cetona éster éter amina amida fenol carboxílico hidrocarboneto benzeno
    aromático isomeria isómeros polímero monómero esterificação saponificação lavoisier dalton thomson
    rutherford bohr mendeleev avogadro entalpia entropia exotérmica endotérmica catalisador equilíbrio chatelier
    destilação filtração decantação cristalização sublimação laboratório proveta bureta pipeta erlenmeyer bunsen
    volumetria solubilidade solúvel insolúvel combustão corrosão sulfato nitrato carbonato cloreto sulfureto
    sulfeto amoníaco amônia metano etanol hidroxilo carbonilo hibridação hibridização lewis`,
  geography: `geografia relevo orografia montanha cordilheira serra planalto planície bacia afluente foz delta
    estuário meandro caudal vazão vertente rio oceano mar litoral arriba falésia baía península arquipélago ilha
    golfo glaciar geleira clima climograma precipitação isoietas isóbaras depressão anticiclone ciclone
    continental oceânico mediterrâneo tropical equatorial desértico semiárido polar tundra taiga savana estepe
    floresta vegetação caatinga cerrado pantanal mapa escala latitude longitude meridiano equador trópico
    hemisfério fuso continente europa ásia áfrica américa oceânia antártida população demografia natalidade
    mortalidade migração emigração imigração êxodo envelhecimento urbanização urbano rural metrópole megalópole
    conurbação periferia terciário agricultura agropecuária pecuária pesca indústria industrialização mineração
    extrativismo turismo exportação globalização subdesenvolvidos pib idh sustentabilidade desflorestação
    desmatamento desertificação erosão tectónica placas vulcão sismo terremoto falha distrito concelho município
    tejo douro mondego guadiana amazonas amazónia andes sertão nordeste sudeste mercosul fronteira cartografia
    topográfico monção alísios furacão seca inundações barragem aquífero regadio sequeiro latifúndio minifúndio
    paisagem hidrografia censo`,
  physics: `física força newton velocidade aceleração movimento cinemática dinâmica estática trajetória
    deslocamento rapidez inércia massa gravidade gravitação gravitacional atrito impulso energia cinética
    potencial mecânica conservação joule watt pascal kelvin hertz ohm ampere coulomb pressão hidrostática
    arquimedes impulsão empuxo flutuação fluido densidade torricelli barómetro manómetro calor temperatura
    termómetro celsius termodinâmica dilatação condução convecção radiação onda frequência amplitude sonora
    acústica decibel ultrassom luz infravermelho ultravioleta reflexão refração snell difração interferência
    ótica óptica lente focal dioptria espelho eletricidade elétrica intensidade tensão voltagem resistência
    circuito kirchhoff carga magnético íman ímã eletromagnético indução faraday lenz maxwell tesla solenoide
    bobina alternador kepler galileu einstein relatividade quântica fotão fóton fotoelétrico planck heisenberg
    schrödinger quark radioatividade decaimento fissão fusão nuclear grandeza vetorial dinamómetro hooke
    elástica pêndulo oscilação harmónico satélite órbita centrípeta centrífuga inercial alavanca roldana gerador
    condensador capacitor semicondutor eletrostática espectro luminosa mru muv volts`,
  literature: `literatura literário literária língua gramática narrativo narrativa narrador protagonista
    personagem antagonista enredo romance crónica novela fábula lenda poema poesia poeta poético verso estrofe
    rima métrica sílabas redondilha decassílabo soneto terceto cantiga cancioneiro lírica épica epopeia
    dramático teatro tragédia comédia farsa dramaturgo didascálias monólogo ensaio metáfora personificação
    prosopopeia hipérbole anáfora aliteração hipérbato antítese paradoxo ironia eufemismo pleonasmo onomatopeia
    metonímia sinestesia gradação apóstrofe trovadorismo camões lusíadas heterónimos caeiro eça queirós saramago
    vicente garrett herculano cesário antero quental vieira sermão barroco arcadismo romantismo realismo
    parnasianismo simbolismo machado assis casmurro capitu alencar iracema drummond lispector clarice graciliano
    guimarães oswald macunaíma meireles vinícius gregório anchieta quinhentismo sujeito predicado oração
    subordinada complemento adjunto adnominal adverbial predicativo vocativo aposto crase concordância regência
    pronominal próclise ênclise mesóclise acentuação ortografia fonema morfema sintaxe semântica conotação
    denotação substantivo adjetivo verbo advérbio pronome preposição conjunção interjeição sinónimo antónimo
    redação dissertação dissertativo argumentativo expositivo descritivo coesão coerência linguística`,
};
