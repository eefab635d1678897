// French words characteristic of each subject: what students' notes, worksheets and flashcards of the
// subject say and the other seven subjects' rarely do (server/knows/subject-fit).
import type { SubjectVocabulary } from './types';

export const VOCABULARY_FR: SubjectVocabulary = {
  mathematics: `mathématiques équation inéquation fonction dérivée dérivable primitive intégrale limite asymptote
    suite arithmétique géométrique géométrie récurrence probabilité conditionnelle statistique médiane quartile
    écart variance espérance binomiale binôme bernoulli aléatoire pondéré vecteur colinéaires orthogonal orthogonaux
    scalaire repère abscisse ordonnée coordonnées parallèle perpendiculaire sécante triangle rectangle hypoténuse
    pythagore thalès cosinus sinus tangente trigonométrie trigonométrique radian périmètre aire polygone
    quadrilatère parallélogramme losange trapèze isocèle équilatéral médiatrice bissectrice symétrie axiale
    homothétie théorème réciproque démonstration démontrer lemme corollaire conjecture polynôme trinôme discriminant
    racine factoriser factorisation identité remarquable fraction numérateur dénominateur quotient dividende
    diviseur multiple pgcd ppcm euclidienne congruence modulo entier naturels relatifs rationnel irrationnel réels
    complexe imaginaire conjugué exponentielle logarithme népérien convexité convexe concave inflexion continuité
    croissante décroissante monotone variations extremum maximum minimum affine linéaire proportionnalité
    pourcentage coefficient directeur matrice combinatoire factorielle permutation dénombrement intervalle majorant
    minorant majorée convergente divergente cube pyramide cône cylindre sphère arête cercle disque diamètre segment
    parabole littéral inconnue exposant carré antécédent courbe algorithme variable`,

  biology: `svt cellule cellulaire noyau membrane cytoplasme mitochondrie chloroplaste organite adn arn gène allèle
    chromosome caryotype génome génotype phénotype hérédité génétique homozygote hétérozygote dominant récessif
    brassage mutation méiose mitose prophase métaphase anaphase télophase fécondation gamète zygote ovule
    spermatozoïde embryon protéine enzyme photosynthèse respiration chlorophylle glucose métabolisme digestion
    digestif intestin estomac foie pancréas insuline glycémie diabète hormone neurone synapse nerveux nerf cerveau
    moelle épinière réflexe muscle squelette sang globule plaquettes plasma hémoglobine artère veine capillaires
    cœur circulation poumon alvéoles immunité immunitaire anticorps antigène lymphocyte phagocytose vaccin
    vaccination virus bactérie microorganisme microbe infection écosystème biodiversité espèce évolution sélection
    darwin fossile phylogénétique biotope biocénose producteur consommateurs décomposeurs prédateur proie végétal
    végétaux pollen pollinisation graine germination stomate sève reproduction sexuée asexuée puberté ovaire
    testicule utérus menstruel contraception transcription ribosome codon nucléotide réplication tissu organe
    organisme nutriments glucides lipides vitamines homéostasie rein urine microbiote procaryote eucaryote vertébrés
    invertébrés mammifères clonage ogm transgénique épiderme lithosphère asthénosphère subduction dorsale magmatisme`,

  history: `histoire historique antiquité pharaon mésopotamie athènes démocratie citoyenneté romain empereur sénat
    césar auguste christianisme médiéval féodalité féodal seigneur seigneurie vassal vassaux serf chevalier croisade
    charlemagne carolingien capétien monarchie royaume renaissance humanisme réforme protestant protestantisme
    luther calvin absolutisme louis versailles lumières révolution révolutionnaire bastille girondins jacobins
    montagnards robespierre terreur directoire consulat napoléon bonaparte restauration commune industrialisation
    colonisation colonial colonie décolonisation indépendance guerre mondiale tranchées verdun armistice traité
    totalitarisme totalitaire fascisme mussolini nazisme nazi hitler staline stalinisme urss bolchevik lénine
    génocide shoah déportation déportés résistance résistant collaboration vichy pétain gaulle libération froide
    berlin otan varsovie indochine algérie constitution suffrage esclavage abolition dreyfus jaurès clemenceau
    laïcité poilus stalingrad débarquement hiroshima chronologie siècle historien régime clergé noblesse privilèges
    doléances constituante guillotine impérialisme bourgeoisie prolétariat ouvrier syndicat socialisme communisme
    communiste marx empire impérial dynastie pape papauté byzantin ottoman conquistadors colomb découvertes maquis
    mitterrand reconstruction gaullisme kennedy khrouchtchev soviétique armée bataille mobilisation propagande
    dictature dictateur antisémitisme ghetto extermination munich`,

  english: `anglais anglaise anglophone britannique américain prétérit passif conditionnel modal modaux auxiliaire
    auxiliaires irrégulier irréguliers dénombrable indénombrable comparatif superlatif traduction traduire version
    vocabulaire prononciation tense tenses simple progressive continuous present past perfect future irregular
    regular conditional clause clauses relative reported speech gerund infinitive adverb adverbs adjective
    adjectives noun nouns pronoun pronouns preposition prepositions verb verbs vocabulary going would been had have
    has was were did does will shall should could might must cannot the and with this that what which who whose
    where when there their they you your because although however since countable uncountable comparative
    superlative passive active question tag tags phrasal auxiliary spelling listening reading speaking writing
    england english britain british kingdom america american london york queen commonwealth shakespeare dickens
    orwell brexit thanksgiving halloween christmas essay myths heroes spaces exchanges power progress otherness
    citizenship belonging sentence dialogue letter email ireland scotland usa victorian`,

  chemistry: `chimie chimique atome molécule ion ionique cation anion électron proton neutron nucléon périodique
    mendeleïev isotope molaire mole concentration soluté solvant dissolution dilution précipité réaction réactif
    stœchiométrie stœchiométrique acide basique acidité oxydoréduction oxydant réducteur oxydation réduction
    électrolyse titrage dosage équivalence burette pipette bécher erlenmeyer indicateur coloré phénolphtaléine
    covalente liaison électronégativité lewis doublet valence hydrocarbure alcane alcène alcool aldéhyde cétone
    carboxylique ester estérification hydrolyse saponification polymère polymérisation monomère isomère isomérie
    organique inorganique carbonée catalyseur catalyse combustion corrosion rouille hydrogène oxygène azote carbone
    sodium chlore chlorure calcium cuivre zinc magnésium métal métaux sulfate nitrate carbonate hydroxyde oxyde
    dioxyde méthane éthanol soude chlorhydrique sulfurique homogène hétérogène mélange distillation filtration
    décantation chromatographie extraction synthèse avancement limitant conductimétrie électrolyte anode cathode
    exothermique endothermique enthalpie lavoisier halogène alcalins électronique orbitale amide amine benzène
    aromatique nomenclature réactionnel pka formule brute topologique spectroscopie pile cristal cristaux solubilité
    soluble insoluble acétique ammoniac ammonium hydronium oxonium électrolytique électrochimique`,

  geography: `géographie géographique continent océan relief montagne plaine plateau fleuve littoral côte climat
    tempéré tropical équatorial aride désert désertification mousson latitude longitude hémisphère équateur tropique
    méridien cartographie croquis échelle population démographie démographique natalité mortalité fécondité
    migration migrant exode rural urbain urbaine urbanisation métropole métropolisation mégapole mégalopole
    agglomération périurbain périurbanisation banlieue périphérie mondialisation mondialisée flux conteneur
    portuaire façade maritime détroit territoire aménagement durable ressources agriculture agricole industriel
    tourisme touristique transports réseau infrastructure émergent idh pib inégalités pauvreté interface frontière
    européenne région régional département ultramarin drom alpes pyrénées massif loire seine rhône garonne amazonie
    afrique asie amérique océanie chine inde brésil japon risques séisme volcan cyclone inondation sécheresse
    vulnérabilité aléa réchauffement biome savane steppe toundra taïga densité peuplement habitants littoralisation
    hinterland puissances pôle nord sud méditerranée tectonique planisphère paysage vallée bassin altitude
    précipitations irrigation firmes multinationales délocalisation métropolitain métropolitaine espace`,

  physics: `physique force newton poids masse gravitation gravitationnelle accélération vitesse mouvement
    trajectoire référentiel rectiligne uniforme circulaire inertie énergie cinétique potentielle mécanique puissance
    watt joule kilowattheure électricité électrique courant tension intensité ampère volt ohm résistance circuit
    dipôle générateur récepteur conducteur isolant condensateur bobine induction magnétique électromagnétique
    électrostatique onde fréquence longueur amplitude hertz lumière optique lentille focale foyer réfraction
    diffraction interférences dispersion prisme spectre photon quantique einstein relativité radioactivité
    radioactif radioactive désintégration fission fusion nucléaire thermodynamique température kelvin celsius
    chaleur thermique pression pascal poussée archimède fluide satellite orbite kepler galilée chute pendule
    oscillation oscillateur ressort frottement sonore acoustique décibel ultrason vibration kilogramme mètre
    semiconducteur diode transistor oscilloscope multimètre voltmètre ampèremètre capteur interaction coulomb
    conservation collision impulsion laser photoélectrique rayonnement ultraviolet infrarouge lumineuse lumineux
    célérité propagation incidence incident réfracté snell descartes dynamique cinématique statique balistique
    capacité farad tesla faraday lenz vectorielle newtonienne gravité pesanteur chronophotographie levier
    translation rotation rendement convertisseur`,

  literature: `français littérature littéraire grammaire conjugaison orthographe verbe sujet complément attribut
    adjectif adverbe proposition subordonnée coordination juxtaposition conjonction préposition pronom déterminant
    indicatif subjonctif impératif infinitif participe imparfait futur antérieur homophones métaphore comparaison
    personnification allégorie hyperbole litote euphémisme anaphore antithèse oxymore chiasme gradation énumération
    ironie registre lyrique tragique comique épique pathétique polémique satirique fantastique merveilleux réalisme
    naturalisme romantisme symbolisme surréalisme classicisme baroque roman romancier nouvelle conte fable poésie
    poème poète strophe vers rime alexandrin sonnet quatrain tercet octosyllabe enjambement rejet césure hémistiche
    théâtre tragédie comédie drame scène réplique tirade monologue didascalie dénouement quiproquo aparté dramaturge
    narrateur narration focalisation omnisciente personnage protagoniste héros incipit autobiographie récit
    argumentation argumentatif dissertation commentaire explication linéaire thèse lexical étymologie synonyme
    antonyme polysémie connotation ponctuation énonciation œuvre texte auteur molière racine corneille hugo
    baudelaire rimbaud verlaine apollinaire zola balzac flaubert maupassant stendhal voltaire rousseau montesquieu
    diderot montaigne rabelais ronsard fontaine camus sartre proust ionesco lamartine prévert césaire bovary
    misérables candide germinal antigone phèdre tartuffe apologue utopie épistolaire essai`,
};
