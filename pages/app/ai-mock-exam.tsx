import { MockExamPage } from '../../features/ai';
import { pageProps } from '../../server/pages/page-props';

export default function AppAiMockExamPage() {
  return <MockExamPage section="school" />;
}

export const getServerSideProps = pageProps(['ai'], undefined, { auth: 'required' });
