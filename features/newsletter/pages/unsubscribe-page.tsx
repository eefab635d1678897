// /newsletter/unsubscribe?emailUuid=…&emailType=…&token=…: the link at the foot of a newsletter mail. One click
// confirms (a page opened by a mail scanner must not unsubscribe anybody by itself).
import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import styled from 'styled-components';
import { Card } from '../../../components/ui/card';
import { FormAlert } from '../../../components/form/form-alert';
import { Link } from '../../../components/link';
import { Button } from '../../../components/ui/button';
import { PageMeta } from '../../../components/page-meta';
import { unsubscribeLinkBody } from '../../../lib/contracts/unsubscribe-link';
import { useUnsubscribe } from '../api/unsubscribe';
import { routes } from '../../../lib/routes/page-routes';

const Frame = styled(Card).attrs({ $radius: 'xl' } as const)`
  max-width: 520px;
  margin: clamp(32px, 8vw, 96px) auto;
  padding: clamp(24px, 5vw, 40px);
  display: flex;
  flex-direction: column;
  gap: 16px;
  h1 { margin: 0; font: 800 1.8rem ${({ theme }) => theme.fonts.display}; }
  p { margin: 0; color: ${({ theme }) => theme.colors.inkMuted}; line-height: 1.5; }
  a { color: ${({ theme }) => theme.colors.brandBlue}; font-weight: 700; }
  & > button { align-self: flex-start; }
`;

export function UnsubscribePage() {
  const { t } = useTranslation('newsletter');
  const router = useRouter();
  const unsubscribe = useUnsubscribe();
  const body = unsubscribeLinkBody({
    emailUuid: router.query.emailUuid,
    emailType: router.query.emailType,
    emailPreferencesToken: router.query.token,
  });
  const linkBroken = (router.isReady && !body) || unsubscribe.isError;

  return (
    <Frame>
      <PageMeta title={t('title')} noindex />
      <h1>{t('title')}</h1>
      {unsubscribe.isSuccess ? (
        <FormAlert tone="success">{t('done')}</FormAlert>
      ) : linkBroken ? (
        <FormAlert>{t('linkInvalid')}</FormAlert>
      ) : (
        <>
          <p>{t('lead')}</p>
          <Button isLoading={unsubscribe.isPending} disabled={!body} onClick={() => body && unsubscribe.mutateAsync(body).catch(() => undefined)}>
            {t('action')}
          </Button>
        </>
      )}
      <p>
        {t('settingsHint')} <Link href={routes.profile()}>{t('settingsLink')}</Link>
      </p>
    </Frame>
  );
}
