// Structured data of a knower profile: a ProfilePage about a Person, with their public knows and likes as counters.
import type { KnowerProfile } from '../../../lib/contracts/know-catalogue';

export function profilePageJsonLd(origin: string, profile: KnowerProfile) {
  const url = `${origin}${profile.profilePath}`;
  return {
    '@context': 'https://schema.org',
    '@type': 'ProfilePage',
    url,
    dateCreated: profile.memberSince,
    mainEntity: {
      '@type': 'Person',
      name: profile.name,
      identifier: profile.knowerUuid,
      url,
      ...(profile.username ? { alternateName: `@${profile.username}` } : {}),
      ...(profile.bio ? { description: profile.bio } : {}),
      ...(profile.profilePictureUrl ? { image: `${origin}${profile.profilePictureUrl}` } : {}),
      interactionStatistic: [
        { '@type': 'InteractionCounter', interactionType: 'https://schema.org/WriteAction', userInteractionCount: profile.stats.publicKnowCount },
        { '@type': 'InteractionCounter', interactionType: 'https://schema.org/LikeAction', userInteractionCount: profile.stats.totalLikes },
      ],
    },
  };
}
