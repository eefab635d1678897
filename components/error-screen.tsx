// The generic error screen (spec §2): a short text and a button that goes home. Also the 404 page.
import { useTranslation } from 'next-i18next/pages';
import styled from 'styled-components';
import { PageMeta } from './page-meta';
import { ButtonLink } from './ui/button';
import { routes } from '../lib/routes/page-routes';

const Screen = styled.section`
  min-height: 60vh;
  display: grid;
  place-items: center;
  padding: 32px 20px;
  text-align: center;
`;

const Code = styled.p`
  font-family: ${({ theme }) => theme.fonts.display};
  font-weight: 900;
  font-size: clamp(4rem, 14vw, 8rem);
  line-height: 1;
  margin: 0 0 12px;
  color: ${({ theme }) => theme.colors.brandBlue};
`;

const Text = styled.p`
  color: ${({ theme }) => theme.colors.inkMuted};
  margin: 0 0 28px;
`;

function Screenful({ code, titleKey, textKey }: { code: string; titleKey: string; textKey: string }) {
  const { t } = useTranslation('common');
  return (
    <Screen>
      <PageMeta title={t(titleKey)} noindex />
      <div>
        <Code aria-hidden="true">{code}</Code>
        <h1>{t(titleKey)}</h1>
        <Text>{t(textKey)}</Text>
        <ButtonLink href={routes.home()} size="lg">
          {t('goHome')}
        </ButtonLink>
      </div>
    </Screen>
  );
}

export function NotFoundScreen() {
  return <Screenful code="404" titleKey="notFoundTitle" textKey="notFoundText" />;
}

export function ErrorScreen() {
  return <Screenful code=":(" titleKey="errorTitle" textKey="errorText" />;
}
