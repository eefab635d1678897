import { describe, expect, it } from 'vitest';
import { APP_NAVIGATION, appPlaceOf } from '../app-navigation';
import { showsAppNavigation } from '../page-layout';

describe('the app navigation', () => {
  it('marks the place a page belongs to, with or without a locale prefix and query', () => {
    expect(appPlaceOf('/app/feeds')).toBe('feed');
    expect(appPlaceOf('/fr/app/search?query=cellule')).toBe('search');
    expect(appPlaceOf('/app/subjects/knows?subjectId=1')).toBe('search');
    expect(appPlaceOf('/app/library/0b7c7f0e-0000-4000-8000-000000000001')).toBe('library');
    expect(appPlaceOf('/app/flashcards?knowUuid=x')).toBe('flashcards');
    expect(appPlaceOf('/app/chat?chatUuid=x')).toBe('ai');
    expect(appPlaceOf('/de/app/school-gpt')).toBe('ai');
    expect(appPlaceOf('/app/ai-summary')).toBe('ai');
    expect(appPlaceOf('/app/ai-mock-exam')).toBe('ai');
    expect(appPlaceOf('/app/knows/create')).toBe('upload');
    expect(appPlaceOf('/app/knows/details?knowUuid=x')).toBe('upload');
    expect(appPlaceOf('/chat')).toBe('chats');
    expect(appPlaceOf('/de/chats/0b7c7f0e-0000-4000-8000-000000000001')).toBe('chats');
    expect(appPlaceOf('/knows/create/import-flashcards')).toBe('upload');
    expect(appPlaceOf('/app/profile')).toBeNull();
    expect(appPlaceOf('/knows/search')).toBeNull();
  });

  it('offers only places that exist, each once', () => {
    expect(APP_NAVIGATION.map((entry) => entry.href)).toEqual(['/app/feeds', '/app/search', '/app/library', '/app/flashcards', '/app/chat', '/chat', '/app/knows/create']);
  });

  it('is shown on every app page but the onboarding flow', () => {
    expect(showsAppNavigation('/app/feeds')).toBe(true);
    expect(showsAppNavigation('/de/app/library')).toBe(true);
    expect(showsAppNavigation('/app/onboarding?redirect=%2F')).toBe(false);
    expect(showsAppNavigation('/chat')).toBe(true);
    expect(showsAppNavigation('/chats/0b7c7f0e-0000-4000-8000-000000000001')).toBe(true);
    expect(showsAppNavigation('/knows/search')).toBe(false);
  });

  // Issue 33: signed in, the know page, flashcard creation, "My knows" and the competition dropped the frame.
  it.each([
    ['a know page', '/knows/zellatmung-3f2504e0-4f89-41d3-9a0c-0305e82c3301'],
    ['flashcard creation', '/knows/create/import-flashcards'],
    ['"My knows"', '/knows'],
    ['the competition page', '/fr/profile/payouts/competition'],
    ['the pro plan', '/pro-plan'],
    ['a knower’s profile', '/knowers/mia-3f2504e0-4f89-41d3-9a0c-0305e82c3301/profile'],
    ['the home page', '/'],
  ])('keeps the app navigation on %s for a signed-in user, and the public header for a visitor', (_name, path) => {
    expect(showsAppNavigation(path, { signedIn: true })).toBe(true);
    expect(showsAppNavigation(path, { signedIn: false })).toBe(false);
  });

  it('leaves the sign-in flows, the team’s tools and the payment steps their own frame even when signed in', () => {
    for (const path of ['/auth/signin?redirect=%2F', '/auth/confirm', '/admin/payouts', '/pro-plan/checkout?session=x', '/pro-plan/paypal-redirect', '/app/onboarding']) {
      expect(showsAppNavigation(path, { signedIn: true })).toBe(false);
    }
  });
});
