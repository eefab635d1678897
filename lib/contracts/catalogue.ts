// Contracts of the catalogue: subjects per content language.
import { z } from 'zod';
import { LOCALES } from '../../config/locales';

const subjectSchema = z.object({
  id: z.uuid(),
  slug: z.string(),
  name: z.string(),
  contentLanguage: z.string(),
  color: z.enum(['green', 'blue', 'yellow']),
});
export type Subject = z.infer<typeof subjectSchema>;

export const listSubjectsQuerySchema = z.object({
  language: z.enum(LOCALES).describe('Content language of the subject names'),
});

export const listSubjectsResponseSchema = z.object({ subjects: z.array(subjectSchema) });
