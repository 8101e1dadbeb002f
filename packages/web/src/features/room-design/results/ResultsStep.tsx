// Step 3 of the arrangement: the design records (spec 3 §2.5, §4.5, §8.3). Placeholder until the results part lands.
export interface ResultsStepProps {
  examId: number;
  /** Subject names by id (the exam's subjects). */
  subjectNames: ReadonlyMap<number, string>;
}

export function ResultsStep(_props: ResultsStepProps) {
  return null;
}
