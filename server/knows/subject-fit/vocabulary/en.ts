// English words characteristic of each subject: what students' notes, worksheets and flashcards of the
// subject say and the other seven subjects' rarely do (server/knows/subject-fit).
import type { SubjectVocabulary } from './types';

export const VOCABULARY_EN: SubjectVocabulary = {
  mathematics: `algebra equation quadratic linear polynomial factorise factorize expand simplify coefficient variable integer
    fraction numerator denominator decimal percentage ratio proportion proportional reciprocal gradient intercept
    parabola hyperbola asymptote function derivative differentiate differentiation integral integrate integration
    calculus sequence arithmetic geometric nth probability venn mean median mode quartile interquartile histogram
    cumulative scatter correlation regression deviation variance binomial triangle isosceles equilateral scalene
    hypotenuse pythagoras theorem trigonometry sine cosine tangent sin cos tan angle acute obtuse perpendicular
    polygon quadrilateral rectangle rhombus trapezium trapezoid parallelogram pentagon hexagon octagon circle
    circumference radius diameter chord arc sector perimeter area cylinder cone sphere pyramid cuboid vertex
    vertices congruent congruence similarity enlargement vector matrix matrices determinant logarithm exponent
    exponential indices surd cubed prime factor multiple divisible divisor quotient remainder inequality
    inequalities simultaneous substitution proof bearing bearings locus loci multiplication division subtraction
    rational irrational imaginary permutation combination factorial domain composite stationary quadrant symmetry
    tessellation protractor radian radians bodmas bidmas hcf lcm coordinates axis axes statistics statistical`,
  biology: `cell nucleus nuclei cytoplasm membrane mitochondria mitochondrion ribosome chloroplast chlorophyll vacuole
    organelle prokaryotic eukaryotic bacteria bacterium virus fungi fungus tissue organ organism photosynthesis
    respiration aerobic anaerobic enzyme substrate amino starch digestion digestive intestine stomach liver pancreas
    kidney nephron urine bladder heart artery arteries vein capillary capillaries blood plasma platelets haemoglobin
    hemoglobin lungs alveoli alveolus trachea bronchi diaphragm circulatory neurone neuron synapse reflex brain
    hormone insulin glucagon diabetes adrenaline oestrogen testosterone progesterone menstrual homeostasis dna gene
    genetic genetics allele chromosome genotype phenotype dominant recessive heterozygous homozygous mutation
    inheritance mitosis meiosis gamete zygote fertilisation fertilization embryo foetus fetus evolution darwin
    natural selection adaptation species variation classification kingdom genus taxonomy ecosystem ecology habitat
    predator prey herbivore carnivore decomposer biodiversity pathogen immune antibody antibodies antigen vaccine
    vaccination antibiotic phagocyte lymphocyte xylem phloem stomata transpiration osmosis pollination pollen
    germination stamen carpel auxin phototropism magnification quadrat biomass codon mrna atp clone cloning mammals
    reptiles amphibians vertebrates invertebrates metabolism microorganisms puberty placenta sperm ovum ovary`,
  history: `war battle treaty empire emperor monarchy monarch parliament revolution medieval norman normans conquest
    hastings feudal feudalism peasant serfs magna carta baron plague crusade tudor elizabethan reformation
    protestant catholic stuart cromwell roundheads cavaliers restoration slavery abolition colonial colony colonies
    colonisation imperialism victorian suffragette suffrage chartists trenches somme verdun armistice versailles
    league weimar hitler nazi holocaust stalin lenin bolshevik tsar mussolini fascism fascist appeasement blitzkrieg
    blitz churchill dunkirk normandy communism communist containment truman berlin cuban vietnam korea
    kennedy roosevelt prohibition segregation civil rights luther apartheid mandela gandhi partition independence
    constitution amendment washington lincoln confederacy confederate reconstruction pilgrims puritans jamestown
    colonists loyalists roman romans caesar gladiator pharaoh anglo saxon saxons vikings chronology historian
    provenance propaganda dynasty aristocracy nobility napoleon waterloo bastille guillotine robespierre mutiny raj
    abdication dictator dictatorship totalitarian genocide reparations alliance entente kaiser archduke sarajevo
    gallipoli evacuation rationing luftwaffe kristallnacht reich hiroshima armada monasteries dissolution castle
    motte bailey domesday tsarist king queen reign throne knights crusaders bismarck unification
    industrialisation chartism workhouse`,
  english: `noun pronoun verb adjective adverb adverbial preposition conjunction determiner clause subordinate coordinating
    phrase sentence punctuation comma apostrophe semicolon colon hyphen dash parenthesis brackets exclamation tense
    progressive continuous passive modal auxiliary infinitive gerund participle subjunctive imperative declarative
    interrogative exclamative plural singular prefix suffix morpheme phoneme phonics syllable spelling homophone
    synonym antonym vocabulary paragraph persuasive persuade argumentative discursive formal informal register
    audience purpose rhetorical anecdote headline leaflet speech editorial article letter newspaper connective
    discourse cohesion cohesive coherence dialect accent slang jargon colloquial colloquialism idiom lexis lexical
    grammar grammatical syntax pragmatics inference infer explicit implicit skim scan proofread proofreading draft
    redraft redrafting spag fronted embedded comprehension transactional viewpoint linguistic linguistics sociolect
    idiolect etymology contraction possessive comparative superlative dictionary thesaurus capital
    emotive directive rhetoric synthesis standard nonstandard homonym storyboard handwriting
    reading writing punctuate ellipsis inverted modifier grapheme digraph blend expanded relative morphology
    phonology semantics orthography descriptive counterargument rebuttal subheading formality lexicon`,
  chemistry: `atom atomic element compound mixture molecule molecular ion ionic covalent metallic bonding electron proton
    neutron isotope periodic alkali alkaline halogen halogens noble acid acids base bases neutralisation
    neutralization salt indicator litmus titration burette pipette concentration mole moles molar avogadro reactant
    reaction exothermic endothermic catalyst activation equilibrium reversible chatelier oxidation reduction redox
    oxidising reducing electrolysis electrolyte electrode anode cathode cation anion metals nonmetal reactivity
    displacement corrosion rust rusting alloy hydrocarbon alkane alkene alcohol carboxylic ester polymer
    polymerisation monomer cracking fractional distillation crude combustion hydrogen oxygen nitrogen chlorine
    sodium potassium calcium magnesium copper zinc sulfur sulphur precipitate chromatography filtration
    crystallisation solvent solute soluble insoluble enthalpy entropy orbital electronegativity intermolecular
    isomer organic inorganic mendeleev valency stoichiometry yield aqueous effervescence limewater spectroscopy
    ammonia haber sulfuric sulphuric hydrochloric nitric hydroxide carbonate sulfate sulphate chloride nitrate oxide
    benzene aldehyde ketone amine lattice delocalised fullerene graphene graphite diamond bunsen beaker flask
    reagent chemical formulae ethanol methane ethene hydroxyl carboxyl alkyl`,
  geography: `map maps contour grid latitude longitude equator tropics tropical hemisphere continent continents ocean climate
    weather precipitation rainfall anticyclone depression tectonic plates plate boundary boundaries earthquake
    volcano volcanic magma lava tsunami seismic richter epicentre erosion weathering deposition meander oxbow
    floodplain delta estuary tributary confluence watershed drainage basin hydrograph discharge flood flooding river
    coast coastal coastline headland cliff stack stump spit longshore drift groyne glacier glacial glaciation corrie
    arete moraine drumlin urban urbanisation urbanization rural migration migrants population census demographic
    densely sparsely settlement suburbanisation counterurbanisation gentrification regeneration slum squatter favela
    megacity developed developing gdp hdi poverty globalisation globalization transnational tourism sustainability
    sustainable renewable deforestation rainforest biome tundra desert desertification savanna agriculture farming
    irrigation monsoon hurricane cyclone typhoon tornado drought relief altitude isobar fieldwork ordnance
    topography atlas infrastructure tertiary quaternary employment hinterland commuter lithosphere mantle crust
    subduction hazard vulnerability resilience infiltration runoff groundwater aquifer choropleth landforms
    landscape microclimate ecotourism deprivation emigration immigration refugees`,
  physics: `force newton mass weight acceleration velocity speed momentum friction gravity gravitational inertia energy
    kinetic potential power watt joule kilogram metre hertz frequency wavelength amplitude wave transverse
    longitudinal sound light reflection refraction diffraction lens convex concave focal mirror spectrum
    electromagnetic microwaves infrared ultraviolet gamma radiation radioactive radioactivity alpha beta decay
    fission fusion nuclear current voltage resistance resistor ohm ampere amps volt circuit series parallel ammeter
    voltmeter charge coulomb capacitor diode thermistor magnet magnetic magnetism electromagnet electromagnetism
    induction motor generator transformer solenoid coil flux density pressure pascal temperature thermal conduction
    convection insulation specific heat capacity latent kelvin celsius efficiency scalar projectile orbit satellite
    planet star galaxy universe redshift telescope quantum photon photoelectric relativity einstein oscillation
    pendulum spring hooke elastic elasticity moment pivot lever torque terminal thrust buoyancy upthrust
    oscilloscope semiconductor kinematics dynamics galileo electricity electrical electrostatic static deceleration
    displacement vacuum ultrasound seismometer wattage kilowatt nucleus mechanics optics thermodynamics astronomy`,
  literature: `shakespeare macbeth hamlet othello romeo juliet tempest lear sonnet poem poetry poet stanza verse rhyme rhythm
    iambic pentameter meter novel novella narrator narrative character characterisation protagonist antagonist plot
    setting theme imagery metaphor simile personification alliteration assonance onomatopoeia sibilance enjambment
    caesura juxtaposition oxymoron irony ironic dramatic soliloquy monologue tragedy tragic comedy hero hamartia
    catharsis foreshadowing symbolism symbol motif allegory satire gothic romantic romanticism dickens austen bronte
    orwell steinbeck priestley inspector scrooge frankenstein jekyll hyde stevenson shelley keats wordsworth blake
    tennyson browning owen heaney duffy armitage chaucer milton dickinson fitzgerald gatsby mockingbird golding
    dystopia dystopian anthology playwright dramatist scene quotation connotation tone mood prose fiction genre
    ballad ode elegy epic lyric lyrical haiku limerick couplet quatrain sestet volta pathetic fallacy bildungsroman
    epistolary modernism modernist postmodern fable myth author literary literature essay interpretation villain
    heroine ambition supernatural witches banquo duncan capulet montague tybalt mercutio prospero caliban iago
    desdemona gertrude ophelia claudius birling sheila eva cratchit marley utterson lennie curley marlowe wilde
    poetic`,
};
