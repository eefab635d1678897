import { SummaryPage } from '../../features/ai';
import { pageProps } from '../../server/pages/page-props';

export default function UniversityAiSummaryPage() {
  return <SummaryPage section="university" />;
}

export const getServerSideProps = pageProps(['ai'], undefined, { auth: 'required' });
