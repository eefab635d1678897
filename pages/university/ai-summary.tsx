import { withQueryProvider } from '../../features/auth';
import { SummaryPage } from '../../features/ai';
import { pageProps } from '../../server/pages/page-props';

function UniversityAiSummaryPage() {
  return <SummaryPage section="university" />;
}

export const getServerSideProps = pageProps(['ai'], undefined, { auth: 'required' });

export default withQueryProvider(UniversityAiSummaryPage);
