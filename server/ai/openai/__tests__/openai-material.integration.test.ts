// The openai provider's JSON tasks — summary, mock exam, flashcards — over HTTP against a real OpenAI-compatible
// server on loopback: JSON mode is asked for, a reply wrapped in prose is still read, every source quotes the pages
// verbatim, and long material is cut to the budget.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeOpenAiServer, type FakeOpenAiServer } from '../../../../tests/integration/fake-openai-server';
import type { AiCitation, AiPage, AiProvider } from '../../provider';
import { createOpenAiProvider } from '../openai-provider';
import { MATERIAL_BUDGET_CHARACTERS } from '../passages';
import { PHOTOSYNTHESIS, ZELLATMUNG } from './material';

let fake: FakeOpenAiServer;
let proseFake: FakeOpenAiServer;
let provider: AiProvider;

const providerOn = (server: FakeOpenAiServer) => createOpenAiProvider({ baseURL: server.baseURL, apiKey: server.apiKey, model: server.model, timeoutMs: 10_000 });

beforeAll(async () => {
  fake = await startFakeOpenAiServer();
  proseFake = await startFakeOpenAiServer({ ignoresResponseFormat: true });
  provider = providerOn(fake);
});

afterAll(async () => {
  await fake.close();
  await proseFake.close();
});

const pages = [PHOTOSYNTHESIS, ZELLATMUNG];

function expectQuotedFrom(source: AiCitation, from: AiPage) {
  expect(source).toMatchObject({ knowUuid: from.knowUuid, page: from.page });
  expect(source.quote.length).toBeGreaterThan(0);
  expect(from.text).toContain(source.quote);
}

describe('a summary', () => {
  it('asks for JSON and cites each statement with a quote from its page', async () => {
    const summary = await provider.summarize({ pages, length: 'short', language: 'en' });

    expect(summary.summary).toBe('Photosynthesis turns light energy into chemical energy. [1] Die Zellatmung findet in den Mitochondrien statt. [2]');
    expect(summary.citations).toHaveLength(2);
    expectQuotedFrom(summary.citations[0]!, PHOTOSYNTHESIS);
    expectQuotedFrom(summary.citations[1]!, ZELLATMUNG);
    expect(fake.requests.at(-1)?.body).toMatchObject({ model: fake.model, response_format: { type: 'json_object' } });
    expect(fake.requests.at(-1)?.body?.stream).toBeFalsy();
    expect(fake.lastSystemPrompt()).toContain('in about 80 words');
  });

  it('is read from a reply that wraps its JSON in prose, as servers that ignore JSON mode do', async () => {
    const summary = await providerOn(proseFake).summarize({ pages, length: 'long', language: 'en' });
    expect(summary.summary).toContain('Photosynthesis turns light energy into chemical energy. [1]');
    expect(proseFake.lastSystemPrompt()).toContain('in about 450 words');
  });

  it(`sends at most ${MATERIAL_BUDGET_CHARACTERS} characters of material: the first pages whole, the next one's beginning`, async () => {
    const longPage = (page: number): AiPage => ({ ...PHOTOSYNTHESIS, page, text: `Page ${page} begins here. ${'word '.repeat(MATERIAL_BUDGET_CHARACTERS / 12)}Page ${page} ends here.` });
    await provider.summarize({ pages: [1, 2, 3, 4].map(longPage), length: 'medium', language: 'en' });
    const system = fake.lastSystemPrompt();
    const has = (text: string) => system.includes(text);

    expect([1, 2, 3, 4].map((page) => [has(`Page ${page} begins here.`), has(`Page ${page} ends here.`)])).toEqual([
      [true, true],
      [true, true],
      [true, false],
      [false, false],
    ]);
    const material = system.slice(system.indexOf('<passages>') + '<passages>'.length, system.indexOf('</passages>'));
    expect(material.replace(/<\/?passage[^>]*>|\n/g, '').length).toBe(MATERIAL_BUDGET_CHARACTERS);
  });
});

describe('a mock exam', () => {
  it('gives questions of the four kinds with answer keys, each sourced verbatim from the passage it names', async () => {
    const morePages: AiPage[] = [
      ...pages,
      { ...PHOTOSYNTHESIS, page: 3, text: 'Chlorophyll absorbs mostly blue and red light. Green light is reflected.' },
      { ...ZELLATMUNG, page: 8, text: 'Enzyme beschleunigen chemische Reaktionen. Sie werden dabei nicht verbraucht.' },
    ];
    const questions = await provider.mockExam({ pages: morePages, userInput: 'nur Kapitel 2', language: 'de', questionCount: 10 });

    expect(questions.map((question) => question.kind)).toEqual(['cloze', 'multiple-choice', 'true-false', 'short-answer']);
    const [cloze, choice, trueFalse] = questions;
    expect(cloze).toMatchObject({ prompt: '___ turns light energy into chemical energy.', answer: 'Photosynthesis' });
    expect(choice?.options).toContain(choice?.answer);
    expect(trueFalse?.answer).toBe('true');
    questions.forEach((question, index) => expectQuotedFrom(question.source, morePages[index]!));
    expect(fake.requests.at(-1)?.body?.messages?.at(-1)).toEqual({ role: 'user', content: 'Write the exam. My wishes for it: nur Kapitel 2' });
    expect(fake.lastSystemPrompt()).toContain('Write 10 exam questions');
  });

  it('gives no more questions than asked for', async () => {
    expect(await provider.mockExam({ pages, language: 'en', questionCount: 1 })).toHaveLength(1);
  });
});

describe('flashcards', () => {
  it('gives cards whose sources quote the passage they name', async () => {
    const cards = await providerOn(proseFake).flashcards({ pages, language: 'en', maxCards: 20 });

    expect(cards).toHaveLength(2);
    expect(cards[0]).toMatchObject({ front: '___ turns light energy into chemical energy.', back: 'Photosynthesis' });
    expectQuotedFrom(cards[0]!.source, PHOTOSYNTHESIS);
    expectQuotedFrom(cards[1]!.source, ZELLATMUNG);
    expect(await provider.flashcards({ pages, language: 'en', maxCards: 1 })).toHaveLength(1);
  });
});
