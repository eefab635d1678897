// Filipino words characteristic of each subject: what students' notes, worksheets and flashcards of the
// subject say and the other seven subjects' rarely do (server/knows/subject-fit).
import type { SubjectVocabulary } from './types';

export const VOCABULARY_FIL: SubjectVocabulary = {
  mathematics: `matematika math mathematics equation equations ekwasyon inequality fraction fractions praksiyon
    praksyon numerator denominator decimal decimals desimal percent percentage porsiyento porsyento ratio
    proportion integer integers polynomial monomial binomial trinomial factoring factorization gcf lcm lcd
    exponent exponents radical radicals logarithm algebra alhebra algebraic coefficient quadratic linear slope
    intercept geometry heometriya geometriya triangle triangles tatsulok parisukat parihaba rectangle radius
    diameter circumference perimeter angle angles anggulo congruent congruence theorem pythagorean hypotenuse
    polygon pentagon hexagon quadrilateral parallelogram trapezoid rhombus prism pyramid cylinder cone sphere
    vertex vertices trigonometry sine cosine tangent secant cosecant cotangent hyperbola ellipse probability
    statistics istatistika probabilidad median variance deviation quartile percentile histogram permutation
    combination factorial sequence arithmetic geometric subset venn rational irrational coordinate coordinates
    cartesian abscissa ordinate matrix matrices determinant derivative integral calculus dividend divisor
    quotient multiplication subtraction pagdaragdag bisector perpendicular transversal segment midpoint simplify`,
  biology: `biology biyolohiya cell cells cellular selula selyula membrane cytoplasm nucleus nucleolus mitochondria
    ribosome ribosomes chloroplast vacuole lysosome endoplasmic reticulum golgi organelle organelles eukaryotic
    prokaryotic eukaryote prokaryote bacteria bakterya virus viruses fungi protists photosynthesis potosintesis
    fotosintesis chlorophyll klorupila glycolysis krebs fermentation metabolism enzyme enzymes protein proteins
    carbohydrates lipids dna rna nucleotide gene genes genetics genome genotype phenotype allele alleles dominant
    recessive homozygous heterozygous mendel heredity punnett chromosome chromosomes mitosis meiosis mutation
    darwin evolution ebolusyon species ecosystem ekosistema producers consumers decomposers herbivore carnivore
    omnivore predator prey symbiosis parasitism mutualism commensalism biodiversity organism organismo tissue
    tissues organs digestive respiratory circulatory excretory nervous endocrine reproductive immune hormone
    hormones neuron neurons synapse heart dugo kalamnan halaman hayop arteries veins capillaries blood hemoglobin
    antibodies antigen vaccine lungs alveoli stomach intestine liver kidney kidneys nephron insulin skeletal
    muscle muscles fertilization zygote embryo gamete gametes sperm ovary pollination stamen pistil germination
    stomata xylem phloem transpiration invertebrates vertebrates mammals reptiles amphibians arthropods taxonomy
    homeostasis osmosis microscope mikroskopyo`,
  history: `kasaysayan panlipunan himagsikan rebolusyon revolution katipunan katipunero bonifacio aguinaldo
    rizal mabini jacinto lapulapu magellan magallanes legazpi kolonyalismo kolonyal kolonisasyon colonization
    kolonya espanyol kastila spanish amerikano hapones pananakop mananakop marcos edsa aquino ninoy quezon
    komonwelt commonwealth osmena roxas magsaysay kasunduan gomburza cavite balintawak kartilya malolos
    konstitusyon republika kalayaan kasarinlan independence propaganda ilustrado solidaridad polo servicio
    tributo encomienda bandala galyon barangay datu raha rajah sultan sultanato sinaunang prekolonyal bayani
    heneral diktadura diktador martial kongreso monarkiya monarchy demokrasya komunismo communism pasismo
    fascism nazi piyudalismo feudalism imperyalismo imperialism nasyonalismo nationalism digmaan war wars hitler
    napoleon holocaust kabihasnan sibilisasyon civilization mesopotamia ehipto egypt sumer indus dinastiya
    dynasty emperador emperor paraon pharaoh gresya greece roma rome imperyo empire krusada crusades renaissance
    reformation repormasyon enlightenment tejeros biak pact aklasan prayle kristiyanismo misyonero kkk supremo
    treaty occupation gerilya corregidor mactan limasawa sekularisasyon repormista merkantilismo`,
  english: `english ingles grammar noun nouns pronoun pronouns verb verbs adjective adjectives adverb adverbs
    preposition prepositions conjunction conjunctions interjection determiner tense tenses progressive
    continuous participle gerund infinitive predicate clause clauses phrase phrases sentence sentences
    declarative interrogative imperative exclamatory passive voice reported speech modal modals auxiliary
    countable uncountable plural singular punctuation capitalization spelling vocabulary synonym synonyms
    antonym antonyms homonym homonyms homophones idiom idioms prefix suffix affixes clues collocation
    conditional conditionals comparative superlative possessive apostrophe comma comprehension listening
    speaking paragraph essay thesis argumentative expository persuasive narrative descriptive paraphrase poem
    poems poetry poet stanza stanzas rhyme rhythm sonnet haiku ballad novel novels climax exposition protagonist
    antagonist tone mood imagery symbolism simile metaphor personification hyperbole alliteration onomatopoeia
    irony oxymoron allusion figurative connotation denotation diction shakespeare macbeth hamlet romeo juliet
    fable folktale mythology epic`,
  chemistry: `chemistry kimika chemical chemicals kemikal atom atoms atomo molecule molecules molekula compound
    compounds mixture mixtures homogeneous heterogeneous solute solvent concentration molarity molality mole
    moles molar avogadro proton protons neutron neutrons electron electrons isotope isotopes ion ions cation
    anion ionic covalent metallic bond bonds bonding valence electronegativity periodic metals nonmetals
    metalloids halogens alkali alkaline reaction reactions reaksiyon reaksyon reactant reactants stoichiometry
    limiting reagent acid acids asido neutralization litmus oxidation redox combustion hydrocarbon hydrocarbons
    alkane alkene alkyne organic inorganic alcohol polymer polymers monomer catalyst exothermic endothermic
    enthalpy entropy equilibrium titration burette beaker pipette flask bunsen distillation filtration
    precipitate solubility soluble insoluble carbon hydrogen oxygen nitrogen sodium chlorine chloride sulfate
    hydroxide oxide lewis dalton thomson rutherford bohr mendeleev orbital orbitals intermolecular polarity
    nonpolar acidic buffer salts ester ether amine aldehyde ketone carboxylic benzene aromatic isomer isomers
    colloid suspension emulsion alloy alloys crystal lattice electrolysis electrolyte electrolytes anode cathode
    galvanic corrosion iupac nomenclature sublimation calcium potassium magnesium copper sulfur`,
  geography: `heograpiya geography mapa globo latitude longitude latitud longhitud equator ekwador meridian
    meridians hemisphere klima climate monsoon habagat amihan bagyo typhoon typhoons lindol earthquake
    earthquakes bulkan volcano volcanoes tectonic plates fault tsunami kontinente continent continents karagatan
    ocean oceans dagat ilog bundok kabundukan bulubundukin kapatagan lambak talampas burol pulo isla kapuluan
    arkipelago archipelago tangway peninsula golpo kipot strait lawa disyerto desert rainforest populasyon
    population migrasyon migration urbanisasyon urbanization rehiyon region lalawigan probinsya luzon visayas
    mindanao asya asia africa aprika europa europe antarctica australia pasipiko pacific atlantic likas yaman
    yamang agrikultura agriculture deforestation erosion topography topograpiya kartograpiya cartography compass
    tropical temperate tundra savanna steppe river rivers mountain mountains plateau valley delta rainfall lake
    lakes island islands coast coastal hills plains grassland cordillera pinatubo mayon taal ilocos bicol
    calabarzon mimaropa caraga asean phivolcs magma lava crust mantle seismic richter epicenter demograpiya
    demography lungsod urban rural kanayunan`,
  physics: `physics pisika force forces puwersa pwersa motion velocity acceleration akselerasyon displacement
    speed inertia momentum impulse newton newtons friction gravity grabidad gravitational mass weight energy
    enerhiya kinetic potential mechanical joule joules watt watts volt volts voltage current resistance ohm ohms
    ampere amperes circuit circuits series parallel electricity kuryente elektrisidad magnet magnets magnetic
    magnetism electromagnetic induction faraday wave waves alon frequency wavelength amplitude sound tunog light
    reflection refraction lens lenses mirror mirrors optics heat temperature thermodynamics conduction
    convection radiation projectile trajectory vector vectors scalar kepler galileo einstein relativity nuclear
    fission fusion radioactive radioactivity hertz pascal pressure buoyancy archimedes density lever pulley
    centripetal pendulum oscillation torque capacitor resistor transformer generator quantum photon photons
    photoelectric kelvin celsius thermometer coulomb electrostatic conductor conductors insulator insulators
    semiconductor diode ultraviolet infrared microwaves spectrum convex concave focal doppler decibel ultrasound
    echo pitch loudness barometer hydraulic fluid fluids viscosity bernoulli elastic hooke orbit orbits
    satellite kinematics dynamics resultant tesla solenoid electromagnet galvanometer ammeter voltmeter`,
  literature: `panitikan wika wikang tagalog balarila gramatika tula saknong taludtod tugma talinghaga tayutay
    pagtutulad pagwawangis pagmamalabis aliterasyon onomatopeya kuwento kwento nobela sanaysay dula tagpuan
    banghay kasukdulan kakalasan wakas tunggalian tagpo diyalogo alamat pabula parabula epiko mitolohiya hudhud
    darangan bugtong salawikain sawikain tanaga dalit awit korido balagtasan kundiman soneto elehiya oda dagli
    anekdota talumpati editoryal lathalain liham sarsuwela senakulo komedya florante laura balagtas baltazar
    ibong adarna noli tangere filibusterismo rizal ibarra elias sisa basilio crisostomo simoun akda manunulat
    makata tagapagsalaysay salaysay pagsasalaysay pangangatwiran tekstong impormatibo deskriptibo naratibo
    argumentatibo persuweysib prosidyural diptonggo ponema morpema pantig panlapi unlapi gitlapi hulapi
    pangngalan pandiwa pangatnig perpektibo imperpektibo kontemplatibo pokus tagaganap simuno pangungusap talata
    sugnay parirala bantas kasingkahulugan kasalungat denotasyon konotasyon retorika romantisismo humanismo
    feminismo markismo eksistensyalismo klasisismo formalismo sintaksis semantika morpolohiya ponolohiya
    ortograpiya abakada barayti dayalek idyolek sosyolek lingguwistika bilinggwalismo panunuri kohesyon`,
};
