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
Una escalera de 5 m se apoya en una pared; su base está a 1,4 m de la pared. ¿A qué altura llega?
= h² = 5² − 1,4² = 25 − 1,96 = 23,04
= h = √23,04 = 4,8 m

### La pantalla
Una pantalla mide 48 cm de ancho y 36 cm de alto. ¿Cuántas pulgadas tiene (diagonal)?
= d² = 48² + 36² = 2304 + 1296 = 3600  ⇒  d = 60 cm
60 cm ÷ 2,54 ≈ 23,6 pulgadas.

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
];
