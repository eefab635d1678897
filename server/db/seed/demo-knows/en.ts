// American demo knows (United States, content language en; grade levels are US grades 6 to 12).
import type { DemoKnow } from './types';

const base = { country: 'US', language: 'en', knower: 'maya.johnson' } as const;

export const AMERICAN_KNOWS: DemoKnow[] = [
  {
    ...base,
    key: 'us-water-cycle',
    title: 'The Water Cycle',
    description: 'Evaporation, condensation, precipitation and collection with a labelled diagram.',
    subject: 'geography',
    grades: [6, 7],
    topic: 'geography/physical-geography',
    knowledge: 'natural-sciences/earth-science/water-cycle',
    pages: [
      `## What is the water cycle?
The **water cycle** (or hydrologic cycle) is the continuous movement of water between the oceans, the atmosphere and the land. The total amount of water on Earth stays almost the same – it just keeps changing state and place. The cycle is driven by **energy from the Sun** and by **gravity**.

## Where is Earth's water?
- About **97%** is salt water in the oceans.
- About **3%** is fresh water – and most of that is frozen in ice caps and glaciers or stored underground as groundwater.
- Less than 1% of all water is easily available fresh water in lakes and rivers.

## Step 1: Evaporation
The Sun heats water in oceans, lakes and rivers, and it turns into **water vapor** (a gas) that rises into the air. About 86% of global evaporation comes from the oceans.
- **Transpiration:** plants release water vapor through tiny openings in their leaves (stomata).
- **Sublimation:** ice changes directly into water vapor without melting first.

## Step 2: Condensation
As water vapor rises, it **cools**. Cool air cannot hold as much vapor, so the vapor condenses into tiny droplets around dust particles – forming **clouds** and fog. Dew on grass in the morning is condensation too.

! Remember: evaporation = liquid → gas (needs heat); condensation = gas → liquid (releases heat).`,
      `## Step 3: Precipitation
When cloud droplets join together and become too heavy to stay in the air, they fall as **precipitation**: rain, snow, sleet or hail. The type depends on the temperature of the air the water falls through.

## Step 4: Collection
Precipitation collects in oceans, lakes and rivers.
- **Runoff:** water flows over the surface into streams and rivers, and finally back to the ocean.
- **Infiltration:** water soaks into the soil and becomes **groundwater**, stored in layers of rock called **aquifers**.
- Some water is stored as snow and ice for a long time before it melts.

## The diagram in words
= Ocean → (evaporation) → water vapor → (condensation) → clouds
= Clouds → (precipitation) → land → (runoff / infiltration) → rivers, groundwater → ocean

## Why it matters
- It delivers **fresh water** to plants, animals and people.
- It moves **heat** around the planet and shapes weather.
- It carves landscapes through erosion.

## Humans and the water cycle
Paving over land increases runoff and flooding; cutting down forests reduces transpiration; pumping too much groundwater can dry up wells. Climate change warms the air, which increases evaporation and can make both droughts and heavy rain more extreme.

## Quick quiz
1. What is the main source of energy for the water cycle? – The Sun.
2. What is it called when plants release water vapor? – Transpiration.
3. Where is most of Earth's fresh water? – Frozen in glaciers and ice caps.`,
    ],
  },
  {
    ...base,
    key: 'us-linear-equations',
    title: 'Solving Linear Equations',
    description: 'Step-by-step methods with worked examples and practice problems.',
    subject: 'mathematics',
    grades: [8, 9],
    topic: 'mathematics/algebra',
    knowledge: 'mathematics/algebra/linear-equations',
    pages: [
      `## The big idea
An equation is like a **balance**: whatever you do to one side, you must do to the other. The goal is to get the variable **alone** on one side.

## The steps
1. **Simplify** each side: distribute and combine like terms.
2. Move the variable terms to one side (add or subtract).
3. Move the constant terms to the other side.
4. **Divide** (or multiply) to isolate the variable.
5. **Check** by substituting your answer into the original equation.

## One-step and two-step equations
= x + 7 = 12  →  x = 12 − 7 = 5
= 4x = 28  →  x = 28 ÷ 4 = 7
= 3x − 5 = 16  →  3x = 21  →  x = 7

## Variables on both sides
= 5x + 3 = 2x + 18
= 5x − 2x = 18 − 3
= 3x = 15  →  x = 5
Check: 5(5) + 3 = 28 and 2(5) + 18 = 28 ✓

! Inverse operations undo each other: addition ↔ subtraction, multiplication ↔ division.`,
      `## Using the distributive property
= 3(x − 4) = 2x + 5
= 3x − 12 = 2x + 5
= x = 17

## Equations with fractions
Multiply every term by the **least common denominator** to clear the fractions.
= x/3 + x/2 = 10     (LCD = 6)
= 2x + 3x = 60  →  5x = 60  →  x = 12

## Special cases
- **No solution:** 2x + 3 = 2x + 7 gives 3 = 7, which is false.
- **Infinitely many solutions:** 2(x + 3) = 2x + 6 gives 6 = 6, always true.

## Word problem
A phone plan costs $25 per month plus $0.10 per text. Your bill was $38. How many texts did you send?
= 25 + 0.10t = 38
= 0.10t = 13  →  t = 130 texts

## Practice
1. 7x − 9 = 40
2. 4(2x + 1) = 3x + 24
3. 6 − 2x = 3x − 14
4. (x + 2)/5 = 3

**Answers:** 1. x = 7   2. x = 4   3. x = 4   4. x = 13

## Common mistakes
- Distributing only to the first term: 3(x − 4) is 3x − 12, not 3x − 4.
- Sign errors when moving terms: subtracting 2x from both sides, not adding.
- Forgetting to check – it takes ten seconds and catches most errors.`,
    ],
  },
  {
    ...base,
    key: 'us-american-revolution',
    title: 'The American Revolution',
    description: 'Causes, key battles and the Declaration of Independence.',
    subject: 'history',
    grades: [8],
    topic: 'history/age-of-revolutions',
    knowledge: 'society/history/american-revolution',
    pages: [
      `## Background
After the **French and Indian War** (1754–1763), Britain had a huge debt and decided the thirteen colonies should help pay for their own defense. Colonists, who had no representatives in Parliament, saw the new taxes as unfair: **"No taxation without representation!"**

## The road to revolution
- **Proclamation of 1763:** banned settlement west of the Appalachian Mountains.
- **Stamp Act (1765):** tax on printed paper – newspapers, legal documents, playing cards. Protests and boycotts forced its repeal in 1766.
- **Townshend Acts (1767):** taxes on glass, paint, paper and tea.
- **Boston Massacre (1770):** British soldiers killed five colonists; Paul Revere's engraving spread outrage.
- **Boston Tea Party (1773):** the Sons of Liberty dumped 342 chests of British tea into Boston Harbor to protest the Tea Act.
- **Intolerable Acts (1774):** Britain closed Boston Harbor and limited self-government in Massachusetts.
- **First Continental Congress (1774):** delegates from 12 colonies met in Philadelphia to organize resistance.

! Cause and effect: each new British law led to colonial protest, which led to harsher British laws.`,
      `## The war (1775–1783)
1. **Lexington and Concord (April 1775):** the first shots – "the shot heard round the world."
2. **Bunker Hill (June 1775):** a British victory, but with heavy losses; the colonists proved they could fight.
3. **Declaration of Independence (July 4, 1776):** written mainly by **Thomas Jefferson**, adopted by the Second Continental Congress.
4. **Saratoga (1777):** the turning point – the American victory convinced **France** to join as an ally.
5. **Valley Forge (winter 1777–78):** Washington's army suffered cold and hunger but was trained into a stronger force by Baron von Steuben.
6. **Yorktown (1781):** Washington and the French trapped General Cornwallis, who surrendered.
7. **Treaty of Paris (1783):** Britain recognized American independence.

## The Declaration of Independence
"We hold these truths to be self-evident, that all men are created equal, that they are endowed by their Creator with certain unalienable Rights, that among these are Life, Liberty and the pursuit of Happiness."
- Ideas from **John Locke**: natural rights and government by consent of the governed.
- A long list of grievances against King George III.

## Why did the Americans win?
- fighting on home ground, leadership of **George Washington**
- help from France (and later Spain and the Netherlands)
- Britain was fighting far from home and its supply lines were long

## Key people
George Washington, Thomas Jefferson, Benjamin Franklin, John Adams, Samuel Adams, Thomas Paine (author of *Common Sense*, 1776).`,
    ],
  },
  {
    ...base,
    key: 'us-mitosis',
    title: 'Cell Division: Mitosis',
    description: 'The cell cycle, the phases of mitosis with a memory trick, and how mitosis differs from meiosis.',
    subject: 'biology',
    grades: [9, 10],
    topic: 'biology/cells',
    knowledge: 'natural-sciences/biology/mitosis',
    pages: [
      `## Why do cells divide?
- **Growth:** a multicellular organism grows by making more cells.
- **Repair:** replacing damaged or dead cells (for example, healing a cut).
- **Asexual reproduction** in some organisms.

Mitosis produces **two genetically identical daughter cells**, each with the same number of chromosomes as the parent cell (in humans: 46).

## The cell cycle
1. **Interphase** (most of the cell's life): the cell grows and **copies its DNA** (S phase). Each chromosome now has two identical **sister chromatids** joined at the **centromere**.
2. **Mitosis:** the nucleus divides.
3. **Cytokinesis:** the cytoplasm divides, forming two cells.

## The phases of mitosis: PMAT
- **Prophase:** chromosomes condense and become visible; the nuclear envelope breaks down; spindle fibers form.
- **Metaphase:** chromosomes line up in the **middle** of the cell (metaphase plate).
- **Anaphase:** sister chromatids are pulled **apart** to opposite poles.
- **Telophase:** two new nuclei form; chromosomes uncoil.

! Memory trick: **P**lease **M**ake **A**nother **T**wo – or: Metaphase = Middle, Anaphase = Apart.`,
      `## Cytokinesis in animals and plants
- **Animal cells:** the membrane pinches in, forming a **cleavage furrow**.
- **Plant cells:** a **cell plate** forms in the middle and becomes the new cell wall.

## Control of the cell cycle
Checkpoints make sure the DNA is copied correctly before the cell divides. When this control fails, cells divide uncontrollably – this is how **cancer** develops. Many cancer treatments target rapidly dividing cells.

## Mitosis vs. meiosis
- **Purpose:** mitosis – growth and repair; meiosis – making gametes (sperm and egg cells).
- **Number of divisions:** mitosis 1; meiosis 2.
- **Daughter cells:** mitosis – 2 diploid cells (46 chromosomes in humans); meiosis – 4 haploid cells (23 chromosomes).
- **Genetics:** mitosis – identical to the parent; meiosis – genetically different (crossing over).

## Counting chromosomes
= Human body cell: 2n = 46
= After mitosis: 2 cells × 46 chromosomes
= After meiosis: 4 cells × 23 chromosomes (n = 23)

## Check your understanding
1. In which phase is the DNA copied? – Interphase (S phase), not during mitosis.
2. A cell with 20 chromosomes divides by mitosis. How many does each daughter cell have? – 20.
3. What happens in anaphase? – Sister chromatids separate and move to opposite poles.

## Lab tip
In an onion root tip slide, most cells are in interphase, because interphase takes up about 90% of the cell cycle.`,
    ],
  },
];
