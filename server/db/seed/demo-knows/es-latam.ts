// Demo knows of the Spanish-speaking sites of South America (content languages es-CO, es-CL, es-AR and es-PE).
import type { DemoKnow } from './types';

const colombia = { country: 'CO', language: 'es-CO', knower: 'valentina.gomez' } as const;
const chile = { country: 'CL', language: 'es-CL', knower: 'martina.soto' } as const;
const argentina = { country: 'AR', language: 'es-AR', knower: 'tomas.benitez' } as const;
const peru = { country: 'PE', language: 'es-PE', knower: 'camila.quispe' } as const;

export const SOUTH_AMERICAN_KNOWS: DemoKnow[] = [
  {
    country: 'CO',
    language: 'es-CO',
    knower: 'valentina.gomez',
    key: 'co-independencia-de-colombia',
    title: 'La Independencia de Colombia (1810–1819)',
    description: 'Del Grito del 20 de julio a la Batalla de Boyacá: causas, etapas, protagonistas y consecuencias.',
    subject: 'history',
    grades: [8, 9],
    topic: 'historia/historia-de-america',
    knowledge: 'sociedad/historia/independencia-de-colombia',
    pages: [
      `## Causas
- **Internas:** el descontento de los **criollos**, que no podían ocupar los altos cargos reservados a los españoles; los impuestos y el monopolio comercial de España. Antecedente: la **Rebelión de los Comuneros** (1781).
- **Externas:** las ideas de la **Ilustración**, la independencia de Estados Unidos (1776), la Revolución francesa (1789) y, sobre todo, la **invasión de Napoleón a España** (1808), que dejó al rey Fernando VII preso y al imperio sin autoridad clara.
- **Antonio Nariño** tradujo y publicó en 1793 la Declaración de los Derechos del Hombre y del Ciudadano, por lo que fue encarcelado.

## El 20 de julio de 1810
En Santafé de Bogotá, un incidente por un **florero** que los criollos pidieron prestado al comerciante español José González Llorente se convirtió en un levantamiento. Ese día se formó una **Junta de Gobierno** y se firmó el **Acta de Independencia**, aunque todavía se reconocía a Fernando VII. El 20 de julio es hoy la fiesta nacional de Colombia.

## La Patria Boba (1810–1816)
Los criollos se dividieron entre **centralistas** (Nariño, en Cundinamarca) y **federalistas** (Camilo Torres, Provincias Unidas). Las guerras civiles entre ellos debilitaron el movimiento.`,
      `## La Reconquista española (1815–1819)
Fernando VII volvió al trono y envió al general **Pablo Morillo**, que sitió Cartagena en 1815 y recuperó el territorio. Comenzó el **Régimen del Terror**: muchos patriotas fueron fusilados, entre ellos el sabio **Francisco José de Caldas** y la heroína **Policarpa Salavarrieta, "La Pola"** (1817).

## La Campaña Libertadora de 1819
- **Simón Bolívar** unió sus tropas con las de **Francisco de Paula Santander** en los Llanos de Casanare.
- El ejército cruzó los **Andes por el páramo de Pisba**, en condiciones muy duras.
- **25 de julio de 1819:** Batalla del **Pantano de Vargas**, ganada con la carga de los catorce lanceros de Juan José Rondón.
- **7 de agosto de 1819:** **Batalla de Boyacá**, victoria decisiva que abrió el camino a Bogotá.

## Consecuencias
- En el **Congreso de Angostura** (1819) se creó la **República de Colombia** (llamada por los historiadores **Gran Colombia**), que unía a la Nueva Granada, Venezuela y, después, Ecuador y Panamá. Bolívar fue presidente y Santander vicepresidente.
- La **Constitución de Cúcuta** (1821) organizó el nuevo Estado.
- La Gran Colombia se disolvió en 1830.

! **Fechas clave:** 20 de julio de 1810 (Grito de Independencia) · 1816 Régimen del Terror · 7 de agosto de 1819 (Boyacá).

## Pregunta tipo ICFES
¿Por qué se llama "Patria Boba" al periodo 1810–1816? – Porque los criollos se enfrentaron entre sí en lugar de consolidar la independencia, lo que facilitó la reconquista española.`,
    ],
  },
  {
    country: 'CL',
    language: 'es-CL',
    knower: 'martina.soto',
    key: 'cl-geografia-de-chile',
    title: 'Geografía de Chile: relieve y zonas naturales',
    description: 'Las cuatro franjas del relieve chileno y las cinco zonas naturales, del desierto de Atacama a la Patagonia.',
    subject: 'geography',
    grades: [7, 8],
    topic: 'geografia/geografia-fisica',
    knowledge: 'sociedad/geografia/geografia-de-chile',
    pages: [
      `## Un país largo y angosto
Chile continental mide unos **4300 km de largo** de norte a sur, pero en promedio solo unos **180 km de ancho**. Además, es un país **tricontinental**: tiene territorio en América del Sur, en Oceanía (Isla de Pascua o Rapa Nui) y reclama una porción de la Antártica. Se ubica en el **Cinturón de Fuego del Pacífico**, por eso tiene muchos volcanes y sismos frecuentes.

## Las cuatro franjas del relieve
De oeste a este, el relieve se organiza en franjas paralelas:
1. **Planicies litorales:** terrenos planos junto al mar, más anchas en el centro y el sur.
2. **Cordillera de la Costa:** montañas antiguas y de menor altura, que en el sur se hunden en el mar formando islas.
3. **Depresión Intermedia:** valles entre las dos cordilleras; en el centro forma el **Valle Central**, la zona agrícola más importante.
4. **Cordillera de los Andes:** la más alta; allí está el **Ojos del Salado** (6893 m), el volcán activo más alto del mundo y la cumbre más alta de Chile.

! **Excepción:** en el Norte Grande aparece el **Altiplano**, una meseta a más de 4000 m de altura, y en la zona austral la Depresión Intermedia desaparece bajo el mar.`,
      `## Las cinco zonas naturales
- **Norte Grande:** clima desértico; allí está el **desierto de Atacama**, uno de los más áridos del mundo. Gran riqueza minera (cobre, salitre, litio).
- **Norte Chico:** clima semiárido; **valles transversales** (Elqui, Huasco, Limarí) que cruzan el país de este a oeste, con cultivos de uva y pisco.
- **Zona Central:** clima **mediterráneo**, con veranos secos y cálidos e inviernos lluviosos; concentra la mayor parte de la población (Santiago, Valparaíso) y la agricultura.
- **Zona Sur:** clima templado lluvioso; bosques, lagos y volcanes (Villarrica, Osorno); actividad forestal, ganadera y turismo.
- **Zona Austral:** clima frío y muy lluvioso en el oeste; fiordos, canales, glaciares y los Campos de Hielo; el Parque Nacional **Torres del Paine**.

## Factores del clima
- La **corriente de Humboldt**, fría, enfría la costa y explica la aridez del norte (poca evaporación) y la **camanchaca**, la niebla costera.
- El **anticiclón del Pacífico** bloquea las lluvias en el norte y el centro durante gran parte del año.
- La cordillera de los Andes actúa como **biombo climático**.

## Pregunta de repaso
¿Por qué la Zona Central concentra la mayor parte de la población? – Por su clima mediterráneo templado, el suelo fértil del Valle Central y la disponibilidad de agua de los ríos que bajan de la cordillera.`,
    ],
  },
  {
    country: 'AR',
    language: 'es-AR',
    knower: 'tomas.benitez',
    key: 'ar-revolucion-de-mayo',
    title: 'La Revolución de Mayo de 1810',
    description: 'Causas, la Semana de Mayo día por día, la Primera Junta y el camino hacia la independencia de 1816.',
    subject: 'history',
    grades: [8, 9],
    topic: 'historia/historia-de-america',
    knowledge: 'sociedad/historia/revolucion-de-mayo',
    pages: [
      `## El contexto
A comienzos del siglo XIX, Buenos Aires era la capital del **Virreinato del Río de la Plata**, creado en 1776. Varios hechos prepararon la revolución:
- **Las Invasiones Inglesas (1806 y 1807):** los porteños, organizados en milicias, vencieron a los británicos sin ayuda de España. Los criollos ganaron confianza y poder militar (por ejemplo, el Regimiento de Patricios de **Cornelio Saavedra**).
- **Las ideas de la Ilustración** y el ejemplo de la independencia de Estados Unidos.
- **La crisis de la monarquía española:** en 1808 Napoleón invadió España y tomó prisionero al rey **Fernando VII**. En mayo de 1810 llegó la noticia de que la **Junta Central de Sevilla**, que gobernaba en su nombre, había caído.
- **Intereses económicos:** los comerciantes criollos querían comerciar libremente con otras naciones, sin el monopolio español.`,
      `## La Semana de Mayo
- **18 de mayo:** el virrey **Baltasar Hidalgo de Cisneros** confirma la caída de la Junta de Sevilla.
- **22 de mayo:** **Cabildo Abierto**. Se debate si el virrey debe seguir gobernando; gana la posición de reemplazarlo.
- **24 de mayo:** se forma una junta presidida por el propio Cisneros. El pueblo y las milicias la rechazan.
- **25 de mayo:** se constituye la **Primera Junta de Gobierno**, presidida por **Cornelio Saavedra**, con **Mariano Moreno** y **Juan José Paso** como secretarios, y vocales como **Manuel Belgrano** y Juan José Castelli. La Junta gobernó en nombre de Fernando VII (la llamada "máscara de Fernando").

## Después de Mayo
- Se enviaron **expediciones militares** al Alto Perú, al Paraguay y a la Banda Oriental para extender la revolución.
- Surgieron diferencias entre **morenistas** (más radicales) y **saavedristas** (más moderados).
- **1812:** Belgrano crea la **bandera** en Rosario, a orillas del río Paraná.
- **1813:** la **Asamblea del Año XIII** adopta el Himno Nacional, la libertad de vientres y suprime los títulos de nobleza.
- **9 de julio de 1816:** el **Congreso de Tucumán** declara la **independencia** de las Provincias Unidas en Sud América.

! **No confundir:** el 25 de mayo de 1810 se formó el primer gobierno patrio; la independencia se declaró el 9 de julio de 1816.

## Pregunta de repaso
¿Por qué la caída de la Junta de Sevilla fue decisiva? – Porque el virrey había sido nombrado por una autoridad que ya no existía, y los criollos argumentaron que el poder volvía al pueblo.`,
    ],
  },
  {
    country: 'PE',
    language: 'es-PE',
    knower: 'camila.quispe',
    key: 'pe-imperio-inca',
    title: 'El Imperio incaico: organización y legado',
    description: 'Origen, expansión del Tahuantinsuyo, organización política, economía basada en la reciprocidad y principales aportes.',
    subject: 'history',
    grades: [7, 8],
    topic: 'historia/historia-de-america',
    knowledge: 'sociedad/historia/imperio-inca',
    pages: [
      `## Origen
Los incas fueron al principio un pequeño curacazgo en el valle del **Cusco** (hacia el siglo XIII). Según las leyendas, el fundador fue **Manco Cápac**, que salió del lago Titicaca junto con Mama Ocllo, o bien los hermanos Ayar, que salieron del cerro Tamputoco.

## Expansión
El gran crecimiento comenzó con **Pachacútec** (hacia 1438), tras la victoria sobre los **chancas**. Él reorganizó el Cusco y convirtió el curacazgo en imperio. Sus sucesores **Túpac Yupanqui** y **Huayna Cápac** lo extendieron desde el sur de Colombia hasta el centro de Chile y el noroeste de Argentina.

## El Tahuantinsuyo
El imperio se llamó **Tahuantinsuyo**, "las cuatro regiones unidas", con centro en el Cusco:
- **Chinchaysuyo** (norte), el más poblado
- **Collasuyo** (sur), el más extenso
- **Antisuyo** (este, la selva)
- **Contisuyo** (oeste, hacia la costa)

## Organización política
- El **Inca** (Sapa Inca) era el gobernante absoluto y se le consideraba hijo del Sol (Inti).
- El **Consejo Imperial** lo asesoraba; cada suyo tenía un gobernador (**suyuyoc apu**).
- Los **curacas** gobernaban los pueblos locales.
- Los **tucuyricuy** ("el que todo lo ve") supervisaban a las autoridades.`,
      `## Sociedad y economía
La base de la sociedad era el **ayllu**, un grupo de familias unidas por parentesco que trabajaban juntas la tierra. La economía se basaba en la **reciprocidad** y la **redistribución**:
- **Ayni:** ayuda mutua entre familias del ayllu.
- **Minka:** trabajo colectivo en obras para el ayllu o el Estado.
- **Mita:** trabajo por turnos para el Estado (construcción de caminos, minas, ejército).
El Estado guardaba los excedentes en depósitos llamados **colcas** y los repartía en tiempos de escasez.

## Aportes y legado
- **Qhapaq Ñan:** red de caminos de más de 30 000 km, recorrida por mensajeros llamados **chasquis**. Es Patrimonio de la Humanidad desde 2014.
- **Arquitectura:** muros de piedras perfectamente ensambladas sin argamasa; **Machu Picchu**, Sacsayhuamán.
- **Agricultura:** **andenes** (terrazas) en las laderas, canales de riego y domesticación de cientos de variedades de papa y maíz.
- **Quipus:** cuerdas con nudos para registrar cantidades y censos.
- El **quechua** (runasimi), lengua oficial del imperio, lo hablan hoy millones de personas.

## La caída
A la muerte de Huayna Cápac estalló una **guerra civil** entre sus hijos **Huáscar** y **Atahualpa**. En 1532, Francisco Pizarro capturó a Atahualpa en **Cajamarca**, quien fue ejecutado en 1533.

! **Idea central:** el Estado inca organizó el trabajo de millones de personas mediante la reciprocidad, sin moneda ni escritura alfabética.

## Pregunta de repaso
¿Qué diferencia hay entre ayni y mita? – El ayni es ayuda entre familias del ayllu; la mita es trabajo por turnos al servicio del Estado.`,
    ],
  },
  {
    ...colombia,
    key: 'co-funcion-lineal',
    title: 'La función lineal: pendiente, intercepto y gráfica',
    description: 'Qué es una función lineal, cómo calcular la pendiente entre dos puntos y cómo graficarla, con problemas tipo ICFES.',
    subject: 'mathematics',
    grades: [8, 9],
    topic: 'matematicas/funciones',
    knowledge: 'matematicas/funciones/funcion-lineal',
    pages: [
      `## La forma y = mx + b
Una **función lineal** (o afín) relaciona dos variables de modo que, cada vez que x aumenta en 1, y cambia siempre en la misma cantidad. Su gráfica es una **recta**.
- **m** es la **pendiente**: cuánto sube (m > 0) o baja (m < 0) la recta por cada unidad que avanza x.
- **b** es el **intercepto** con el eje y: el valor de y cuando x = 0.
- Si b = 0, la recta pasa por el origen y la relación es de **proporcionalidad directa**.

## Pendiente entre dos puntos
= m = (y₂ − y₁) / (x₂ − x₁)

### Ejemplo
Por los puntos A(1, 3) y B(4, 9): m = (9 − 3) / (4 − 1) = 6 / 3 = **2**. Reemplazando A en y = 2x + b: 3 = 2 + b, así que b = 1. La función es **y = 2x + 1**.

## Cómo graficarla
1. Ubica el intercepto (0, b) en el eje y.
2. Desde ahí, usa la pendiente como "subida/avance": con m = 2/1, avanza 1 a la derecha y sube 2.
3. Une los puntos con una recta.`,
      `## Rectas especiales
- **Pendiente 0:** y = b, una recta **horizontal**.
- Una recta **vertical** (x = a) no es función: a un mismo x le corresponden infinitos valores de y.
- **Paralelas:** tienen la **misma pendiente** (y = 2x + 1 y y = 2x − 5).
- **Perpendiculares:** el producto de sus pendientes es **−1** (m = 2 y m = −1/2).

## Intercepto con el eje x (raíz)
Se hace y = 0 y se despeja x. Para y = 2x + 1: 0 = 2x + 1 → **x = −1/2**.

## Problema tipo ICFES
Un plan de celular cobra un cargo fijo de $20.000 al mes más $100 por cada minuto adicional.
= C(x) = 100x + 20.000
- La pendiente (100) es el **costo por minuto**; el intercepto (20.000) es el **cargo fijo**.
- Si un mes se usan 150 minutos adicionales: C(150) = 15.000 + 20.000 = **$35.000**.
- ¿Cuántos minutos se pueden usar con $50.000? 50.000 = 100x + 20.000 → x = **300 minutos**.

! Para interpretar una gráfica: la pendiente es una **tasa de cambio** (pesos por minuto, kilómetros por hora) y el intercepto es el **valor inicial**.`,
    ],
  },
  {
    ...colombia,
    key: 'co-herencia-mendel',
    title: 'Genética: las leyes de Mendel y los cuadros de Punnett',
    description: 'Genes, alelos, genotipo y fenotipo, las tres leyes de Mendel y cómo calcular probabilidades con el cuadro de Punnett.',
    subject: 'biology',
    grades: [9, 10],
    topic: 'biologia/genetica',
    knowledge: 'ciencias/biologia/herencia',
    pages: [
      `## Conceptos básicos
- **Gen:** fragmento de ADN que lleva la información para una característica.
- **Alelos:** las distintas versiones de un gen (por ejemplo, semilla amarilla o verde). Cada individuo tiene **dos alelos** por gen, uno de cada progenitor.
- **Dominante (A):** se manifiesta aunque haya una sola copia. **Recesivo (a):** solo se manifiesta en doble copia (aa).
- **Homocigoto:** dos alelos iguales (AA o aa). **Heterocigoto:** dos alelos distintos (Aa).
- **Genotipo:** los alelos que tiene el organismo. **Fenotipo:** la característica que se observa.

## Gregor Mendel
Monje austríaco que, hacia **1865**, cruzó miles de plantas de **arveja** (guisante) y contó sus descendientes. Eligió caracteres con dos formas claras (semilla lisa o rugosa, amarilla o verde) y trabajó con **líneas puras**.

## Primera ley: uniformidad
Al cruzar dos líneas puras (AA × aa), **toda** la primera generación (F1) es igual: **Aa**, con el fenotipo dominante.`,
      `## Segunda ley: segregación
Los dos alelos se **separan** al formar los gametos; cada gameto lleva solo uno. Al cruzar la F1 entre sí (Aa × Aa):

= Gametos de cada planta: A y a
= Cuadro de Punnett:  AA | Aa | Aa | aa
= Genotipos: 1 AA : 2 Aa : 1 aa
= Fenotipos: 3 amarillas : 1 verde

## Tercera ley: transmisión independiente
Los genes de caracteres distintos se heredan **independientemente** (si están en cromosomas diferentes). En un cruce dihíbrido AaBb × AaBb aparece la proporción **9 : 3 : 3 : 1**.

## Cruce de prueba
Para saber si un individuo de fenotipo dominante es AA o Aa, se cruza con un **homocigoto recesivo** (aa). Si aparece algún descendiente recesivo, el individuo era **Aa**.

## Ejemplo en humanos
El albinismo es recesivo. Dos padres **portadores** (Aa) tienen, en cada embarazo, una probabilidad de **1/4 (25 %)** de tener un hijo albino (aa) y de **1/2** de tener un hijo portador.

! No todo sigue a Mendel: en la **dominancia incompleta** el heterocigoto es intermedio (flores rojas × blancas → rosadas) y en la **codominancia** se expresan ambos alelos (grupo sanguíneo **AB**).`,
    ],
  },
  {
    ...colombia,
    key: 'co-present-perfect',
    title: 'Inglés: el present perfect y sus diferencias con el past simple',
    description: 'Cómo se forma el present perfect, cuándo se usa con ever, never, already, yet, for y since, y cuándo usar el pasado simple.',
    subject: 'english',
    grades: [9, 10, 11],
    topic: 'ingles/gramatica',
    knowledge: 'lenguas/ingles/presente-perfecto',
    pages: [
      `## Estructura
= Sujeto + have / has + participio pasado
- I / you / we / they **have** → I **have visited** Cartagena.
- he / she / it **has** → She **has finished** her homework.
- Negativa: I **haven't seen** that movie. Pregunta: **Have** you **ever been** to Bogotá?
- Participio: en los verbos regulares termina en **-ed** (worked); los irregulares hay que aprenderlos (go → **gone**, see → **seen**, eat → **eaten**, write → **written**, be → **been**).

## Usos
1. **Experiencias** de la vida, sin decir cuándo: I **have eaten** ajiaco many times. Con **ever** (alguna vez) y **never** (nunca).
2. Acciones que **empezaron en el pasado y siguen** ahora: She **has lived** in Medellín **for** ten years / **since** 2015.
3. Acciones recientes con **resultado presente**: I **have lost** my keys (todavía no las encuentro).
4. Con **already** (ya), **yet** (todavía / ya, en negativas y preguntas) y **just** (acabar de): I have **just** arrived. Have you finished **yet**?`,
      `## For o since
- **for** + un periodo de tiempo: for two hours, for three years, for a long time.
- **since** + el momento en que empezó: since Monday, since 2019, since I was a child.

## Present perfect o past simple
- Si se dice **cuándo** ocurrió (yesterday, last year, in 2018, ago), se usa el **past simple**: I **visited** Santa Marta **last year**.
- Si no importa cuándo, o el periodo sigue abierto (today, this week, ever), se usa el **present perfect**: I **have visited** Santa Marta twice.

= ✗ I have seen him yesterday.
= ✓ I saw him yesterday.
= ✓ I have seen him this week.

### Diálogo modelo
A: **Have** you **ever tried** bandeja paisa?
B: Yes, I **have**. I **tried** it when I **went** to Medellín in December.
(La primera pregunta habla de la experiencia; la respuesta da detalles con fecha, por eso pasa al past simple.)

! En las pruebas tipo Saber 11, busca las palabras clave: **ever, never, already, yet, just, for, since** → present perfect; **yesterday, ago, last, in + año** → past simple.`,
    ],
  },
  {
    ...colombia,
    key: 'co-reacciones-quimicas',
    title: 'Reacciones químicas: tipos y balanceo de ecuaciones',
    description: 'Cómo se escribe una ecuación química, los tipos de reacción y el balanceo por tanteo paso a paso según la ley de Lavoisier.',
    subject: 'chemistry',
    grades: [10],
    topic: 'quimica/enlaces-y-reacciones',
    knowledge: 'ciencias/quimica/reacciones-quimicas',
    pages: [
      `## Qué es una reacción química
Es un proceso en el que unas sustancias, los **reactivos**, se transforman en otras nuevas, los **productos**, porque se rompen y se forman enlaces. Señales de que ocurrió: cambio de color, formación de gas (burbujas), formación de un sólido (**precipitado**), liberación o absorción de calor o luz.

## La ecuación química
= 2 H₂ (g) + O₂ (g) → 2 H₂O (l)
- A la izquierda los reactivos, a la derecha los productos.
- Los **coeficientes** (2, 1, 2) indican cuántas moléculas reaccionan; los **subíndices** (el 2 de H₂) indican cuántos átomos hay en cada molécula y **nunca se cambian** al balancear.
- Estados: (s) sólido, (l) líquido, (g) gas, (ac) en solución acuosa.

## Tipos de reacción
- **Síntesis:** A + B → AB. Ejemplo: 2 Mg + O₂ → 2 MgO.
- **Descomposición:** AB → A + B. Ejemplo: 2 H₂O₂ → 2 H₂O + O₂.
- **Desplazamiento simple:** A + BC → AC + B. Ejemplo: Zn + 2 HCl → ZnCl₂ + H₂.
- **Doble desplazamiento:** AB + CD → AD + CB. Ejemplo: NaCl + AgNO₃ → AgCl + NaNO₃.
- **Combustión:** un combustible + O₂ → CO₂ + H₂O + energía.`,
      `## Ley de conservación de la masa
**Lavoisier** (siglo XVIII): "la materia no se crea ni se destruye, solo se transforma". En una reacción, la masa de los reactivos es igual a la de los productos, así que debe haber **el mismo número de átomos de cada elemento** a cada lado.

## Balanceo por tanteo
Orden recomendado: primero los **metales**, luego los **no metales**, después el **hidrógeno** y al final el **oxígeno**.

### Ejemplo: la combustión del metano
= CH₄ + O₂ → CO₂ + H₂O        (sin balancear)
1. Carbono: 1 a cada lado. Ya está.
2. Hidrógeno: 4 a la izquierda, 2 a la derecha → se pone un 2 al agua: CH₄ + O₂ → CO₂ + **2** H₂O.
3. Oxígeno: a la derecha hay 2 + 2 = 4 → se pone un 2 al O₂.
= CH₄ + 2 O₂ → CO₂ + 2 H₂O        (balanceada)

### Ejemplo: la síntesis del amoníaco
= N₂ + 3 H₂ → 2 NH₃
Comprobación: N: 2 = 2; H: 6 = 6.

## Reacciones exotérmicas y endotérmicas
- **Exotérmica:** libera calor (la combustión de la madera o del gas de la estufa).
- **Endotérmica:** absorbe calor (la fotosíntesis, la cocción de un huevo).

! Al terminar, cuenta los átomos de **cada elemento** a ambos lados; si todos coinciden, la ecuación está balanceada.`,
    ],
  },
  {
    ...colombia,
    key: 'co-regiones-naturales',
    title: 'Las regiones naturales de Colombia',
    description: 'Las seis regiones naturales – Andina, Caribe, Pacífica, Orinoquía, Amazonía e Insular – con su relieve, clima y economía.',
    subject: 'geography',
    grades: [6, 7],
    topic: 'geografia/geografia-fisica',
    knowledge: 'sociedad/geografia/regiones-naturales-de-colombia',
    pages: [
      `## Un país de contrastes
Colombia está en la esquina noroccidental de América del Sur y es el único país suramericano con costas en **dos océanos**: el Pacífico y el Atlántico (mar Caribe). Está en la **zona intertropical**, por eso no tiene estaciones: el clima depende de la **altitud** (los **pisos térmicos**: cálido, templado, frío y páramo). Es uno de los países **megadiversos** del mundo.

## Región Andina
- Atravesada por las tres **cordilleras** (Occidental, Central y Oriental), separadas por los valles de los ríos **Magdalena** y **Cauca**.
- Concentra la mayor parte de la población y ciudades como Bogotá, Medellín y Cali.
- Economía: café, flores, industria y servicios; los **páramos**, como el de Sumapaz, regulan el agua del país.

## Región Caribe
- Llanuras al norte; incluye la **Sierra Nevada de Santa Marta**, la montaña costera más alta del mundo, y el desierto de la **Guajira**.
- Clima cálido; ganadería, puertos (Barranquilla, Cartagena), carbón y turismo.

## Región Pacífica
- Franja selvática entre la cordillera Occidental y el océano; una de las zonas **más lluviosas del planeta** (Chocó).
- Gran biodiversidad; población mayoritariamente afrocolombiana; pesca, madera y minería.`,
      `## Orinoquía (Llanos Orientales)
- Extensas **llanuras** de sabana regadas por ríos que van al **Orinoco** (Meta, Arauca, Guaviare).
- Clima con una temporada de lluvias y otra seca.
- Economía: **ganadería** extensiva, **petróleo** y cultivos de arroz y palma; cultura llanera (joropo).

## Amazonía
- La región **más extensa** y menos poblada; selva húmeda tropical.
- Ríos Amazonas, Caquetá y Putumayo; gran diversidad de pueblos indígenas.
- Amenazas: **deforestación**, minería ilegal, ganadería y cultivos ilícitos.

## Región Insular
- Islas del Caribe: **San Andrés, Providencia y Santa Catalina** (con la reserva de biosfera Seaflower).
- Islas del Pacífico: **Gorgona** y **Malpelo**, santuarios de fauna marina.
- Economía: turismo y pesca.

! Repaso rápido: Andina = cordilleras y más población · Caribe = llanuras y Sierra Nevada · Pacífica = selva y mucha lluvia · Orinoquía = llanos y petróleo · Amazonía = selva más extensa · Insular = islas de dos océanos.

## Pregunta tipo Saber
¿Por qué en Colombia una misma latitud puede tener climas muy distintos? – Porque el clima depende de la **altitud**: en las montañas la temperatura baja unos 6 °C por cada 1000 m de altura.`,
    ],
  },
  {
    ...colombia,
    key: 'co-ley-de-ohm',
    title: 'Electricidad: ley de Ohm y circuitos en serie y en paralelo',
    description: 'Corriente, voltaje y resistencia, la ley de Ohm, la potencia eléctrica y cómo resolver circuitos en serie y en paralelo.',
    subject: 'physics',
    grades: [10, 11],
    topic: 'fisica/electricidad',
    knowledge: 'ciencias/fisica/ley-de-ohm',
    pages: [
      `## Las tres magnitudes
- **Corriente eléctrica (I):** cantidad de carga que pasa por un conductor cada segundo. Unidad: **amperio (A)**. Se mide con un amperímetro conectado **en serie**.
- **Voltaje o diferencia de potencial (V):** energía que la fuente entrega a cada unidad de carga. Unidad: **voltio (V)**. Se mide con un voltímetro **en paralelo**.
- **Resistencia (R):** oposición al paso de la corriente. Unidad: **ohmio (Ω)**.

## Ley de Ohm
= V = I · R        I = V / R        R = V / I
Para un conductor óhmico, la corriente es **directamente proporcional** al voltaje.

### Ejemplo
Un bombillo de 240 Ω está conectado a 120 V: I = 120 / 240 = **0,5 A**.

## Potencia eléctrica
= P = V · I = I² · R = V² / R        (en vatios, W)
La energía consumida se factura en **kilovatios-hora**: E = P · t. Un televisor de 100 W encendido 5 horas consume 0,1 kW · 5 h = **0,5 kWh**.`,
      `## Circuito en serie
Los elementos están uno tras otro, en un solo camino.
- La **corriente es la misma** en todos.
- El voltaje de la fuente **se reparte**: V = V₁ + V₂ + …
- Resistencia equivalente: **Rₑq = R₁ + R₂ + …**
- Si un elemento se daña, el circuito se **abre** y todo se apaga (como las instalaciones navideñas antiguas).

## Circuito en paralelo
Los elementos están en ramas distintas, conectados a los mismos dos puntos.
- El **voltaje es el mismo** en cada rama.
- La corriente **se divide**: I = I₁ + I₂ + …
- Resistencia equivalente: **1/Rₑq = 1/R₁ + 1/R₂ + …** (siempre menor que la menor de ellas).
- Así están conectados los aparatos de una casa: si uno se apaga, los demás siguen funcionando.

### Ejemplo
Dos resistencias de 6 Ω y 3 Ω con una pila de 12 V.
= En serie: Rₑq = 9 Ω → I = 12 / 9 ≈ 1,33 A
= En paralelo: 1/Rₑq = 1/6 + 1/3 = 1/2 → Rₑq = 2 Ω → I = 12 / 2 = 6 A

! Al conectar más aparatos **en paralelo** a un mismo enchufe, la resistencia total baja y la corriente sube: por eso se recalientan las extensiones sobrecargadas.`,
    ],
  },
  {
    ...colombia,
    key: 'co-cien-anos-de-soledad',
    title: 'Cien años de soledad y el realismo mágico',
    description: 'La novela de Gabriel García Márquez: contexto, argumento, personajes, temas y rasgos del realismo mágico.',
    subject: 'literature',
    grades: [10, 11],
    topic: 'lengua-y-literatura/movimientos-literarios',
    knowledge: 'lenguas/lengua-y-literatura/realismo-magico',
    pages: [
      `## El autor y su contexto
**Gabriel García Márquez** (Aracataca, 1927 – Ciudad de México, 2014), periodista y escritor, publicó **Cien años de soledad** en **1967**, en Buenos Aires. La novela fue un éxito inmediato, se tradujo a decenas de idiomas y es la obra más conocida del **Boom latinoamericano**. En **1982** García Márquez recibió el **Premio Nobel de Literatura**.

## Argumento
La novela cuenta la historia de **siete generaciones** de la familia **Buendía** en **Macondo**, un pueblo fundado por **José Arcadio Buendía** y **Úrsula Iguarán** en medio de la ciénaga. Macondo pasa de aldea aislada a pueblo con guerras civiles, la llegada del ferrocarril y de una compañía bananera extranjera, y finalmente a la decadencia. Al final, el último Buendía descifra los pergaminos del gitano **Melquíades**, que contenían toda la historia de la familia, mientras un huracán borra Macondo.

## Personajes importantes
- **Úrsula Iguarán:** la matriarca, que sostiene la familia durante más de cien años.
- **El coronel Aureliano Buendía:** promovió 32 levantamientos armados y los perdió todos.
- **Melquíades:** el gitano que trae los inventos y escribe los pergaminos.`,
      `## Temas
- **La soledad:** cada Buendía vive encerrado en sí mismo, incapaz de amar plenamente.
- **El tiempo circular:** los nombres (José Arcadio, Aureliano) y los destinos se repiten.
- **La historia de Colombia y de América Latina:** las guerras entre liberales y conservadores y la **masacre de las bananeras** (1928), que en la novela el pueblo olvida.
- **El incesto** y el temor a que nazca un hijo con cola de cerdo, que atraviesa toda la obra.

## El realismo mágico
Es una forma de narrar en la que **lo extraordinario aparece como algo normal**: el narrador cuenta los hechos mágicos con el mismo tono con el que cuenta los cotidianos, y los personajes no se asombran.
- Remedios, la bella, **asciende al cielo** mientras dobla unas sábanas.
- Llueve **cuatro años, once meses y dos días** seguidos.
- La **peste del insomnio** hace que la gente olvide el nombre de las cosas.
- Un hilo de sangre recorre el pueblo para avisarle a Úrsula de la muerte de su hijo.

! Diferencia con lo fantástico: en el realismo mágico lo insólito **no causa miedo ni sorpresa**; forma parte de la realidad de Macondo.

## Para tu análisis
Empieza con la primera frase de la novela, una de las más famosas: "Muchos años después, frente al pelotón de fusilamiento, el coronel Aureliano Buendía había de recordar aquella tarde remota en que su padre lo llevó a conocer el hielo." Fíjate en cómo mezcla **futuro y pasado** en una sola oración.`,
    ],
  },
  {
    ...chile,
    key: 'cl-sistemas-de-ecuaciones',
    title: 'Sistemas de ecuaciones lineales 2×2',
    description: 'Los métodos de sustitución, igualación y reducción, la interpretación gráfica y un problema tipo PAES resuelto.',
    subject: 'mathematics',
    grades: [8, 9],
    topic: 'matematicas/algebra',
    knowledge: 'matematicas/algebra/sistemas-de-ecuaciones',
    pages: [
      `## ¿Qué es un sistema 2×2?
Son **dos ecuaciones lineales con dos incógnitas** (x e y) que deben cumplirse a la vez. Resolverlo es encontrar el par (x, y) que satisface ambas.

= x + y = 10
= 2x − y = 5

## Método de sustitución
1. Despeja una incógnita en una ecuación: de la primera, **y = 10 − x**.
2. Reemplázala en la otra: 2x − (10 − x) = 5 → 3x − 10 = 5 → **x = 5**.
3. Vuelve a la expresión despejada: y = 10 − 5 = **5**.

## Método de igualación
Despeja la misma incógnita en ambas ecuaciones e iguala: y = 10 − x y y = 2x − 5 → 10 − x = 2x − 5 → x = 5, y = 5.

## Método de reducción (eliminación)
Suma o resta las ecuaciones (multiplicándolas antes si hace falta) para que se elimine una incógnita. Sumando las dos ecuaciones del ejemplo: 3x = 15 → x = 5.

! Comprueba siempre: 5 + 5 = 10 ✓ y 2·5 − 5 = 5 ✓.`,
      `## Interpretación gráfica
Cada ecuación es una **recta**; la solución es el **punto de intersección**.
- **Una solución:** las rectas se cortan (pendientes distintas). Sistema compatible determinado.
- **Ninguna solución:** rectas **paralelas** (misma pendiente, distinto coeficiente de posición). Sistema incompatible. Ejemplo: x + y = 3 y x + y = 7.
- **Infinitas soluciones:** la misma recta escrita de dos formas. Ejemplo: x + y = 3 y 2x + 2y = 6.

## Problema tipo PAES
En un cine, 3 entradas de adulto y 2 de estudiante cuestan $17.000, y 2 de adulto y 4 de estudiante cuestan $18.000. ¿Cuánto cuesta cada entrada?

= 3a + 2e = 17.000
= 2a + 4e = 18.000

Multiplicando la primera por 2: 6a + 4e = 34.000. Restando la segunda: 4a = 16.000 → **a = $4.000**. Reemplazando: 3·4.000 + 2e = 17.000 → 2e = 5.000 → **e = $2.500**.

## Consejos
- Elige el método según el sistema: si una incógnita ya tiene coeficiente 1, conviene **sustitución**; si los coeficientes son opuestos o iguales, **reducción**.
- Define bien las incógnitas con sus unidades antes de plantear las ecuaciones.
- En alternativas de selección múltiple, puede ser más rápido **reemplazar** cada opción en ambas ecuaciones.`,
    ],
  },
  {
    ...chile,
    key: 'cl-sistema-digestivo',
    title: 'El sistema digestivo: órganos, digestión y absorción',
    description: 'El recorrido del alimento desde la boca al intestino grueso, las glándulas anexas, las enzimas y la absorción de nutrientes.',
    subject: 'biology',
    grades: [7, 8],
    topic: 'biologia/cuerpo-humano',
    knowledge: 'ciencias/biologia/sistema-digestivo',
    pages: [
      `## Función del sistema digestivo
Transforma los alimentos en **nutrientes** lo bastante pequeños para pasar a la sangre. Incluye una **digestión mecánica** (masticar, los movimientos del estómago) y una **digestión química**, hecha por las **enzimas**.

## El tubo digestivo, paso a paso
1. **Boca:** los dientes trituran el alimento y la **saliva** lo humedece; la enzima **amilasa salival** empieza a digerir el almidón. Se forma el **bolo alimenticio**.
2. **Faringe y esófago:** el bolo baja al estómago gracias al **peristaltismo**, contracciones ondulantes de los músculos. La **epiglotis** impide que entre a la tráquea.
3. **Estómago:** el **jugo gástrico**, con ácido clorhídrico y la enzima **pepsina**, comienza la digestión de las **proteínas**. El bolo se transforma en **quimo**.
4. **Intestino delgado:** mide unos 6–7 m. En el duodeno llegan la **bilis** y el **jugo pancreático**; aquí termina la digestión y se forma el **quilo**.
5. **Intestino grueso:** se absorbe el **agua** y las sales; las bacterias de la microbiota producen algunas vitaminas. Se forman las heces, que salen por el ano.`,
      `## Glándulas anexas
- **Glándulas salivales:** producen la saliva.
- **Hígado:** fabrica la **bilis**, que se guarda en la vesícula biliar. La bilis **emulsiona** las grasas (las separa en gotitas) pero no es una enzima.
- **Páncreas:** produce el **jugo pancreático**, con enzimas para los tres tipos de nutrientes (amilasa, tripsina y lipasa).

## ¿Qué enzima digiere qué?
- **Carbohidratos** → glucosa: amilasa salival y pancreática.
- **Proteínas** → aminoácidos: pepsina (estómago) y tripsina (páncreas).
- **Lípidos** → ácidos grasos y glicerol: lipasa pancreática, ayudada por la bilis.

## La absorción
Ocurre sobre todo en el **intestino delgado**. Su pared tiene pliegues cubiertos de **vellosidades intestinales**, que aumentan enormemente la superficie. Los nutrientes atraviesan la pared y pasan a los **capilares sanguíneos** (y los lípidos a los vasos **linfáticos**), que los llevan a todas las células.

! Idea clave: la digestión **rompe** los alimentos en moléculas pequeñas; la absorción las **hace pasar** a la sangre.

## Cuida tu sistema digestivo
La **fibra** (frutas, verduras, legumbres, cereales integrales) y el agua ayudan al tránsito intestinal y previenen el estreñimiento.`,
    ],
  },
  {
    ...chile,
    key: 'cl-independencia-de-chile',
    title: 'La Independencia de Chile (1810–1818)',
    description: 'De la Primera Junta Nacional de Gobierno a la batalla de Maipú: Patria Vieja, Reconquista y Patria Nueva.',
    subject: 'history',
    grades: [8, 9],
    topic: 'historia/historia-de-america',
    knowledge: 'sociedad/historia/independencia-de-chile',
    pages: [
      `## Antecedentes
- El malestar de los **criollos**, que no accedían a los altos cargos y sufrían el monopolio comercial español.
- Las ideas de la **Ilustración** y los ejemplos de la independencia de Estados Unidos (1776) y de la Revolución francesa (1789).
- En **1808 Napoleón** invadió España y tomó prisionero al rey **Fernando VII**: en América se discutió quién debía gobernar en su ausencia.

## La Patria Vieja (1810–1814)
- El **18 de septiembre de 1810** se reunió un cabildo abierto en Santiago y se formó la **Primera Junta Nacional de Gobierno**, presidida por Mateo de Toro y Zambrano, todavía en nombre de Fernando VII.
- 1811: **primer Congreso Nacional**. **José Miguel Carrera** tomó el poder e impulsó reformas: el **Reglamento Constitucional** de 1812, la primera bandera y el primer periódico, la **Aurora de Chile** (1812).
- El virrey del Perú envió tropas; los patriotas se dividieron entre Carrera y **Bernardo O'Higgins**.
- **Desastre de Rancagua** (octubre de 1814): derrota patriota que puso fin a la Patria Vieja.`,
      `## La Reconquista (1814–1817)
Los españoles restablecieron su gobierno con dureza: muchos patriotas fueron desterrados a la isla **Juan Fernández**. **Manuel Rodríguez** organizó guerrillas que mantuvieron viva la resistencia.

## El Ejército de los Andes
En Mendoza, el general argentino **José de San Martín** y O'Higgins prepararon el **Ejército de los Andes**, que cruzó la cordillera a comienzos de 1817.
- **Batalla de Chacabuco** (12 de febrero de 1817): victoria patriota; O'Higgins fue nombrado **Director Supremo**.

## La Patria Nueva (1817–1823)
- **12 de febrero de 1818:** se proclamó y juró la **Independencia de Chile**.
- **Sorpresa de Cancha Rayada** (marzo de 1818): derrota patriota.
- **Batalla de Maipú** (5 de abril de 1818): victoria decisiva que aseguró la independencia; el **abrazo de Maipú** entre O'Higgins y San Martín.
- Chile organizó la **Primera Escuadra Nacional**, al mando de Lord Cochrane, que llevó la Expedición Libertadora al Perú (1820).
- O'Higgins **abdicó** en 1823.

! Fechas clave: 18/09/1810 Primera Junta · 1814 Rancagua · 1817 Chacabuco · 12/02/1818 proclamación · 05/04/1818 Maipú.

## Pregunta de análisis
¿Por qué la Primera Junta juró fidelidad a Fernando VII? – Porque al comienzo muchos criollos buscaban **autonomía** mientras el rey estaba preso, no necesariamente la independencia; la idea de separarse de España se fortaleció después.`,
    ],
  },
  {
    ...chile,
    key: 'cl-comparatives',
    title: 'Inglés: comparativos y superlativos',
    description: 'Cómo comparar con adjetivos cortos y largos, los irregulares good, bad y far, y las estructuras as…as y less.',
    subject: 'english',
    grades: [7, 8],
    topic: 'ingles/gramatica',
    knowledge: 'lenguas/ingles/comparativos',
    pages: [
      `## Adjetivos cortos (una sílaba)
- **Comparativo:** adjetivo + **-er** + **than**. Santiago is **bigger than** Valparaíso.
- **Superlativo:** **the** + adjetivo + **-est**. The Atacama is **the driest** desert in the world.

### Reglas de ortografía
- Terminados en -e: solo -r / -st: large → **larger**, **the largest**.
- Consonante–vocal–consonante: se duplica la última: big → **bigger**, hot → **the hottest**.
- Adjetivos de dos sílabas terminados en -y: cambian a -ier / -iest: happy → **happier**, easy → **the easiest**.

## Adjetivos largos (dos sílabas o más)
- **Comparativo:** **more** + adjetivo + **than**. Chemistry is **more difficult than** biology for me.
- **Superlativo:** **the most** + adjetivo. Torres del Paine is **the most beautiful** park I know.

## Irregulares
- good → **better** → **the best**
- bad → **worse** → **the worst**
- far → **farther / further** → **the farthest / furthest**
- many, much → **more** → **the most**; little → **less** → **the least**`,
      `## Otras formas de comparar
- **Igualdad:** as + adjetivo + as. My brother is **as tall as** my dad.
- **Desigualdad negativa:** not as … as. This test is **not as hard as** the last one.
- **Inferioridad:** less + adjetivo + than. This phone is **less expensive than** that one.
- **Cada vez más:** colder and colder, more and more interesting.
- **The … the …:** **The more** you practise, **the better** you speak.

## Errores frecuentes
= ✗ more bigger   →   ✓ bigger
= ✗ the most good   →   ✓ the best
= ✗ taller that   →   ✓ taller than
= ✗ in the class the smartest   →   ✓ the smartest in the class

## Practica
Completa con la forma correcta:
1. Mount Everest is ___ (high) mountain in the world. → **the highest**
2. Summer in Santiago is ___ (hot) than summer in Punta Arenas. → **hotter**
3. This book is ___ (interesting) than the film. → **more interesting**
4. Today I feel ___ (good) than yesterday. → **better**

! Con superlativos se usa **in** para lugares o grupos (the tallest **in** my family) y **of** para periodos (the best day **of** my life).`,
    ],
  },
  {
    ...chile,
    key: 'cl-modelos-atomicos',
    title: 'Los modelos atómicos: de Dalton a Bohr',
    description: 'Cómo cambió la idea del átomo con Dalton, Thomson, Rutherford y Bohr, y qué experimento llevó a cada modelo.',
    subject: 'chemistry',
    grades: [9],
    topic: 'quimica/tabla-periodica',
    knowledge: 'ciencias/quimica/modelos-atomicos',
    pages: [
      `## ¿Por qué cambian los modelos?
Un **modelo atómico** es una representación del átomo que explica los hechos conocidos en su época. Cuando un experimento muestra algo que el modelo no explica, se propone uno nuevo: así avanza la ciencia.

## Dalton (1808)
- La materia está formada por **átomos indivisibles** e indestructibles.
- Los átomos de un mismo elemento son **iguales** en masa y propiedades; los de elementos distintos son diferentes.
- Los compuestos se forman por la unión de átomos en **proporciones fijas** de números enteros.
- Límite: no explica la electricidad ni la existencia de partículas más pequeñas.

## Thomson (1897): el "budín de pasas"
- Con los **rayos catódicos** descubrió el **electrón**, una partícula con carga negativa.
- Propuso un átomo como una **esfera de carga positiva** con los electrones incrustados, como pasas en un budín.
- El átomo ya no era indivisible, pero sí **neutro**: las cargas positivas y negativas se compensan.`,
      `## Rutherford (1911): el modelo nuclear
- **Experimento de la lámina de oro:** lanzó partículas alfa (positivas) contra una lámina de oro muy delgada.
- Casi todas la atravesaron sin desviarse, pero unas pocas **rebotaron**.
- Conclusión: el átomo es casi **todo espacio vacío**, con un **núcleo** muy pequeño, denso y **positivo** donde está casi toda la masa; los electrones giran alrededor.
- Límite: según la física clásica, un electrón que gira perdería energía y caería al núcleo.

## Bohr (1913)
- Los electrones giran en **órbitas** circulares de **energía fija** (niveles n = 1, 2, 3…), sin perder energía.
- Un electrón **absorbe** energía al saltar a un nivel superior y la **emite** como luz al volver a uno inferior.
- Explica los **espectros de líneas** del hidrógeno (cada elemento emite colores propios, como en los fuegos artificiales).

## Después de Bohr
El **modelo mecanocuántico** (Schrödinger, Heisenberg) reemplaza las órbitas por **orbitales**: zonas donde es más probable encontrar al electrón. En 1932 **Chadwick** descubrió el **neutrón**, partícula sin carga del núcleo.

! Resumen: Dalton – esfera indivisible · Thomson – electrón, budín de pasas · Rutherford – núcleo positivo y espacio vacío · Bohr – niveles de energía.`,
    ],
  },
  {
    ...chile,
    key: 'cl-ondas-y-sonido',
    title: 'Ondas y sonido: características y fenómenos',
    description: 'Tipos de ondas, sus elementos (amplitud, longitud de onda, frecuencia, período), la rapidez de propagación y las cualidades del sonido.',
    subject: 'physics',
    grades: [9, 10],
    topic: 'fisica/ondas',
    knowledge: 'ciencias/fisica/ondas-y-sonido',
    pages: [
      `## ¿Qué es una onda?
Una **onda** es una perturbación que se propaga transportando **energía**, pero **no materia**: cuando pasa una ola, una boya sube y baja pero no avanza con ella.

## Clasificación
- **Mecánicas:** necesitan un medio material (el sonido, las ondas en una cuerda, los sismos). **Electromagnéticas:** se propagan también en el vacío (la luz, las ondas de radio).
- **Transversales:** el medio vibra perpendicular a la dirección de propagación (una cuerda). **Longitudinales:** el medio vibra en la misma dirección (el sonido, con compresiones y enrarecimientos).

## Elementos de una onda
- **Amplitud (A):** máxima distancia desde la posición de equilibrio; se relaciona con la energía.
- **Longitud de onda (λ):** distancia entre dos crestas consecutivas (m).
- **Período (T):** tiempo de una oscilación completa (s).
- **Frecuencia (f):** oscilaciones por segundo, en **hertz (Hz)**. f = 1 / T.

= v = λ · f        (rapidez de propagación)

### Ejemplo
Una onda de 2 m de longitud y 5 Hz de frecuencia viaja a v = 2 · 5 = **10 m/s**.`,
      `## El sonido
- Es una onda **mecánica longitudinal**: no se propaga en el vacío.
- Rapidez en el aire a 20 °C: unos **340 m/s**; es mayor en el agua (≈ 1500 m/s) y en los sólidos (≈ 5000 m/s en el acero).
- El oído humano percibe entre **20 Hz y 20 000 Hz**. Por debajo, **infrasonidos** (los elefantes, los sismos); por encima, **ultrasonidos** (murciélagos, ecografías).

## Cualidades del sonido
- **Intensidad** (fuerte o débil): depende de la **amplitud**; se mide en **decibeles (dB)**. Sobre 85 dB por mucho tiempo daña el oído.
- **Tono** (agudo o grave): depende de la **frecuencia**; a mayor frecuencia, más agudo.
- **Timbre:** permite distinguir dos instrumentos que tocan la misma nota; depende de la forma de la onda.

## Fenómenos ondulatorios
- **Reflexión:** la onda rebota en un obstáculo (el **eco**, el sonar de los barcos).
- **Refracción:** cambia de rapidez y dirección al pasar de un medio a otro.
- **Difracción:** rodea obstáculos o pasa por aberturas (oímos a alguien detrás de una puerta abierta).
- **Efecto Doppler:** la sirena de una ambulancia suena más aguda al acercarse y más grave al alejarse.

! Para calcular la distancia con un eco: d = v · t / 2, porque el sonido va y vuelve. Si el eco llega en 2 s: d = 340 · 2 / 2 = **340 m**.`,
    ],
  },
  {
    ...chile,
    key: 'cl-texto-argumentativo',
    title: 'El texto argumentativo: tesis, argumentos y falacias',
    description: 'La estructura de un texto argumentativo, los tipos de argumentos y las falacias más comunes, con ejemplos para la PAES de Competencia Lectora.',
    subject: 'literature',
    grades: [11, 12],
    topic: 'lengua-y-literatura/comprension-lectora',
    knowledge: 'lenguas/lengua-y-literatura/texto-argumentativo',
    pages: [
      `## ¿Qué es argumentar?
**Argumentar** es defender una opinión con razones para **convencer o persuadir** a alguien. Textos argumentativos frecuentes: la columna de opinión, la carta al director, el editorial, el discurso político, el ensayo.

## Estructura básica
- **Tesis:** la postura u opinión central del emisor. Puede ir al inicio (estructura deductiva) o al final (inductiva).
- **Bases o argumentos:** las razones que apoyan la tesis.
- **Garantía:** el principio general que conecta los argumentos con la tesis (muchas veces está implícito).
- **Respaldo:** datos o fuentes que sostienen la garantía.
- **Conclusión:** reafirma la tesis.

### Ejemplo
Tesis: "Los colegios deberían empezar las clases más tarde." Base: "Los adolescentes duermen menos de lo recomendado y rinden peor en la primera hora." Garantía: "Lo que mejora el aprendizaje de los estudiantes debería aplicarse." Respaldo: estudios sobre el sueño en la adolescencia.

## Tipos de argumentos
- **De autoridad:** cita a un experto o institución.
- **De datos o ejemplos:** estadísticas, casos concretos.
- **De causa y efecto:** muestra consecuencias.
- **De analogía:** compara con una situación parecida.
- **Emotivos:** apelan a los sentimientos del receptor.`,
      `## Falacias: argumentos engañosos
Una **falacia** parece un buen argumento, pero su razonamiento es incorrecto.
- **Ad hominem:** ataca a la persona y no a su idea. "No le creas sobre el reciclaje: ni siquiera tiene auto eléctrico."
- **Generalización apresurada:** saca una conclusión general de pocos casos. "Dos amigos reprobaron con ese profesor; todos reprueban con él."
- **Falso dilema:** presenta solo dos opciones cuando hay más. "O estás conmigo o estás contra mí."
- **Pendiente resbaladiza:** supone una cadena de consecuencias extremas. "Si dejamos usar el celular en el recreo, nadie estudiará nunca más."
- **Apelación a la mayoría:** algo es verdadero porque muchos lo creen.
- **Hombre de paja:** deforma la postura del otro para refutarla con facilidad.

## Cómo leer un texto argumentativo en la PAES
1. Identifica **el tema** y luego **la tesis**: ¿qué opina el autor sobre el tema?
2. Subraya los **conectores**: porque, ya que (causa); por lo tanto, en consecuencia (conclusión); sin embargo, no obstante (contraargumento).
3. Distingue **hechos** (se pueden comprobar) de **opiniones** (juicios del autor).
4. Pregúntate qué **propósito** tiene cada párrafo: presentar la tesis, dar un ejemplo, refutar una postura contraria.

! Error común: confundir el **tema** ("el horario escolar") con la **tesis** ("las clases deberían empezar más tarde"). La tesis siempre es una **postura**.`,
    ],
  },
  {
    ...argentina,
    key: 'ar-funcion-cuadratica',
    title: 'La función cuadrática: vértice, raíces y gráfico',
    description: 'Las formas polinómica, canónica y factorizada, cómo hallar el vértice, las raíces y el eje de simetría, y graficar la parábola.',
    subject: 'mathematics',
    grades: [10, 11],
    topic: 'matematicas/funciones',
    knowledge: 'matematicas/funciones/funcion-cuadratica',
    pages: [
      `## Las tres formas
- **Polinómica:** f(x) = ax² + bx + c, con a ≠ 0.
- **Canónica:** f(x) = a(x − xv)² + yv, donde (xv; yv) es el **vértice**.
- **Factorizada:** f(x) = a(x − x₁)(x − x₂), donde x₁ y x₂ son las **raíces**.

Su gráfico es una **parábola**. El coeficiente **a** decide la concavidad: si a > 0 es **cóncava hacia arriba** (tiene un mínimo); si a < 0, **hacia abajo** (tiene un máximo). El término **c** es la **ordenada al origen**: el punto (0; c).

## El vértice y el eje de simetría
= xv = −b / (2a)        yv = f(xv)
El **eje de simetría** es la recta vertical x = xv: la parábola es simétrica respecto de ella.

## Las raíces (ceros)
Son los valores de x donde f(x) = 0, es decir, donde la parábola corta el eje x. Se calculan con la fórmula resolvente:
= x₁,₂ = (−b ± √(b² − 4ac)) / (2a)`,
      `## El discriminante
Δ = b² − 4ac decide cuántas raíces reales hay:
- Δ > 0: **dos raíces** distintas (la parábola corta el eje x dos veces).
- Δ = 0: **una raíz doble** (el vértice toca el eje x).
- Δ < 0: **no tiene raíces reales** (la parábola no corta el eje x).

## Ejemplo completo: f(x) = x² − 4x + 3
- a = 1 > 0: cóncava hacia arriba.
- Ordenada al origen: (0; 3).
- Vértice: xv = 4 / 2 = 2; yv = 4 − 8 + 3 = −1 → **V = (2; −1)**, un mínimo.
- Raíces: Δ = 16 − 12 = 4 → x = (4 ± 2) / 2 → **x₁ = 1, x₂ = 3**.
- Forma factorizada: f(x) = (x − 1)(x − 3). Forma canónica: f(x) = (x − 2)² − 1.
- Imagen: [−1; +∞). Crece en (2; +∞) y decrece en (−∞; 2).

## Para graficar
1. Marcá el vértice y el eje de simetría.
2. Marcá las raíces y la ordenada al origen.
3. Usá la simetría: si (0; 3) está en el gráfico, también lo está (4; 3).

! Fijate que el vértice queda siempre en el **punto medio** de las raíces: xv = (x₁ + x₂) / 2. Sirve para controlar las cuentas.

## Problema
Una pelota se lanza hacia arriba y su altura es h(t) = −5t² + 20t (en metros y segundos). Altura máxima: tv = −20 / (−10) = 2 s, h(2) = −20 + 40 = **20 m**. Vuelve al suelo cuando h = 0: t = 0 o **t = 4 s**.`,
    ],
  },
  {
    ...argentina,
    key: 'ar-ecosistemas',
    title: 'Ecosistemas: cadenas tróficas y flujo de energía',
    description: 'Factores bióticos y abióticos, productores, consumidores y descomponedores, redes tróficas y la regla del diez por ciento.',
    subject: 'biology',
    grades: [8, 9],
    topic: 'biologia/ecologia',
    knowledge: 'ciencias/biologia/ecosistemas',
    pages: [
      `## ¿Qué es un ecosistema?
Un **ecosistema** es el conjunto formado por los seres vivos de un lugar (**factores bióticos**) y el medio físico en el que viven (**factores abióticos**: luz, temperatura, agua, suelo, aire), junto con todas las relaciones entre ellos. Ejemplos en la Argentina: la **selva misionera**, los **pastizales pampeanos**, la **estepa patagónica**, los humedales del **Iberá**.

## Niveles de organización
- **Población:** individuos de una misma especie en un lugar (los carpinchos de un estero).
- **Comunidad:** todas las poblaciones de un lugar.
- **Ecosistema:** la comunidad más el ambiente físico.

## Los roles en el ecosistema
- **Productores (autótrofos):** fabrican su propio alimento por **fotosíntesis**: plantas, algas.
- **Consumidores (heterótrofos):** se alimentan de otros seres vivos.
  - Primarios: **herbívoros** (el ñandú come plantas, la vizcacha pasto).
  - Secundarios y terciarios: **carnívoros** (el zorro, el puma).
- **Descomponedores:** hongos y bacterias que transforman la materia orgánica muerta en sustancias inorgánicas que vuelven al suelo.`,
      `## Cadenas y redes tróficas
Una **cadena trófica** muestra quién se come a quién; las flechas indican el sentido en que pasa la **materia y la energía**:
= pasto → liebre → zorro → puma
En la naturaleza las cadenas se cruzan y forman **redes tróficas**, porque cada especie come y es comida por varias.

## Flujo de energía
- La energía entra al ecosistema como **luz solar** y los productores la transforman en energía química.
- En cada paso de la cadena se pierde alrededor del **90 %** de la energía (en el movimiento, el calor del cuerpo, lo que no se digiere). Solo pasa cerca del **10 %** al nivel siguiente.
- Por eso las cadenas tienen pocos eslabones y hay muchos más herbívoros que carnívoros: la **pirámide de energía** siempre es más ancha en la base.

## Ciclo de la materia
A diferencia de la energía, que **fluye** en un solo sentido y se pierde, la materia **circula**: los descomponedores devuelven el carbono, el nitrógeno y otros elementos al ambiente, y los productores los vuelven a usar.

! Idea clave: la energía **fluye** (no se recicla) y la materia **cicla**.

## Desequilibrios
Si desaparece una especie, se altera toda la red. Ejemplo: la introducción del **castor** en Tierra del Fuego, sin predadores naturales, destruyó bosques nativos de lenga al construir sus diques.`,
    ],
  },
  {
    ...argentina,
    key: 'ar-present-simple-continuous',
    title: 'Inglés: present simple y present continuous',
    description: 'Cuándo usar cada tiempo, cómo se forman las afirmativas, negativas y preguntas, y los verbos que no van en continuous.',
    subject: 'english',
    grades: [8, 9],
    topic: 'ingles/gramatica',
    knowledge: 'lenguas/ingles/presente-simple-y-continuo',
    pages: [
      `## Present simple: hábitos y verdades
Se usa para **rutinas**, **hechos permanentes** y **verdades generales**.
- I **play** football on Saturdays. The sun **rises** in the east. My sister **works** in Córdoba.
- Con he / she / it se agrega **-s**: she **lives**, he **watches** (después de -ch, -sh, -s, -x, -o: **-es**), she **studies** (consonante + y → **-ies**).
- Negativa: **don't / doesn't** + verbo base: He **doesn't like** mate.
- Pregunta: **Do / Does** + sujeto + verbo base: **Does** she **speak** English?
- Palabras clave: **always, usually, often, sometimes, never, every day, on Mondays**.

## Present continuous: lo que pasa ahora
Se usa para acciones **en progreso ahora** o **temporales**, y para **planes futuros** ya arreglados.
= am / is / are + verbo-ing
- I **am studying** for my exam right now. They **are staying** with their grandparents this week.
- Negativa: She **isn't listening**. Pregunta: **Are** you **watching** the match?
- Palabras clave: **now, right now, at the moment, today, this week, Look! Listen!**`,
      `## Comparación
= I **usually walk** to school, but today I**'m taking** the bus because it's raining.
= He **plays** the guitar. (sabe tocar, es un hábito)
= He **is playing** the guitar. (lo está haciendo en este momento)

## Ortografía del -ing
- Regla general: read → **reading**.
- Terminados en -e: se saca la e: write → **writing**, dance → **dancing**.
- Consonante–vocal–consonante con acento final: se duplica: run → **running**, swim → **swimming**, sit → **sitting**.
- Terminados en -ie: lie → **lying**, die → **dying**.

## Verbos de estado
No se usan normalmente en continuous porque expresan estados, no acciones: **like, love, hate, want, need, know, understand, believe, remember, belong, seem**.
= ✗ I am knowing the answer.
= ✓ I **know** the answer.

## Practicá
1. Listen! Someone ___ (knock) at the door. → **is knocking**
2. My dad ___ (cook) asado every Sunday. → **cooks**
3. ___ you ___ (understand) the exercise? → **Do** you **understand**
4. We ___ (not / go) out tonight; we're tired. → **aren't going**

! Truco: si podés decir "**ahora mismo**" o "**estos días**", va present continuous; si podés decir "**siempre**" o "**todos los días**", va present simple.`,
    ],
  },
  {
    ...argentina,
    key: 'ar-soluciones',
    title: 'Soluciones: soluto, solvente y concentración',
    description: 'Qué es una solución, la solubilidad y las formas de expresar la concentración (% m/m, % m/v, g/L y molaridad), con ejercicios resueltos.',
    subject: 'chemistry',
    grades: [10, 11],
    topic: 'quimica/soluciones',
    knowledge: 'ciencias/quimica/soluciones',
    pages: [
      `## ¿Qué es una solución?
Una **solución** es un **sistema homogéneo** formado por dos o más sustancias: a simple vista, y aun con microscopio, se ve una sola fase.
- **Soluto:** la sustancia que se disuelve, en menor proporción (la sal, el azúcar).
- **Solvente:** la que disuelve, en mayor proporción. El **agua** es el solvente más común (solvente universal).
- Ejemplos: el agua de mar, el aire (solución gaseosa), el bronce (solución sólida de cobre y estaño), el mate cocido con azúcar.

## Solubilidad
Es la **máxima cantidad de soluto** que se puede disolver en una cantidad dada de solvente a cierta temperatura (por ejemplo, gramos de soluto cada 100 g de agua).
- **Diluida:** poco soluto respecto del máximo.
- **Concentrada:** mucho soluto, cerca del máximo.
- **Saturada:** tiene el máximo; si se agrega más, queda sin disolver en el fondo.
- **Sobresaturada:** más soluto que el máximo; es inestable.
- En la mayoría de los sólidos la solubilidad **aumenta con la temperatura**; en los gases **disminuye** (por eso una gaseosa caliente pierde el gas).`,
      `## Formas de expresar la concentración
= % m/m = masa de soluto (g) / masa de solución (g) · 100
= % m/v = masa de soluto (g) / volumen de solución (mL) · 100
= g/L = masa de soluto (g) / volumen de solución (L)
= M (molaridad) = moles de soluto / volumen de solución (L)

! Ojo: la masa de la **solución** es la masa del soluto **más** la del solvente.

## Ejercicios resueltos
1. Se disuelven 20 g de azúcar en 180 g de agua. Masa de solución = 200 g. **% m/m = 20 / 200 · 100 = 10 %**.
2. Un suero fisiológico tiene 0,9 % m/v de NaCl. ¿Cuánta sal hay en 500 mL? m = 0,9 · 500 / 100 = **4,5 g**.
3. Se disuelven 29,25 g de NaCl (masa molar 58,5 g/mol) hasta 500 mL de solución. Moles = 29,25 / 58,5 = 0,5 mol. **M = 0,5 / 0,5 = 1 M**.

## Dilución
Cuando se agrega solvente, la **cantidad de soluto no cambia**, solo el volumen:
= C₁ · V₁ = C₂ · V₂
Ejemplo: para preparar 250 mL de una solución 0,2 M a partir de una 1 M: V₁ = 0,2 · 250 / 1 = **50 mL** de la solución concentrada, completando con agua hasta 250 mL.

## Separar los componentes
Como es un sistema homogéneo, se usan métodos de **fraccionamiento**: **destilación** (agua y sal, alcohol y agua) y **cristalización** (obtener los cristales de sal al evaporar el agua).`,
    ],
  },
  {
    ...argentina,
    key: 'ar-geografia-argentina',
    title: 'El relieve y los ambientes de la Argentina',
    description: 'Las grandes unidades del relieve argentino, los climas y los biomas, de la Puna a la Patagonia.',
    subject: 'geography',
    grades: [8, 9],
    topic: 'geografia/geografia-fisica',
    knowledge: 'sociedad/geografia/geografia-de-argentina',
    pages: [
      `## Un territorio extenso
La Argentina tiene una superficie continental de unos **2,8 millones de km²** y se extiende por más de 3700 km de norte a sur, desde La Quiaca hasta Tierra del Fuego. Por eso tiene climas y paisajes muy diferentes. Además reclama las **Islas Malvinas**, las Georgias y Sandwich del Sur y un sector de la **Antártida**.

## Grandes unidades del relieve
- **Cordillera de los Andes:** en el oeste; allí está el **Aconcagua** (6961 m), la montaña más alta de América. Es joven y con volcanes.
- **Puna:** meseta de altura (más de 3500 m) en el noroeste, fría y seca, con salares como las **Salinas Grandes**.
- **Sierras Pampeanas:** sierras antiguas en el centro-oeste (Córdoba, San Luis).
- **Llanura Chaco-Pampeana:** la gran llanura del centro y el norte; en la **Pampa** están los suelos más fértiles del país.
- **Meseta Patagónica:** mesetas escalonadas, áridas y ventosas, al sur del río Colorado.
- **Mesopotamia:** entre los ríos **Paraná** y **Uruguay**; en Misiones, la meseta basáltica con las **Cataratas del Iguazú**.`,
      `## Climas
- **Cálidos:** en el norte; el Chaco tiene las temperaturas más altas; Misiones es húmeda.
- **Templados:** en la región pampeana; lluvias que disminuyen de este a oeste.
- **Áridos:** en el oeste y en la Patagonia extraandina, por el efecto de la cordillera, que frena la humedad del Pacífico (los vientos llegan secos).
- **Fríos:** en la alta montaña, la Puna y el extremo sur; en la Antártida, polar.

## Biomas
- **Selva paranaense** (Misiones): gran biodiversidad, yaguareté.
- **Parque chaqueño:** bosques de quebracho, amenazados por el desmonte.
- **Pastizal pampeano:** gramíneas; hoy casi todo transformado en campos agrícolas y ganaderos.
- **Monte:** arbustos adaptados a la sequedad (jarilla) en el oeste.
- **Estepa patagónica:** matorrales bajos y ovejas; **bosque andino-patagónico** de lengas y coihues en la cordillera.

## Ríos
La **cuenca del Plata**, formada por los ríos Paraná, Uruguay y Paraguay, desemboca en el **Río de la Plata**; es la más importante por su caudal, la navegación y la energía hidroeléctrica (represa de **Yacyretá**).

! Para el mapa: ubicá la cordillera al oeste, la llanura en el centro, la Mesopotamia entre dos ríos y la meseta en el sur.`,
    ],
  },
  {
    ...argentina,
    key: 'ar-energia-mecanica',
    title: 'Energía mecánica: cinética, potencial y conservación',
    description: 'Energía cinética y potencial gravitatoria, el principio de conservación de la energía mecánica y el trabajo del rozamiento, con problemas resueltos.',
    subject: 'physics',
    grades: [10, 11],
    topic: 'fisica/energia',
    knowledge: 'ciencias/fisica/energia-mecanica',
    pages: [
      `## Energía cinética
Es la energía que tiene un cuerpo por estar en **movimiento**.
= Ec = ½ · m · v²        (m en kg, v en m/s, Ec en joules J)
Como depende de v², si la velocidad se **duplica**, la energía cinética se **cuadruplica**: por eso un choque a 100 km/h es mucho más grave que uno a 50 km/h.

## Energía potencial gravitatoria
Es la energía que tiene un cuerpo por su **altura** respecto de un nivel de referencia.
= Ep = m · g · h        (g ≈ 9,8 m/s², h en m)

## Energía mecánica
= Em = Ec + Ep

### Ejemplo
Una pelota de 0,5 kg está a 4 m de altura y se mueve a 6 m/s.
= Ec = ½ · 0,5 · 6² = 9 J
= Ep = 0,5 · 9,8 · 4 = 19,6 J
= Em = 28,6 J`,
      `## Conservación de la energía mecánica
Si **no hay rozamiento** (solo actúa el peso), la energía mecánica se **conserva**: la que pierde un tipo de energía la gana el otro.
= Em inicial = Em final        ½ m v₁² + m g h₁ = ½ m v₂² + m g h₂

### Ejemplo: caída desde una altura
Se suelta una piedra desde 20 m. Arriba: Ec = 0 y Ep = m · 9,8 · 20. Abajo: Ep = 0. Igualando: ½ v² = 9,8 · 20 → v² = 392 → **v ≈ 19,8 m/s**. Fijate que el resultado **no depende de la masa**.

### Ejemplo: montaña rusa
Un carrito parte del reposo a 30 m de altura. ¿Con qué velocidad pasa por un punto a 10 m? ½ v² = 9,8 · (30 − 10) → v² = 392 → **v ≈ 19,8 m/s**.

## Con rozamiento
Si hay rozamiento, parte de la energía mecánica se transforma en **calor**. La energía total se sigue conservando, pero la mecánica disminuye:
= Em final = Em inicial − |W rozamiento|

## Trabajo y potencia
- **Trabajo:** W = F · d · cos α (en J). Una fuerza hace trabajo cuando desplaza su punto de aplicación.
- **Potencia:** P = W / t (en watts, W).

! Principio general: la energía **no se crea ni se destruye, solo se transforma**. En una represa, la Ep del agua se transforma en Ec y luego en energía eléctrica.`,
    ],
  },
  {
    ...argentina,
    key: 'ar-martin-fierro',
    title: 'El Martín Fierro y la literatura gauchesca',
    description: 'Qué es la gauchesca, el poema de José Hernández en sus dos partes, sus temas, su forma y por qué es un clásico argentino.',
    subject: 'literature',
    grades: [10, 11],
    topic: 'lengua-y-literatura/movimientos-literarios',
    knowledge: 'lenguas/lengua-y-literatura/literatura-gauchesca',
    pages: [
      `## La literatura gauchesca
Es un género del siglo XIX, propio del Río de la Plata, escrito por autores **letrados** que imitan la **voz y el habla del gaucho**: su vocabulario rural, sus giros y su pronunciación ("naides", "ande", "ansí"). Se inicia con los cielitos de **Bartolomé Hidalgo** en tiempos de la Independencia y sigue con **Hilario Ascasubi** y **Estanislao del Campo** (**Fausto**, 1866). Su obra cumbre es el **Martín Fierro** de **José Hernández**.

## El contexto
Hacia 1870 el gaucho era perseguido: las **levas** lo obligaban a servir en los fortines de frontera contra los indígenas, y la ley de vagos lo castigaba si no tenía un patrón. Hernández, periodista y político federal, escribió el poema también como **denuncia** de esa situación frente al gobierno de Sarmiento.

## La ida (1872)
Martín Fierro, gaucho cantor que vivía con su familia, es llevado por la fuerza a la **frontera**. Allí sufre hambre, castigos y abusos. Deserta y, al volver, encuentra su rancho destruido y a su familia dispersa. Se vuelve un gaucho **matrero** (fuera de la ley), mata a un hombre en una pelea y es perseguido por la policía. El sargento **Cruz** se pasa a su lado y juntos se van a vivir entre los indígenas.`,
      `## La vuelta (1879)
Siete años después, más reflexivo, Fierro vuelve: Cruz ha muerto de viruela. Fierro salva a una cautiva, regresa a la civilización, se reencuentra con sus **hijos** y con el hijo de Cruz, y escucha sus historias, como los consejos del **Viejo Vizcacha**. En la **payada** con el Moreno, hermano de un hombre al que Fierro había matado, evitan una nueva pelea. Termina con los **consejos** de Fierro a sus hijos: "Los hermanos sean unidos / porque esa es la ley primera".

## La forma
- Poema narrativo en primera persona, en **sextinas** (estrofas de seis versos octosílabos) con rima consonante en los versos 2–3, 4–5 y 6 con el 2 (ABBCCB).
- Comienza como el canto de un **payador**: "Aquí me pongo a cantar / al compás de la vigüela".
- Usa el habla gauchesca, refranes y comparaciones tomadas del campo.

## Temas
- La **injusticia** social y el abuso de la autoridad.
- La **libertad** y el desarraigo.
- La **amistad** (Fierro y Cruz).
- El cambio de la Ida (rebeldía) a la Vuelta (integración y consejos).

! En 1913 **Leopoldo Lugones** lo consagró como el poema nacional. Por el nacimiento de José Hernández, el **10 de noviembre** es el **Día de la Tradición**.`,
    ],
  },
  {
    ...peru,
    key: 'pe-razones-trigonometricas',
    title: 'Razones trigonométricas en el triángulo rectángulo',
    description: 'Seno, coseno y tangente, los triángulos notables de 30°, 45°, 60° y 37°, 53°, y problemas de ángulos de elevación.',
    subject: 'mathematics',
    grades: [9, 10],
    topic: 'matematicas/geometria',
    knowledge: 'matematicas/geometria/razones-trigonometricas',
    pages: [
      `## Los lados respecto de un ángulo agudo
En un triángulo rectángulo, para un ángulo agudo α:
- **Hipotenusa (H):** el lado opuesto al ángulo recto, el mayor.
- **Cateto opuesto (CO):** el que está frente a α.
- **Cateto adyacente (CA):** el que forma α junto con la hipotenusa.

## Las seis razones
= sen α = CO / H        csc α = H / CO
= cos α = CA / H        sec α = H / CA
= tan α = CO / CA       cot α = CA / CO
Las de la derecha son las **recíprocas**: sen α · csc α = 1, cos α · sec α = 1, tan α · cot α = 1.

### Ejemplo
Catetos 3 y 4, hipotenusa 5 (por Pitágoras: 3² + 4² = 5²). Para el ángulo opuesto al lado 3: sen α = 3/5, cos α = 4/5, tan α = 3/4.

## Razones de ángulos complementarios
Si α + β = 90°, entonces **sen α = cos β**, **tan α = cot β** y **sec α = csc β**. Ejemplo: sen 20° = cos 70°.`,
      `## Triángulos notables
- **45° y 45°:** lados en proporción k, k, k√2. → sen 45° = cos 45° = √2/2; tan 45° = 1.
- **30° y 60°:** lados k (frente a 30°), k√3 (frente a 60°) y 2k (hipotenusa). → sen 30° = 1/2, cos 30° = √3/2, tan 30° = √3/3; sen 60° = √3/2, cos 60° = 1/2, tan 60° = √3.
- **37° y 53°** (aproximado): lados 3k (frente a 37°), 4k (frente a 53°) y 5k. → sen 37° = 3/5, cos 37° = 4/5, tan 37° = 3/4.

! Los triángulos de 37° y 53° son **aproximados** (el ángulo real es 36.87°), pero se usan muchísimo en los problemas de admisión.

## Ángulos de elevación y depresión
Se miden desde la **horizontal** de la vista del observador: hacia arriba, **elevación**; hacia abajo, **depresión**.

### Problema
Desde un punto del suelo, a 24 m de la base de una torre, se ve su parte más alta con un ángulo de elevación de 37°. ¿Cuál es la altura de la torre?
= tan 37° = h / 24
= 3/4 = h / 24 → h = 18 m

### Otro problema
Una escalera de 10 m se apoya en una pared formando 60° con el suelo. ¿A qué altura llega? sen 60° = h / 10 → h = 10 · √3/2 = **5√3 ≈ 8.66 m**.

## Consejo
Dibuja siempre el triángulo, marca el ángulo dado y nombra los lados **desde ese ángulo**: el cateto opuesto cambia si cambias de ángulo.`,
    ],
  },
  {
    ...peru,
    key: 'pe-mitosis-meiosis',
    title: 'Mitosis y meiosis: fases y diferencias',
    description: 'El ciclo celular, las fases de la mitosis, las dos divisiones de la meiosis y un cuadro comparativo para el examen de admisión.',
    subject: 'biology',
    grades: [9, 10],
    topic: 'biologia/la-celula',
    knowledge: 'ciencias/biologia/mitosis-y-meiosis',
    pages: [
      `## El ciclo celular
La vida de una célula que se divide tiene dos grandes etapas:
- **Interfase** (la más larga): la célula crece y en la **fase S duplica su ADN**; cada cromosoma queda formado por **dos cromátidas hermanas** unidas por el centrómero.
- **División:** mitosis (reparto del núcleo) y **citocinesis** (reparto del citoplasma).

## La mitosis
Produce **dos células hijas idénticas** a la madre y con el **mismo número de cromosomas** (en humanos, 46: son **diploides**, 2n). Sirve para el **crecimiento**, la **reparación** de tejidos y la reproducción asexual.
1. **Profase:** los cromosomas se condensan y se hacen visibles; desaparece la membrana nuclear; se forma el **huso acromático**.
2. **Metafase:** los cromosomas se alinean en el **plano ecuatorial**.
3. **Anafase:** las cromátidas hermanas se separan y viajan a los polos opuestos.
4. **Telofase:** se forman dos núcleos nuevos; los cromosomas se descondensan.

! Regla para recordar el orden: **P-M-A-T** (Profase, Metafase, Anafase, Telofase).`,
      `## La meiosis
Ocurre en las células que forman los **gametos** (óvulos y espermatozoides). Produce **cuatro células** con la **mitad de cromosomas** (23 en humanos: son **haploides**, n), todas **diferentes**. Así, en la fecundación (n + n) se recupera el número 2n.

### Meiosis I (reduccional)
- **Profase I:** los cromosomas homólogos se aparean y ocurre el **entrecruzamiento** (crossing-over): intercambian fragmentos, lo que produce nuevas combinaciones de genes.
- **Metafase I:** los pares de homólogos se alinean en el ecuador.
- **Anafase I:** se separan los **cromosomas homólogos** (no las cromátidas).
- **Telofase I:** quedan dos células haploides.

### Meiosis II (ecuacional)
Es parecida a una mitosis: en cada una de las dos células se separan las **cromátidas hermanas**. Resultado: **cuatro células haploides**.

## Cuadro comparativo
= Mitosis: 1 división · 2 células · 2n → 2n · hijas idénticas · células somáticas
= Meiosis: 2 divisiones · 4 células · 2n → n · hijas distintas · formación de gametos

## Importancia de la meiosis
Genera **variabilidad genética** por el entrecruzamiento y por la distribución al azar de los cromosomas; esa variabilidad es la base de la **evolución**. Los errores en la separación de cromosomas pueden causar alteraciones como el **síndrome de Down** (trisomía del par 21).`,
    ],
  },
  {
    ...peru,
    key: 'pe-will-going-to',
    title: 'Inglés: el futuro con will y going to',
    description: 'Las diferencias entre will y going to para predicciones, decisiones y planes, con su forma negativa e interrogativa.',
    subject: 'english',
    grades: [8, 9],
    topic: 'ingles/gramatica',
    knowledge: 'lenguas/ingles/futuro',
    pages: [
      `## Will
= Sujeto + will + verbo base
- Negativa: **won't** (will not). Pregunta: **Will** you **help** me?
- Es igual para todas las personas: I / she / they **will go**.

### Usos de will
1. **Decisiones espontáneas**, tomadas en el momento de hablar: "It's cold." – "I**'ll close** the window."
2. **Predicciones** basadas en opiniones o creencias: I think Peru **will win** the match. Con **I think, I hope, probably, maybe**.
3. **Promesas, ofrecimientos y pedidos**: I **will call** you tonight, I promise. **Will** you **open** the door, please?

## Going to
= Sujeto + am / is / are + going to + verbo base
- I **am going to study** medicine. She **isn't going to travel** this year. **Are** they **going to visit** Cusco?

### Usos de going to
1. **Planes e intenciones** decididos antes de hablar: We**'re going to visit** Machu Picchu next July (ya compramos los pasajes).
2. **Predicciones con evidencia** presente: Look at those black clouds! It**'s going to rain**.`,
      `## Will o going to: compara
= A: "We don't have any bread." B: "I**'ll buy** some." (decide en ese momento)
= A: "Why are you taking your bag?" B: "I**'m going to buy** some bread." (ya lo había decidido)

= I think it **will be** sunny tomorrow. (opinión)
= The sky is clear; it**'s going to be** a sunny day. (evidencia)

## Otras formas de futuro
- **Present continuous** para citas y planes ya arreglados, con hora o fecha: I**'m meeting** my friends at 6 p.m. / We**'re flying** to Arequipa on Friday.
- **Present simple** para horarios oficiales: The bus **leaves** at 8:30.

## Palabras que indican futuro
tomorrow, next week, next year, tonight, soon, in two days, in 2030.

## Practica
1. "The phone is ringing." – "OK, I ___ (answer) it." → **'ll answer**
2. She has bought the paint; she ___ (paint) her room this weekend. → **is going to paint**
3. Watch out! You ___ (fall)! → **are going to fall**
4. I'm sure you ___ (pass) the admission exam. → **will pass**

! Clave: ¿la decisión se toma **ahora**? → will. ¿Ya estaba **decidida** o hay una **evidencia** visible? → going to.`,
    ],
  },
  {
    ...peru,
    key: 'pe-nomenclatura-inorganica',
    title: 'Nomenclatura inorgánica: óxidos, hidróxidos, ácidos y sales',
    description: 'Las funciones químicas inorgánicas, los números de oxidación y cómo nombrar compuestos con la nomenclatura tradicional, Stock y sistemática.',
    subject: 'chemistry',
    grades: [9, 10],
    topic: 'quimica/nomenclatura',
    knowledge: 'ciencias/quimica/nomenclatura-inorganica',
    pages: [
      `## Números de oxidación (estados de oxidación)
Indican la carga aparente de un átomo en un compuesto. Algunos que conviene memorizar:
- Hidrógeno: **+1** (−1 en los hidruros metálicos). Oxígeno: **−2** (−1 en los peróxidos).
- Metales del grupo 1 (Na, K): **+1**. Grupo 2 (Ca, Mg): **+2**. Aluminio: **+3**.
- Hierro: +2 y +3. Cobre: +1 y +2. Azufre: −2, +4, +6. Nitrógeno: +3, +5. Cloro: −1, +1, +3, +5, +7.
- En un compuesto neutro, la **suma** de los números de oxidación es **cero**.

## Las funciones inorgánicas
= metal + O₂ → óxido básico;        óxido básico + H₂O → hidróxido
= no metal + O₂ → óxido ácido (anhídrido);        óxido ácido + H₂O → ácido oxácido
= ácido + hidróxido → sal + agua        (neutralización)

## Óxidos básicos
Metal + oxígeno. Se formulan cruzando los números de oxidación: Fe³⁺ y O²⁻ → **Fe₂O₃**.
- Tradicional: terminación **-oso** (menor valencia) e **-ico** (mayor): FeO óxido **ferroso**; Fe₂O₃ óxido **férrico**.
- Stock: óxido de hierro **(II)**, óxido de hierro **(III)**.
- Sistemática: **monóxido** de hierro, **trióxido de dihierro**.`,
      `## Óxidos ácidos (anhídridos)
No metal + oxígeno. Ejemplos: **CO₂** (anhídrido carbónico, dióxido de carbono), **SO₃** (anhídrido sulfúrico, trióxido de azufre). Con cuatro valencias se usan los prefijos **hipo-…-oso**, **-oso**, **-ico** y **per-…-ico** (los del cloro: Cl₂O hipocloroso, Cl₂O₃ cloroso, Cl₂O₅ clórico, Cl₂O₇ perclórico).

## Hidróxidos (bases)
Óxido básico + agua; tienen el grupo **OH⁻**. NaOH hidróxido de sodio (soda cáustica), Ca(OH)₂ hidróxido de calcio (cal apagada), Fe(OH)₃ hidróxido férrico.

## Ácidos
- **Hidrácidos:** H + no metal, sin oxígeno; en solución se nombran "ácido …**hídrico**": HCl ácido **clorhídrico**, H₂S ácido **sulfhídrico**.
- **Oxácidos:** anhídrido + agua: SO₃ + H₂O → **H₂SO₄** (ácido sulfúrico); CO₂ + H₂O → H₂CO₃ (ácido carbónico); N₂O₅ + H₂O → 2 HNO₃ (ácido nítrico).

## Sales
Resultan de reemplazar los hidrógenos de un ácido por un metal. Cambian las terminaciones del ácido:
= -hídrico → -uro        HCl → NaCl, cloruro de sodio
= -oso → -ito            H₂SO₃ → Na₂SO₃, sulfito de sodio
= -ico → -ato            H₂SO₄ → CaSO₄, sulfato de calcio

! Regla para recordarlo: "el **oso** sale con **pito**, el **pico** con **pato**" (-oso → -ito, -ico → -ato).`,
    ],
  },
  {
    ...peru,
    key: 'pe-regiones-naturales',
    title: 'Las ocho regiones naturales del Perú',
    description: 'La propuesta de Javier Pulgar Vidal: las ocho regiones según la altitud, con su clima, su relieve y sus actividades.',
    subject: 'geography',
    grades: [7, 8],
    topic: 'geografia/geografia-fisica',
    knowledge: 'sociedad/geografia/regiones-naturales-del-peru',
    pages: [
      `## Más allá de costa, sierra y selva
La división tradicional del Perú en **costa, sierra y selva** es sencilla pero no muestra toda la diversidad del país. En **1941** el geógrafo **Javier Pulgar Vidal** propuso **ocho regiones naturales**, definidas por la **altitud**, el clima, la flora, la fauna y las actividades humanas, y usando nombres tradicionales de origen quechua. La cordillera de los **Andes** es la que crea esta variedad.

## Vertiente occidental y Andes
1. **Chala o Costa** (0–500 m): clima templado y desértico por la **corriente de Humboldt**, fría, que casi no deja llover; valles fértiles donde llegan los ríos; ciudades como Lima, Trujillo y Chiclayo.
2. **Yunga** (500–2300 m): valles estrechos con sol todo el año; frutales como la chirimoya y la palta.
3. **Quechua** (2300–3500 m): clima templado; la región más poblada de los Andes; maíz, papa, trigo; ciudades como Cusco, Arequipa y Huancayo.
4. **Suni o Jalca** (3500–4000 m): clima frío; cultivos andinos como la **quinua**, la oca y la cañihua.
5. **Puna** (4000–4800 m): frío intenso y heladas; pastos de **ichu**; crianza de **llamas y alpacas**; el lago **Titicaca**.
6. **Janca o Cordillera** (más de 4800 m): nieves perpetuas y glaciares; el **Huascarán** (6768 m), el pico más alto del Perú.`,
      `## Vertiente oriental
7. **Rupa Rupa o Selva Alta** (400–1000 m): la región **más lluviosa**; bosques nublados, cascadas; café, cacao, té, frutas tropicales.
8. **Omagua o Selva Baja** (80–400 m): llanura amazónica con grandes ríos (Amazonas, Ucayali, Marañón); clima cálido y húmedo; **Iquitos**, la ciudad más grande sin acceso por carretera.

## Por qué el Perú es tan diverso
- Está en la zona **tropical**, pero la **altitud** de los Andes crea climas fríos a poca distancia de los cálidos.
- La **corriente de Humboldt** enfría la costa, la vuelve árida y hace muy rico el mar peruano (la **anchoveta**).
- El Perú es uno de los países **megadiversos**: tiene la mayoría de las zonas de vida del planeta.

! Ordena las regiones de la costa a la cumbre: **Chala – Yunga – Quechua – Suni – Puna – Janca**; y de la montaña a la llanura amazónica: **Rupa Rupa – Omagua**.

## Pregunta tipo admisión
¿En qué región se crían principalmente llamas y alpacas? – En la **Puna**, porque sus pastos de ichu resisten el frío y la altitud.`,
    ],
  },
  {
    ...peru,
    key: 'pe-caida-libre',
    title: 'Movimiento vertical de caída libre (MVCL)',
    description: 'Las fórmulas de la caída libre, el tiempo de subida y la altura máxima, con problemas resueltos usando g = 10 m/s².',
    subject: 'physics',
    grades: [9, 10],
    topic: 'fisica/cinematica',
    knowledge: 'ciencias/fisica/caida-libre',
    pages: [
      `## ¿Qué es la caída libre?
Es el movimiento vertical de un cuerpo en el que solo actúa su **peso**, sin resistencia del aire. Es un **MRUV** con aceleración constante igual a la **gravedad**: g = 9.8 m/s², que en los problemas se redondea a **g = 10 m/s²**.
Galileo mostró que, sin aire, **todos los cuerpos caen con la misma aceleración**, sin importar su masa.

## Fórmulas
= vf = vi ± g·t
= h = vi·t ± g·t²/2
= vf² = vi² ± 2·g·h
= h = ((vi + vf) / 2)·t
Se usa **+** cuando el cuerpo **baja** (su rapidez aumenta) y **−** cuando **sube** (su rapidez disminuye).

## Propiedades cuando se lanza hacia arriba
- En la **altura máxima** la velocidad es **cero**.
- **Tiempo de subida:** ts = vi / g. El tiempo de bajada hasta el mismo nivel es igual.
- **Altura máxima:** Hmáx = vi² / (2g).
- Al pasar por un mismo nivel, la rapidez de subida y la de bajada son **iguales**.`,
      `## Problemas resueltos (g = 10 m/s²)
### 1. Se suelta una piedra
Se deja caer una piedra desde lo alto de un edificio y llega al suelo en 3 s. ¿Qué altura tiene el edificio y con qué rapidez llega?
= h = 0·3 + 10·3²/2 = 45 m
= vf = 0 + 10·3 = 30 m/s

### 2. Se lanza hacia arriba
Una pelota se lanza verticalmente hacia arriba con 40 m/s.
= ts = 40 / 10 = 4 s        (tiempo de subida)
= Hmáx = 40² / (2·10) = 80 m
= t de vuelo = 2·4 = 8 s        (vuelve al punto de lanzamiento)

### 3. Velocidad a cierta altura
¿Qué rapidez tiene la pelota anterior cuando está a 35 m de altura?
= vf² = 40² − 2·10·35 = 1600 − 700 = 900 → vf = 30 m/s
(Tiene 30 m/s al subir y también 30 m/s al bajar por ese punto.)

## Truco: los números de Galileo
Un cuerpo que parte del reposo recorre, en segundos sucesivos, distancias proporcionales a **1, 3, 5, 7…**: con g = 10 m/s², **5 m, 15 m, 25 m, 35 m…**

! Antes de reemplazar, decide si el cuerpo sube (−) o baja (+), y recuerda que en el punto más alto la velocidad es cero pero la aceleración **sigue siendo g**.`,
    ],
  },
  {
    ...peru,
    key: 'pe-indigenismo',
    title: 'El indigenismo en la literatura peruana: Ciro Alegría y José María Arguedas',
    description: 'Qué es la narrativa indigenista, sus etapas y autores, con El mundo es ancho y ajeno y Los ríos profundos.',
    subject: 'literature',
    grades: [10, 11],
    topic: 'lengua-y-literatura/movimientos-literarios',
    knowledge: 'lenguas/lengua-y-literatura/indigenismo',
    pages: [
      `## ¿Qué es el indigenismo?
Es un movimiento literario y cultural que pone en el centro al **indígena andino** y denuncia la **explotación** que sufría por parte de los **gamonales** (grandes terratenientes), las autoridades y, a veces, la Iglesia. En el Perú se desarrolló sobre todo entre **1920 y 1960**, junto con debates políticos sobre el "problema del indio", como los de **José Carlos Mariátegui** en **Siete ensayos de interpretación de la realidad peruana** (1928).

## Antecedentes
- **Clorinda Matto de Turner**, **Aves sin nido** (1889): denuncia los abusos contra los indígenas en un pueblo andino; se considera precursora.
- **Manuel González Prada**: ensayos que critican la situación del indio ("Nuestros indios").
- **Enrique López Albújar**, **Cuentos andinos** (1920).

## Rasgos
- Ambientes **rurales andinos**: la comunidad, la hacienda, el pueblo.
- **Denuncia social** del despojo de tierras y del trabajo forzado.
- Valoración de la **comunidad indígena** (el ayllu) y de su cultura.
- Incorporación de palabras y giros del **quechua**.`,
      `## Ciro Alegría (1909–1967)
**El mundo es ancho y ajeno** (1941). La comunidad de **Rumi**, dirigida por el alcalde **Rosendo Maqui**, vive en armonía con su tierra hasta que el hacendado **Álvaro Amenábar** se la arrebata con engaños legales. Los comuneros son desplazados a tierras peores, a las minas o a las plantaciones de la selva: para ellos el mundo es "ancho", pero siempre "ajeno". Otras obras: **La serpiente de oro** (1935), **Los perros hambrientos** (1939).

## José María Arguedas (1911–1969)
Creció entre comuneros indígenas y aprendió el **quechua** como primera lengua; por eso muestra el mundo andino **desde dentro**. Se le considera el paso del indigenismo al **neoindigenismo**.
- **Los ríos profundos** (1958): el adolescente **Ernesto**, estudiante en un colegio religioso de Abancay, vive el choque entre el mundo andino, que ama, y la sociedad injusta que lo rodea. Destacan el **zumbayllu** (un trompo que para él tiene poder mágico) y el motín de las **chicheras**.
- Otras obras: **Agua** (1935), **Yawar Fiesta** (1941), **Todas las sangres** (1964).
- Su lenguaje **recrea el ritmo del quechua** en español y está lleno de música (huaynos) y naturaleza.

! Diferencia clave: el **indigenismo** (Alegría) describe al indígena con simpatía pero desde fuera; el **neoindigenismo** (Arguedas) lo muestra desde su propia visión del mundo, con elementos míticos y lingüísticos andinos.`,
    ],
  },
];
