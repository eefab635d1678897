// British demo knows (United Kingdom, content language en-GB; grade levels are school years, Year 7 to Year 13).
import type { DemoKnow } from './types';

const base = { country: 'GB', language: 'en-GB', knower: 'oliver.bennett' } as const;

export const BRITISH_KNOWS: DemoKnow[] = [
  {
    ...base,
    key: 'gb-chemical-bonding',
    title: 'Chemical Bonding Basics',
    description: 'Ionic, covalent and metallic bonds compared.',
    subject: 'chemistry',
    grades: [10, 11],
    topic: 'chemistry/bonding-and-structure',
    knowledge: 'natural-sciences/chemistry/chemical-bonding',
    pages: [
      `## Why atoms bond
Atoms bond to reach a **full outer shell** of electrons – the stable arrangement of a noble gas. There are three types of strong chemical bond, and which one forms depends on the elements involved.
- **Metal + non-metal** → ionic bonding
- **Non-metal + non-metal** → covalent bonding
- **Metal + metal** → metallic bonding

## Ionic bonding
Metal atoms **lose** electrons to become positive ions; non-metal atoms **gain** electrons to become negative ions. The oppositely charged ions attract each other with strong **electrostatic forces**.
= Na (2,8,1) → Na⁺ (2,8) + e⁻
= Cl (2,8,7) + e⁻ → Cl⁻ (2,8,8)

Ionic compounds form a **giant ionic lattice**. Properties:
- high melting and boiling points (lots of energy needed to overcome the strong forces)
- conduct electricity when **molten or dissolved** (the ions are free to move), but not when solid
- often soluble in water

! Exam tip: draw dot-and-cross diagrams with square brackets and the charge outside, e.g. [Na]⁺ [Cl]⁻.`,
      `## Covalent bonding
Non-metal atoms **share** pairs of electrons. Each shared pair is one covalent bond.
= H₂: H–H     O₂: O=O (double bond)     H₂O: H–O–H     CH₄: four C–H bonds

### Simple molecular substances (H₂O, CO₂, CH₄)
- The covalent bonds inside molecules are strong, but the **intermolecular forces** between molecules are weak.
- Low melting and boiling points – many are gases or liquids at room temperature.
- Do not conduct electricity (no charged particles free to move).

### Giant covalent structures
- **Diamond:** each carbon bonded to 4 others – very hard, very high melting point, does not conduct.
- **Graphite:** each carbon bonded to 3 others in layers; one delocalised electron per atom – conducts electricity, soft and slippery (layers slide).
- **Silicon dioxide (sand):** very high melting point.

## Metallic bonding
A lattice of positive metal ions surrounded by a **sea of delocalised electrons**.
- good conductors of heat and electricity (the electrons move)
- malleable: layers of ions can slide over each other
- **Alloys** are harder because different-sized atoms distort the layers.

## Summary
- Ionic: transfer of electrons – high m.p., conducts when molten/dissolved
- Covalent (simple): sharing – low m.p., does not conduct
- Metallic: delocalised electrons – conducts, malleable`,
    ],
  },
  {
    ...base,
    key: 'gb-macbeth',
    title: 'Macbeth: Key Themes and Quotations',
    description: 'Ambition, guilt and the supernatural – the quotations worth learning for GCSE English Literature.',
    subject: 'literature',
    grades: [10, 11],
    topic: 'english-literature/shakespeare',
    knowledge: 'languages/english-literature/macbeth',
    pages: [
      `## The plot in brief
Macbeth, a brave Scottish general, meets three witches who prophesy that he will become king. Urged on by **Lady Macbeth**, he murders King Duncan and takes the throne. To keep it, he has his friend **Banquo** killed and later the family of **Macduff**. Lady Macbeth is consumed by guilt and dies; Macbeth is killed by Macduff, and Duncan's son **Malcolm** becomes king. Written around 1606, the play was performed for King James I, who was fascinated by witchcraft.

## Theme: ambition
- "Stars, hide your fires; / Let not light see my black and deep desires" (Act 1, Scene 4) – Macbeth already hides his murderous thoughts.
- "I have no spur / To prick the sides of my intent, but only / Vaulting ambition" (1.7) – he admits ambition is his only motive.
- Lady Macbeth: "Look like th' innocent flower, / But be the serpent under't" (1.5) – appearance versus reality.

## Theme: the supernatural
- "Fair is foul, and foul is fair" (1.1) – the witches' paradox sets up a world where nothing is as it seems.
- "Is this a dagger which I see before me" (2.1) – is the vision supernatural or a sign of a troubled mind?

! Context: the Great Chain of Being – killing a king was a crime against God and nature, so disorder follows Duncan's murder (storms, horses eating each other).`,
      `## Theme: guilt
- "Will all great Neptune's ocean wash this blood / Clean from my hand?" (2.2) – Macbeth's guilt is immediate.
- Lady Macbeth at first: "A little water clears us of this deed" (2.2).
- Later: "Out, damned spot! out, I say!" (5.1) – the sleepwalking scene shows her guilt has destroyed her. The **blood imagery** links the two scenes.

## Theme: masculinity and power
- Lady Macbeth: "unsex me here" (1.5) – she rejects female qualities to become ruthless.
- "When you durst do it, then you were a man" (1.7) – she manipulates Macbeth by questioning his manhood.
- Macduff: "But I must also feel it as a man" (4.3) – a different view of masculinity that includes grief.

## Macbeth's downfall
- "O, full of scorpions is my mind, dear wife!" (3.2) – paranoia after becoming king.
- "Life's but a walking shadow … a tale / Told by an idiot, full of sound and fury, / Signifying nothing" (5.5) – his nihilism after Lady Macbeth's death.

## How to write a strong paragraph
1. **Point:** answer the question directly.
2. **Evidence:** a short, embedded quotation.
3. **Analysis:** zoom in on a word or technique ("damned" suggests she fears hell).
4. **Context:** link to Jacobean beliefs or the audience.
5. **Effect:** what Shakespeare wants the audience to feel or think.

! Learn short quotations well rather than long ones badly – four or five words are enough to analyse.`,
    ],
  },
  {
    ...base,
    key: 'gb-causes-ww1',
    title: 'The Causes of the First World War',
    description: 'MAIN: militarism, alliances, imperialism and nationalism, and the assassination in Sarajevo.',
    subject: 'history',
    grades: [9],
    topic: 'history/twentieth-century',
    knowledge: 'society/history/first-world-war',
    pages: [
      `## The long-term causes: MAIN
### Militarism
The great powers built up huge armies and made detailed war plans. Germany's **Schlieffen Plan** aimed to defeat France quickly through Belgium before turning on Russia. Britain and Germany competed in a **naval race**: Britain launched HMS Dreadnought in 1906 and Germany built its own dreadnoughts.

### Alliances
Europe was divided into two armed camps:
- **Triple Alliance** (1882): Germany, Austria-Hungary and Italy
- **Triple Entente** (1907): Britain, France and Russia
The alliances meant that a local conflict could quickly draw in all the great powers.

### Imperialism
Competition for colonies and influence caused tension, e.g. the **Moroccan Crises** of 1905 and 1911, when Germany challenged French influence in Morocco – and Britain backed France.

### Nationalism
Pride in one's nation and the wish of peoples such as the Serbs to rule themselves. In the **Balkans**, Serbia wanted to unite the South Slavs, many of whom lived inside Austria-Hungary. Austria-Hungary's annexation of **Bosnia** in 1908 angered Serbia.

! Remember MAIN: Militarism, Alliances, Imperialism, Nationalism.`,
      `## The short-term cause: Sarajevo, 28 June 1914
Archduke **Franz Ferdinand**, heir to the Austro-Hungarian throne, was shot in Sarajevo by **Gavrilo Princip**, a member of a Bosnian Serb group linked to the secret Serbian society, the Black Hand.

## From assassination to world war
1. **23 July:** Austria-Hungary, backed by Germany's "blank cheque", sends Serbia a harsh ultimatum.
2. **28 July:** Austria-Hungary declares war on Serbia.
3. **30 July:** Russia, Serbia's protector, mobilises.
4. **1 August:** Germany declares war on Russia; **3 August** on France.
5. **4 August:** Germany invades Belgium; Britain declares war, citing the **1839 Treaty of London** guaranteeing Belgian neutrality.

## Who was to blame?
- **Germany:** the Treaty of Versailles (Article 231) blamed Germany; the blank cheque and the Schlieffen Plan support this view.
- **Austria-Hungary:** used the assassination as an excuse to crush Serbia.
- **Russia:** its early mobilisation made a wider war almost certain.
- Many historians argue that **no single country** wanted a world war, but the alliance system and war plans turned a Balkan crisis into one.

## Exam technique: "How far do you agree…?"
- Write about the named factor **and** at least two others.
- Explain links: nationalism caused the assassination, but the alliances turned it into a wider war.
- Finish with a clear judgement: which factor mattered most, and why.`,
    ],
  },
  {
    ...base,
    key: 'gb-simultaneous-equations',
    title: 'Simultaneous Equations',
    description: 'Solving by elimination and by substitution, including one linear and one quadratic equation.',
    subject: 'mathematics',
    grades: [10, 11],
    topic: 'mathematics/algebra',
    knowledge: 'mathematics/algebra/simultaneous-equations',
    pages: [
      `## What are simultaneous equations?
Two equations with two unknowns that are both true at the same time. The solution is the pair of values (x, y) that satisfies both – graphically, the point where the two lines **intersect**.

## Method 1: elimination
1. Make the coefficients of one variable the same (multiply one or both equations).
2. Add or subtract the equations to eliminate that variable (**S**ame **S**igns **S**ubtract).
3. Solve for the remaining variable.
4. Substitute back to find the other one.
5. Check in the equation you did not use.

### Example
= 3x + 2y = 16   (1)
= 5x − 2y = 0    (2)
= (1) + (2): 8x = 16  ⇒  x = 2
= in (1): 6 + 2y = 16  ⇒  y = 5
Check in (2): 5 × 2 − 2 × 5 = 0 ✓

### Example where you need to multiply first
= 2x + 3y = 12   (1)   × 2 → 4x + 6y = 24
= 4x − y = 10    (2)
= subtract: 7y = 14  ⇒  y = 2, then 2x + 6 = 12  ⇒  x = 3`,
      `## Method 2: substitution
Best when one equation already gives one variable in terms of the other.
= y = 2x − 1     (1)
= 3x + y = 9     (2)
= substitute: 3x + (2x − 1) = 9  ⇒  5x = 10  ⇒  x = 2, y = 3

## One linear and one quadratic (Higher tier)
Always substitute the **linear** equation into the quadratic one.
= x² + y² = 25
= y = x + 1
= x² + (x + 1)² = 25
= 2x² + 2x + 1 = 25  ⇒  x² + x − 12 = 0
= (x + 4)(x − 3) = 0  ⇒  x = −4 or x = 3
So y = −3 or y = 4. Solutions: (−4, −3) and (3, 4) – the points where the line crosses the circle.

! Give the answers as **pairs**. x = 3 on its own earns only part of the marks.

## Forming equations from words
Two coffees and a muffin cost £7.10; one coffee and three muffins cost £7.30. Let c be a coffee and m a muffin:
= 2c + m = 7.10
= c + 3m = 7.30
Multiply the second by 2 and subtract: 5m = 7.50, so m = £1.50 and c = £2.80.

## Common mistakes
- Subtracting when the signs are different (add instead!)
- Forgetting to multiply **every** term when scaling an equation
- Not checking the answer in the original equations`,
    ],
  },
  {
    ...base,
    key: 'gb-rivers',
    title: 'River Processes and Landforms',
    description: 'Erosion, transportation and deposition, and how waterfalls, meanders and ox-bow lakes form.',
    subject: 'geography',
    grades: [8, 9],
    topic: 'geography/physical-geography',
    knowledge: 'society/geography/rivers',
    pages: [
      `## The long profile of a river
- **Upper course:** steep gradient, narrow V-shaped valley, vertical erosion – waterfalls, interlocking spurs.
- **Middle course:** gentler gradient, wider valley, lateral erosion – meanders.
- **Lower course:** flat, wide floodplain, deposition – levées, ox-bow lakes, estuaries.

## Erosion processes
- **Hydraulic action:** the force of the water breaks rock apart.
- **Abrasion:** rocks carried by the river scrape the bed and banks.
- **Attrition:** rocks knock into each other and become smaller and rounder.
- **Solution:** water dissolves soluble rocks such as limestone.

## Transportation
- **Traction:** large boulders roll along the bed.
- **Saltation:** pebbles bounce along the bed.
- **Suspension:** fine particles are carried in the water (making it look brown).
- **Solution:** dissolved minerals are carried invisibly.

! Deposition happens when the river loses energy: where it slows down, e.g. on the inside of bends or where it enters the sea.`,
      `## How a waterfall forms
1. A band of hard rock lies over softer rock.
2. The softer rock is eroded faster (hydraulic action, abrasion), creating a step.
3. The water undercuts the soft rock, forming a **plunge pool** and leaving an **overhang** of hard rock.
4. The overhang collapses; the waterfall **retreats upstream**, leaving a steep-sided **gorge**.
Example: **High Force** on the River Tees.

## Meanders and ox-bow lakes
- On the **outside** of a bend the water is fastest: erosion forms a **river cliff**.
- On the **inside** it is slowest: deposition forms a **slip-off slope**.
- Over time the neck of the meander narrows. During a flood the river cuts through it, takes the shorter route, and deposition seals off the old bend: an **ox-bow lake**.

## Flooding
Physical causes: prolonged or heavy rainfall, steep slopes, impermeable rock.
Human causes: urbanisation (tarmac and concrete), deforestation.

### Hydrographs
- **Lag time:** time between peak rainfall and peak discharge.
- Urban catchments have a **short lag time** and a **high peak** – a "flashy" hydrograph.

## Management
- **Hard engineering:** dams, embankments, flood relief channels – effective but expensive.
- **Soft engineering:** floodplain zoning, planting trees, river restoration – cheaper and more sustainable.

Case study to learn: the Somerset Levels floods (2014) – causes, effects and responses.`,
    ],
  },
  {
    ...base,
    key: 'gb-enzymes',
    title: 'Enzymes: Lock and Key, Temperature and pH (GCSE Biology)',
    description: 'How enzymes work, what denatures them and how to describe the required practical on amylase.',
    subject: 'biology',
    grades: [10, 11],
    topic: 'biology/enzymes',
    knowledge: 'natural-sciences/biology/enzymes',
    pages: [
      `## What an enzyme is
Enzymes are **biological catalysts**: proteins that speed up chemical reactions in living things without being used up. Each enzyme is a long chain of amino acids folded into a particular 3D shape. Part of that shape is the **active site**, where the substrate binds.

## The lock and key model
- The **substrate** fits into the active site like a key into a lock, forming an **enzyme–substrate complex**.
- The reaction happens and the **products** are released; the enzyme can be used again.
- Because the active site has a **specific** shape, each enzyme catalyses only one reaction (or one type of reaction).

## Digestive enzymes to learn
- **Amylase** (salivary glands, pancreas, small intestine): starch → sugars.
- **Protease**, e.g. pepsin (stomach, pancreas, small intestine): proteins → amino acids.
- **Lipase** (pancreas, small intestine): lipids → fatty acids + glycerol.
- **Bile** is not an enzyme: made in the liver, stored in the gall bladder, it neutralises stomach acid and **emulsifies** fats, giving lipase a larger surface area.`,
      `## Temperature
As temperature rises, molecules move faster and collide more often, so the rate increases up to the **optimum** (about 37 °C for human enzymes). Above it, the bonds holding the protein's shape break, the active site changes shape and the substrate no longer fits: the enzyme is **denatured**. Denaturing is permanent.

## pH
Every enzyme has an optimum pH: pepsin works best at about **pH 2** (stomach acid), amylase and most intestinal enzymes at about **pH 7–8**. Too far from the optimum, the active site changes shape and the enzyme denatures.

## Required practical: the effect of pH on amylase
1. Put a drop of **iodine** in each well of a spotting tile.
2. Mix amylase, a **buffer** of known pH and starch solution in a test tube kept in a water bath at 35 °C; start the stopwatch.
3. Every 30 seconds put a drop of the mixture on the iodine. Blue-black means starch is still there; when the iodine stays **orange-brown**, the starch has been digested.
4. Repeat with buffers of other pH values.

= rate = 1000 ÷ time (s)

! Control variables: temperature, volume and concentration of amylase and starch. Exam tip: say the active site **changes shape** – never that the enzyme is "killed".`,
    ],
  },
  {
    ...base,
    key: 'gb-language-analysis',
    title: 'Analysing Language: GCSE English Language Paper 1 Question 2',
    description: 'A method for the language question, with the terms examiners reward and a model paragraph.',
    subject: 'english',
    grades: [10, 11],
    topic: 'english/language-analysis',
    knowledge: 'languages/english/language-analysis',
    pages: [
      `## What the question asks
Question 2 gives you a short extract and asks **how the writer uses language** to describe something. It is worth 8 marks and you should spend about **10 minutes** on it. The marks go for analysing the **effects** of words and phrases, using subject terminology accurately – not for listing techniques.

## The method: What – How – Why
- **What:** make a point about the impression the writer creates ("The storm is presented as violent and alive").
- **How:** quote a short piece of evidence and name the technique where it helps ("the sea 'clawed' at the harbour wall" – a verb that personifies the sea).
- **Why:** zoom in on one word and explain its connotations and the effect on the reader ("'clawed' suggests an animal attacking its prey, so the reader feels the town is under threat").

## Terms worth using
- **Word classes:** noun, verb, adjective, adverb – "the dynamic verb 'hurled'".
- **Imagery:** simile, metaphor, personification, pathetic fallacy.
- **Sound:** alliteration, sibilance, onomatopoeia.
- **Sentence forms:** short sentences for tension, lists for abundance, rhetorical questions.`,
      `## A model paragraph
The writer presents the storm as a living predator. The sea "clawed" at the harbour wall, and the metaphorical verb suggests an animal tearing at its prey with sharp claws. This makes the sea seem deliberate and cruel rather than simply rough, so the reader fears for the fishermen who are still out. The **sibilance** in "the spray spat and hissed" adds to this, as the harsh "s" sounds echo the noise of the waves and make the attack feel close and continuous.

## Doing it well
- Write about **three or four** well-chosen quotations rather than eight thin ones.
- Keep quotations short: a word or phrase you can analyse.
- Explore **more than one meaning** of a word: "'swallowed' suggests the ship vanished completely, but also that the sea is hungry".
- Link effects back to the question's focus every time.

## Common mistakes
- Feature spotting: "There is a simile" with no effect explained.
- Vague effects: "it makes the reader want to read on" – say **what** the reader feels and **why**.
- Writing about structure (the order of ideas): that is Question 3.

! Checklist: point – short quotation – technique – zoom in on one word – effect on the reader – link to the question.`,
    ],
  },
  {
    ...base,
    key: 'gb-electric-circuits',
    title: 'Electric Circuits: Current, Potential Difference and Resistance',
    description: 'Series and parallel circuits, V = IR and the I–V characteristics of components for GCSE Physics.',
    subject: 'physics',
    grades: [10, 11],
    topic: 'physics/electricity',
    knowledge: 'natural-sciences/physics/electric-circuits',
    pages: [
      `## The three quantities
- **Current (I)** is the rate of flow of charge, measured in **amperes (A)** with an ammeter connected **in series**.
- **Potential difference (V)** is the energy transferred per unit of charge, measured in **volts (V)** with a voltmeter connected **in parallel** across a component.
- **Resistance (R)** opposes the current, measured in **ohms (Ω)**.

= Q = I × t        charge (C) = current (A) × time (s)
= V = I × R        potential difference = current × resistance
= P = I × V = I² × R        power (W)

### Worked example
A 12 Ω resistor has a current of 0.5 A through it. V = 0.5 × 12 = **6 V**. Its power is P = 0.5 × 6 = **3 W**.

## Series circuits
- The **same current** flows through every component.
- The total potential difference of the supply is **shared** between the components.
- Resistances add up: R(total) = R1 + R2.`,
      `## Parallel circuits
- The potential difference across each branch is the **same** as the supply.
- The current **splits** between the branches; the branch currents add up to the total.
- Adding a resistor in parallel **decreases** the total resistance, because there are more paths for the charge.

## I–V characteristics
- **Ohmic conductor** (resistor at constant temperature): a straight line through the origin; current is directly proportional to potential difference, so R is constant.
- **Filament lamp:** the curve flattens, because as the filament heats up its resistance increases.
- **Diode:** current flows in one direction only; the resistance is very high in the reverse direction.
- **Thermistor:** resistance falls as temperature rises (used in thermostats).
- **LDR:** resistance falls as light intensity rises (used in automatic night lights).

## Required practical
Investigate the I–V characteristic of a component: set up the component with an ammeter in series and a voltmeter in parallel, vary the potential difference with a variable resistor, record pairs of readings, then **reverse the connections** to get negative values.

! Keep the current low and switch off between readings, so the wire does not heat up and change its resistance.`,
    ],
  },
];
