import { MockExamPage } from '../../features/ai';
import { pageProps } from '../../server/pages/page-props';

export default function UniversityMockExamPage() {
  return <MockExamPage section="university" />;
}

export const getServerSideProps = pageProps(['ai'], undefined, { auth: 'required' });
