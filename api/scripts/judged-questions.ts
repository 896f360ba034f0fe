import { readFileSync } from 'node:fs';
import path from 'node:path';

/** A question of api/eval/judged-questions.json (described in api/eval/README.md). */
export interface JudgedQuestion {
  id: string;
  language: 'en' | 'fr';
  collection: string;
  question: string;
  /** Source ids of the ideas that answer it; empty for an off-topic question. */
  relevant: string[];
}

const JUDGED = path.resolve(__dirname, '../eval/judged-questions.json');

/** The judged questions, in the file's order. */
export const readJudgedQuestions = (): JudgedQuestion[] =>
  JSON.parse(readFileSync(JUDGED, 'utf8')) as JudgedQuestion[];
