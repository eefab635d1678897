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
  {
    ...base,
    key: 'us-to-kill-a-mockingbird',
    title: 'To Kill a Mockingbird: Characters, Themes and Symbols',
    description: 'A study guide to Harper Lee’s novel: plot, main characters, key themes and the mockingbird symbol.',
    subject: 'literature',
    grades: [9, 10],
    topic: 'english-literature/novels',
    knowledge: 'languages/english-literature/to-kill-a-mockingbird',
    pages: [
      `## The basics
- **Author:** Harper Lee, published in 1960 (Pulitzer Prize 1961)
- **Setting:** Maycomb, a small town in Alabama, during the Great Depression (1933–1935)
- **Narrator:** Scout Finch, looking back as an adult on the years when she was six to nine
- **Genre:** coming-of-age novel (Bildungsroman) and a novel about racial injustice

## Plot in brief
**Part One:** Scout, her brother Jem and their friend Dill spend their summers fascinated by their mysterious neighbor Boo Radley, who never leaves his house. Boo leaves small gifts for the children in the knothole of a tree.
**Part Two:** Scout’s father, the lawyer **Atticus Finch**, defends **Tom Robinson**, a Black man falsely accused of raping a white woman, Mayella Ewell. Atticus proves that Tom could not have caused her injuries, because his left arm is crippled, yet the all-white jury convicts him. Tom is later shot while trying to escape from prison. Bob Ewell, humiliated by the trial, attacks Jem and Scout on Halloween night; Boo Radley saves them, and Bob Ewell dies in the struggle.

## Main characters
- **Scout (Jean Louise) Finch:** curious, outspoken tomboy; she learns empathy over the course of the novel.
- **Atticus Finch:** widowed lawyer and moral center of the book; calm, fair and brave.
- **Jem Finch:** Scout’s older brother; the trial shatters his belief in justice.
- **Boo (Arthur) Radley:** the recluse the children fear and who turns out to be their protector.
- **Tom Robinson:** a kind, hard-working man destroyed by prejudice.`,
      `## Key themes
1. **Racism and injustice:** Tom’s conviction shows that in Maycomb the color of a man’s skin counts for more than the evidence.
2. **Empathy:** Atticus tells Scout that you never really understand a person “until you climb into his skin and walk around in it.” At the end Scout stands on the Radley porch and finally sees the world from Boo’s point of view.
3. **Courage:** Atticus says real courage is “when you know you’re licked before you begin but you begin anyway” – shown by Mrs. Dubose’s fight against her addiction and by Atticus defending Tom.
4. **Loss of innocence:** Jem and Scout discover that adults they trusted can be cruel and unfair.

## The mockingbird symbol
Atticus tells the children it is a sin to kill a mockingbird, because mockingbirds do nothing but sing for us. Miss Maudie explains the idea. The mockingbird stands for **innocent people harmed by evil**: Tom Robinson and Boo Radley. When Sheriff Tate decides not to expose Boo, Scout says that doing so would be “sort of like shootin’ a mockingbird.”

## Useful quotations
- “You never really understand a person until you consider things from his point of view.” – Atticus
- “Mockingbirds don’t do one thing but make music for us to enjoy.” – Miss Maudie

## Essay tip
Build each paragraph as **claim – evidence – analysis**: state your point, quote the text, then explain how the quote supports your point and what Lee wants the reader to feel or think.`,
    ],
  },
  {
    ...base,
    key: 'us-thesis-statement-essay',
    title: 'Writing a Strong Thesis and a Five-Paragraph Essay',
    description: 'How to write an arguable thesis, topic sentences and body paragraphs, with a worked example.',
    subject: 'english',
    grades: [8, 9, 10],
    topic: 'english/writing',
    knowledge: 'languages/english/essay-writing',
    pages: [
      `## What a thesis statement is
The **thesis statement** is the one sentence, usually at the end of your introduction, that states your main argument. Everything else in the essay supports it.

A strong thesis is:
- **arguable:** a reasonable person could disagree with it;
- **specific:** it names a clear position, not a vague topic;
- **a roadmap:** it often previews the reasons you will develop.

## Weak vs. strong
= Weak: Social media is a big part of teenagers’ lives. (a fact, nothing to argue)
= Weak: This essay will talk about social media. (an announcement)
= Strong: Schools should teach social media literacy because it protects students’ privacy, improves their ability to spot misinformation, and encourages healthier screen habits.

## The five-paragraph structure
1. **Introduction:** a hook (a question, a surprising fact, a short story), background, then the thesis.
2. **Body paragraph 1:** first reason.
3. **Body paragraph 2:** second reason.
4. **Body paragraph 3:** third reason (often your strongest, or a counterargument and rebuttal).
5. **Conclusion:** restate the thesis in new words, sum up the reasons, and end with a wider thought.`,
      `## Building a body paragraph: TEEL
- **T – Topic sentence:** the paragraph’s main point, linked to the thesis.
- **E – Evidence:** a fact, statistic, example or quotation.
- **E – Explanation:** how the evidence proves your point. This is where most of your grade comes from.
- **L – Link:** a closing sentence that connects back to the thesis or leads to the next paragraph.

## Worked example
**Topic sentence:** Social media literacy helps students protect their privacy online.
**Evidence:** Many teenagers share their school, location or daily routine in public posts without thinking about who can see them.
**Explanation:** When students learn how privacy settings work and what strangers can do with personal details, they make safer choices, such as keeping accounts private and turning off location tags.
**Link:** Protecting privacy is only the first benefit; literacy also makes students sharper readers of what they see online.

## Transitions that help
- adding: furthermore, in addition, moreover
- contrasting: however, on the other hand, although
- showing results: therefore, as a result, consequently
- giving examples: for instance, for example, such as

## Checklist before you hand it in
1. Can someone disagree with my thesis?
2. Does every body paragraph start with a topic sentence that supports the thesis?
3. Did I explain every piece of evidence instead of just dropping a quote?
4. Does the conclusion avoid adding brand-new arguments?

! **Remember:** a thesis is a claim you prove, not a topic you announce.`,
    ],
  },
  {
    ...base,
    key: 'us-energy-conservation',
    title: 'Kinetic and Potential Energy and the Law of Conservation',
    description: 'Formulas for kinetic and gravitational potential energy, energy conservation and a solved roller-coaster problem.',
    subject: 'physics',
    grades: [9, 10, 11],
    topic: 'physics/energy',
    knowledge: 'natural-sciences/physics/energy',
    pages: [
      `## What energy is
**Energy** is the ability to do work. It is measured in **joules (J)**. 1 J is the work done when a force of 1 newton moves an object 1 meter.

## Kinetic energy
Energy of motion. It depends on mass and, even more, on speed:
= KE = ½ m v²
(m in kg, v in m/s, KE in J)
Because speed is squared, doubling the speed makes the kinetic energy **four times** larger. That is why a car at 60 mph needs much more than twice the braking distance it needs at 30 mph.

## Gravitational potential energy
Energy stored because of an object’s height above a reference level:
= PE = m g h
(g ≈ 9.8 m/s² on Earth, h in m)
A 2 kg book on a shelf 1.5 m high has PE = 2 × 9.8 × 1.5 = 29.4 J relative to the floor.

## Other forms of energy
thermal (heat), chemical (food, fuel, batteries), electrical, elastic (stretched springs), nuclear, radiant (light).

## The law of conservation of energy
Energy cannot be created or destroyed; it can only change from one form to another. In a closed system, the total energy stays the same.
= KE + PE = constant (if friction and air resistance are ignored)`,
      `## Worked example: a roller coaster
A roller-coaster car of mass 500 kg starts at rest at the top of a hill 20 m high. How fast is it moving at the bottom? (Ignore friction, g = 9.8 m/s².)
1. At the top: v = 0, so KE = 0 and PE = m g h = 500 × 9.8 × 20 = 98 000 J.
2. At the bottom: h = 0, so PE = 0, and all the energy is kinetic: KE = 98 000 J.
3. Solve ½ m v² = 98 000:
= ½ × 500 × v² = 98 000
= v² = 392
= v ≈ 19.8 m/s

Notice that the mass cancels out: v = √(2 g h). Any car dropping 20 m without friction reaches about 19.8 m/s.

## What about friction?
In real life, friction and air resistance turn part of the mechanical energy into **thermal energy** (the track and the air get slightly warmer). The total energy is still conserved, but less of it stays as KE + PE, so the real car is a little slower.

## Energy efficiency
= efficiency = useful energy output ÷ total energy input × 100 %
A light bulb that turns 100 J of electrical energy into 20 J of light has an efficiency of 20 %; the other 80 J become heat.

## Quick check
1. What happens to KE if the speed triples? (It becomes 9 times larger.)
2. A ball is thrown straight up. Where is its PE largest? (At the highest point, where its speed is zero.)

! **Exam tip:** always write the formula, substitute with units, then give the answer with its unit.`,
    ],
  },
  {
    ...base,
    key: 'us-balancing-equations',
    title: 'Balancing Chemical Equations Step by Step',
    description: 'Why equations must be balanced, a four-step method, and solved examples including combustion.',
    subject: 'chemistry',
    grades: [9, 10],
    topic: 'chemistry/chemical-reactions',
    knowledge: 'natural-sciences/chemistry/balancing-equations',
    pages: [
      `## Why we balance equations
A chemical equation shows the **reactants** (left) turning into the **products** (right). According to the **law of conservation of mass**, atoms are neither created nor destroyed in a reaction; they are only rearranged. So each side must contain the same number of atoms of every element.

## Parts of an equation
= 2 H₂ + O₂ → 2 H₂O
- **Coefficients** (the big numbers in front, here 2 and 2) tell how many molecules take part. You may change these.
- **Subscripts** (the small numbers, as in H₂O) are part of the formula. Never change them: H₂O₂ is hydrogen peroxide, not water!
- State symbols are often added: (s) solid, (l) liquid, (g) gas, (aq) dissolved in water.

## The four-step method
1. Write the correct formulas of all reactants and products.
2. Count the atoms of each element on both sides (a table helps).
3. Add coefficients one element at a time. Start with an element that appears in only one compound on each side; leave hydrogen and oxygen, and especially elements that appear alone, for last.
4. Check every element again and make sure the coefficients are in the lowest whole-number ratio.`,
      `## Example 1: making water
= H₂ + O₂ → H₂O (unbalanced: 2 O on the left, 1 O on the right)
- Put a 2 in front of H₂O: now O is 2 = 2, but H is 2 on the left and 4 on the right.
- Put a 2 in front of H₂: H is 4 = 4.
= 2 H₂ + O₂ → 2 H₂O ✓

## Example 2: combustion of propane
= C₃H₈ + O₂ → CO₂ + H₂O
1. Carbon: 3 on the left, so put 3 in front of CO₂.
2. Hydrogen: 8 on the left, so put 4 in front of H₂O (4 × 2 = 8).
3. Oxygen: on the right 3 × 2 + 4 × 1 = 10 atoms, so put 5 in front of O₂.
= C₃H₈ + 5 O₂ → 3 CO₂ + 4 H₂O ✓

## Example 3: a polyatomic ion that stays together
= AgNO₃ + CaCl₂ → AgCl + Ca(NO₃)₂
When an ion like NO₃⁻ appears unchanged on both sides, count it as one unit. There are 2 NO₃ on the right, so put 2 in front of AgNO₃, then 2 in front of AgCl to balance Ag and Cl:
= 2 AgNO₃ + CaCl₂ → 2 AgCl + Ca(NO₃)₂ ✓

## Common mistakes
- Changing subscripts instead of coefficients.
- Forgetting that a coefficient multiplies the whole formula: 3 H₂O means 6 H and 3 O.
- Leaving fractions: if you end with ½ O₂, multiply every coefficient by 2.

## Practice
Balance: Al + O₂ → Al₂O₃. **Answer:** 4 Al + 3 O₂ → 2 Al₂O₃ (4 Al and 6 O on each side).`,
    ],
  },
];
