import { SummaryPage } from '../../features/ai';
import { pageProps } from '../../server/pages/page-props';

export default function AppAiSummaryPage() {
  return <SummaryPage section="school" />;
}

export const getServerSideProps = pageProps(['ai'], undefined, { auth: 'required' });
