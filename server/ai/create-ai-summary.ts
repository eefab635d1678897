// POST /ai/summaries: a summary of the chosen knows at one of three lengths, each sentence's source quoted (citations
// checked against the pages the provider was given), stored for the user. Counts one summary of the day's limit.
import type { AiSummaryOut, CreateAiSummary } from '../../lib/contracts/ai';
import type { Db } from '../db';
import { aiSummaries } from '../db/schema';
import { findAiMaterial } from './ai-material';
import { withAiUsage } from './ai-usage';
import { askerLanguageOf } from './asker-language';
import { getAiProvider } from './choose-provider';
import { keepVerifiedCitations } from './verify-citations';

export async function createAiSummary(db: Db, userUuid: string, input: CreateAiSummary, { proPlanUrl }: { proPlanUrl: string | null }): Promise<AiSummaryOut> {
  const material = await findAiMaterial(db, userUuid, input.knowUuids);
  const language = await askerLanguageOf(db, userUuid);
  return withAiUsage(db, { userUuid, kind: 'summaries', proPlanUrl }, async () => {
    const { summary, citations } = await getAiProvider().summarize({ pages: material.pages, length: input.length, language });
    const checked = keepVerifiedCitations(summary, citations, material.pages);
    const [row] = await db
      .insert(aiSummaries)
      .values({
        userUuid,
        knowUuids: material.knows.map((know) => know.uuid),
        length: input.length,
        filenames: input.filenames ?? [],
        courseUuid: input.courseUuid ?? null,
        courseTitle: input.courseTitle ?? null,
        summary: checked.text,
        citations: checked.citations,
      })
      .returning({ uuid: aiSummaries.uuid });
    return { summaryUuid: row!.uuid, summary: checked.text, citations: checked.citations };
  });
}
