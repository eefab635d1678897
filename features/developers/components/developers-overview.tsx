// The API reference's overview, as the /developers page shows it: how to sign in, the headers every call sends, the
// error body and types, and every operation by area, each linked to its area's page. Text and links only: the page
// serves it as a static island (components/static-island.tsx), so this code is not in its first load.
import { useTranslation } from 'next-i18next/pages';
import styled from 'styled-components';
import { Link } from '../../../components/link';
import { useSite } from '../../../components/site-context';
import { openApi, token } from '../../../lib/api/endpoints';
import type { ApiReference } from '../../../lib/contracts/api-reference';
import { routes } from '../../../lib/routes/page-routes';
import { Code, CodeBlock, Lead, MethodBadge, Muted, ReferenceColumn, ReferenceTable, Section } from './reference-parts';

export type DevelopersPageProps = {
  version: string;
  tags: { tag: string; operations: { id: string; method: string; path: string }[] }[];
  errorTypes: ApiReference['errorTypes'];
};

const HEADERS = [
  { name: 'X-Platform', example: 'ios', key: 'headerPlatform' },
  { name: 'X-Interface-Language', example: 'de', key: 'headerLanguage' },
  { name: 'X-Device-Uuid', example: '<uuid>', key: 'headerDevice' },
  { name: 'X-Time-Format', example: '24h', key: 'headerTimeFormat' },
  { name: 'X-Signature', example: 't=<seconds>,s=<hex>', key: 'headerSignature' },
] as const;

/** Grid items keep no minimum width of their own, so a code line wider than a phone scrolls in its box instead of
 *  widening the page. */
const Steps = styled.ol`
  margin: 0;
  padding-left: 22px;
  display: grid;
  gap: 8px;
  li { min-width: 0; }
`;

const HeaderList = styled.dl`
  margin: 0;
  display: grid;
  gap: 10px;
  > div { min-width: 0; }
  dt { font-weight: 700; }
  dd { margin: 2px 0 0; color: ${({ theme }) => theme.colors.inkMuted}; }
`;

const Areas = styled.div`
  display: grid;
  gap: 16px;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 300px), 1fr));
`;

const Area = styled(Section)`
  padding: 20px;
  h3 { margin: 0 0 4px; font: 800 1.15rem ${({ theme }) => theme.fonts.display}; }
  h3 a { color: ${({ theme }) => theme.colors.brandBlue}; }
  ul { list-style: none; margin: 10px 0 0; padding: 0; display: grid; gap: 6px; }
  li a { display: flex; gap: 8px; align-items: baseline; color: inherit; text-decoration: none; font: 0.85rem ${({ theme }) => theme.fonts.mono}; overflow-wrap: anywhere; }
  li a:hover span:last-child { text-decoration: underline; }
`;

export function DevelopersOverview({ version, tags, errorTypes }: DevelopersPageProps) {
  const { t } = useTranslation('developers');
  const site = useSite();
  const tokenPath = token.path;
  return (
    <ReferenceColumn>
      <header>
        <h1>{t('title')}</h1>
        <Lead>{t('intro', { origin: site?.origin ?? '' })}</Lead>
        <p>
          <a href={openApi.path} data-testid="openapi-link">{t('descriptionLink', { format: 'OpenAPI 3.1 (JSON)' })}</a> <Muted>· {version}</Muted>
          <br />
          <Muted>{t('englishNote')}</Muted>
        </p>
      </header>

      <Section aria-labelledby="auth-title">
        <h2 id="auth-title">{t('authTitle')}</h2>
        <Steps>
          <li>
            {t('authStep1')}
            <CodeBlock>{`POST ${tokenPath}\n{ "email": "<email>", "password": "<password>" }`}</CodeBlock>
            <Muted>{t('authStep1Note')}</Muted>
          </li>
          <li>
            {t('authStep2')}
            <CodeBlock>{'Authorization: Bearer <accessToken>'}</CodeBlock>
          </li>
          <li>
            {t('authStep3')}
            <CodeBlock>{`POST ${tokenPath}\n{ "refreshToken": "<refreshToken>" }`}</CodeBlock>
          </li>
          <li>{t('authStep4')}</li>
        </Steps>
      </Section>

      <Section aria-labelledby="headers-title">
        <h2 id="headers-title">{t('headersTitle')}</h2>
        <p>{t('headersText')}</p>
        <HeaderList>
          {HEADERS.map((header) => (
            <div key={header.name}>
              <dt>
                <Code>{`${header.name}: ${header.example}`}</Code>
              </dt>
              <dd>{t(header.key)}</dd>
            </div>
          ))}
        </HeaderList>
      </Section>

      <Section aria-labelledby="errors-title">
        <h2 id="errors-title">{t('errorsTitle')}</h2>
        <p>{t('errorsText')}</p>
        <CodeBlock>{'{ "error": { "type": "NotFoundError", "data": {} } }'}</CodeBlock>
        <ReferenceTable headings={[t('errorType'), t('status')]}>
          {errorTypes.map((error) => (
            <tr key={error.type}>
              <td><Code>{error.type}</Code></td>
              <td>{error.status}</td>
            </tr>
          ))}
        </ReferenceTable>
      </Section>

      <section aria-labelledby="areas-title">
        <h2 id="areas-title">{t('tagsTitle')}</h2>
        <Areas>
          {tags.map(({ tag, operations }) => (
            <Area key={tag} as="article" data-testid="api-area">
              <h3>
                <Link href={routes.developerArea(tag)} prefetch={false}>{t(`tags.${tag}`, { defaultValue: tag })}</Link>
              </h3>
              <Muted>{t('operationCount', { number: operations.length })}</Muted>
              <ul>
                {operations.map((operation) => (
                  <li key={operation.id}>
                    <Link href={routes.developerArea(tag, operation.id)} prefetch={false}>
                      <MethodBadge $method={operation.method}>{operation.method}</MethodBadge>
                      <span>{operation.path}</span>
                    </Link>
                  </li>
                ))}
              </ul>
            </Area>
          ))}
        </Areas>
      </section>
    </ReferenceColumn>
  );
}
