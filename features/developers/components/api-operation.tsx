// One operation of the API reference: method and path, who may call it, its parameters, request body, success answer
// and the error types of each refusal status, as the OpenAPI description states them.
import { useTranslation } from 'next-i18next/pages';
import styled from 'styled-components';
import type { ApiBody, ApiField, ApiOperation as Operation } from '../../../lib/contracts/api-reference';
import { Code, MethodBadge, Muted, Pill, ReferenceTable, Section } from './reference-parts';

const Heading = styled.h2`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 10px;
  font-size: 1.1rem !important;
  font-family: ${({ theme }) => theme.fonts.mono} !important;
  overflow-wrap: anywhere;
`;

const Summary = styled.p`
  margin: 0 0 12px;
`;

/** A nested property stands indented under its parent. */
const NameCell = styled.td<{ $depth: number }>`
  padding-left: ${({ $depth }) => 10 + $depth * 18}px !important;
`;

const ErrorList = styled.ul`
  margin: 0;
  padding-left: 20px;
`;

function FieldRows({ fields }: { fields: ApiField[] }) {
  const { t } = useTranslation('developers');
  return (
    <>
      {fields.map((field, index) => (
        <tr key={index}>
          <NameCell $depth={field.depth}>
            {field.variant ? <Muted>{t('variant', { number: field.variant })}</Muted> : <Code>{field.name}</Code>}
          </NameCell>
          <td>
            {field.type}
            {field.description ? <Muted> — {field.description}</Muted> : null}
          </td>
          <td>{field.variant ? null : field.required ? t('required') : <Muted>{t('optional')}</Muted>}</td>
        </tr>
      ))}
    </>
  );
}

function Body({ body }: { body: ApiBody }) {
  const { t } = useTranslation('developers');
  return (
    <>
      <p>
        <Code>{body.mediaType}</Code>
      </p>
      {body.fields.length > 0 ? (
        <ReferenceTable headings={[t('name'), t('type'), <span key="required" className="visually-hidden">{t('required')}</span>]}>
          <FieldRows fields={body.fields} />
        </ReferenceTable>
      ) : null}
    </>
  );
}

export function ApiOperation({ operation }: { operation: Operation }) {
  const { t } = useTranslation('developers');
  return (
    <Section as="article" id={operation.id} aria-labelledby={`${operation.id}-title`} data-testid="api-operation">
      <Heading id={`${operation.id}-title`}>
        <MethodBadge $method={operation.method}>{operation.method}</MethodBadge>
        <span>{operation.path}</span>
      </Heading>
      <Summary>{operation.summary}</Summary>
      <Pill>{t(`auth.${operation.auth}`)}</Pill>
      {operation.precededBy.length > 0 ? <p>{t('precededBy', { paths: operation.precededBy.join(', ') })}</p> : null}

      {operation.parameters.length > 0 ? (
        <>
          <h3>{t('parameters')}</h3>
          <ReferenceTable headings={[t('name'), t('location'), t('type'), <span key="required" className="visually-hidden">{t('required')}</span>]}>
            {operation.parameters.map((parameter) => (
              <tr key={`${parameter.in}-${parameter.name}`}>
                <td><Code>{parameter.name}</Code></td>
                <td>{parameter.in}</td>
                <td>
                  {parameter.type}
                  {parameter.description ? <Muted> — {parameter.description}</Muted> : null}
                </td>
                <td>{parameter.required ? t('required') : <Muted>{t('optional')}</Muted>}</td>
              </tr>
            ))}
          </ReferenceTable>
        </>
      ) : null}

      {operation.request ? (
        <>
          <h3>{t('requestBody')}</h3>
          <Body body={operation.request} />
        </>
      ) : null}

      <h3>{t('answer', { status: operation.success.status })}</h3>
      {operation.success.bodies.length > 0 ? operation.success.bodies.map((body) => <Body key={body.mediaType} body={body} />) : <p><Muted>{t('noBody')}</Muted></p>}

      <h3>{t('errors')}</h3>
      <ErrorList>
        {operation.errors.map((error) => (
          <li key={error.status}>
            <strong>{error.status}</strong>: {error.types.map((type, index) => (
              <span key={type}>
                {index > 0 ? ', ' : null}
                <Code>{type}</Code>
              </span>
            ))}
          </li>
        ))}
      </ErrorList>
    </Section>
  );
}
