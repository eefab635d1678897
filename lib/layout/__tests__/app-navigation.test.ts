import { describe, expect, it } from 'vitest';
import { APP_NAVIGATION, appPlaceOf, showsAppNavigation } from '../app-navigation';

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
});
