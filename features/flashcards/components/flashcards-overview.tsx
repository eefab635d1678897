// The overview of /app/flashcards: the cards due today in all sets with one button for all of them, and each set the
// user studies — their own, saved ones, and those they studied — with its reviews and new cards due today, and one
// clearly named link per way to study it (Review, Learn, Test, Match). Without any card it says so, never "well done",
// and offers a new set.
import { useTranslation } from 'next-i18next/pages';
import styled from 'styled-components';
import { DelayedLoader } from '../../../components/delayed-loader';
import { Link } from '../../../components/link';
import { ButtonLink } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { routes } from '../../../lib/routes/page-routes';
import { useDueFlashcards } from '../api/get-due-flashcards';
import { useFlashcardSets, useStudiedSets } from '../api/get-flashcard-sets';
import { flashcardSets, unnamedSetUuids, type KnownSet } from '../lib/flashcard-sets';

const Today = styled(Card)`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 16px;
  padding: clamp(18px, 3vw, 28px);
  h2 { margin: 0 0 4px; font-size: 1.3rem; }
  p { margin: 0; color: ${({ theme }) => theme.colors.inkMuted}; }
`;

const SetList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(260px, 1fr));
  gap: 14px;
`;

const SetCard = styled(Card)`
  height: 100%;
  display: flex;
  flex-direction: column;
  gap: 10px;
  padding: 18px;
  h3 { margin: 0; font-size: 1.1rem; overflow-wrap: anywhere; }
  h3 a { color: inherit; text-decoration: none; }
  h3 a:hover { text-decoration: underline; }
`;

const Meta = styled.p`
  margin: 0;
  display: flex;
  flex-wrap: wrap;
  gap: 6px 12px;
  font-size: 0.9rem;
  color: ${({ theme }) => theme.colors.inkMuted};
`;

const Source = styled.span`
  padding: 2px 10px;
  border-radius: ${({ theme }) => theme.radii.pill}px;
  background: ${({ theme }) => theme.colors.surfaceMuted};
  color: ${({ theme }) => theme.colors.ink};
  font-weight: 600;
`;

const SetActions = styled.div`
  margin-top: auto;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 14px;
`;

const ModeLinks = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: 4px 12px;
  font-size: 0.9rem;
  font-weight: 600;
`;

const OTHER_MODES = ['learn', 'test', 'match'] as const;

const SectionTitle = styled.h2`
  margin: 0 0 14px;
  font-size: 1.3rem;
`;

export function FlashcardsOverview() {
  const { t, i18n } = useTranslation('flashcards');
  const due = useDueFlashcards(undefined);
  const known = useFlashcardSets();
  const dueCards = due.data?.cards ?? [];
  const studied = useStudiedSets(known.data ? unnamedSetUuids(dueCards, known.data) : []);
  const named: KnownSet[] = [...(known.data ?? []), ...studied.flatMap((query) => (query.data ? [query.data] : []))];
  const sets = flashcardSets(dueCards, named, i18n.language);
  const reviews = due.data?.dueToday ?? 0;
  const fresh = due.data?.newToday ?? 0;
  const total = reviews + fresh;

  if (due.isError || known.isError) return <p role="alert">{t('errors.generic')}</p>;
  if (!due.data || !known.data) return <DelayedLoader label={t('loading')} />;

  return (
    <>
      <Today as="section" aria-labelledby="flashcards-today">
        <div>
          <h2 id="flashcards-today">{t('overview.todayTitle')}</h2>
          <p data-testid="due-today">
            {total > 0
              ? t('overview.dueToday', { reviews: t('overview.reviews', { count: reviews }), fresh: t('overview.newCards', { count: fresh }) })
              : known.data.every((set) => set.cardCount === 0)
                ? t('overview.noCardsYet')
                : t('overview.nothingDue')}
          </p>
        </div>
        {total > 0 ? (
          <ButtonLink href={routes.flashcards({ review: 'all' })} size="lg">
            {t('overview.reviewAll', { number: total })}
          </ButtonLink>
        ) : null}
      </Today>
      <section aria-labelledby="flashcard-sets">
        <SectionTitle id="flashcard-sets">{t('overview.setsTitle')}</SectionTitle>
        {sets.length === 0 ? (
          <EmptyState title={t('overview.emptyTitle')} text={t('overview.emptyText')} action={<ButtonLink href={routes.newFlashcardSet()} size="sm">{t('overview.emptyAction')}</ButtonLink>} />
        ) : (
          <SetList>
            {sets.map((set) => {
              const title = set.title || t('overview.untitled');
              return (
                <li key={set.knowUuid}>
                  <SetCard as="article" data-testid="flashcard-set">
                    <h3>{set.path ? <Link href={set.path}>{title}</Link> : title}</h3>
                    <Meta>
                      <Source>{t(`overview.source.${set.source}`)}</Source>
                      <span>{set.reviews + set.fresh > 0 ? t('overview.dueToday', { reviews: t('overview.reviews', { count: set.reviews }), fresh: t('overview.newCards', { count: set.fresh }) }) : t('overview.setNothingDue')}</span>
                    </Meta>
                    <SetActions>
                      <ButtonLink href={routes.flashcards({ knowUuid: set.knowUuid })} variant={set.reviews + set.fresh > 0 ? 'primary' : 'secondary'} size="sm" aria-label={t('overview.reviewSet', { title })} data-testid="set-mode-review">
                        {t('modes.review')}
                      </ButtonLink>
                      <ModeLinks aria-label={t('modes.otherModes', { title })}>
                        {OTHER_MODES.map((mode) => (
                          <li key={mode}>
                            <Link href={routes.flashcards({ knowUuid: set.knowUuid, mode })} data-testid={`set-mode-${mode}`}>
                              {t(`modes.${mode}`)}
                            </Link>
                          </li>
                        ))}
                      </ModeLinks>
                    </SetActions>
                  </SetCard>
                </li>
              );
            })}
          </SetList>
        )}
      </section>
    </>
  );
}
