// Spanish words characteristic of each subject: what students' notes, worksheets and flashcards of the
// subject say and the other seven subjects' rarely do (server/knows/subject-fit).
import type { SubjectVocabulary } from './types';

export const VOCABULARY_ES: SubjectVocabulary = {
  mathematics: `matemáticas ecuación inecuación inecuaciones incógnita despejar función derivada primitiva
    integral límite asíntota discontinuidad logaritmo neperiano exponencial exponente potencia raíz cuadrada
    cúbica radical racionalizar fracción quebrado decimales porcentaje proporcionalidad múltiplo divisor
    divisibilidad factorizar polinomio monomio binomio trinomio coeficiente ruffini álgebra aritmética matriz
    matrices vector geometría triángulo rectángulo isósceles equilátero escaleno hipotenusa cateto pitágoras
    teorema ángulo bisectriz mediatriz circunferencia círculo diámetro perímetro polígono pentágono hexágono
    cuadrilátero paralelogramo trapecio rombo pirámide cilindro cono poliedro tetraedro octaedro dodecaedro
    icosaedro ortoedro vértice arista apotema baricentro ortocentro circuncentro incentro trigonometría seno
    coseno tangente secante cotangente radián radianes parábola elipse dominio recorrido codominio creciente
    decreciente concavidad convexidad inflexión estadística probabilidad aleatorio equiprobable muestral laplace
    mediana desviación varianza cuartil percentil histograma combinatoria permutación factorial binomial
    sucesión progresión sumatorio intersección subconjunto enteros racionales irracionales imaginario cuadrática
    lineal diferencial gauss cramer cartesiano coordenadas abscisa pendiente recta paralelas perpendiculares
    segmento semejanza simetría homotecia cociente dividendo minuendo sustraendo intervalo desigualdad euclides
    bolzano tartaglia fibonacci mcm mcd`,
  biology: `biología célula citoplasma membrana nucléolo mitocondria ribosoma cloroplasto vacuola lisosoma
    retículo endoplasmático golgi orgánulo eucariota procariota bacteria hongo levadura protozoo flagelo
    fotosíntesis clorofila autótrofo heterótrofo glucólisis krebs fermentación metabolismo anabolismo
    catabolismo enzima proteína biomolécula glúcidos lípidos adn arn desoxirribonucleico ribonucleico nucleótido
    replicación codón gen genética genoma genotipo fenotipo alelo recesivo homocigoto heterocigoto mendel
    herencia cromosoma mitosis meiosis cariotipo mutación transgénico clonación biotecnología darwin evolución
    lamarck especie ecología ecosistema biocenosis biotopo nicho hábitat trófica productores consumidores
    descomponedores herbívoro carnívoro omnívoro depredador simbiosis parasitismo mutualismo biodiversidad
    tejido órgano digestivo respiratorio circulatorio nervioso endocrino reproductor inmunitario hormona neurona
    sinapsis axón fagocitosis corazón arteria sangre glóbulos hemoglobina leucocitos linfocitos plaquetas
    anticuerpo antígeno vacuna pulmón alvéolos bronquios tráquea estómago intestino hígado páncreas riñón
    nefrona insulina esqueleto hueso músculo fecundación cigoto embrión gameto óvulo espermatozoide ovario
    testículo menstruación polinización estambre pistilo semilla germinación angiospermas gimnospermas helechos
    musgos estomas xilema floema invertebrados vertebrados mamíferos aves reptiles anfibios peces artrópodos
    insectos moluscos taxonomía homeostasis ósmosis microscopio pasteur`,
  history: `historia historiografía prehistoria paleolítico neolítico mesopotamia hammurabi egipto faraón grecia
    atenas esparta pericles roma romanos cartago imperio república césar augusto bizantino carlomagno vikingos
    feudalismo feudo vasallo vasallaje siervos señorío estamentos monarquía absolutismo absolutista ilustración
    revolución bastilla jacobinos girondinos napoleón bonaparte guillotina robespierre burguesía proletariado
    liberalismo imperialismo colonialismo colonización descolonización conquista colón pizarro aztecas mexica
    tenochtitlan moctezuma incas atahualpa precolombino virreinato virrey encomienda criollos mestizos
    independencia bolívar hidalgo morelos juárez zapata porfiriato hispania romanización reconquista califato
    emirato omeya taifas almorávides almohades visigodos católicos borbones austrias habsburgo desamortización
    carlismo carlistas restauración cánovas caciquismo franquismo dictadura guerra posguerra transición
    constitución cádiz hitler nazismo fascismo mussolini stalin lenin bolcheviques zar holocausto otan urss
    totalitarismo entreguerras versalles armisticio trincheras alianza batalla ejército reinado dinastía
    emperador cruzadas lutero protestante contrarreforma renacimiento parlamentarismo sufragio esclavitud
    abolición cronología siglo perón pinochet caudillismo oligarquía guerrilla populismo medieval mundial
    régimen cabildo gremios comuneros sandino malvinas churchill roosevelt gorbachov perestroika apartheid
    gandhi`,
  english: `inglés inglesa británico anglosajón vocabulario pronunciación traducción condicionales pasiva
    superlativos modales contables incontables cuantificadores auxiliares tense progressive continuous present
    past perfect future irregular regular conditional clause relative reported speech gerund infinitive
    participle adjective noun pronoun subject object auxiliary possessive article preposition conjunction
    vocabulary going would could should must might been had have does did was were will shall which who whose
    whom where when there their they these those this already yet ever never since just used wish unless
    although however despite while countable uncountable much many some any comparative superlative passive
    voice phrasal sentence question tags linking connectors firstly furthermore moreover nevertheless therefore
    collocations spelling listening reading writing speaking essay email letter shakespeare london britain
    british england english american scotland ireland halloween thanksgiving christmas queen cambridge toefl
    ielts first advanced grammar word`,
  chemistry: `química átomo molécula mezcla homogénea heterogénea disolución soluto disolvente concentración
    molaridad molalidad mol isótopo electrón protón neutrón orbital hund pauli valencia electronegatividad
    ionización electroafinidad enlace iónico covalente metálico ion catión anión metaloides halógenos alcalinos
    alcalinotérreos nobles lantánidos actínidos reacción reactivo estequiometría ácido anfótero tampón
    hidrólisis arrhenius bronsted lowry neutralización fenolftaleína tornasol oxidación reducción redox óxido
    reductor ánodo cátodo electrólisis oxígeno hidrógeno carbono nitrógeno sodio cloro potasio calcio hierro
    cobre azufre formulación nomenclatura iupac hidróxido hidruro haluro oxoácido peróxido inorgánica alcano
    alqueno alquino cicloalcano alcohol aldehído cetona éster éter amina amida nitrilo fenol carboxílico
    hidrocarburo benceno aromático isomería isómeros polímero monómero esterificación saponificación lavoisier
    dalton thomson rutherford bohr mendeléiev avogadro entalpía entropía exotérmica endotérmica catalizador
    equilibrio chatelier destilación filtración decantación cristalización sublimación laboratorio probeta
    matraz bureta pipeta erlenmeyer mechero bunsen solubilidad soluble insoluble combustión corrosión proust
    sulfato nitrato carbonato cloruro sulfuro amoniaco metano etanol hidroxilo carbonilo hibridación lewis`,
  geography: `geografía relieve orografía montaña cordillera sierra meseta llanura valle cumbre cuenca afluente
    desembocadura delta estuario meandro caudal cauce estiaje vertiente río océano oceanía mar litoral
    acantilado bahía península archipiélago isla golfo glaciar clima climograma precipitaciones isoyetas
    isobaras isoterma borrasca anticiclón continental mediterráneo tropical ecuatorial desértico polar tundra
    taiga sabana estepa selva bosque vegetación mapa escala latitud longitud meridiano ecuador trópico
    hemisferio huso continente europa asia áfrica américa sudamérica centroamérica antártida población
    demografía natalidad mortalidad migración emigración inmigración envejecimiento urbanización urbano rural
    ciudades metrópolis megalópolis conurbación suburbio éxodo terciario agricultura agrario ganadería pesca
    forestal industria minería turismo exportación globalización subdesarrollo pib sostenibilidad deforestación
    desertificación erosión tectónica placas volcán volcanes terremoto sismo seísmo falla autónomas provincia
    municipio comarca ebro tajo duero guadalquivir guadiana pirineos amazonas andes pampa altiplano caribe
    patagonia mercosur frontera atlas cartografía topográfico monzón alisios huracán sequía inundaciones embalse
    acuífero regadío secano latifundio minifundio paisaje hidrografía censo`,
  physics: `física fuerza newton velocidad aceleración movimiento cinemática dinámica estática trayectoria
    desplazamiento rapidez inercia masa gravedad gravitación gravitatoria gravitacional rozamiento fricción
    impulso energía cinética potencial mecánica conservación joule vatio watt pascal kelvin hertz voltio ohmio
    amperio culombio coulomb presión hidrostática arquímedes empuje flotación fluido densidad torricelli
    barómetro manómetro calor temperatura termómetro celsius termodinámica dilatación conducción convección
    radiación onda frecuencia amplitud acústica decibelio ultrasonido luz infrarrojo ultravioleta reflexión
    refracción snell difracción interferencia óptica lente focal dioptría espejo electricidad corriente
    intensidad voltaje resistencia circuito kirchhoff carga magnético imán electromagnético inducción faraday
    lenz maxwell tesla solenoide bobina alternador kepler galileo einstein relatividad cuántica fotón
    fotoeléctrico planck heisenberg schrödinger quark radiactividad desintegración fisión fusión nuclear
    magnitud vectorial dinamómetro muelle hooke elástica péndulo oscilación armónico satélite órbita caída
    centrípeta centrífuga inercial palanca inclinado condensador semiconductor electrostática espectro luminosa
    mru sonora`,
  literature: `literatura literario literaria lengua castellano gramática narrativo narrativa narrador
    protagonista personaje antagonista novela cuento fábula leyenda poema poesía poeta poético verso estrofa
    estribillo rima asonante consonante métrica sílabas sinalefa soneto cuarteto terceto romancero égloga oda
    elegía lírica épica epopeya dramático teatro tragedia comedia dramaturgo acotaciones monólogo ensayo
    metáfora personificación hipérbole anáfora aliteración hipérbaton epíteto metonimia sinécdoque antítesis
    paradoja ironía oxímoron encabalgamiento retóricos estilísticos carpe diem tópico mester juglaría clerecía
    cid berceo arcipreste celestina lazarillo picaresca renacentista garcilaso barroco culteranismo góngora
    quevedo lope calderón cervantes quijote neoclasicismo romanticismo bécquer espronceda zorrilla realismo
    galdós clarín rubén unamuno machado baroja esperpento lorca vanguardias delibes borges cortázar neruda
    márquez llosa rulfo sustantivo adjetivo verbo adverbio pronombre preposición conjunción interjección sujeto
    predicado complemento atributo oración subordinada coordinada yuxtapuesta sintaxis morfología morfema lexema
    semántica sinónimo antónimo polisemia ortografía tilde acentuación diptongo hiato esdrújula comentario
    argumentativo expositivo descriptivo connotación denotación cohesión coherencia adecuación lingüística
    dialecto neologismo`,
};
