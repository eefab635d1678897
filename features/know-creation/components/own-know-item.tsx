// One of the knower's own knows in their list: first page, title, status details and the actions open to them —
// view (published), edit, delete (asked to confirm; a know others rely on says why it cannot be deleted) — and a note
// when a published know reads like another subject than the one it is filed under.
import { useTranslation } from 'next-i18next/pages';
import { useState } from 'react';
import styled from 'styled-components';
import { Link } from '../../../components/link';
import { Button } from '../../../components/ui/button';
import { showErrorToast } from '../../../lib/api/show-error-toast';
import type { OwnKnow } from '../../../lib/contracts/know-creation';
import { ApiError } from '../../../lib/errors/api-error';
import { showToast } from '../../../lib/toast';
import { useDeleteKnow } from '../api/delete-know';
import { editPath } from '../lib/creation-paths';
import { BetterSubjectNote } from './better-subject-note';

const Item = styled.li`
  display: grid;
  grid-template-columns: 88px 1fr;
  gap: 16px;
  padding: 16px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg}px;
  background: ${({ theme }) => theme.colors.surfaceRaised};
`;

const Thumb = styled.div`
  width: 88px;
  aspect-ratio: 3 / 4;
  border-radius: ${({ theme }) => theme.radii.sm}px;
  background: ${({ theme }) => theme.colors.surfaceMuted};
  border: 1px solid ${({ theme }) => theme.colors.border};
  overflow: hidden;
  img { width: 100%; height: 100%; object-fit: cover; object-position: top; display: block; }
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
  min-width: 0;
  h3 { margin: 0; font: 800 1.05rem ${({ theme }) => theme.fonts.display}; overflow-wrap: anywhere; }
`;

const Meta = styled.p`
  margin: 0;
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.inkMuted};
`;

const Reason = styled.p`
  margin: 0;
  font-size: 0.9rem;
  color: ${({ theme }) => theme.colors.danger};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 10px;
  margin-top: 6px;
  a { font-weight: 700; color: ${({ theme }) => theme.colors.brandBlue}; }
  button { min-height: 40px; padding: 0 16px; font-size: 0.9rem; }
`;

export function OwnKnowItem({ know }: { know: OwnKnow }) {
  const { t, i18n } = useTranslation('upload');
  const remove = useDeleteKnow();
  const [confirming, setConfirming] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const date = new Date(know.publishedOn ?? know.updatedOn).toLocaleDateString(i18n.language);

  async function confirmDelete() {
    try {
      await remove.mutateAsync(know.uuid);
      void showToast('success', t('deleted'));
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      setConfirming(false);
      if (error.type === 'KnowIsUndeletableError') setRefusal(t('undeletable', { days: Number(error.data.deletableDays ?? 14), count: Number(error.data.deletableDays ?? 14) }));
      else showErrorToast(error, t);
    }
  }

  return (
    <Item data-testid="own-know">
      <Thumb>
        {/* eslint-disable-next-line @next/next/no-img-element -- served by the API with its own caching */}
        {know.thumbnailUrl ? <img src={know.thumbnailUrl} alt="" loading="lazy" /> : null}
      </Thumb>
      <Body>
        <h3>{know.title || t('untitled')}</h3>
        <Meta>
          {t(`status.${know.status}`)} · {know.knowFormat === 'FLASHCARDS' ? t('flashcards.kind') : t('pagesCount', { count: know.pageCount })} · {date}
          {know.isPrivate ? ` · ${t('private')}` : ''}
        </Meta>
        {know.status === 'REJECTED' ? <Reason>{t(`rejection.${know.rejectionReason ?? 'UNKNOWN'}`, { defaultValue: t('rejection.UNKNOWN') })}</Reason> : null}
        {refusal ? <Reason role="alert">{refusal}</Reason> : null}
        <BetterSubjectNote know={know} linkToEdit />
        <Actions>
          {know.status === 'PUBLISHED' ? <Link href={know.path}>{t('viewKnow')}</Link> : null}
          <Link href={editPath(know.uuid)}>{know.status === 'REJECTED' ? t('fixAndResubmit') : t('edit')}</Link>
          {confirming ? (
            <>
              <span role="status">{t('deleteConfirm')}</span>
              <Button variant="primary" onClick={confirmDelete}>{t('deleteYes')}</Button>
              <Button variant="secondary" onClick={() => setConfirming(false)}>{t('cancel')}</Button>
            </>
          ) : (
            <Button variant="secondary" onClick={() => setConfirming(true)} aria-label={t('deleteNamed', { title: know.title })}>
              {t('delete')}
            </Button>
          )}
        </Actions>
      </Body>
    </Item>
  );
}
