import { withQueryProvider } from '../../features/auth';
import { SummaryPage } from '../../features/ai';
import { pageProps } from '../../server/pages/page-props';

function AppAiSummaryPage() {
  return <SummaryPage section="school" />;
}

export const getServerSideProps = pageProps(['ai'], undefined, { auth: 'required' });

export default withQueryProvider(AppAiSummaryPage);
