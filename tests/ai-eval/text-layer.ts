// The languages the evaluation asks in, and the demo knows' PDF text layer it reads (made by make-text-layer.ts).
export const EVAL_LANGUAGES = ['de', 'fr', 'en', 'es', 'it'] as const;
export type EvalLanguage = (typeof EVAL_LANGUAGES)[number];
export const TEXT_LAYER_FILE = 'tests/ai-eval/text-layer.json';
/** Know key → its pages' text as the document pipeline stores it. */
export type TextLayer = Record<string, string[]>;
