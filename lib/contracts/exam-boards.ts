// An exam board's id at the API's edges (users, knows, search): any board of config/exam-boards.ts. Whether it is a
// board of the right country is checked where the country is known (the user's, the know's: isExamBoardOf).
import { z } from 'zod';
import { EXAM_BOARD_IDS } from '../../config/exam-boards';

export const examBoardIdSchema = z.enum(EXAM_BOARD_IDS).describe('An exam board (GB and TR sites only; decision 044)');
