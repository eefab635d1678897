import { withQueryProvider } from '../../features/auth';
import { MockExamPage } from '../../features/ai';
import { pageProps } from '../../server/pages/page-props';

function UniversityMockExamPage() {
  return <MockExamPage section="university" />;
}

export const getServerSideProps = pageProps(['ai'], undefined, { auth: 'required' });

export default withQueryProvider(UniversityMockExamPage);
