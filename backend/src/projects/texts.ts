/** The stage list an offer's projects get until the agency sets its own. */
export const DEFAULT_STAGES = ['Onboarding', 'Audit', 'Implementation', 'Monthly reporting'] as const;

export const PROJECT_LIMITS = {
  stages: 12,
  stageName: 60,
  questions: 20,
  questionLabel: 200,
  /** a one-line answer */
  shortAnswer: 300,
  /** a paragraph */
  longAnswer: 4000,
} as const;

/** The API's messages (the pages check first, in the owner's words). */
export const PROJECT_TEXTS = {
  stagesRequired: `stages: give from 1 to ${PROJECT_LIMITS.stages} stages`,
  stageName: `name: a stage is named in 1 to ${PROJECT_LIMITS.stageName} characters`,
  stageDate: 'startsOn and endsOn are dates written YYYY-MM-DD',
  stageDatesOrder: (name: string) => `Stage “${name}” ends before it starts`,
  currentStage: (count: number) => `currentStage: the current stage is one of the ${count} stages (0 to ${count - 1})`,
  tooManyQuestions: `questions: at most ${PROJECT_LIMITS.questions} questions`,
  questionLabel: `label: a question is 1 to ${PROJECT_LIMITS.questionLabel} characters`,
  answersCount: (count: number) => `answers: give one answer per question (${count})`,
  answerRequired: (label: string) => `An answer to “${label}” is required`,
  answerTooLong: (label: string, max: number) => `The answer to “${label}” is longer than ${max} characters`,
  noQuestions: 'This project has no onboarding questions',
} as const;
