import { withQueryProvider } from '../../../features/auth';
import { isUuid } from '../../../lib/contracts/forms';
import { AppError } from '../../../lib/errors';
import { pagePropsOrNotFound } from '../../../server/catalogue/catalogue-page-props';

import { LibraryFolderPage } from '../../../features/library/pages/library-folder-page';

/** The folder itself loads in the browser (the API checks its owner); an id not in uuid form is a 404. */
export const getServerSideProps = pagePropsOrNotFound(
  ['library'],
  async (context) => {
    const id = context.params?.id;
    if (!isUuid(id)) throw new AppError('NotFoundError', { resource: 'folder' });
    return { folderUuid: id.toLowerCase() };
  },
  { auth: 'required' },
);

export default withQueryProvider(LibraryFolderPage);
