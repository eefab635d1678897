import { withQueryProvider } from '../../features/auth';
import { MockExamPage } from '../../features/ai';
import { pageProps } from '../../server/pages/page-props';

function AppAiMockExamPage() {
  return <MockExamPage section="school" />;
}

export const getServerSideProps = pageProps(['ai'], undefined, { auth: 'required' });

export default withQueryProvider(AppAiMockExamPage);
