// The ways to study one set, on its study page: Review (today's cards, scheduled), Learn, Test and Match — all free.
// Links, so each mode has its own address; the current one is marked for screen readers.
import { useTranslation } from 'next-i18next/pages';
import styled from 'styled-components';
import { ButtonLink } from '../../../components/ui/button';
import { routes } from '../../../lib/routes/page-routes';

export const STUDY_MODES = ['review', 'learn', 'test', 'match'] as const;
export type StudyMode = (typeof STUDY_MODES)[number];

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;

export function StudyModePicker({ knowUuid, mode }: { knowUuid: string; mode: StudyMode }) {
  const { t } = useTranslation('flashcards');
  return (
    <nav aria-label={t('modes.label')}>
      <List>
        {STUDY_MODES.map((item) => (
          <li key={item}>
            <ButtonLink
              href={routes.flashcards(item === 'review' ? { knowUuid } : { knowUuid, mode: item })}
              variant={item === mode ? 'primary' : 'outline'}
              size="sm"
              aria-current={item === mode ? 'page' : undefined}
              data-testid={`mode-${item}`}
            >
              {t(`modes.${item}`)}
            </ButtonLink>
          </li>
        ))}
      </List>
    </nav>
  );
}
