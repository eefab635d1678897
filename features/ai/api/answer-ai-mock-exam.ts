// Hands in answers to a mock exam and gets it graded (POST ai/mock-exams/{id}/answers).
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api/clients';
import * as endpoints from '../../../lib/api/endpoints';
import type { AnswerAiMockExam, GradedAiMockExam } from '../../../lib/contracts/ai';

const answerAiMockExam = ({ examUuid, answers }: { examUuid: string } & AnswerAiMockExam) =>
  callApi<GradedAiMockExam>(endpoints.answerAiMockExam, { params: { id: examUuid }, body: { answers } });

export const useAnswerAiMockExam = () => useMutation({ mutationFn: answerAiMockExam, meta: { handlesErrors: true } });
