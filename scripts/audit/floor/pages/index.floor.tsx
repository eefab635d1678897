// The floor page: one translated heading in one styled component, rendered on the server for the site's language.
import type { GetServerSideProps } from 'next';
import { useTranslation } from 'next-i18next/pages';
import { serverSideTranslations } from 'next-i18next/pages/serverSideTranslations';
import styled from 'styled-components';
import i18nConfig from '../../../../next-i18next.config';

const Heading = styled.h1`
  margin: 2rem 1rem;
  font: 700 2rem/1.2 system-ui, sans-serif;
  color: #1f2a44;
`;

export default function FloorPage() {
  const { t } = useTranslation('common');
  return (
    <main>
      <Heading>{t('tagline')}</Heading>
    </main>
  );
}

export const getServerSideProps: GetServerSideProps = async ({ locale }) => ({
  props: await serverSideTranslations(locale ?? i18nConfig.i18n.defaultLocale, ['common'], i18nConfig),
});
