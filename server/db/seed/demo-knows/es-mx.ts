// Mexican demo knows (Mexico, content language es-MX). Grade levels count school years: 7–9 = 1º–3º de
// secundaria, 10–12 = 1º–3º de preparatoria.
import type { DemoKnow } from './types';

const base = { country: 'MX', language: 'es-MX', knower: 'sofia.hernandez' } as const;

export const MEXICAN_KNOWS: DemoKnow[] = [
  {
    ...base,
    key: 'mx-independencia',
    title: 'La Independencia de México (1810–1821)',
    description: 'Causas, las cuatro etapas y los personajes principales, con fechas para el examen.',
    subject: 'history',
    grades: [8, 9],
    topic: 'historia/historia-de-mexico',
    knowledge: 'sociedad/historia/independencia-de-mexico',
    pages: [
      `## Causas
### Internas
- **Desigualdad social:** los peninsulares (españoles nacidos en España) ocupaban los altos cargos; los **criollos** (hijos de españoles nacidos en América) estaban relegados; indígenas, mestizos y castas vivían en la pobreza.
- Las **Reformas borbónicas** aumentaron los impuestos y el control de la Corona.

### Externas
- Las ideas de la **Ilustración** (libertad, igualdad, soberanía popular).
- La independencia de Estados Unidos (1776) y la Revolución francesa (1789).
- **1808:** Napoleón invade España y obliga a abdicar a Fernando VII; en la Nueva España se discute quién debe gobernar.

## Etapa 1: Inicio (1810–1811)
- La **conspiración de Querétaro** es descubierta; Josefa Ortiz de Domínguez avisa a los insurgentes.
- **16 de septiembre de 1810:** el cura **Miguel Hidalgo** llama al pueblo a levantarse en Dolores (**Grito de Dolores**), con el estandarte de la Virgen de Guadalupe.
- Victoria en el **Monte de las Cruces**, pero Hidalgo no entra a la Ciudad de México; derrota en Puente de Calderón (1811).
- Hidalgo, Allende, Aldama y Jiménez son capturados y **fusilados en 1811**.

! El 16 de septiembre se celebra el inicio de la Independencia, no su consumación.`,
      `## Etapa 2: Organización (1811–1815)
**José María Morelos y Pavón** organiza un ejército disciplinado y gana el sur del país (sitio de Cuautla, 1812).
- **Sentimientos de la Nación (1813):** la América es libre e independiente; la soberanía dimana del pueblo; se prohíbe la esclavitud y la distinción de castas.
- **Congreso de Chilpancingo (1813)** y **Constitución de Apatzingán (1814)**.
- Morelos es capturado y fusilado en **1815**.

## Etapa 3: Resistencia (1815–1820)
Grupos guerrilleros mantienen viva la lucha, sobre todo **Vicente Guerrero** en el sur y Guadalupe Victoria en Veracruz. **Francisco Xavier Mina**, un liberal español, también lucha por la independencia (1817).

## Etapa 4: Consumación (1820–1821)
- El realista **Agustín de Iturbide** es enviado a combatir a Guerrero, pero pacta con él (**abrazo de Acatempan**).
- **Plan de Iguala (24 de febrero de 1821):** tres garantías – **religión** católica, **independencia** y **unión** de todos los habitantes. Nace el **Ejército Trigarante**; los colores de la bandera vienen de aquí.
- **Tratados de Córdoba (agosto de 1821)** con Juan O'Donojú, último jefe político de la Nueva España.
- **27 de septiembre de 1821:** el Ejército Trigarante entra a la Ciudad de México – **consumación de la Independencia**.

## Línea del tiempo
= 1810 Grito de Dolores · 1811 muerte de Hidalgo · 1813 Sentimientos de la Nación · 1814 Apatzingán
= 1815 muerte de Morelos · 1821 Plan de Iguala, Tratados de Córdoba, entrada del Ejército Trigarante

## Después
En 1822 Iturbide se proclama emperador (Agustín I); su imperio dura menos de un año. En 1824 México adopta una **constitución federal** y Guadalupe Victoria es el primer presidente.`,
    ],
  },
  {
    ...base,
    key: 'mx-teorema-pitagoras',
    title: 'Teorema de Pitágoras',
    description: 'Fórmula, cómo encontrar la hipotenusa o un cateto y problemas de la vida diaria.',
    subject: 'mathematics',
    grades: [8, 9],
    topic: 'matematicas/geometria',
    knowledge: 'matematicas/geometria/teorema-de-pitagoras',
    pages: [
      `## El teorema
En todo **triángulo rectángulo**, el cuadrado de la hipotenusa es igual a la suma de los cuadrados de los catetos.
= c² = a² + b²
- **Catetos (a y b):** los dos lados que forman el ángulo recto (90°).
- **Hipotenusa (c):** el lado opuesto al ángulo recto; siempre es el **lado más largo**.

! Solo funciona en triángulos **rectángulos**. Antes de usarlo, verifica que haya un ángulo de 90°.

## Calcular la hipotenusa
Los catetos miden 6 cm y 8 cm.
= c² = 6² + 8² = 36 + 64 = 100
= c = √100 = 10 cm

## Calcular un cateto
La hipotenusa mide 13 m y un cateto 5 m.
= b² = c² − a² = 13² − 5² = 169 − 25 = 144
= b = √144 = 12 m

## Ternas pitagóricas
Tres números enteros que cumplen el teorema: **3, 4, 5**; **5, 12, 13**; **8, 15, 17**; **7, 24, 25**. Los múltiplos también funcionan: 6, 8, 10 o 9, 12, 15.`,
      `## ¿Es un triángulo rectángulo? (recíproco)
Si en un triángulo se cumple c² = a² + b² (con c el lado mayor), entonces el triángulo es rectángulo.
- Lados 9, 12 y 15: 9² + 12² = 81 + 144 = 225 = 15² → **sí** es rectángulo.
- Lados 4, 5 y 6: 4² + 5² = 41 ≠ 36 → **no** lo es.

## Problemas de la vida diaria
### La escalera
Una escalera de 5 m se apoya en una pared; su base está a 1.4 m de la pared. ¿A qué altura llega?
= h² = 5² − 1.4² = 25 − 1.96 = 23.04
= h = √23.04 = 4.8 m

### La pantalla
Una pantalla mide 48 cm de ancho y 36 cm de alto. ¿Cuántas pulgadas tiene (diagonal)?
= d² = 48² + 36² = 2304 + 1296 = 3600  ⇒  d = 60 cm
60 cm ÷ 2.54 ≈ 23.6 pulgadas.

### Distancia entre dos puntos
La distancia entre A(1, 2) y B(4, 6) en el plano cartesiano:
= d = √((4 − 1)² + (6 − 2)²) = √(9 + 16) = √25 = 5

## Errores comunes
- Sumar los cuadrados cuando se busca un **cateto** (¡hay que restar!).
- Olvidar sacar la raíz cuadrada al final.
- Usar como hipotenusa un lado que no es el mayor.

## Ejercicios
1. Catetos 9 y 40. ¿Hipotenusa?  2. Hipotenusa 17, cateto 8. ¿Otro cateto?
**Respuestas:** 1. 41   2. 15`,
    ],
  },
  {
    ...base,
    key: 'mx-fotosintesis',
    title: 'Fotosíntesis y respiración celular',
    description: 'Cómo las plantas fabrican su alimento, qué pasa en el cloroplasto y en la mitocondria, y por qué los dos procesos se complementan.',
    subject: 'biology',
    grades: [7, 10],
    topic: 'biologia/la-celula',
    knowledge: 'ciencias/biologia/fotosintesis',
    pages: [
      `## La fotosíntesis
Es el proceso por el que las plantas, las algas y algunas bacterias transforman la **energía luminosa** en **energía química**, guardada en la glucosa. Ocurre en los **cloroplastos**, que contienen el pigmento verde **clorofila**.

= 6 CO₂ + 6 H₂O + luz → C₆H₁₂O₆ + 6 O₂

- **Reactivos:** dióxido de carbono (entra por los **estomas** de las hojas) y agua (la absorben las raíces).
- **Productos:** glucosa (alimento de la planta) y oxígeno (sale a la atmósfera).

## Sus dos etapas
1. **Fase luminosa** (en los tilacoides): la clorofila capta la luz, el agua se rompe (**fotólisis**) y se libera O₂; se produce ATP.
2. **Fase oscura o ciclo de Calvin** (en el estroma): con el ATP, el CO₂ se fija y se forma glucosa. No necesita luz directa, pero sí los productos de la fase luminosa.

## Factores que la afectan
- Intensidad de la luz, concentración de CO₂ y temperatura: al aumentar, la fotosíntesis crece hasta un límite.`,
      `## La respiración celular
Todos los seres vivos, **también las plantas**, necesitan liberar la energía de la glucosa para vivir. La respiración celular aerobia ocurre en las **mitocondrias**.

= C₆H₁₂O₆ + 6 O₂ → 6 CO₂ + 6 H₂O + energía (ATP)

- Etapas: **glucólisis** (en el citoplasma), **ciclo de Krebs** y **cadena respiratoria** (en la mitocondria).
- Rinde unas **36–38 moléculas de ATP** por cada glucosa.
- Sin oxígeno, algunas células hacen **fermentación**: la láctica en los músculos durante un ejercicio intenso, la alcohólica en las levaduras (pan, bebidas).

## Dos procesos que se complementan
- Los **productos** de la fotosíntesis (glucosa y O₂) son los **reactivos** de la respiración, y al revés.
- Así circulan el carbono y el oxígeno entre los seres vivos y la atmósfera.

! Error frecuente: pensar que las plantas solo hacen fotosíntesis. Las plantas **respiran día y noche**; de día la fotosíntesis es mayor y por eso liberan más oxígeno del que consumen.

## Pregunta de repaso
¿En qué organelo ocurre cada proceso? – Fotosíntesis: **cloroplasto**. Respiración celular: **mitocondria**.`,
    ],
  },
  {
    ...base,
    key: 'mx-simple-past',
    title: 'Inglés: el pasado simple (simple past)',
    description: 'Verbos regulares e irregulares, oraciones negativas y preguntas con did, con ejemplos de la vida diaria.',
    subject: 'english',
    grades: [7, 8],
    topic: 'ingles/gramatica',
    knowledge: 'lenguas/ingles/pasado-simple',
    pages: [
      `## ¿Cuándo se usa?
El **simple past** expresa acciones **terminadas** en un momento concreto del pasado. Va con expresiones como **yesterday**, **last night**, **last summer**, **three years ago** o **in 2020**.

## Verbos regulares: + ed
- Regla general: walk → **walked**, watch → **watched**.
- Si terminan en -e, solo se agrega -d: like → **liked**.
- Consonante + y → -ied: study → **studied**, carry → **carried**.
- Una sílaba con consonante–vocal–consonante: se duplica la última: stop → **stopped**.

## Verbos irregulares (hay que aprenderlos)
- go → **went** · eat → **ate** · see → **saw** · have → **had**
- buy → **bought** · make → **made** · get → **got** · leave → **left**
- write → **wrote** · swim → **swam** · drink → **drank** · find → **found**

## El verbo to be
- I / he / she / it → **was**; you / we / they → **were**.
- Ejemplo: It **was** cold yesterday. We **were** at the beach last weekend.`,
      `## Negativas y preguntas con did
Para negar y preguntar se usa el auxiliar **did** con todas las personas, y el verbo regresa a su **forma base**.

= Afirmativa:   We **played** soccer after school.
= Negativa:     We **didn't play** soccer after school.
= Pregunta:     **Did** you **play** soccer after school?
= Respuesta:    Yes, I did. / No, I didn't.

- Preguntas con palabra interrogativa: **Where did** you **go** on vacation? **What did** she **buy**?
- Con to be no se usa did: **Were** you at home? I **wasn't** tired.

! Error típico: "She didn't went". Con did el verbo va en forma base: "She didn't **go**".

## Pronunciación de -ed
- /t/: worked, washed, helped.
- /d/: played, opened, cleaned.
- /ɪd/ (se oye una sílaba más) después de t o d: wanted, decided, visited.

## Practica
Escribe en pasado: "Every Saturday I visit my grandparents in Puebla." → "Last Saturday I **visited** my grandparents in Puebla." Pregunta: "**Did** you **visit** your grandparents last Saturday?"`,
    ],
  },
  {
    ...base,
    key: 'mx-enlaces-quimicos',
    title: 'Enlaces químicos: iónico, covalente y metálico',
    description: 'La regla del octeto, las estructuras de Lewis y cómo reconocer cada tipo de enlace por sus propiedades.',
    subject: 'chemistry',
    grades: [9, 10],
    topic: 'quimica/enlaces-y-reacciones',
    knowledge: 'ciencias/quimica/enlaces-quimicos',
    pages: [
      `## La regla del octeto
Los átomos se unen para ser más **estables**. Tienden a completar **8 electrones de valencia**, como los gases nobles (el hidrógeno se completa con 2). Para eso ganan, pierden o comparten electrones.

## Estructuras de Lewis
Se escribe el símbolo del elemento rodeado de puntos que representan sus **electrones de valencia** (el número de grupo en los elementos representativos): el sodio tiene 1, el carbono 4, el oxígeno 6, el cloro 7.

## Enlace iónico
- Se forma entre un **metal** y un **no metal**, con una gran diferencia de **electronegatividad** (mayor que 1.7).
- El metal **cede** electrones y queda como **catión**; el no metal los **gana** y queda como **anión**.
- Ejemplo: Na + Cl → Na⁺ Cl⁻ (cloruro de sodio, la sal de mesa).
- Propiedades: sólidos cristalinos, **puntos de fusión altos**, solubles en agua, conducen la electricidad **disueltos o fundidos**.`,
      `## Enlace covalente
- Se forma entre **no metales**: los átomos **comparten** pares de electrones.
- **Covalente no polar:** átomos iguales o de electronegatividad parecida (diferencia menor que 0.4): H₂, O₂, Cl₂, CH₄.
- **Covalente polar:** diferencia entre 0.4 y 1.7; los electrones se acercan al átomo más electronegativo: H₂O, HCl, NH₃.
- Puede ser **sencillo** (H–H), **doble** (O=O) o **triple** (N≡N).
- Propiedades: forman moléculas; muchos son gases o líquidos a temperatura ambiente y **no conducen** la electricidad.

## Enlace metálico
- Entre átomos de **metales**: los electrones de valencia forman una "**nube**" o **mar de electrones** que se mueve libremente entre los cationes.
- Explica que los metales sean **buenos conductores** de calor y electricidad, **brillantes**, **dúctiles** (se hacen alambres) y **maleables** (se hacen láminas).

! Truco rápido: metal + no metal → **iónico** · no metal + no metal → **covalente** · metal + metal → **metálico**.

## Ejercicio
¿Qué enlace tiene el KBr? – **Iónico**: el potasio (metal, grupo 1) cede un electrón al bromo (no metal, grupo 17).`,
    ],
  },
  {
    ...base,
    key: 'mx-geografia-de-mexico',
    title: 'El relieve y las regiones naturales de México',
    description: 'Sierras, mesetas y llanuras del territorio mexicano, sus climas y las regiones naturales que forman.',
    subject: 'geography',
    grades: [7, 8],
    topic: 'geografia/geografia-fisica',
    knowledge: 'sociedad/geografia/geografia-de-mexico',
    pages: [
      `## Un territorio montañoso
México tiene cerca de **1.96 millones de km²** y un relieve muy variado, porque se encuentra en el encuentro de varias **placas tectónicas** (Norteamericana, del Pacífico, de Cocos y del Caribe). Por eso hay **volcanes** activos y **sismos** frecuentes, como los del 19 de septiembre de 1985 y de 2017.

## Las grandes formas del relieve
- **Sierra Madre Occidental:** la cordillera más extensa, paralela al océano Pacífico.
- **Sierra Madre Oriental:** paralela al Golfo de México.
- **Altiplano Mexicano** o Mesa del Centro: meseta entre las dos sierras, seca en el norte y más húmeda en el sur.
- **Eje Neovolcánico** o Sistema Volcánico Transversal: cruza el país de oeste a este; allí están el **Pico de Orizaba** (Citlaltépetl, unos 5600 m, la cima más alta), el **Popocatépetl** y el **Iztaccíhuatl**.
- **Sierra Madre del Sur** y **Sierra Madre de Chiapas**, en el sur.
- **Llanuras costeras** del Golfo y del Pacífico, y la **Península de Yucatán**, plana y de roca caliza, con **cenotes** en lugar de ríos superficiales.`,
      `## Climas
El **Trópico de Cáncer** cruza el país: al norte predominan los climas **secos** y al sur los **cálidos húmedos**. La altitud también cuenta: el centro del país, alto, tiene clima **templado**.

## Regiones naturales
- **Desierto:** en el norte (Sonora, Chihuahua); poca lluvia, matorrales y cactáceas, como el sahuaro.
- **Bosque templado:** en las sierras; pinos y encinos; clima fresco.
- **Selva húmeda:** en el sureste (Chiapas, Tabasco, la Selva Lacandona); lluvias abundantes y enorme biodiversidad.
- **Selva seca:** en la vertiente del Pacífico; los árboles pierden las hojas en la temporada de secas.
- **Pastizal:** en el altiplano norte; hierbas, ganadería.
- **Región marina y manglares:** en las costas; los manglares protegen el litoral de los huracanes.

! México es uno de los países **megadiversos**: está entre los que tienen más especies de plantas y animales del mundo.

## Para repasar
1. ¿Qué forma del relieve reúne los volcanes más altos? – El **Eje Neovolcánico**.
2. ¿Por qué en Yucatán casi no hay ríos? – Porque la roca **caliza** deja que el agua se filtre al subsuelo y forma ríos subterráneos y cenotes.`,
    ],
  },
  {
    ...base,
    key: 'mx-mru-mrua',
    title: 'Movimiento rectilíneo uniforme y acelerado (MRU y MRUA)',
    description: 'Velocidad, aceleración, las fórmulas del MRU y del MRUA y cómo resolver problemas paso a paso.',
    subject: 'physics',
    grades: [8, 10],
    topic: 'fisica/cinematica',
    knowledge: 'ciencias/fisica/movimiento-rectilineo',
    pages: [
      `## Conceptos básicos
- **Distancia:** longitud total recorrida (escalar). **Desplazamiento:** cambio de posición, con dirección (vector).
- **Rapidez:** distancia entre tiempo. **Velocidad:** desplazamiento entre tiempo, con dirección.
- Unidades en el SI: metros (m), segundos (s), metros por segundo (m/s). De km/h a m/s se divide entre **3.6**.

## Movimiento rectilíneo uniforme (MRU)
El objeto va en línea recta con **velocidad constante**: recorre distancias iguales en tiempos iguales.

= v = d / t        d = v · t        t = d / v

### Ejemplo
Un autobús viaja de Guadalajara a León (unos 216 km) a 72 km/h. t = 216 / 72 = **3 h**.

## Gráficas del MRU
- **Distancia–tiempo:** una recta inclinada; la **pendiente** es la velocidad.
- **Velocidad–tiempo:** una recta horizontal; el **área** bajo ella es la distancia.

### Ejemplo con dos móviles
Dos ciclistas salen al mismo tiempo de pueblos separados 60 km, uno hacia el otro, a 12 km/h y 18 km/h. Se acercan a 12 + 18 = 30 km/h, así que se encuentran en t = 60 / 30 = **2 h**, a 24 km del punto de partida del primero.`,
      `## Movimiento rectilíneo uniformemente acelerado (MRUA)
La velocidad cambia lo **mismo cada segundo**: la aceleración es constante.

= a = (vf − vi) / t
= vf = vi + a · t
= d = vi · t + a · t² / 2
= vf² = vi² + 2 · a · d

- Si la aceleración es **negativa**, el objeto **frena** (desaceleración).
- Gráfica velocidad–tiempo: una recta inclinada; la pendiente es la aceleración.

### Ejemplo
Un coche parte del reposo y acelera a 2 m/s² durante 5 s.
= vf = 0 + 2 · 5 = 10 m/s
= d = 0 · 5 + 2 · 5² / 2 = 25 m

### Caída libre
Es un MRUA con a = g = **9.8 m/s²** (sin resistencia del aire). Una piedra que cae 2 s alcanza v = 9.8 · 2 = **19.6 m/s** y cae d = 9.8 · 2² / 2 = **19.6 m**.

! Método: 1) anota los datos con sus unidades, 2) conviértelas al SI, 3) elige la fórmula que tiene tus datos y tu incógnita, 4) despeja y sustituye.`,
    ],
  },
  {
    ...base,
    key: 'mx-boom-latinoamericano',
    title: 'El Boom latinoamericano: autores y obras clave',
    description: 'Qué fue el Boom de los años sesenta, sus rasgos y los libros de Fuentes, García Márquez, Vargas Llosa y Cortázar.',
    subject: 'literature',
    grades: [11, 12],
    topic: 'lengua-y-literatura/movimientos-literarios',
    knowledge: 'lenguas/lengua-y-literatura/boom-latinoamericano',
    pages: [
      `## ¿Qué fue el Boom?
Se llama **Boom latinoamericano** al momento, en los años **sesenta y setenta**, en que la novela de América Latina se leyó y se tradujo en todo el mundo. Influyeron la **Revolución cubana** (1959), que despertó el interés por la región, y editoriales de Barcelona como **Seix Barral**, que publicaron y premiaron a estos autores.

## Rasgos de la narrativa del Boom
- **Experimentación** con la forma: saltos en el tiempo, varios narradores, monólogo interior.
- El lector participa armando la historia (en **Rayuela** puede elegir el orden de los capítulos).
- **Realismo mágico:** lo extraordinario se cuenta como algo cotidiano.
- Temas: la identidad latinoamericana, la historia, el poder y las **dictaduras**, la ciudad moderna.
- Antecedentes: **Juan Rulfo** (**Pedro Páramo**, 1955) y **Jorge Luis Borges**.`,
      `## Autores y obras que hay que conocer
- **Carlos Fuentes** (México): **La muerte de Artemio Cruz** (1962). Un revolucionario convertido en millonario recuerda su vida en su lecho de muerte; la novela alterna la primera, segunda y tercera persona y critica lo que quedó de la Revolución mexicana.
- **Gabriel García Márquez** (Colombia): **Cien años de soledad** (1967), la historia de siete generaciones de los Buendía en Macondo, obra cumbre del realismo mágico. Premio Nobel en 1982.
- **Mario Vargas Llosa** (Perú): **La ciudad y los perros** (1963), sobre la violencia en un colegio militar de Lima. Premio Nobel en 2010.
- **Julio Cortázar** (Argentina): **Rayuela** (1963), una "contranovela" que se puede leer de varias maneras.

## Después del Boom
En los años setenta y ochenta surge el **post-Boom**, con relatos más sencillos y cercanos a la cultura popular: Isabel Allende (**La casa de los espíritus**), Elena Poniatowska (**La noche de Tlatelolco**, crónica del 2 de octubre de 1968).

! Para el examen: relaciona **autor – país – obra – año**, y explica con un ejemplo qué es el realismo mágico (en Cien años de soledad, Remedios, la bella, sube al cielo mientras dobla unas sábanas, y nadie se sorprende demasiado).`,
    ],
  },
];
