// getServerSideProps of the API reference pages (/developers, /developers/{tag}): the model read from the OpenAPI
// description, the overview with each operation's method and path only, an area's page with its operations in full.
import { AppError } from '../../lib/errors';
import { pagePropsOrNotFound } from '../catalogue/catalogue-page-props';
import { pageProps } from '../pages/page-props';
import { getApiReference } from './api-reference';

export const developersPageProps = pageProps(['developers'], async () => {
  const { version, tags, errorTypes } = getApiReference();
  return { version, errorTypes, tags: tags.map(({ tag, operations }) => ({ tag, operations: operations.map(({ id, method, path }) => ({ id, method, path })) })) };
});

export const apiAreaPageProps = pagePropsOrNotFound(['developers'], async (context) => {
  const area = getApiReference().tags.find(({ tag }) => tag === context.params?.tag);
  if (!area) throw new AppError('NotFoundError', { reason: 'No such area of the API.' });
  return { tag: area.tag, operations: area.operations };
});
