// The `openai` AI provider (ARCHITECTURE §5): any OpenAI-compatible endpoint (OpenAI, Azure, Ollama, vLLM, llama.cpp
// server) through the official SDK. Answers stream; summaries, exams and flashcards are JSON replies. The material is
// quoted to the model as numbered passages (data, never instructions: instructions.ts), and every quote it returns is
// taken from that material, never from the model's words. Failures are typed AppErrors (provider-errors.ts).
import type { AiProvider } from '../provider';
import { flashcards } from './flashcards';
import { mockExam } from './mock-exam';
import { connectModel, type OpenAiProviderConfig } from './model-endpoint';
import { streamAnswer } from './stream-answer';
import { summarize } from './summarize';

export function createOpenAiProvider(config: OpenAiProviderConfig): AiProvider {
  const endpoint = connectModel(config);
  return {
    name: 'openai',
    answer: (input) => streamAnswer(endpoint, input),
    summarize: (input) => summarize(endpoint, input),
    mockExam: (input) => mockExam(endpoint, input),
    flashcards: (input) => flashcards(endpoint, input),
  };
}
