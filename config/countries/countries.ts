// Per-country base data, the same in every environment: names, language, support contact, social links, knower guide.
import { hasExamBoards } from '../feature-switches';
import { ageGateOf } from './age-gates';
import type { CountryCode, CountryConfig, CountryIdentity, Language } from './country-config';
import { EXPANSION_CONTESTS } from './expansion-contests';
import { LANGUAGES } from './languages';

/** Data-centre region whose backend edge host serves a country (spec §7). */
export type DataCentreRegion = 'eu' | 'us' | 'ap';

/** Spec §1: Austria and Switzerland map to the German-language Germany site and share its site data. */
export const SHARED_SITES = { AT: 'DE', CH: 'DE' } as const satisfies Partial<Record<CountryCode, CountryCode>>;

/** A country with a site of its own (every country except those in SHARED_SITES). */
export type SiteCountryCode = Exclude<CountryCode, keyof typeof SHARED_SITES>;

/** The international English site: plain localhost locally, and the answer for any unknown host. */
export const INTERNATIONAL_SITE_COUNTRY = 'US' satisfies SiteCountryCode;

/**
 * Where the newsletter is opt-in (spec §3 subscribeEmailByDefault false: the sign-up box starts unticked): the law
 * asks for consent first in every EU/EEA country, Switzerland, Turkey, Brazil and the United Kingdom (issue 15).
 */
const NEWSLETTER_OPT_IN: ReadonlySet<CountryCode> = new Set<CountryCode>(['DE', 'AT', 'CH', 'FR', 'PL', 'IT', 'GB', 'ES', 'TR', 'RO', 'GR', 'BR', 'CZ', 'PT', 'NL', 'HU']);


/** The fields of a country config entry that no environment changes. */
type CountryEntryBase = Omit<CountryConfig, 'domain' | 'isLaunched' | 'isExpansionContestRunning' | 'baseUrls'>;

export type CountrySite = {
  code: CountryCode;
  siteCountry: SiteCountryCode;
  /** The production host; the other environments derive theirs from it or from siteCountry. */
  productionDomain: string;
  region: DataCentreRegion;
  entry: CountryEntryBase;
};

function country(id: number, code: CountryCode, englishName: string, localizedName: string): CountryIdentity {
  return { id, name: englishName, code, localizedName, englishName, iconUrl: `/flags/${code.toLowerCase()}.svg` };
}

const COUNTRIES: Readonly<Record<CountryCode, CountryIdentity>> = {
  DE: country(1, 'DE', 'Germany', 'Deutschland'),
  CH: country(2, 'CH', 'Switzerland', 'Schweiz'),
  AT: country(3, 'AT', 'Austria', 'Österreich'),
  FR: country(4, 'FR', 'France', 'France'),
  PL: country(5, 'PL', 'Poland', 'Polska'),
  IT: country(6, 'IT', 'Italy', 'Italia'),
  GB: country(7, 'GB', 'United Kingdom', 'United Kingdom'),
  US: country(8, 'US', 'United States', 'United States'),
  ES: country(9, 'ES', 'Spain', 'España'),
  CO: country(10, 'CO', 'Colombia', 'Colombia'),
  TR: country(11, 'TR', 'Turkey', 'Türkiye'),
  MX: country(12, 'MX', 'Mexico', 'México'),
  CL: country(13, 'CL', 'Chile', 'Chile'),
  AR: country(14, 'AR', 'Argentina', 'Argentina'),
  PE: country(15, 'PE', 'Peru', 'Perú'),
  RO: country(16, 'RO', 'Romania', 'România'),
  GR: country(17, 'GR', 'Greece', 'Ελλάδα'),
  BR: country(18, 'BR', 'Brazil', 'Brasil'),
  CZ: country(19, 'CZ', 'Czechia', 'Česko'),
  PT: country(20, 'PT', 'Portugal', 'Portugal'),
  PH: country(21, 'PH', 'Philippines', 'Pilipinas'),
  NL: country(22, 'NL', 'Netherlands', 'Nederland'),
  HU: country(23, 'HU', 'Hungary', 'Magyarország'),
};

type SocialLinks = Pick<CountryConfig, 'instagramUrl' | 'tiktokUrl' | 'discordUrl'>;
type KnowerGuide = Pick<CountryConfig, 'knowerGuideUrl' | 'knowerCallUrl' | 'knowerGuideStudyCollectionUuid'>;

type SiteData = SocialLinks &
  KnowerGuide & {
    productionDomain: string;
    region: DataCentreRegion;
    language: Language;
    primaryInternalUserUuid: string;
  };

function socialLinks(handle: string, discordInvite: string | null = null): SocialLinks {
  return {
    instagramUrl: `https://www.instagram.com/${handle}/`,
    tiktokUrl: `https://www.tiktok.com/@${handle}`,
    discordUrl: discordInvite === null ? null : `https://discord.gg/${discordInvite}`,
  };
}

const NO_SOCIAL_LINKS: SocialLinks = { instagramUrl: null, tiktokUrl: null, discordUrl: null };

function knowerGuide(slug: string, studyCollectionUuid: string, { withCall = false } = {}): KnowerGuide {
  return {
    knowerGuideUrl: `https://guide.knowly.com/${slug}`,
    knowerCallUrl: withCall ? `https://cal.com/knowly-${slug}/knower-call` : null,
    knowerGuideStudyCollectionUuid: studyCollectionUuid,
  };
}

const NO_KNOWER_GUIDE: KnowerGuide = { knowerGuideUrl: null, knowerCallUrl: null, knowerGuideStudyCollectionUuid: null };

/** The bigger markets have social accounts and a knower guide; the others have neither yet. */
const SITES: Readonly<Record<SiteCountryCode, SiteData>> = {
  DE: {
    productionDomain: 'knowly.de', region: 'eu', language: LANGUAGES.de,
    primaryInternalUserUuid: '13397311-b8cf-453f-b5b1-37c6ebc74fd7',
    ...socialLinks('knowly.de', 'knowly-de'),
    ...knowerGuide('de', '92d818b3-03d7-46e5-8019-2a249e5319d8', { withCall: true }),
  },
  FR: {
    productionDomain: 'knowly.fr', region: 'eu', language: LANGUAGES.fr,
    primaryInternalUserUuid: '742d8d48-3913-4b63-b2d8-dacea27481bb',
    ...socialLinks('knowly.fr', 'knowly-fr'),
    ...knowerGuide('fr', '4d9a2717-22f4-41aa-841a-33c30b104c6a', { withCall: true }),
  },
  PL: {
    productionDomain: 'knowly.pl', region: 'eu', language: LANGUAGES.pl,
    primaryInternalUserUuid: 'f69d535d-3090-4781-a3cd-38b4227556f7',
    ...socialLinks('knowly.pl'),
    ...knowerGuide('pl', 'af0fd6e8-5ccd-4939-8d60-c7deca595836'),
  },
  IT: {
    productionDomain: 'knowly.it', region: 'eu', language: LANGUAGES.it,
    primaryInternalUserUuid: '58b7fb49-5f7c-4966-9427-c767fb4a653e',
    ...socialLinks('knowly.it'),
    ...knowerGuide('it', '698925af-453c-46ab-8ee5-945153765ac3'),
  },
  GB: {
    productionDomain: 'knowly.co.uk', region: 'eu', language: LANGUAGES['en-GB'],
    primaryInternalUserUuid: 'c6922c4b-6f27-47cb-8e70-6df78a04c402',
    ...socialLinks('knowly.uk', 'knowly-uk'),
    ...knowerGuide('uk', 'aad64120-5ef3-4469-a1f7-05c000a559a0', { withCall: true }),
  },
  US: {
    productionDomain: 'knowly.com', region: 'us', language: LANGUAGES.en,
    primaryInternalUserUuid: '54a05bc6-cd4d-4cb0-be90-be0df1bafe8e',
    ...socialLinks('knowly', 'knowly'),
    ...knowerGuide('us', '8d669cb1-f777-4f59-b960-214d40a8b60f', { withCall: true }),
  },
  ES: {
    productionDomain: 'knowly.es', region: 'eu', language: LANGUAGES.es,
    primaryInternalUserUuid: 'db4e496d-a5df-454a-afeb-68761ed6ad11',
    ...socialLinks('knowly.es'),
    ...knowerGuide('es', '8e2ccbdb-a121-4482-b4a0-da2e8272b5a3'),
  },
  CO: {
    productionDomain: 'knowly.com.co', region: 'us', language: LANGUAGES['es-CO'],
    primaryInternalUserUuid: '9514ee1f-bb21-4172-afd2-9041b0b54fa2',
    ...NO_SOCIAL_LINKS, ...NO_KNOWER_GUIDE,
  },
  TR: {
    productionDomain: 'knowly.com.tr', region: 'eu', language: LANGUAGES.tr,
    primaryInternalUserUuid: '45d27e74-d958-4513-a3c7-7ba97dceb85b',
    ...socialLinks('knowly.tr'),
    ...knowerGuide('tr', '08b1ecce-2949-4fd0-9e42-3f70d1463b66'),
  },
  MX: {
    productionDomain: 'knowly.mx', region: 'us', language: LANGUAGES['es-MX'],
    primaryInternalUserUuid: 'a6bb4872-81a9-4fa5-a157-6d898a89e26a',
    ...socialLinks('knowly.mx'),
    ...knowerGuide('mx', '072f56a4-eece-4e2f-b7ef-2bfc5849652a'),
  },
  CL: {
    productionDomain: 'knowly.cl', region: 'us', language: LANGUAGES['es-CL'],
    primaryInternalUserUuid: 'cf1eaaa5-e8bd-4bb3-be09-156f6988f4ca',
    ...NO_SOCIAL_LINKS, ...NO_KNOWER_GUIDE,
  },
  AR: {
    productionDomain: 'knowly.com.ar', region: 'us', language: LANGUAGES['es-AR'],
    primaryInternalUserUuid: '63d7e6a4-7d20-442f-836b-57bebaefb8c9',
    ...NO_SOCIAL_LINKS, ...NO_KNOWER_GUIDE,
  },
  PE: {
    productionDomain: 'knowly.pe', region: 'us', language: LANGUAGES['es-PE'],
    primaryInternalUserUuid: '80808890-8db1-441d-9070-27923892cc2d',
    ...NO_SOCIAL_LINKS, ...NO_KNOWER_GUIDE,
  },
  RO: {
    productionDomain: 'knowly.ro', region: 'eu', language: LANGUAGES.ro,
    primaryInternalUserUuid: '5d33d3b8-5797-4732-a4e1-1c007c73d1b9',
    ...NO_SOCIAL_LINKS, ...NO_KNOWER_GUIDE,
  },
  GR: {
    productionDomain: 'knowly.gr', region: 'eu', language: LANGUAGES.el,
    primaryInternalUserUuid: '17f2709f-726e-421d-8f77-8df93cc5dc48',
    ...NO_SOCIAL_LINKS, ...NO_KNOWER_GUIDE,
  },
  BR: {
    productionDomain: 'knowly.com.br', region: 'us', language: LANGUAGES['pt-BR'],
    primaryInternalUserUuid: 'bf7d3952-4123-4e87-8a7d-ac789d31d74b',
    ...socialLinks('knowly.br'),
    ...knowerGuide('br', 'e75677ec-4ee6-42f8-a9cf-a2e8a20cc68d'),
  },
  CZ: {
    productionDomain: 'knowly.cz', region: 'eu', language: LANGUAGES.cs,
    primaryInternalUserUuid: '5c51c76f-01c9-40a2-82d7-5689ca349efc',
    ...NO_SOCIAL_LINKS, ...NO_KNOWER_GUIDE,
  },
  PT: {
    productionDomain: 'knowly.pt', region: 'eu', language: LANGUAGES.pt,
    primaryInternalUserUuid: 'f02d4336-aecc-48aa-84f5-f36898d25d8c',
    ...NO_SOCIAL_LINKS, ...NO_KNOWER_GUIDE,
  },
  PH: {
    productionDomain: 'knowly.ph', region: 'ap', language: LANGUAGES.fil,
    primaryInternalUserUuid: '85aad149-9994-48b6-9339-fa40ee9b6af8',
    ...NO_SOCIAL_LINKS, ...NO_KNOWER_GUIDE,
  },
  NL: {
    productionDomain: 'knowly.nl', region: 'eu', language: LANGUAGES.nl,
    primaryInternalUserUuid: 'bbba702c-29d1-453b-88b8-1b92be39c7a9',
    ...NO_SOCIAL_LINKS, ...NO_KNOWER_GUIDE,
  },
  HU: {
    productionDomain: 'knowly.hu', region: 'eu', language: LANGUAGES.hu,
    primaryInternalUserUuid: '25c19730-ea67-4e30-90f9-dd5585a2204d',
    ...NO_SOCIAL_LINKS, ...NO_KNOWER_GUIDE,
  },
};

function sharesAnotherSite(code: CountryCode): code is keyof typeof SHARED_SITES {
  return Object.hasOwn(SHARED_SITES, code);
}

/** The country whose site serves this country: AT and CH → DE, every other country itself. */
export function siteCountryOf(code: CountryCode): SiteCountryCode {
  return sharesAnotherSite(code) ? SHARED_SITES[code] : code;
}

function countrySite(code: CountryCode): CountrySite {
  const siteCountry = siteCountryOf(code);
  const { productionDomain, region, ...site } = SITES[siteCountry];
  const contest = EXPANSION_CONTESTS[code];
  return {
    code,
    siteCountry,
    productionDomain,
    region,
    entry: {
      ...site,
      country: COUNTRIES[code],
      supportEmail: `support@${productionDomain}`,
      expansionContestStartOn: contest?.startOn ?? null,
      expansionContestEndOn: contest?.endOn ?? null,
      hasExamBoard: hasExamBoards(code),
      // Every site shows grade levels; the field exists so that a market can switch them off.
      showGrades: true,
      minimumAge: ageGateOf(code).minimumAge,
      subscribeEmailByDefault: !NEWSLETTER_OPT_IN.has(code),
    },
  };
}

export function countrySites(codes: readonly CountryCode[]): CountrySite[] {
  return codes.map(countrySite);
}
