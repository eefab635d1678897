import { describe, expect, it } from 'vitest';
import type { KnowerProfile } from '../../../../lib/contracts/know-catalogue';
import { profilePageJsonLd } from '../profile-json-ld';

const profile: KnowerProfile = {
  knowerUuid: '3f2504e0-4f89-41d3-9a0c-0305e82c3301',
  userUuid: '3f2504e0-4f89-41d3-9a0c-0305e82c3302',
  name: 'Lena Vogel',
  username: 'lena.vogel',
  bio: 'Abi 2027, Bio-LK',
  profilePictureUrl: '/api/v1/users/x/profilepicture',
  country: 'DE',
  profilePath: '/knowers/lena-vogel-3f2504e0-4f89-41d3-9a0c-0305e82c3301/profile',
  memberSince: '2026-01-01T00:00:00.000Z',
  stats: { publicKnowCount: 12, totalLikes: 340, totalViews: 9000 },
};

describe('profilePageJsonLd', () => {
  it('describes a ProfilePage about the knower as a Person with absolute addresses', () => {
    const data = profilePageJsonLd('https://knowly.de', profile);
    expect(data).toMatchObject({ '@type': 'ProfilePage', url: `https://knowly.de${profile.profilePath}`, mainEntity: { '@type': 'Person', name: 'Lena Vogel', alternateName: '@lena.vogel', image: 'https://knowly.de/api/v1/users/x/profilepicture' } });
    expect(data.mainEntity.interactionStatistic.map((counter) => counter.userInteractionCount)).toEqual([12, 340]);
  });

  it('leaves out what the knower has not filled in', () => {
    const data = profilePageJsonLd('https://knowly.de', { ...profile, username: null, bio: '', profilePictureUrl: null });
    expect(Object.keys(data.mainEntity)).not.toEqual(expect.arrayContaining(['alternateName']));
    expect(data.mainEntity).not.toHaveProperty('description');
    expect(data.mainEntity).not.toHaveProperty('image');
  });
});
