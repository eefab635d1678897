// French demo knows (France, content language fr). Grade levels count school years: 6 = 6e … 9 = 3e, 10 = 2de,
// 11 = 1re, 12 = Terminale.
import type { DemoKnow } from './types';

const base = { country: 'FR', language: 'fr', knower: 'camille.laurent' } as const;

export const FRENCH_KNOWS: DemoKnow[] = [
  {
    ...base,
    key: 'fr-revolution-francaise',
    title: 'La Révolution française',
    description: 'Causes, grandes étapes de 1789 à 1799 et héritage.',
    subject: 'history',
    grades: [8, 10],
    topic: 'histoire/epoque-moderne',
    knowledge: 'societe/histoire/revolution-francaise',
    pages: [
      `## Les causes
- **Crise financière :** l'État est endetté (guerres, dont la guerre d'indépendance américaine) et le système fiscal est injuste.
- **Crise sociale :** la société d'ordres (clergé, noblesse, tiers état) donne des privilèges aux deux premiers ordres, alors que le tiers état (plus de 95 % de la population) paie l'essentiel des impôts.
- **Crise économique :** mauvaises récoltes en 1788, hausse du prix du pain.
- **Crise des idées :** les philosophes des **Lumières** (Montesquieu, Voltaire, Rousseau) critiquent l'absolutisme et défendent la liberté et l'égalité.

## 1789 : l'année de la rupture
1. **5 mai :** ouverture des États généraux à Versailles.
2. **20 juin :** serment du Jeu de paume – les députés du tiers état, devenus Assemblée nationale, jurent de donner une Constitution à la France.
3. **14 juillet :** prise de la Bastille, symbole de l'arbitraire royal.
4. **4 août :** abolition des privilèges.
5. **26 août :** Déclaration des droits de l'homme et du citoyen (DDHC).

! **À retenir :** « Les hommes naissent et demeurent libres et égaux en droits » (article 1 de la DDHC).`,
      `## De la monarchie constitutionnelle à la République
- **1791 :** première Constitution – monarchie constitutionnelle, séparation des pouvoirs. En juin, Louis XVI tente de fuir et est arrêté à **Varennes** : la confiance est rompue.
- **1792 :** la France entre en guerre contre l'Autriche. Le **10 août**, les Tuileries sont prises ; le **21 septembre**, la Convention abolit la monarchie : c'est la **Ire République**.
- **21 janvier 1793 :** exécution de Louis XVI.

## La Terreur (1793 – 1794)
Face aux menaces extérieures (guerre) et intérieures (révolte de Vendée), le Comité de salut public dirigé par **Robespierre** suspend les libertés : loi des suspects, tribunal révolutionnaire, des milliers d'exécutions. Robespierre est renversé et guillotiné en **juillet 1794** (9 thermidor an II).

## Le Directoire et la fin de la Révolution
- **1795 – 1799 :** le Directoire, un régime instable, s'appuie de plus en plus sur l'armée.
- **9 novembre 1799 (18 brumaire) :** coup d'État de **Napoléon Bonaparte** – fin de la Révolution, début du Consulat.

## L'héritage
- la souveraineté nationale et les droits de l'homme ;
- l'égalité devant la loi et devant l'impôt, la fin de la société d'ordres ;
- les symboles : drapeau tricolore, Marseillaise, devise « Liberté, Égalité, Fraternité » ;
- le système métrique et les départements (1790).

**Méthode :** pour une question de brevet, cite toujours une date, un acteur et une conséquence.`,
    ],
  },
  {
    ...base,
    key: 'fr-cellule',
    title: 'La cellule : unité du vivant',
    description: 'Cellule animale et végétale, organites et leurs rôles.',
    subject: 'biology',
    grades: [10],
    topic: 'svt/cellule',
    knowledge: 'sciences/svt/cellule',
    pages: [
      `## La théorie cellulaire
Tous les êtres vivants sont formés d'une ou de plusieurs **cellules**. La cellule est la plus petite unité vivante : elle se nourrit, respire, produit des déchets et se divise. Toute cellule provient d'une cellule préexistante.

La plupart des cellules mesurent entre 10 et 100 µm (1 µm = 0,001 mm) : on les observe au **microscope optique**.

## Les éléments communs à toutes les cellules
- **Membrane plasmique :** limite la cellule et contrôle les échanges avec l'extérieur.
- **Cytoplasme :** milieu aqueux où se déroulent de nombreuses réactions chimiques.
- **Information génétique (ADN) :** contenue dans le **noyau** chez les eucaryotes.

## Eucaryotes et procaryotes
- **Cellules eucaryotes** (animaux, végétaux, champignons) : possèdent un noyau et des organites.
- **Cellules procaryotes** (bactéries) : pas de noyau, l'ADN est libre dans le cytoplasme ; elles sont beaucoup plus petites (1 à 10 µm).

! **À retenir :** eu = vrai, karyon = noyau. Eucaryote = « avec un vrai noyau ».`,
      `## Les organites et leurs rôles
- **Noyau :** contient l'ADN, commande le fonctionnement de la cellule.
- **Mitochondries :** lieu de la **respiration cellulaire** – elles produisent l'énergie utilisable (ATP).
- **Ribosomes :** fabriquent les protéines.
- **Réticulum endoplasmique et appareil de Golgi :** transforment et transportent les protéines.

## Spécificités de la cellule végétale
- **Paroi** de cellulose : rigide, donne sa forme à la cellule.
- **Chloroplastes :** lieu de la **photosynthèse**, ils contiennent la chlorophylle.
- **Grande vacuole :** stocke l'eau et maintient la pression dans la cellule.

## Tableau comparatif
- Membrane, cytoplasme, noyau, mitochondries : **animale et végétale**.
- Paroi, chloroplastes, grande vacuole : **végétale seulement**.

## Les équations à connaître
= Photosynthèse : 6 CO₂ + 6 H₂O → C₆H₁₂O₆ + 6 O₂  (lumière)
= Respiration : C₆H₁₂O₆ + 6 O₂ → 6 CO₂ + 6 H₂O + énergie

## Observer au microscope
1. Placer une fine couche (épiderme d'oignon, cellules de la joue) sur une lame.
2. Ajouter un colorant (bleu de méthylène, eau iodée) et une lamelle.
3. Commencer au plus faible grossissement, puis augmenter.
4. Dessin d'observation : au crayon, avec titre, grossissement et légendes à la règle.`,
    ],
  },
  {
    ...base,
    key: 'fr-fonctions-affines',
    title: 'Les fonctions affines',
    description: 'Coefficient directeur, ordonnée à l’origine et représentation graphique.',
    subject: 'mathematics',
    grades: [9, 10],
    topic: 'mathematiques/fonctions',
    knowledge: 'mathematiques/fonctions/fonctions-affines',
    pages: [
      `## Définition
Une **fonction affine** est une fonction de la forme :
= f(x) = ax + b    avec a et b deux nombres réels
- **a** est le **coefficient directeur** (la pente) ;
- **b** est l'**ordonnée à l'origine** : f(0) = b.

Cas particuliers :
- si b = 0 : f(x) = ax est une **fonction linéaire** (situation de proportionnalité) ;
- si a = 0 : f(x) = b est une **fonction constante**.

## Représentation graphique
La courbe d'une fonction affine est une **droite**. Elle coupe l'axe des ordonnées au point (0 ; b).
- a > 0 : la droite « monte », la fonction est **croissante** ;
- a < 0 : la droite « descend », la fonction est **décroissante** ;
- a = 0 : la droite est horizontale.

! **À retenir :** quand x augmente de 1, f(x) augmente de a.

## Tracer la droite de f(x) = 2x − 3
1. Ordonnée à l'origine : le point A(0 ; −3).
2. Un deuxième point : f(2) = 2 × 2 − 3 = 1, donc B(2 ; 1).
3. On trace la droite (AB). Vérification avec la pente : depuis A, on avance de 1 et on monte de 2.`,
      `## Calculer a à partir de deux points
Si la droite passe par A(x_A ; y_A) et B(x_B ; y_B), alors :
= a = (y_B − y_A) / (x_B − x_A)
Puis on trouve b en remplaçant les coordonnées d'un point dans y = ax + b.

### Exemple
Trouver la fonction affine f telle que f(1) = 5 et f(4) = 11.
= a = (11 − 5) / (4 − 1) = 6 / 3 = 2
= f(1) = 2 × 1 + b = 5  ⇒  b = 3
= donc f(x) = 2x + 3

## Résoudre une équation ou une inéquation
Antécédent de 9 par f : on résout 2x + 3 = 9, donc 2x = 6 et x = 3.
Pour quelles valeurs a-t-on f(x) > 0 ? 2x + 3 > 0 ⇔ x > −1,5.

## Exercice type brevet
Un club de sport propose deux tarifs :
- **Tarif A :** 8 € par séance ;
- **Tarif B :** abonnement de 40 € puis 3 € par séance.

On note x le nombre de séances : A(x) = 8x (linéaire) et B(x) = 3x + 40 (affine).
= 8x = 3x + 40  ⇔  5x = 40  ⇔  x = 8
Pour 8 séances, les deux tarifs coûtent 64 €. Au-delà de 8 séances, le tarif B est plus avantageux.

! **Piège classique :** ne pas confondre l'image f(3) (on calcule) et l'antécédent de 3 (on résout f(x) = 3).`,
    ],
  },
  {
    ...base,
    key: 'fr-thales',
    title: 'Le théorème de Thalès',
    description: 'Énoncé, configuration « papillon », réciproque et exercices corrigés.',
    subject: 'mathematics',
    grades: [9],
    topic: 'mathematiques/geometrie',
    knowledge: 'mathematiques/geometrie/theoreme-de-thales',
    pages: [
      `## L'énoncé
Soient deux droites (BM) et (CN) sécantes en A. Si les droites **(MN) et (BC) sont parallèles**, alors :
= AM / AB = AN / AC = MN / BC

Les longueurs du « petit » triangle AMN sont proportionnelles à celles du « grand » triangle ABC.

## Les deux configurations
- **Triangles emboîtés :** M est sur [AB] et N sur [AC].
- **Configuration « papillon » :** M et N sont de l'autre côté de A (les triangles sont opposés par le sommet).

Dans les deux cas, l'égalité des rapports est la même.

! **Méthode :** toujours écrire les trois rapports dans le même ordre : sommet commun A, puis petit triangle en haut, grand triangle en bas.

## Exemple : calculer une longueur
On sait que (MN) // (BC), AM = 3 cm, AB = 5 cm et BC = 7 cm. Calculer MN.
= AM / AB = MN / BC
= 3 / 5 = MN / 7
= MN = 3 × 7 / 5 = 4,2 cm

Pour l'**utiliser**, il faut d'abord justifier les **deux conditions** : les points sont alignés dans le même ordre et les droites sont parallèles.`,
      `## La réciproque : prouver que deux droites sont parallèles
Si les points A, M, B d'une part et A, N, C d'autre part sont alignés **dans le même ordre** et si
= AM / AB = AN / AC
alors les droites (MN) et (BC) sont parallèles.

### Exemple
AM = 2,4 ; AB = 6 ; AN = 3 ; AC = 7,5.
= AM / AB = 2,4 / 6 = 0,4    et    AN / AC = 3 / 7,5 = 0,4
Les rapports sont égaux et les points sont alignés dans le même ordre, donc (MN) // (BC).

## La contraposée : prouver que les droites ne sont pas parallèles
Si AM / AB ≠ AN / AC, alors (MN) et (BC) ne sont **pas** parallèles. Conseil : calcule les rapports séparément, en valeurs exactes ou avec des produits en croix.

## Exercice type brevet
Pour trouver la hauteur d'un arbre, on mesure au même instant deux ombres : celle de Léa (1,60 m) mesure 2 m, celle de l'arbre 15 m. Les rayons du soleil sont parallèles, on peut donc appliquer le théorème de Thalès :
= hauteur de l'arbre / 1,60 = 15 / 2
= hauteur = 1,60 × 7,5 = 12 m

## Erreurs fréquentes
- oublier de citer le parallélisme avant d'appliquer le théorème ;
- mélanger les côtés des deux triangles dans les rapports ;
- utiliser Thalès dans un triangle rectangle sans parallèles (c'est alors Pythagore !).`,
    ],
  },
  {
    ...base,
    key: 'fr-figures-de-style',
    title: 'Les figures de style',
    description: 'Comparaison, métaphore, personnification, hyperbole… avec exemples et effets.',
    subject: 'literature',
    grades: [9, 10],
    topic: 'francais/etude-de-la-langue',
    knowledge: 'langues/francais/figures-de-style',
    pages: [
      `## Pourquoi les repérer ?
Une figure de style est une manière de s'exprimer qui rend le texte plus expressif. Au brevet et au bac, il ne suffit pas de la **nommer** : il faut expliquer son **effet** sur le lecteur.

## Les figures d'analogie
- **Comparaison :** rapproche deux éléments grâce à un outil de comparaison (comme, tel, pareil à, semblable à). « La Terre est bleue **comme** une orange » (Éluard).
- **Métaphore :** rapprochement **sans** outil de comparaison. « Ma jeunesse ne fut qu'un ténébreux orage » (Baudelaire).
- **Personnification :** attribue des caractéristiques humaines à une chose ou un animal. « La ville dort. »
- **Allégorie :** représente une idée abstraite par un être concret. La Mort avec sa faux.

## Les figures d'insistance
- **Hyperbole :** exagération. « Je meurs de faim. »
- **Anaphore :** répétition d'un mot en début de vers ou de phrase. « Paris ! Paris outragé ! Paris brisé ! Paris martyrisé ! » (de Gaulle, 1944)
- **Gradation :** énumération de termes d'intensité croissante. « Va, cours, vole, et nous venge » (Corneille, Le Cid).
- **Accumulation :** énumération de nombreux termes.`,
      `## Les figures d'opposition
- **Antithèse :** deux termes opposés dans une même phrase. « Je vis, je meurs » (Louise Labé).
- **Oxymore :** deux termes contradictoires réunis dans un même groupe. « Cette obscure clarté qui tombe des étoiles » (Corneille).
- **Chiasme :** structure en miroir AB / BA. « Il faut manger pour vivre et non pas vivre pour manger » (Molière).

## Les figures d'atténuation
- **Euphémisme :** atténue une réalité brutale. « Il nous a quittés » pour « il est mort ».
- **Litote :** dire moins pour suggérer plus. « Va, je ne te hais point » (Corneille) = je t'aime.

## Les figures de sonorité
- **Allitération :** répétition d'un son consonne. « Pour qui sont ces serpents qui sifflent sur vos têtes ? » (Racine) – le son [s] imite le sifflement.
- **Assonance :** répétition d'un son voyelle.

! **Méthode pour l'analyse :** figure + citation + effet. Exemple : « L'anaphore de “Paris” martèle le nom de la ville et traduit l'émotion et la fierté de l'orateur. »

## Ne pas confondre
- comparaison (avec « comme ») / métaphore (sans outil) ;
- antithèse (deux termes opposés éloignés) / oxymore (deux termes contradictoires accolés) ;
- litote (on dit moins pour dire plus) / euphémisme (on adoucit).

## Entraînement
Nommez la figure : « Ce héros, ce lion, ce demi-dieu s'avançait. » → **gradation** (et métaphore avec « lion »).`,
    ],
  },
  {
    ...base,
    key: 'fr-loi-ohm',
    title: 'Tension, intensité et loi d’Ohm',
    description: 'Grandeurs électriques, branchement des appareils de mesure et la relation U = R × I.',
    subject: 'physics',
    grades: [8, 9],
    topic: 'physique-chimie/electricite',
    knowledge: 'sciences/physique-chimie/loi-d-ohm',
    pages: [
      `## Les grandeurs électriques
- **Intensité du courant (I)** : se mesure en **ampères (A)** avec un **ampèremètre** branché **en série**.
- **Tension électrique (U)** : se mesure en **volts (V)** avec un **voltmètre** branché **en dérivation** (en parallèle) aux bornes du dipôle.
- **Résistance (R)** : se mesure en **ohms (Ω)** avec un **ohmmètre**, dipôle hors circuit.

! **Astuce :** l'ampèremètre « entre » dans le circuit (série), le voltmètre « regarde » le dipôle de côté (dérivation).

## Les lois dans un circuit en série
- **Unicité de l'intensité :** l'intensité est la même en tout point : I = I₁ = I₂.
- **Additivité des tensions :** U = U₁ + U₂.

## Les lois dans un circuit en dérivation
- **Loi des nœuds :** l'intensité dans la branche principale est la somme des intensités des branches dérivées : I = I₁ + I₂.
- **Égalité des tensions :** U = U₁ = U₂ (les dipôles en dérivation ont la même tension).`,
      `## La loi d'Ohm
La tension U aux bornes d'un **conducteur ohmique** (une résistance) est proportionnelle à l'intensité I du courant qui le traverse :
= U = R × I      (U en V, R en Ω, I en A)
On en déduit : I = U / R et R = U / I.

### Caractéristique
Si on trace U en fonction de I, on obtient une **droite qui passe par l'origine** : c'est une situation de proportionnalité, et le coefficient directeur est R.

## Exemples de calcul
1. Une résistance de 220 Ω est traversée par un courant de 0,05 A. Tension ?
= U = R × I = 220 × 0,05 = 11 V
2. Une lampe reçoit 6 V et est traversée par 0,3 A. Sa résistance (si elle se comporte comme un conducteur ohmique) :
= R = U / I = 6 / 0,3 = 20 Ω
3. Attention aux unités : I = 150 mA = 0,150 A.

## La puissance électrique (3e)
= P = U × I      (P en watts, W)
Un appareil de 2 000 W branché sur le secteur (230 V) est traversé par I = 2 000 / 230 ≈ 8,7 A.

! **Piège :** la loi d'Ohm ne s'applique qu'aux conducteurs ohmiques. Une DEL ou une lampe à incandescence chaude n'ont pas une caractéristique droite.

## Sécurité
Le disjoncteur coupe le circuit en cas de surintensité ; la prise de terre protège les personnes en cas de défaut d'isolation.`,
    ],
  },
  {
    ...base,
    key: 'fr-present-perfect',
    title: 'Anglais : le present perfect et le prétérit',
    description: 'Formation, emplois et différences entre present perfect et prétérit, avec exercices corrigés.',
    subject: 'english',
    grades: [8, 9, 10],
    topic: 'anglais/grammaire',
    knowledge: 'langues/anglais/present-perfect',
    pages: [
      `## Deux temps pour parler du passé
En anglais, on ne traduit pas le passé composé français toujours de la même façon. Tout dépend du lien avec le présent :
- **Prétérit (simple past)** : action terminée, coupée du présent, souvent avec une date. « I **visited** London **in 2022**. »
- **Present perfect** : action passée qui a un lien avec le présent (un résultat, un bilan, une durée qui continue). « I **have visited** London three times. »

## Formation du present perfect
= have / has + participe passé
= I have finished – She has finished – They haven’t finished
= Have you finished? – Yes, I have. / No, I haven’t.

Le participe passé des verbes réguliers se termine en **-ed** (worked, played). Les verbes irréguliers sont à apprendre par cœur : be → been, go → gone, see → seen, eat → eaten, write → written, buy → bought.

## Les mots qui déclenchent le present perfect
- **ever / never** : Have you ever been to Scotland? – I have never eaten sushi.
- **already / yet** : She has already left. – Have you done your homework yet?
- **just** (venir de) : I have just arrived.
- **for / since** avec une durée qui continue : I have lived here **for** five years / **since** 2019.

! **Piège :** « J’habite ici depuis 2019 » se dit « I **have lived** here since 2019 », jamais « I live here since 2019 ».`,
      `## Les mots qui déclenchent le prétérit
- une date ou un moment précis : **yesterday**, **last** week, **in** 2015, two days **ago**, when I was a child
- une question avec **When…?** : When did you arrive?

## Formation du prétérit
= Affirmation : I worked / I went
= Négation : I didn’t work / I didn’t go (did + base verbale)
= Question : Did you work? / Did you go?

! Après **did** ou **didn’t**, le verbe reste à la base verbale : « Did she **go**? », jamais « Did she went? ».

## For ou since ?
- **for** + une durée : for two hours, for ten years, for a long time
- **since** + un point de départ : since Monday, since 2020, since I was ten

## Exemple rédigé
« I **have been** a member of the school choir since September. Last month we **sang** at the town hall, and we **have** already **recorded** two songs. »
Le premier verbe exprime une durée qui continue, le deuxième une action datée (last month), le troisième un bilan jusqu’à maintenant.

## Exercice
Mets le verbe au present perfect ou au prétérit.
1. I (lose) my keys. I can’t open the door.
2. We (go) to Spain two years ago.
3. She (work) here since 2021.
4. (you / ever / see) a whale?

**Corrigé :** 1. have lost (résultat présent) 2. went (ago) 3. has worked (since) 4. Have you ever seen (ever)`,
    ],
  },
  {
    ...base,
    key: 'fr-conservation-masse',
    title: 'Chimie : transformation chimique et conservation de la masse',
    description: 'Réactifs, produits, équation de réaction équilibrée et loi de Lavoisier, avec un exemple détaillé.',
    subject: 'chemistry',
    grades: [8, 9],
    topic: 'chimie/transformations-chimiques',
    knowledge: 'sciences/chimie/conservation-de-la-masse',
    pages: [
      `## Qu’est-ce qu’une transformation chimique ?
Lors d’une **transformation chimique**, des espèces chimiques disparaissent (les **réactifs**) et de nouvelles apparaissent (les **produits**). On la reconnaît à des indices : dégagement de gaz, changement de couleur, formation d’un solide, variation de température.

! À ne pas confondre avec une **transformation physique** (fusion, dissolution, évaporation) : la glace qui fond reste de l’eau, aucune nouvelle espèce n’apparaît.

## Exemple : la combustion du carbone
Le charbon de bois (carbone) brûle dans le dioxygène de l’air. Il se forme du dioxyde de carbone, qui trouble l’eau de chaux.
= carbone + dioxygène → dioxyde de carbone
= C + O₂ → CO₂

## Interprétation à l’échelle des atomes
Pendant la transformation, les molécules des réactifs sont cassées et les **atomes se réarrangent** pour former les molécules des produits. Les atomes eux-mêmes ne sont ni créés ni détruits : on retrouve dans les produits exactement les mêmes atomes, en même nombre.

## Conservation de la masse (loi de Lavoisier)
Puisque les atomes se conservent, la masse se conserve aussi :
= masse des réactifs consommés = masse des produits formés
« Rien ne se perd, rien ne se crée, tout se transforme. » (Antoine Lavoisier, XVIIIᵉ siècle)`,
      `## Ajuster une équation de réaction
Une équation est **ajustée** quand chaque sorte d’atome apparaît le même nombre de fois de chaque côté de la flèche. On ne modifie jamais les formules : on place des **nombres stœchiométriques** devant.

### Exemple : combustion du méthane
= CH₄ + O₂ → CO₂ + H₂O (non ajustée)
1. Carbone : 1 à gauche, 1 à droite. ✓
2. Hydrogène : 4 à gauche, 2 à droite → on met **2** devant H₂O.
3. Oxygène : à droite 2 + 2 × 1 = 4 atomes → on met **2** devant O₂.
= CH₄ + 2 O₂ → CO₂ + 2 H₂O (ajustée)

Vérification : C : 1 = 1 ; H : 4 = 4 ; O : 4 = 4. ✓

## Une expérience classique
On verse de l’acide chlorhydrique sur un morceau de calcaire dans un flacon **fermé** posé sur une balance : la masse affichée ne change pas. Dans un flacon **ouvert**, elle diminue, car le dioxyde de carbone formé s’échappe dans l’air. La masse n’a pas disparu : elle est partie avec le gaz.

## Vocabulaire à retenir
- **réactif** : espèce consommée ; **produit** : espèce formée
- **réactif limitant** : celui qui est entièrement consommé et arrête la transformation
- **équation de réaction** : écriture symbolique, réactifs à gauche, produits à droite

## Exercice
Ajuste : Fe + O₂ → Fe₃O₄. **Réponse :** 3 Fe + 2 O₂ → Fe₃O₄ (3 Fe et 4 O de chaque côté).`,
    ],
  },
  {
    ...base,
    key: 'fr-urbanisation',
    title: 'Géographie : l’urbanisation du monde',
    description: 'Croissance des villes, métropoles et mégapoles, inégalités et étalement urbain, avec des chiffres clés.',
    subject: 'geography',
    grades: [7, 10],
    topic: 'geographie/urbanisation',
    knowledge: 'societe/geographie/urbanisation',
    pages: [
      `## Un monde de plus en plus urbain
L’**urbanisation** est la hausse de la part de la population qui vit en ville. Depuis 2007, plus de la moitié de l’humanité est urbaine ; aujourd’hui environ **57 %** des habitants de la planète vivent en ville, et l’ONU prévoit près de 70 % en 2050.

## Les facteurs de la croissance urbaine
- **L’exode rural** : des ruraux quittent les campagnes pour trouver du travail, des écoles et des hôpitaux en ville.
- **La croissance naturelle** : dans les pays en développement, les villes grandissent aussi parce qu’il y naît plus d’enfants qu’il n’y meurt de personnes.
- **L’attraction des métropoles** : emplois qualifiés, universités, sièges d’entreprises, aéroports.

## Des rythmes différents selon les pays
- Dans les pays riches (Europe, Amérique du Nord, Japon), l’urbanisation est **ancienne** et dépasse souvent 75 à 80 % ; elle progresse lentement.
- En Afrique et en Asie du Sud, elle est plus **récente** mais **très rapide** : c’est là que se trouvent la plupart des villes qui grandissent le plus vite (Lagos, Kinshasa, Dacca).

## Vocabulaire
- **Métropole** : grande ville qui concentre des fonctions de commandement (politiques, économiques, culturelles).
- **Mégapole** (ou mégaville) : agglomération de plus de 10 millions d’habitants, par exemple Tokyo, Delhi, Shanghai, São Paulo, Le Caire.
- **Aire urbaine / agglomération** : ville-centre et ses banlieues.`,
      `## Les villes, lieux d’inégalités
Dans beaucoup de grandes villes des pays du Sud, une partie des habitants vit dans des **quartiers informels** (bidonvilles) : logements précaires, souvent sans eau courante ni assainissement. Environ un milliard de personnes vivent dans ce type de quartier. À côté, on trouve des quartiers d’affaires modernes et des quartiers résidentiels fermés et sécurisés.

## L’étalement urbain
Dans les pays riches, les villes s’étendent sur les campagnes voisines : c’est la **périurbanisation**. Les ménages cherchent une maison avec jardin, moins chère qu’en centre-ville.
Conséquences :
- plus de déplacements en voiture (embouteillages, pollution, émissions de gaz à effet de serre) ;
- consommation de terres agricoles ;
- dépendance aux transports pour aller travailler.

## Vers des villes durables
Les villes cherchent des solutions : transports en commun (tramway, métro), pistes cyclables, écoquartiers, rénovation des logements, végétalisation contre les îlots de chaleur.

## Méthode : décrire une carte de l’urbanisation
1. Présenter le document (titre, source, date, type de carte).
2. Décrire les grandes tendances : où le taux d’urbanisation est-il le plus fort ou le plus faible ?
3. Citer des exemples précis (pays, villes, chiffres de la légende).
4. Expliquer avec le cours (niveau de développement, exode rural).

! **À retenir :** la croissance urbaine se fait aujourd’hui surtout dans les pays du Sud, tandis que les pays du Nord sont déjà très urbanisés.`,
    ],
  },
];
