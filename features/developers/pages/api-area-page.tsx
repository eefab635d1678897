// /developers/{tag}: the operations of one area of the API (an OpenAPI tag), each with its parameters, bodies and
// error types.
import { useTranslation } from 'next-i18next/pages';
import { PageMeta } from '../../../components/page-meta';
import { Link } from '../../../components/link';
import type { ApiOperation as Operation } from '../../../lib/contracts/api-reference';
import { routes } from '../../../lib/routes/page-routes';
import { ApiOperation } from '../components/api-operation';
import { Muted, ReferenceColumn } from '../components/reference-parts';

type ApiAreaPageProps = { tag: string; operations: Operation[] };

export function ApiAreaPage({ tag, operations }: ApiAreaPageProps) {
  const { t } = useTranslation('developers');
  const area = t(`tags.${tag}`, { defaultValue: tag });
  return (
    <>
      <PageMeta title={`${area} · ${t('metaTitle')}`} description={t('metaDescription')} />
      <ReferenceColumn>
        <header>
          <p>
            <Link href={routes.developers()}>← {t('backToOverview')}</Link>
          </p>
          <h1>{area}</h1>
          <Muted>{t('englishNote')}</Muted>
        </header>
        {operations.map((operation) => (
          <ApiOperation key={operation.id} operation={operation} />
        ))}
      </ReferenceColumn>
    </>
  );
}

ApiAreaPage.fetchesInBrowser = false;
