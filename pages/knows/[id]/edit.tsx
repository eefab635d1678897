import { withQueryProvider } from '../../../features/auth';
import { pageProps } from '../../../server/pages/page-props';

import { EditPage } from '../../../features/know-creation/pages/edit-page';

export const getServerSideProps = pageProps(['upload'], undefined, { auth: 'required' });

export default withQueryProvider(EditPage);
