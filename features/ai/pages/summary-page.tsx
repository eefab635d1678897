// /app/ai-summary and /university/ai-summary: choose knows (their titles or file names go along as `filenames`), a
// length and, at university, a course; then the summary — Markdown with headings — and its sources.
import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import { useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { AI_SUMMARY_LENGTHS } from '../../../config/ai-limits';
import { isUuid } from '../../../lib/contracts/forms';
import { useCreateAiSummary } from '../api/create-ai-summary';
import type { UniversityCourse } from '../api/get-university-courses';
import { AiErrorMessage } from '../components/ai-error-message';
import { AiPageFrame, type AiSection } from '../components/ai-page-frame';
import { AttachedKnows } from '../components/attached-knows';
import { CitationList } from '../components/citation-list';
import { CoursePicker } from '../components/course-picker';
import { KnowPicker } from '../components/know-picker';
import type { PickedKnow } from '../lib/citation-links';
import { LengthPicker, type SummaryLength } from '../components/length-picker';
import { MarkdownAnswer } from '../components/markdown-answer';
import { filenamesOfQuery, usePickNamedMaterial } from '../lib/own-material';
import { useMaterial } from '../lib/use-material';

const Form = styled(Card)`
  display: grid;
  gap: 18px;
  padding: 20px;
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 10px;
`;

const Result = styled(Card)`
  display: grid;
  gap: 16px;
  padding: clamp(16px, 3vw, 28px);
  h2 { margin: 0; font: 800 1.3rem ${({ theme }) => theme.fonts.display}; }
`;

export function SummaryPage({ section }: { section: AiSection }) {
  const { t } = useTranslation('ai');
  const material = useMaterial();
  const { query } = useRouter();
  // Spec §2: the page may be opened with the file names of the user's own knows to summarise, a length and a course.
  usePickNamedMaterial(filenamesOfQuery(query.filenames), material.add);
  const [length, setLength] = useState<SummaryLength>(AI_SUMMARY_LENGTHS.find((known) => known === query.length) ?? 'medium');
  const [course, setCourse] = useState<UniversityCourse | null>(
    typeof query.courseUuid === 'string' && isUuid(query.courseUuid) ? { courseUuid: query.courseUuid, courseTitle: typeof query.courseTitle === 'string' ? query.courseTitle : '' } : null,
  );
  const summarise = useCreateAiSummary();
  const [summarised, setSummarised] = useState<PickedKnow[]>([]);
  const submit = () => {
    setSummarised(material.knows);
    summarise.mutate({
      knowUuids: material.knows.map((know) => know.uuid),
      length,
      filenames: material.knows.map((know) => know.filename ?? know.title),
      ...(course ? { courseUuid: course.courseUuid, courseTitle: course.courseTitle } : {}),
    });
  };
  return (
    <AiPageFrame title={t('summary.title')} intro={t('summary.intro')} section={section}>
      <Form as="form" onSubmit={(event) => { event.preventDefault(); submit(); }}>
        <Row>
          <AttachedKnows knows={material.knows} onRemove={material.remove} />
          <KnowPicker picked={material.knows} onPick={material.add} />
        </Row>
        {section === 'university' ? <CoursePicker course={course} onChange={setCourse} /> : null}
        <LengthPicker value={length} onChange={setLength} />
        <div>
          <Button type="submit" disabled={material.knows.length === 0} isLoading={summarise.isPending} data-testid="ai-summarise">
            {t('summary.create')}
          </Button>
        </div>
      </Form>
      {summarise.isError ? <AiErrorMessage error={summarise.error} onRetry={submit} /> : null}
      {summarise.data ? (
        <Result data-testid="ai-summary">
          <h2>{t('summary.result')}</h2>
          <MarkdownAnswer text={summarise.data.summary} citations={summarise.data.citations} knows={summarised} />
          <CitationList citations={summarise.data.citations} knows={summarised} />
        </Result>
      ) : null}
    </AiPageFrame>
  );
}
