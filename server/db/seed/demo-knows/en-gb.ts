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
];
