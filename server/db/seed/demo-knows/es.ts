// Spanish demo knows (Spain, content language es). Grade levels count school years: 7 = 1.º ESO … 10 = 4.º ESO,
// 11 = 1.º Bachillerato, 12 = 2.º Bachillerato.
import type { DemoKnow } from './types';

const base = { country: 'ES', language: 'es', knower: 'lucia.fernandez' } as const;

export const SPANISH_KNOWS: DemoKnow[] = [
  {
    ...base,
    key: 'es-ecuaciones-segundo-grado',
    title: 'Ecuaciones de segundo grado',
    description: 'Fórmula general, discriminante y ecuaciones incompletas con ejemplos resueltos.',
    subject: 'mathematics',
    grades: [9, 10],
    topic: 'matematicas/algebra',
    knowledge: 'matematicas/algebra/ecuaciones-de-segundo-grado',
    pages: [
      `## Forma general
Una ecuación de segundo grado tiene la forma:
= ax² + bx + c = 0    con a ≠ 0
Puede tener **dos**, **una** o **ninguna** solución real.

## La fórmula general
= x = (−b ± √(b² − 4ac)) / 2a

### El discriminante
Se llama **discriminante** a Δ = b² − 4ac:
- Δ > 0: dos soluciones reales distintas.
- Δ = 0: una solución doble.
- Δ < 0: no tiene solución real.

! Antes de aplicar la fórmula, pasa todo a un lado e iguala a cero.

## Ejemplo resuelto
= x² − 5x + 6 = 0   (a = 1, b = −5, c = 6)
= Δ = (−5)² − 4 · 1 · 6 = 25 − 24 = 1
= x = (5 ± 1) / 2  ⇒  x₁ = 3, x₂ = 2
Comprobación: 3² − 5 · 3 + 6 = 9 − 15 + 6 = 0 ✓

## Suma y producto de las raíces
Si x₁ y x₂ son las soluciones: x₁ + x₂ = −b/a y x₁ · x₂ = c/a. En el ejemplo: 3 + 2 = 5 y 3 · 2 = 6.`,
      `## Ecuaciones incompletas (sin fórmula)
### Falta c: ax² + bx = 0
Se saca factor común x.
= 2x² − 8x = 0  ⇒  2x(x − 4) = 0  ⇒  x = 0 o x = 4

### Falta b: ax² + c = 0
Se despeja x².
= 3x² − 27 = 0  ⇒  x² = 9  ⇒  x = ±3

## Ecuaciones que hay que preparar
= (x + 2)² = 2x + 7
= x² + 4x + 4 = 2x + 7
= x² + 2x − 3 = 0  ⇒  x = (−2 ± √16) / 2  ⇒  x₁ = 1, x₂ = −3

## Problema
El área de un rectángulo es 40 m² y su largo mide 3 m más que su ancho. ¿Cuáles son sus dimensiones?
= x(x + 3) = 40  ⇒  x² + 3x − 40 = 0
= x = (−3 ± √169) / 2 = (−3 ± 13) / 2  ⇒  x = 5 (la solución −8 no vale para una longitud)
El rectángulo mide **5 m de ancho y 8 m de largo**.

## Errores típicos
- Olvidar el signo de b: si b = −5, entonces −b = 5.
- Calcular (−5)² como −25: el cuadrado de un número negativo es positivo.
- Dividir entre x en 2x² − 8x = 0: ¡se pierde la solución x = 0!

## Ejercicios
1. x² − 7x + 10 = 0   2. x² + 6x + 9 = 0   3. x² + x + 5 = 0
**Soluciones:** 1. x = 5, x = 2   2. x = −3 (doble)   3. no tiene solución real (Δ = −19)`,
    ],
  },
  {
    ...base,
    key: 'es-guerra-civil',
    title: 'La Guerra Civil española (1936–1939)',
    description: 'Causas, los dos bandos, las fases de la guerra y sus consecuencias.',
    subject: 'history',
    grades: [10, 12],
    topic: 'historia/espana-siglo-xx',
    knowledge: 'sociedad/historia/guerra-civil-espanola',
    pages: [
      `## Antecedentes: la Segunda República (1931–1936)
- **14 de abril de 1931:** se proclama la Segunda República tras las elecciones municipales; Alfonso XIII se exilia.
- **Constitución de 1931:** sufragio universal (las mujeres votan por primera vez en 1933), separación Iglesia-Estado, reformas agraria, militar y educativa.
- **Bienio reformista** (1931–1933), **bienio radical-cedista** (1933–1936) y revolución de Asturias (1934).
- **Febrero de 1936:** gana el **Frente Popular**. Aumenta la violencia política; el asesinato de José Calvo Sotelo (13 de julio de 1936) precipita la sublevación.

## Causas de la guerra
- fuerte polarización política entre izquierdas y derechas;
- conflictos sociales: reforma agraria, tensiones con la Iglesia y el ejército;
- un sector del ejército contrario a las reformas republicanas.

## El golpe de Estado
El **17-18 de julio de 1936** un sector del ejército se subleva en Marruecos y en la península. El golpe fracasa en las grandes ciudades (Madrid, Barcelona, Valencia, Bilbao) y España queda dividida: empieza la guerra.

! Recuerda: el golpe fracasó como golpe rápido; su fracaso parcial convirtió el conflicto en una guerra de casi tres años.`,
      `## Los dos bandos
- **Bando republicano:** gobierno legal, partidos de izquierda, sindicatos (UGT, CNT), nacionalistas vascos y catalanes. Apoyo de la **URSS** y de las **Brigadas Internacionales**.
- **Bando sublevado (nacional):** militares, monárquicos, Falange, carlistas, gran parte de la Iglesia. Apoyo de la **Alemania nazi** (Legión Cóndor) y la **Italia fascista**. Desde octubre de 1936, **Francisco Franco** es el jefe único.
- Reino Unido y Francia impulsaron el **Comité de No Intervención**.

## Fases de la guerra
1. **1936 – batalla de Madrid:** los sublevados no logran tomar la capital («¡No pasarán!»).
2. **1937 – campaña del Norte:** caída del País Vasco, Santander y Asturias. **Bombardeo de Guernica** (26 de abril de 1937) por la Legión Cóndor, inmortalizado por Picasso.
3. **1938 – batalla del Ebro:** la más larga y sangrienta; derrota republicana.
4. **1939 – fin:** caída de Cataluña y de Madrid. El **1 de abril de 1939** Franco firma el último parte de guerra.

## Consecuencias
- cientos de miles de muertos y una dura represión en la posguerra;
- unos 450 000 exiliados en 1939 (muchos a Francia y a México);
- destrucción económica: la «posguerra» y la autarquía, años del hambre y las cartillas de racionamiento;
- la **dictadura franquista** hasta la muerte de Franco en 1975.

## Para el examen
Un comentario de texto histórico siempre incluye: clasificación del texto (tipo, autor, fecha), ideas principales, contexto histórico y conclusión.`,
    ],
  },
  {
    ...base,
    key: 'es-romanticismo',
    title: 'El Romanticismo en la literatura española',
    description: 'Características del movimiento, Bécquer, Espronceda, Larra y Zorrilla.',
    subject: 'literature',
    grades: [10, 11],
    topic: 'lengua-y-literatura/movimientos-literarios',
    knowledge: 'lenguas/lengua-y-literatura/romanticismo',
    pages: [
      `## Contexto
El Romanticismo nace en Alemania e Inglaterra a finales del siglo XVIII y llega a España hacia **1833**, tras la muerte de Fernando VII, cuando regresan los liberales exiliados. Es una reacción contra el racionalismo y las normas del Neoclasicismo.

## Características
- **Subjetivismo:** el «yo» del autor y sus sentimientos ocupan el centro.
- **Ansia de libertad:** política, personal y artística (se rompen las reglas clásicas, se mezclan géneros y estrofas).
- **Insatisfacción y pesimismo:** el héroe romántico choca con la realidad; el amor suele ser imposible.
- **Evasión:** hacia la Edad Media, lo exótico (Oriente) o lo sobrenatural.
- **Naturaleza** que refleja el estado de ánimo: noches, tormentas, ruinas, cementerios.
- **Nacionalismo:** interés por la historia, las leyendas y el folclore.

## José de Espronceda (1808–1842)
Poeta del Romanticismo exaltado. En la **«Canción del pirata»** el pirata simboliza la libertad absoluta:
= «Que es mi barco mi tesoro, / que es mi dios la libertad, / mi ley, la fuerza y el viento, / mi única patria, la mar.»
Otras obras: *El estudiante de Salamanca*, *El diablo mundo*.`,
      `## Mariano José de Larra (1809–1837)
Periodista y autor de **artículos de costumbres** en los que critica con ironía los defectos de la sociedad española: la pereza y la burocracia («Vuelva usted mañana»), la falta de cultura, la situación política. Se suicidó en 1837, con solo 27 años.

## José Zorrilla (1817–1893)
Autor del drama romántico más popular: **Don Juan Tenorio** (1844). El seductor don Juan se salva al final gracias al amor de doña Inés – a diferencia del don Juan de Tirso de Molina, que se condena. Se representa tradicionalmente el **1 de noviembre**, día de Todos los Santos.

## Gustavo Adolfo Bécquer (1836–1870)
Poeta del Romanticismo tardío e introspectivo. Sus **Rimas** son poemas breves, íntimos y musicales sobre la poesía, el amor, el desengaño y la muerte.
= «¿Qué es poesía?, dices mientras clavas / en mi pupila tu pupila azul. / ¿Qué es poesía? ¿Y tú me lo preguntas? / Poesía... eres tú.» (Rima XXI)
Sus **Leyendas** en prosa (*Los ojos verdes*, *El monte de las ánimas*) mezclan misterio y lo sobrenatural.

## Rosalía de Castro (1837–1885)
Junto con Bécquer, figura del Romanticismo tardío: *Cantares gallegos* (1863), en gallego, y *En las orillas del Sar* (1884), en castellano.

! Esquema para el examen: autor → obra → tema → rasgo romántico → cita breve.

## Resumen
- Primer Romanticismo (exaltado, 1833–1850): Espronceda, Larra, Zorrilla, el Duque de Rivas (*Don Álvaro o la fuerza del sino*, 1835).
- Romanticismo tardío (intimista, desde 1850): Bécquer y Rosalía de Castro.`,
    ],
  },
  {
    ...base,
    key: 'es-leyes-newton',
    title: 'Las leyes de Newton',
    description: 'Inercia, ley fundamental de la dinámica y acción-reacción con problemas resueltos.',
    subject: 'physics',
    grades: [10, 11],
    topic: 'fisica/dinamica',
    knowledge: 'ciencias/fisica/leyes-de-newton',
    pages: [
      `## Fuerza: conceptos básicos
Una **fuerza** es toda causa capaz de modificar el estado de movimiento de un cuerpo o de deformarlo. Es una magnitud **vectorial**: tiene módulo, dirección y sentido. Su unidad en el SI es el **newton (N)**.

## Primera ley: principio de inercia
Si sobre un cuerpo no actúa ninguna fuerza, o la resultante de las fuerzas es cero, el cuerpo permanece **en reposo** o se mueve con **movimiento rectilíneo uniforme** (MRU).
- Ejemplo: al frenar un autobús, los pasajeros se inclinan hacia delante.
- Por eso es obligatorio el cinturón de seguridad.

## Segunda ley: ley fundamental de la dinámica
La fuerza resultante que actúa sobre un cuerpo es igual al producto de su masa por la aceleración que adquiere:
= ΣF = m · a        1 N = 1 kg · m/s²

### Ejemplo
¿Qué fuerza hay que aplicar a una moto de 150 kg para que acelere a 2 m/s²?
= F = m · a = 150 kg · 2 m/s² = 300 N

! La aceleración tiene siempre la misma dirección y sentido que la fuerza resultante.`,
      `## Tercera ley: principio de acción y reacción
Si un cuerpo ejerce una fuerza sobre otro (acción), este ejerce sobre el primero una fuerza igual en módulo y dirección, pero de sentido contrario (reacción).
- Al nadar, empujamos el agua hacia atrás y el agua nos empuja hacia delante.
- Los cohetes expulsan gases hacia abajo y los gases empujan el cohete hacia arriba.
- Acción y reacción actúan sobre **cuerpos distintos**: por eso no se anulan.

## Fuerzas habituales
- **Peso:** P = m · g, con g = 9,8 m/s². Un cuerpo de 50 kg pesa 490 N.
- **Normal (N):** la que ejerce una superficie, perpendicular a ella.
- **Rozamiento:** F_r = μ · N, se opone al movimiento.

## Problema resuelto con rozamiento
Arrastramos una caja de 20 kg por el suelo con una fuerza horizontal de 100 N. El coeficiente de rozamiento es μ = 0,3. Calcula la aceleración.
= N = P = m · g = 20 · 9,8 = 196 N
= F_r = μ · N = 0,3 · 196 = 58,8 N
= ΣF = 100 − 58,8 = 41,2 N
= a = ΣF / m = 41,2 / 20 = 2,06 m/s²

## Pasos para resolver problemas de dinámica
1. Dibuja el **diagrama de fuerzas** del cuerpo.
2. Elige los ejes (uno en la dirección del movimiento).
3. Aplica ΣF = m · a en cada eje.
4. Resuelve y comprueba las unidades.`,
    ],
  },
  {
    ...base,
    key: 'es-condicionales-ingles',
    title: 'Inglés: los condicionales (zero, first, second y third)',
    description: 'Estructura, uso y ejemplos de los cuatro condicionales en inglés, con ejercicios resueltos.',
    subject: 'english',
    grades: [9, 10],
    topic: 'ingles/gramatica',
    knowledge: 'lenguas/ingles/condicionales',
    pages: [
      `## ¿Qué es una oración condicional?
Tiene dos partes: la **condición** (con **if**) y el **resultado**. El orden puede cambiar; si la frase empieza por if, se pone coma: «If it rains, we stay at home» = «We stay at home if it rains».

## Zero conditional: verdades generales
= If + present simple, present simple
= If you heat ice, it melts.
Se usa para hechos científicos y cosas que siempre pasan. If equivale aquí a «cuando».

## First conditional: situaciones reales y posibles en el futuro
= If + present simple, will + infinitivo
= If I study, I will pass the exam.
¡Ojo! Después de if **nunca** va will: «If it will rain» es incorrecto. Lo correcto es «If it rains, we will stay at home».

## Second conditional: situaciones hipotéticas o improbables en el presente
= If + past simple, would + infinitivo
= If I had more time, I would learn Japanese.
Con el verbo to be se usa **were** para todas las personas en inglés formal: «If I were you, I would apologise» (un consejo típico: «Yo que tú…»).`,
      `## Third conditional: el pasado que ya no se puede cambiar
= If + past perfect, would have + participio
= If she had left earlier, she wouldn’t have missed the train.
Expresa arrepentimiento o crítica sobre algo que no ocurrió: la condición es imposible porque el pasado ya pasó.

## Resumen en una tabla mental
- **Zero:** siempre es verdad → present / present
- **First:** posible en el futuro → present / will
- **Second:** imaginario ahora → past / would
- **Third:** imaginario en el pasado → past perfect / would have + participio

## Unless
**Unless** significa «a menos que» / «si no». «You won’t pass unless you study» = «You won’t pass if you don’t study».

## Ejercicio
Completa con la forma correcta.
1. If you (mix) blue and yellow, you get green.
2. If we (not hurry), we will be late.
3. If I (win) the lottery, I would travel around the world.
4. If they (play) better, they would have won the match.

**Soluciones:** 1. mix (zero) 2. don’t hurry (first) 3. won (second) 4. had played (third)

## Errores típicos de hispanohablantes
- Traducir «si tendría» → en inglés tampoco: nunca would en la parte de if.
- Olvidar el participio en el third conditional: «would have win» ✗ → «would have won» ✓.

! **Truco:** mira el tiempo verbal de la parte con if y sabrás qué condicional es.`,
    ],
  },
  {
    ...base,
    key: 'es-la-celula',
    title: 'La célula: tipos, estructura y orgánulos',
    description: 'Teoría celular, célula procariota y eucariota, animal y vegetal, y la función de cada orgánulo.',
    subject: 'biology',
    grades: [7, 8, 11],
    topic: 'biologia/la-celula',
    knowledge: 'ciencias/biologia/la-celula',
    pages: [
      `## La teoría celular
1. Todos los seres vivos están formados por una o más células.
2. La célula es la unidad estructural y funcional de los seres vivos.
3. Toda célula procede de otra célula preexistente.
4. La célula contiene el material hereditario, que se transmite a las células hijas.

Fue formulada en el siglo XIX por Schleiden, Schwann y Virchow; el español **Santiago Ramón y Cajal** demostró que el tejido nervioso también está formado por células independientes, las neuronas (Premio Nobel en 1906).

## Célula procariota y eucariota
- **Procariota** (bacterias): sin núcleo; el ADN está libre en el citoplasma, en una región llamada nucleoide. Es pequeña (1–10 µm), tiene ribosomas pequeños y casi siempre pared celular.
- **Eucariota** (animales, plantas, hongos, protoctistas): tiene **núcleo** rodeado por una envoltura nuclear y orgánulos membranosos. Es mayor (10–100 µm).

## Partes comunes
- **Membrana plasmática:** bicapa de lípidos con proteínas; regula el paso de sustancias (permeabilidad selectiva).
- **Citoplasma:** medio acuoso (citosol) donde se encuentran los orgánulos.
- **Material genético (ADN):** contiene la información para fabricar las proteínas.`,
      `## Los orgánulos y su función
- **Núcleo:** guarda el ADN y dirige la actividad celular.
- **Mitocondrias:** realizan la respiración celular y obtienen energía (ATP) a partir de la glucosa.
- **Ribosomas:** sintetizan proteínas.
- **Retículo endoplasmático:** el rugoso (con ribosomas) fabrica proteínas; el liso, lípidos.
- **Aparato de Golgi:** modifica, empaqueta y distribuye sustancias en vesículas.
- **Lisosomas:** contienen enzimas digestivas (sobre todo en células animales).
- **Cloroplastos** (solo vegetales): captan la energía de la luz y fabrican materia orgánica.
- **Vacuolas:** almacenan agua y sustancias; en la célula vegetal hay una muy grande.

## Célula animal frente a célula vegetal
= Solo en la vegetal: pared celular de celulosa, cloroplastos, gran vacuola central
= Solo en la animal: centriolos, lisosomas abundantes, forma variable

La pared celular da a la célula vegetal una forma poligonal y rígida; la célula animal suele ser redondeada o irregular.

## Nutrición: autótrofos y heterótrofos
Las células con cloroplastos son **autótrofas**: fabrican su propia materia orgánica con luz, agua, CO₂ y sales minerales. Las células animales son **heterótrofas**: obtienen la materia orgánica de los alimentos.

## Pregunta de examen
¿Por qué una bacteria no tiene mitocondrias y aun así obtiene energía? – Porque las reacciones de la respiración se realizan en su membrana plasmática y en el citoplasma.`,
    ],
  },
  {
    ...base,
    key: 'es-tabla-periodica',
    title: 'La tabla periódica y las propiedades periódicas',
    description: 'Grupos, periodos, configuración electrónica y cómo varían el radio atómico y la electronegatividad.',
    subject: 'chemistry',
    grades: [10, 11],
    topic: 'quimica/tabla-periodica',
    knowledge: 'ciencias/quimica/tabla-periodica',
    pages: [
      `## Un poco de historia
En 1869, **Dmitri Mendeléyev** ordenó los elementos conocidos por su masa atómica y los agrupó según sus propiedades. Dejó huecos para elementos aún no descubiertos (como el galio y el germanio) y predijo sus propiedades con gran acierto. Hoy los elementos se ordenan por su **número atómico (Z)**, es decir, por el número de protones.

## Estructura de la tabla
- **Periodos:** las 7 filas horizontales. El número del periodo indica el número de capas electrónicas ocupadas.
- **Grupos:** las 18 columnas verticales. Los elementos de un grupo tienen el mismo número de electrones en la capa de valencia y, por eso, propiedades químicas parecidas.

## Grupos con nombre propio
- Grupo 1: **alcalinos** (Li, Na, K…), muy reactivos, forman iones +1.
- Grupo 2: **alcalinotérreos** (Be, Mg, Ca…), forman iones +2.
- Grupo 17: **halógenos** (F, Cl, Br, I), forman iones −1.
- Grupo 18: **gases nobles** (He, Ne, Ar…), capa de valencia completa, casi no reaccionan.
- Grupos 3 a 12: **metales de transición**.

## Configuración electrónica
Los electrones ocupan los orbitales en orden creciente de energía (diagrama de Moeller):
= 1s 2s 2p 3s 3p 4s 3d 4p 5s 4d 5p…
= Ejemplo: Cl (Z = 17): 1s² 2s² 2p⁶ 3s² 3p⁵
El cloro tiene 7 electrones de valencia (3s² 3p⁵): está en el periodo 3 y en el grupo 17.`,
      `## Propiedades periódicas
### Radio atómico
- **Aumenta hacia abajo** en un grupo, porque se añaden capas.
- **Disminuye hacia la derecha** en un periodo, porque aumenta la carga nuclear y los electrones son atraídos con más fuerza.

### Energía de ionización
Energía necesaria para arrancar un electrón de un átomo en estado gaseoso. **Aumenta hacia la derecha y hacia arriba**. Los gases nobles tienen las más altas; los alcalinos, las más bajas.

### Electronegatividad
Tendencia de un átomo a atraer los electrones de un enlace. **Aumenta hacia la derecha y hacia arriba**. El flúor es el elemento más electronegativo (4,0 en la escala de Pauling).

### Carácter metálico
Aumenta hacia la izquierda y hacia abajo: los metales están a la izquierda de la tabla, los no metales arriba a la derecha.

! **Regla rápida:** radio y carácter metálico crecen hacia abajo a la izquierda; energía de ionización y electronegatividad, hacia arriba a la derecha.

## Ejercicio resuelto
Ordena Na, Mg y Cl (todos del periodo 3) según su radio atómico. – Como el radio disminuye hacia la derecha: **Na > Mg > Cl**.

## Ejercicio propuesto
Escribe la configuración electrónica del calcio (Z = 20) e indica su grupo. **Solución:** 1s² 2s² 2p⁶ 3s² 3p⁶ 4s²; grupo 2 (alcalinotérreos), periodo 4.`,
    ],
  },
  {
    ...base,
    key: 'es-relieve-espana',
    title: 'El relieve de España: la Meseta y sus cordilleras',
    description: 'Unidades del relieve peninsular, cordilleras, depresiones, costas e islas, explicadas con esquemas.',
    subject: 'geography',
    grades: [8, 12],
    topic: 'geografia/geografia-fisica',
    knowledge: 'sociedad/geografia/relieve-de-espana',
    pages: [
      `## Rasgos generales
España tiene un relieve **elevado** (altitud media de unos 660 m, de las más altas de Europa), con una gran **Meseta central** en el interior rodeada de montañas, y unas costas poco recortadas. Ese relieve explica en parte la variedad de climas y la dificultad histórica de las comunicaciones.

## La Meseta Central
Es la unidad principal: una llanura elevada (600–800 m) formada por materiales antiguos que se inclina hacia el Atlántico, por eso la mayoría de los grandes ríos desembocan en él. El **Sistema Central** la divide en dos:
- **Submeseta norte**, más alta, recorrida por el Duero.
- **Submeseta sur**, recorrida por el Tajo y el Guadiana; en ella están los **Montes de Toledo**.

## Los rebordes de la Meseta
- **Macizo Galaico-Leonés** (noroeste)
- **Cordillera Cantábrica** (norte), con los Picos de Europa
- **Sistema Ibérico** (este)
- **Sierra Morena** (sur), que separa la Meseta de la depresión del Guadalquivir`,
      `## Unidades exteriores a la Meseta
- **Pirineos:** frontera con Francia; el Aneto (3404 m) es su pico más alto.
- **Cordilleras Béticas:** en el sur, con el Sistema Penibético, donde está **Sierra Nevada** y el **Mulhacén** (3479 m), el pico más alto de la Península.
- **Cordilleras Costero-Catalanas:** paralelas a la costa de Cataluña.

## Las depresiones
- **Depresión del Ebro:** entre los Pirineos y el Sistema Ibérico; es triangular y muy seca en el centro.
- **Depresión del Guadalquivir:** entre Sierra Morena y las Béticas; llana, fértil y abierta al Atlántico.

## Las islas
- **Baleares:** continuación de las Cordilleras Béticas bajo el mar; relieve suave.
- **Canarias:** de origen **volcánico**; allí está el **Teide** (3715 m, Tenerife), el pico más alto de España.

## Las costas
- **Cantábrica:** alta y acantilada, con rías altas.
- **Gallega:** con **rías** (valles fluviales invadidos por el mar), como las Rías Baixas.
- **Mediterránea:** baja y arenosa, con deltas (Ebro) y albuferas (Valencia).
- **Atlántica andaluza:** baja, con marismas (Doñana).

! **Truco para el mapa mudo:** de norte a sur por el centro: Cordillera Cantábrica – Submeseta norte – Sistema Central – Submeseta sur – Sierra Morena – Depresión del Guadalquivir – Cordilleras Béticas.

## Pregunta de examen
¿Por qué la mayoría de los grandes ríos de la Meseta desembocan en el Atlántico? – Porque la Meseta está inclinada hacia el oeste.`,
    ],
  },
];
