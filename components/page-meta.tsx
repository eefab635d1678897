// The one page-metadata component (spec §1): title, description, canonical, robots and hreflang alternates (decided in
// lib/seo/page-links), profile tags, Open Graph and Twitter share tags, app-store banners. The home page's JSON-LD (the
// website and the app) comes with its sections, rendered on the server only (features/home/components/home-sections.tsx).
import Head from 'next/head';
import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import { APP_STORE_IDS } from '../config/app-stores';
import { pageLinks } from '../lib/seo/page-links';
import { pageTitle, PRODUCT_NAME } from '../lib/seo/page-title';
import { unprefixedPath } from '../lib/site/site';
import { useSite } from './site-context';

export type PageMetaProps = {
  title?: string;
  description?: string;
  noindex?: boolean;
  image?: string;
  profile?: { username: string; author?: string; image?: string };
  /** The page's canonical path when it is not the address shown (e.g. a know's viewer points at the know page). */
  canonicalPath?: string;
  /** The language of the user content the page shows (a know's): the site of that language is the canonical one. */
  contentLanguage?: string;
};

export function PageMeta({ title, description, noindex = false, image, profile, canonicalPath, contentLanguage }: PageMetaProps) {
  const { t } = useTranslation('common');
  const site = useSite();
  const router = useRouter();
  const fullTitle = pageTitle(title, t('tagline'));
  const text = description ?? t('tagline');
  const path = canonicalPath ?? unprefixedPath(router.asPath);
  const origin = site?.origin ?? '';
  const { canonical, noindex: robotsNoindex, alternates } = pageLinks(site, { path, noindex, contentLanguage });
  const shareImage = image ?? profile?.image ?? `${origin}/og-image.png`;

  return (
    <Head>
      <title>{fullTitle}</title>
      <meta name="description" content={text} />
      <link rel="canonical" href={canonical} />
      {robotsNoindex ? <meta name="robots" content="noindex" /> : null}
      {alternates.map(({ hreflang, href }) => <link key={hreflang} rel="alternate" hrefLang={hreflang} href={href} />)}
      <meta property="og:site_name" content={PRODUCT_NAME} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={text} />
      <meta property="og:url" content={canonical} />
      <meta property="og:image" content={shareImage} />
      <meta property="og:type" content={profile ? 'profile' : 'website'} />
      {site ? <meta property="og:locale" content={site.locale.replace('-', '_')} /> : null}
      {profile ? <meta property="profile:username" content={profile.username} /> : null}
      {profile?.author ? <meta name="author" content={profile.author} /> : null}
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={text} />
      <meta name="twitter:image" content={shareImage} />
      <meta name="apple-itunes-app" content={`app-id=${APP_STORE_IDS.ios}`} />
      <meta name="google-play-app" content={`app-id=${APP_STORE_IDS.android}`} />
    </Head>
  );
}
