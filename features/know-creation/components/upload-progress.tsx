// The upload's progress: the share of bytes sent, as a real progress bar (announced to screen readers).
import { useTranslation } from 'next-i18next/pages';
import styled from 'styled-components';

const Wrap = styled.div`
  display: flex;
  flex-direction: column;
  gap: 8px;
`;

const Track = styled.div`
  height: 12px;
  border-radius: 6px;
  background: ${({ theme }) => theme.colors.surfaceMuted};
  border: 1px solid ${({ theme }) => theme.colors.border};
  overflow: hidden;
`;

const Fill = styled.div<{ $percent: number }>`
  width: ${({ $percent }) => $percent}%;
  height: 100%;
  background: ${({ theme }) => theme.colors.brandBlue};
  transition: width 0.2s ease;
`;

const Label = styled.p`
  margin: 0;
  display: flex;
  justify-content: space-between;
  font-size: 0.9rem;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.inkMuted};
`;

export function UploadProgress({ share, filename }: { share: number; filename: string }) {
  const { t } = useTranslation('upload');
  const percent = Math.round(share * 100);
  return (
    <Wrap>
      <Label>
        <span>{percent < 100 ? t('uploading', { filename }) : t('uploadedPreparing')}</span>
        <span aria-hidden="true">{percent}%</span>
      </Label>
      <Track role="progressbar" aria-label={t('progressLabel')} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent} data-testid="upload-progress">
        <Fill $percent={percent} />
      </Track>
    </Wrap>
  );
}
